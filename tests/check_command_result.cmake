# Runs PROGRAM with ARGUMENTS (one string, split as a shell splits it: no
# argument may hold a space) and fails unless it exits with STATUS and its
# output, standard output then standard error, matches the regular
# expression OUTPUT. ctest's PASS_REGULAR_EXPRESSION alone ignores the exit
# status: a program that printed the right words and then failed, or did
# not fail, would pass. With STANDARD_OUTPUT (a file such as /dev/full, where
# every write fails as on a full disk) its standard output goes there, and
# OUTPUT is matched against its standard error.
separate_arguments(arguments UNIX_COMMAND "${ARGUMENTS}")
if(DEFINED STANDARD_OUTPUT)
  execute_process(COMMAND "${PROGRAM}" ${arguments} OUTPUT_FILE "${STANDARD_OUTPUT}" ERROR_VARIABLE err
                  RESULT_VARIABLE status)
  set(out "")
  set(shown "${PROGRAM} ${ARGUMENTS} > ${STANDARD_OUTPUT}")
else()
  execute_process(COMMAND "${PROGRAM}" ${arguments} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  set(shown "${PROGRAM} ${ARGUMENTS}")
endif()
if(NOT "${status}" STREQUAL "${STATUS}")
  message(FATAL_ERROR "${shown}: exit status ${status}, not ${STATUS}\n${out}${err}")
endif()
if(NOT "${out}${err}" MATCHES "${OUTPUT}")
  message(FATAL_ERROR "${shown}: its output does not match \"${OUTPUT}\"\n${out}${err}")
endif()
message(STATUS "${shown}: exit status ${status}, output as expected")
