#pragma once
/// @file
/// GEOS 3.11's GEOSIntersects_r (the C API, re-entrant) as an exact-predicate
/// peer: each box becomes, once and outside the timing, a GEOS polygon whose
/// closed shell is its four corners (box_corners.hpp). The geometries are not
/// prepared: each pair is a fresh question, and preparing one box for a
/// single test costs more than the test. `intersects` has closed semantics
/// (touching counts).

#include "../workloads.hpp"
#include "box_corners.hpp"

#define GEOS_USE_ONLY_R_API
#include <geos_c.h>

#include <cstddef>
#include <stdexcept>
#include <vector>

namespace obb2d::bench::peers {

/// GEOSIntersects_r on every pair of a workload; owns its GEOS context and
/// geometries.
template <class T>
class GeosRunner {
 public:
  /// Converts every box of `pairs` to a GEOS polygon.
  explicit GeosRunner(const std::vector<BoxPair<T>>& pairs) : context_(GEOS_init_r()) {
    for (const BoxPair<T>& pair : pairs) {
      first_.push_back(make_polygon(make_box_corners(pair.a)));
      second_.push_back(make_polygon(make_box_corners(pair.b)));
    }
  }

  GeosRunner(const GeosRunner&) = delete;
  GeosRunner& operator=(const GeosRunner&) = delete;

  ~GeosRunner() {
    for (GEOSGeometry* geometry : first_) GEOSGeom_destroy_r(context_, geometry);
    for (GEOSGeometry* geometry : second_) GEOSGeom_destroy_r(context_, geometry);
    GEOS_finish_r(context_);
  }

  /// GEOS's answer for pair i (closed semantics). GEOS reports an exception
  /// as 2, which counts as "intersecting" here.
  bool intersects(std::size_t i) const { return GEOSIntersects_r(context_, first_[i], second_[i]) != 0; }

 private:
  GEOSGeometry* make_polygon(const BoxCorners& box) {
    GEOSCoordSequence* shell = GEOSCoordSeq_create_r(context_, 5, 2);
    for (unsigned k = 0; k < 5; ++k) {
      const Corner& corner = box.corners[k % 4];
      GEOSCoordSeq_setXY_r(context_, shell, k, corner.x, corner.y);
    }
    GEOSGeometry* ring = GEOSGeom_createLinearRing_r(context_, shell);
    GEOSGeometry* polygon = ring ? GEOSGeom_createPolygon_r(context_, ring, nullptr, 0) : nullptr;
    if (!polygon) throw std::runtime_error("GEOS rejected a box polygon");
    return polygon;
  }

  GEOSContextHandle_t context_;
  std::vector<GEOSGeometry*> first_, second_;
};

}  // namespace obb2d::bench::peers
