// The filter-failure counters of the counting benchmark build
// (OBB2D_COUNT_FILTER_FAILURES, bench_kernels_counting), whose rates
// docs/performance.md quotes: each axis the filter evaluates counts once
// in axes_filtered, and once in axes_past_filter when the filter leaves it
// uncertain. The counters change the header, so this file is a program of
// its own.

#define OBB2D_COUNT_FILTER_FAILURES 1

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

namespace obb2d {
namespace {

struct Counts {
  unsigned long long filtered, past_filter, exact;
};

template <class T>
Counts counts_of_classify(const Box<T>& a, const Box<T>& b, Relation expected) {
  detail::filter_counters = {};
  EXPECT_EQ(classify(a, b), expected);
  const detail::FilterCounters& counters = detail::filter_counters;
  return {counters.axes_filtered, counters.axes_past_filter, counters.axes_exact};
}

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

}  // namespace
}  // namespace obb2d
