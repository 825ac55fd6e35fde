# Runs PROGRAM with ARGUMENTS (one string, split as a shell splits it) with
# its standard output sent to /dev/full, where every write fails as on a full
# disk, and fails unless it exits with status 2 and its standard error
# matches the regular expression OUTPUT: a verdict that was never written is
# not a green run.
#   -DPROGRAM=runner "-DARGUMENTS=a b c" "-DOUTPUT=regex"
separate_arguments(arguments UNIX_COMMAND "${ARGUMENTS}")
execute_process(COMMAND "${PROGRAM}" ${arguments} OUTPUT_FILE /dev/full ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT "${status}" STREQUAL "2")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS} > /dev/full: exit status ${status}, not 2\n${err}")
endif()
if(NOT "${err}" MATCHES "${OUTPUT}")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS} > /dev/full: its standard error does not match \"${OUTPUT}\"\n${err}")
endif()
message(STATUS "${PROGRAM} ${ARGUMENTS} > /dev/full: exit status 2, standard error as expected")
