// obb2d's own kernels as a kernel command (docs/foreign-kernels.md): the
// protocol of `obb2d verify --kernel-command` in C++, with nothing but the
// headers. Each input line is a box pair (`cx cy ux uy vx vy` twice) or,
// with --polygons, a polygon pair (`x y ...`, a `|`, `x y ...`), numbers in
// any form strtod reads (hex floats too); each answer is the relation's
// name. --double reads the numbers as double, else as float. A line it
// cannot read is answered "unreadable", which the campaign refuses as
// garbage. --touching-as-disjoint answers disjoint for touching pairs: a
// routine with a slop, wrong only within any declared tolerance (the test of
// --kernel-tolerance); --touching-as-disjoint-left-to-right only where A's
// first number (box: center x; polygon: first vertex x) is below B's, so
// that swapping A and B changes the answer (the test of the laws).
// --describe prints what scripts/peer-findings puts in obb2d's row of the
// peer table (peer-kernels/README.md, "The adapters' interface"). POSIX only
// (answer_lines.hpp).

#include "answer_lines.hpp"

#include <obb2d/obb2d.hpp>
#include <obb2d/polygon.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

/// The numbers of `text` in order; false when a token is not a number.
template <class T>
bool read_numbers(const char* text, std::vector<T>& numbers) {
  numbers.clear();
  for (char* end = nullptr;; text = end) {
    while (*text == ' ' || *text == '\t') ++text;
    if (*text == '\0') return true;
    const double value = std::strtod(text, &end);
    if (end == text) return false;
    numbers.push_back(static_cast<T>(value));
  }
}

template <class T>
const char* answer_boxes(const char* line) {
  std::vector<T> n;
  if (!read_numbers(line, n) || n.size() != 12) return "unreadable";
  const obb2d::Box<T> a{{n[0], n[1]}, {n[2], n[3]}, {n[4], n[5]}}, b{{n[6], n[7]}, {n[8], n[9]}, {n[10], n[11]}};
  return obb2d::to_string(obb2d::classify(a, b));
}

template <class T>
const char* answer_polygons(std::string line) {
  const std::size_t bar = line.find('|');
  if (bar == std::string::npos) return "unreadable";
  line[bar] = '\0';
  std::vector<T> a, b;
  if (!read_numbers(line.c_str(), a) || !read_numbers(line.c_str() + bar + 1, b) || a.size() % 2 || b.size() % 2) {
    return "unreadable";
  }
  const auto points = [](const std::vector<T>& n) {
    std::vector<obb2d::Vec2<T>> list;
    for (std::size_t i = 0; i < n.size(); i += 2) list.push_back({n[i], n[i + 1]});
    return list;
  };
  const std::vector<obb2d::Vec2<T>> p = points(a), q = points(b);
  return obb2d::to_string(obb2d::classify(obb2d::PolygonView<T>{p.data(), p.size()},
                                          obb2d::PolygonView<T>{q.data(), q.size()}));
}

/// Whether the line's first number (A's) is below the first of B's part.
bool is_a_left_of_b(const std::string& line) {
  const std::size_t bar = line.find('|');
  const char* b = nullptr;
  if (bar != std::string::npos) {
    b = line.c_str() + bar + 1;
  } else {  // box B starts at the seventh number
    b = line.c_str();
    for (int skipped = 0; skipped < 6; ++skipped) {
      char* end = nullptr;
      std::strtod(b, &end);
      b = end;
    }
  }
  return std::strtod(line.c_str(), nullptr) < std::strtod(b, nullptr);
}

}  // namespace

/// What peer-kernels/README.md's --describe says: obb2d as a row of the peer table.
constexpr const char* description =
    "{\"library\": \"obb2d\", \"version\": \"" OBB2D_PROJECT_VERSION "\", \"language\": \"C++\", "
    "\"routine\": \"obb2d::classify\", \"answers\": \"three-way\", \"polygon_precision\": \"double\", "
    "\"calls\": \"obb2d::classify(a, b) on obb2d::Box<float> (center, two half-edge vectors) and on "
    "obb2d::PolygonView<double> (impl/obb2d/obb2d.hpp, impl/obb2d/polygon.hpp)\", "
    "\"holds\": \"the shapes as given, exactly (docs/design.md)\", \"tolerance_relative\": 0, "
    "\"tolerance_absolute\": 0, \"tolerance_source\": \"none: exact by contract (docs/design.md)\"}";

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--describe") == 0) return std::puts(description) >= 0 ? 0 : 1;
  bool is_polygons = false, is_double = false, is_touching_disjoint = false, is_left_to_right = false;
  for (int i = 1; i < argc; ++i) {
    is_polygons = is_polygons || std::strcmp(argv[i], "--polygons") == 0;
    is_double = is_double || std::strcmp(argv[i], "--double") == 0;
    is_touching_disjoint = is_touching_disjoint || std::strcmp(argv[i], "--touching-as-disjoint") == 0;
    is_left_to_right = is_left_to_right || std::strcmp(argv[i], "--touching-as-disjoint-left-to-right") == 0;
  }
  return kernel_commands::answer_lines([&](const std::string& line) -> std::string {
    const char* answer = is_polygons ? (is_double ? answer_polygons<double>(line) : answer_polygons<float>(line))
                                     : (is_double ? answer_boxes<double>(line.c_str()) : answer_boxes<float>(line.c_str()));
    const bool is_touching = std::strcmp(answer, "touching") == 0;
    return is_touching && (is_touching_disjoint || (is_left_to_right && is_a_left_of_b(line))) ? "disjoint" : answer;
  });
}
