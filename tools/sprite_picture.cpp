#include "sprite_picture.hpp"

#include "svg_panel.hpp"
#include "svg_picture.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
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

/// The most grey parallelograms a picture draws, one per run of opaque cells
/// in a row: each is about 130 bytes of SVG, so they stay under ~1.3 MB
/// whatever the mask (a 4096 x 4096 checkerboard has 8 million runs).
constexpr std::size_t max_drawn_runs = 10000;

/// A mask cut into squares of `cell` x `cell` pixels (the last column and
/// row of cells may hold fewer), a cell opaque when any of its pixels is.
struct CellGrid {
  int cell = 1;                          ///< pixels per side of a cell
  int columns = 0, rows = 0;             ///< cells per row, rows of cells
  std::vector<unsigned char> is_opaque;  ///< columns * rows flags, row by row
};

CellGrid make_pixel_grid(const oracle::SpriteMask& mask) {
  CellGrid grid{1, mask.width, mask.height, {}};
  grid.is_opaque.reserve(std::size_t(mask.width) * std::size_t(mask.height));
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) grid.is_opaque.push_back(mask.is_opaque(x, y) ? 1 : 0);
  }
  return grid;
}

/// `grid` with cells twice as large: each new cell is opaque when any of
/// the (up to) four it covers is.
CellGrid make_coarser_grid(const CellGrid& grid) {
  CellGrid coarser{2 * grid.cell, (grid.columns + 1) / 2, (grid.rows + 1) / 2, {}};
  coarser.is_opaque.assign(std::size_t(coarser.columns) * std::size_t(coarser.rows), 0);
  for (int y = 0; y < grid.rows; ++y) {
    for (int x = 0; x < grid.columns; ++x) {
      coarser.is_opaque[std::size_t(y / 2) * std::size_t(coarser.columns) + std::size_t(x / 2)] |=
          grid.is_opaque[std::size_t(y) * std::size_t(grid.columns) + std::size_t(x)];
    }
  }
  return coarser;
}

/// How many runs of opaque cells the rows of `grid` hold, counted up to
/// `limit` + 1 (enough to know it is over).
std::size_t count_runs(const CellGrid& grid, std::size_t limit) {
  std::size_t runs = 0;
  for (int y = 0; y < grid.rows && runs <= limit; ++y) {
    const unsigned char* row = grid.is_opaque.data() + std::size_t(y) * std::size_t(grid.columns);
    for (int x = 0; x < grid.columns; ++x) runs += row[x] && (x == 0 || !row[x - 1]) ? 1 : 0;
  }
  return runs;
}

/// The grid the picture draws: the pixels themselves when they make at most
/// max_drawn_runs runs, else the finest grid of 2^k x 2^k pixel cells that
/// does. The picture's size is then bounded whatever the mask; the exact
/// bounds and the kernel's answer are drawn from their numbers either way.
CellGrid make_drawn_grid(const oracle::SpriteMask& mask) {
  CellGrid grid = make_pixel_grid(mask);
  while (count_runs(grid, max_drawn_runs) > max_drawn_runs) grid = make_coarser_grid(grid);
  return grid;
}

}  // namespace

std::string draw_sprite_bounds_svg(const SpriteScene& scene, const SpriteAnswer& exact, const SpriteAnswer& answer,
                                   const std::string& title) {
  const Affine2x3<float>& m = scene.transform;
  const auto world = [&m](double x, double y) {
    return PlanePoint{double(m.xx) * x + double(m.yx) * y + double(m.tx),
                      double(m.xy) * x + double(m.yy) * y + double(m.ty)};
  };
  const bool is_placed = is_finite_matrix(m);
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
  // Opaque pixels (or cells of them), one parallelogram per run of opaque cells in a row.
  int drawn_cell = 1;
  if (window && is_placed) {
    const CellGrid grid = make_drawn_grid(scene.mask);
    drawn_cell = grid.cell;
    const auto is_opaque = [&grid](int x, int y) {
      return grid.is_opaque[std::size_t(y) * std::size_t(grid.columns) + std::size_t(x)] != 0;
    };
    for (int y = 0; y < grid.rows; ++y) {
      for (int x = 0; x < grid.columns;) {
        if (!is_opaque(x, y)) {
          ++x;
          continue;
        }
        int end = x;
        while (end < grid.columns && is_opaque(end, y)) ++end;
        // The run's pixels: the last cell of a row or column may be cut by the mask's side.
        const int left = x * grid.cell, right = std::min(end * grid.cell, scene.mask.width);
        const int top = y * grid.cell, bottom = std::min((y + 1) * grid.cell, scene.mask.height);
        std::vector<PlanePoint> corners;
        for (const auto& [cx, cy] : {std::pair{left, top}, {right, top}, {right, bottom}, {left, bottom}})
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
  // Say why the panel lacks what the legend names, or shows it coarser.
  if (drawn_cell > 1) {
    lines.push_back("grey at reduced resolution: cells of " + std::to_string(drawn_cell) + " x " +
                    std::to_string(drawn_cell) + " pixels, grey when any is opaque");
  } else if (!is_placed) {
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
