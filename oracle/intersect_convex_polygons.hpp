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
#include <utility>

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

/// The closed intersection of two regions given as canonical hulls (see
/// make_convex_hull), as a canonical hull:
///
///   region = a as a vertex cycle
///   for each closed half-plane H whose intersection is b:
///     region = clip(region, H)          (Sutherland-Hodgman, exact)
///   region = hull(region)
template <class Q>
VertexList<Q> intersect_hulls(const VertexList<Q>& a, const VertexList<Q>& b) {
  if (b.empty()) return {};
  VertexList<Q> region = a;
  for (const HalfPlane<Q>& plane : make_half_planes_of_hull(b)) {
    if (region.empty()) break;
    region = clip_by_half_plane(region, plane);
  }
  return make_convex_hull(std::move(region));
}

/// What the canonical hull of A ∩ B says of A and B: empty -> disjoint;
/// 1 or 2 hull points -> touching; 3 or more (a strictly convex polygon)
/// -> overlapping.
template <class Q>
Relation relation_of_region(const VertexList<Q>& region) {
  if (region.empty()) return Relation::disjoint;
  return region.size() >= 3 ? Relation::overlapping : Relation::touching;
}

/// The exact intersection of the convex hulls of `a` and `b`.
///
/// Each list may hold 1..N vertices in any order or orientation, with
/// duplicates and collinear points: the region is their convex hull (for the
/// vertices of a convex polygon, the polygon itself), so points, segments and
/// polygons are all legal. An empty list is the empty set. The region is
/// intersect_hulls of the two hulls; the relation is read off its dimension
/// (relation_of_region), the area and the witness off its vertices.
template <class Q>
Intersection<Q> intersect_convex_polygons(const VertexList<Q>& a, const VertexList<Q>& b) {
  Intersection<Q> result;
  result.region = intersect_hulls(make_convex_hull(a), make_convex_hull(b));
  const VertexList<Q>& hull = result.region;
  result.relation = relation_of_region(hull);
  if (hull.empty()) return result;

  if (result.relation == Relation::overlapping) result.area = twice_signed_area(hull) / 2;
  Point<Q> sum{0, 0};
  for (const Point<Q>& p : hull) sum = sum + p;
  const Q count = static_cast<int>(hull.size());
  result.witness = Point<Q>{sum.x / count, sum.y / count};
  return result;
}

}  // namespace obb2d::oracle
