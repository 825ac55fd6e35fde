#include "svg_picture.hpp"

#include "oracle/convex_hull.hpp"
#include "oracle/convex_list_check.hpp"
#include "oracle/oracle.hpp"
#include "svg_panel.hpp"
#include "svg_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace obb2d::cli {
namespace {

using oracle::Rational;
using ExactPolygon = oracle::VertexList<Rational>;

constexpr double panel_side = 300, panel_step = 320, header_height = 60;
const char* const colours[2] = {"#1f77b4", "#d62728"};  // A blue, B red

std::string format_number(const char* format, double value) {
  char text[48];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string text_at(double x, double y, const std::string& text, const char* colour = "black") {
  return "<text x=\"" + format_svg_number(x) + "\" y=\"" + format_svg_number(y) + "\" fill=\"" + colour +
         "\" font-size=\"11\" font-family=\"monospace\">" + escape_svg_text(text) + "</text>\n";
}

/// A scale bar in the panel's lower left corner: a round length (1, 2 or 5
/// times a power of ten world units) near 90 pixels long, and that length.
/// Computed from the ratio to the raw length, so a subnormal window's bar
/// is as long as any other.
std::string draw_scale_bar(const ViewWindow& window, const Panel& panel) {
  const double world_per_pixel = window.half_side / (panel.side / 2);  // 2 half_side may overflow
  const double raw = 90 * world_per_pixel;
  const int power = static_cast<int>(std::floor(std::log10(raw)));
  const double mantissa = raw / std::pow(10.0, power);  // in [1, 10), up to rounding
  const int round = mantissa >= 5 ? 5 : mantissa >= 2 ? 2 : 1;
  const double pixels = 90 * round / mantissa;
  const std::string length = power >= -4 && power <= 5 ? format_number("%g", round * std::pow(10.0, power))
                                                      : std::to_string(round) + "e" + std::to_string(power);
  const double x = panel.left + 8, y = panel.top + panel.side - 22;
  return "<path d=\"M" + format_svg_number(x) + " " + format_svg_number(y - 4) + " v4 h" + format_svg_number(pixels) +
         " v-4\" fill=\"none\" stroke=\"black\" stroke-width=\"1.5\"/>\n" + text_at(x + pixels + 4, y, length);
}

/// A marker for a shape too small to see on this panel (under 3 pixels
/// across): A a ring, B a dot, so that both show where they coincide.
std::string draw_tiny_shape(const ExactPolygon& shape, int index, const ViewWindow& window, const Panel& panel) {
  double min_x = INFINITY, max_x = -INFINITY, min_y = INFINITY, max_y = -INFINITY;
  for (const auto& vertex : shape) {
    const PlanePoint p = to_plane(vertex);
    min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x), min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
  }
  // Pixels across: (max - min) / (2 half_side) panel sides, in halves so that nothing overflows.
  const auto pixels = [&](double min, double max) { return (max / 2 - min / 2) / window.half_side * panel.side; };
  if (!(pixels(min_x, max_x) < 3 && pixels(min_y, max_y) < 3)) return "";
  const auto at = place_on_panel({min_x / 2 + max_x / 2, min_y / 2 + max_y / 2}, window, panel);
  if (!at) return "";
  const std::string centre = "cx=\"" + format_svg_number(at->x) + "\" cy=\"" + format_svg_number(at->y) + "\"";
  return index == 0 ? "<circle " + centre + " r=\"5\" fill=\"none\" stroke=\"" + colours[0] + "\" stroke-width=\"2\"/>\n"
                    : "<circle " + centre + " r=\"2.5\" fill=\"" + colours[1] + "\"/>\n";
}
}  // namespace

