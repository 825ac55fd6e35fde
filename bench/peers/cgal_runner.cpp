/// @file
/// The CGAL runners of cgal_runner.hpp, in a translation unit of their own
/// (compiled with CGAL's -frounding-math).

#include "cgal_runner.hpp"

#include "box_corners.hpp"

#include <CGAL/Boolean_set_operations_2.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Polygon_2.h>

#include <array>
#include <cstddef>
#include <vector>

namespace obb2d::bench::peers {
namespace {

/// A box's corners as CGAL points, counter-clockwise when it has area.
struct CgalQuadrilateral {
  std::array<CGAL::Epick::Point_2, 4> corners;  ///< cyclic order
  bool has_area = false;                        ///< the corners are not all on one line
};

CgalQuadrilateral make_cgal_quadrilateral(const BoxCorners& box) {
  CgalQuadrilateral result;
  for (int k = 0; k < 4; ++k) result.corners[k] = {box.corners[k].x, box.corners[k].y};
  const auto turn = CGAL::orientation(result.corners[0], result.corners[1], result.corners[2]);
  result.has_area = turn != CGAL::COLLINEAR;
  if (turn == CGAL::RIGHT_TURN) std::swap(result.corners[1], result.corners[3]);
  return result;
}

/// Whether some edge of `polygon` (counter-clockwise) has every corner of
/// `other` strictly on its outer side.
bool is_separated_by_an_edge_of(const CgalQuadrilateral& polygon, const CgalQuadrilateral& other) {
  for (int k = 0; k < 4; ++k) {
    const auto& from = polygon.corners[k];
    const auto& to = polygon.corners[(k + 1) % 4];
    bool is_separating = true;
    for (const auto& corner : other.corners) {
      if (CGAL::orientation(from, to, corner) != CGAL::RIGHT_TURN) {
        is_separating = false;
        break;
      }
    }
    if (is_separating) return true;
  }
  return false;
}

/// Whether closed segments [p1, p2] and [q1, q2] meet (either may be a point).
bool do_segments_meet(const CGAL::Epick::Point_2& p1, const CGAL::Epick::Point_2& p2,
                             const CGAL::Epick::Point_2& q1, const CGAL::Epick::Point_2& q2) {
  const int o1 = CGAL::orientation(p1, p2, q1), o2 = CGAL::orientation(p1, p2, q2);
  const int o3 = CGAL::orientation(q1, q2, p1), o4 = CGAL::orientation(q1, q2, p2);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 == 0 && CGAL::collinear_are_ordered_along_line(p1, q1, p2)) ||
         (o2 == 0 && CGAL::collinear_are_ordered_along_line(p1, q2, p2)) ||
         (o3 == 0 && CGAL::collinear_are_ordered_along_line(q1, p1, q2)) ||
         (o4 == 0 && CGAL::collinear_are_ordered_along_line(q1, p2, q2));
}

/// Whether `point` lies in the closed polygon (counter-clockwise, with area).
bool contains_point(const CgalQuadrilateral& polygon, const CGAL::Epick::Point_2& point) {
  for (int k = 0; k < 4; ++k) {
    if (CGAL::orientation(polygon.corners[k], polygon.corners[(k + 1) % 4], point) == CGAL::RIGHT_TURN) return false;
  }
  return true;
}

/// The closed intersection test of two quadrilaterals by orientation
/// predicates alone (see the file comment).
bool intersects_by_orientation(const CgalQuadrilateral& a, const CgalQuadrilateral& b) {
  if (a.has_area && b.has_area) return !is_separated_by_an_edge_of(a, b) && !is_separated_by_an_edge_of(b, a);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      if (do_segments_meet(a.corners[i], a.corners[(i + 1) % 4], b.corners[j], b.corners[(j + 1) % 4])) return true;
    }
  }
  return (a.has_area && contains_point(a, b.corners[0])) || (b.has_area && contains_point(b, a.corners[0]));
}

/// A box as CGAL's Polygon_2 over Epeck, counter-clockwise when it has area.
CGAL::Polygon_2<CGAL::Epeck> make_cgal_polygon(const BoxCorners& box) {
  CGAL::Polygon_2<CGAL::Epeck> polygon;
  for (const Corner& corner : box.corners) polygon.push_back({corner.x, corner.y});
  if (polygon.orientation() == CGAL::CLOCKWISE) polygon.reverse_orientation();
  return polygon;
}

}  // namespace

template <class T>
struct CgalOrientationRunner<T>::Quadrilaterals {
  std::vector<CgalQuadrilateral> first, second;
};

template <class T>
CgalOrientationRunner<T>::CgalOrientationRunner(const std::vector<BoxPair<T>>& pairs)
    : boxes_(std::make_unique<Quadrilaterals>()) {
  for (const BoxPair<T>& pair : pairs) {
    boxes_->first.push_back(make_cgal_quadrilateral(make_box_corners(pair.a)));
    boxes_->second.push_back(make_cgal_quadrilateral(make_box_corners(pair.b)));
  }
}

template <class T>
CgalOrientationRunner<T>::~CgalOrientationRunner() = default;

template <class T>
bool CgalOrientationRunner<T>::intersects(std::size_t i) const {
  return intersects_by_orientation(boxes_->first[i], boxes_->second[i]);
}

template <class T>
struct CgalPolygonRunner<T>::Polygons {
  std::vector<CGAL::Polygon_2<CGAL::Epeck>> first, second;
  std::vector<std::size_t> pair_indices;
};

template <class T>
CgalPolygonRunner<T>::CgalPolygonRunner(const std::vector<BoxPair<T>>& pairs) : boxes_(std::make_unique<Polygons>()) {
  const auto is_accepted = [](const CGAL::Polygon_2<CGAL::Epeck>& polygon) {
    return polygon.is_simple() && polygon.orientation() == CGAL::COUNTERCLOCKWISE;
  };
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    auto first = make_cgal_polygon(make_box_corners(pairs[i].a));
    auto second = make_cgal_polygon(make_box_corners(pairs[i].b));
    if (!is_accepted(first) || !is_accepted(second)) continue;
    boxes_->first.push_back(std::move(first));
    boxes_->second.push_back(std::move(second));
    boxes_->pair_indices.push_back(i);
  }
}

template <class T>
CgalPolygonRunner<T>::~CgalPolygonRunner() = default;

template <class T>
const std::vector<std::size_t>& CgalPolygonRunner<T>::pair_indices() const {
  return boxes_->pair_indices;
}

template <class T>
bool CgalPolygonRunner<T>::intersects(std::size_t k) const {
  return CGAL::do_intersect(boxes_->first[k], boxes_->second[k]);
}

template class CgalOrientationRunner<float>;
template class CgalOrientationRunner<double>;
template class CgalPolygonRunner<float>;
template class CgalPolygonRunner<double>;

}  // namespace obb2d::bench::peers
