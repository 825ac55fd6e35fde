#pragma once
/// @file
/// Checks a kernel certificate with exact rationals, independently of the
/// kernel's arithmetic (each box made exact once, ExactBox): the gap along
/// the certified axis n,
///     |(cB - cA) . n| - |uA . n| - |vA . n| - |uB . n| - |vB . n|,
/// must be > 0 for a separating axis and = 0 for a touching axis.

#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/intersect_convex_polygons.hpp"
#include "oracle/intersect_by_vertex_enumeration.hpp"
#include "oracle/rational.hpp"

#include <obb2d/obb2d.hpp>

#include <array>
#include <cstddef>

namespace obb2d::harness {

/// A finite box in exact rationals, made once for all the exact checks of one
/// input: its c, u, v, its corners (in make_box_polygon's order, as Witness
/// numbers them) and their convex hull (the region the oracle clips).
struct ExactBox {
  oracle::Point<oracle::Rational> c, u, v;        ///< the center and the half-edge vectors, exactly as stored
  oracle::VertexList<oracle::Rational> corners;  ///< c+u+v, c-u+v, c-u-v, c+u-v
  oracle::VertexList<oracle::Rational> hull;     ///< the corners' canonical hull (make_convex_hull)
};

/// The exact box of `box`. Precondition: oracle::is_finite_box(box).
template <class T>
ExactBox make_exact_box(const oracle::StoredBox<T>& box) {
  using oracle::Rational;
  using oracle::to_rational;
  ExactBox exact{{to_rational<Rational>(box.cx), to_rational<Rational>(box.cy)},
                 {to_rational<Rational>(box.ux), to_rational<Rational>(box.uy)},
                 {to_rational<Rational>(box.vx), to_rational<Rational>(box.vy)},
                 {},
                 {}};
  exact.corners = oracle::make_box_polygon_from_rationals(exact.c, exact.u, exact.v);
  exact.hull = oracle::make_convex_hull(exact.corners);
  return exact;
}

/// The oracle's relation of two exact boxes (oracle::relate_boxes on their
/// hulls, made once).
inline oracle::Relation relate_exact_boxes(const ExactBox& a, const ExactBox& b) {
  return oracle::relation_of_region(oracle::intersect_hulls(a.hull, b.hull));
}

/// The exact gap of boxes a, b along axis n.
inline oracle::Rational exact_gap_along(const ExactBox& a, const ExactBox& b, const oracle::Point<oracle::Rational>& n) {
  const oracle::Rational distance = abs(oracle::dot(b.c - a.c, n));
  const oracle::Rational radius =
      abs(oracle::dot(a.u, n)) + abs(oracle::dot(a.v, n)) + abs(oracle::dot(b.u, n)) + abs(oracle::dot(b.v, n));
  return distance - radius;
}

template <class T>
oracle::Point<oracle::Rational> to_exact_axis(const Vec2<T>& n) {
  return {oracle::to_rational<oracle::Rational>(n.x), oracle::to_rational<oracle::Rational>(n.y)};
}

template <class T>
oracle::Rational exact_gap_along(const ExactBox& a, const ExactBox& b, const Vec2<T>& n) {
  return exact_gap_along(a, b, to_exact_axis(n));
}

/// The pair's six candidate axes, as Certificate says an axis is: (1, 0),
/// (0, 1), and each edge vector w (uA, vA, uB, vB) turned a quarter,
/// (-w.y, w.x) (zero for a zero edge).
inline std::array<oracle::Point<oracle::Rational>, 6> candidate_axes(const ExactBox& a, const ExactBox& b) {
  return {{{1, 0}, {0, 1}, {-a.u.y, a.u.x}, {-a.v.y, a.v.x}, {-b.u.y, b.u.x}, {-b.v.y, b.v.x}}};
}

/// Whether the non-zero n is a candidate axis. Another vector that
/// separates, such as 2 (1, 0), is not what the kernel promises.
template <class T>
bool is_candidate_axis(const ExactBox& a, const ExactBox& b, const Vec2<T>& n) {
  const oracle::Point<oracle::Rational> axis = to_exact_axis(n);
  for (const oracle::Point<oracle::Rational>& candidate : candidate_axes(a, b)) {
    if (axis == candidate) return true;
  }
  return false;
}

/// Whether some non-zero candidate axis has gap exactly 0: then a touching
/// certificate must name one (Certificate: {0, 0} only when the contact is
/// only because a box has zero area).
inline bool has_touching_axis(const ExactBox& a, const ExactBox& b) {
  for (const oracle::Point<oracle::Rational>& candidate : candidate_axes(a, b)) {
    if (candidate != oracle::Point<oracle::Rational>{0, 0} && exact_gap_along(a, b, candidate) == 0) return true;
  }
  return false;
}

/// Whether a witness is true, checked with exact rationals and the oracle's
/// own point-in-polygon and segment tests (not the kernel's arithmetic).
/// Corners are numbered as make_box_polygon lists them, as Witness says.
inline bool is_witness_true(const ExactBox& a, const ExactBox& b, const Witness& witness) {
  const std::size_t i = witness.a_feature, j = witness.b_feature;
  if (i > 3 || j > 3) return false;
  switch (witness.kind) {
    case Witness::Kind::corner_of_a_in_b: return oracle::is_point_in_hull(a.corners[i], b.hull);
    case Witness::Kind::corner_of_b_in_a: return oracle::is_point_in_hull(b.corners[j], a.hull);
    case Witness::Kind::edges_meet: {
      oracle::VertexList<oracle::Rational> common;
      oracle::append_segment_intersection(a.corners[i], a.corners[(i + 1) % 4], b.corners[j],
                                          b.corners[(j + 1) % 4], common);
      return !common.empty();
    }
    case Witness::Kind::none: return false;
  }
  return false;
}

/// Whether the certificate has no axis and no witness, as one of invalid
/// input must.
template <class T>
bool has_neither_axis_nor_witness(const Certificate<T>& certificate) {
  return certificate.axis.x == T(0) && certificate.axis.y == T(0) && certificate.witness.kind == Witness::Kind::none;
}

/// Whether the certificate says what it claims (see Certificate): an axis is
/// a candidate axis; disjoint needs a gap > 0 along it and no witness;
/// touching with a non-zero axis a gap of exactly 0, and touching without
/// one no candidate axis of gap 0; touching and overlapping a true witness.
template <class T>
bool is_certificate_valid(const ExactBox& a, const ExactBox& b, const Certificate<T>& certificate) {
  const bool has_axis = certificate.axis.x != T(0) || certificate.axis.y != T(0);
  if (has_axis && !is_candidate_axis(a, b, certificate.axis)) return false;
  const bool has_witness = certificate.witness.kind != Witness::Kind::none;
  switch (certificate.relation) {
    case Relation::disjoint: return has_axis && !has_witness && exact_gap_along(a, b, certificate.axis) > 0;
    case Relation::touching:
      return (has_axis ? exact_gap_along(a, b, certificate.axis) == 0 : !has_touching_axis(a, b)) &&
             is_witness_true(a, b, certificate.witness);
    case Relation::overlapping: return !has_axis && is_witness_true(a, b, certificate.witness);
    case Relation::invalid: return has_neither_axis_nor_witness(certificate);
  }
  return false;
}

/// The same checks on boxes as stored (finite, but for an invalid
/// certificate, which is checked without rationals: such a box has none).
template <class T>
oracle::Rational exact_gap_along(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b, const Vec2<T>& n) {
  return exact_gap_along(make_exact_box(a), make_exact_box(b), n);
}

template <class T>
bool is_witness_true(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b, const Witness& witness) {
  return is_witness_true(make_exact_box(a), make_exact_box(b), witness);
}

template <class T>
bool is_certificate_valid(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b,
                          const Certificate<T>& certificate) {
  if (certificate.relation == Relation::invalid) return has_neither_axis_nor_witness(certificate);
  return is_certificate_valid(make_exact_box(a), make_exact_box(b), certificate);
}

}  // namespace obb2d::harness