namespace {

/// How many bytes of `text` from `at` form one well-formed UTF-8 character
/// (1 to 4; Unicode 15, table 3-7: no overlong form, no surrogate, nothing
/// past U+10FFFF), or 0 when the bytes there start none. `longest_prefix`
/// is then how many bytes begin one but break off (at least 1): the
/// "maximal subpart" that Unicode (3.9, U+FFFD substitution) replaces by
/// one U+FFFD.
std::size_t measure_utf8_character(const std::string& text, std::size_t at, std::size_t& longest_prefix) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  longest_prefix = 1;
  if (lead < 0x80) return 1;
  // The length a lead byte announces, and the range its second byte must be in.
  std::size_t length = 0;
  unsigned char second_low = 0x80, second_high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    second_low = lead == 0xE0 ? 0xA0 : 0x80;   // no overlong form
    second_high = lead == 0xED ? 0x9F : 0xBF;  // no surrogate
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    second_low = lead == 0xF0 ? 0x90 : 0x80;   // no overlong form
    second_high = lead == 0xF4 ? 0x8F : 0xBF;  // nothing past U+10FFFF
  } else {
    return 0;  // a continuation byte, C0, C1 or F5..FF: never a first byte
  }
  for (std::size_t i = 1; i < length; ++i) {
    if (at + i >= text.size()) return 0;
    const unsigned char low = i == 1 ? second_low : 0x80, high = i == 1 ? second_high : 0xBF;
    if (byte(at + i) < low || byte(at + i) > high) return 0;
    longest_prefix = i + 1;
  }
  return length;
}

}  // namespace

std::string escape_svg_text(const std::string& text) {
  constexpr const char* replacement = "\xEF\xBF\xBD";  // U+FFFD
  std::string escaped;
  for (std::size_t at = 0; at < text.size();) {
    const char c = text[at];
    std::size_t longest_prefix = 1;
    const std::size_t length = measure_utf8_character(text, at, longest_prefix);
    if (length == 0) {
      escaped += replacement;  // not UTF-8: XML must be
      at += longest_prefix;
      continue;
    }
    const std::string character = text.substr(at, length);
    at += length;
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      default:
        // XML 1.0 (section 2.2, Char) allows no control character but tab,
        // line feed and carriage return (a caption has no line breaks:
        // those go too), and neither U+FFFE nor U+FFFF.
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f || character == "\xEF\xBF\xBE" ||
            character == "\xEF\xBF\xBF") {
          escaped += replacement;
        } else {
          escaped += character;
        }
    }
  }
  return escaped;
}

