#pragma once
/// @file
/// What turns a small constructed pair into the inputs that matter, as the
/// fuzz targets do (harness/box_pair_from_bytes.hpp): every number scaled by
/// 2^k (huge and tiny magnitudes, subnormals), one power-of-two offset added
/// to both centers (large coordinates with small extents), and k-ulp nudges
/// of up to two numbers (a touching pair becomes one ulp apart or one ulp
/// overlapping). Each step shrinks away to "not applied". A step that would
/// make a number infinite is skipped.

#include "harness/exact_transformations.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "small_numbers.hpp"

#include <limits>

namespace obb2d::properties::generators {

using namespace harness::exact;

/// The twelve numbers of a pair, in classify-line order.
template <class T>
std::array<T*, 12> numbers_of(harness::BoxPair<T>& pair) {
  return {&pair.a.cx, &pair.a.cy, &pair.a.ux, &pair.a.uy, &pair.a.vx, &pair.a.vy,
          &pair.b.cx, &pair.b.cy, &pair.b.ux, &pair.b.uy, &pair.b.vx, &pair.b.vy};
}

/// The pair made by `pairs`, then scaled, offset and nudged (above).
template <class T>
rc::Gen<harness::BoxPair<T>> with_post_transformations(rc::Gen<harness::BoxPair<T>> pairs) {
  return rc::gen::exec([pairs] {
    harness::BoxPair<T> pair = *pairs;
    constexpr int max_exponent = std::numeric_limits<T>::max_exponent;
    const int scale_exponent = *choice_of(3) ? *small_int(8) : *small_int(2 * max_exponent);
    if (const auto scaled = scale_exactly(pair, scale_exponent)) {
      pair = *scaled;
    } else {  // some numbers round (subnormals) or overflow: round them, keep the finite result
      harness::BoxPair<T> rounded = pair;
      bool is_finite = true;
      for (T* number : numbers_of(rounded)) {
        *number = std::ldexp(*number, scale_exponent);
        is_finite = is_finite && std::isfinite(*number);
      }
      if (is_finite) pair = rounded;
    }
    if (*choice_of(4) == 3) {
      const T offset = std::ldexp(T(1), *small_int(max_exponent - 2));
      harness::BoxPair<T> moved = pair;
      for (T* center : {&moved.a.cx, &moved.a.cy, &moved.b.cx, &moved.b.cy}) *center += offset;
      if (oracle::is_finite_box(moved.a) && oracle::is_finite_box(moved.b)) pair = moved;
    }
    for (int nudge = *choice_of(3); nudge > 0; --nudge) {
      T* number = numbers_of(pair)[*choice_of(12)];
      const T nudged = harness::nudge_by_ulps(*number, *small_int(3));
      if (std::isfinite(nudged)) *number = nudged;
    }
    return pair;
  });
}

}  // namespace obb2d::properties::generators
