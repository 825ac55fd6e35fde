# Runs `obb2d verify` and checks what it says and leaves behind:
#   -DOBB2D=program -DREPORT=folder -DARGUMENTS="a;b;..." -DEXPECTED_STATUS=N
#   -DEXPECTED="regex;..."  lines the output must match
#   -DREJECTED="regex;..."  lines it must not match
#   -DSUMMARY_EXPECTED="regex;..."  what summary.md must match
#   -DRSVG_CONVERT=program -DCHECKER=check_picture_pixels  render every
#                           picture of the report and check its pixels
# Before the run a report of an "earlier run" is planted in REPORT, with a
# picture no new finding has: the new report must not keep it. The run
# starts in an empty folder of its own, which it must leave empty (no crash
# input or other artefact of a fuzzer in the caller's folder). The runs
# checked here all find seed defects, so the report must hold commands to
# run and pictures to render: a report without them fails.
file(REMOVE_RECURSE "${REPORT}")
file(WRITE "${REPORT}/summary.md" "# an earlier run\n")
file(WRITE "${REPORT}/pictures/left-by-an-earlier-run.svg" "<svg/>\n")
set(caller "${REPORT}.caller")
file(REMOVE_RECURSE "${caller}")
file(MAKE_DIRECTORY "${caller}")
execute_process(COMMAND "${OBB2D}" verify ${ARGUMENTS} --report "${REPORT}" WORKING_DIRECTORY "${caller}"
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
file(GLOB left_in_caller "${caller}/*")
if(left_in_caller)
  message(FATAL_ERROR "the run left ${left_in_caller} in the folder it was run from; ${shown}")
endif()
file(REMOVE_RECURSE "${caller}")
if(EXISTS "${REPORT}/pictures/left-by-an-earlier-run.svg")
  message(FATAL_ERROR "the new report keeps a picture of the earlier run; ${shown}")
endif()
file(READ "${REPORT}/summary.md" summary)
if(summary MATCHES "an earlier run")
  message(FATAL_ERROR "summary.md is the earlier run's; ${shown}")
endif()
foreach(pattern IN LISTS SUMMARY_EXPECTED)
  if(NOT summary MATCHES "${pattern}")
    message(FATAL_ERROR "summary.md does not match '${pattern}'; ${shown}\n--- summary.md\n${summary}")
  endif()
endforeach()
# The program's path as a regular expression (a build folder such as
# build/g++ has characters that mean something in one).
string(REGEX REPLACE "([][+*.?^$()|\\])" "\\\\\\1" obb2d_pattern "${OBB2D}")
# Every command the report prints names the program that ran, never a bare
# `obb2d` that may be on no PATH.
file(GLOB_RECURSE report_texts "${REPORT}/*.md")
foreach(text_file IN LISTS report_texts)
  file(READ "${text_file}" text)
  string(REPLACE "${OBB2D} " "" unnamed "${text}")
  if(unnamed MATCHES "(\\| |`)obb2d (classify|sprite-bounds)")
    message(FATAL_ERROR "${text_file} has a command that does not name ${OBB2D}; ${shown}")
  endif()
  string(FIND "${text}" "${OBB2D} " named)
  if(text MATCHES "classify --kernel|sprite-bounds --mask" AND named EQUAL -1)
    message(FATAL_ERROR "${text_file} has commands but none names ${OBB2D}; ${shown}")
  endif()
endforeach()
# Every command the report prints runs, from the report's folder (where its
# relative paths start), and exits 0: a witness that names a missing file or
# that the program refuses is a broken promise to the reader. A classify
# command prints what the report says it prints.
set(commands_run 0)
set(outputs_compared 0)
foreach(text_file IN LISTS report_texts)
  file(STRINGS "${text_file}" lines REGEX "`(echo '[^']*' \\| )?${obb2d_pattern} (classify|sprite-bounds)[^`]*`")
  foreach(line IN LISTS lines)
    string(REGEX MATCHALL "`(echo '[^']*' \\| )?${obb2d_pattern} (classify|sprite-bounds)[^`]*`" commands "${line}")
    foreach(command IN LISTS commands)
      string(REGEX REPLACE "^`(.*)`$" "\\1" command "${command}")
      set(input "")
      if(command MATCHES "^echo '([^']*)' \\| (.*)$")
        set(input "${CMAKE_MATCH_1}\n")
        set(command "${CMAKE_MATCH_2}")
      endif()
      file(WRITE "${REPORT}.command-input" "${input}")
      separate_arguments(arguments UNIX_COMMAND "${command}")
      execute_process(COMMAND ${arguments} WORKING_DIRECTORY "${REPORT}" INPUT_FILE "${REPORT}.command-input"
                      OUTPUT_VARIABLE command_output ERROR_VARIABLE command_errors RESULT_VARIABLE command_status)
      if(NOT command_status EQUAL 0 OR command_output STREQUAL "")
        message(FATAL_ERROR "${text_file}: `${command}` (input '${input}') exits ${command_status}: "
                            "${command_output}${command_errors}")
      endif()
      # A classify command says what it prints ("prints `X`: `command`"),
      # and prints exactly that: the report's headline and its commands agree.
      if(command MATCHES " classify ")
        if(NOT line MATCHES "prints `([^`]*)`: `")
          message(FATAL_ERROR "${text_file}: `${command}` does not say what it prints: ${line}")
        endif()
        set(expected "${CMAKE_MATCH_1}")
        string(STRIP "${command_output}" printed)
        if(NOT printed STREQUAL expected)
          message(FATAL_ERROR "${text_file}: `${command}` (input '${input}') prints '${printed}', "
                              "the report says '${expected}': ${line}")
        endif()
        math(EXPR outputs_compared "${outputs_compared} + 1")
      endif()
      math(EXPR commands_run "${commands_run} + 1")
    endforeach()
  endforeach()
endforeach()
# A kernel command's line (`echo 'LINE' | sh -c 'CMD'`, obb2d verify
# --kernel-command) prints what the report says it prints, too.
foreach(text_file IN LISTS report_texts)
  file(STRINGS "${text_file}" lines REGEX "prints `[^`]*`: `echo '[^']*' \\| sh -c [^`]*`")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "prints `([^`]*)`: `echo '([^']*)' \\| (sh -c [^`]*)`" found "${line}")
    set(expected "${CMAKE_MATCH_1}")
    file(WRITE "${REPORT}.command-input" "${CMAKE_MATCH_2}\n")
    execute_process(COMMAND sh -c "${CMAKE_MATCH_3}" WORKING_DIRECTORY "${REPORT}"
                    INPUT_FILE "${REPORT}.command-input" OUTPUT_VARIABLE command_output
                    ERROR_VARIABLE command_errors RESULT_VARIABLE command_status)
    string(STRIP "${command_output}" printed)
    if(NOT command_status EQUAL 0 OR NOT printed STREQUAL expected)
      message(FATAL_ERROR "${text_file}: the kernel command of `${line}` exits ${command_status} and prints "
                          "'${printed}', the report says '${expected}'${command_errors}")
    endif()
    math(EXPR commands_run "${commands_run} + 1")
    math(EXPR outputs_compared "${outputs_compared} + 1")
  endforeach()
