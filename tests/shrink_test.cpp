// The witness shrinker (harness/shrink.hpp) and the port finding it keeps
// (harness/port_finding.hpp).

#include "harness/scene_shrink.hpp"
#include "harness/pair_line.hpp"
#include "harness/port_finding.hpp"
#include "harness/shrink.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace obb2d::harness {
namespace {

TEST(Shrink, counts_significant_bits_and_rounds_to_fewer) {
  EXPECT_EQ(significant_bits(0.0f), 0);
  EXPECT_EQ(significant_bits(1.0f), 1);
  EXPECT_EQ(significant_bits(-3.0f), 2);
  EXPECT_EQ(significant_bits(0.75f), 2);
  EXPECT_EQ(significant_bits(1 + 0x1p-23f), 24);
  EXPECT_EQ(rounded_to_bits(1 + 0x1p-23f, 8), 1.0f);
  EXPECT_EQ(rounded_to_bits(-0x1.f8p+100f, 4), -0x1p+101f);
  EXPECT_LT(complexity(0.0f), complexity(1.0f));
  EXPECT_LT(complexity(1.0f), complexity(1024.0f));
  EXPECT_LT(complexity(1024.0f), complexity(3.0f));  // fewer bits first
  EXPECT_LT(complexity(0.0f), complexity(-0.0f));
  EXPECT_LT(complexity(-0.0f), complexity(0x1p-149f));
}

TEST(Shrink, writes_zero_for_a_negative_zero_whose_sign_does_not_matter) {
  // x0 must be -0; x1 (-0) and x2 (+0) are free and end as +0.
  const auto holds = [](const std::vector<float>& x) { return x[0] == 0 && std::signbit(x[0]); };
  const auto no_whole_moves = [](const std::vector<float>&) { return std::vector<std::vector<float>>{}; };
  const std::vector<float> shrunk = shrink_numbers<float>({-0.0f, -0.0f, 0.0f}, holds, no_whole_moves, 100);
  EXPECT_TRUE(std::signbit(shrunk[0]));
  EXPECT_FALSE(std::signbit(shrunk[1]));
  EXPECT_FALSE(std::signbit(shrunk[2]));
}

TEST(Shrink, a_witness_of_nan_and_infinities_has_a_complexity_that_does_not_overflow) {
  // Twelve non-finite numbers (an invalid class's witness): their sum once
  // overflowed long (undefined behaviour, caught by UBSan in a campaign).
  const std::vector<float> all_nan(12, NAN), one_nan = {NAN, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  const std::vector<float> all_infinite(12, INFINITY);
  EXPECT_GT(complexity(all_nan), complexity(one_nan));
  EXPECT_GT(complexity(one_nan), complexity(std::vector<float>(12, -0x1.fffffep+127f)));
  EXPECT_EQ(complexity(all_nan), complexity(all_infinite));
}

TEST(Shrink, keeps_the_predicate_and_simplifies_every_number_it_can) {
  // x0 > 100 and x1 > x0 / 2, x2 free: x0 goes to 123, then to 128 (one
  // bit); x1 to a few bits above 64; x2 to 0.
  const auto holds = [](const std::vector<float>& x) { return x[0] > 100 && x[1] > x[0] / 2; };
  const auto no_whole_moves = [](const std::vector<float>&) { return std::vector<std::vector<float>>{}; };
  const std::vector<float> start = {123.456f, 70.3f, -0x1.234568p-30f};
  ASSERT_TRUE(holds(start));
  const std::vector<float> shrunk = shrink_numbers(start, holds, no_whole_moves, 1000);
  EXPECT_TRUE(holds(shrunk));
  EXPECT_EQ(shrunk[0], 128.0f);
  EXPECT_EQ(shrunk[2], 0.0f);
  EXPECT_LE(significant_bits(shrunk[1]), 4);
  EXPECT_EQ(shrink_numbers(start, holds, no_whole_moves, 1000), shrunk);  // deterministic
  // The budget bounds the predicate's calls.
  int calls = 0;
  shrink_numbers(start, [&](const std::vector<float>& x) { return ++calls, holds(x); }, no_whole_moves, 5);
  EXPECT_EQ(calls, 5);
}

TEST(Shrink, a_pinned_seed_finding_keeps_its_class_with_simpler_numbers) {
  // corpus/seed_findings/xna-epsilon-swallows-gap.txt (two unit squares
  // 2^-20 apart), both moved up by a number of many bits, which the shrinker
  // takes away again.
  const auto parsed = parse_box_pair_line<float>(
      "0 0x1.234568p-3 1 0 0 1 0x1.0000080000000p+1 0x1.234568p-3 1 0 0 1");
  ASSERT_TRUE(parsed.pair);
  const Kernel& xna = *find_kernel("xna");
  const auto numbers = [](const BoxPair<float>& p) {
    return std::vector<float>{p.a.cx, p.a.cy, p.a.ux, p.a.uy, p.a.vx, p.a.vy,
                              p.b.cx, p.b.cy, p.b.ux, p.b.uy, p.b.vx, p.b.vy};
  };
  const auto pair_of = [](const std::vector<float>& n) {
    return BoxPair<float>{{n[0], n[1], n[2], n[3], n[4], n[5]}, {n[6], n[7], n[8], n[9], n[10], n[11]}};
  };
  const auto holds = [&](const std::vector<float>& n) {
    const auto finding = find_port_finding(xna, pair_of(n));
    return finding && finding->truth == Answer::disjoint && finding->answer == Answer::intersecting &&
           finding->kind == "generic";
  };
  const std::vector<float> start = numbers(*parsed.pair);
  ASSERT_TRUE(holds(start));
  const auto halved = [](const std::vector<float>& n) {
    std::vector<std::vector<float>> candidates(1, n);
    for (float& x : candidates[0]) x /= 2;
    return candidates;
  };
  const std::vector<float> shrunk = shrink_numbers(start, holds, halved, 800);
  EXPECT_TRUE(holds(shrunk));
  EXPECT_LT(complexity(shrunk), complexity(start));
  EXPECT_EQ(shrunk[1], 0.0f);
  EXPECT_EQ(shrunk[7], 0.0f);
}

TEST(Shrink, a_polygon_finding_keeps_its_class_with_simpler_numbers) {
  // corpus/seed_findings/unity-convex-polygons-missing-axes.txt (a square
  // and a triangle only the triangle's normal separates), moved by a number
  // of many bits: the class is found on the moved pair, and shrinking takes
  // the move away again.
  const float d = 0x1.234568p-3f;
  const PolygonPair<float> start_pair{{{d, d}, {2 + d, d}, {2 + d, 2 + d}, {d, 2 + d}},
                                      {{2 + d, 4 + d}, {4 + d, 2 + d}, {4 + d, 4 + d}}};
  const Kernel& port = *find_kernel("unity-convex");
  const auto finding = find_polygon_port_finding(port, start_pair);
  ASSERT_TRUE(finding);
  EXPECT_EQ(finding->truth, Answer::disjoint);
  EXPECT_EQ(finding->answer, Answer::intersecting);
  const auto holds = [&](const std::vector<float>& n) {
    const auto found = find_polygon_port_finding(port, polygon_pair_of(n, 4));
    return found && found->truth == finding->truth && found->answer == finding->answer && found->kind == finding->kind;
  };
  const std::vector<float> start = numbers_of(start_pair);
  const auto no_whole_moves = [](const std::vector<float>&) { return std::vector<std::vector<float>>{}; };
  const std::vector<float> shrunk = shrink_numbers(start, holds, no_whole_moves, 800);
  EXPECT_TRUE(holds(shrunk));
  for (const float x : shrunk) EXPECT_LE(significant_bits(x), 8) << x;
  // A pair of lists that are not convex polygons is outside the routine's contract.
  EXPECT_FALSE(find_polygon_port_finding(port, PolygonPair<float>{{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}, {{5, 5}}}));
}

/// Shrinks a campaign witness of a seed port's box class and expects the
/// class kept and every number of the result at most 8 significant bits.
void expect_shrinks_to_eight_bits(const char* line, const char* kernel, Answer truth, Answer answer,
                                  const char* kind) {
  const auto parsed = parse_box_pair_line<float>(line);
  ASSERT_TRUE(parsed.pair);
  const Kernel& port = *find_kernel(kernel);
  const auto holds = [&](const std::vector<float>& n) {
    const auto finding = find_port_finding(port, box_pair_of(n));
    return finding && finding->truth == truth && finding->answer == answer && finding->kind == kind;
  };
  const std::vector<float> start = numbers_of(*parsed.pair);
  ASSERT_TRUE(holds(start));
  const std::vector<float> shrunk = shrink_scene(start, holds, {0, 6});
  EXPECT_TRUE(holds(shrunk));
  for (const float x : shrunk) EXPECT_LE(significant_bits(x), 8) << x;
}

TEST(Shrink, moves_the_copies_of_a_repeated_number_together) {
  // A campaign witness of unity-convex's overlapping-as-disjoint/degenerate:
  // box B is a segment (u = v, four copies of one number of 21 bits), and the
  // float corners the routine builds from it enclose an area; box A is so
  // long that the routine's edge normals overflow. Each copy of B's number
  // changed alone makes B a box of area (another class); moved together they
  // go down to a few bits. B's center (23 bits) must keep a low bit that
  // B's corner sums round away: it loses its leading bits one at a time.
  expect_shrinks_to_eight_bits(
      "0x1.90909p+17 0x1.90909p+17 0x1.98909p+17 -0x1.90909p+127 0x1.b1fffep+18 0x1.90909p+17 "
      "-0x1.5b5b7ep-36 -0x1.758a74p+11 0x1.90909p+17 0x1.90909p+17 0x1.90909p+17 0x1.90909p+17",
      "unity-convex", Answer::overlapping, Answer::disjoint, "degenerate");
}

TEST(Shrink, keeps_the_low_bit_a_rounded_sum_needs) {
  // Another witness of the same class: B, a segment of 2^-75 half-edges,
  // has a center whose 24 bits make its corner sums round (so the corners
  // enclose an area). One bit, 2^-98, below what 2^-74 + 2^-75 keeps, does
  // the same.
  expect_shrinks_to_eight_bits(
      "0x1.a600f8p-75 0x1.343434p-75 0x1.343434p-75 0x1.343434p-75 0x1.343434p-75 -0x1.343434p+127 "
      "0x1.fffffep-74 0x1.343434p-75 0x1.343434p-75 0x1.343434p-75 0x1.343434p-75 0x1.343434p-75",
      "unity-convex", Answer::overlapping, Answer::disjoint, "degenerate");
}

TEST(Shrink, moves_the_scene_along_one_axis_when_the_class_needs_a_huge_number) {
  // A campaign witness of cocos2dx-intabs's touching-as-disjoint/huge-or-tiny:
  // A stands on B at (2^40, 2^40), their centres 3 * 2^19 apart, so A's
  // centre y takes 22 bits. The class needs a number of 2^40 or more, so the
  // scene cannot move to the origin; moved so that only A's y is 0, the
  // contact keeps its huge x and its y needs few bits.
  expect_shrinks_to_eight_bits("0x1p+40 0x1.000018p+40 0x1p+6 0 0 -0x1.8p+19  0x1p+40 0x1p+40 0x1p+10 0 0 -0x1.8p+19",
                               "cocos2dx-intabs", Answer::touching, Answer::disjoint, "huge-or-tiny");
}

TEST(Shrink, splits_a_number_whose_low_bits_carry_a_nudge) {
  // A campaign witness of flipcode's disjoint-as-intersecting/near-touching:
  // A's direction v is tilted by 4 in 1.5 * 2^29 (23 bits); no move of that
  // number alone keeps the class. Split, its 4 goes to another number (here
  // A's center, then halved with the scene), and every number has few bits.
  expect_shrinks_to_eight_bits(
      "0x1p+28 0x1.8p+29 0x0p+0 -0x1.8p+28 0x1.8p+29 0x1.800004p+29 0x1p+30 0x1p+28 0x0p+0 -0x1p+29 0x1.8p+28 0x0p+0",
      "flipcode", Answer::disjoint, Answer::intersecting, "near-touching");
}

TEST(Shrink, does_not_split_a_number_whose_rounding_overflows) {
  // The largest float rounded to 8 bits is 2^128, beyond float: no split
  // (its low part would be infinite, and its exponent INT_MAX, once an
  // overflow in the candidates' loop: UBSan in the property runner).
  EXPECT_TRUE(split_candidates(std::vector<float>{0x1.fffffep+127f, 0}, 0).empty());
  EXPECT_TRUE(split_candidates(std::vector<double>{0x1.fffffffffffffp+1023, 0}, 0).empty());
  EXPECT_EQ(split_candidates(std::vector<float>{0x1.000002p+0f, 0}, 0).size(), 2u * 8);  // d and 7 powers of two
}

/// A box port's campaign witness that the moves leave above 8 significant
/// bits: shrink_box_scene, with its search of simple scenes, brings it to at
/// most 8 bits, deterministically.
void expect_the_search_to_simplify(const char* port_name, const char* line, Answer truth, Answer answer,
                                   const char* kind) {
  const auto parsed = parse_box_pair_line<float>(line);
  ASSERT_TRUE(parsed.pair);
  const Kernel& port = *find_kernel(port_name);
  const auto holds = [&](const std::vector<float>& n) {
    const auto finding = find_port_finding(port, box_pair_of(n));
    return finding && finding->truth == truth && finding->answer == answer && finding->kind == kind;
  };
  const std::vector<float> start = numbers_of(*parsed.pair);
  ASSERT_TRUE(holds(start));
  EXPECT_GT(most_significant_bits(shrink_scene(start, holds, {0, 6})), 8);
  const std::vector<float> shrunk = shrink_box_scene(start, holds);
  EXPECT_TRUE(holds(shrunk));
  EXPECT_LE(most_significant_bits(shrunk), 8);
  EXPECT_EQ(shrink_box_scene(start, holds), shrunk);
}

TEST(Shrink, finds_a_simple_scene_of_the_class_when_the_moves_cannot_leave_the_witness) {
  // A campaign witness of unity-box's overlapping-as-disjoint/near-touching:
  // two boxes two ulps wide at x = 128 overlap by an ulp. Every move on it
  // keeps a number of more than 8 bits; two unit squares 2 apart, one moved
  // by 2^-23, show the class.
  expect_the_search_to_simplify(
      "unity-box", "0x1p+7 0x0p+0 0x0p+0 0x1p+0 -0x1p-17 0x0p+0 0x1.000006p+7 0x0p+0 -0x1p-15 -0x1p-1 0x1p-15 0x0p+0",
      Answer::overlapping, Answer::disjoint, "near-touching");
}

TEST(Shrink, finds_a_simple_polygon_scene_of_the_class_when_the_moves_cannot_leave_the_witness) {
  // A campaign witness of unity-convex-polygons' disjoint-as-intersecting/
  // near-touching: two triangles at 2^37 an ulp apart. The moves leave a
  // sliver 2^21 long with a number of 23 bits; two triangles of simple
  // numbers, one corner nudged by 2^-24, show the class.
  const auto parsed = parse_polygon_pair_line<float>(
      "0x1.fffffep+36 0x1.000002p+37 0x1p+37 0x1p+37 0x1.fffffep+36 0x1.000004p+37 | "
      "0x1p+37 0x1.000002p+37 0x1.000002p+37 0x1p+37 0x1.000002p+37 0x1.000002p+37");
  ASSERT_TRUE(parsed.pair);
  const Kernel& port = *find_kernel("unity-convex");
  const std::size_t a_size = parsed.pair->a.size();
  const auto holds = [&](const std::vector<float>& n) {
    const auto finding = find_polygon_port_finding(port, polygon_pair_of(n, a_size));
    return finding && finding->truth == Answer::disjoint && finding->answer == Answer::intersecting &&
           finding->kind == "near-touching";
  };
  const std::vector<float> start = numbers_of(*parsed.pair);
  ASSERT_TRUE(holds(start));
  EXPECT_GT(most_significant_bits(shrink_scene(start, holds, {0, 2, 4, 6, 8, 10})), 8);
  const std::vector<float> shrunk = shrink_polygon_scene(start, a_size, holds);
  EXPECT_TRUE(holds(shrunk));
  EXPECT_LE(most_significant_bits(shrunk), 8);
}

TEST(Shrink, finds_a_simple_scene_that_needs_the_largest_power_of_two) {
  // A campaign witness of unity-convex's overlapping-as-disjoint/degenerate:
  // a half-edge near the largest float beside a segment of 24-bit numbers.
  // The moves keep those 24 bits; a scene of simple numbers with a half-edge
  // of 2^127 shows the class.
  expect_the_search_to_simplify(
      "unity-convex", "0 0 0 -0x1p+11 0x1.ff94p+127 0 0 0x1.565656p-15 0x1p-23 0x1.565656p-15 0x1p-23 0x1.565656p-15",
      Answer::overlapping, Answer::disjoint, "degenerate");
}

TEST(Shrink, finds_a_plain_scene_that_scenes_with_extreme_numbers_would_hide) {
  // A campaign witness of unity-convex's overlapping-as-disjoint/near-touching
  // that the moves leave at 23 bits. Its class shows in plain scenes; had
  // every scene a chance of an extreme number or a copy in each place, the
  // search would not reach one in its budget.
  expect_the_search_to_simplify("unity-convex",
                                "-0x1.ffffcp+18 -0x1.fffep+15 -0x1.8p+17 -0x1.fffffep+17 0x1p+18 -0x1.8p+17 "
                                "-0x1.3fff8p+17 -0x1.bfffcp+18 0x1.8p+17 0x0p+0 0x0p+0 -0x1p+16",
                                Answer::overlapping, Answer::disjoint, "near-touching");
}

TEST(Shrink, the_search_of_simple_scenes_stops_at_its_budget) {
  long holds_calls = 0, touching_calls = 0;
  const auto never = [&](const std::vector<float>&) { return ++holds_calls, false; };
  const auto is_touching = [&](const std::vector<float>& n) {
    return ++touching_calls, oracle_answer(box_pair_of(n)) == Answer::touching;
  };
  EXPECT_FALSE(find_simple_scene<float>(12, never, is_touching, 5000));
  EXPECT_GT(holds_calls, 0);  // some drawn pairs touched
  EXPECT_EQ(holds_calls + touching_calls, 5000);
}

}  // namespace
}  // namespace obb2d::harness
