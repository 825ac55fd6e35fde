#pragma once
/// @file
/// Closed half-planes, the regions (point, segment or polygon) they cut out,
/// and Sutherland-Hodgman clipping of a convex vertex cycle by one of them.

#include "point.hpp"

namespace obb2d::oracle {

/// The closed half-plane { p : normal . (p - anchor) >= 0 }.
template <class Q>
struct HalfPlane {
  Point<Q> anchor;  ///< a point on the boundary line
  Point<Q> normal;  ///< points into the half-plane; must not be zero

  /// How far `p` lies inside, scaled by |normal|: > 0 inside, 0 on the
  /// boundary, < 0 outside. Exact.
  Q signed_distance(const Point<Q>& p) const { return dot(normal, p - anchor); }
};

/// Closed half-planes whose intersection is exactly the convex region of a
/// canonical hull (see make_convex_hull):
/// - a polygon (counter-clockwise): the left side of each edge;
/// - a segment a-b: both sides of its line (so: the line) and the two caps
///   { (p - a) . (b - a) >= 0 } and { (p - b) . (a - b) >= 0 };
/// - a point q: x >= q.x, x <= q.x, y >= q.y, y <= q.y.
/// An empty hull has no half-planes; callers handle it before.
template <class Q>
std::vector<HalfPlane<Q>> make_half_planes_of_hull(const VertexList<Q>& hull) {
  std::vector<HalfPlane<Q>> planes;
  planes.reserve(hull.size() >= 3 ? hull.size() : 4);
  if (hull.size() >= 3) {
    for (std::size_t i = 0; i < hull.size(); ++i) {
      const Point<Q> edge = hull[(i + 1) % hull.size()] - hull[i];
      planes.push_back({hull[i], Point<Q>{-edge.y, edge.x}});  // left normal
    }
  } else if (hull.size() == 2) {
    const Point<Q> along = hull[1] - hull[0];
    const Point<Q> left{-along.y, along.x};
    planes.push_back({hull[0], left});
    planes.push_back({hull[0], Point<Q>{-left.x, -left.y}});
    planes.push_back({hull[0], along});
    planes.push_back({hull[1], Point<Q>{-along.x, -along.y}});
  } else if (hull.size() == 1) {
    planes.push_back({hull[0], Point<Q>{1, 0}});
    planes.push_back({hull[0], Point<Q>{-1, 0}});
    planes.push_back({hull[0], Point<Q>{0, 1}});
    planes.push_back({hull[0], Point<Q>{0, -1}});
  }
  return planes;
}

/// The part of the convex region described by `cycle` that lies in the
/// closed half-plane `plane`, as a vertex cycle (it may repeat points).
///
/// Sutherland-Hodgman, one clip edge (Sutherland & Hodgman, CACM 1974):
///   for each edge (current -> next) of the cycle:
///     if current is inside (distance >= 0): keep current
///     if current and next are strictly on opposite sides:
///       keep the exact crossing point current + (next - current) * t,
///       t = d(current) / (d(current) - d(next))
/// Because the boundary counts as inside and nothing rounds, a region that
/// only touches the line keeps exactly its touching vertex or edge. A point is
/// the 1-cycle (p), a segment the 2-cycle (a, b); both clip correctly.
template <class Q>
VertexList<Q> clip_by_half_plane(const VertexList<Q>& cycle, const HalfPlane<Q>& plane) {
  VertexList<Q> kept;
  kept.reserve(cycle.size() + 1);  // a half-plane adds at most one vertex to a convex cycle
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    const Point<Q>& current = cycle[i];
    const Point<Q>& next = cycle[(i + 1) % cycle.size()];
    const Q current_distance = plane.signed_distance(current);
    const Q next_distance = plane.signed_distance(next);
    if (current_distance >= 0) kept.push_back(current);
    const bool crosses = (current_distance > 0 && next_distance < 0) ||
                         (current_distance < 0 && next_distance > 0);
    if (crosses) {
      const Q t = current_distance / (current_distance - next_distance);
      kept.push_back({current.x + (next.x - current.x) * t, current.y + (next.y - current.y) * t});
    }
  }
  return kept;
}

}  // namespace obb2d::oracle
