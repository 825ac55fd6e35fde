#include "svg_picture.hpp"

#include "oracle/convex_list_check.hpp"
#include "oracle/oracle.hpp"
#include "svg_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace obb2d::cli {
namespace {

std::vector<PlanePoint> corners_of(const oracle::StoredBox<double>& box) {
  std::vector<PlanePoint> corners;
  for (const auto& [s, t] : {std::pair{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
    corners.push_back({double(box.cx) + s * double(box.ux) + t * double(box.vx),
                       double(box.cy) + s * double(box.uy) + t * double(box.vy)});
  }
  return corners;
}

/// One 300 x 300 panel at horizontal offset `left` (SVG units) showing
/// `window`: both boxes (given by their corners), the mark and a caption.
std::string draw_panel(const std::vector<PlanePoint> (&boxes)[2], const ViewWindow& window, double left,
                       const PlanePoint& mark, const std::string& caption) {
  const Panel panel{left, 0, 300, true};
  const std::string clip = "clip" + std::to_string(static_cast<int>(left));
  const std::string x = format_svg_number(left);
  std::string svg =
      "<g>\n<rect x=\"" + x + "\" y=\"0\" width=\"300\" height=\"300\" fill=\"#fafafa\" stroke=\"#999\"/>\n";
  svg += "<clipPath id=\"" + clip + "\"><rect x=\"" + x + "\" y=\"0\" width=\"300\" height=\"300\"/></clipPath>\n";
  const char* colours[2] = {"#1f77b4", "#d62728"};
  for (int index = 0; index < 2; ++index) {
    const std::string points = format_polygon_on_panel(boxes[index], window, panel);
    if (points.empty()) continue;  // wholly outside this panel
    svg += "<polygon points=\"" + points + "\" fill=\"" + colours[index] + "\" fill-opacity=\"0.25\" stroke=\"" +
           colours[index] + "\" stroke-width=\"1.5\" clip-path=\"url(#" + clip + ")\"/>\n";
  }
  if (const auto screen_mark = place_on_panel(mark, window, panel)) {
    svg += "<circle cx=\"" + format_svg_number(screen_mark->x) + "\" cy=\"" + format_svg_number(screen_mark->y) +
           "\" r=\"4\" fill=\"none\" stroke=\"black\" stroke-width=\"1.5\"/>\n";
  }
  svg += "<text x=\"" + format_svg_number(left + 6) + "\" y=\"292\" font-size=\"11\" font-family=\"monospace\">" +
         caption + "</text>\n</g>\n";
  return svg;
}

const char* const svg_header =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"620\" height=\"330\" viewBox=\"0 0 620 330\">\n";

std::string draw_title(const std::string& title) {
  return "<text x=\"4\" y=\"320\" font-size=\"12\" font-family=\"monospace\">" + escape_svg_text(title) + "</text>\n";
}

}  // namespace

std::string escape_svg_text(const std::string& text) {
  std::string escaped;
  for (const char c : text) {
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      default:
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f) {
          escaped += "\xEF\xBF\xBD";  // U+FFFD: XML 1.0 allows no control characters
        } else {
          escaped += c;
        }
    }
  }
  return escaped;
}

