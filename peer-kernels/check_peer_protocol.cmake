# The protocol of one peer adapter on fixed lines: a clearly disjoint and a
# clearly overlapping box pair; the same as polygons, and a polygon with a
# repeated vertex (welded by Box2D, dropped from Chipmunk's hull: then
# written as held geometry); and --describe's JSON with its fields.
# Inputs: ADAPTER, ANSWERS (yes-no or three-way), HOLDS_WELDED (ON/OFF), WORK_DIR.
file(MAKE_DIRECTORY "${WORK_DIR}")
if(ANSWERS STREQUAL "yes-no")
  set(yes "intersecting")
  set(answers_field "yes/no")
else()
  set(yes "overlapping")
  set(answers_field "three-way")
endif()
if(HOLDS_WELDED)
  set(welded "${yes} held [-+0-9a-fx.p ]+ [|] [-+0-9a-fx.p ]+")
else()
  set(welded "${yes}")
endif()

# Runs the adapter with OPTIONS on LINES (a list) and checks each answer
# line against the regular expression of the same place in EXPECTED.
function(check_answers name options lines expected)
  list(JOIN lines "\n" text)
  file(WRITE "${WORK_DIR}/${name}.txt" "${text}\n")
  execute_process(COMMAND "${ADAPTER}" ${options} INPUT_FILE "${WORK_DIR}/${name}.txt"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status TIMEOUT 10)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${ADAPTER} ${options} (${name}): exit status ${status}\n${out}${err}")
  endif()
  string(REGEX REPLACE "\n$" "" out "${out}")
  string(REPLACE "\n" ";" answers "${out}")
  list(LENGTH answers count)
  list(LENGTH expected expected_count)
  if(NOT count EQUAL expected_count)
    message(FATAL_ERROR "${ADAPTER} ${options} (${name}): ${count} answers, not ${expected_count}\n${out}")
  endif()
  foreach(i RANGE 1 ${count})
    math(EXPR k "${i} - 1")
    list(GET answers ${k} answer)
    list(GET expected ${k} pattern)
    if(NOT answer MATCHES "^${pattern}$")
      message(FATAL_ERROR "${ADAPTER} ${options} (${name}) line ${i}: \"${answer}\", not \"${pattern}\"")
    endif()
  endforeach()
endfunction()

check_answers(boxes "" "0 0 1 0 0 1 10 0 1 0 0 1;0 0 1 0 0 1 0.5 0.5 1 0 0 1;0 0 2 1 -1 2 1 1 1 -1 1 1"
              "disjoint;${yes};${yes}")
check_answers(polygons "--polygons"
              "0 0 1 0 1 1 0 1 | 5 5 6 5 6 6 5 6;0 0 2 0 2 2 0 2 | 1 1 3 1 3 3 1 3;0 0 0 0 2 0 2 2 0 2 | 3 3 1 3 1 1 3 1"
              "disjoint;${yes};${welded}")

execute_process(COMMAND "${ADAPTER}" --describe OUTPUT_VARIABLE json RESULT_VARIABLE status TIMEOUT 10)
if(NOT status EQUAL 0 OR NOT json MATCHES "^{\"library\": \"[^\"]+\", .*}\n$")
  message(FATAL_ERROR "${ADAPTER} --describe: exit status ${status}, not one line of JSON:\n${json}")
endif()
foreach(field library version language routine answers polygon_precision calls holds tolerance_relative
              tolerance_absolute tolerance_source)
  string(JSON value ERROR_VARIABLE error GET "${json}" ${field})
  if(error)
    message(FATAL_ERROR "${ADAPTER} --describe: ${error}\n${json}")
  endif()
endforeach()
string(JSON value GET "${json}" answers)
if(NOT value STREQUAL answers_field)
  message(FATAL_ERROR "${ADAPTER} --describe: answers \"${value}\", not \"${answers_field}\"")
endif()
message(STATUS "${ADAPTER}: answers, held geometry and --describe as expected")
