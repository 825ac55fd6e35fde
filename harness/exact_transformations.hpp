#pragma once
/// @file
/// Transformations of stored boxes and vertex lists that change no
/// number's meaning: each result describes exactly the transformed
/// geometry, or the function refuses (nullopt) because some result would
/// round, overflow or lose subnormal bits. docs/design.md: a box is its
/// stored c, u, v; its corners c ± u ± v are evaluated exactly, so only c,
/// u, v need to be exact. The RapidCheck laws (properties/) and the laws of
/// a kernel by command (tools/command_campaign.cpp) are built on them.
///   swap_boxes            (A, B) -> (B, A)
///   apply_square_symmetry one of the 8 symmetries of the square: negations
///                         and swaps of coordinates, always exact
///   rewrite_box           the same set written differently: u -> -u,
///                         v -> -v, u <-> v, always exact
///   translate_exactly     centers + (x, y), when every sum is exact
///   scale_exactly         every number * 2^k, when nothing leaves the range
///   grow_exactly          u -> 2u, v -> 2v about the center
///   make_containing_box   a box that contains the given one (four ways)
/// and for polygon pairs: swap_polygons, apply_square_symmetry, rewrite_list
/// (the same polygon from another vertex, or the other way round),
/// translate_exactly, scale_exactly.

#include "box_pair.hpp"
#include "polygon_pair.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace obb2d::harness::exact {

using oracle::StoredBox;

/// (A, B) -> (B, A).
template <class T>
BoxPair<T> swap_boxes(const BoxPair<T>& pair) {
  return {pair.b, pair.a};
}

/// Symmetry `element` (0..7) of the square applied to a point or vector:
/// first a mirror (x, y) -> (x, -y) when element >= 4, then element % 4
/// quarter turns (x, y) -> (-y, x). Negation and swapping are exact.
template <class T>
void apply_square_symmetry(int element, T& x, T& y) {
  if (element >= 4) y = -y;
  for (int turn = 0; turn < element % 4; ++turn) {
    const T turned_x = -y;
    y = x;
    x = turned_x;
  }
}

/// Symmetry `element` (0..7) of the square applied to both boxes (to every
/// center and half-edge vector).
template <class T>
BoxPair<T> apply_square_symmetry(const BoxPair<T>& pair, int element) {
  BoxPair<T> result = pair;
  for (StoredBox<T>* box : {&result.a, &result.b}) {
    apply_square_symmetry(element, box->cx, box->cy);
    apply_square_symmetry(element, box->ux, box->uy);
    apply_square_symmetry(element, box->vx, box->vy);
  }
  return result;
}

/// The same set written differently: bit 0 of `bits` negates u, bit 1
/// negates v, bit 2 swaps u and v (in that order).
template <class T>
StoredBox<T> rewrite_box(StoredBox<T> box, int bits) {
  if (bits & 1) box.ux = -box.ux, box.uy = -box.uy;
  if (bits & 2) box.vx = -box.vx, box.vy = -box.vy;
  if (bits & 4) box = {box.cx, box.cy, box.vx, box.vy, box.ux, box.uy};
  return box;
}

/// a + b when it is exact and finite (Knuth's TwoSum: the rounding error of
/// a + b is exactly (a - a') + (b - b'), valid in round-to-nearest without
/// overflow), else nullopt.
template <class T>
std::optional<T> add_exactly(T a, T b) {
  const volatile T sum = a + b;  // volatile: no contraction or extra precision
  if (!std::isfinite(sum)) return std::nullopt;
  const T b_virtual = sum - a;
  const T a_virtual = sum - b_virtual;
  const T error = (a - a_virtual) + (b - b_virtual);
  if (error != T(0)) return std::nullopt;
  return T(sum);
}

/// Both centers moved by (x, y), when every new coordinate is exact.
template <class T>
std::optional<BoxPair<T>> translate_exactly(const BoxPair<T>& pair, T x, T y) {
  BoxPair<T> result = pair;
  for (StoredBox<T>* box : {&result.a, &result.b}) {
    const std::optional<T> cx = add_exactly(box->cx, x), cy = add_exactly(box->cy, y);
    if (!cx || !cy) return std::nullopt;
    box->cx = *cx, box->cy = *cy;
  }
  return result;
}

/// value * 2^exponent when that is exact: finite, and scaling back gives the
/// value again (so no subnormal bit was lost).
template <class T>
std::optional<T> scale_by_power_of_two(T value, int exponent) {
  const T scaled = std::ldexp(value, exponent);
  if (!std::isfinite(scaled) || std::ldexp(scaled, -exponent) != value) return std::nullopt;
  return scaled;
}

