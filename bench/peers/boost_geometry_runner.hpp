#pragma once
/// @file
/// Boost.Geometry's `intersects` as a peer: each box becomes, once and
/// outside the timing, a model::polygon of double points (clockwise and
/// closed, Boost.Geometry's default, put right by `correct`) from its four
/// corners (box_corners.hpp). `intersects` has closed semantics (touching
/// counts); its side predicates are floating point, not exact.

#include "../workloads.hpp"
#include "box_corners.hpp"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <cstddef>
#include <vector>

namespace obb2d::bench::peers {

/// Boost.Geometry's default polygon of doubles.
using BoostPolygon = boost::geometry::model::polygon<boost::geometry::model::d2::point_xy<double>>;

/// A box as a Boost.Geometry polygon.
inline BoostPolygon make_boost_polygon(const BoxCorners& box) {
  BoostPolygon polygon;
  for (const Corner& corner : box.corners) polygon.outer().push_back({corner.x, corner.y});
  boost::geometry::correct(polygon);  // closes the ring and makes it clockwise
  return polygon;
}

/// boost::geometry::intersects on every pair of a workload.
template <class T>
class BoostGeometryRunner {
 public:
  /// Converts every box of `pairs` to a polygon.
  explicit BoostGeometryRunner(const std::vector<BoxPair<T>>& pairs) {
    for (const BoxPair<T>& pair : pairs) {
      first_.push_back(make_boost_polygon(make_box_corners(pair.a)));
      second_.push_back(make_boost_polygon(make_box_corners(pair.b)));
    }
  }

  /// Boost.Geometry's answer for pair i (closed semantics).
  bool intersects(std::size_t i) const { return boost::geometry::intersects(first_[i], second_[i]); }

 private:
  std::vector<BoostPolygon> first_, second_;
};

}  // namespace obb2d::bench::peers
