# bench_kernels times apart the pairs each path of classify decides
# (bench/kernels.cpp): the counting build prints each workload's marks, the
# timing build reads them and adds a table by path; and it refuses marks
# that are not for its own pairs, or a file it cannot read, with exit
# status 1 and a reason naming the file. Inputs: COUNTING, TIMING (the two
# programs), WORK_DIR (a folder of this test's own).
file(MAKE_DIRECTORY "${WORK_DIR}")
set(marks "${WORK_DIR}/paths.txt")
execute_process(COMMAND "${COUNTING}" --print-paths OUTPUT_FILE "${marks}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench_kernels_counting --print-paths: exit status ${status}")
endif()
file(STRINGS "${marks}" lines)
list(LENGTH lines line_count)
if(line_count LESS 2)
  message(FATAL_ERROR "--print-paths printed ${line_count} lines")
endif()

# A short timing run: the table by path has a row for near double, whose
# pairs take all three paths.
set(time_per_path "[0-9.]+% +[0-9.]+ +[0-9.]+x +")
execute_process(COMMAND "${TIMING}" "--split-by-path=${marks}"
                        "--benchmark_filter=naive_float_sat/near|exact_classify<double>/near" --benchmark_min_time=0.01
                OUTPUT_VARIABLE output RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench_kernels --split-by-path: exit status ${status}\n${output}")
endif()
foreach(path IN ITEMS filter recomputation cold_path)
  if(NOT output MATCHES "exact_classify<double>/near/${path}")
    message(FATAL_ERROR "bench_kernels --split-by-path: no benchmark of near double's ${path} path\n${output}")
  endif()
endforeach()
if(NOT output MATCHES "\nnear +double +${time_per_path}${time_per_path}${time_per_path}[0-9.]+ +[0-9.]+x\n")
  message(FATAL_ERROR "bench_kernels --split-by-path: no timed row for near double by path\n${output}")
endif()

# Refusals, each with exit status 1 and the file named: the fingerprint of
# other pairs, a pair's mark missing, a mark not 0..2, a line twice (and so
# another missing), a line missing, no file.
set(index 0)
foreach(line IN LISTS lines)
  if(line MATCHES "^near double ")
    set(near_double "${line}")
    break()
  endif()
  math(EXPR index "${index} + 1")
endforeach()
math(EXPR previous "${index} - 1")
list(GET lines ${previous} line_twice)
string(REGEX REPLACE "^([a-z_]+ [a-z]+) [0-9a-f]+ " "\\1 0000000000000000 " other_pairs "${near_double}")
string(REGEX REPLACE "[0-2]$" "" one_mark_short "${near_double}")
string(REGEX REPLACE "[0-2]$" "3" bad_mark "${near_double}")
set(cases other_pairs one_mark_short bad_mark line_twice line_missing)
foreach(case IN LISTS cases)
  set(case_lines ${lines})
  list(REMOVE_AT case_lines ${index})
  if(NOT case STREQUAL "line_missing")
    list(INSERT case_lines ${index} "${${case}}")
  endif()
  list(JOIN case_lines "\n" text)
  file(WRITE "${WORK_DIR}/paths_${case}.txt" "${text}\n")
endforeach()
list(APPEND cases no_file)
file(REMOVE "${WORK_DIR}/paths_no_file.txt")
foreach(case IN LISTS cases)
  execute_process(COMMAND "${TIMING}" "--split-by-path=${WORK_DIR}/paths_${case}.txt" --benchmark_filter=none
                  OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 1 OR NOT errors MATCHES "paths_${case}\\.txt")
    message(FATAL_ERROR "bench_kernels --split-by-path on ${case}: exit status ${status}, not 1 with the file "
                        "named\n${errors}")
  endif()
  message(STATUS "${case}: refused: ${errors}")
endforeach()