endforeach()
file(REMOVE "${REPORT}.command-input")
file(GLOB leftovers "${REPORT}.running-*")
if(leftovers)
  message(FATAL_ERROR "the run left ${leftovers} behind; ${shown}")
endif()
# -DFINDS_NOTHING=ON: a clean run, whose report has no finding to show.
if(FINDS_NOTHING)
  if(NOT commands_run EQUAL 0 OR summary MATCHES "## Findings")
    message(FATAL_ERROR "a run expected to find nothing has findings; ${shown}")
  endif()
  message(STATUS "obb2d verify: exit status ${status}, output as expected, no finding")
  return()
endif()
if(commands_run EQUAL 0)
  message(FATAL_ERROR "the report prints no command to run; ${shown}")
endif()
message(STATUS "obb2d verify: exit status ${status}, output as expected, ${commands_run} report commands run, "
               "${outputs_compared} outputs equal to what the report says they print")
# Every picture of the report (pictures/, and sprite/pictures/ of a sprite
# run), rendered by a real renderer, shows what it claims
# (tests/rendered_picture.cmake).
include("${CMAKE_CURRENT_LIST_DIR}/rendered_picture.cmake")
file(GLOB_RECURSE pictures "${REPORT}/*.svg")
if(NOT pictures)
  message(FATAL_ERROR "the report has no picture; ${shown}")
endif()
set(failed_pictures "")
foreach(picture IN LISTS pictures)
  get_filename_component(picture_folder "${picture}" DIRECTORY)
  obb2d_check_rendered_picture("${picture}" "${picture_folder}" FALSE failed_pictures)
endforeach()
if(failed_pictures)
  message(FATAL_ERROR "report pictures that do not show what they claim when rendered: ${failed_pictures}")
endif()
