# Runs PROGRAM with ARGUMENTS (one string, split as a shell splits it: no
# argument may hold a space) and fails unless it exits with STATUS and its
# output, standard output then standard error, matches the regular
# expression OUTPUT. ctest's PASS_REGULAR_EXPRESSION alone ignores the exit
# status: a program that printed the right words and then failed, or did
# not fail, would pass.
separate_arguments(arguments UNIX_COMMAND "${ARGUMENTS}")
execute_process(COMMAND "${PROGRAM}" ${arguments} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT "${status}" STREQUAL "${STATUS}")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS}: exit status ${status}, not ${STATUS}\n${out}${err}")
endif()
if(NOT "${out}${err}" MATCHES "${OUTPUT}")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS}: its output does not match \"${OUTPUT}\"\n${out}${err}")
endif()
message(STATUS "${PROGRAM} ${ARGUMENTS}: exit status ${status}, output as expected")
