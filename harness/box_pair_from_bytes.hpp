#pragma once
/// @file
/// Turns fuzz bytes into a box pair that sits on the boundary on purpose.
///
/// Random bit patterns almost never make two boxes touch, and touching is
/// where floating-point SAT goes wrong. So the first byte picks how the pair
/// is built, and later bytes pick transformations that keep it near the edge:
///
///   shape:  raw      12 values straight from the bytes (NaN, Inf, subnormal...)
///           grid     small integer boxes, axis-aligned or turned by an exact
///                    Pythagorean rotation ((3,4)/5, (5,12)/13, (8,15)/17)
///           touching B placed so a boundary point of B lands exactly on a
///                    boundary point of A (corner, edge midpoint, quarter point)
///           same     B is A written differently (u, v negated or swapped)
///   then:   scale both boxes by 2^k; add one large offset to both centers;
///           nudge up to two numbers by a few ulps.

#include "box_pair.hpp"
#include "fuzz_bytes.hpp"

#include <array>
#include <cmath>
#include <utility>

namespace obb2d::harness {

/// Exact unit directions (a, b)/c with integer a, b: scaled by c they are
/// integer vectors, so turned integer boxes stay exactly representable.
inline constexpr std::array<std::array<int, 2>, 8> pythagorean_directions = {{
    {1, 0}, {0, 1}, {3, 4}, {4, 3}, {5, 12}, {12, 5}, {8, 15}, {-4, 3},
}};

/// A small integer box: center in [-8, 8]^2, half extents in [0, 4], turned
/// by a Pythagorean direction; sometimes with a free (non-orthogonal) v.
template <class T>
oracle::StoredBox<T> make_grid_box(FuzzBytes& bytes) {
  const auto& direction = pythagorean_directions[bytes.take_choice(pythagorean_directions.size())];
  const int sign = bytes.take_choice(2) ? -1 : 1;
  const int a = sign * direction[0];
  const int b = sign * direction[1];
  const int cx = bytes.take_small_int(8);
  const int cy = bytes.take_small_int(8);
  const int hx = bytes.take_small_int(4);
  const int hy = bytes.take_small_int(4);
  oracle::StoredBox<T> box{T(cx), T(cy), T(hx * a), T(hx * b), T(-hy * b), T(hy * a)};
  if (bytes.take_choice(4) == 0) {  // a parallelogram: v is any small vector
    box.vx = T(bytes.take_small_int(6));
    box.vy = T(bytes.take_small_int(6));
  }
  return box;
}

/// Moves `b` so that the point (s_b, t_b) of b (in half-edge units of 1/2,
/// each in [-2, 2]; on the boundary when one of them is ±2) coincides with
/// the point (s_a, t_a) of a. Both boxes are first doubled so quarter points
/// stay integers (exact for small integer boxes).
template <class T>
void place_touching_at(oracle::StoredBox<T>& a, oracle::StoredBox<T>& b, int s_a, int t_a, int s_b, int t_b) {
  for (oracle::StoredBox<T>* box : {&a, &b}) {
    *box = {2 * box->cx, 2 * box->cy, 2 * box->ux, 2 * box->uy, 2 * box->vx, 2 * box->vy};
  }
  const T px = a.cx + (T(s_a) * a.ux + T(t_a) * a.vx) / 2;
  const T py = a.cy + (T(s_a) * a.uy + T(t_a) * a.vy) / 2;
  b.cx = px - (T(s_b) * b.ux + T(t_b) * b.vx) / 2;
  b.cy = py - (T(s_b) * b.uy + T(t_b) * b.vy) / 2;
}

/// place_touching_at with boundary points read from the bytes.
template <class T>
void place_touching(oracle::StoredBox<T>& a, oracle::StoredBox<T>& b, FuzzBytes& bytes) {
  auto boundary_parameters = [&bytes]() {
    int s = bytes.take_small_int(2);
    int t = bytes.take_small_int(2);
    if (std::abs(s) != 2 && std::abs(t) != 2) (bytes.take_choice(2) ? s : t) = 2;
    return std::pair<int, int>(s, t);
  };
  const auto [s_a, t_a] = boundary_parameters();
  const auto [s_b, t_b] = boundary_parameters();
  place_touching_at(a, b, s_a, t_a, s_b, t_b);
}

/// Moves a value by `steps` ulps (towards +inf when positive).
template <class T>
T nudge_by_ulps(T value, int steps) {
  const T direction = steps > 0 ? INFINITY : -INFINITY;
  for (int i = 0; i < std::abs(steps); ++i) value = std::nextafter(value, direction);
  return value;
}

/// Moves a value by `steps` ulps of the precision P (towards +inf when
/// positive): a value P holds exactly as nudge_by_ulps in P; a value between
/// two numbers of P (a midpoint of two floats, held in double) by the
/// spacing of P's numbers there.
template <class P, class T>
T nudge_by_ulps_of(T value, int steps) {
  const P rounded = P(value);
  if (T(rounded) == value) return T(nudge_by_ulps(rounded, steps));
  const T spacing = T(std::nextafter(std::fabs(rounded), P(INFINITY))) - T(std::fabs(rounded));
  return value + T(steps) * spacing;
}

/// Moves a pair off its construction as the bytes say (see the file
/// comment): both boxes scaled by 2^k, sometimes one large offset added to
/// both centers, then up to two of the twelve numbers nudged by a few ulps.
template <class T>
void transform_box_pair_from_bytes(BoxPair<T>& pair, FuzzBytes& bytes) {
  const int scale_exponent = bytes.take_small_int(std::numeric_limits<T>::max_exponent);
  const int offset_exponent = bytes.take_small_int(std::numeric_limits<T>::max_exponent - 2);
  const bool has_offset = bytes.take_choice(2);
  std::array<T*, 12> numbers = {&pair.a.cx, &pair.a.cy, &pair.a.ux, &pair.a.uy, &pair.a.vx, &pair.a.vy,
                                &pair.b.cx, &pair.b.cy, &pair.b.ux, &pair.b.uy, &pair.b.vx, &pair.b.vy};
  for (T* number : numbers) *number = std::ldexp(*number, scale_exponent);
  if (has_offset) {
    const T offset = std::ldexp(T(1), offset_exponent);
    for (T* center : {&pair.a.cx, &pair.a.cy, &pair.b.cx, &pair.b.cy}) *center += offset;
  }
  for (int nudge = bytes.take_choice(3); nudge > 0; --nudge) {
    T* number = numbers[bytes.take_choice(numbers.size())];
    *number = nudge_by_ulps(*number, bytes.take_small_int(3));
  }
}

/// The box pair the bytes describe (see the file comment).
template <class T>
BoxPair<T> make_box_pair_from_bytes(FuzzBytes& bytes) {
  BoxPair<T> pair{};
  const unsigned shape = bytes.take_choice(4);
  if (shape == 0) {
    for (oracle::StoredBox<T>* box : {&pair.a, &pair.b}) {
      *box = {bytes.take_raw_bits<T>(), bytes.take_raw_bits<T>(), bytes.take_raw_bits<T>(),
              bytes.take_raw_bits<T>(), bytes.take_raw_bits<T>(), bytes.take_raw_bits<T>()};
    }
    return pair;
  }
  pair.a = make_grid_box<T>(bytes);
  pair.b = make_grid_box<T>(bytes);
  if (shape == 2) place_touching(pair.a, pair.b, bytes);
  if (shape == 3) {
    pair.b = pair.a;
    if (bytes.take_choice(2)) pair.b = {pair.b.cx, pair.b.cy, -pair.b.ux, -pair.b.uy, pair.b.vx, pair.b.vy};
    if (bytes.take_choice(2)) pair.b = {pair.b.cx, pair.b.cy, pair.b.vx, pair.b.vy, pair.b.ux, pair.b.uy};
  }
  transform_box_pair_from_bytes(pair, bytes);
  return pair;
}

}  // namespace obb2d::harness
