# Runs the property runner twice with the same --seed and checks that the two
# reports are the same, row for row (cases, outcome, counterexample):
#   -DRUNNER=obb2d_properties -DFOLDER=scratch folder
# RC_PARAMS is cleared, so the seed can only come from --seed.
file(REMOVE_RECURSE "${FOLDER}")
file(MAKE_DIRECTORY "${FOLDER}")
set(ENV{RC_PARAMS} "")
foreach(run first second)
  execute_process(COMMAND "${RUNNER}" --cases 300 --seed 7 --only unity-box --report "${FOLDER}/${run}.tsv"
                  OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT output MATCHES "seed 7 ")
    message(FATAL_ERROR "the ${run} run: exit status ${status}\n${output}${errors}")
  endif()
endforeach()
file(READ "${FOLDER}/first.tsv" first)
file(READ "${FOLDER}/second.tsv" second)
if(first STREQUAL "" OR NOT first STREQUAL second)
  message(FATAL_ERROR "the same seed gave different rows:\n--- first\n${first}--- second\n${second}")
endif()
