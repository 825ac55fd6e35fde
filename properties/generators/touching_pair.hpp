#pragma once
/// @file
/// Constructed touching configurations: two grid boxes, then B moved so
/// that a boundary point of B lands exactly on a boundary point of A
/// (harness::place_touching_at, in quarter-edge steps): corner on corner,
/// corner on edge, edge on edge (parallel grid boxes), or a point of B's
/// boundary on A's boundary with B reaching inside (an overlap with a shared
/// boundary point). The oracle decides which; the laws only need the pair to
/// sit on the boundary between answers.

#include "grid_box.hpp"

#include <utility>

namespace obb2d::properties::generators {

/// A boundary point of a box in quarter-edge units: (s, t) in [-2, 2]^2 with
/// s or t equal to ±2.
inline rc::Gen<std::pair<int, int>> boundary_point() {
  return rc::gen::exec([] {
    int s = *small_int(2), t = *small_int(2);
    const int side = *choice_of(4);  // which edge the point is pushed onto
    (side < 2 ? s : t) = side % 2 ? -2 : 2;
    return std::pair<int, int>(s, t);
  });
}

/// A pair of grid boxes touching at constructed boundary points (above).
template <class T>
rc::Gen<harness::BoxPair<T>> touching_pair() {
  return rc::gen::exec([] {
    harness::BoxPair<T> pair{*grid_box<T>(), *grid_box<T>()};
    const auto [s_a, t_a] = *boundary_point();
    const auto [s_b, t_b] = *boundary_point();
    harness::place_touching_at(pair.a, pair.b, s_a, t_a, s_b, t_b);
    return pair;
  });
}

}  // namespace obb2d::properties::generators
