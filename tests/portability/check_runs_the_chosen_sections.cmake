# portability_check under OBB2D_CHECK_SECTIONS (scripts/mutate re-proves a
# kill and runs a survivor by section): with "f" it runs sprite bounds and
# the sections that watch the environment (i, j, the final one), none of
# the others, and passes; with no variable, every section.
foreach(variable CHECK SOURCE_DIR)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "check_runs_the_chosen_sections.cmake needs -D${variable}=...")
  endif()
endforeach()

execute_process(COMMAND ${CMAKE_COMMAND} -E env OBB2D_CHECK_SECTIONS=f ${CHECK} ${SOURCE_DIR}/corpus/portability
                RESULT_VARIABLE status OUTPUT_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the check of section f alone exits ${status}:\n${output}")
endif()
foreach(present "f. sprite bounds" "i. modes kept" "j. modes read" "FP environment restored")
  string(FIND "${output}" "${present}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the check of section f alone has no row \"${present}\":\n${output}")
  endif()
endforeach()
foreach(absent "a. self_test()" "b. stored pairs" "c. grid" "d. edge-case rows" "e. classify_pairs" "g. grid polygons")
  string(FIND "${output}" "${absent}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "the check of section f alone ran \"${absent}\":\n${output}")
  endif()
endforeach()

execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=OBB2D_CHECK_SECTIONS ${CHECK} ${SOURCE_DIR}/corpus/portability
                RESULT_VARIABLE status OUTPUT_VARIABLE output)
foreach(present "a. self_test()" "b. stored pairs" "c. grid" "d. edge-case rows" "e. classify_pairs" "f. sprite bounds"
                "g. grid polygons")
  string(FIND "${output}" "${present}" at)
  if(NOT status EQUAL 0 OR at EQUAL -1)
    message(FATAL_ERROR "the whole check (status ${status}) has no row \"${present}\":\n${output}")
  endif()
endforeach()
