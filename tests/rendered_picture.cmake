# obb2d_check_rendered_picture(SVG WORK_DIR REQUIRE_PROBES FAILED_LIST):
# renders SVG with rsvg-convert (${RSVG_CONVERT}) into WORK_DIR and checks the
# PNG with check_picture_pixels (${CHECKER}), which reads the probes the
# picture lists (tests/check_picture_pixels.cpp). Probes are required when
# REQUIRE_PROBES is true or when the picture states an oracle truth for two
# convex shapes (then it must show its gap, overlap or contact). Appends the
# picture's name, and why, to the list variable FAILED_LIST on failure.
# Shared by the checks of docs/pictures and of a campaign report's pictures.
function(obb2d_check_rendered_picture svg work_dir require_probes failed_list)
  set(failed "${${failed_list}}")
  if(NOT RSVG_CONVERT OR NOT CHECKER)
    message(FATAL_ERROR "rsvg-convert not found: install Debian's librsvg2-bin (scripts/install-deps does)")
  endif()
  get_filename_component(name "${svg}" NAME_WE)
  set(png "${work_dir}/${name}.png")
  execute_process(COMMAND "${RSVG_CONVERT}" "${svg}" -o "${png}" RESULT_VARIABLE status ERROR_VARIABLE error)
  if(NOT status EQUAL 0)
    list(APPEND failed "${name} (rsvg-convert: ${error})")
  else()
    file(READ "${svg}" text)
    set(requirement "")
    if(require_probes OR text MATCHES "true \\(oracle\\): (disjoint|touching|overlapping)")
      set(requirement --require-probes)
    endif()
    execute_process(COMMAND "${CHECKER}" "${svg}" "${png}" ${requirement}
                    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE error)
    if(NOT status EQUAL 0)
      list(APPEND failed "${name} (${error})")
    endif()
  endif()
  set(${failed_list} "${failed}" PARENT_SCOPE)
endfunction()
