#pragma once
/// @file
/// How far apart two convex shapes are, or how deeply they overlap, exactly:
/// the distance between disjoint shapes, the thinnest width of what they
/// share, and the pieces both are made of (nearest points, the rotating
/// calipers). The pictures of obb2d's reports zoom on these widths
/// (oracle/picture_facts.hpp); every finding states them
/// (find_separation), absolute and relative to the shapes' size, so that
/// "wrong by a documented slop" and "wrong by half the box" differ.

#include "convex_hull.hpp"
#include "intersect_convex_polygons.hpp"
#include "point.hpp"
#include "rational.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace obb2d::oracle {

/// A point in rationals.
using QPoint = Point<Rational>;

/// The point of segment s-t nearest to `p` (s == t allowed).
inline QPoint nearest_on_segment(const QPoint& p, const QPoint& s, const QPoint& t) {
  const QPoint edge = t - s;
  const Rational length_squared = oracle::dot(edge, edge);
  if (length_squared == 0) return s;
  const Rational along = oracle::dot(p - s, edge) / length_squared;
  if (along <= 0) return s;
  if (along >= 1) return t;
  return {s.x + along * edge.x, s.y + along * edge.y};
}

struct NearestPair {
  Rational squared_distance = -1;  ///< -1 until a pair is seen
  QPoint on_a, on_b;
};

/// Where edge direction `u` comes, turning counter-clockwise from straight
/// down (exclusive): -1 before `v`, 0 with it (the same direction), 1 after.
/// Two half turns, (-90, 90] and (90, 270] degrees; within one the cross
/// product decides.
inline int compare_turn(const QPoint& u, const QPoint& v) {
  const auto half_turn = [](const QPoint& d) { return d.x > 0 || (d.x == 0 && d.y > 0) ? 0 : 1; };
  if (half_turn(u) != half_turn(v)) return half_turn(u) < half_turn(v) ? -1 : 1;
  const Rational turn = oracle::cross(u, v);
  return turn > 0 ? -1 : turn < 0 ? 1 : 0;
}

/// The squared distance between two disjoint convex polygons (canonical
/// hulls, >= 3 vertices each), and the indices of the vertices of `a` and of
/// `b` that lie on the features of the Minkowski difference A - B at that
/// distance: every vertex of A at the gap's distance from B is among them,
/// and so is every such vertex of B.
///
/// The distance between A and B is the distance from the origin to
/// A - B = A + (-B), whose boundary is A's and -B's edges merged by
/// direction (de Berg et al., Computational Geometry, 13.3), each of its
/// edges a_i - b_j -> next with the A and B vertices it came from:
///
///   i = A's leftmost vertex (lowest of those), j = B's rightmost (highest of those)
///   n + m times: take the edge of A at i or of -B at j that turns least
///     (both when parallel); the edge of A - B from a_i - b_j; advance i, j
///   keep the least distance from the origin to those edges
///
/// O(n + m), exact. A point a_i - b_j + t e of the boundary is one pair of
/// points of A and B (a support point is unique on each side but where both
/// have an edge of that direction, then both move along it), so every pair
/// of points at the gap's distance sits on one of the kept edges.
struct GapFeatures {
  Rational squared_distance = -1;
  std::vector<std::size_t> vertices_of_a, vertices_of_b;
};

inline GapFeatures find_gap_features(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  struct Step {
    std::size_t index_a, index_b;
    bool moves_a, moves_b;
    Rational squared;
  };
  std::vector<Step> steps;
  steps.reserve(a.size() + b.size());
  std::size_t index_a = 0;  // a canonical hull starts at its leftmost vertex (lowest of those)
  std::size_t index_b = 0;
  for (std::size_t j = 1; j < b.size(); ++j) {
    if (oracle::is_lexicographically_less(b[index_b], b[j])) index_b = j;
  }
  GapFeatures gap;
  for (std::size_t taken_a = 0, taken_b = 0; taken_a < a.size() || taken_b < b.size();) {
    const QPoint along_a = a[(index_a + 1) % a.size()] - a[index_a];
    const QPoint along_b = b[index_b] - b[(index_b + 1) % b.size()];  // the edge of -B
    const int order = taken_b == b.size() ? -1 : taken_a == a.size() ? 1 : compare_turn(along_a, along_b);
    const bool moves_a = order <= 0, moves_b = order >= 0;
    const QPoint from = a[index_a] - b[index_b];
    QPoint to = from;
    if (moves_a) to = to + along_a;
    if (moves_b) to = to + along_b;
    const QPoint nearest = nearest_on_segment(QPoint{0, 0}, from, to);
    Rational squared = oracle::dot(nearest, nearest);
    if (gap.squared_distance < 0 || squared < gap.squared_distance) gap.squared_distance = squared;
    steps.push_back({index_a, index_b, moves_a, moves_b, std::move(squared)});
    if (moves_a) index_a = (index_a + 1) % a.size(), ++taken_a;
    if (moves_b) index_b = (index_b + 1) % b.size(), ++taken_b;
  }
  for (const Step& step : steps) {
    if (step.squared != gap.squared_distance) continue;
    gap.vertices_of_a.push_back(step.index_a);
    if (step.moves_a) gap.vertices_of_a.push_back((step.index_a + 1) % a.size());
    gap.vertices_of_b.push_back(step.index_b);
    if (step.moves_b) gap.vertices_of_b.push_back((step.index_b + 1) % b.size());
  }
  for (std::vector<std::size_t>* indices : {&gap.vertices_of_a, &gap.vertices_of_b}) {
    std::sort(indices->begin(), indices->end());
    indices->erase(std::unique(indices->begin(), indices->end()), indices->end());
  }
  return gap;
}

