/// @file
/// The runner of cgal_polygon_runner.hpp, in a translation unit of its own
/// (compiled with CGAL's -frounding-math).

#include "cgal_polygon_runner.hpp"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>

#include <algorithm>
#include <vector>

namespace obb2d::bench::peers {

using Point = CGAL::Epick::Point_2;

struct CgalPolygonOrientationRunner::Polygons {
  std::vector<std::vector<Point>> lists;
};

namespace {

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

int coordinate_gap_sign(const std::vector<Point>& a, const std::vector<Point>& b) {
  const auto by_x = [](const Point& p, const Point& q) { return p.x() < q.x(); };
  const auto by_y = [](const Point& p, const Point& q) { return p.y() < q.y(); };
  const auto [a_x_min, a_x_max] = std::minmax_element(a.begin(), a.end(), by_x);
  const auto [b_x_min, b_x_max] = std::minmax_element(b.begin(), b.end(), by_x);
  const auto [a_y_min, a_y_max] = std::minmax_element(a.begin(), a.end(), by_y);
  const auto [b_y_min, b_y_max] = std::minmax_element(b.begin(), b.end(), by_y);
  const auto compare = [](double x, double y) { return (x > y) - (x < y); };
  return std::max({compare(b_x_min->x(), a_x_max->x()), compare(a_x_min->x(), b_x_max->x()),
                   compare(b_y_min->y(), a_y_max->y()), compare(a_y_min->y(), b_y_max->y())});
}

}  // namespace

CgalPolygonOrientationRunner::CgalPolygonOrientationRunner(const PolygonSet<float>& set)
    : polygons_(std::make_unique<Polygons>()) {
  for (std::size_t k = 0; k + 1 < set.starts.size(); ++k) {
    const PolygonView<float> polygon = set.polygon(k);
    std::vector<Point> points;
    for (std::size_t i = 0; i < polygon.count; ++i) points.emplace_back(polygon.vertices[i].x, polygon.vertices[i].y);
    polygons_->lists.push_back(std::move(points));
  }
}

CgalPolygonOrientationRunner::~CgalPolygonOrientationRunner() = default;

Relation CgalPolygonOrientationRunner::classify(std::size_t i) const {
  const std::vector<Point>& a = polygons_->lists[2 * i];
  const std::vector<Point>& b = polygons_->lists[2 * i + 1];
  const int a_winding = checked_winding(a), b_winding = checked_winding(b);
  if (a_winding == 2 || b_winding == 2) return Relation::invalid;
  int gap = coordinate_gap_sign(a, b);
  if (gap <= 0) gap = std::max(gap, edge_gap_sign(a, a_winding, b));
  if (gap <= 0) gap = std::max(gap, edge_gap_sign(b, b_winding, a));
  if (gap > 0) return Relation::disjoint;
  if (gap == 0 || a_winding == 0 || b_winding == 0) return Relation::touching;
  return Relation::overlapping;
}

}  // namespace obb2d::bench::peers
