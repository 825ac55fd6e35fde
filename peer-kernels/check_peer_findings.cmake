cmake_minimum_required(VERSION 3.22)
# scripts/peer-findings on obb2d's own kernels and SAT.js, one second a
# shape, writing under WORK_DIR: exit 0; the opening summary counts SAT.js
# wrong and obb2d's kernels clean; the summary table has both rows, obb2d's
# with no class; SAT.js's wrong answers beyond its (zero) tolerance
# each have a section, a picture and a reproduction, and each reproduction
# prints what its head says when node runs it. An unknown peer is exit 2.
# Inputs: PYTHON, SCRIPT, BUILD_DIR, WORK_DIR, NODE, NODE_MODULES.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND ${PYTHON} "${SCRIPT}" --no-build --build "${BUILD_DIR}" --peers obb2d,sat --budget 1
                        --out "${WORK_DIR}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "peer-findings: exit ${status}, expected 0\n${out}${err}")
endif()
file(READ "${WORK_DIR}/docs/peer-findings.md" document)
foreach(expected "\n\\| obb2d \\| [0-9.]+ \\| C\\+\\+ \\| obb2d::classify \\| [0-9,]+ / [0-9,]+ \\| 0 / 0 \\| 0 / 0 \\| 0 / 0 \\| 0 / 0 \\| 0 / 0 \\| — \\| — \\|"
                 "\n\\| SAT.js \\| 0.9.0 \\| JavaScript \\| [^|]+ \\| [0-9,]+ / [0-9,]+ \\| [1-9][0-9]* / [0-9]+ \\|"
                 "\n#### boxes: [a-z]+-as-[a-z]+/" "- picture: !\\["
                 "\n\\*\\*In short:\\*\\* 1 of the 1 routine of the 1 library checked gives wrong answers beyond the tolerance they declare; obb2d's own kernels gave none in [0-9,]+ box and [0-9,]+ polygon pairs \\(1 s a shape, [0-9-]+\\)\\. A routine has [1-9][0-9]* \\(SAT\\.js, [a-z]+\\) to")
  if(NOT document MATCHES "${expected}")
    message(FATAL_ERROR "docs/peer-findings.md has no match for '${expected}':\n${document}")
  endif()
endforeach()
file(GLOB repros "${WORK_DIR}/peer-kernels/repros/sat/*.js")
if(NOT repros)
  message(FATAL_ERROR "no reproduction written under ${WORK_DIR}/peer-kernels/repros/sat")
endif()
foreach(repro IN LISTS repros)
  file(STRINGS "${repro}" prints REGEX "^// prints: [a-z]+$" LIMIT_COUNT 1)
  string(REPLACE "// prints: " "" expected "${prints}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=${NODE_MODULES} ${NODE} "${repro}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE printed ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT printed STREQUAL "${expected}\n")
    message(FATAL_ERROR "${repro}: exit ${status}, printed '${printed}', its head says '${expected}'\n${err}")
  endif()
endforeach()
file(GLOB pictures "${WORK_DIR}/docs/pictures/peers/sat-*.svg")
list(FILTER repros EXCLUDE REGEX "-death-[0-9]+\\.js$")  # a pair it died on has no picture
list(LENGTH repros repro_count)
list(LENGTH pictures picture_count)
if(NOT repro_count EQUAL picture_count)
  message(FATAL_ERROR "${repro_count} reproductions but ${picture_count} pictures")
endif()

execute_process(COMMAND ${PYTHON} "${SCRIPT}" --no-build --build "${BUILD_DIR}" --peers no-such-library --budget 1
                        --out "${WORK_DIR}/unknown"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "unknown peers: no-such-library")
  message(FATAL_ERROR "an unknown peer: exit ${status}, expected 2\n${err}")
endif()
message(STATUS "peer-findings: ${repro_count} reproductions of SAT.js checked")
