# obb2d_write_readme_example(README OUTPUT): writes OUTPUT, a program made of
# the C++ example in README (the fenced block right after the line
# "<!-- C++ example compiled and run by ctest -->"). Its #include lines stay
# at the top and its other lines go into main(); a statement that ends in a
# comment naming its value (`// Relation::touching`, `// true: ...`,
# `// false: ...`) is checked against that value, and the program exits 1,
# naming it, when the value differs. A block without such a line is an
# error: the example would check nothing.
function(obb2d_write_readme_example readme output)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${readme}")
  file(READ "${readme}" text)
  string(REGEX MATCH "<!-- C\\+\\+ example compiled and run by ctest -->\n```cpp\n([^`]*)```" block "${text}")
  if(NOT block)
    message(FATAL_ERROR "${readme} has no C++ example block")
  endif()
  string(REPLACE ";" "\\;" example "${CMAKE_MATCH_1}")
  string(REPLACE "\n" ";" lines "${example}")
  set(includes "#include <cstdio>\n")
  set(body "")
  set(checks 0)
  foreach(line IN LISTS lines)
    if(line MATCHES "^#include")
      string(APPEND includes "${line}\n")
    elseif(line MATCHES "^(.*[^ ]) *; *// (obb2d::Relation::[a-z]+|Relation::[a-z]+|true|false)")
      set(expression "${CMAKE_MATCH_1}")
      set(value "${CMAKE_MATCH_2}")
      if(value MATCHES "^Relation::")
        set(value "obb2d::${value}")
      endif()
      string(REPLACE "\"" "\\\"" quoted "${expression}")
      string(APPEND body "  if (!((${expression}) == ${value})) {\n"
                         "    std::printf(\"README example: %s is not %s\\n\", \"${quoted}\", \"${value}\");\n"
                         "    failures += 1;\n  }\n")
      math(EXPR checks "${checks} + 1")
    elseif(NOT line STREQUAL "")
      string(APPEND body "  ${line}\n")
    endif()
  endforeach()
  if(checks EQUAL 0)
    message(FATAL_ERROR "${readme}: the C++ example states no value to check")
  endif()
  file(WRITE "${output}.new" "// Made from README.md's C++ example by tests/readme_example.cmake.\n${includes}\n"
                             "int main() {\n  int failures = 0;\n${body}"
                             "  std::printf(\"README example: ${checks} values checked, %d wrong\\n\", failures);\n"
                             "  return failures == 0 ? 0 : 1;\n}\n")
  file(COPY_FILE "${output}.new" "${output}" ONLY_IF_DIFFERENT)
endfunction()
