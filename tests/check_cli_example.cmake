# Runs the worked example of docs/cli.md (DOCUMENT) and checks that the output it shows is
# what obb2d prints. The example is the fenced block right after the marker
# line "<!-- example checked by ctest -->"; its first line is
# "$ scripts/obb2d ARGUMENTS < INPUT-FILE", the rest is the expected output.
file(READ "${DOCUMENT}" document)
string(REGEX MATCH "<!-- example checked by ctest -->\n```[a-z]*\n\\$ scripts/obb2d ([^<\n]*)< ([^\n]*)\n([^`]*)```"
       block "${document}")
if(NOT block)
  message(FATAL_ERROR "${DOCUMENT} has no checked example block")
endif()
set(expected "${CMAKE_MATCH_3}")
separate_arguments(arguments UNIX_COMMAND "${CMAKE_MATCH_1}")
execute_process(COMMAND "${OBB2D}" ${arguments}
                INPUT_FILE "${SOURCE_DIR}/${CMAKE_MATCH_2}"
                OUTPUT_VARIABLE actual RESULT_VARIABLE status)
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "the example prints\n${actual}\nbut ${DOCUMENT} shows\n${expected}")
endif()
# Every line of the example is well formed ("invalid" is an answer), so
# the documented rule gives exit status 0.
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the example: exit status ${status}, not 0")
endif()
message(STATUS "the example of ${DOCUMENT}: output matches, exit status 0")
