#pragma once
/// @file
/// The picture of one finding: a header saying what is true (from the
/// oracle, with the width of the gap or the overlap, computed exactly) and
/// what the routine answered, then panels at increasing zoom on the gap, the
/// overlap or the contact until its width is 75 pixels (oracle/picture_facts.hpp):
/// box or polygon A in blue, B in red, each panel with its scale bar and zoom
/// factor. Every number in it is finite and of modest size, the geometry is
/// clipped exactly to each panel (tools/svg_panel.hpp), and a <metadata>
/// block lists where the last panel must show which colours (checked in a
/// real renderer by tests/check_picture_pixels.cpp).

#include "harness/kernels.hpp"
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
/// `answered` ("" for none) is what the routine said, written under the truth.
BoxPairPicture draw_box_pair_svg(const harness::BoxPair<double>& pair, const std::string& title,
                                 const std::string& answered = "");

/// The same picture of two vertex lists; the truth and the zoom only when
/// both are convex polygons (else the whole view alone). Refused (why_not
/// set) when a number is NaN or infinite or a list is empty.
BoxPairPicture draw_polygon_pair_svg(const harness::PolygonPair<double>& pair, const std::string& title,
                                     const std::string& answered = "");

/// The same picture of the geometry a seed port held after its own
/// construction (`trial`, its run on `given`), drawn from its exact
/// vertices, so that the truth the picture states is the campaign's truth
/// for the finding. Refused when a number of `given` or of that geometry is
/// NaN or infinite, or a vertex is beyond the double range.
BoxPairPicture draw_held_geometry_svg(const harness::PortTrial& trial, const harness::BoxPair<float>& given,
                                      const std::string& title, const std::string& answered = "");

/// An SVG document holding only `title` and `message`: what a report links
/// in place of a picture that cannot be drawn.
std::string draw_message_svg(const std::string& title, const std::string& message);

/// `text` as SVG (XML) character data (not for attributes): &, < and >
/// escaped; any control character other than tab, U+FFFE and U+FFFF (which
/// XML 1.0 forbids) replaced by U+FFFD, and so is each ill-formed UTF-8
/// sequence (one U+FFFD per maximal subpart, as Unicode 3.9 recommends);
/// well-formed text is kept as it is. So that no caption, whatever its
/// bytes, can break the file or add markup to it.
std::string escape_svg_text(const std::string& text);

}  // namespace obb2d::cli
