// Writes the table of impl/obb2d/self_test.hpp: every case of
// self_test_case_builder.hpp with the oracle's answer, as hex-float literals,
// between the lines "// BEGIN GENERATED TABLE" and "// END GENERATED TABLE".
//
//   cmake --build build/selftest --target generate_self_test_table
//   build/selftest/tests/generate_self_test_table impl/obb2d/self_test.hpp
//
// Without an argument it prints the table. self_test_tests checks that the
// header's table is what this program makes (SelfTestTable.is_what_the_generator_makes).

#include "self_test_case_builder.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

using obb2d::Box;
using obb2d::Relation;
using obb2d::self_test_cases::BuiltGroup;
using obb2d::self_test_cases::BuiltTable;

bool is_signaling_nan(float number) {
  std::uint32_t bits;
  std::memcpy(&bits, &number, sizeof bits);
  return (bits & 0x00400000u) == 0;
}

bool is_signaling_nan(double number) {
  std::uint64_t bits;
  std::memcpy(&bits, &number, sizeof bits);
  return (bits & 0x0008000000000000u) == 0;
}

/// A literal (or a named constant of self_test.hpp) that is exactly `number`.
template <class T>
std::string format_number(T number) {
  const bool is_float = std::is_same_v<T, float>;
  const std::string prefix = is_float ? "float_" : "double_";
  const std::string sign = std::signbit(number) ? "-" : "";
  if (std::isnan(number)) return sign + prefix + (is_signaling_nan(number) ? "signaling_nan" : "nan");
  if (std::isinf(number)) return sign + prefix + "infinity";
  if (number == 0) return sign + (is_float ? "0.0f" : "0.0");
  char text[40];
  std::snprintf(text, sizeof text, "%a", double(number));  // exact: every float is a double
  return std::string(text) + (is_float ? "f" : "");
}

template <class T>
std::string format_box(const Box<T>& box) {
  return "{{" + format_number(box.center.x) + ", " + format_number(box.center.y) + "}, {" + format_number(box.u.x) +
         ", " + format_number(box.u.y) + "}, {" + format_number(box.v.x) + ", " + format_number(box.v.y) + "}}";
}

const char* relation_name(Relation relation) { return obb2d::to_string(relation); }

template <class T>
void write_cases(std::ostream& out, const std::vector<BuiltGroup<T>>& groups, const char* array_name) {
  out << "inline constexpr SelfTestCase<" << (std::is_same_v<T, float> ? "float" : "double") << "> " << array_name
      << "[] = {\n";
  for (const BuiltGroup<T>& group : groups) {
    out << "    // " << group.name << "\n";
    for (const auto& built : group.cases) {
      out << "    {" << format_box(built.a) << ",\n     " << format_box(built.b) << ", "
          << relation_name(built.expected) << "},  // " << built.note << "\n";
    }
  }
  out << "};\n";
}

std::string format_table(const BuiltTable& table) {
  std::ostringstream out;
  out << "// BEGIN GENERATED TABLE: tests/self_test_cases/generate_self_test_table.cpp writes it (how to run\n"
         "// it: there); do not edit by hand. Answers from the exact-rational oracle.\n";
  std::size_t case_count = 0;
  for (const auto& group : table.float_groups) case_count += group.cases.size();
  for (const auto& group : table.double_groups) case_count += group.cases.size();
  out << "inline constexpr int case_count = " << case_count << ";\n";
  out << "inline constexpr SelfTestGroup groups[] = {\n";
  std::size_t first_float = 0, first_double = 0;
  for (std::size_t i = 0; i < table.float_groups.size(); ++i) {
    const auto& floats = table.float_groups[i];
    const auto& doubles = table.double_groups[i];
    out << "    {\"" << floats.name << "\", " << (floats.also_certify ? "true" : "false") << ", false, " << first_float
        << ", " << floats.cases.size() << "},\n";
    out << "    {\"" << doubles.name << "\", " << (doubles.also_certify ? "true" : "false") << ", true, " << first_double
        << ", " << doubles.cases.size() << "},\n";
    first_float += floats.cases.size();
    first_double += doubles.cases.size();
  }
  out << "};\n";
  write_cases(out, table.float_groups, "float_cases");
  write_cases(out, table.double_groups, "double_cases");
  out << "// END GENERATED TABLE\n";
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  const std::string table = format_table(obb2d::self_test_cases::build_self_test_table());
  if (argc < 2) {
    std::cout << table;
    return 0;
  }
  std::ifstream in(argv[1]);
  std::stringstream whole;
  whole << in.rdbuf();
  const std::string text = whole.str();
  const std::string begin = "// BEGIN GENERATED TABLE", end = "// END GENERATED TABLE\n";
  const std::size_t from = text.find(begin), to = text.find(end);
  if (!in || from == std::string::npos || to == std::string::npos || to < from) {
    std::cerr << "generate_self_test_table: " << argv[1] << " has no '" << begin << "' ... '" << end << "' region\n";
    return 1;
  }
  std::ofstream(argv[1]) << text.substr(0, from) << table << text.substr(to + end.size());
  std::cout << "wrote the table into " << argv[1] << "\n";
  return 0;
}
