/// @file
/// The runner of cgal_polygon_runner.hpp, in a translation unit of its own
/// (compiled with CGAL's -frounding-math).

#include "cgal_polygon_runner.hpp"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>

#include <algorithm>
#include <vector>

namespace obb2d::bench::peers {

using Point = CGAL::Epick::Point_2;

namespace {

/// The least and the greatest x and y of a list's points.
struct Extent {
  double least_x, greatest_x, least_y, greatest_y;
};

/// The list's check, as polygon.hpp's exact one makes it: at each vertex
/// that differs from the one before, the turn from the previous distinct
/// vertex to the next; one sign, zero turns straight on, the edge
/// directions crossing between the half circles twice. Returns the winding
/// (+1, -1, 0 on one line), or 2 when the list is not convex.
int checked_winding(const std::vector<Point>& p) {
  const std::size_t n = p.size();
  int winding = 0;
  std::size_t crossings = 0;
  bool is_convex = true;
  for (std::size_t k = 0; k < n; ++k) {
    const Point& previous = p[(k + n - 1) % n];
    if (previous == p[k]) continue;
    std::size_t next = (k + 1) % n;
    while (p[next] == p[k]) next = (next + 1) % n;
    const int turn = static_cast<int>(CGAL::orientation(previous, p[k], p[next]));
    if (turn != 0 && winding == 0) winding = turn;
    is_convex = is_convex && (turn != 0 ? turn == winding
                                        : CGAL::collinear_are_strictly_ordered_along_line(previous, p[k], p[next]));
    crossings += (p[k].y() > previous.y()) != (p[next].y() > p[k].y());
  }
  if (winding == 0) return 0;
  return is_convex && crossings == 2 ? winding : 2;
}

/// The largest gap sign of a's edges (as polygon.hpp's edge_gap_sign).
int edge_gap_sign(const std::vector<Point>& a, int a_winding, const std::vector<Point>& b) {
  const int outside = a_winding != 0 ? -a_winding : -1;
  int largest = -1;
  for (std::size_t k = 0; k < a.size() && largest <= 0; ++k) {
    const Point& p = a[k];
    const Point& q = a[(k + 1) % a.size()];
    if (p == q) continue;
    int least = 1;
    for (std::size_t j = 0; j < b.size() && least >= 0; ++j) {
      least = std::min(least, outside * static_cast<int>(CGAL::orientation(p, q, b[j])));
    }
    largest = std::max(largest, least);
  }
  return largest;
}

Extent extent_of(const std::vector<Point>& p) {
  const auto by_x = [](const Point& r, const Point& s) { return r.x() < s.x(); };
  const auto by_y = [](const Point& r, const Point& s) { return r.y() < s.y(); };
  const auto [x_min, x_max] = std::minmax_element(p.begin(), p.end(), by_x);
  const auto [y_min, y_max] = std::minmax_element(p.begin(), p.end(), by_y);
  return {x_min->x(), x_max->x(), y_min->y(), y_max->y()};
}

int coordinate_gap_sign(const Extent& a, const Extent& b) {
  const auto compare = [](double x, double y) { return (x > y) - (x < y); };
  return std::max({compare(b.least_x, a.greatest_x), compare(a.least_x, b.greatest_x),
                   compare(b.least_y, a.greatest_y), compare(a.least_y, b.greatest_y)});
}

/// The answer for two lists whose windings (checked_winding) and extents
/// are known.
Relation decide(const std::vector<Point>& a, int a_winding, const Extent& a_extent, const std::vector<Point>& b,
                int b_winding, const Extent& b_extent) {
  if (a_winding == 2 || b_winding == 2) return Relation::invalid;
  int gap = coordinate_gap_sign(a_extent, b_extent);
  if (gap <= 0) gap = std::max(gap, edge_gap_sign(a, a_winding, b));
  if (gap <= 0) gap = std::max(gap, edge_gap_sign(b, b_winding, a));
  if (gap > 0) return Relation::disjoint;
  if (gap == 0 || a_winding == 0 || b_winding == 0) return Relation::touching;
  return Relation::overlapping;
}

}  // namespace

struct CgalPolygonOrientationRunner::Polygons {
  std::vector<std::vector<Point>> lists;
  std::vector<int> windings;    ///< checked_winding of each list, for classify_checked_once
  std::vector<Extent> extents;  ///< extent_of each list, for classify_checked_once
};

CgalPolygonOrientationRunner::CgalPolygonOrientationRunner(const PolygonSet<float>& set)
    : polygons_(std::make_unique<Polygons>()) {
  for (std::size_t k = 0; k + 1 < set.starts.size(); ++k) {
    const PolygonView<float> polygon = set.polygon(k);
    std::vector<Point> points;
    for (std::size_t i = 0; i < polygon.count; ++i) points.emplace_back(polygon.vertices[i].x, polygon.vertices[i].y);
    polygons_->windings.push_back(checked_winding(points));
    polygons_->extents.push_back(extent_of(points));
    polygons_->lists.push_back(std::move(points));
  }
}

CgalPolygonOrientationRunner::~CgalPolygonOrientationRunner() = default;

Relation CgalPolygonOrientationRunner::classify(std::size_t i) const {
  const std::vector<Point>& a = polygons_->lists[2 * i];
  const std::vector<Point>& b = polygons_->lists[2 * i + 1];
  return decide(a, checked_winding(a), extent_of(a), b, checked_winding(b), extent_of(b));
}

Relation CgalPolygonOrientationRunner::classify_checked_once(std::size_t i) const {
  const Polygons& p = *polygons_;
  return decide(p.lists[2 * i], p.windings[2 * i], p.extents[2 * i], p.lists[2 * i + 1], p.windings[2 * i + 1],
                p.extents[2 * i + 1]);
}

}  // namespace obb2d::bench::peers
