/// @file
/// Fuzz target: the clipping oracle against the vertex-enumeration method.
/// Both are exact, so they must agree on the whole intersection region, in
/// either argument order, and the oracle's witness must lie in both boxes.

#include "harness/box_pair_from_bytes.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/mismatch_report.hpp"
#include "oracle/intersect_by_vertex_enumeration.hpp"
#include "oracle/oracle.hpp"

namespace {

using obb2d::oracle::Rational;

template <class T>
void check_oracle_against_enumeration(obb2d::harness::FuzzBytes& bytes) {
  namespace oracle = obb2d::oracle;
  const auto pair = obb2d::harness::make_box_pair_from_bytes<T>(bytes);
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return;
  const auto a = oracle::make_box_polygon<Rational>(pair.a);
  const auto b = oracle::make_box_polygon<Rational>(pair.b);
  const auto clipped = oracle::intersect_convex_polygons(a, b);
  const auto clipped_swapped = oracle::intersect_convex_polygons(b, a);
  const auto enumerated = oracle::intersect_by_vertex_enumeration(a, b);
  const bool witness_is_valid =
      clipped.witness.has_value() == (clipped.relation != oracle::Relation::disjoint) &&
      (!clipped.witness || (oracle::is_point_in_hull(*clipped.witness, oracle::make_convex_hull(a)) &&
                            oracle::is_point_in_hull(*clipped.witness, oracle::make_convex_hull(b))));
  if (clipped.region == enumerated.region && clipped_swapped.region == enumerated.region &&
      clipped.area == enumerated.area && clipped.relation == enumerated.relation && witness_is_valid) {
    return;
  }
  obb2d::harness::report_mismatch_and_abort<T>(
      "oracle_cross_check", pair.a, pair.b,
      {{"clipping", std::string(oracle::to_string(clipped.relation)) + " area " + clipped.area.str()},
       {"clipping(b,a)", std::string(oracle::to_string(clipped_swapped.relation)) + " area " +
                             clipped_swapped.area.str()},
       {"enumeration", std::string(oracle::to_string(enumerated.relation)) + " area " +
                           enumerated.area.str()},
       {"witness in both", witness_is_valid ? "yes" : "no"}});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_oracle_against_enumeration<double>(bytes);
  } else {
    check_oracle_against_enumeration<float>(bytes);
  }
  return 0;
}
