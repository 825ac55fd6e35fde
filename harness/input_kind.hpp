#pragma once
/// @file
/// The kind of a box pair, for grouping disagreements into classes:
///   invalid       some number is NaN or infinite
///   identical     both boxes have the same six numbers
///   degenerate    a box has zero area (a segment or a point)
///   huge-or-tiny  some number is at least 2^40, or non-zero and below 2^-40
///   touching      the boxes meet with zero area
///   near-touching moving B's center by one ulp (x or y, either way) changes
///                 the relation
///   generic       none of these

#include "oracle/oracle.hpp"
#include "answer.hpp"
#include "box_pair_from_bytes.hpp"

#include <cmath>
#include <string>

namespace obb2d::harness {

template <class T>
bool has_zero_area(const oracle::StoredBox<T>& box) {
  return double(box.ux) * double(box.vy) == double(box.uy) * double(box.vx);  // exact for float
}

template <class T>
std::string input_kind(const BoxPair<T>& pair, Answer truth) {
  if (truth == Answer::invalid) return "invalid";
  const auto& a = pair.a;
  const auto& b = pair.b;
  if (a.cx == b.cx && a.cy == b.cy && a.ux == b.ux && a.uy == b.uy && a.vx == b.vx && a.vy == b.vy) return "identical";
  if (has_zero_area(a) || has_zero_area(b)) return "degenerate";
  for (const T value : {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy}) {
    const T magnitude = std::fabs(value);
    if (magnitude >= T(0x1p40) || (magnitude != 0 && magnitude < T(0x1p-40))) return "huge-or-tiny";
  }
  if (truth == Answer::touching) return "touching";
  for (int axis = 0; axis < 2; ++axis) {
    for (const int steps : {-1, 1}) {
      oracle::StoredBox<T> moved = b;
      T& coordinate = axis == 0 ? moved.cx : moved.cy;
      coordinate = nudge_by_ulps(coordinate, steps);
      if (answer_of(oracle::intersect_boxes(a, moved).relation) != truth) return "near-touching";
    }
  }
  return "generic";
}

}  // namespace obb2d::harness
