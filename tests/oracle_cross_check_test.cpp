// The clipping oracle against a second, independent exact method (vertex
// enumeration: corners inside the other box plus edge crossings) on random
// box pairs of a small integer grid: axis-aligned and Pythagorean-turned
// boxes, zero extents, parallelograms, and pairs placed to touch on purpose.

#include "harness/box_pair_from_bytes.hpp"
#include "oracle/intersect_by_vertex_enumeration.hpp"
#include "oracle/oracle.hpp"

#include <gtest/gtest.h>

#include <array>
#include <random>

namespace obb2d::oracle {
namespace {

using Q = Rational;

constexpr int pair_count = 120'000;

TEST(OracleCrossCheck, agrees_with_vertex_enumeration_on_random_grid_pairs) {
  std::mt19937_64 random(20261121);
  std::array<int, 3> relation_count = {0, 0, 0};
  int mismatches = 0;
  for (int i = 0; i < pair_count; ++i) {
    std::array<std::uint8_t, 32> noise;
    for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
    harness::FuzzBytes bytes(noise.data(), noise.size());
    StoredBox<double> a = harness::make_grid_box<double>(bytes);
    StoredBox<double> b = harness::make_grid_box<double>(bytes);
    if (i % 2 == 0) harness::place_touching(a, b, bytes);

    const VertexList<Q> polygon_a = make_box_polygon<Q>(a);
    const VertexList<Q> polygon_b = make_box_polygon<Q>(b);
    const Intersection<Q> clipped = intersect_convex_polygons(polygon_a, polygon_b);
    const EnumeratedIntersection<Q> enumerated = intersect_by_vertex_enumeration(polygon_a, polygon_b);
    ++relation_count[static_cast<int>(clipped.relation)];

    const bool agrees = clipped.relation == enumerated.relation && clipped.area == enumerated.area &&
                        clipped.region == enumerated.region && relate_boxes<Q>(a, b) == clipped.relation;
    const bool touching_has_no_area = clipped.relation != Relation::touching || clipped.area == 0;
    const bool witness_in_both =
        !clipped.witness || (is_point_in_hull(*clipped.witness, make_convex_hull(polygon_a)) &&
                             is_point_in_hull(*clipped.witness, make_convex_hull(polygon_b)));
    if (!(agrees && touching_has_no_area && witness_in_both) && ++mismatches <= 5) {
      ADD_FAILURE() << "pair " << i << ": A=(" << a.cx << "," << a.cy << "," << a.ux << "," << a.uy
                    << "," << a.vx << "," << a.vy << ") B=(" << b.cx << "," << b.cy << "," << b.ux
                    << "," << b.uy << "," << b.vx << "," << b.vy << ") clipping "
                    << to_string(clipped.relation) << " " << clipped.area << ", enumeration "
                    << to_string(enumerated.relation) << " " << enumerated.area;
    }
  }
  EXPECT_EQ(mismatches, 0);
  // The generator must reach every relation often, or agreement proves little.
  for (int relation = 0; relation < 3; ++relation) {
    EXPECT_GT(relation_count[relation], pair_count / 20)
        << to_string(static_cast<Relation>(relation)) << " is too rare";
  }
  std::printf("cross-check: %d pairs: %d disjoint, %d touching, %d overlapping\n", pair_count,
              relation_count[0], relation_count[1], relation_count[2]);
}

}  // namespace
}  // namespace obb2d::oracle
