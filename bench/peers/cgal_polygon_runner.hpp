#pragma once
/// @file
/// CGAL 5.5's orientation predicate (Epick: exact predicates, a filter and
/// exact fallback of its own) used the way polygon.hpp uses its turn: each
/// call checks both lists as polygon.hpp's exact check does (the turn at
/// each vertex, zero turns straight on, the edge directions crossing the
/// half circles twice), then makes the same separating-axis decision (the
/// coordinate axes by comparing numbers, then every edge of both polygons:
/// the least outer turn over the other's vertices), answering disjoint,
/// touching, overlapping or invalid. The lists are converted to CGAL points
/// once, outside the timing; classify_checked_once is the same decision on
/// lists checked (and their extents found) there too, as CheckedPolygon
/// does for polygon.hpp. Its own translation unit
/// (cgal_polygon_runner.cpp): CGAL needs -frounding-math.

#include "../polygon_workloads.hpp"

#include <cstddef>
#include <memory>

namespace obb2d::bench::peers {

/// The decision above on every pair of a polygon workload (float lists).
class CgalPolygonOrientationRunner {
 public:
  explicit CgalPolygonOrientationRunner(const PolygonSet<float>& set);
  ~CgalPolygonOrientationRunner();

  /// The relation of pair i.
  Relation classify(std::size_t i) const;
  /// The same, with the lists' checks and extents made at construction.
  Relation classify_checked_once(std::size_t i) const;

 private:
  struct Polygons;
  std::unique_ptr<Polygons> polygons_;
};

}  // namespace obb2d::bench::peers