/// Keeps in `best` the nearer of it and the nearest pair between a vertex
/// of `from` and the boundary of `to` (hulls: 1 point, 2 end points, or a
/// cycle). Between disjoint convex sets the nearest pair always has a vertex
/// of one of them, so both directions together find it.
inline void keep_nearest(const VertexList<Rational>& from, const VertexList<Rational>& to, bool is_from_a,
                  NearestPair& best) {
  for (const QPoint& p : from) {
    for (std::size_t i = 0; i < to.size(); ++i) {
      const QPoint q = nearest_on_segment(p, to[i], to[(i + 1) % to.size()]);
      const QPoint gap = q - p;
      const Rational squared = oracle::dot(gap, gap);
      if (best.squared_distance < 0 || squared < best.squared_distance) {
        best = {squared, is_from_a ? p : q, is_from_a ? q : p};
      }
    }
  }
}


/// The index of the vertex of `polygon` (a strictly convex counter-clockwise
/// cycle, >= 3 vertices) where `value` (a linear function of the point) is
/// largest, walking forward from `start`, which must be a largest vertex for
/// a direction at most a half turn clockwise of this one's (or any vertex,
/// when `start` comes from a full scan). Moves while the next vertex is
/// strictly larger: the values along a convex cycle rise to one maximum
/// (a plateau of at most two vertices) and fall to one minimum, and the
/// maximum moves forward as the direction turns counter-clockwise (the
/// rotating calipers, Shamos 1978; Toussaint 1983). At most one lap.
template <class Value>
std::size_t walk_to_largest(const VertexList<Rational>& polygon, std::size_t start, Value value) {
  std::size_t index = start;
  Rational here = value(polygon[index]);
  for (std::size_t step = 0; step < polygon.size(); ++step) {
    const std::size_t next = (index + 1) % polygon.size();
    Rational there = value(polygon[next]);
    if (!(there > here)) break;
    index = next, here = std::move(there);
  }
  return index;
}

/// The index of the largest vertex of `polygon` for `value`, by a full scan
/// (the first, in list order, of equal ones).
template <class Value>
std::size_t scan_for_largest(const VertexList<Rational>& polygon, Value value) {
  std::size_t best = 0;
  Rational largest = value(polygon[0]);
  for (std::size_t i = 1; i < polygon.size(); ++i) {
    Rational candidate = value(polygon[i]);
    if (candidate > largest) best = i, largest = std::move(candidate);
  }
  return best;
}

/// The nearest pair between the disjoint hulls `a` and `b` that a scan of
/// every vertex of A against every edge of B, then of every vertex of B
/// against every edge of A, would keep first (keep_nearest): tried only at
/// the vertices `gap` names, which hold every vertex at the gap's distance.
inline NearestPair find_nearest_pair(const VertexList<Rational>& a, const VertexList<Rational>& b, const GapFeatures& gap) {
  for (const bool is_from_a : {true, false}) {
    const VertexList<Rational>& from = is_from_a ? a : b;
    for (const std::size_t index : is_from_a ? gap.vertices_of_a : gap.vertices_of_b) {
      NearestPair nearest;
      keep_nearest({from[index]}, is_from_a ? b : a, is_from_a, nearest);
      if (nearest.squared_distance == gap.squared_distance) return nearest;
    }
  }
  assert(false && "no vertex at the gap's distance");
  NearestPair nearest;
  keep_nearest(a, b, true, nearest);
  keep_nearest(b, a, false, nearest);
  return nearest;
}

/// The squared thinnest width of a convex polygon (>= 3 vertices,
/// counter-clockwise, strictly convex): the least, over its edges, of the
/// largest squared distance of a vertex from the edge's line.
///
///   far = the vertex farthest left of edge 0 (full scan)
///   for each edge i in order:
///     far = walk_to_largest(far, cross(edge i, .))   (rotating calipers)
///     width_i^2 = cross(edge i, far - p_i)^2 / |edge i|^2
///
/// O(n) in all: the farthest vertex goes round once while the edges do.
inline Rational squared_thinnest_width(const VertexList<Rational>& polygon) {
  Rational thinnest = -1;
  std::size_t far = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const QPoint edge = polygon[(i + 1) % polygon.size()] - polygon[i];
    const auto left_of_edge = [&](const QPoint& p) { return oracle::cross(edge, p); };
    far = i == 0 ? scan_for_largest(polygon, left_of_edge) : walk_to_largest(polygon, far, left_of_edge);
    const Rational c = oracle::cross(edge, polygon[far] - polygon[i]);
    const Rational squared = c * c / oracle::dot(edge, edge);
    if (thinnest < 0 || squared < thinnest) thinnest = squared;
  }
  return thinnest;
}


