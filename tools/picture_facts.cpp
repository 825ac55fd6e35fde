#include "picture_facts.hpp"

#include "oracle/convex_hull.hpp"
#include "oracle/intersect_convex_polygons.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

namespace obb2d::cli {
namespace {

using oracle::Rational;
using Point = oracle::Point<Rational>;
using oracle::VertexList;

/// The point of segment s-t nearest to `p` (s == t allowed).
Point nearest_on_segment(const Point& p, const Point& s, const Point& t) {
  const Point edge = t - s;
  const Rational length_squared = oracle::dot(edge, edge);
  if (length_squared == 0) return s;
  const Rational along = oracle::dot(p - s, edge) / length_squared;
  if (along <= 0) return s;
  if (along >= 1) return t;
  return {s.x + along * edge.x, s.y + along * edge.y};
}

struct NearestPair {
  Rational squared_distance = -1;  ///< -1 until a pair is seen
  Point on_a, on_b;
};

/// Where edge direction `u` comes, turning counter-clockwise from straight
/// down (exclusive): -1 before `v`, 0 with it (the same direction), 1 after.
/// Two half turns, (-90, 90] and (90, 270] degrees; within one the cross
/// product decides.
int compare_turn(const Point& u, const Point& v) {
  const auto half_turn = [](const Point& d) { return d.x > 0 || (d.x == 0 && d.y > 0) ? 0 : 1; };
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

GapFeatures find_gap_features(const VertexList<Rational>& a, const VertexList<Rational>& b) {
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
    const Point along_a = a[(index_a + 1) % a.size()] - a[index_a];
    const Point along_b = b[index_b] - b[(index_b + 1) % b.size()];  // the edge of -B
    const int order = taken_b == b.size() ? -1 : taken_a == a.size() ? 1 : compare_turn(along_a, along_b);
    const bool moves_a = order <= 0, moves_b = order >= 0;
    const Point from = a[index_a] - b[index_b];
    Point to = from;
    if (moves_a) to = to + along_a;
    if (moves_b) to = to + along_b;
    const Point nearest = nearest_on_segment(Point{0, 0}, from, to);
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
void keep_nearest(const VertexList<Rational>& from, const VertexList<Rational>& to, bool is_from_a,
                  NearestPair& best) {
  for (const Point& p : from) {
    for (std::size_t i = 0; i < to.size(); ++i) {
      const Point q = nearest_on_segment(p, to[i], to[(i + 1) % to.size()]);
      const Point gap = q - p;
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

/// The same from the vertex lists (for hulls of 1 or 2 points, where one
/// side has at most two vertices, so the scans are O(n + m)): the squared
/// distance, and the vertices of each at that distance from the other.
GapFeatures find_gap_features_by_scan(const VertexList<Rational>& a, const VertexList<Rational>& b);

/// The nearest pair between the disjoint hulls `a` and `b` that a scan of
/// every vertex of A against every edge of B, then of every vertex of B
/// against every edge of A, would keep first (keep_nearest): tried only at
/// the vertices `gap` names, which hold every vertex at the gap's distance.
NearestPair find_nearest_pair(const VertexList<Rational>& a, const VertexList<Rational>& b, const GapFeatures& gap) {
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
Rational squared_thinnest_width(const VertexList<Rational>& polygon) {
  Rational thinnest = -1;
  std::size_t far = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Point edge = polygon[(i + 1) % polygon.size()] - polygon[i];
    const auto left_of_edge = [&](const Point& p) { return oracle::cross(edge, p); };
    far = i == 0 ? scan_for_largest(polygon, left_of_edge) : walk_to_largest(polygon, far, left_of_edge);
    const Rational c = oracle::cross(edge, polygon[far] - polygon[i]);
    const Rational squared = c * c / oracle::dot(edge, edge);
    if (thinnest < 0 || squared < thinnest) thinnest = squared;
  }
  return thinnest;
}

/// The area centroid of a convex polygon (>= 3 vertices, positive area),
/// from the triangles it fans into around its first vertex.
Point area_centroid(const VertexList<Rational>& polygon) {
  Rational twice_area = 0, x = 0, y = 0;
  for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
    const Point b = polygon[i] - polygon[0], c = polygon[i + 1] - polygon[0];
    const Rational twice_triangle = oracle::cross(b, c);
    twice_area += twice_triangle;
    x += twice_triangle * (b.x + c.x);
    y += twice_triangle * (b.y + c.y);
  }
  return {polygon[0].x + x / (3 * twice_area), polygon[0].y + y / (3 * twice_area)};
}

}  // namespace

double sqrt_to_double(const Rational& square) {
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

namespace {

Point to_exact(PlanePoint p) { return {oracle::to_rational<Rational>(p.x), oracle::to_rational<Rational>(p.y)}; }

/// The point of the convex hull `hull` (1 point, 2 end points, or a
/// counter-clockwise cycle) nearest to `p`: p itself when it is inside.
Point nearest_in_hull(const Point& p, const VertexList<Rational>& hull) {
  bool is_inside = hull.size() >= 3;
  for (std::size_t i = 0; i < hull.size() && is_inside; ++i) {
    is_inside = oracle::cross(hull[(i + 1) % hull.size()] - hull[i], p - hull[i]) >= 0;
  }
  if (is_inside) return p;
  Point nearest = hull[0];
  Rational least = -1;
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const Point q = nearest_on_segment(p, hull[i], hull[(i + 1) % hull.size()]);
    const Rational squared = oracle::dot(q - p, q - p);
    if (least < 0 || squared < least) least = squared, nearest = q;
  }
  return nearest;
}

/// How far inside the convex polygon `region` (counter-clockwise, >= 3
/// vertices) `p` lies, squared: the least squared distance to an edge's
/// line, or -1 when p is outside.
Rational squared_depth(const Point& p, const VertexList<Rational>& region) {
  Rational least = -1;
  for (std::size_t i = 0; i < region.size(); ++i) {
    const Point edge = region[(i + 1) % region.size()] - region[i];
    const Rational c = oracle::cross(edge, p - region[i]);
    if (c < 0) return -1;
    const Rational squared = c * c / oracle::dot(edge, edge);
    if (least < 0 || squared < least) least = squared;
  }
  return least;
}

/// A point rounded to the sum of two doubles (`high`, the nearest double,
/// and `low`, the nearest to what is left), and that sum exactly.
struct RoundedPoint {
  PlanePoint high, low;
  Point exact;
};

RoundedPoint round_twice(const Point& p) {
  const PlanePoint high = to_plane(p);
  const PlanePoint low = to_plane(p - to_exact(high));
  return {high, low, to_exact(high) + to_exact(low)};
}

/// The candidate `points` rounded, each to one double and to two
/// (round_twice: the nearer, but one double is sometimes luckier, landing
/// on a sliver's axis from its edge), and the rounding whose exact `score`
/// (a squared margin, -1 for none) is largest, with that score.
template <class Score>
std::pair<RoundedPoint, Rational> best_rounded(const std::vector<Point>& points, Score score) {
  std::pair<RoundedPoint, Rational> best{round_twice(points[0]), -2};
  for (const Point& point : points) {
    const RoundedPoint twice = round_twice(point);
    for (const RoundedPoint& rounded : {twice, RoundedPoint{twice.high, {0, 0}, to_exact(twice.high)}}) {
      const Rational value = score(rounded.exact);
      if (value > best.second) best = {rounded, value};
    }
  }
  return best;
}

GapFeatures find_gap_features_by_scan(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  NearestPair nearest;
  keep_nearest(a, b, true, nearest);
  keep_nearest(b, a, false, nearest);
  GapFeatures gap{nearest.squared_distance, {}, {}};
  for (const bool is_from_a : {true, false}) {
    const VertexList<Rational>& from = is_from_a ? a : b;
    for (std::size_t index = 0; index < from.size(); ++index) {
      const Point gap_vector = nearest_in_hull(from[index], is_from_a ? b : a) - from[index];
      if (oracle::dot(gap_vector, gap_vector) == gap.squared_distance) {
        (is_from_a ? gap.vertices_of_a : gap.vertices_of_b).push_back(index);
      }
    }
  }
  return gap;
}

/// How many vertices of a shape (or of A ∩ B) give focus candidates: all of
/// them up to this many, so the pictures of the findings (boxes, 4 vertices,
/// meeting in at most 8) weigh every candidate; beyond it a few, since each
/// candidate's margin costs a pass over the vertices.
constexpr std::size_t all_candidate_vertices = 16;

/// Vertices of `region` whose pairs give focus candidates: all of them up to
/// all_candidate_vertices, else 8 spread evenly around it.
VertexList<Rational> choose_candidate_vertices(const VertexList<Rational>& region) {
  if (region.size() <= all_candidate_vertices) return region;
  constexpr std::size_t spread = 8;
  VertexList<Rational> chosen;
  for (std::size_t i = 0; i < spread; ++i) chosen.push_back(region[i * region.size() / spread]);
  return chosen;
}

}  // namespace

PictureFacts find_picture_facts(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  const VertexList<Rational> hull_a = oracle::make_convex_hull(a), hull_b = oracle::make_convex_hull(b);
  // A ∩ B by the oracle itself (O(n m): about 3 s for two 1024-gons), so
  // that what the picture calls the oracle's truth is the oracle's.
  const VertexList<Rational> region = oracle::intersect_hulls(hull_a, hull_b);
  PictureFacts facts{oracle::relation_of_region(region), 0, true, {}, {}, 0, {}, {}};
  RoundedPoint focus;
  // The focus is a window's center, the sum of two doubles, and rounding
  // the ideal point (the overlap's centroid, the gap's middle) to that can
  // still throw it out of a sliver thinner than 2^-106 of its coordinates.
  // So several exact candidates are rounded, and the one with the largest
  // exact margin wins.
  Rational squared_width = 0, squared_margin = 0;
  if (facts.truth == oracle::Relation::overlapping) {
    const VertexList<Rational> chosen = choose_candidate_vertices(region);
    std::vector<Point> candidates{area_centroid(region)};
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      candidates.push_back({(chosen[i].x + candidates[0].x) / 2, (chosen[i].y + candidates[0].y) / 2});
      for (std::size_t j = i + 1; j < chosen.size(); ++j) {
        candidates.push_back({(chosen[i].x + chosen[j].x) / 2, (chosen[i].y + chosen[j].y) / 2});
      }
    }
    squared_width = squared_thinnest_width(region);
    std::tie(focus, squared_margin) =
        best_rounded(candidates, [&](const Point& p) { return squared_depth(p, region); });
  } else if (facts.truth == oracle::Relation::touching) {
    // The oracle's witness: the average of the region's (1 or 2) points.
    const Point witness = region.size() == 1 ? region[0]
                                             : Point{(region[0].x + region[1].x) / 2, (region[0].y + region[1].y) / 2};
    std::tie(focus, squared_margin) = best_rounded({witness}, [](const Point&) { return Rational(0); });
  } else {
    const GapFeatures gap = hull_a.size() >= 3 && hull_b.size() >= 3 ? find_gap_features(hull_a, hull_b)
                                                                      : find_gap_features_by_scan(hull_a, hull_b);
    const NearestPair nearest = find_nearest_pair(hull_a, hull_b, gap);
    squared_width = nearest.squared_distance;
    const Point middle{(nearest.on_a.x + nearest.on_b.x) / 2, (nearest.on_a.y + nearest.on_b.y) / 2};
    std::vector<Point> candidates{middle};
    // Every vertex of a small shape; of a large one, those at the gap's
    // distance (a vertex much farther from the other shape gives a
    // candidate outside the gap, which scores -1).
    for (const bool is_from_a : {true, false}) {
      const VertexList<Rational>&from = is_from_a ? hull_a : hull_b, &to = is_from_a ? hull_b : hull_a;
      const std::vector<std::size_t>& near = is_from_a ? gap.vertices_of_a : gap.vertices_of_b;
      for (std::size_t index = 0; index < from.size(); ++index) {
        if (from.size() > all_candidate_vertices && !std::binary_search(near.begin(), near.end(), index)) continue;
        const Point q = nearest_in_hull(from[index], to);
        candidates.push_back({(from[index].x + q.x) / 2, (from[index].y + q.y) / 2});
      }
    }
    // The margin of a point in the gap: its distance to the nearer shape,
    // for a point within one gap width of both (so in the gap, not merely
    // far from both shapes; the gap's middle is half a width from each).
    std::tie(focus, squared_margin) = best_rounded(candidates, [&](const Point& p) {
      const Point to_a = nearest_in_hull(p, hull_a) - p, to_b = nearest_in_hull(p, hull_b) - p;
      const Rational squared_a = oracle::dot(to_a, to_a), squared_b = oracle::dot(to_b, to_b);
      if (squared_a > squared_width || squared_b > squared_width) return Rational(-1);
      return std::min(squared_a, squared_b);
    });
  }
  facts.width = sqrt_to_double(squared_width);
  facts.is_width_exact = std::isfinite(facts.width) &&
                         oracle::to_rational<Rational>(facts.width) * oracle::to_rational<Rational>(facts.width) ==
                             squared_width;
  facts.focus_margin = sqrt_to_double(squared_margin);
  facts.focus = focus.high;
  facts.focus_correction = focus.low;
  facts.to_a = to_plane(nearest_in_hull(focus.exact, hull_a) - focus.exact);
  facts.to_b = to_plane(nearest_in_hull(focus.exact, hull_b) - focus.exact);
  return facts;
}

std::string describe_width(const PictureFacts& facts) {
  if (facts.truth == oracle::Relation::touching) return "they meet: no gap, no overlap";
  if (!std::isfinite(facts.width)) return "gap beyond the double range (over 1.8e308)";
  char text[96];
  const char* what = facts.truth == oracle::Relation::disjoint ? "gap" : "overlap width";
  if (facts.is_width_exact) {
    std::snprintf(text, sizeof text, "%s %.5g (exactly %a)", what, facts.width, facts.width);
  } else {
    std::snprintf(text, sizeof text, "%s about %.5g", what, facts.width);
  }
  return text;
}

}  // namespace obb2d::cli
