#pragma once
/// @file
/// What a picture of two convex shapes has to show, computed exactly from
/// the oracle's intersection: the truth, how wide the gap or the overlap is
/// (separation.hpp), and where to look: the exact geometry a report's
/// picture needs. The picture zooms until that width is a visible number of
/// pixels (tools/svg_picture.cpp).

#include "convex_hull.hpp"
#include "intersect_convex_polygons.hpp"
#include "point.hpp"
#include "rational.hpp"
#include "relation.hpp"
#include "separation.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::oracle {

/// A point of the plane in double (a picture's world, or its page).
struct PlanePoint {
  double x, y;
};

/// An exact point as doubles (each coordinate by Boost's convert_to<double>).
inline PlanePoint to_plane(const Point<Rational>& p) { return {p.x.convert_to<double>(), p.y.convert_to<double>()}; }

/// The feature a picture shows, computed exactly and rounded to double
/// only at the end.
///
/// - disjoint: `width` is the distance between the shapes; `focus` is in
///   the gap (ideally its middle).
/// - overlapping: `width` is the thinnest width of A ∩ B (its smallest
///   extent across one of its own edges, where the minimum of a convex
///   polygon's width is reached); `focus` is inside A ∩ B (ideally its area
///   centroid, which lies at least width/3 inside: a chord through the
///   centroid of a planar convex region is cut at most 2:1, Minkowski-Radon).
/// - touching: `width` is 0; `focus` is the oracle's witness, a point of A ∩ B.
///
/// The focus is the center of the picture's last panel, held as the sum of
/// two doubles (`focus` + `focus_correction`, so that a sliver thinner than
/// the ulp of its coordinates can be centered); where rounding the ideal
/// point to that would still miss, another candidate is taken (the middles
/// of pairs of vertices, of vertex and centroid, of a vertex and the other
/// shape), the one whose exact `focus_margin` is largest. Beyond 16
/// vertices a shape (or A ∩ B) offers a few of its vertices, not all: each
/// candidate costs a pass over the vertices. The margin stays exact.
struct PictureFacts {
  Relation truth;
  double width;         ///< the exact width rounded to double (infinite beyond the range)
  bool is_width_exact;  ///< whether `width` is the exact width (its square is the exact square)
  PlanePoint focus, focus_correction;
  /// How far the focus is from the nearer shape (disjoint), or inside A ∩ B
  /// (overlapping); 0 when touching.
  double focus_margin;
  PlanePoint to_a, to_b;  ///< from the focus to the nearest point of A, of B (0 inside it)
};

/// The facts about the convex hulls of `a` and `b` (each non-empty, up to
/// the 1024 vertices `obb2d classify --polygons` takes, or more): the
/// oracle's A ∩ B (O(n m) exact operations), then O(n + m) more; a few
/// seconds for two 1024-gons.
inline PictureFacts find_picture_facts(const VertexList<Rational>& a, const VertexList<Rational>& b);

/// "gap 9.5367e-07 (exactly 0x1p-20)", "overlap width about 0.70711" or,
/// touching, "they meet: no gap, no overlap": the width as a picture writes
/// it, five significant digits, and the exact double when there is one.
inline std::string describe_width(const PictureFacts& facts);

/// "the truth is a gap of 0.5 (exactly 0x1p-1), 0.25 of the smaller
/// shape's size", "an overlap 0.70711 wide, ...", "they touch": the exact
/// separation of a finding's shapes, absolute and relative, in words.
inline std::string describe_separation(const Separation& separation);

namespace detail {

using ExactPoint = Point<Rational>;

/// The area centroid of a convex polygon (>= 3 vertices, positive area),
/// from the triangles it fans into around its first vertex.
inline ExactPoint area_centroid(const VertexList<Rational>& polygon) {
  Rational twice_area = 0, x = 0, y = 0;
  for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
    const ExactPoint b = polygon[i] - polygon[0], c = polygon[i + 1] - polygon[0];
    const Rational twice_triangle = cross(b, c);
    twice_area += twice_triangle;
    x += twice_triangle * (b.x + c.x);
    y += twice_triangle * (b.y + c.y);
  }
  return {polygon[0].x + x / (3 * twice_area), polygon[0].y + y / (3 * twice_area)};
}

inline ExactPoint to_exact(PlanePoint p) { return {to_rational<Rational>(p.x), to_rational<Rational>(p.y)}; }

