#pragma once
/// @file
/// The oracle: the exact closed intersection of two convex regions, and what
/// it says about them (disjoint, touching or overlapping, and how much).
///
/// It is the project's second opinion, so it shares nothing with the
/// separating-axis reasoning of the kernel: it computes the intersection
/// itself, by clipping, and reads the relation off that set.

#include "convex_hull.hpp"
#include "half_plane_clip.hpp"
#include "relation.hpp"

#include <optional>

namespace obb2d::oracle {

/// Everything the oracle knows about A ∩ B (both closed).
template <class Q>
struct Intersection {
  Relation relation = Relation::disjoint;  ///< from the region's dimension
  Q area = 0;                              ///< exact area of A ∩ B (0 unless overlapping)
  /// A point of A ∩ B when it is non-empty: the average of the region's hull
  /// vertices, which lies strictly inside A ∩ B when it is overlapping.
  std::optional<Point<Q>> witness;
  /// A ∩ B as a canonical hull (see make_convex_hull): empty, one point, a
  /// segment's two end points, or a counter-clockwise polygon.
  VertexList<Q> region;
};

/// The exact intersection of the convex hulls of `a` and `b`.
///
/// Each list may hold 1..N vertices in any order or orientation, with
/// duplicates and collinear points: the region is their convex hull (for the
/// vertices of a convex polygon, the polygon itself), so points, segments and
/// polygons are all legal. An empty list is the empty set.
///
///   A = hull(a), B = hull(b)
///   region = A as a vertex cycle
///   for each closed half-plane H whose intersection is B:
///     region = clip(region, H)          (Sutherland-Hodgman, exact)
///   region = hull(region)
///   relation: empty -> disjoint; 1 or 2 hull points -> touching;
///             3 or more (a strictly convex polygon) -> overlapping
template <class Q>
Intersection<Q> intersect_convex_polygons(const VertexList<Q>& a, const VertexList<Q>& b) {
  Intersection<Q> result;
  VertexList<Q> region = make_convex_hull(a);
  const VertexList<Q> clipper = make_convex_hull(b);
  if (clipper.empty()) region.clear();
  for (const HalfPlane<Q>& plane : make_half_planes_of_hull(clipper)) {
    if (region.empty()) break;
    region = clip_by_half_plane(region, plane);
  }
  result.region = make_convex_hull(region);
  const VertexList<Q>& hull = result.region;
  if (hull.empty()) return result;

  result.relation = hull.size() >= 3 ? Relation::overlapping : Relation::touching;
  if (result.relation == Relation::overlapping) result.area = twice_signed_area(hull) / 2;
  Point<Q> sum{0, 0};
  for (const Point<Q>& p : hull) sum = sum + p;
  const Q count = static_cast<int>(hull.size());
  result.witness = Point<Q>{sum.x / count, sum.y / count};
  return result;
}

}  // namespace obb2d::oracle
