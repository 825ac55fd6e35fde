# The catalogue's pictures (docs/pictures/<finding>.svg) are generated: each
# is `obb2d draw --title <finding> --answered "<kernel>: <answer>"` (with --polygons for a finding on
# `shapes polygons`) of the input line of corpus/seed_findings/<finding>.txt.
# With UPDATE=ON this writes them; otherwise it fails when any checked-in picture differs from a fresh one.
include("${CMAKE_CURRENT_LIST_DIR}/checked_in_picture.cmake")
file(GLOB findings "${SOURCE_DIR}/corpus/seed_findings/*.txt")
if(NOT findings)
  message(FATAL_ERROR "no finding in ${SOURCE_DIR}/corpus/seed_findings")
endif()
set(stale "")
foreach(finding ${findings})
  get_filename_component(name "${finding}" NAME_WE)
  file(STRINGS "${finding}" input_lines REGEX "^input ")
  string(REGEX REPLACE "^input " "" line "${input_lines}")
  file(WRITE "${WORK_DIR}/${name}.line" "${line}\n")
  file(STRINGS "${finding}" kernel_lines REGEX "^kernel ")
  file(STRINGS "${finding}" answer_lines REGEX "^answer ")
  string(REGEX REPLACE "^kernel " "" kernel "${kernel_lines}")
  string(REGEX REPLACE "^answer " "" answer "${answer_lines}")
  file(STRINGS "${finding}" shapes_lines REGEX "^shapes polygons$")
  set(shapes "")
  if(shapes_lines)
    set(shapes --polygons)
  endif()
  execute_process(COMMAND "${OBB2D}" draw --title "${name}" --answered "${kernel}: ${answer}" ${shapes} INPUT_FILE "${WORK_DIR}/${name}.line"
                  OUTPUT_VARIABLE picture RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "obb2d draw failed for ${name}")
  endif()
  set(checked_in "${SOURCE_DIR}/docs/pictures/${name}.svg")
  obb2d_check_picture("${name}" "${picture}" "${checked_in}" stale)
endforeach()
# A picture whose finding is gone is stale too. docs/pictures also holds
# the seed-004 findings' pictures (sprite-*.svg: check_sprite_finding_pictures.cmake)
# and the peer benchmark's plot (scripts/bench-peers).
file(GLOB pictures RELATIVE "${SOURCE_DIR}/docs/pictures" "${SOURCE_DIR}/docs/pictures/*.svg")
foreach(picture ${pictures})
  get_filename_component(name "${picture}" NAME_WE)
  if(NOT name MATCHES "^sprite-" AND NOT name STREQUAL "peer-benchmark" AND
     NOT EXISTS "${SOURCE_DIR}/corpus/seed_findings/${name}.txt")
    list(APPEND stale "${picture} (no corpus/seed_findings/${name}.txt)")
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "stale pictures in docs/pictures: ${stale}\n"
                      "regenerate: cmake -DUPDATE=ON -DOBB2D=<obb2d> -DSOURCE_DIR=. -DWORK_DIR=/tmp -P tests/check_finding_pictures.cmake")
endif()
