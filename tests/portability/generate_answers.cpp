/// @file
/// Writes, or checks, the stored answers of corpus/portability/ from the
/// exact-rational ORACLE (never the kernel), for portability_check.cpp and
/// scripts/test-portability:
///   box_pairs.txt       the pairs of corpus/kernel_vs_oracle (decoded with
///                       harness/box_pair_from_bytes.hpp) and adversarial pairs
///                       (adversarial_pairs.hpp), with their relations
///   grid_relations.txt  every ordered pair of the 486 grid boxes
///   grid_polygon_relations.txt  every ordered pair of the 213 grid
///                       polygons (grid_polygons.hpp), B moved by each step
///   sprite_bounds.txt   sprites and transforms (sprite_cases.hpp) with the
///                       exact bounds rounded outward and the exact box
/// It also checks the rows of docs/edge-cases.md (edge_case_rows.hpp)
/// against the oracle, since the kernel-only program takes them on trust.
///
/// usage: portability_answers --write SOURCE_DIR   (rewrites the four files)
///        portability_answers --check SOURCE_DIR   (regenerates in memory and
///                                                  compares; ctest runs this)

#include "adversarial_pairs.hpp"
#include "answer_files.hpp"
#include "edge_case_rows.hpp"
#include "grid_boxes.hpp"
#include "grid_polygons.hpp"
#include "oracle_answers.hpp"
#include "sprite_cases.hpp"

