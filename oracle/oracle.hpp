#pragma once
/// @file
/// The exact-rational oracle, in one include: boxes as exact polygons, and the
/// exact intersection of two convex regions.

#include "box_polygon.hpp"
#include "intersect_convex_polygons.hpp"
#include "rational.hpp"
#include "relation.hpp"

namespace obb2d::oracle {

/// The oracle's verdict on two stored boxes, both finite.
template <class Q = Rational, class T>
Intersection<Q> intersect_boxes(const StoredBox<T>& a, const StoredBox<T>& b) {
  return intersect_convex_polygons(make_box_polygon<Q>(a), make_box_polygon<Q>(b));
}

/// The relation alone of two stored boxes, both finite: what
/// intersect_boxes(a, b).relation is, without computing the area and the
/// witness.
template <class Q = Rational, class T>
Relation relate_boxes(const StoredBox<T>& a, const StoredBox<T>& b) {
  return relation_of_region(
      intersect_hulls(make_convex_hull(make_box_polygon<Q>(a)), make_convex_hull(make_box_polygon<Q>(b))));
}

}  // namespace obb2d::oracle
