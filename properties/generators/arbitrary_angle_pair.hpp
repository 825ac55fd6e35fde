#pragma once
/// @file
/// Rectangles at arbitrary angles, for the approximate laws (and as generic
/// input for the exact ones): center in [-64, 64]^2 and half extents in
/// [1/4, 16], both on a 2^-10 grid, angle any multiple of 2 pi / 2^20;
/// u = hx (cos, sin), v = hy (-sin, cos) computed in double and rounded to T
/// (so u and v are rarely exactly orthogonal: the box is what is stored).
/// Shrinks to the axis-aligned quarter-unit square at the origin.

#include "../kernel_under_test.hpp"
#include "small_numbers.hpp"

#include <cmath>

namespace obb2d::properties::generators {

/// pi, to double precision.
inline constexpr double pi = 3.14159265358979323846;

/// A turned rectangle (above).
template <class T>
rc::Gen<oracle::StoredBox<T>> arbitrary_angle_box() {
  return rc::gen::exec([] {
    const double grid = 0x1p-10;
    const double cx = *small_int(64 * 1024) * grid, cy = *small_int(64 * 1024) * grid;
    const double hx = 0.25 + *choice_of(16 * 1024) * grid, hy = 0.25 + *choice_of(16 * 1024) * grid;
    const double angle = *small_int(1 << 19) * (2 * pi / (1 << 20));
    const double cos = std::cos(angle), sin = std::sin(angle);
    return oracle::StoredBox<T>{T(cx), T(cy), T(hx * cos), T(hx * sin), T(-hy * sin), T(hy * cos)};
  });
}

/// Two turned rectangles; half the time B is placed near A (its center
/// within the sum of their extents), where the answer is not obvious.
template <class T>
rc::Gen<harness::BoxPair<T>> arbitrary_angle_pair() {
  return rc::gen::exec([] {
    harness::BoxPair<T> pair{*arbitrary_angle_box<T>(), *arbitrary_angle_box<T>()};
    if (*choice_of(2) == 0) {
      const double reach = std::hypot(double(pair.a.ux), double(pair.a.uy)) + std::hypot(double(pair.a.vx), double(pair.a.vy)) +
                           std::hypot(double(pair.b.ux), double(pair.b.uy)) + std::hypot(double(pair.b.vx), double(pair.b.vy));
      const double along_x = *small_int(1024) / 1024.0, along_y = *small_int(1024) / 1024.0;
      pair.b.cx = T(double(pair.a.cx) + along_x * reach);
      pair.b.cy = T(double(pair.a.cy) + along_y * reach);
    }
    return pair;
  });
}

}  // namespace obb2d::properties::generators
