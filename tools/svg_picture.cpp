#include "svg_picture.hpp"

#include "oracle/oracle.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace obb2d::cli {
namespace {

struct PlanePoint {
  double x, y;
};

/// The world window one panel shows.
struct Window {
  double min_x, min_y, size;
};

std::vector<PlanePoint> corners_of(const oracle::StoredBox<double>& box) {
  std::vector<PlanePoint> corners;
  for (const auto& [s, t] : {std::pair{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
    corners.push_back({double(box.cx) + s * double(box.ux) + t * double(box.vx),
                       double(box.cy) + s * double(box.uy) + t * double(box.vy)});
  }
  return corners;
}

std::string format_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

/// One panel at horizontal offset `left` (pixels), 300 x 300.
std::string draw_panel(const BoxPair<double>& pair, const Window& window, double left, const PlanePoint& mark,
                       const std::string& caption) {
  const double pixels = 300;
  auto to_screen = [&](PlanePoint p) {
    return PlanePoint{left + (p.x - window.min_x) / window.size * pixels,
                      pixels - (p.y - window.min_y) / window.size * pixels};
  };
  std::string svg = "<g>\n<rect x=\"" + format_number(left) + "\" y=\"0\" width=\"300\" height=\"300\" fill=\"#fafafa\" "
                    "stroke=\"#999\"/>\n<clipPath id=\"clip" + std::to_string(static_cast<int>(left)) + "\"><rect x=\"" +
                    format_number(left) + "\" y=\"0\" width=\"300\" height=\"300\"/></clipPath>\n";
  const char* colours[2] = {"#1f77b4", "#d62728"};
  int index = 0;
  for (const oracle::StoredBox<double>* box : {&pair.a, &pair.b}) {
    std::string points;
    for (const PlanePoint& corner : corners_of(*box)) {
      const PlanePoint screen = to_screen(corner);
      points += format_number(screen.x) + "," + format_number(screen.y) + " ";
    }
    svg += "<polygon points=\"" + points + "\" fill=\"" + colours[index] + "\" fill-opacity=\"0.25\" stroke=\"" +
           colours[index] + "\" stroke-width=\"1.5\" clip-path=\"url(#clip" + std::to_string(static_cast<int>(left)) +
           ")\"/>\n";
    ++index;
  }
  const PlanePoint screen_mark = to_screen(mark);
  svg += "<circle cx=\"" + format_number(screen_mark.x) + "\" cy=\"" + format_number(screen_mark.y) +
         "\" r=\"4\" fill=\"none\" stroke=\"black\" stroke-width=\"1.5\"/>\n";
  svg += "<text x=\"" + format_number(left + 6) + "\" y=\"292\" font-size=\"11\" font-family=\"monospace\">" +
         caption + "</text>\n</g>\n";
  return svg;
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

std::string draw_box_pair_svg(const BoxPair<double>& pair, const std::string& title) {
  // The whole view: both boxes' corners (finite ones), squared, with margin.
  double min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
  for (const oracle::StoredBox<double>* box : {&pair.a, &pair.b}) {
    for (const PlanePoint& corner : corners_of(*box)) {
      if (!std::isfinite(corner.x) || !std::isfinite(corner.y)) continue;
      min_x = std::min(min_x, corner.x), max_x = std::max(max_x, corner.x);
      min_y = std::min(min_y, corner.y), max_y = std::max(max_y, corner.y);
    }
  }
  if (!(min_x <= max_x)) min_x = min_y = -1, max_x = max_y = 1;
  const double size = std::max({max_x - min_x, max_y - min_y, 1e-300}) * 1.2;
  const Window whole{(min_x + max_x) / 2 - size / 2, (min_y + max_y) / 2 - size / 2, size};

  // The mark: where the boxes meet, else midway between their centers.
  PlanePoint mark{(double(pair.a.cx) + double(pair.b.cx)) / 2, (double(pair.a.cy) + double(pair.b.cy)) / 2};
  std::string story = "gap";
  if (oracle::is_finite_box(pair.a) && oracle::is_finite_box(pair.b)) {
    const auto meeting = oracle::intersect_boxes(pair.a, pair.b);
    if (meeting.witness) {
      mark = {meeting.witness->x.convert_to<double>(), meeting.witness->y.convert_to<double>()};
      story = "witness";
    }
  } else {
    story = "invalid";
  }
  double zoom_size = size * 1e-6;
  if (story == "gap") {
    // Where the boxes come closest (nearest pair of corners): mark its middle
    // and zoom so the gap fills about a quarter of the panel.
    double nearest = INFINITY;
    for (const PlanePoint& p : corners_of(pair.a)) {
      for (const PlanePoint& q : corners_of(pair.b)) {
        const double distance = std::hypot(p.x - q.x, p.y - q.y);
        if (distance < nearest) nearest = distance, mark = {(p.x + q.x) / 2, (p.y + q.y) / 2};
      }
    }
    if (std::isfinite(nearest) && nearest > 0) zoom_size = std::min(size, nearest * 4);
  }
  const Window zoom{mark.x - zoom_size / 2, mark.y - zoom_size / 2, zoom_size};

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"620\" height=\"330\" viewBox=\"0 0 620 330\">\n";
  svg += "<text x=\"4\" y=\"320\" font-size=\"12\" font-family=\"monospace\">" + escape_svg_text(title) + "</text>\n";
  svg += draw_panel(pair, whole, 0, mark, "whole view; circle: " + story);
  char zoom_caption[64];
  std::snprintf(zoom_caption, sizeof zoom_caption, "zoom x%.3g around the circle", size / zoom_size);
  svg += draw_panel(pair, zoom, 320, mark, zoom_caption);
  svg += "</svg>\n";
  return svg;
}

}  // namespace obb2d::cli
