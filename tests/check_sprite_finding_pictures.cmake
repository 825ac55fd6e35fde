# The seed-004 catalogue's pictures (docs/pictures/sprite-<finding>.svg) are
# generated: each is `obb2d sprite-bounds <image> <arguments> --kernel
# xna-sprite --title <finding> --svg ...` of corpus/sprite_findings/<finding>.txt.
# With UPDATE=ON this writes them; otherwise it fails when any checked-in
# picture differs from a fresh one. Fresh pictures are drawn into WORK_DIR.
include("${CMAKE_CURRENT_LIST_DIR}/checked_in_picture.cmake")
file(GLOB findings "${SOURCE_DIR}/corpus/sprite_findings/*.txt")
if(NOT findings)
  message(FATAL_ERROR "no finding in ${SOURCE_DIR}/corpus/sprite_findings")
endif()
set(stale "")
foreach(finding ${findings})
  get_filename_component(name "${finding}" NAME_WE)
  file(STRINGS "${finding}" image_lines REGEX "^image ")
  file(STRINGS "${finding}" argument_lines REGEX "^arguments ")
  string(REGEX REPLACE "^image " "" image "${image_lines}")
  string(REGEX REPLACE "^arguments ?" "" argument_text "${argument_lines}")
  separate_arguments(arguments UNIX_COMMAND "${argument_text}")
  set(checked_in "${SOURCE_DIR}/docs/pictures/sprite-${name}.svg")
  set(fresh "${WORK_DIR}/sprite-${name}.svg")
  execute_process(COMMAND "${OBB2D}" sprite-bounds "${SOURCE_DIR}/corpus/${image}" ${arguments}
                          --kernel xna-sprite --title "${name}" --svg "${fresh}"
                  OUTPUT_QUIET RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "obb2d sprite-bounds failed for ${name}")
  endif()
  file(READ "${fresh}" picture)
  obb2d_check_picture("${name}" "${picture}" "${checked_in}" stale)
endforeach()
# A picture whose finding is gone is stale too.
file(GLOB pictures RELATIVE "${SOURCE_DIR}/docs/pictures" "${SOURCE_DIR}/docs/pictures/sprite-*.svg")
foreach(picture ${pictures})
  string(REGEX REPLACE "^sprite-(.*)\\.svg$" "\\1" name "${picture}")
  if(NOT EXISTS "${SOURCE_DIR}/corpus/sprite_findings/${name}.txt")
    list(APPEND stale "${picture} (no corpus/sprite_findings/${name}.txt)")
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "stale sprite pictures in docs/pictures: ${stale}\n"
                      "regenerate: cmake -DUPDATE=ON -DOBB2D=<obb2d> -DSOURCE_DIR=. -DWORK_DIR=/tmp -P tests/check_sprite_finding_pictures.cmake")
endif()
