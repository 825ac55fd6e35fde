#pragma once
/// @file
/// What a picture of two convex shapes has to show, computed exactly from
/// the oracle's intersection: the truth, how wide the gap or the overlap is
/// (oracle/separation.hpp), and where to look. The picture zooms until that width is a visible
/// number of pixels (tools/svg_picture.cpp).

#include "oracle/point.hpp"
#include "oracle/rational.hpp"
#include "oracle/relation.hpp"
#include "oracle/separation.hpp"
#include "svg_panel.hpp"

#include <string>

namespace obb2d::cli {

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
  oracle::Relation truth;
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
PictureFacts find_picture_facts(const oracle::VertexList<oracle::Rational>& a,
                                const oracle::VertexList<oracle::Rational>& b);

/// "gap 9.5367e-07 (exactly 0x1p-20)", "overlap width about 0.70711" or,
/// touching, "they meet: no gap, no overlap": the width as a picture writes
/// it, five significant digits, and the exact double when there is one.
std::string describe_width(const PictureFacts& facts);

/// "the truth is a gap of 0.5 (exactly 0x1p-1), 0.25 of the smaller
/// shape's size", "an overlap 0.70711 wide, ...", "they touch": the exact
/// separation of a finding's shapes, absolute and relative, in words.
std::string describe_separation(const oracle::Separation& separation);

}  // namespace obb2d::cli
