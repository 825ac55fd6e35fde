cmake_minimum_required(VERSION 3.22)
# Every document the sources name exists: a name ending in .md in any file of
# the repository (code, comments, scripts, documents) must resolve relative to
# that file's folder, to the repository root or to docs/. The report files that
# `obb2d verify` writes (summary.md), names under build/ and the npm packages
# under node_modules/ are not sources.
# Inputs: SOURCE_DIR.
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/*.md" "${SOURCE_DIR}/*.hpp" "${SOURCE_DIR}/*.cpp"
     "${SOURCE_DIR}/*.cmake" "${SOURCE_DIR}/*.txt" "${SOURCE_DIR}/*.json" "${SOURCE_DIR}/scripts/*" "${SOURCE_DIR}/.ci/*")
set(unresolved "")
set(checked 0)
foreach(source IN LISTS sources)
  if(source MATCHES "^(build|corpus|\\.git)/" OR source MATCHES "(^|/)node_modules/")
    continue()
  endif()
  file(STRINGS "${SOURCE_DIR}/${source}" lines REGEX "[A-Za-z0-9_-]\\.md")
  get_filename_component(folder "${SOURCE_DIR}/${source}" DIRECTORY)
  foreach(line IN LISTS lines)
    string(REGEX MATCHALL "[A-Za-z0-9_./-]*[A-Za-z0-9_-]\\.md" names "${line}")
    foreach(name IN LISTS names)
      if(name MATCHES "(^|/)summary\\.md$" OR name MATCHES "^/?build/" OR name STREQUAL "FILE.md")
        continue()
      endif()
      math(EXPR checked "${checked} + 1")
      if(NOT EXISTS "${folder}/${name}" AND NOT EXISTS "${SOURCE_DIR}/${name}" AND NOT EXISTS "${SOURCE_DIR}/docs/${name}")
        string(APPEND unresolved "\n  ${source}: ${name}")
      endif()
    endforeach()
  endforeach()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "no document reference found under ${SOURCE_DIR}: the scan is broken")
endif()
if(unresolved)
  message(FATAL_ERROR "references to documents that do not exist:${unresolved}")
endif()
message(STATUS "${checked} document references, all resolve")
