// The exact transformations the laws are built on (harness/exact_transformations.hpp),
// on the decoders' hard pairs: each one it does not refuse keeps the
// oracle's answer, and each is refused only rarely (a law that never runs
// checks nothing).

#include "harness/box_pair_from_bytes.hpp"
#include "harness/exact_transformations.hpp"
#include "harness/kernels.hpp"
#include "harness/polygon_pair_from_bytes.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace obb2d::harness {
namespace {

/// The decoded pairs of `count` random byte strings whose answer is not
/// invalid (the laws' pairs: a routine's contract).
template <class Pair, class Decode>
std::vector<Pair> hard_pairs(Decode decode, int count) {
  std::mt19937_64 draws(7);
  std::vector<Pair> pairs;
  std::vector<std::uint8_t> data;
  while (int(pairs.size()) < count) {
    data.resize(8 + draws() % 249);
    for (std::uint8_t& b : data) b = static_cast<std::uint8_t>(draws());
    FuzzBytes bytes(data.data(), data.size());
    const Pair pair = decode(bytes);
    if (oracle_answer(pair) != Answer::invalid) pairs.push_back(pair);
  }
  return pairs;
}

template <class Pair>
using Transformation = std::function<std::optional<Pair>(const Pair&, std::uint64_t)>;

/// Every transformation keeps the oracle's answer, and runs on at least
/// `least` of the pairs.
template <class Pair>
void expect_truth_kept(const std::vector<Pair>& pairs, const std::vector<std::pair<std::string, Transformation<Pair>>>& laws,
                       double least) {
  for (const auto& [name, transform] : laws) {
    int done = 0;
    std::uint64_t draw = 0;
    for (const Pair& pair : pairs) {
      const std::optional<Pair> image = transform(pair, draw++ * 0x9e3779b97f4a7c15ULL);
      if (!image) continue;
      ++done;
      ASSERT_EQ(oracle_answer(*image), oracle_answer(pair)) << name;
    }
    EXPECT_GE(done, least * double(pairs.size())) << name << " is refused too often: it would check little";
  }
}

TEST(ExactTransformations, keep_the_truth_of_box_pairs) {
  using Pair = BoxPair<float>;
  const auto pairs = hard_pairs<Pair>([](FuzzBytes& bytes) { return make_box_pair_from_bytes<float>(bytes); }, 3000);
  expect_truth_kept<Pair>(
      pairs,
      {{"swap", [](const Pair& p, std::uint64_t) { return std::optional<Pair>(exact::swap_boxes(p)); }},
       {"symmetry", [](const Pair& p, std::uint64_t d) { return std::optional<Pair>(exact::apply_square_symmetry(p, int(1 + d % 7))); }},
       {"rewrite",
        [](const Pair& p, std::uint64_t d) {
          return std::optional<Pair>(Pair{exact::rewrite_box(p.a, int(1 + d % 7)), exact::rewrite_box(p.b, int(d % 8))});
        }},
       {"scale", [](const Pair& p, std::uint64_t d) { return exact::scale_exactly(p, (d % 2 ? 1 : -1) * int(1 + d % 8)); }},
       {"translate", [](const Pair& p, std::uint64_t) { return exact::translate_exactly(p, -p.a.cx, -p.a.cy); }}},
      0.3);
}

TEST(ExactTransformations, keep_the_truth_of_polygon_pairs) {
  using Pair = PolygonPair<double>;
  const auto pairs =
      hard_pairs<Pair>([](FuzzBytes& bytes) { return make_polygon_pair_from_bytes<double>(bytes); }, 1500);
  expect_truth_kept<Pair>(
      pairs,
      {{"swap", [](const Pair& p, std::uint64_t) { return std::optional<Pair>(exact::swap_polygons(p)); }},
       {"symmetry", [](const Pair& p, std::uint64_t d) { return std::optional<Pair>(exact::apply_square_symmetry(p, int(1 + d % 7))); }},
       {"rewrite",
        [](const Pair& p, std::uint64_t d) {
          return std::optional<Pair>(Pair{exact::rewrite_list(p.a, d >> 2, d & 1), exact::rewrite_list(p.b, d >> 7, d & 2)});
        }},
       {"scale", [](const Pair& p, std::uint64_t d) { return exact::scale_exactly(p, (d % 2 ? 1 : -1) * int(1 + d % 8)); }},
       {"translate",
        [](const Pair& p, std::uint64_t) { return exact::translate_exactly(p, -p.a.front().x, -p.a.front().y); }}},
      0.3);
}

TEST(ExactTransformations, refuse_what_would_round) {
  // 1 + 2^-30 is not a float; 2^127 doubled is not finite; 2^-149 halved is 0.
  const BoxPair<float> pair{{1, 0, 1, 0, 0, 1}, {0x1p-30f, 0, 1, 0, 0, 1}};
  EXPECT_FALSE(exact::translate_exactly(pair, 1.0f, 0.0f));
  const PolygonPair<float> large{{{0x1p127f, 0}}, {{0, 0}}}, tiny{{{0x1p-149f, 0}}, {{0, 0}}};
  EXPECT_FALSE(exact::scale_exactly(large, 1));
  EXPECT_FALSE(exact::scale_exactly(tiny, -1));
  EXPECT_TRUE(exact::scale_exactly(tiny, 1));
}

}  // namespace
}  // namespace obb2d::harness
