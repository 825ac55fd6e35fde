#pragma once
/// @file
/// The numbers gen::arbitrary<double> never makes: -0.0, the smallest
/// subnormals, the largest subnormal, the smallest normal, values near the
/// top of the range, and plain small integers between them. A pair of boxes
/// whose twelve numbers are each one of these (either sign) reaches the
/// kernel's overflow, underflow and wide-integer paths.

#include "small_numbers.hpp"
#include "../kernel_under_test.hpp"

#include <limits>
#include <vector>

namespace obb2d::properties::generators {

/// One extreme or plain value (above), shrinking towards 0.
template <class T>
rc::Gen<T> extreme_value() {
  using limits = std::numeric_limits<T>;
  static const std::vector<T> magnitudes = {
      T(0),  T(1), T(2), T(3), limits::denorm_min(), 3 * limits::denorm_min(),
      limits::min() - limits::denorm_min(),  // the largest subnormal
      limits::min(), T(0x1p-60), T(0x1p+60), limits::max() / 8, limits::max() / 2, limits::max()};
  return rc::gen::exec([] {
    const T magnitude = *rc::gen::elementOf(magnitudes);
    return *choice_of(2) ? -magnitude : magnitude;  // -0.0 included
  });
}

/// Twelve extreme values (above).
template <class T>
rc::Gen<harness::BoxPair<T>> extreme_pair() {
  return rc::gen::exec([] {
    harness::BoxPair<T> pair;
    for (oracle::StoredBox<T>* box : {&pair.a, &pair.b}) {
      for (T* number : {&box->cx, &box->cy, &box->ux, &box->uy, &box->vx, &box->vy}) *number = *extreme_value<T>();
    }
    return pair;
  });
}

}  // namespace obb2d::properties::generators