namespace {

/// The picture of two finite polygons (their vertices in order) that meet
/// at `witness` (from the oracle), or not at all (nullopt).
std::string draw_polygons(const std::vector<PlanePoint> (&polygons)[2], const std::optional<PlanePoint>& witness,
                          const std::string& title) {
  std::vector<PlanePoint> every_corner = polygons[0];
  every_corner.insert(every_corner.end(), polygons[1].begin(), polygons[1].end());
  // The whole view: both polygons, squared, a tenth of margin on each side.
  const ViewWindow whole = *make_window_around(every_corner, 1.2, 1e-300);

  // The mark: where they meet, else the middle of where they come closest
  // (nearest pair of corners), zoomed so the gap fills about a quarter of
  // the panel. A distance that overflows is infinite and never the nearest.
  PlanePoint mark = whole.center;
  std::string story = "gap";
  double zoom_half_side = whole.half_side * 1e-6;
  if (witness) {
    mark = *witness;
    story = "witness";
  } else {
    double nearest = INFINITY;
    for (const PlanePoint& p : polygons[0]) {
      for (const PlanePoint& q : polygons[1]) {
        const double distance = std::hypot(p.x - q.x, p.y - q.y);
        if (distance < nearest) nearest = distance, mark = {p.x / 2 + q.x / 2, p.y / 2 + q.y / 2};
      }
    }
    if (std::isfinite(nearest) && nearest > 0) zoom_half_side = std::min(whole.half_side, nearest * 2);
  }
  // At most 2^1000 times (and never an empty window), so that the caption's
  // zoom factor stays finite.
  zoom_half_side = std::max({zoom_half_side, whole.half_side * 0x1p-1000, DBL_TRUE_MIN});
  const ViewWindow zoom{mark, zoom_half_side};

  std::string svg = svg_header + draw_title(title);
  svg += draw_panel(polygons, whole, 0, mark, "whole view; circle: " + story);
  char zoom_caption[64];
  std::snprintf(zoom_caption, sizeof zoom_caption, "zoom x%.3g around the circle", whole.half_side / zoom_half_side);
  svg += draw_panel(polygons, zoom, 320, mark, zoom_caption);
  svg += "</svg>\n";
  return svg;
}

std::optional<PlanePoint> to_plane_point(const std::optional<oracle::Point<oracle::Rational>>& point) {
  if (!point) return std::nullopt;
  return PlanePoint{point->x.convert_to<double>(), point->y.convert_to<double>()};
}

}  // namespace

BoxPairPicture draw_box_pair_svg(const harness::BoxPair<double>& pair, const std::string& title) {
  const bool is_a_finite = oracle::is_finite_box(pair.a), is_b_finite = oracle::is_finite_box(pair.b);
  if (!is_a_finite || !is_b_finite) {
    const char* which = !is_a_finite && !is_b_finite ? "boxes A and B hold"
                        : !is_a_finite               ? "box A holds"
                                                     : "box B holds";
    return {"", std::string(which) + " NaN or infinity: no place to draw it"};
  }
  const std::vector<PlanePoint> boxes[2] = {corners_of(pair.a), corners_of(pair.b)};
  for (int index = 0; index < 2; ++index) {
    for (const PlanePoint& corner : boxes[index]) {
      if (!std::isfinite(corner.x) || !std::isfinite(corner.y)) {
        return {"", std::string("a corner of box ") + "AB"[index] + " is beyond the double range (center plus " +
                        "half-edges overflow double)"};
      }
    }
  }
  return {draw_polygons(boxes, to_plane_point(oracle::intersect_boxes(pair.a, pair.b).witness), title), ""};
}

BoxPairPicture draw_polygon_pair_svg(const harness::PolygonPair<double>& pair, const std::string& title) {
  std::vector<PlanePoint> polygons[2];
  oracle::VertexList<oracle::Rational> exact[2];
  for (int index = 0; index < 2; ++index) {
    for (const Vec2<double>& p : index == 0 ? pair.a : pair.b) {
      if (!std::isfinite(p.x) || !std::isfinite(p.y)) {
        return {"", std::string("polygon ") + "AB"[index] + " holds NaN or infinity: no place to draw it"};
      }
      polygons[index].push_back({p.x, p.y});
      exact[index].push_back({oracle::to_rational<oracle::Rational>(p.x), oracle::to_rational<oracle::Rational>(p.y)});
    }
  }
  // The oracle clips convex polygons only: a list that is not one is drawn without a witness.
  const bool are_convex = oracle::check_convex_list(exact[0]).fault == oracle::ListFault::none &&
                          oracle::check_convex_list(exact[1]).fault == oracle::ListFault::none;
  const std::optional<PlanePoint> witness =
      are_convex ? to_plane_point(oracle::intersect_convex_polygons(exact[0], exact[1]).witness) : std::nullopt;
  return {draw_polygons(polygons, witness, title), ""};
}

std::string draw_message_svg(const std::string& title, const std::string& message) {
  return svg_header + draw_title(title) + "<text x=\"4\" y=\"150\" font-size=\"12\" font-family=\"monospace\">" +
         escape_svg_text("not drawn: " + message) + "</text>\n</svg>\n";
}

}  // namespace obb2d::cli