#include "harness/box_pair_from_bytes.hpp"
#include "harness/mismatch_report.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace obb2d::portability {
namespace {

/// Adversarial pairs per kind and precision: 10 kinds x 2 x 1000 = 20,000.
constexpr int pairs_per_kind = 1000;
/// Random sprites after the named ones.
constexpr int random_sprite_count = 250;

const char* const regenerate_note =
    "# Written by the exact-rational oracle (tests/portability/generate_answers.cpp), never by the kernel.\n"
    "# Regenerate (after changing the generator or a fuzz corpus):\n"
    "#   cmake -S . -B build/answers -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=RelWithDebInfo "
    "-DOBB2D_BUILD_BENCH=OFF -DOBB2D_BUILD_TOOLS=OFF\n"
    "#   cmake --build build/answers --target portability_answers\n"
    "#   build/answers/tests/portability/portability_answers --write .\n"
    "# ctest's portability.stored_answers_are_current regenerates it and compares.\n";

template <class T>
std::string make_pair_line(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b) {
  return std::string(std::is_same_v<T, float> ? "float " : "double ") + harness::format_classify_line(a, b) + " " +
         to_string(relation_by_oracle(a, b)) + "\n";
}

std::string make_box_pairs_file(const std::filesystem::path& source) {
  std::string text =
      "# Box pairs and their exact relations, for tests/portability/portability_check.cpp (b, e) and\n"
      "# scripts/test-portability, which feeds the first 13 columns to classify_stdin.\n"
      "# One pair a line: float|double, box A `cx cy ux uy vx vy`, box B the same (hex floats), relation.\n";
  text += regenerate_note;

  const std::filesystem::path corpus = source / "corpus" / "kernel_vs_oracle";
  std::vector<std::filesystem::path> inputs;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) inputs.push_back(entry.path());
  std::sort(inputs.begin(), inputs.end());
  text += "# corpus/kernel_vs_oracle: " + std::to_string(inputs.size()) +
          " inputs in file-name order (byte 0 picks the precision)\n";
  for (const std::filesystem::path& input : inputs) {
    std::ifstream file(input, std::ios::binary);
    const std::vector<std::uint8_t> data((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    harness::FuzzBytes bytes(data.data(), data.size());
    if (bytes.take_choice(2)) {
      const auto pair = harness::make_box_pair_from_bytes<double>(bytes);
      text += make_pair_line(pair.a, pair.b);
    } else {
      const auto pair = harness::make_box_pair_from_bytes<float>(bytes);
      text += make_pair_line(pair.a, pair.b);
    }
  }

  const auto add_adversarial = [&text](auto precision, std::uint64_t seed) {
    using T = decltype(precision);
    AdversarialPairs<T> pairs(seed);
    for (const AdversarialKind<T>& kind : adversarial_kinds<T>) {
      text += std::string("# ") + (std::is_same_v<T, float> ? "float" : "double") + ": " + kind.name + "\n";
      for (int i = 0; i < pairs_per_kind; ++i) {
        const auto pair = (pairs.*kind.make)();
        text += make_pair_line(pair.a, pair.b);
      }
    }
  };
  add_adversarial(float(), 1);
  add_adversarial(double(), 2);
  return text;
}

std::string make_grid_relations_file() {
  std::string text =
      "# The exhaustive small grid (tests/portability/grid_boxes.hpp, the boxes of\n"
      "# tests/kernel_exhaustive_grid_test.cpp): row i is box i against every box j, one letter per j:\n"
      "# d disjoint, t touching, o overlapping. The same table for float and double (small integers).\n";
  text += regenerate_note;
  const std::vector<Box<double>> boxes = make_grid_boxes<double>();
  const auto stored = [](const Box<double>& box) {
    return oracle::StoredBox<double>{box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  };
  for (const Box<double>& a : boxes) {
    for (const Box<double>& b : boxes) text += relation_letter(relation_by_oracle(stored(a), stored(b)));
    text += "\n";
  }
  return text;
}

std::string make_grid_polygon_relations_file() {
  std::string text =
      "# The polygons of the small grid (tests/portability/grid_polygons.hpp): row 4 i + m is polygon i against\n"
      "# every polygon j moved by step m, one letter per j: d disjoint, t touching, o overlapping.\n";
  text += regenerate_note;
  using Q = oracle::Rational;
  const auto to_rationals = [](const std::vector<Vec2<double>>& polygon) {
    oracle::VertexList<Q> points;
    for (const Vec2<double>& p : polygon) points.push_back({Q(p.x), Q(p.y)});
    return points;
  };
  const auto as_is = [](double x) { return x; };
  const auto polygons = make_grid_polygons<double>(0, 0, as_is);
  for (const auto& a : polygons) {
    for (const auto& [dx, dy] : grid_polygon_moves) {
      for (const auto& b : make_grid_polygons<double>(dx, dy, as_is)) {
        switch (oracle::intersect_convex_polygons(to_rationals(a), to_rationals(b)).relation) {
          case oracle::Relation::disjoint: text += 'd'; break;
          case oracle::Relation::touching: text += 't'; break;
          case oracle::Relation::overlapping: text += 'o'; break;
        }
      }
      text += "\n";
    }
  }
  return text;
}

std::string make_sprite_bounds_file() {
  std::string text =
      "# Sprite bounds, for tests/portability/portability_check.cpp (f): one sprite a line,\n"
      "#   WIDTH HEIGHT THRESHOLD ALPHA(2 hex digits a pixel, row by row; - when empty) xx xy yx yy tx ty STATUS\n"
      "# and when STATUS is bounded: the opaque rectangle x0 y0 x1 y1, the float AABB min-x min-y max-x max-y\n"
      "# (each exact side rounded outward), the double AABB the same, the double box cx cy ux uy vx vy\n"
      "# (center nearest, ties to even) and exact|rounded.\n";
  text += regenerate_note;
  for (const SpriteInput& input : make_sprite_inputs(random_sprite_count)) {
    text += format_sprite_case(make_sprite_case_by_oracle(input.mask, input.matrix)) + "\n";
  }
  return text;
}

/// The rows of docs/edge-cases.md that the oracle does not confirm.
template <class T>
int count_wrong_edge_case_rows() {
  int wrong = 0;
  for (const EdgeCaseExample<T>& example : make_edge_case_examples<T>()) {
    const auto stored = [](const Box<T>& box) {
      return oracle::StoredBox<T>{box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
    };
    const Relation truth = relation_by_oracle(stored(example.a), stored(example.b));
    if (truth != example.expected) {
      std::fprintf(stderr, "edge_case_rows.hpp: row %d (%s) says %s, the oracle %s\n", example.row, example.example,
                   to_string(example.expected), to_string(truth));
      ++wrong;
    }
  }
  return wrong;
}

/// Compares `expected` with the file's text; prints the first differing line.
bool is_file_current(const std::filesystem::path& path, const std::string& expected) {
  std::ifstream file(path, std::ios::binary);
  const std::string actual((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (actual == expected) return true;
  std::istringstream want(expected), have(actual);
  std::string want_line, have_line;
  for (int number = 1;; ++number) {
    const bool has_want = static_cast<bool>(std::getline(want, want_line));
    const bool has_have = static_cast<bool>(std::getline(have, have_line));
    if (!has_want && !has_have) break;
    if (has_want != has_have || want_line != have_line) {
      std::fprintf(stderr, "%s:%d differs from the oracle's regeneration\n  stored:      %s\n  regenerated: %s\n",
                   path.string().c_str(), number, has_have ? have_line.c_str() : "(end of file)",
                   has_want ? want_line.c_str() : "(end of file)");
      break;
    }
  }
  return false;
}

int run(int argc, char** argv) {
  const bool is_write = argc == 3 && std::strcmp(argv[1], "--write") == 0;
  const bool is_check = argc == 3 && std::strcmp(argv[1], "--check") == 0;
  if (!is_write && !is_check) {
    std::fprintf(stderr, "usage: portability_answers --write|--check SOURCE_DIR\n");
    return 2;
  }
  const std::filesystem::path source = argv[2];
  const std::filesystem::path directory = source / "corpus" / "portability";
  const int wrong_rows = count_wrong_edge_case_rows<float>() + count_wrong_edge_case_rows<double>();

  const std::pair<const char*, std::string> files[] = {
      {"box_pairs.txt", make_box_pairs_file(source)},
      {"grid_relations.txt", make_grid_relations_file()},
      {"grid_polygon_relations.txt", make_grid_polygon_relations_file()},
      {"sprite_bounds.txt", make_sprite_bounds_file()},
  };
  bool is_current = wrong_rows == 0;
  for (const auto& [name, text] : files) {
    if (is_write) {
      std::ofstream(directory / name, std::ios::binary) << text;
      std::printf("wrote %s\n", (directory / name).string().c_str());
    } else {
      is_current = is_file_current(directory / name, text) && is_current;
    }
  }
  if (is_check) std::printf("%s\n", is_current ? "stored answers are current" : "stored answers are NOT current");
  return is_current ? 0 : 1;
}

}  // namespace
}  // namespace obb2d::portability

int main(int argc, char** argv) { return obb2d::portability::run(argc, argv); }
