# Checks that portability_check, given OBB2D_CHECK_STOP_AT_FIRST_FAILED_SECTION=1
# (scripts/mutate sets it), ends at the first section after one that failed,
# with status 1 and the summary so far; and that without it every section
# runs. A corpus whose first stored float pair has a wrong answer makes
# section b fail:
#   -DCHECK=portability_check -DSOURCE_DIR=repository -DWORK_DIR=folder
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${SOURCE_DIR}/corpus/portability/" DESTINATION "${WORK_DIR}")
file(READ "${WORK_DIR}/box_pairs.txt" pairs)
string(REGEX MATCH "\nfloat [^\n]* overlapping\n" line "${pairs}")
if(NOT line)
  message(FATAL_ERROR "no overlapping float pair in box_pairs.txt")
endif()
string(REPLACE " overlapping\n" " disjoint\n" wrong "${line}")
string(FIND "${pairs}" "${line}" at)
string(LENGTH "${line}" length)
string(SUBSTRING "${pairs}" 0 ${at} before)
math(EXPR after_at "${at} + ${length}")
string(SUBSTRING "${pairs}" ${after_at} -1 after)
file(WRITE "${WORK_DIR}/box_pairs.txt" "${before}${wrong}${after}")

execute_process(COMMAND ${CMAKE_COMMAND} -E env OBB2D_CHECK_STOP_AT_FIRST_FAILED_SECTION=1 "${CHECK}" "${WORK_DIR}"
                OUTPUT_VARIABLE stopped RESULT_VARIABLE status)
if(NOT status EQUAL 1 OR NOT stopped MATCHES "b\\. stored pairs \\[default FP environment\\] float +[0-9]+ passed +1 failed"
   OR stopped MATCHES "c\\. grid" OR NOT stopped MATCHES "\n[0-9]+ passed, 1 failed\n")
  message(FATAL_ERROR "with the variable set: status ${status}, the check did not end after section b:\n${stopped}")
endif()
execute_process(COMMAND "${CHECK}" "${WORK_DIR}" OUTPUT_VARIABLE whole RESULT_VARIABLE status)
if(NOT status EQUAL 1 OR NOT whole MATCHES "c\\. grid" OR NOT whole MATCHES "f\\. sprite bounds")
  message(FATAL_ERROR "without the variable: status ${status}, not every section ran:\n${whole}")
endif()
