#pragma once
/// @file
/// What a picture of two convex shapes has to show, computed exactly from
/// the oracle's intersection: the truth, how wide the gap or the overlap is,
/// and where to look. The picture zooms until that width is a visible
/// number of pixels (tools/svg_picture.cpp).

#include "oracle/point.hpp"
#include "oracle/rational.hpp"
#include "oracle/relation.hpp"
#include "svg_panel.hpp"

#include <string>

namespace obb2d::cli {

/// The feature a picture shows, rounded to double only at the end.
///
/// - disjoint: `width` is the distance between the shapes; `on_a` and
///   `on_b` are the closest points of A and of B, `focus` is their middle.
/// - overlapping: `width` is the thinnest width of A ∩ B (its smallest
///   extent across one of its own edges, where the minimum of a convex
///   polygon's width is reached); `focus` is the area centroid of A ∩ B,
///   which lies at least width/3 inside it (a chord through the centroid of
///   a planar convex region is cut at most 2:1, Minkowski-Radon).
/// - touching: `width` is 0; `focus`, `on_a` and `on_b` are the oracle's
///   witness (a point of A ∩ B).
struct PictureFacts {
  oracle::Relation truth;
  double width;         ///< the exact width rounded to double (infinite beyond the range)
  bool is_width_exact;  ///< whether `width` is the exact width (its square is the exact square)
  PlanePoint focus, on_a, on_b;
};

/// The facts about the convex hulls of `a` and `b` (each non-empty).
PictureFacts find_picture_facts(const oracle::VertexList<oracle::Rational>& a,
                                const oracle::VertexList<oracle::Rational>& b);

/// The square root of `square` (>= 0) rounded to double, without the
/// underflow or overflow of converting `square` first (a gap of 1e-200 has a
/// square below the double range).
double sqrt_to_double(const oracle::Rational& square);

/// "gap 9.5367e-07 (exactly 0x1p-20)", "overlap width about 0.70711" or,
/// touching, "they meet: no gap, no overlap": the width as a picture writes
/// it, five significant digits, and the exact double when there is one.
std::string describe_width(const PictureFacts& facts);

}  // namespace obb2d::cli
