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

PlanePoint to_plane(const Point& p) { return {p.x.convert_to<double>(), p.y.convert_to<double>()}; }

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

/// The facts of a width whose exact square is `square`.
PictureFacts with_width(oracle::Relation truth, const Rational& square, PlanePoint focus, PlanePoint on_a,
                        PlanePoint on_b) {
  const double width = sqrt_to_double(square);
  const bool is_exact =
      std::isfinite(width) && oracle::to_rational<Rational>(width) * oracle::to_rational<Rational>(width) == square;
  return {truth, width, is_exact, focus, on_a, on_b};
}

}  // namespace

PictureFacts find_picture_facts(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  const oracle::Intersection<Rational> meet = oracle::intersect_convex_polygons(a, b);
  if (meet.relation == oracle::Relation::overlapping) {
    const PlanePoint centroid = to_plane(area_centroid(meet.region));
    return with_width(meet.relation, squared_thinnest_width(meet.region), centroid, centroid, centroid);
  }
  if (meet.relation == oracle::Relation::touching) {
    const PlanePoint witness = to_plane(*meet.witness);
    return {meet.relation, 0, true, witness, witness, witness};
  }
  const VertexList<Rational> hull_a = oracle::make_convex_hull(a), hull_b = oracle::make_convex_hull(b);
  NearestPair nearest;
  keep_nearest(hull_a, hull_b, true, nearest);
  keep_nearest(hull_b, hull_a, false, nearest);
  const Point middle{(nearest.on_a.x + nearest.on_b.x) / 2, (nearest.on_a.y + nearest.on_b.y) / 2};
  return with_width(meet.relation, nearest.squared_distance, to_plane(middle), to_plane(nearest.on_a),
                    to_plane(nearest.on_b));
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