/// How far inside the convex polygon `region` (counter-clockwise, >= 3
/// vertices) `p` lies, squared: the least squared distance to an edge's
/// line, or -1 when p is outside.
inline Rational squared_depth(const ExactPoint& p, const VertexList<Rational>& region) {
  Rational least = -1;
  for (std::size_t i = 0; i < region.size(); ++i) {
    const ExactPoint edge = region[(i + 1) % region.size()] - region[i];
    const Rational c = cross(edge, p - region[i]);
    if (c < 0) return -1;
    const Rational squared = c * c / dot(edge, edge);
    if (least < 0 || squared < least) least = squared;
  }
  return least;
}

/// A point rounded to the sum of two doubles (`high`, the nearest double,
/// and `low`, the nearest to what is left), and that sum exactly.
struct RoundedPoint {
  PlanePoint high, low;
  ExactPoint exact;
};

inline RoundedPoint round_twice(const ExactPoint& p) {
  const PlanePoint high = to_plane(p);
  const PlanePoint low = to_plane(p - to_exact(high));
  return {high, low, to_exact(high) + to_exact(low)};
}

/// The candidate `points` rounded, each to one double and to two
/// (round_twice: the nearer, but one double is sometimes luckier, landing
/// on a sliver's axis from its edge), and the rounding whose exact `score`
/// (a squared margin, -1 for none) is largest, with that score.
template <class Score>
std::pair<RoundedPoint, Rational> best_rounded(const std::vector<ExactPoint>& points, Score score) {
  std::pair<RoundedPoint, Rational> best{round_twice(points[0]), -2};
  for (const ExactPoint& point : points) {
    const RoundedPoint twice = round_twice(point);
    for (const RoundedPoint& rounded : {twice, RoundedPoint{twice.high, {0, 0}, to_exact(twice.high)}}) {
      const Rational value = score(rounded.exact);
      if (value > best.second) best = {rounded, value};
    }
  }
  return best;
}

/// How many vertices of a shape (or of A ∩ B) give focus candidates: all of
/// them up to this many, so the pictures of the findings (boxes, 4 vertices,
/// meeting in at most 8) weigh every candidate; beyond it a few, since each
/// candidate's margin costs a pass over the vertices.
inline constexpr std::size_t all_candidate_vertices = 16;

/// Vertices of `region` whose pairs give focus candidates: all of them up to
/// all_candidate_vertices, else 8 spread evenly around it.
inline VertexList<Rational> choose_candidate_vertices(const VertexList<Rational>& region) {
  if (region.size() <= all_candidate_vertices) return region;
  constexpr std::size_t spread = 8;
  VertexList<Rational> chosen;
  for (std::size_t i = 0; i < spread; ++i) chosen.push_back(region[i * region.size() / spread]);
  return chosen;
}

}  // namespace detail

