#pragma once
/// @file
/// Checks a kernel certificate with exact rationals, independently of the
/// kernel's arithmetic: the gap along the certified axis n,
///     |(cB - cA) . n| - |uA . n| - |vA . n| - |uB . n| - |vB . n|,
/// must be > 0 for a separating axis and = 0 for a touching axis.

#include "oracle/box_polygon.hpp"
#include "oracle/rational.hpp"

#include <obb2d/obb2d.hpp>

namespace obb2d::fuzz {

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

/// Whether the certificate's axis says what it claims (see Certificate):
/// disjoint needs a gap > 0; touching with a non-zero axis a gap of exactly 0.
template <class T>
bool is_certificate_valid(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b,
                          const Certificate<T>& certificate) {
  const bool has_axis = certificate.axis.x != T(0) || certificate.axis.y != T(0);
  switch (certificate.relation) {
    case Relation::disjoint: return has_axis && exact_gap_along(a, b, certificate.axis) > 0;
    case Relation::touching: return !has_axis || exact_gap_along(a, b, certificate.axis) == 0;
    case Relation::overlapping:
    case Relation::invalid: return !has_axis;
  }
  return false;
}

}  // namespace obb2d::fuzz
