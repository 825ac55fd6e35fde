#include "sprite_picture.hpp"

#include "svg_panel.hpp"
#include "svg_picture.hpp"

#include <cmath>
#include <vector>

namespace obb2d::cli {
namespace {

/// The 400 x 400 panel below a 20-unit margin; world y points down.
constexpr Panel panel{20, 20, 400, false};

std::string polygon(const std::vector<PlanePoint>& corners, const ViewWindow& window, const std::string& style) {
  const std::string points = format_polygon_on_panel(corners, window, panel);
  return points.empty() ? "" : "<polygon points=\"" + points + "\" " + style + "/>\n";
}

/// An AABB's corners; a side that overflowed float is infinite, which the
/// panel clamps exactly (the edges are axis-aligned).
std::vector<PlanePoint> corners_of(const SpriteAnswer& a) {
  return {{a.min_x, a.min_y}, {a.max_x, a.min_y}, {a.max_x, a.max_y}, {a.min_x, a.max_y}};
}

}  // namespace

std::string draw_sprite_bounds_svg(const SpriteScene& scene, const SpriteAnswer& exact, const SpriteAnswer& answer,
                                   const std::string& title) {
  const Affine2x3<float>& m = scene.transform;
  const auto world = [&m](double x, double y) {
    return PlanePoint{double(m.xx) * x + double(m.yx) * y + double(m.tx),
                      double(m.xy) * x + double(m.yy) * y + double(m.ty)};
  };
  const bool is_placed = std::isfinite(m.xx) && std::isfinite(m.xy) && std::isfinite(m.yx) && std::isfinite(m.yy) &&
                         std::isfinite(m.tx) && std::isfinite(m.ty);
  // The window: the finite corners of the exact bounds and the kernel's, squared, with margin.
  std::vector<PlanePoint> bounds;
  for (const SpriteAnswer* a : {&exact, &answer}) {
    if (a->status != "bounded") continue;
    for (const PlanePoint& corner : corners_of(*a)) bounds.push_back(corner);
  }
  const std::optional<ViewWindow> window = make_window_around(bounds, 1.1, 1e-30);

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"440\" height=\"500\" viewBox=\"0 0 440 500\">\n"
                    "<rect x=\"20\" y=\"20\" width=\"400\" height=\"400\" fill=\"#fafafa\" stroke=\"#999\"/>\n"
                    "<clipPath id=\"panel\"><rect x=\"20\" y=\"20\" width=\"400\" height=\"400\"/></clipPath>\n"
                    "<g clip-path=\"url(#panel)\">\n";
  // Opaque pixels, one parallelogram per run of opaque pixels in a row.
  if (window && is_placed) {
    for (int y = 0; y < scene.mask.height; ++y) {
      for (int x = 0; x < scene.mask.width;) {
        if (!scene.mask.is_opaque(x, y)) {
          ++x;
          continue;
        }
        int end = x;
        while (end < scene.mask.width && scene.mask.is_opaque(end, y)) ++end;
        std::vector<PlanePoint> corners;
        for (const auto& [cx, cy] : {std::pair{x, y}, {end, y}, {end, y + 1}, {x, y + 1}})
          corners.push_back(world(cx, cy));
        svg += polygon(corners, *window, "fill=\"#555\" fill-opacity=\"0.6\" stroke=\"none\"");
        x = end;
      }
    }
  }
  if (window && answer.box) {
    const Box<double>& b = *answer.box;
    std::vector<PlanePoint> corners;
    for (const auto& [s, t] : {std::pair{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
      corners.push_back({b.center.x + s * b.u.x + t * b.v.x, b.center.y + s * b.u.y + t * b.v.y});
    }
    svg += polygon(corners, *window, "fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\"");
  }
  if (window && exact.status == "bounded") {
    svg += polygon(corners_of(exact), *window,
                   "fill=\"none\" stroke=\"#2ca02c\" stroke-width=\"3\" stroke-dasharray=\"6 4\"");
  }
  if (window && answer.status == "bounded") {
    svg += polygon(corners_of(answer), *window, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"1.5\"");
    // An AABB of zero width or height draws as a line or nothing: a ring marks where it is.
    const bool is_flat = answer.max_x == answer.min_x || answer.max_y == answer.min_y;
    const PlanePoint middle{(answer.min_x + answer.max_x) / 2, (answer.min_y + answer.max_y) / 2};
    const std::optional<PlanePoint> mark = is_flat ? place_on_panel(middle, *window, panel) : std::nullopt;
    if (mark) {
      svg += "<circle cx=\"" + format_svg_number(mark->x) + "\" cy=\"" + format_svg_number(mark->y) +
             "\" r=\"7\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\"/>\n";
    }
  }
  svg += "</g>\n";
  std::vector<std::string> lines = {
      title,
      "grey: opaque pixels; green dashed: exact bounds (oracle)",
      "red: kernel's AABB (" + (answer.status == "bounded" ? answer.aabb_text : answer.status) +
          "), ringed when it is flat",
      "blue: kernel's box; world y points down",
  };
  // Say why the panel lacks what the legend names.
  if (!is_placed) {
    lines.push_back("no pixel drawn: the matrix holds NaN or infinity");
  } else if (!window) {
    lines.push_back("nothing drawn: neither the oracle nor the kernel has bounds");
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    svg += "<text x=\"20\" y=\"" + std::to_string(440 + 14 * i) + "\" font-size=\"11\" font-family=\"monospace\">" +
           escape_svg_text(lines[i]) + "</text>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace obb2d::cli
