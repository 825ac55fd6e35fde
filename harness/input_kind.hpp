#pragma once
/// @file
/// The kind of a box pair (or polygon pair), for grouping disagreements
/// into classes:
///   invalid       some number is NaN or infinite
///   identical     both boxes have the same six numbers
///   degenerate    a box (polygon) has zero area (a segment or a point)
///   huge-or-tiny  some number is at least 2^40, or non-zero and below 2^-40
///   touching      the boxes meet with zero area
///   near-touching moving B's center (every vertex of B) by one ulp, x or y,
///                 either way, changes the relation (an ulp of the numbers
///                 the finding was made of: float for the campaign's pairs,
///                 also where a seed port held its geometry in double)
///   generic       none of these

#include "oracle/oracle.hpp"
#include "answer.hpp"
#include "box_pair_from_bytes.hpp"
#include "kernels.hpp"
#include "polygon_pair.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

namespace obb2d::harness {

template <class T>
bool is_huge_or_tiny(T value) {
  const T magnitude = std::fabs(value);
  return magnitude >= T(0x1p40) || (magnitude != 0 && magnitude < T(0x1p-40));
}

/// Whether u and v are parallel (or one is zero), decided exactly: in
/// double for float boxes (a product of two floats is exact there), in
/// rationals for double boxes (a seed port's held geometry).
template <class T>
bool has_zero_area(const oracle::StoredBox<T>& box) {
  if constexpr (std::is_same_v<T, float>) {
    return double(box.ux) * double(box.vy) == double(box.uy) * double(box.vx);
  } else {
    using oracle::Rational;
    using oracle::to_rational;
    return to_rational<Rational>(box.ux) * to_rational<Rational>(box.vy) ==
           to_rational<Rational>(box.uy) * to_rational<Rational>(box.vx);
  }
}

/// The kind of a box pair whose truth is `truth`. The near-touching test
/// moves B's center by ulps of P, the precision of the numbers the finding
/// was made of: a seed port's held geometry is in double, but an ulp of the
/// float pair it was given is the step that matters.
template <class T, class P = T>
std::string input_kind(const BoxPair<T>& pair, Answer truth) {
  if (truth == Answer::invalid) return "invalid";
  const auto& a = pair.a;
  const auto& b = pair.b;
  if (a.cx == b.cx && a.cy == b.cy && a.ux == b.ux && a.uy == b.uy && a.vx == b.vx && a.vy == b.vy) return "identical";
  if (has_zero_area(a) || has_zero_area(b)) return "degenerate";
  for (const T value : {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy}) {
    if (is_huge_or_tiny(value)) return "huge-or-tiny";
  }
  if (truth == Answer::touching) return "touching";
  for (int axis = 0; axis < 2; ++axis) {
    for (const int steps : {-1, 1}) {
      oracle::StoredBox<T> moved = b;
      T& coordinate = axis == 0 ? moved.cx : moved.cy;
      coordinate = nudge_by_ulps_of<P>(coordinate, steps);
      if (answer_of(oracle::relate_boxes(a, moved)) != truth) return "near-touching";
    }
  }
  return "generic";
}

/// A finite list whose points all lie on one line (one point, a segment).
template <class T>
bool has_zero_area(const std::vector<Vec2<T>>& list) {
  oracle::VertexList<oracle::Rational> points;
  for (const Vec2<T>& p : list) points.push_back({oracle::to_rational<oracle::Rational>(p.x), oracle::to_rational<oracle::Rational>(p.y)});
  return oracle::make_convex_hull(points).size() < 3;
}

/// The kind of a polygon pair whose truth (the oracle's answer) is `truth`.
template <class T>
std::string input_kind(const PolygonPair<T>& pair, Answer truth) {
  if (truth == Answer::invalid) return "invalid";
  if (pair.a.size() == pair.b.size() &&
      std::equal(pair.a.begin(), pair.a.end(), pair.b.begin(),
                 [](const Vec2<T>& p, const Vec2<T>& q) { return p.x == q.x && p.y == q.y; })) {
    return "identical";
  }
  if (has_zero_area(pair.a) || has_zero_area(pair.b)) return "degenerate";
  for (const std::vector<Vec2<T>>* list : {&pair.a, &pair.b}) {
    for (const Vec2<T>& p : *list) {
      if (is_huge_or_tiny(p.x) || is_huge_or_tiny(p.y)) return "huge-or-tiny";
    }
  }
  if (truth == Answer::touching) return "touching";
  for (int axis = 0; axis < 2; ++axis) {
    for (const int steps : {-1, 1}) {
      PolygonPair<T> moved = pair;
      for (Vec2<T>& p : moved.b) (axis == 0 ? p.x : p.y) = nudge_by_ulps(axis == 0 ? p.x : p.y, steps);
      const Answer moved_truth = oracle_answer(moved);  // invalid when the nudge broke B's convexity
      if (moved_truth != Answer::invalid && moved_truth != truth) return "near-touching";
    }
  }
  return "generic";
}

}  // namespace obb2d::harness
