// The filter counters (OBB2D_COUNT_FILTER_FAILURES) on the headers'
// NaN-free paths (OBB2D_NAN_MAY_BE_ASSUMED_AWAY), where a box with a number
// at or beyond 2^60 (float) or 2^500 (double) skips the filters, which
// could overflow, and every box within that range takes them
// (is_within_filter_range). Both defines change the header, so this file is
// a program of its own.

#define OBB2D_COUNT_FILTER_FAILURES 1
#define OBB2D_NAN_MAY_BE_ASSUMED_AWAY 1

#include "filter_counts.hpp"

namespace obb2d {
namespace {

using testing_support::counts_of_classify;
using testing_support::scaled_box;

template <class T>
void expect_every_axis_filtered(int exponent) {
  // Turned boxes overlapping deeply: all six axes evaluated, none uncertain.
  const Box<T> a{{0, 0}, {3, 4}, {-4, 3}}, b{{1, 0}, {3, 4}, {-4, 3}};
  EXPECT_EQ(counts_of_classify(scaled_box(a, exponent), scaled_box(b, exponent), Relation::overlapping).filtered, 6u)
      << "scaled by 2^" << exponent;
}

TEST(NanFreeFilterCounters, count_every_axis_of_boxes_within_the_filters_range) {
  // Numbers near 1, and scaled so that the largest, 4, becomes 2^499 (double)
  // or 2^59 (float), a binade below the limit.
  expect_every_axis_filtered<double>(0);
  expect_every_axis_filtered<double>(497);
  expect_every_axis_filtered<float>(0);
  expect_every_axis_filtered<float>(57);
}

TEST(NanFreeFilterCounters, count_no_filter_for_boxes_beyond_the_filters_range) {
  // The largest number made 2^500 (double) or 2^60 (float): the pair goes to
  // decide_every_axis_exactly, which runs no filter.
  const Box<double> a{{0, 0}, {3, 4}, {-4, 3}}, b{{1, 0}, {3, 4}, {-4, 3}};
  EXPECT_EQ(counts_of_classify(scaled_box(a, 498), scaled_box(b, 498), Relation::overlapping).filtered, 0u);
  const Box<float> a_float{{0, 0}, {3, 4}, {-4, 3}}, b_float{{1, 0}, {3, 4}, {-4, 3}};
  EXPECT_EQ(counts_of_classify(scaled_box(a_float, 58), scaled_box(b_float, 58), Relation::overlapping).filtered,
            0u);
}

}  // namespace
}  // namespace obb2d
