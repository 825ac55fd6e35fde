/// @file
/// The smallest program a reviewer can build under any compiler and flags
/// to ask the vendored kernel about their own pairs: it includes only
/// obb2d.hpp (and the standard library). scripts/test-portability feeds it
/// corpus/portability/box_pairs.txt under every configuration.
///
/// Reads pairs from standard input, one a line, like `obb2d classify`:
/// twelve numbers, box A `cx cy ux uy vx vy` then box B (any strtod syntax:
/// `1.5`, `0x1.8p+0`, `nan`, `inf`), read as float (exactly as strtof);
/// a leading word `double` reads that line as double (strtod), `float` as
/// float; `--precision double` makes double the default. Blank lines and
/// lines starting with `#` are skipped. Writes one line per pair:
/// `disjoint`, `touching`, `overlapping` or `invalid` (a NaN or infinity).
/// A malformed line writes `error` and a message naming its line on
/// standard error; the exit status is then 1, else 0 (2 for bad arguments).
///
///   g++ -std=c++17 -O2 -I impl tests/portability/classify_stdin.cpp -o classify_stdin
///   echo '0 0 1 0 0 1  2 0 1 0 0 1' | ./classify_stdin                 # touching
///   echo 'double 0 0 1 0 0 1  0x1.0000001p+1 0 1 0 0 1' | ./classify_stdin  # disjoint

#include <obb2d/obb2d.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

/// Reads twelve numbers from `text` as T into a and b; false unless there
/// are exactly twelve.
template <class T>
bool parse_pair(const char* text, obb2d::Box<T>& a, obb2d::Box<T>& b) {
  T numbers[12];
  for (T& number : numbers) {
    char* end = nullptr;
    if constexpr (std::is_same_v<T, float>) {
      number = std::strtof(text, &end);
    } else {
      number = std::strtod(text, &end);
    }
    if (end == text) return false;
    text = end;
  }
  while (*text == ' ' || *text == '\t' || *text == '\r') ++text;
  if (*text != '\0') return false;
  a = {{numbers[0], numbers[1]}, {numbers[2], numbers[3]}, {numbers[4], numbers[5]}};
  b = {{numbers[6], numbers[7]}, {numbers[8], numbers[9]}, {numbers[10], numbers[11]}};
  return true;
}

/// The answer for one line, or nullptr when it is malformed.
template <class T>
const char* classify_line(const char* text) {
  obb2d::Box<T> a, b;
  if (!parse_pair(text, a, b)) return nullptr;
  return obb2d::to_string(obb2d::classify(a, b));
}

}  // namespace

int main(int argc, char** argv) {
  bool is_double_default = false;
  if (argc == 3 && std::strcmp(argv[1], "--precision") == 0 &&
      (std::strcmp(argv[2], "float") == 0 || std::strcmp(argv[2], "double") == 0)) {
    is_double_default = std::strcmp(argv[2], "double") == 0;
  } else if (argc != 1) {
    std::fprintf(stderr, "usage: classify_stdin [--precision float|double] < PAIRS\n");
    return 2;
  }
  int status = 0;
  std::string line;
  for (long number = 1; std::getline(std::cin, line); ++number) {
    const char* text = line.c_str();
    while (*text == ' ' || *text == '\t') ++text;
    if (*text == '\0' || *text == '#' || *text == '\r') continue;
    bool is_double = is_double_default;
    if (std::strncmp(text, "double", 6) == 0 || std::strncmp(text, "float", 5) == 0) {
      is_double = text[0] == 'd';
      text += is_double ? 6 : 5;
    }
    const char* answer = is_double ? classify_line<double>(text) : classify_line<float>(text);
    if (answer == nullptr) {
      std::fprintf(stderr, "classify_stdin: line %ld: expected 12 numbers, optionally after `float` or `double`\n",
                   number);
      answer = "error";
      status = 1;
    }
    std::puts(answer);
  }
  return status;
}
