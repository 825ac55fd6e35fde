#pragma once
/// @file
/// CGAL 5.5 as two exact peers, each given a box's four corners
/// (box_corners.hpp) once, outside the timing:
///   orientation  CGAL::orientation (exact predicates, Epick) on the
///                corners: the separating-axis test of two parallelograms
///                with positive area (some edge has every corner of the
///                other box strictly on its outer side), and for a box of
///                zero area the closed test "some edges meet, or a corner
///                lies in the other box". Closed semantics, exact for the
///                corners it is given.
///   Polygon_2    CGAL::do_intersect of two Polygon_2 with the exact
///                constructions kernel (Epeck), the kernel CGAL's Boolean
///                set operations are documented for. These operations are
///                regularised: do_intersect says whether the INTERIORS meet,
///                so every touching pair is answered "no". Its precondition
///                is a simple polygon (unchecked in a release build, where a
///                box of zero area crashes it), so a pair with a box whose
///                corners do not make a simple polygon of positive area is
///                not given to it: it is neither timed nor judged
///                (pair_indices() lists the pairs that are).
/// CGAL needs -frounding-math (its interval filters), which would also change
/// how obb2d's code in the same translation unit is compiled; so the runners
/// live in their own translation unit, cgal_runner.cpp, and this header
/// includes no CGAL header.

#include "../workloads.hpp"

#include <cstddef>
#include <memory>
#include <vector>

namespace obb2d::bench::peers {

/// The orientation-based test on every pair of a workload (T: float, double).
template <class T>
class CgalOrientationRunner {
 public:
  /// Converts every box of `pairs` to CGAL points.
  explicit CgalOrientationRunner(const std::vector<BoxPair<T>>& pairs);
  ~CgalOrientationRunner();

  /// The test's answer for pair i (closed semantics).
  bool intersects(std::size_t i) const;

 private:
  struct Quadrilaterals;
  std::unique_ptr<Quadrilaterals> boxes_;
};

/// CGAL::do_intersect on Polygon_2 for every pair of a workload (T: float,
/// double).
template <class T>
class CgalPolygonRunner {
 public:
  /// Converts every box of `pairs` to a Polygon_2 and keeps the pairs whose
  /// polygons are both simple with positive area.
  explicit CgalPolygonRunner(const std::vector<BoxPair<T>>& pairs);
  ~CgalPolygonRunner();

  /// Whether the interiors of the k-th accepted pair meet, as CGAL answers.
  bool intersects(std::size_t k) const;

  /// The workload indices of the accepted pairs, in order (see the file comment).
  const std::vector<std::size_t>& pair_indices() const;

 private:
  struct Polygons;
  std::unique_ptr<Polygons> boxes_;
};

}  // namespace obb2d::bench::peers