/// Every number of both boxes times 2^exponent, when each is exact.
template <class T>
std::optional<BoxPair<T>> scale_exactly(const BoxPair<T>& pair, int exponent) {
  BoxPair<T> result = pair;
  for (StoredBox<T>* box : {&result.a, &result.b}) {
    for (T* number : {&box->cx, &box->cy, &box->ux, &box->uy, &box->vx, &box->vy}) {
      const std::optional<T> scaled = scale_by_power_of_two(*number, exponent);
      if (!scaled) return std::nullopt;
      *number = *scaled;
    }
  }
  return result;
}

/// The box grown about its center: u -> 2u, v -> 2v, when finite.
template <class T>
std::optional<StoredBox<T>> grow_exactly(const StoredBox<T>& box) {
  StoredBox<T> grown = box;
  for (T* number : {&grown.ux, &grown.uy, &grown.vx, &grown.vy}) {
    const std::optional<T> doubled = scale_by_power_of_two(*number, 1);
    if (!doubled) return std::nullopt;
    *number = *doubled;
  }
  return grown;
}

/// A box that contains `box`, built exactly (nullopt when a number would
/// round or overflow). With the box's own coordinates (s, t) in [-1, 1]^2:
///   0: (c, 2u, 2v)         covers [-2, 2]^2: strictly around it
///   1: (c + v, u, 2v)      covers s in [-1, 1], t in [-1, 3]: three shared edges
///   2: (c + u, 2u, v)      covers s in [-1, 3], t in [-1, 1]: three shared edges
///   3: (c + u + v, 2u, 2v) covers [-1, 3]^2: a shared corner and two edges
/// Each holds for any u, v (parallelograms, segments, points too).
template <class T>
std::optional<StoredBox<T>> make_containing_box(const StoredBox<T>& box, int how) {
  const bool moves_along_u = how == 2 || how == 3, moves_along_v = how == 1 || how == 3;
  const bool grows_u = how != 1, grows_v = how != 2;
  std::optional<StoredBox<T>> result = box;
  if (grows_u || grows_v) {
    const std::optional<StoredBox<T>> grown = grow_exactly(box);
    if (!grown) return std::nullopt;
    if (grows_u) result->ux = grown->ux, result->uy = grown->uy;
    if (grows_v) result->vx = grown->vx, result->vy = grown->vy;
  }
  std::optional<T> cx = box.cx, cy = box.cy;
  if (moves_along_u) cx = add_exactly(*cx, box.ux), cy = add_exactly(*cy, box.uy);
  if (cx && cy && moves_along_v) cx = add_exactly(*cx, box.vx), cy = add_exactly(*cy, box.vy);
  if (!cx || !cy) return std::nullopt;
  result->cx = *cx, result->cy = *cy;
  return result;
}

/// (A, B) -> (B, A) for polygons.
template <class T>
PolygonPair<T> swap_polygons(const PolygonPair<T>& pair) {
  return {pair.b, pair.a};
}

/// Symmetry `element` (0..7) of the square applied to every vertex.
template <class T>
PolygonPair<T> apply_square_symmetry(const PolygonPair<T>& pair, int element) {
  PolygonPair<T> result = pair;
  for (std::vector<Vec2<T>>* list : {&result.a, &result.b}) {
    for (Vec2<T>& p : *list) apply_square_symmetry(element, p.x, p.y);
  }
  return result;
}

/// The same polygon written differently: its list started `shift` vertices
/// later, and reversed when `is_reversed` (the winding turned: either
/// winding is a polygon, docs/design.md section 6).
template <class T>
std::vector<Vec2<T>> rewrite_list(std::vector<Vec2<T>> list, std::size_t shift, bool is_reversed) {
  if (!list.empty()) std::rotate(list.begin(), list.begin() + shift % list.size(), list.end());
  if (is_reversed) std::reverse(list.begin(), list.end());
  return list;
}

/// Every vertex moved by (x, y), when every new coordinate is exact.
template <class T>
std::optional<PolygonPair<T>> translate_exactly(const PolygonPair<T>& pair, T x, T y) {
  PolygonPair<T> result = pair;
  for (std::vector<Vec2<T>>* list : {&result.a, &result.b}) {
    for (Vec2<T>& p : *list) {
      const std::optional<T> px = add_exactly(p.x, x), py = add_exactly(p.y, y);
      if (!px || !py) return std::nullopt;
      p = {*px, *py};
    }
  }
  return result;
}

/// Every coordinate times 2^exponent, when each is exact.
template <class T>
std::optional<PolygonPair<T>> scale_exactly(const PolygonPair<T>& pair, int exponent) {
  PolygonPair<T> result = pair;
  for (std::vector<Vec2<T>>* list : {&result.a, &result.b}) {
    for (Vec2<T>& p : *list) {
      const std::optional<T> px = scale_by_power_of_two(p.x, exponent), py = scale_by_power_of_two(p.y, exponent);
      if (!px || !py) return std::nullopt;
      p = {*px, *py};
    }
  }
  return result;
}

}  // namespace obb2d::harness::exact
