#include "picture_facts.hpp"

#include "oracle/convex_hull.hpp"
#include "oracle/intersect_convex_polygons.hpp"

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

/// The squared thinnest width of a convex polygon (>= 3 vertices, in order):
/// the least, over its edges, of the largest squared distance of a vertex
/// from the edge's line.
Rational squared_thinnest_width(const VertexList<Rational>& polygon) {
  Rational thinnest = -1;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Point edge = polygon[(i + 1) % polygon.size()] - polygon[i];
    Rational largest_cross = 0;
    for (const Point& p : polygon) {
      const Rational c = oracle::cross(edge, p - polygon[i]);
      if (c * c > largest_cross) largest_cross = c * c;
    }
    const Rational squared = largest_cross / oracle::dot(edge, edge);
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

}  // namespace

PictureFacts find_picture_facts(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  const oracle::Intersection<Rational> meet = oracle::intersect_convex_polygons(a, b);
  const VertexList<Rational> hull_a = oracle::make_convex_hull(a), hull_b = oracle::make_convex_hull(b);
  PictureFacts facts{meet.relation, 0, true, {}, {}, 0, {}, {}};
  RoundedPoint focus;
  // The focus is a window's center, the sum of two doubles, and rounding
  // the ideal point (the overlap's centroid, the gap's middle) to that can
  // still throw it out of a sliver thinner than 2^-106 of its coordinates.
  // So several exact candidates are rounded, and the one with the largest
  // exact margin wins.
  Rational squared_width = 0, squared_margin = 0;
  if (meet.relation == oracle::Relation::overlapping) {
    const VertexList<Rational>& region = meet.region;
    std::vector<Point> candidates{area_centroid(region)};
    for (std::size_t i = 0; i < region.size(); ++i) {
      candidates.push_back({(region[i].x + candidates[0].x) / 2, (region[i].y + candidates[0].y) / 2});
      for (std::size_t j = i + 1; j < region.size(); ++j) {
        candidates.push_back({(region[i].x + region[j].x) / 2, (region[i].y + region[j].y) / 2});
      }
    }
    squared_width = squared_thinnest_width(region);
    std::tie(focus, squared_margin) =
        best_rounded(candidates, [&](const Point& p) { return squared_depth(p, region); });
  } else if (meet.relation == oracle::Relation::touching) {
    std::tie(focus, squared_margin) = best_rounded({*meet.witness}, [](const Point&) { return Rational(0); });
  } else {
    NearestPair nearest;
    keep_nearest(hull_a, hull_b, true, nearest);
    keep_nearest(hull_b, hull_a, false, nearest);
    squared_width = nearest.squared_distance;
    const Point middle{(nearest.on_a.x + nearest.on_b.x) / 2, (nearest.on_a.y + nearest.on_b.y) / 2};
    std::vector<Point> candidates{middle};
    for (const auto& [from, to] : {std::pair{&hull_a, &hull_b}, {&hull_b, &hull_a}}) {
      for (const Point& p : *from) {
        const Point q = nearest_in_hull(p, *to);
        candidates.push_back({(p.x + q.x) / 2, (p.y + q.y) / 2});
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