namespace {

/// The windows of the panels, whole view first: each next one zooms on the
/// focus, by at most a thousand times while five panels suffice, until the
/// last one is four widths wide (a width is then 75 pixels). A touching
/// pair, which has no width, gets one zoom of a hundred times on its
/// contact. At most 2^1000 times in all, so that every window is a double.
std::vector<ViewWindow> choose_windows(const ViewWindow& whole, const std::optional<PictureFacts>& facts) {
  std::vector<ViewWindow> windows{whole};
  if (!facts) return windows;
  const double target = facts->truth == oracle::Relation::touching ? whole.half_side / 100 : 2 * facts->width;
  const double last = std::max({target, whole.half_side * 0x1p-1000, DBL_TRUE_MIN});
  if (last >= whole.half_side / 2) return windows;
  const double log_zoom = std::log2(whole.half_side) - std::log2(last);
  const int zooms = std::clamp(static_cast<int>(std::ceil(log_zoom / std::log2(1000.0))), 1, 4);
  for (int i = 1; i < zooms; ++i) {
    windows.push_back({facts->focus, std::exp2(std::log2(whole.half_side) - log_zoom * i / zooms),
                       facts->focus_correction});
  }
  windows.push_back({facts->focus, last, facts->focus_correction});
  return windows;
}

/// Where the last panel must show which colours (read by the test that
/// renders the picture, tests/check_picture_pixels.cpp): the focus, in the
/// middle of a gap, is background; inside an overlap it is both colours at
/// once; the nearest points of A and of B (the focus itself at a contact)
/// are drawn in their shape's colour. Those points are placed by their exact
/// offsets from the focus (the last window's center when the picture zooms). The focus's
/// colour is listed only when its margin is at least 3 pixels.
std::string write_probes(const PictureFacts& facts, const ViewWindow& window, const Panel& panel) {
  const double pixels_per_unit = panel.side / 2 / window.half_side;
  // A zoomed window is centered on the focus exactly (both its doubles); the
  // whole view, the only other last panel, is far coarser than the correction.
  const bool is_centered = window.center.x == facts.focus.x && window.center.y == facts.focus.y &&
                           window.center_correction.x == facts.focus_correction.x &&
                           window.center_correction.y == facts.focus_correction.y;
  const std::optional<PlanePoint> focus =
      is_centered ? std::optional(PlanePoint{panel.left + panel.side / 2, panel.top + panel.side / 2})
                  : place_on_panel(facts.focus, window, panel);
  if (!focus) return "";
  const auto page = [&](PlanePoint offset) {
    return PlanePoint{focus->x + offset.x * pixels_per_unit, focus->y - offset.y * pixels_per_unit};
  };
  std::vector<std::pair<PlanePoint, const char*>> probes;
  if (facts.truth != oracle::Relation::touching && facts.focus_margin * pixels_per_unit >= 3) {
    probes.push_back({page({0, 0}), facts.truth == oracle::Relation::disjoint ? "background" : "both"});
  }
  if (facts.truth != oracle::Relation::overlapping) {
    probes.push_back({page(facts.to_a), "a"});
    probes.push_back({page(facts.to_b), "b"});
  }
  // A point outside the panel is listed too, in the header band above it,
  // where no shape is drawn, so that the check fails: a last panel that
  // misses a shape is a wrong picture.
  std::string lines;
  for (const auto& [at, colour] : probes) {
    const bool is_in_panel = std::abs(at.x - panel.left - panel.side / 2) <= panel.side / 2 &&
                             std::abs(at.y - panel.top - panel.side / 2) <= panel.side / 2;
    const PlanePoint listed = is_in_panel ? at : PlanePoint{panel.left + panel.side / 2, panel.top - 30};
    lines += "probe " + format_svg_number(listed.x) + " " + format_svg_number(listed.y) + " " + colour + "\n";
  }
  return lines.empty() ? "" : "<metadata id=\"probes\">\n" + lines + "</metadata>\n";
}

/// One panel: both shapes clipped to `windows[index]`, a dashed square
/// around the next panel's window, a scale bar and the zoom factor.
std::string draw_panel(const ExactPolygon (&shapes)[2], const std::vector<ViewWindow>& windows, std::size_t index) {
  const ViewWindow& window = windows[index];
  const Panel panel{static_cast<double>(index) * panel_step, header_height, panel_side, true};
  const std::string clip = "clip" + std::to_string(index);
  const std::string x = format_svg_number(panel.left), y = format_svg_number(panel.top);
  std::string svg = "<g>\n<rect x=\"" + x + "\" y=\"" + y + "\" width=\"300\" height=\"300\" fill=\"#fafafa\" stroke=\"#999\"/>\n";
  svg += "<clipPath id=\"" + clip + "\"><rect x=\"" + x + "\" y=\"" + y + "\" width=\"300\" height=\"300\"/></clipPath>\n";
  for (int shape = 0; shape < 2; ++shape) {
    const std::string points = format_exact_polygon_on_panel(shapes[shape], window, panel);
    if (!points.empty()) {
      // A's outline is the wider, so that it shows on both sides of B's where they share an edge.
      svg += "<polygon points=\"" + points + "\" fill=\"" + colours[shape] + "\" fill-opacity=\"0.25\" stroke=\"" +
             colours[shape] + "\" stroke-width=\"" + (shape == 0 ? "3" : "1.5") + "\" clip-path=\"url(#" + clip +
             ")\"/>\n";
    }
    svg += draw_tiny_shape(shapes[shape], shape, window, panel);
  }
  if (index + 1 < windows.size()) {
    const double side = std::max(8.0, panel.side * windows[index + 1].half_side / window.half_side);
    if (const auto at = place_on_panel(windows[index + 1].center, window, panel)) {
      svg += "<rect x=\"" + format_svg_number(at->x - side / 2) + "\" y=\"" + format_svg_number(at->y - side / 2) +
             "\" width=\"" + format_svg_number(side) + "\" height=\"" + format_svg_number(side) +
             "\" fill=\"none\" stroke=\"black\" stroke-dasharray=\"3,2\"/>\n";
    }
  }
  svg += draw_scale_bar(window, panel);
  const std::string zoom = index == 0 ? "whole view" : "zoom x" + format_number("%.3g", windows[0].half_side / window.half_side);
  svg += text_at(panel.left + 8, panel.top + panel.side - 6, zoom + (index + 1 < windows.size() ? "; next: dashed" : ""));
  return svg + "</g>\n";
}

/// The width in the last panel: "gap 1e-06 = 75 px" (nothing for a touching pair).
std::string describe_width_on_panel(const PictureFacts& facts, const ViewWindow& window) {
  if (facts.truth == oracle::Relation::touching || !std::isfinite(facts.width)) return "";
  return describe_width(facts) + " = " + format_number("%.3g", facts.width / window.half_side * (panel_side / 2)) + " px";
}

/// The picture of two shapes (exact vertices; `facts` when both are convex,
/// from the oracle): a header saying what is true and what was answered,
/// then the panels.
std::string draw_shapes(const ExactPolygon (&lists)[2], const std::optional<PictureFacts>& facts,
                        const std::string& title, const std::string& answered) {
  // Two convex shapes are drawn as the regions the oracle judged, their
  // convex hulls: a box whose rounded corners repeat one (c + u + v == c - u - v)
  // is a thin triangle, which its own vertex list would draw as two lines.
  const ExactPolygon shapes[2] = {facts ? oracle::make_convex_hull(lists[0]) : lists[0],
                                  facts ? oracle::make_convex_hull(lists[1]) : lists[1]};
  std::vector<PlanePoint> every_vertex;
  for (const ExactPolygon& shape : shapes) {
    for (const auto& vertex : shape) every_vertex.push_back(to_plane(vertex));
  }
  // The whole view: both shapes, squared, a tenth of margin on each side.
  const std::vector<ViewWindow> windows = choose_windows(*make_window_around(every_vertex, 1.2, 1e-300), facts);
  const double width = std::max(620.0, static_cast<double>(windows.size()) * panel_step);
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + format_svg_number(width) +
                    "\" height=\"370\" viewBox=\"0 0 " + format_svg_number(width) + " 370\">\n";
  svg += "<rect width=\"" + format_svg_number(width) + "\" height=\"370\" fill=\"white\"/>\n";
  svg += text_at(4, 14, title);
  const char* truth = !facts                                        ? "not two convex polygons"
                      : facts->truth == oracle::Relation::disjoint ? "disjoint"
                      : facts->truth == oracle::Relation::touching ? "touching"
                                                                    : "overlapping";
  svg += text_at(4, 30, std::string("true (oracle): ") + truth + (facts ? ", " + describe_width(*facts) : ""));
  if (!answered.empty()) svg += text_at(4, 46, "answered: " + answered);
  svg += text_at(width - 150, 30, "A: blue outline", colours[0]) + text_at(width - 150, 46, "B: red outline", colours[1]);
  for (std::size_t index = 0; index < windows.size(); ++index) svg += draw_panel(shapes, windows, index);
  if (facts) {
    const Panel last{static_cast<double>(windows.size() - 1) * panel_step, header_height, panel_side, true};
    svg += text_at(last.left + 8, last.top + 14, describe_width_on_panel(*facts, windows.back()));
    svg += write_probes(*facts, windows.back(), last);
  }
  return svg + "</svg>\n";
}
/// The first shape (0 or 1) with a vertex whose double rounding is
/// infinite, or -1.
int index_beyond_double(const ExactPolygon (&shapes)[2]) {
  for (int index = 0; index < 2; ++index) {
    for (const auto& vertex : shapes[index]) {
      const PlanePoint rounded = to_plane(vertex);
      if (!std::isfinite(rounded.x) || !std::isfinite(rounded.y)) return index;
    }
  }
  return -1;
}

}  // namespace

