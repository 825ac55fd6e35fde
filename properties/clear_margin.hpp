#pragma once
/// @file
/// The clear margin of the approximate laws. Rotating a pair by an arbitrary
/// angle, or translating it by an arbitrary amount, rounds its numbers, so
/// the geometry moves by a few ulps; the relation cannot change only when
/// the pair is far from the boundary between its answers. Precisely, with
/// m = relative_margin = 1/1000 and every test in exact rationals:
///   clearly apart        the boxes still do not meet when each is grown
///                        about its center by the factor 1 + m
///                        (u -> (1 + m) u, v -> (1 + m) v);
///   clearly overlapping  they still overlap (positive area) when each is
///                        shrunk about its center by the factor 1 - m.
/// For the boxes of generators/arbitrary_angle_pair.hpp (half extents at
/// least 1/4, coordinates below 2^11 after the transformation) that is a
/// clearance of at least 2.5e-4 in length, against roundings of at most a
/// few float ulps of 2^11, 1.2e-4 each.

#include "kernel_under_test.hpp"
#include "oracle/oracle.hpp"

namespace obb2d::properties {

/// Where a pair stands with respect to the clear margin.
enum class Clearance { clearly_apart, clearly_overlapping, unclear };

/// The spelling of a clearance, for reports.
constexpr const char* to_string(Clearance clearance) {
  return clearance == Clearance::clearly_apart         ? "clearly apart"
         : clearance == Clearance::clearly_overlapping ? "clearly overlapping"
                                                       : "unclear";
}

/// m, as an exact rational: 1/1000.
inline oracle::Rational relative_margin() { return oracle::Rational(1, 1000); }

/// The box's polygon with u and v scaled by `factor` about its center, exactly.
template <class T>
oracle::VertexList<oracle::Rational> make_scaled_box_polygon(const oracle::StoredBox<T>& box,
                                                            const oracle::Rational& factor) {
  using oracle::Rational;
  using oracle::to_rational;
  const oracle::Point<Rational> c{to_rational<Rational>(box.cx), to_rational<Rational>(box.cy)};
  const oracle::Point<Rational> u{factor * to_rational<Rational>(box.ux), factor * to_rational<Rational>(box.uy)};
  const oracle::Point<Rational> v{factor * to_rational<Rational>(box.vx), factor * to_rational<Rational>(box.vy)};
  return oracle::make_box_polygon_from_rationals(c, u, v);
}

/// The clearance of a pair of finite boxes (above); unclear for non-finite.
template <class T>
Clearance clearance_of(const BoxPair<T>& pair) {
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return Clearance::unclear;
  const oracle::Rational grown = 1 + relative_margin(), shrunk = 1 - relative_margin();
  const auto apart = oracle::intersect_convex_polygons(make_scaled_box_polygon(pair.a, grown),
                                                       make_scaled_box_polygon(pair.b, grown));
  if (apart.relation == oracle::Relation::disjoint) return Clearance::clearly_apart;
  const auto overlap = oracle::intersect_convex_polygons(make_scaled_box_polygon(pair.a, shrunk),
                                                         make_scaled_box_polygon(pair.b, shrunk));
  if (overlap.relation == oracle::Relation::overlapping) return Clearance::clearly_overlapping;
  return Clearance::unclear;
}

}  // namespace obb2d::properties
