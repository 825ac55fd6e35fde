cmake_minimum_required(VERSION 3.22)
# The headers say one version, the project's (VERSION: project()'s, which
# `obb2d --version` prints), and CHANGELOG.md's newest entry is that version
# and lists the SHA-256 digest of every header as it is (the lines
# "    DIGEST  impl/obb2d/NAME.hpp"), so that a header cannot change without a
# new version and an entry saying what changed:
#   each header's first lines name VERSION and no other version;
#   the first "## [x.y.z]" heading of CHANGELOG.md is VERSION, and its digests
#   are those of impl/obb2d/*.hpp, one for each header and no other.
# Inputs: SOURCE_DIR, VERSION.
set(problems "")
if(NOT VERSION MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
  message(FATAL_ERROR "VERSION '${VERSION}' is not major.minor.patch")
endif()

file(GLOB headers RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/impl/obb2d/*.hpp")
if(NOT headers)
  message(FATAL_ERROR "no header under ${SOURCE_DIR}/impl/obb2d")
endif()
foreach(header IN LISTS headers)
  file(STRINGS "${SOURCE_DIR}/${header}" opening LIMIT_COUNT 5)
  string(REGEX MATCHALL "[0-9]+\\.[0-9]+\\.[0-9]+" named "${opening}")
  if(NOT VERSION IN_LIST named)
    string(APPEND problems "\n  ${header}: its first lines do not say ${VERSION}")
  endif()
  foreach(version IN LISTS named)
    if(NOT version STREQUAL VERSION)
      string(APPEND problems "\n  ${header}: its first lines say ${version}, not ${VERSION}")
    endif()
  endforeach()
endforeach()

file(READ "${SOURCE_DIR}/CHANGELOG.md" changelog)
string(REGEX MATCH "\n## \\[([^]\n]*)\\][^\n]*\n([^#]|#[^#])*" newest "${changelog}")
if(NOT newest)
  message(FATAL_ERROR "CHANGELOG.md has no \"## [x.y.z]\" entry")
endif()
string(REGEX MATCH "^\n## \\[([^]]*)\\]" heading "${newest}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
  string(APPEND problems "\n  CHANGELOG.md: the newest entry is [${CMAKE_MATCH_1}], not [${VERSION}]")
endif()
string(REGEX MATCHALL "\n    [0-9a-f]+  [^\n]+" listed "${newest}")
set(named_headers "")
foreach(line IN LISTS listed)
  string(REGEX MATCH "^\n    ([0-9a-f]+)  ([^\n]+)$" row "${line}")
  set(digest "${CMAKE_MATCH_1}")
  set(header "${CMAKE_MATCH_2}")
  list(APPEND named_headers "${header}")
  if(NOT EXISTS "${SOURCE_DIR}/${header}")
    string(APPEND problems "\n  CHANGELOG.md [${VERSION}] lists ${header}, which does not exist")
    continue()
  endif()
  file(SHA256 "${SOURCE_DIR}/${header}" actual)
  if(NOT digest STREQUAL actual)
    string(APPEND problems "\n  ${header} is not the one CHANGELOG.md [${VERSION}] lists (SHA-256 ${actual})")
  endif()
endforeach()
foreach(header IN LISTS headers)
  if(NOT header IN_LIST named_headers)
    file(SHA256 "${SOURCE_DIR}/${header}" actual)
    string(APPEND problems "\n  CHANGELOG.md [${VERSION}] lists no digest of ${header} (SHA-256 ${actual})")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "the headers and their version disagree:${problems}\n"
          "A changed header needs a new version: project() in CMakeLists.txt, the version on the first lines of "
          "each header, and a CHANGELOG.md entry saying what changed, with the "
          "headers' digests (sha256sum impl/obb2d/*.hpp).")
endif()
list(LENGTH headers count)
message(STATUS "${count} headers are version ${VERSION}, as CHANGELOG.md lists them")