inline PictureFacts find_picture_facts(const VertexList<Rational>& a, const VertexList<Rational>& b) {
  using namespace detail;
  const VertexList<Rational> hull_a = make_convex_hull(a), hull_b = make_convex_hull(b);
  // A ∩ B by the oracle itself (O(n m): about 3 s for two 1024-gons), so
  // that what the picture calls the oracle's truth is the oracle's.
  const VertexList<Rational> region = intersect_hulls(hull_a, hull_b);
  PictureFacts facts{relation_of_region(region), 0, true, {}, {}, 0, {}, {}};
  RoundedPoint focus;
  // The focus is a window's center, the sum of two doubles, and rounding
  // the ideal point (the overlap's centroid, the gap's middle) to that can
  // still throw it out of a sliver thinner than 2^-106 of its coordinates.
  // So several exact candidates are rounded, and the one with the largest
  // exact margin wins.
  Rational squared_width = 0, squared_margin = 0;
  if (facts.truth == Relation::overlapping) {
    const VertexList<Rational> chosen = choose_candidate_vertices(region);
    std::vector<ExactPoint> candidates{area_centroid(region)};
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      candidates.push_back({(chosen[i].x + candidates[0].x) / 2, (chosen[i].y + candidates[0].y) / 2});
      for (std::size_t j = i + 1; j < chosen.size(); ++j) {
        candidates.push_back({(chosen[i].x + chosen[j].x) / 2, (chosen[i].y + chosen[j].y) / 2});
      }
    }
    squared_width = squared_thinnest_width(region);
    std::tie(focus, squared_margin) =
        best_rounded(candidates, [&](const ExactPoint& p) { return squared_depth(p, region); });
  } else if (facts.truth == Relation::touching) {
    // The oracle's witness: the average of the region's (1 or 2) points.
    const ExactPoint witness = region.size() == 1 ? region[0]
                                             : ExactPoint{(region[0].x + region[1].x) / 2, (region[0].y + region[1].y) / 2};
    std::tie(focus, squared_margin) = best_rounded({witness}, [](const ExactPoint&) { return Rational(0); });
  } else {
    const GapFeatures gap = hull_a.size() >= 3 && hull_b.size() >= 3 ? find_gap_features(hull_a, hull_b)
                                                                      : find_gap_features_by_scan(hull_a, hull_b);
    const NearestPair nearest = find_nearest_pair(hull_a, hull_b, gap);
    squared_width = nearest.squared_distance;
    const ExactPoint middle{(nearest.on_a.x + nearest.on_b.x) / 2, (nearest.on_a.y + nearest.on_b.y) / 2};
    std::vector<ExactPoint> candidates{middle};
    // Every vertex of a small shape; of a large one, those at the gap's
    // distance (a vertex much farther from the other shape gives a
    // candidate outside the gap, which scores -1).
    for (const bool is_from_a : {true, false}) {
      const VertexList<Rational>&from = is_from_a ? hull_a : hull_b, &to = is_from_a ? hull_b : hull_a;
      const std::vector<std::size_t>& near = is_from_a ? gap.vertices_of_a : gap.vertices_of_b;
      for (std::size_t index = 0; index < from.size(); ++index) {
        if (from.size() > all_candidate_vertices && !std::binary_search(near.begin(), near.end(), index)) continue;
        const ExactPoint q = nearest_in_hull(from[index], to);
        candidates.push_back({(from[index].x + q.x) / 2, (from[index].y + q.y) / 2});
      }
    }
    // The margin of a point in the gap: its distance to the nearer shape,
    // for a point within one gap width of both (so in the gap, not merely
    // far from both shapes; the gap's middle is half a width from each).
    std::tie(focus, squared_margin) = best_rounded(candidates, [&](const ExactPoint& p) {
      const ExactPoint to_a = nearest_in_hull(p, hull_a) - p, to_b = nearest_in_hull(p, hull_b) - p;
      const Rational squared_a = dot(to_a, to_a), squared_b = dot(to_b, to_b);
      if (squared_a > squared_width || squared_b > squared_width) return Rational(-1);
      return std::min(squared_a, squared_b);
    });
  }
  facts.width = sqrt_to_double(squared_width);
  facts.is_width_exact = std::isfinite(facts.width) &&
                         to_rational<Rational>(facts.width) * to_rational<Rational>(facts.width) ==
                             squared_width;
  facts.focus_margin = sqrt_to_double(squared_margin);
  facts.focus = focus.high;
  facts.focus_correction = focus.low;
  facts.to_a = to_plane(nearest_in_hull(focus.exact, hull_a) - focus.exact);
  facts.to_b = to_plane(nearest_in_hull(focus.exact, hull_b) - focus.exact);
  return facts;
}

inline std::string describe_width(const PictureFacts& facts) {
  if (facts.truth == Relation::touching) return "they meet: no gap, no overlap";
  if (!std::isfinite(facts.width)) return "gap beyond the double range (over 1.8e308)";
  char text[96];
  const char* what = facts.truth == Relation::disjoint ? "gap" : "overlap width";
  if (facts.is_width_exact) {
    std::snprintf(text, sizeof text, "%s %.5g (exactly %a)", what, facts.width, facts.width);
  } else {
    std::snprintf(text, sizeof text, "%s about %.5g", what, facts.width);
  }
  return text;
}

/// How wide a separation's gap or overlap is relative to the smaller
/// shape's size: 0 for touching, infinite for a gap between two points.
inline double relative_width(const Separation& separation) {
  if (separation.squared_width == 0) return 0;
  if (separation.size == 0) return HUGE_VAL;
  return sqrt_to_double(separation.squared_width / (separation.size * separation.size));
}

inline std::string describe_separation(const Separation& separation) {
  if (separation.relation == Relation::touching) return "the truth: they touch (no gap, no overlap)";
  const double width = sqrt_to_double(separation.squared_width);
  char text[160];
  const bool is_exact = std::isfinite(width) &&
                        to_rational<Rational>(width) * to_rational<Rational>(width) ==
                            separation.squared_width;
  const char* what = separation.relation == Relation::disjoint ? "a gap of" : "an overlap";
  std::snprintf(text, sizeof text, is_exact ? "the truth: %s %.5g (exactly %a)" : "the truth: %s about %.5g", what,
                width, width);
  std::string described = text;
  if (separation.relation == Relation::overlapping) described += " wide";
  if (separation.size == 0) return described + " (both shapes are points)";
  std::snprintf(text, sizeof text, ", %.3g of the smaller shape's size", relative_width(separation));
  return described + text;
}

}  // namespace obb2d::oracle
