#pragma once
/// @file
/// Turns fuzz bytes into a pair of vertex lists that sit on the boundary on
/// purpose, as box_pair_from_bytes.hpp does for boxes:
///
///   shape:  raw       A's vertices straight from the bytes (NaN, Inf,
///                     subnormal, non-convex lists); B from the lattice
///           lattice   each the hull of 1-8 points of a small integer lattice
///                     turned by a Pythagorean direction ((3,4)/5,
///                     (5,12)/13, ...), so edges have exact turned
///                     directions: points, segments, triangles to octagons
///           touching  lattice polygons, B moved so that a vertex or an
///                     edge's midpoint of B lands on one of A
///           same      B is A written differently: reversed, from another
///                     start, with a repeated vertex or an edge's midpoint
///                     (halves of small integers: exact)
///   then:   scale both by 2^k; add one large offset to every coordinate;
///           nudge up to two numbers by a few ulps (which may make a list
///           non-convex: the oracle's check judges that too).

#include "box_pair_from_bytes.hpp"
#include "fuzz_bytes.hpp"
#include "polygon_pair.hpp"
#include "oracle/convex_hull.hpp"

#include <obb2d/obb2d.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace obb2d::harness {

/// The hull of 1-8 points i * (p, q) + j * (-q, p) + (cx, cy), with (p, q)
/// a Pythagorean direction, i, j in [-3, 3] and the center in [-8, 8]^2:
/// small integers, so exact in float and double.
template <class T>
std::vector<Vec2<T>> make_lattice_polygon(FuzzBytes& bytes) {
  const auto& direction = pythagorean_directions[bytes.take_choice(pythagorean_directions.size())];
  const int p = direction[0], q = direction[1];
  const int cx = bytes.take_small_int(8), cy = bytes.take_small_int(8);
  oracle::VertexList<int> points;
  for (unsigned count = 1 + bytes.take_choice(8); count > 0; --count) {
    const int i = bytes.take_small_int(3), j = bytes.take_small_int(3);
    points.push_back({cx + i * p - j * q, cy + i * q + j * p});
  }
  std::vector<Vec2<T>> polygon;
  for (const oracle::Point<int>& point : oracle::make_convex_hull(points)) polygon.push_back({T(point.x), T(point.y)});
  return polygon;
}

/// Vertex k / 2 of the polygon (k even) or the midpoint of edge k / 2 (k
/// odd): exact, for the small integers of lattice polygons.
template <class T>
Vec2<T> feature_point(const std::vector<Vec2<T>>& polygon, std::size_t k) {
  const Vec2<T>& p = polygon[(k / 2) % polygon.size()];
  if (k % 2 == 0) return p;
  const Vec2<T>& q = polygon[(k / 2 + 1) % polygon.size()];
  return {(p.x + q.x) / 2, (p.y + q.y) / 2};
}

/// Moves B so that one of its feature points (vertex or edge midpoint)
/// lands on one of A's.
template <class T>
void place_touching(PolygonPair<T>& pair, FuzzBytes& bytes) {
  const Vec2<T> on_a = feature_point(pair.a, bytes.take_choice(16));
  const Vec2<T> on_b = feature_point(pair.b, bytes.take_choice(16));
  for (Vec2<T>& p : pair.b) p = {p.x - on_b.x + on_a.x, p.y - on_b.y + on_a.y};
}

/// A written another way: reversed, turned to start at another vertex, a
/// vertex repeated, an edge's midpoint inserted; the ways the bytes pick.
template <class T>
std::vector<Vec2<T>> rewrite(std::vector<Vec2<T>> polygon, FuzzBytes& bytes) {
  if (bytes.take_choice(2)) std::reverse(polygon.begin(), polygon.end());
  std::rotate(polygon.begin(), polygon.begin() + bytes.take_choice(8) % polygon.size(), polygon.end());
  if (bytes.take_choice(2)) polygon.insert(polygon.begin(), polygon.front());
  if (bytes.take_choice(2)) polygon.insert(polygon.begin() + 1, feature_point(polygon, 1));
  return polygon;
}

/// The polygon pair the bytes describe (see the file comment).
template <class T>
PolygonPair<T> make_polygon_pair_from_bytes(FuzzBytes& bytes) {
  PolygonPair<T> pair;
  const unsigned shape = bytes.take_choice(4);
  if (shape == 0) {
    for (unsigned count = 1 + bytes.take_choice(6); count > 0; --count) {
      pair.a.push_back({bytes.take_raw_bits<T>(), bytes.take_raw_bits<T>()});
    }
    pair.b = make_lattice_polygon<T>(bytes);
    return pair;
  }
  pair.a = make_lattice_polygon<T>(bytes);
  pair.b = make_lattice_polygon<T>(bytes);
  if (shape == 2) place_touching(pair, bytes);
  if (shape == 3) pair.b = rewrite(pair.a, bytes);
  const int scale_exponent = bytes.take_small_int(std::numeric_limits<T>::max_exponent);
  const int offset_exponent = bytes.take_small_int(std::numeric_limits<T>::max_exponent - 2);
  const bool has_offset = bytes.take_choice(2);
  std::vector<T*> numbers;
  for (std::vector<Vec2<T>>* polygon : {&pair.a, &pair.b}) {
    for (Vec2<T>& p : *polygon) numbers.insert(numbers.end(), {&p.x, &p.y});
  }
  for (T* number : numbers) *number = std::ldexp(*number, scale_exponent);
  if (has_offset) {
    const T offset = std::ldexp(T(1), offset_exponent);
    for (T* number : numbers) *number += offset;
  }
  for (int nudge = bytes.take_choice(3); nudge > 0; --nudge) {
    T* number = numbers[bytes.take_choice(static_cast<unsigned>(numbers.size()))];
    *number = nudge_by_ulps(*number, bytes.take_small_int(3));
  }
  return pair;
}

}  // namespace obb2d::harness
