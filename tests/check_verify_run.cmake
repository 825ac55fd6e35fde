# Runs `obb2d verify` and checks what it says and leaves behind:
#   -DOBB2D=program -DREPORT=folder -DARGUMENTS="a;b;..." -DEXPECTED_STATUS=N
#   -DEXPECTED="regex;..."  lines the output must match
#   -DREJECTED="regex;..."  lines it must not match
# Before the run a report of an "earlier run" is planted in REPORT, with a
# picture no new finding has: the new report must not keep it.
file(REMOVE_RECURSE "${REPORT}")
file(WRITE "${REPORT}/summary.md" "# an earlier run\n")
file(WRITE "${REPORT}/pictures/left-by-an-earlier-run.svg" "<svg/>\n")
execute_process(COMMAND "${OBB2D}" verify ${ARGUMENTS} --report "${REPORT}"
                OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
set(shown "exit status ${status}\n--- stdout\n${output}--- stderr\n${errors}")
if(NOT status EQUAL EXPECTED_STATUS)
  message(FATAL_ERROR "expected exit status ${EXPECTED_STATUS}; ${shown}")
endif()
foreach(pattern IN LISTS EXPECTED)
  if(NOT output MATCHES "${pattern}")
    message(FATAL_ERROR "the output does not match '${pattern}'; ${shown}")
  endif()
endforeach()
foreach(pattern IN LISTS REJECTED)
  if(output MATCHES "${pattern}")
    message(FATAL_ERROR "the output matches '${pattern}'; ${shown}")
  endif()
endforeach()
if(EXISTS "${REPORT}/pictures/left-by-an-earlier-run.svg")
  message(FATAL_ERROR "the new report keeps a picture of the earlier run; ${shown}")
endif()
file(READ "${REPORT}/summary.md" summary)
if(summary MATCHES "an earlier run")
  message(FATAL_ERROR "summary.md is the earlier run's; ${shown}")
endif()
file(GLOB leftovers "${REPORT}.running-*")
if(leftovers)
  message(FATAL_ERROR "the run left ${leftovers} behind; ${shown}")
endif()
message(STATUS "obb2d verify: exit status ${status}, output as expected")
