#pragma once
/// @file
/// World geometry put into one square panel of an SVG picture, so that every
/// number a picture writes is finite and of modest size whatever the
/// geometry's magnitude (a renderer given coordinates near 1e30 or "inf"
/// may spin for minutes, or draw nothing).
///
/// How: a window (a square of the world) is chosen around the geometry in
/// double, kept as center and half side so that it is finite even when the
/// geometry's extent overflows double; each point is put in window units
/// (0 at the center, ±1/2 at the window's sides), polygons reaching past
/// the window (grown by a margin) are clipped to it, and only then are they
/// scaled onto the panel. Every coordinate written is within `panel_margin`
/// panel sides of the panel, and every number is at most
/// `largest_svg_number`. The clipping is exact (rationals), so a deep zoom
/// on a huge box still shows its edges where they are; a polygon wholly
/// inside, the common case, is placed in double (a filter decides).

#include "oracle/picture_facts.hpp"
#include "oracle/point.hpp"
#include "oracle/rational.hpp"

#include <optional>
#include <string>
#include <vector>

namespace obb2d::cli {

/// A point of the world, in world units (or of the page, in SVG units).
using oracle::PlanePoint;
using oracle::to_plane;

/// What a picture shows, exactly (oracle/picture_facts.hpp).
using oracle::describe_separation;
using oracle::describe_width;
using oracle::find_picture_facts;
using oracle::PictureFacts;

/// The square of the world one panel shows: its center and half its side
/// (finite, > 0). Not a corner and a side: around geometry from -DBL_MAX to
/// DBL_MAX the side overflows, half of it does not.
struct ViewWindow {
  PlanePoint center;
  double half_side;
  /// Added to `center` exactly (0 but in a deep zoom): a zoom on a sliver
  /// thinner than the ulp of its coordinates needs a center between two
  /// doubles, held as the sum of two.
  PlanePoint center_correction{0, 0};
};

/// Where a window lands on the page: the panel's top-left corner and its
/// side in SVG units, and whether world y points up the page (else down).
struct Panel {
  double left, top, side;
  bool is_y_up;
};

/// How far past the panel's sides a clipped polygon may reach, in panel
/// sides: enough to hide its stroke's end behind the panel's clip path.
inline constexpr double panel_margin = 0.05;

/// The largest magnitude of any number a picture writes (pictures are a few
/// hundred SVG units wide; a panel with its margin stays far below this).
inline constexpr double largest_svg_number = 10000;

/// The square window around the finite points of `points`: centered on
/// their bounding box, its side the box's larger side times `margin` (at
/// least 1), and at least `minimum_side` (> 0, for a single point). Computed
/// in halves, so no step overflows; a side beyond DBL_MAX is capped there.
/// nullopt when no point is finite.
std::optional<ViewWindow> make_window_around(const std::vector<PlanePoint>& points, double margin, double minimum_side);

/// `polygon` (its vertices in order) clipped to `window` grown by
/// `panel_margin` and placed on `panel`, as the value of an SVG `points`
/// attribute ("x,y x,y ..."); "" when no part of it is in view or a
/// coordinate is NaN. An infinite coordinate (the side of an AABB that
/// overflowed float) is taken as ±DBL_MAX: the same picture for an
/// axis-aligned edge, unless the window itself reaches DBL_MAX.
std::string format_polygon_on_panel(const std::vector<PlanePoint>& polygon, const ViewWindow& window,
                                    const Panel& panel);

/// The same for a polygon with exact vertices (a box's corners c ± u ± v,
/// which double cannot hold): clipped and placed from the exact values, so
/// a gap of one ulp between two boxes is drawn where it is.
std::string format_exact_polygon_on_panel(const oracle::VertexList<oracle::Rational>& polygon,
                                          const ViewWindow& window, const Panel& panel);

/// Where `point` lands on `panel`, or nullopt when it lies outside `window`
/// (or is NaN).
std::optional<PlanePoint> place_on_panel(PlanePoint point, const ViewWindow& window, const Panel& panel);

/// `value` with three decimals, as pictures write numbers. A number that is
/// not finite or beyond ±largest_svg_number is a bug of the caller: asserted
/// in debug builds, and written as the nearest bound (0 for NaN) otherwise.
std::string format_svg_number(double value);

}  // namespace obb2d::cli
