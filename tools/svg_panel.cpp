#include "svg_panel.hpp"

#include "oracle/rational.hpp"

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace obb2d::cli {
namespace {

using oracle::Rational;

/// Where a clipped polygon may reach, in window units: the window's half
/// side (1/2) plus the margin.
constexpr double clip_limit = 0.5 + panel_margin;

/// A point in window units, exactly.
struct ExactPoint {
  Rational x, y;
};

/// (coordinate - center - correction) / (2 half_side), computed as
/// (coordinate/2 - center/2 - correction/2) / half_side: both halves are at
/// most DBL_MAX/2, so the difference cannot overflow. Rounded a few times (relative error a few
/// ulps); a far point's quotient may be infinite.
double to_window_units(double coordinate, double center, double correction, double half_side) {
  return (coordinate / 2 - center / 2 - correction / 2) / half_side;
}

PlanePoint to_window_units(PlanePoint point, const ViewWindow& window) {
  return {to_window_units(point.x, window.center.x, window.center_correction.x, window.half_side),
          to_window_units(point.y, window.center.y, window.center_correction.y, window.half_side)};
}

/// The same exactly; an infinite coordinate is taken as ±DBL_MAX, which
/// changes nothing for an axis-aligned edge unless the window reaches DBL_MAX.
Rational to_exact_window_units(double coordinate, double center, double correction, double half_side) {
  const double finite = std::clamp(coordinate, -DBL_MAX, DBL_MAX);
  return (oracle::to_rational<Rational>(finite) - oracle::to_rational<Rational>(center) -
          oracle::to_rational<Rational>(correction)) /
         (2 * oracle::to_rational<Rational>(half_side));
}

PlanePoint to_page(PlanePoint units, const Panel& panel) {
  return {panel.left + panel.side * (0.5 + units.x),
          panel.top + panel.side * (panel.is_y_up ? 0.5 - units.y : 0.5 + units.y)};
}

/// Sutherland-Hodgman (Sutherland and Hodgman, "Reentrant polygon
/// clipping", 1974; Ericson, Real-Time Collision Detection, 8.3.4), in exact
/// rationals: clip the polygon against each side of the square
/// |x|, |y| <= clip_limit in turn.
///
///   for each side: for each edge p -> q of the polygon so far:
///     keep p if it is inside; if p and q lie on different sides of the
///     line, keep the crossing point p + t (q - p), t = d(p) / (d(p) - d(q))
///
/// with d the signed distance inside the side's line. Exact because a
/// crossing computed in double from far endpoints (a box a million windows
/// long, seen in a deep zoom) is off by the endpoints' rounding, which can
/// be many windows.
std::vector<ExactPoint> clip_to_square(std::vector<ExactPoint> polygon) {
  const Rational limit = oracle::to_rational<Rational>(clip_limit);
  for (int side = 0; side < 4 && !polygon.empty(); ++side) {
    const bool is_x = side < 2;
    const int sign = side % 2 == 0 ? 1 : -1;  // inside: sign * coordinate >= -limit
    const auto inside_by = [&](const ExactPoint& p) -> Rational { return sign * (is_x ? p.x : p.y) + limit; };
    std::vector<ExactPoint> kept;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      const ExactPoint& p = polygon[i];
      const ExactPoint& q = polygon[(i + 1) % polygon.size()];
      const Rational dp = inside_by(p), dq = inside_by(q);
      if (dp >= 0) kept.push_back(p);
      if ((dp >= 0) != (dq >= 0)) {
        const Rational t = dp / (dp - dq);
        kept.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
      }
    }
    polygon = std::move(kept);
  }
  return polygon;
}

/// The filter: the polygon in window units when every vertex is inside the
/// clip square (a few ulps from the exact units, far below what three
/// decimals show), or nullopt when clipping is needed.
std::optional<std::vector<PlanePoint>> place_inside_square(const std::vector<PlanePoint>& polygon,
                                                           const ViewWindow& window) {
  std::vector<PlanePoint> units;
  for (const PlanePoint& p : polygon) {
    units.push_back(to_window_units(p, window));
    if (!(std::abs(units.back().x) <= clip_limit && std::abs(units.back().y) <= clip_limit)) return std::nullopt;
  }
  return units;
}

/// Whether every vertex is beyond one and the same side of the clip square
/// (then nothing of the polygon is in view), judged on the rounded units
/// with a margin of a millionth of a window, far above their rounding.
bool is_beyond_one_side(const std::vector<PlanePoint>& polygon, const ViewWindow& window) {
  const double beyond = clip_limit + 1e-6;
  bool left = true, right = true, below = true, above = true;
  for (const PlanePoint& p : polygon) {
    const PlanePoint u = to_window_units(p, window);
    left = left && u.x < -beyond, right = right && u.x > beyond;
    below = below && u.y < -beyond, above = above && u.y > beyond;
  }
  return left || right || below || above;
}

std::vector<PlanePoint> round_units(const std::vector<ExactPoint>& exact) {
  std::vector<PlanePoint> units;
  for (const ExactPoint& p : exact) units.push_back({p.x.convert_to<double>(), p.y.convert_to<double>()});
  return units;
}

/// The exact path: every vertex in exact window units, clipped, rounded.
std::vector<PlanePoint> clip_exactly(const std::vector<PlanePoint>& polygon, const ViewWindow& window) {
  std::vector<ExactPoint> exact;
  for (const PlanePoint& p : polygon) {
    exact.push_back({to_exact_window_units(p.x, window.center.x, window.center_correction.x, window.half_side),
                     to_exact_window_units(p.y, window.center.y, window.center_correction.y, window.half_side)});
  }
  return round_units(clip_to_square(std::move(exact)));
}

/// The value of an SVG `points` attribute: `units` (window units) on `panel`.
std::string format_units(const std::vector<PlanePoint>& units, const Panel& panel) {
  std::string points;
  for (const PlanePoint& p : units) {
    const PlanePoint page = to_page(p, panel);
    points += format_svg_number(page.x) + "," + format_svg_number(page.y) + " ";
  }
  return points;
}

}  // namespace

