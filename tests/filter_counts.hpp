#pragma once
// Shared by the tests of the counting build's filter counters
// (OBB2D_COUNT_FILTER_FAILURES, which the including file defines before it
// includes this): what one classify() counted.

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <cmath>

#if !defined(OBB2D_COUNT_FILTER_FAILURES)
#error "define OBB2D_COUNT_FILTER_FAILURES before including filter_counts.hpp"
#endif

namespace obb2d::testing_support {

struct Counts {
  unsigned long long filtered, past_filter, exact;
};

/// The counters of one classify(a, b), which must answer `expected`.
template <class T>
Counts counts_of_classify(const Box<T>& a, const Box<T>& b, Relation expected) {
  detail::filter_counters = {};
  EXPECT_EQ(classify(a, b), expected);
  const detail::FilterCounters& counters = detail::filter_counters;
  return {counters.axes_filtered, counters.axes_past_filter, counters.axes_exact};
}

/// Every number of `box` times 2^exponent (exact in the tests' ranges).
template <class T>
Box<T> scaled_box(const Box<T>& box, int exponent) {
  const auto scale = [exponent](T x) { return std::ldexp(x, exponent); };
  return {{scale(box.center.x), scale(box.center.y)}, {scale(box.u.x), scale(box.u.y)}, {scale(box.v.x), scale(box.v.y)}};
}

}  // namespace obb2d::testing_support
