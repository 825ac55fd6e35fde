#pragma once
/// @file
/// The convex polygons of the small grid (portability_check.cpp checks
/// every pair against grid_polygon_relations.txt, which the oracle wrote):
/// the distinct convex hulls of the non-empty subsets of the nine points
/// {0, 2, 4}^2 (points, segments, triangles, ... the square), each
/// counter-clockwise from its lowest-leftmost corner, and B moved by the
/// half-grid steps of grid_polygon_moves, so that edges meet edges, vertices
/// meet edge midpoints, and polygons cross. Built here with integers (a
/// monotone chain of its own), not by the kernel or the oracle.

#include <obb2d/obb2d.hpp>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace obb2d::portability {

/// Number of distinct hulls of the grid's points.
inline constexpr int grid_polygon_count = 213;

/// The steps B is moved by (the rows of the answer table: A, then the move).
inline constexpr std::array<std::pair<int, int>, 4> grid_polygon_moves = {{{0, 0}, {1, 0}, {1, 1}, {-1, 2}}};

/// The hulls, as integer points, in table order.
inline std::vector<std::vector<std::pair<int, int>>> make_grid_polygon_points() {
  using Point = std::pair<int, int>;  // (x, y)
  const auto turn = [](const Point& o, const Point& a, const Point& b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
  };
  std::vector<std::vector<Point>> hulls;
  for (int subset = 1; subset < (1 << 9); ++subset) {
    std::vector<Point> points;  // in (x, y) order: the monotone chain's sort
    for (int x = 0; x < 3; ++x) {
      for (int y = 0; y < 3; ++y) {
        if (subset & (1 << (3 * y + x))) points.push_back({2 * x, 2 * y});
      }
    }
    std::vector<Point> hull;
    if (points.size() <= 2) {
      hull = points;
    } else {  // Andrew's monotone chain: lower chain, then upper, each dropping non-left turns
      for (int pass = 0; pass < 2; ++pass) {
        const std::size_t start = hull.size();
        for (std::size_t k = 0; k < points.size(); ++k) {
          const Point& p = pass == 0 ? points[k] : points[points.size() - 1 - k];
          while (hull.size() >= start + 2 && turn(hull[hull.size() - 2], hull.back(), p) <= 0) hull.pop_back();
          hull.push_back(p);
        }
        hull.pop_back();  // the next chain starts there
      }
      if (hull.size() == 2 && hull[0] == hull[1]) hull.pop_back();
    }
    // Counter-clockwise from the lowest (then leftmost) corner.
    std::rotate(hull.begin(), std::min_element(hull.begin(), hull.end(), [](const Point& p, const Point& q) {
                  return p.second != q.second ? p.second < q.second : p.first < q.first;
                }), hull.end());
    if (std::find(hulls.begin(), hulls.end(), hull) == hulls.end()) hulls.push_back(hull);
  }
  return hulls;
}

/// The hulls as T vertices, moved by (dx, dy) and mapped by `place` (an
/// exact map that keeps every answer: a translation or a power-of-two
/// scaling that stays exact).
template <class T, class Place>
std::vector<std::vector<Vec2<T>>> make_grid_polygons(int dx, int dy, Place place) {
  std::vector<std::vector<Vec2<T>>> polygons;
  for (const auto& hull : make_grid_polygon_points()) {
    std::vector<Vec2<T>> polygon;
    for (const auto& [x, y] : hull) polygon.push_back({place(T(x + dx)), place(T(y + dy))});
    polygons.push_back(polygon);
  }
  return polygons;
}

}  // namespace obb2d::portability
