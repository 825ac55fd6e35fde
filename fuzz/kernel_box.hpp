#pragma once
/// @file
/// The kernel's Box for an oracle StoredBox: the same six numbers.

#include "oracle/box_polygon.hpp"

#include <obb2d/obb2d.hpp>

namespace obb2d::fuzz {

/// The kernel box with exactly the numbers of `box`.
template <class T>
Box<T> to_kernel_box(const oracle::StoredBox<T>& box) {
  return {{box.cx, box.cy}, {box.ux, box.uy}, {box.vx, box.vy}};
}

}  // namespace obb2d::fuzz