std::optional<ViewWindow> make_window_around(const std::vector<PlanePoint>& points, double margin,
                                             double minimum_side) {
  double min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
  for (const PlanePoint& p : points) {
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) continue;
    min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
  }
  if (!(min_x <= max_x)) return std::nullopt;
  // Halves first: max/2 - min/2 and min/2 + max/2 are at most DBL_MAX.
  const double half_extent = std::max(max_x / 2 - min_x / 2, max_y / 2 - min_y / 2);
  const double half_side = std::max(std::min(half_extent * std::max(margin, 1.0), DBL_MAX), minimum_side / 2);
  return ViewWindow{{min_x / 2 + max_x / 2, min_y / 2 + max_y / 2}, half_side};
}

std::string format_polygon_on_panel(const std::vector<PlanePoint>& polygon, const ViewWindow& window,
                                    const Panel& panel) {
  for (const PlanePoint& p : polygon) {
    if (std::isnan(p.x) || std::isnan(p.y)) return "";
  }
  // One polygon, two paths: inside the square (the double filter decides),
  // wholly beyond one side, or else clipped exactly.
  std::vector<PlanePoint> units;
  if (auto inside = place_inside_square(polygon, window)) {
    units = std::move(*inside);
  } else if (!is_beyond_one_side(polygon, window)) {
    units = clip_exactly(polygon, window);
  }
  return format_units(units, panel);
}

std::string format_exact_polygon_on_panel(const oracle::VertexList<oracle::Rational>& polygon,
                                          const ViewWindow& window, const Panel& panel) {
  const Rational center_x =
      oracle::to_rational<Rational>(window.center.x) + oracle::to_rational<Rational>(window.center_correction.x);
  const Rational center_y =
      oracle::to_rational<Rational>(window.center.y) + oracle::to_rational<Rational>(window.center_correction.y);
  const Rational side = 2 * oracle::to_rational<Rational>(window.half_side);
  std::vector<ExactPoint> exact;
  for (const oracle::Point<Rational>& p : polygon) exact.push_back({(p.x - center_x) / side, (p.y - center_y) / side});
  return format_units(round_units(clip_to_square(std::move(exact))), panel);
}

std::optional<PlanePoint> place_on_panel(PlanePoint point, const ViewWindow& window, const Panel& panel) {
  const PlanePoint units = to_window_units(point, window);
  if (!(std::abs(units.x) <= 0.5 && std::abs(units.y) <= 0.5)) return std::nullopt;
  return to_page(units, panel);
}

std::string format_svg_number(double value) {
  assert(std::isfinite(value) && std::abs(value) <= largest_svg_number);
  const double bounded = std::isnan(value) ? 0 : std::clamp(value, -largest_svg_number, largest_svg_number);
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", bounded);
  return text;
}

}  // namespace obb2d::cli
