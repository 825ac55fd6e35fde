# Every picture in docs/pictures, drawn by a real renderer: rsvg-convert
# (Debian's librsvg2-bin, installed by scripts/install-deps) writes it as a
# PNG, and check_picture_pixels reads the pixels back
# (tests/rendered_picture.cmake). A seed finding's picture must list probes
# (where its last panel shows the gap, overlap or contact) and every probe
# must hold; the other pictures must not render blank. Without rsvg-convert
# the test fails: a picture nobody rendered is not checked.
include("${CMAKE_CURRENT_LIST_DIR}/rendered_picture.cmake")
file(GLOB pictures "${SOURCE_DIR}/docs/pictures/*.svg")
list(LENGTH pictures count)
if(count EQUAL 0)
  message(FATAL_ERROR "no picture in ${SOURCE_DIR}/docs/pictures")
endif()
set(failed "")
foreach(picture ${pictures})
  get_filename_component(name "${picture}" NAME_WE)
  set(is_finding FALSE)
  if(EXISTS "${SOURCE_DIR}/corpus/seed_findings/${name}.txt")
    set(is_finding TRUE)
  endif()
  obb2d_check_rendered_picture("${picture}" "${WORK_DIR}" ${is_finding} failed)
endforeach()
if(failed)
  message(FATAL_ERROR "pictures that do not show what they claim when rendered: ${failed}")
endif()
message(STATUS "${count} pictures rendered and checked")
