// The filter-failure counters of the counting benchmark build
// (OBB2D_COUNT_FILTER_FAILURES, bench_kernels_counting), whose rates
// docs/performance.md quotes: each axis the filter evaluates counts once
// in axes_filtered, and once in axes_past_filter when the filter leaves it
// uncertain. The counters change the header, so this file is a program of
// its own.

#define OBB2D_COUNT_FILTER_FAILURES 1

#include "filter_counts.hpp"

#include <utility>

namespace obb2d {
namespace {

using testing_support::counts_of_classify;
using testing_support::Counts;
using testing_support::scaled_box;

TEST(FilterCounters, count_a_flush_contact_of_unturned_boxes_as_one_of_two_axes_past_the_filter) {
  // x: the gap is exactly 0, which no filter bound can certify; y
  // overlaps. Unturned boxes have no oblique edge: two axes evaluated.
  const Box<double> a{{0, 0}, {1, 0}, {0, 1}}, b{{2, 0}, {1, 0}, {0, 1}};
  const Counts counts = counts_of_classify(a, b, Relation::touching);
  EXPECT_EQ(counts.filtered, 2u);
  EXPECT_EQ(counts.past_filter, 1u);
  EXPECT_EQ(counts.exact, 0u);  // the error-free recomputation decides
  const Box<float> a_float{{0, 0}, {1, 0}, {0, 1}}, b_float{{2, 0}, {1, 0}, {0, 1}};
  const Counts float_counts = counts_of_classify(a_float, b_float, Relation::touching);
  EXPECT_EQ(float_counts.filtered, 2u);
  EXPECT_EQ(float_counts.past_filter, 1u);
}

TEST(FilterCounters, count_all_six_axes_of_turned_boxes_and_only_the_contact_normals_past_the_filter) {
  // Boxes turned by (3, 4)/5 overlapping deeply: every axis certain.
  const Box<double> a{{0, 0}, {3, 4}, {-4, 3}};
  const Counts overlapping = counts_of_classify(a, Box<double>{{1, 0}, {3, 4}, {-4, 3}}, Relation::overlapping);
  EXPECT_EQ(overlapping.filtered, 6u);
  EXPECT_EQ(overlapping.past_filter, 0u);
  // B moved by 2 uA: face on face, the gap exactly 0 on perp(vA) and
  // perp(vB) (the same axis), which stay uncertain; x, y and the other two
  // overlap.
  const Counts touching = counts_of_classify(a, Box<double>{{6, 8}, {3, 4}, {-4, 3}}, Relation::touching);
  EXPECT_EQ(touching.filtered, 6u);
  EXPECT_EQ(touching.past_filter, 2u);
  EXPECT_EQ(touching.exact, 0u);
}

TEST(FilterCounters, do_not_count_axes_the_compensated_sum_decides_as_exact) {
  // Two boxes with one center, far from their tiny edges (2^-8 against
  // 2^-296): every filter bound grows with the centers, so all six axes stay
  // uncertain. The coordinate axes are then decided by the error-free
  // recomputation; on the edge axes one edge component has a full
  // significand, so the exact-products step does not run, and the
  // compensated sum decides all four. No axis reaches an exact sum.
  const Box<double> a{{0x1p-8, 0x1p-8}, {-0x1.8p-296, -0x1.4p-297}, {-0x1.4p-297, 0x1.8p-296}};
  const Box<double> b{{0x1p-8, 0x1p-8}, {-0x1.8p-296, -0x1.4p-297}, {-0x1.4p-297, 0x1.7fffffffffffep-296}};
  const Counts counts = counts_of_classify(a, b, Relation::overlapping);
  EXPECT_EQ(counts.filtered, 6u);
  EXPECT_EQ(counts.past_filter, 6u);
  EXPECT_EQ(counts.exact, 0u);
}

// The work the header's comments promise. Each pair below takes a fast path
// the comments describe; a slower path would give the same answer, so only
// the counters tell.

TEST(FilterCounters, count_no_filter_where_a_fast_exit_finds_a_coordinate_axis_separating) {
  // decide(): "two fast exits on a coordinate axis" before the filters of
  // all six axes: x separates (gap 6); y separates while x overlaps.
  const Box<double> a{{0, 0}, {3, 4}, {-4, 3}};
  EXPECT_EQ(counts_of_classify(a, Box<double>{{20, 0}, {3, 4}, {-4, 3}}, Relation::disjoint).filtered, 0u);
  EXPECT_EQ(counts_of_classify(a, Box<double>{{0, 20}, {3, 4}, {-4, 3}}, Relation::disjoint).filtered, 0u);
  const Box<float> a_float{{0, 0}, {3, 4}, {-4, 3}};
  EXPECT_EQ(counts_of_classify(a_float, Box<float>{{20, 0}, {3, 4}, {-4, 3}}, Relation::disjoint).filtered, 0u);
  EXPECT_EQ(counts_of_classify(a_float, Box<float>{{0, 20}, {3, 4}, {-4, 3}}, Relation::disjoint).filtered, 0u);
}

TEST(FilterCounters, count_no_exact_sum_for_a_flush_contact_at_the_ends_of_the_recomputations_range) {
  // The face-on-face contact above, whose two contact normals the
  // error-free recomputation decides for double input while every edge
  // component is short, S is below 2^480 and no number lies in
  // (0, 2^-480) (are_edges_short_and_in_range). Scaled by 2^-481 its
  // smallest non-zero number, 3 * 2^-481, is just not tiny; scaled by
  // 2^475, S on y is 22 * 2^475, in [2^479, 2^480).
  const Box<double> a{{0, 0}, {3, 4}, {-4, 3}}, b{{6, 8}, {3, 4}, {-4, 3}};
  for (const int exponent : {-481, 475}) {
    const Counts counts = counts_of_classify(scaled_box(a, exponent), scaled_box(b, exponent), Relation::touching);
    EXPECT_EQ(counts.past_filter, 2u) << "scaled by 2^" << exponent;
    EXPECT_EQ(counts.exact, 0u) << "scaled by 2^" << exponent;
  }
}

TEST(FilterCounters, count_no_exact_sum_for_a_flush_contact_whose_distance_has_the_longest_short_significand) {
  // The same contact with B slid along the shared face by t v: d = 2u + t v
  // = (6 - 4t, 8 + 3t), from centers (4t, -3t) and (6, 8). d's y then has
  // the most significant bits is_short_exact_distance takes: 27 for double
  // input (t = 2^-23: 2^3 down to 2^-23), 29 for float (t = 2^-25).
  const auto pair_slid_by = [](auto t) {
    using T = decltype(t);
    return std::pair{Box<T>{{4 * t, -3 * t}, {3, 4}, {-4, 3}}, Box<T>{{6, 8}, {3, 4}, {-4, 3}}};
  };
  const auto [a, b] = pair_slid_by(0x1p-23);
  const Counts counts = counts_of_classify(a, b, Relation::touching);
  EXPECT_EQ(counts.past_filter, 2u);
  EXPECT_EQ(counts.exact, 0u);
  const auto [a_float, b_float] = pair_slid_by(0x1p-25f);
  const Counts float_counts = counts_of_classify(a_float, b_float, Relation::touching);
  EXPECT_EQ(float_counts.past_filter, 2u);
  EXPECT_EQ(float_counts.exact, 0u);
}

}  // namespace
}  // namespace obb2d
