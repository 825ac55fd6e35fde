#pragma once
/// @file
/// The exact region of a box given as stored floats or doubles.

#include "point.hpp"
#include "rational.hpp"
#include "stored_box.hpp"

namespace obb2d::oracle {

/// The four corners c ± u ± v of a box given by exact rational c, u, v, in
/// the cyclic order c+u+v, c-u+v, c-u-v, c+u-v.
template <class Q>
VertexList<Q> make_box_polygon_from_rationals(const Point<Q>& c, const Point<Q>& u, const Point<Q>& v) {
  const Point<Q> minus_u{-u.x, -u.y};
  const Point<Q> minus_v{-v.x, -v.y};
  return {c + u + v, c + minus_u + v, c + minus_u + minus_v, c + u + minus_v};
}

/// The four corners c ± u ± v of a finite box, computed in exact rationals
/// from the stored values (nothing rounds), in the cyclic order
/// c+u+v, c-u+v, c-u-v, c+u-v. Coinciding corners (zero extents) are kept:
/// the oracle reads a vertex list as its convex hull.
/// Precondition: is_finite_box(box); otherwise to_rational throws.
template <class Q, class T>
VertexList<Q> make_box_polygon(const StoredBox<T>& box) {
  const Point<Q> c{to_rational<Q>(box.cx), to_rational<Q>(box.cy)};
  const Point<Q> u{to_rational<Q>(box.ux), to_rational<Q>(box.uy)};
  const Point<Q> v{to_rational<Q>(box.vx), to_rational<Q>(box.vy)};
  return make_box_polygon_from_rationals(c, u, v);
}

}  // namespace obb2d::oracle
