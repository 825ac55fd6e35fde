#pragma once
/// @file
/// Small integer boxes turned by exact Pythagorean rotations: center in
/// [-8, 8]^2, half extents in [0, 4], direction (a, b) from
/// harness::pythagorean_directions ((1,0), (0,1), (3,4), (4,3), (5,12), ...)
/// with u = hx (a, b), v = hy (-b, a): integers, so exact in float and
/// double; sometimes v is any small vector instead (a parallelogram). Shrinks
/// to the axis-aligned box at the origin.

#include "harness/box_pair_from_bytes.hpp"
#include "small_numbers.hpp"

namespace obb2d::properties::generators {

/// A grid box (above).
template <class T>
rc::Gen<oracle::StoredBox<T>> grid_box() {
  return rc::gen::exec([] {
    const int direction_count = static_cast<int>(harness::pythagorean_directions.size());
    const auto& direction = harness::pythagorean_directions[*choice_of(direction_count)];
    const int sign = *choice_of(2) ? -1 : 1;
    const int a = sign * direction[0], b = sign * direction[1];
    const int cx = *small_int(8), cy = *small_int(8);
    const int hx = *small_int(4), hy = *small_int(4);
    oracle::StoredBox<T> box{T(cx), T(cy), T(hx * a), T(hx * b), T(-hy * b), T(hy * a)};
    if (*choice_of(4) == 3) box.vx = T(*small_int(6)), box.vy = T(*small_int(6));
    return box;
  });
}

}  // namespace obb2d::properties::generators
