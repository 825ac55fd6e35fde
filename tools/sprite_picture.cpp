#include "sprite_picture.hpp"

#include "svg_picture.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace obb2d::cli {
namespace {

struct ScreenPoint {
  double x, y;
};

std::string format_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

/// Maps world points into the 400 x 400 drawing area with a margin.
struct View {
  double min_x, min_y, scale;
  ScreenPoint operator()(double x, double y) const { return {20 + (x - min_x) * scale, 20 + (y - min_y) * scale}; }
};

std::string polygon(const std::vector<ScreenPoint>& points, const std::string& style) {
  std::string svg = "<polygon points=\"";
  for (const ScreenPoint& p : points) svg += format_number(p.x) + "," + format_number(p.y) + " ";
  return svg + "\" " + style + "/>\n";
}

std::string rectangle(const View& view, double min_x, double min_y, double max_x, double max_y,
                      const std::string& style) {
  return polygon({view(min_x, min_y), view(max_x, min_y), view(max_x, max_y), view(min_x, max_y)}, style);
}

}  // namespace

std::string draw_sprite_bounds_svg(const SpriteScene& scene, const SpriteAnswer& exact, const SpriteAnswer& answer,
                                   const std::string& title) {
  const Affine2x3<float>& m = scene.transform;
  const auto world = [&m](double x, double y) {
    return ScreenPoint{double(m.xx) * x + double(m.yx) * y + double(m.tx), double(m.xy) * x + double(m.yy) * y + double(m.ty)};
  };
  // The window: the exact bounds and the kernel's, squared, with margin.
  double min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
  for (const SpriteAnswer* a : {&exact, &answer}) {
    if (a->status != "bounded") continue;
    min_x = std::min(min_x, a->min_x), min_y = std::min(min_y, a->min_y);
    max_x = std::max(max_x, a->max_x), max_y = std::max(max_y, a->max_y);
  }
  const bool has_window = std::isfinite(min_x) && std::isfinite(max_x) && std::isfinite(min_y) && std::isfinite(max_y);
  if (!has_window) min_x = min_y = 0, max_x = max_y = 1;
  const double size = std::max({max_x - min_x, max_y - min_y, 1e-30}) * 1.1;
  const View view{(min_x + max_x) / 2 - size / 2, (min_y + max_y) / 2 - size / 2, 400 / size};

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"440\" height=\"500\" viewBox=\"0 0 440 500\">\n"
                    "<rect x=\"20\" y=\"20\" width=\"400\" height=\"400\" fill=\"#fafafa\" stroke=\"#999\"/>\n"
                    "<clipPath id=\"panel\"><rect x=\"20\" y=\"20\" width=\"400\" height=\"400\"/></clipPath>\n"
                    "<g clip-path=\"url(#panel)\">\n";
  // Opaque pixels, one parallelogram per run of opaque pixels in a row.
  if (has_window) {
    for (int y = 0; y < scene.mask.height; ++y) {
      for (int x = 0; x < scene.mask.width;) {
        if (!scene.mask.is_opaque(x, y)) {
          ++x;
          continue;
        }
        int end = x;
        while (end < scene.mask.width && scene.mask.is_opaque(end, y)) ++end;
        std::vector<ScreenPoint> corners;
        for (const auto& [cx, cy] : {std::pair{x, y}, {end, y}, {end, y + 1}, {x, y + 1}}) {
          const ScreenPoint p = world(cx, cy);
          corners.push_back(view(p.x, p.y));
        }
        svg += polygon(corners, "fill=\"#555\" fill-opacity=\"0.6\" stroke=\"none\"");
        x = end;
      }
    }
  }
  if (answer.box) {
    const Box<double>& b = *answer.box;
    std::vector<ScreenPoint> corners;
    for (const auto& [s, t] : {std::pair{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
      corners.push_back(view(b.center.x + s * b.u.x + t * b.v.x, b.center.y + s * b.u.y + t * b.v.y));
    }
    svg += polygon(corners, "fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\"");
  }
  if (exact.status == "bounded") {
    svg += rectangle(view, exact.min_x, exact.min_y, exact.max_x, exact.max_y,
                     "fill=\"none\" stroke=\"#2ca02c\" stroke-width=\"3\" stroke-dasharray=\"6 4\"");
  }
  if (answer.status == "bounded") {
    svg += rectangle(view, answer.min_x, answer.min_y, answer.max_x, answer.max_y,
                     "fill=\"none\" stroke=\"#d62728\" stroke-width=\"1.5\"");
  }
  svg += "</g>\n";
  const std::string lines[4] = {
      title,
      "grey: opaque pixels; green dashed: exact bounds (oracle)",
      "red: kernel's AABB (" + (answer.status == "bounded" ? answer.aabb_text : answer.status) + ")",
      "blue: kernel's box; world y points down",
  };
  for (int i = 0; i < 4; ++i) {
    svg += "<text x=\"20\" y=\"" + std::to_string(440 + 14 * i) + "\" font-size=\"11\" font-family=\"monospace\">" +
           escape_svg_text(lines[i]) + "</text>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace obb2d::cli
