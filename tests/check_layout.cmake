cmake_minimum_required(VERSION 3.22)
# The folders keep their roles (docs/reading-the-code.md, "The folders"):
#   fuzz/        only libFuzzer targets (each .cpp defines LLVMFuzzerTestOneInput),
#                the replay main, its CMakeLists.txt and its README.md (how to
#                run them); nothing includes from it
#   tools/       only the CLI; nothing outside tools/ and the tests of the CLI
#                includes from it, and the properties and benchmarks never do
#   harness/     shared code; it includes nothing from fuzz/, tools/,
#                properties/, tests/ or bench/
# Inputs: SOURCE_DIR.
set(problems "")

file(GLOB fuzz_files RELATIVE "${SOURCE_DIR}/fuzz" "${SOURCE_DIR}/fuzz/*")
foreach(name IN LISTS fuzz_files)
  if(name STREQUAL "CMakeLists.txt" OR name STREQUAL "replay_main.cpp" OR name STREQUAL "README.md")
    continue()
  endif()
  if(NOT name MATCHES "\\.cpp$")
    string(APPEND problems "\n  fuzz/${name}: not a fuzz target (shared code belongs in harness/)")
    continue()
  endif()
  file(READ "${SOURCE_DIR}/fuzz/${name}" text)
  if(NOT text MATCHES "LLVMFuzzerTestOneInput")
    string(APPEND problems "\n  fuzz/${name}: defines no LLVMFuzzerTestOneInput")
  endif()
endforeach()

# Which folders may include from which (a folder not listed may include from any).
set(forbidden_harness "fuzz|tools|properties|tests|bench")
set(forbidden_properties "fuzz|tools")
set(forbidden_bench "fuzz|tools")
set(forbidden_tools "fuzz|properties|tests|bench")
set(forbidden_fuzz "properties|tests|bench")
set(forbidden_tests "fuzz")
set(forbidden_ports "fuzz|tools|harness|properties|tests|bench")
set(forbidden_oracle "fuzz|tools|harness|properties|tests|bench|ports")
set(checked 0)
foreach(folder harness properties bench tools fuzz tests ports oracle)
  file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/${folder}/*.hpp" "${SOURCE_DIR}/${folder}/*.cpp")
  foreach(source IN LISTS sources)
    file(STRINGS "${SOURCE_DIR}/${source}" includes REGEX "^#include \"")
    foreach(line IN LISTS includes)
      math(EXPR checked "${checked} + 1")
      if(line MATCHES "^#include \"(${forbidden_${folder}})/")
        string(APPEND problems "\n  ${source}: ${line}")
      endif()
    endforeach()
  endforeach()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "no #include found under ${SOURCE_DIR}: the scan is broken")
endif()
if(problems)
  message(FATAL_ERROR "files outside their folder's role:${problems}")
endif()
message(STATUS "layout kept (${checked} includes checked)")
