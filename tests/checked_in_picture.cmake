# obb2d_check_picture(NAME PICTURE CHECKED_IN STALE_LIST): with UPDATE=ON,
# writes PICTURE to the file CHECKED_IN; otherwise appends NAME to the list
# variable STALE_LIST when that file is missing or differs from PICTURE.
# Shared by the scripts that keep docs/pictures/ current.
function(obb2d_check_picture name picture checked_in stale_list)
  set(stale "${${stale_list}}")
  if(UPDATE)
    file(WRITE "${checked_in}" "${picture}")
  elseif(NOT EXISTS "${checked_in}")
    list(APPEND stale "${name} (missing)")
  else()
    file(READ "${checked_in}" old_picture)
    if(NOT old_picture STREQUAL picture)
      list(APPEND stale "${name}")
    endif()
  endif()
  set(${stale_list} "${stale}" PARENT_SCOPE)
endfunction()
