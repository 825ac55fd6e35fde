#pragma once
/// @file
/// Checks a polygon certificate (polygon.hpp's PolygonCertificate) with
/// exact rationals and the oracle, independently of the kernel's turn, which
/// certify and is_certificate_valid share: a separator by the signs of
/// rational orientations or by comparisons of coordinates, a witness by
/// clipping the named vertex or edge against the other polygon or the
/// other's named edge. The lists are the polygons as given (vertex and edge
/// k as the certificate numbers them), each a convex polygon.

#include "harness/answer.hpp"
#include "oracle/intersect_convex_polygons.hpp"
#include "oracle/point.hpp"
#include "oracle/rational.hpp"

#include <obb2d/polygon.hpp>

#include <algorithm>
#include <cstddef>

namespace obb2d::harness {

using RationalPolygon = oracle::VertexList<oracle::Rational>;

/// Whether edge k of `own` (from vertex k to the next one) has `other`
/// strictly on one side of its line and `own` on the other side or on it.
inline bool is_separating_edge_by_oracle(const RationalPolygon& own, std::size_t k, const RationalPolygon& other) {
  if (k >= own.size()) return false;
  const auto& p = own[k];
  const auto& q = own[(k + 1) % own.size()];
  const auto side_of = [&](const oracle::Point<oracle::Rational>& x) {
    const oracle::Rational turn = oracle::orientation(p, q, x);
    return (turn > 0) - (turn < 0);
  };
  const int side = other.empty() ? 0 : side_of(other.front());
  return side != 0 &&
         std::all_of(other.begin(), other.end(), [&](const auto& x) { return side_of(x) == side; }) &&
         std::none_of(own.begin(), own.end(), [&](const auto& x) { return side_of(x) == side; });
}

/// Whether every coordinate `along` picks of one polygon is below every one
/// of the other.
template <class Coordinate>
bool are_apart_along(const RationalPolygon& a, const RationalPolygon& b, Coordinate along) {
  const auto by = [&](const auto& p, const auto& q) { return along(p) < along(q); };
  if (a.empty() || b.empty()) return false;
  const auto [a_least, a_greatest] = std::minmax_element(a.begin(), a.end(), by);
  const auto [b_least, b_greatest] = std::minmax_element(b.begin(), b.end(), by);
  return along(*a_greatest) < along(*b_least) || along(*b_greatest) < along(*a_least);
}

/// Whether the certificate's separator is true of a and b.
inline bool is_polygon_separator_true(const RationalPolygon& a, const RationalPolygon& b,
                                      const PolygonCertificate& certificate) {
  using Separator = PolygonCertificate::Separator;
  switch (certificate.separator) {
    case Separator::none: return false;
    case Separator::edge_of_a: return is_separating_edge_by_oracle(a, certificate.edge, b);
    case Separator::edge_of_b: return is_separating_edge_by_oracle(b, certificate.edge, a);
    case Separator::x_axis: return are_apart_along(a, b, [](const auto& p) { return p.x; });
    case Separator::y_axis: return are_apart_along(a, b, [](const auto& p) { return p.y; });
  }
  return false;
}

/// Whether a witness names a common point: the named vertex or edge of one
/// polygon, as a point or a segment, meets the other polygon or the other's
/// named edge.
inline bool does_polygon_witness_hold(const RationalPolygon& a, const RationalPolygon& b,
                                      const PolygonWitness& witness) {
  using Kind = PolygonWitness::Kind;
  const auto edge = [](const RationalPolygon& polygon, std::size_t k) {
    return RationalPolygon{polygon[k], polygon[(k + 1) % polygon.size()]};
  };
  const auto meet = [](const RationalPolygon& p, const RationalPolygon& q) {
    return relation_of(oracle::intersect_convex_polygons(p, q).relation) != Relation::disjoint;
  };
  switch (witness.kind) {
    case Kind::none: return false;
    case Kind::vertex_of_a_in_b: return witness.a_feature < a.size() && meet({a[witness.a_feature]}, b);
    case Kind::vertex_of_b_in_a: return witness.b_feature < b.size() && meet({b[witness.b_feature]}, a);
    case Kind::edges_meet:
      return witness.a_feature < a.size() && witness.b_feature < b.size() &&
             meet(edge(a, witness.a_feature), edge(b, witness.b_feature));
  }
  return false;
}

/// Whether the certificate holds what its relation calls for and nothing
/// else (polygon.hpp's PolygonCertificate): a separator and no witness for
/// disjoint, a witness and no separator for touching and overlapping,
/// neither, all indices 0, for invalid. is_polygon_certificate_true judges
/// the fields the relation calls for; this, the others.
inline bool has_only_the_fields_of_its_relation(const PolygonCertificate& certificate) {
  using Separator = PolygonCertificate::Separator;
  const bool has_separator = certificate.separator != Separator::none;
  const bool has_witness = certificate.witness.kind != PolygonWitness::Kind::none;
  switch (certificate.relation) {
    case Relation::disjoint: return has_separator && !has_witness;
    case Relation::touching:
    case Relation::overlapping: return !has_separator && has_witness;
    case Relation::invalid:
      return !has_separator && !has_witness && certificate.edge == 0 && certificate.witness.a_feature == 0 &&
             certificate.witness.b_feature == 0;
  }
  return false;
}

/// Whether the certificate accounts for its relation: a true separator for
/// disjoint, a true witness for touching and overlapping; false for invalid
/// (which has nothing to check).
inline bool is_polygon_certificate_true(const RationalPolygon& a, const RationalPolygon& b,
                                        const PolygonCertificate& certificate) {
  switch (certificate.relation) {
    case Relation::disjoint: return is_polygon_separator_true(a, b, certificate);
    case Relation::touching:
    case Relation::overlapping: return does_polygon_witness_hold(a, b, certificate.witness);
    case Relation::invalid: return false;
  }
  return false;
}

}  // namespace obb2d::harness
