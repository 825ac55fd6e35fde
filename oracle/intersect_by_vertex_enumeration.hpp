#pragma once
/// @file
/// A second exact method for A ∩ B, used only to cross-check the clipping
/// oracle: it shares no clipping, no half-planes and no separating axes.
///
/// For convex A and B, every corner of A ∩ B is a corner of A inside B, a
/// corner of B inside A, or a point where an edge of A meets an edge of B
/// (O'Rourke, "Computational Geometry in C", §7.6). So A ∩ B is the convex
/// hull of those candidate points; the relation and area are read off it.

#include "convex_hull.hpp"
#include "relation.hpp"

namespace obb2d::oracle {

/// Whether p lies in the closed region of a canonical hull (point, segment or
/// counter-clockwise polygon): exact point-in-convex-polygon by orientations.
template <class Q>
bool is_point_in_hull(const Point<Q>& p, const VertexList<Q>& hull) {
  if (hull.empty()) return false;
  if (hull.size() == 1) return p == hull[0];
  if (hull.size() == 2) {
    if (orientation(hull[0], hull[1], p) != 0) return false;
    return dot(p - hull[0], hull[1] - hull[0]) >= 0 && dot(p - hull[1], hull[0] - hull[1]) >= 0;
  }
  for (std::size_t i = 0; i < hull.size(); ++i) {
    if (orientation(hull[i], hull[(i + 1) % hull.size()], p) < 0) return false;
  }
  return true;
}

/// Whether p lies on the closed segment a-b, given that it is on its line.
template <class Q>
bool is_collinear_point_within(const Point<Q>& p, const Point<Q>& a, const Point<Q>& b) {
  return (p.x - a.x) * (p.x - b.x) <= 0 && (p.y - a.y) * (p.y - b.y) <= 0;
}

/// Appends to `out` the points where closed segments p1-p2 and q1-q2 meet:
/// nothing, their one common point, or (when they overlap on one line) the
/// end points of the overlap. Degenerate segments (p1 == p2) are points.
template <class Q>
void append_segment_intersection(const Point<Q>& p1, const Point<Q>& p2, const Point<Q>& q1,
                                 const Point<Q>& q2, VertexList<Q>& out) {
  const Q d1 = orientation(q1, q2, p1);
  const Q d2 = orientation(q1, q2, p2);
  const Q d3 = orientation(p1, p2, q1);
  const Q d4 = orientation(p1, p2, q2);
  const auto same_strict_side = [](const Q& s, const Q& t) { return (s > 0 && t > 0) || (s < 0 && t < 0); };
  if (same_strict_side(d1, d2) || same_strict_side(d3, d4)) return;

  if ((d1 == 0 && d2 == 0) || (d3 == 0 && d4 == 0)) {
    // Both on one line (or one segment is a point on the other's line).
    if (d1 == 0 && is_collinear_point_within(p1, q1, q2)) out.push_back(p1);
    if (d2 == 0 && is_collinear_point_within(p2, q1, q2)) out.push_back(p2);
    if (d3 == 0 && is_collinear_point_within(q1, p1, p2)) out.push_back(q1);
    if (d4 == 0 && is_collinear_point_within(q2, p1, p2)) out.push_back(q2);
    return;
  }
  // The lines cross once, at parameter t = d1 / (d1 - d2) along p1 -> p2.
  const Q t = d1 / (d1 - d2);
  out.push_back({p1.x + (p2.x - p1.x) * t, p1.y + (p2.y - p1.y) * t});
}

/// The result of the vertex-enumeration method.
template <class Q>
struct EnumeratedIntersection {
  Relation relation = Relation::disjoint;  ///< from the hull of the candidates
  Q area = 0;                              ///< exact area of that hull
  VertexList<Q> region;                    ///< the canonical hull of A ∩ B
};

/// A ∩ B for the convex hulls of `a` and `b`, by vertex enumeration.
template <class Q>
EnumeratedIntersection<Q> intersect_by_vertex_enumeration(const VertexList<Q>& a,
                                                          const VertexList<Q>& b) {
  const VertexList<Q> hull_a = make_convex_hull(a);
  const VertexList<Q> hull_b = make_convex_hull(b);
  VertexList<Q> candidates;
  for (const Point<Q>& p : hull_a) if (is_point_in_hull(p, hull_b)) candidates.push_back(p);
  for (const Point<Q>& p : hull_b) if (is_point_in_hull(p, hull_a)) candidates.push_back(p);
  for (std::size_t i = 0; i < hull_a.size(); ++i) {
    for (std::size_t j = 0; j < hull_b.size(); ++j) {
      append_segment_intersection(hull_a[i], hull_a[(i + 1) % hull_a.size()], hull_b[j],
                                  hull_b[(j + 1) % hull_b.size()], candidates);
    }
  }
  EnumeratedIntersection<Q> result;
  result.region = make_convex_hull(candidates);
  if (result.region.empty()) return result;
  result.relation = result.region.size() >= 3 ? Relation::overlapping : Relation::touching;
  result.area = twice_signed_area(result.region) / 2;
  return result;
}

}  // namespace obb2d::oracle
