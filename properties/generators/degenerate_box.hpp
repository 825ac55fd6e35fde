#pragma once
/// @file
/// Boxes with zero area, which docs/design.md makes legal: a grid box with u = 0
/// (a segment along v), v = 0, both (a point), or v a multiple of u (a
/// segment written as a parallelogram).

#include "grid_box.hpp"

namespace obb2d::properties::generators {

/// A degenerate grid box (above).
template <class T>
rc::Gen<oracle::StoredBox<T>> degenerate_box() {
  return rc::gen::exec([] {
    oracle::StoredBox<T> box = *grid_box<T>();
    switch (*choice_of(4)) {
      case 0: box.ux = box.uy = T(0); break;
      case 1: box.vx = box.vy = T(0); break;
      case 2: box.ux = box.uy = box.vx = box.vy = T(0); break;
      default: {
        const int multiple = *small_int(2);
        box.vx = T(multiple) * box.ux, box.vy = T(multiple) * box.uy;
      }
    }
    return box;
  });
}

}  // namespace obb2d::properties::generators