BoxPairPicture draw_box_pair_svg(const harness::BoxPair<double>& pair, const std::string& title,
                                 const std::string& answered) {
  const bool is_a_finite = oracle::is_finite_box(pair.a), is_b_finite = oracle::is_finite_box(pair.b);
  if (!is_a_finite || !is_b_finite) {
    const char* which = !is_a_finite && !is_b_finite ? "boxes A and B hold"
                        : !is_a_finite               ? "box A holds"
                                                     : "box B holds";
    return {"", std::string(which) + " NaN or infinity: no place to draw it"};
  }
  const ExactPolygon boxes[2] = {oracle::make_box_polygon<Rational>(pair.a), oracle::make_box_polygon<Rational>(pair.b)};
  if (const int index = index_beyond_double(boxes); index >= 0) {
    return {"", std::string("a corner of box ") + "AB"[index] + " is beyond the double range (center plus " +
                    "half-edges overflow double)"};
  }
  return {draw_shapes(boxes, find_picture_facts(boxes[0], boxes[1]), title, answered), ""};
}

BoxPairPicture draw_held_geometry_svg(const harness::PortTrial& trial, const harness::BoxPair<float>& given,
                                      const std::string& title, const std::string& answered) {
  if (!oracle::is_finite_box(given.a) || !oracle::is_finite_box(given.b) || !trial.is_finite) {
    return {"", "a number of the boxes, or of the geometry the routine built from them, is NaN or infinite: "
                "no place to draw it"};
  }
  const ExactPolygon held[2] = {trial.a, trial.b};
  if (held[0].empty() || held[1].empty()) return {"", "the routine held no vertex for a box: nothing to draw"};
  if (const int index = index_beyond_double(held); index >= 0) {
    return {"", std::string("a vertex of what the routine held for box ") + "AB"[index] +
                    " is beyond the double range"};
  }
  return {draw_shapes(held, find_picture_facts(held[0], held[1]), title, answered), ""};
}

