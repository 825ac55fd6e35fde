#pragma once
/// @file
/// Checks a kernel certificate with exact rationals, independently of the
/// kernel's arithmetic: the gap along the certified axis n,
///     |(cB - cA) . n| - |uA . n| - |vA . n| - |uB . n| - |vB . n|,
/// must be > 0 for a separating axis and = 0 for a touching axis.

#include "oracle/box_polygon.hpp"
#include "oracle/intersect_by_vertex_enumeration.hpp"
#include "oracle/rational.hpp"

#include <obb2d/obb2d.hpp>

namespace obb2d::harness {

/// The exact gap of boxes a, b along axis n (both boxes finite).
template <class T>
oracle::Rational exact_gap_along(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b,
                                 const Vec2<T>& n) {
  using oracle::Rational;
  using oracle::to_rational;
  const Rational nx = to_rational<Rational>(n.x), ny = to_rational<Rational>(n.y);
  auto project = [&](T x, T y) -> Rational {
    return to_rational<Rational>(x) * nx + to_rational<Rational>(y) * ny;
  };
  const Rational distance = abs(project(b.cx, b.cy) - project(a.cx, a.cy));
  const Rational radius = abs(project(a.ux, a.uy)) + abs(project(a.vx, a.vy)) +
                          abs(project(b.ux, b.uy)) + abs(project(b.vx, b.vy));
  return distance - radius;
}

/// Whether a witness is true, checked with exact rationals and the oracle's
/// own point-in-polygon and segment tests (not the kernel's arithmetic).
/// Corners are numbered as make_box_polygon lists them, as Witness says.
template <class T>
bool is_witness_true(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b, const Witness& witness) {
  using oracle::Rational;
  const oracle::VertexList<Rational> corners_a = oracle::make_box_polygon<Rational>(a);
  const oracle::VertexList<Rational> corners_b = oracle::make_box_polygon<Rational>(b);
  const std::size_t i = witness.a_feature, j = witness.b_feature;
  if (i > 3 || j > 3) return false;
  switch (witness.kind) {
    case Witness::Kind::corner_of_a_in_b:
      return oracle::is_point_in_hull(corners_a[i], oracle::make_convex_hull(corners_b));
    case Witness::Kind::corner_of_b_in_a:
      return oracle::is_point_in_hull(corners_b[j], oracle::make_convex_hull(corners_a));
    case Witness::Kind::edges_meet: {
      oracle::VertexList<Rational> common;
      oracle::append_segment_intersection(corners_a[i], corners_a[(i + 1) % 4], corners_b[j],
                                          corners_b[(j + 1) % 4], common);
      return !common.empty();
    }
    case Witness::Kind::none: return false;
  }
  return false;
}

/// Whether the certificate says what it claims (see Certificate): disjoint
/// needs a gap > 0 and no witness; touching with a non-zero axis a gap of
/// exactly 0; touching and overlapping a true witness.
template <class T>
bool is_certificate_valid(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b,
                          const Certificate<T>& certificate) {
  const bool has_axis = certificate.axis.x != T(0) || certificate.axis.y != T(0);
  const bool has_witness = certificate.witness.kind != Witness::Kind::none;
  switch (certificate.relation) {
    case Relation::disjoint: return has_axis && !has_witness && exact_gap_along(a, b, certificate.axis) > 0;
    case Relation::touching:
      return (!has_axis || exact_gap_along(a, b, certificate.axis) == 0) && is_witness_true(a, b, certificate.witness);
    case Relation::overlapping: return !has_axis && is_witness_true(a, b, certificate.witness);
    case Relation::invalid: return !has_axis && !has_witness;
  }
  return false;
}

}  // namespace obb2d::harness
