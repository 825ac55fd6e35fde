#pragma once
/// @file
/// The harness's one box type and pair type: a box as stored (the oracle's
/// StoredBox: c, u, v exactly as read), and what every part of the harness
/// passes around, with the one conversion to the production kernel's Box.

#include "oracle/box_polygon.hpp"

#include <obb2d/obb2d.hpp>

#include <vector>

namespace obb2d::harness {

using oracle::StoredBox;

/// Two boxes exactly as stored: box A and box B.
template <class T>
struct BoxPair {
  StoredBox<T> a;  ///< box A (an input line's numbers 1..6: cx cy ux uy vx vy)
  StoredBox<T> b;  ///< box B (numbers 7..12)
};

/// The kernel's Box with exactly the numbers of `box`.
template <class T>
Box<T> to_kernel_box(const StoredBox<T>& box) {
  return {{box.cx, box.cy}, {box.ux, box.uy}, {box.vx, box.vy}};
}

/// The pair's numbers in double (exact for float).
template <class T>
BoxPair<double> widened(const BoxPair<T>& pair) {
  auto widen = [](const StoredBox<T>& box) {
    return StoredBox<double>{box.cx, box.cy, box.ux, box.uy, box.vx, box.vy};
  };
  return {widen(pair.a), widen(pair.b)};
}

/// The twelve numbers of a pair, in line order (cx cy ux uy vx vy of A,
/// then of B).
template <class T>
std::vector<T> numbers_of(const BoxPair<T>& pair) {
  const StoredBox<T>& a = pair.a;
  const StoredBox<T>& b = pair.b;
  return {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy};
}

/// The pair of twelve numbers in line order.
template <class T>
BoxPair<T> box_pair_of(const std::vector<T>& n) {
  return {{n[0], n[1], n[2], n[3], n[4], n[5]}, {n[6], n[7], n[8], n[9], n[10], n[11]}};
}

}  // namespace obb2d::harness