BoxPairPicture draw_polygon_pair_svg(const harness::PolygonPair<double>& pair, const std::string& title,
                                     const std::string& answered) {
  ExactPolygon polygons[2];
  for (int index = 0; index < 2; ++index) {
    for (const Vec2<double>& p : index == 0 ? pair.a : pair.b) {
      if (!std::isfinite(p.x) || !std::isfinite(p.y)) {
        return {"", std::string("polygon ") + "AB"[index] + " holds NaN or infinity: no place to draw it"};
      }
      polygons[index].push_back({oracle::to_rational<Rational>(p.x), oracle::to_rational<Rational>(p.y)});
    }
    if (polygons[index].empty()) return {"", std::string("polygon ") + "AB"[index] + " has no vertex"};
  }
  // The oracle clips convex polygons only: a list that is not one is drawn without facts.
  const bool are_convex = oracle::check_convex_list(polygons[0]).fault == oracle::ListFault::none &&
                          oracle::check_convex_list(polygons[1]).fault == oracle::ListFault::none;
  const std::optional<PictureFacts> facts =
      are_convex ? std::optional(find_picture_facts(polygons[0], polygons[1])) : std::nullopt;
  return {draw_shapes(polygons, facts, title, answered), ""};
}

std::string draw_message_svg(const std::string& title, const std::string& message) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"620\" height=\"330\" viewBox=\"0 0 620 330\">\n" +
         text_at(4, 14, title) + text_at(4, 150, "not drawn: " + message) + "</svg>\n";
}

}  // namespace obb2d::cli
