#pragma once
/// @file
/// The picture of one finding: both boxes (or polygons), the oracle's
/// witness point (where they meet) or where they come closest, and a zoomed
/// second panel around it. Every
/// number in it is finite and of modest size (tools/svg_panel.hpp).

#include "harness/pair_line.hpp"

#include <string>

namespace obb2d::cli {

/// A picture, or why the geometry cannot be drawn: exactly one is set.
struct BoxPairPicture {
  std::string svg;      ///< the SVG document
  std::string why_not;  ///< what stops the drawing (a NaN or infinite number, or a box beyond double range)
};

/// An SVG document (two panels side by side) picturing `pair`, titled
/// `title`, the witness from the oracle. Refused (why_not set) when a number
/// of either box is NaN or infinite (nothing has a place to be drawn), or
/// when a box corner is beyond the double range (its extent overflows
/// double); geometry whose extent only overflows as a difference (corners
/// near -DBL_MAX and DBL_MAX) is drawn.
BoxPairPicture draw_box_pair_svg(const harness::BoxPair<double>& pair, const std::string& title);

/// The same picture of two vertex lists (polygon A in blue, B in red), the
/// witness from the oracle when both are convex polygons. Refused (why_not
/// set) when a number is NaN or infinite.
BoxPairPicture draw_polygon_pair_svg(const harness::PolygonPair<double>& pair, const std::string& title);

/// An SVG document holding only `title` and `message`: what a report links
/// in place of a picture that cannot be drawn.
std::string draw_message_svg(const std::string& title, const std::string& message);

/// `text` as SVG (XML) character data (not for attributes): &, < and >
/// escaped, and any
/// control character other than tab replaced by U+FFFD, so that no title can
/// break the file or add markup to it.
std::string escape_svg_text(const std::string& text);

}  // namespace obb2d::cli
