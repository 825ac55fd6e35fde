#pragma once
/// @file
/// The corners every polygon-based peer is given: c-u-v, c+u-v, c+u+v, c-u+v
/// of a box, computed in double from the stored numbers. For a float box each
/// corner is a sum of three floats, which double holds exactly whenever their
/// exponents lie within 29 binades of each other; is_exact says whether that
/// held (in the workloads it fails only where a ±1-ulp nudge moved a zero
/// center to a subnormal). For a double box the corners may round,
/// and a peer then tests slightly different geometry: its answers are still
/// judged against the oracle on the boxes as stored, since that is what a
/// caller gets.

#include <obb2d/obb2d.hpp>

#include <array>

namespace obb2d::bench::peers {

/// A corner (x, y) in double.
struct Corner {
  double x;  ///< x coordinate
  double y;  ///< y coordinate
};

/// A box's four corners in the cyclic order c-u-v, c+u-v, c+u+v, c-u+v
/// (counter-clockwise when u x v > 0, clockwise when u x v < 0).
struct BoxCorners {
  std::array<Corner, 4> corners;  ///< the corners, in that order
  bool is_exact = true;           ///< every corner is the exact value of c ± u ± v
};

/// Whether double(a) + double(b) rounds (Knuth's TwoSum error is non-zero).
inline bool is_rounding_sum(double a, double b, double sum) {
  const double b_virtual = sum - a;
  const double a_virtual = sum - b_virtual;
  return (a - a_virtual) + (b - b_virtual) != 0;
}

/// c + s*u + t*v for s, t in {-1, +1}, in double; `is_exact` is cleared when
/// a sum rounds.
inline double corner_coordinate(double c, double su, double tv, bool& is_exact) {
  const double partial = c + su;
  const double sum = partial + tv;
  if (is_rounding_sum(c, su, partial) || is_rounding_sum(partial, tv, sum)) is_exact = false;
  return sum;
}

/// The corners of `box`, computed in double (see the file comment).
template <class T>
BoxCorners make_box_corners(const Box<T>& box) {
  BoxCorners result;
  constexpr int signs[4][2] = {{-1, -1}, {+1, -1}, {+1, +1}, {-1, +1}};
  for (int k = 0; k < 4; ++k) {
    const double s = signs[k][0], t = signs[k][1];
    result.corners[k] = {corner_coordinate(box.center.x, s * box.u.x, t * box.v.x, result.is_exact),
                         corner_coordinate(box.center.y, s * box.u.y, t * box.v.y, result.is_exact)};
  }
  return result;
}

}  // namespace obb2d::bench::peers