inline double sqrt_to_double(const Rational& square) {
  if (square <= 0) return 0;
  using boost::multiprecision::mpz_int;
  // square = scaled * 4^half_exponent with scaled near 1: converting scaled
  // neither underflows nor overflows, and ldexp puts the exponent back.
  const long half_exponent = (static_cast<long>(boost::multiprecision::msb(numerator(square))) -
                              static_cast<long>(boost::multiprecision::msb(denominator(square)))) /
                             2;
  const mpz_int power = mpz_int(1) << static_cast<unsigned>(2 * std::labs(half_exponent));
  const Rational scaled = half_exponent >= 0 ? Rational(square / power) : Rational(square * power);
  return std::ldexp(std::sqrt(scaled.convert_to<double>()), static_cast<int>(half_exponent));
}


/// The point of the convex hull `hull` (1 point, 2 end points, or a
/// counter-clockwise cycle) nearest to `p`: p itself when it is inside.
inline QPoint nearest_in_hull(const QPoint& p, const VertexList<Rational>& hull) {
  bool is_inside = hull.size() >= 3;
  for (std::size_t i = 0; i < hull.size() && is_inside; ++i) {
    is_inside = oracle::cross(hull[(i + 1) % hull.size()] - hull[i], p - hull[i]) >= 0;
  }
  if (is_inside) return p;
  QPoint nearest = hull[0];
  Rational least = -1;
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const QPoint q = nearest_on_segment(p, hull[i], hull[(i + 1) % hull.size()]);
    const Rational squared = oracle::dot(q - p, q - p);
    if (least < 0 || squared < least) least = squared, nearest = q;
  }
  return nearest;
}


/// The same from the vertex lists (for hulls of 1 or 2 points, where one
/// side has at most two vertices, so the scans are O(n + m)): the squared
/// distance, and the vertices of each at that distance from the other.

inline GapFeatures find_gap_features_by_scan(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  NearestPair nearest;
  keep_nearest(a, b, true, nearest);
  keep_nearest(b, a, false, nearest);
  GapFeatures gap{nearest.squared_distance, {}, {}};
  for (const bool is_from_a : {true, false}) {
    const VertexList<Rational>& from = is_from_a ? a : b;
    for (std::size_t index = 0; index < from.size(); ++index) {
      const QPoint gap_vector = nearest_in_hull(from[index], is_from_a ? b : a) - from[index];
      if (oracle::dot(gap_vector, gap_vector) == gap.squared_distance) {
        (is_from_a ? gap.vertices_of_a : gap.vertices_of_b).push_back(index);
      }
    }
  }
  return gap;
}


/// The exact width of what separates or joins two convex shapes, and
/// their size.
struct Separation {
  Relation relation = Relation::touching;
  Rational squared_width = 0;  ///< disjoint: the squared distance; overlapping: the squared thinnest width of A ∩ B; touching: 0
  Rational size = 0;           ///< the smaller shape's size: the longer side of its axis-aligned bounding box
};

/// The larger extent of `points`' axis-aligned bounding box (0 for one point).
inline Rational bounding_size(const VertexList<Rational>& points) {
  Rational min_x = points[0].x, max_x = points[0].x, min_y = points[0].y, max_y = points[0].y;
  for (const oracle::Point<Rational>& p : points) {
    min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
  }
  return std::max(Rational(max_x - min_x), Rational(max_y - min_y));
}

/// The separation of the convex hulls of `a` and `b` (each non-empty):
/// A ∩ B by the oracle, then its thinnest width (overlapping) or the
/// distance between the hulls (disjoint). The smaller shape is the one of
/// smaller size; a shape of size 0 (a point) counts only when both are.
inline Separation find_separation(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  const VertexList<Rational> hull_a = make_convex_hull(a), hull_b = make_convex_hull(b);
  const VertexList<Rational> region = intersect_hulls(hull_a, hull_b);
  Separation separation;
  separation.relation = relation_of_region(region);
  if (separation.relation == Relation::overlapping) {
    separation.squared_width = squared_thinnest_width(region);
  } else if (separation.relation == Relation::disjoint) {
    const GapFeatures gap = hull_a.size() >= 3 && hull_b.size() >= 3 ? find_gap_features(hull_a, hull_b)
                                                                      : find_gap_features_by_scan(hull_a, hull_b);
    separation.squared_width = gap.squared_distance;
  }
  const Rational size_a = bounding_size(hull_a), size_b = bounding_size(hull_b);
  separation.size = size_a == 0 ? size_b : size_b == 0 ? size_a : std::min(size_a, size_b);
  return separation;
}

}  // namespace obb2d::oracle
