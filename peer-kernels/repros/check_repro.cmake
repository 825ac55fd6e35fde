cmake_minimum_required(VERSION 3.22)
# One reproduction run: it must exit 0 and print exactly EXPECTED and a line
# end on standard output (what the library says on standard error, as
# Chipmunk does before it aborts, is shown but not judged).
# Inputs: COMMAND (a list), EXPECTED, and NODE_PATH for a JavaScript one.
if(DEFINED NODE_PATH)
  set(ENV{NODE_PATH} "${NODE_PATH}")
endif()
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE status OUTPUT_VARIABLE printed ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT printed STREQUAL "${EXPECTED}\n")
  message(FATAL_ERROR "exit ${status}, printed '${printed}', expected '${EXPECTED}'\nstandard error: ${err}")
endif()
message(STATUS "prints ${EXPECTED}, as its head says")
