#pragma once
/// @file
/// The exact convex hull of a vertex list: how the oracle turns whatever
/// vertices it is given (duplicates, collinear runs, either orientation) into
/// one canonical description of the region.

#include "point.hpp"

#include <algorithm>

namespace obb2d::oracle {

/// The convex hull of `points`, canonical and exact:
/// - empty input            -> empty list;
/// - all points equal       -> that one point;
/// - all points collinear   -> the segment's two distinct end points;
/// - otherwise              -> the strictly convex vertices, counter-clockwise,
///                             starting at the lexicographically smallest.
///
/// Andrew's monotone chain (A. M. Andrew, 1979):
///   sort points lexicographically, drop duplicates
///   lower chain: for p in order:   pop while last two and p do not turn left
///   upper chain: for p in reverse: pop while last two and p do not turn left
///   hull = lower + upper without their shared end points
/// "do not turn left" (orientation <= 0) removes collinear middle points, so
/// every returned vertex is a true corner.
template <class Q>
VertexList<Q> make_convex_hull(VertexList<Q> points) {
  std::sort(points.begin(), points.end(), is_lexicographically_less<Q>);
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() <= 2) return points;

  VertexList<Q> hull(2 * points.size());
  std::size_t size = 0;
  auto add_to_chain = [&](const Point<Q>& p, std::size_t chain_start) {
    while (size >= chain_start + 2 && orientation(hull[size - 2], hull[size - 1], p) <= 0) --size;
    hull[size++] = p;
  };
  for (const Point<Q>& p : points) add_to_chain(p, 0);
  const std::size_t lower_size = size;
  for (auto it = points.rbegin() + 1; it != points.rend(); ++it) add_to_chain(*it, lower_size - 1);
  hull.resize(size - 1);  // the last point repeats the first
  return hull;
}

/// Twice the signed area of a closed vertex cycle (shoelace formula): > 0 for
/// a counter-clockwise polygon, 0 for a point or a segment.
template <class Q>
Q twice_signed_area(const VertexList<Q>& cycle) {
  Q sum = 0;
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    sum += cross(cycle[i], cycle[(i + 1) % cycle.size()]);
  }
  return sum;
}

}  // namespace obb2d::oracle
