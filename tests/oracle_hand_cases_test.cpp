// The oracle on hand-computed cases: every relation and every degenerate
// class, each with its reason. Areas are exact rationals worked out by hand.

#include "oracle/intersect_by_vertex_enumeration.hpp"
#include "oracle/oracle.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

namespace obb2d::oracle {
namespace {

using Q = Rational;
using Box = StoredBox<double>;

struct HandCase {
  const char* name;    // test name
  const char* reason;  // why the answer is what it is
  VertexList<Q> a;
  VertexList<Q> b;
  Relation relation;
  Q area;
};

// gtest prints a parameter into the test's listing: its name is enough.
void PrintTo(const HandCase& hand, std::ostream* out) { *out << hand.name; }

VertexList<Q> box(double cx, double cy, double ux, double uy, double vx, double vy) {
  return make_box_polygon<Q>(Box{cx, cy, ux, uy, vx, vy});
}

VertexList<Q> polygon(std::initializer_list<std::pair<Q, Q>> vertices) {
  VertexList<Q> list;
  for (const auto& [x, y] : vertices) list.push_back({x, y});
  return list;
}

const double tiny = std::ldexp(1.0, -50);
const double smallest_subnormal = std::numeric_limits<double>::denorm_min();

const HandCase hand_cases[] = {
    {"separated_squares", "unit squares 3 apart on x",
     box(0, 0, 1, 0, 0, 1), box(3, 0, 1, 0, 0, 1), Relation::disjoint, 0},
    {"shared_edge", "squares meet along x = 1",
     box(0, 0, 1, 0, 0, 1), box(2, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"shared_corner", "squares meet only at (1, 1)",
     box(0, 0, 1, 0, 0, 1), box(2, 2, 1, 0, 0, 1), Relation::touching, 0},
    {"partial_overlap", "overlap is [0,1] x [-1,1], area 2",
     box(0, 0, 1, 0, 0, 1), box(1, 0, 1, 0, 0, 1), Relation::overlapping, 2},
    {"identical_boxes", "a box meets itself in its whole area 4",
     box(0, 0, 1, 0, 0, 1), box(0, 0, 1, 0, 0, 1), Relation::overlapping, 4},
    {"strict_containment", "small square inside a big one: area of the small",
     box(0, 0, 2, 0, 0, 2), box(0, 0, 1, 0, 0, 1), Relation::overlapping, 4},
    {"containment_with_shared_edge", "inner square flush with the outer edge x = 2",
     box(0, 0, 2, 0, 0, 2), box(1, 0, 1, 0, 0, 1), Relation::overlapping, 4},
    {"diamond_corner_on_edge", "diamond corner (1,0) lies on the square's edge x = 1",
     box(0, 0, 1, 0, 0, 1), box(2, 0, 0.5, 0.5, -0.5, 0.5), Relation::touching, 0},
    {"diamond_corner_inside", "diamond corner at (0.5,0): triangle of area 1/4",
     box(0, 0, 1, 0, 0, 1), box(1.5, 0, 0.5, 0.5, -0.5, 0.5), Relation::overlapping, Q(1, 4)},
    {"pythagorean_corner_on_edge", "(3,4)/5-turned box: corner (5,0) on edge x = 5",
     box(0, 0, 5, 0, 0, 5), box(12, 1, 3, 4, -4, 3), Relation::touching, 0},
    {"pythagorean_gap", "the same turned box one unit further right",
     box(0, 0, 5, 0, 0, 5), box(13, 1, 3, 4, -4, 3), Relation::disjoint, 0},
    {"segment_through_square", "a segment has no area: it meets the square in [-1,1] x {0}",
     box(0, 0, 2, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"segment_beside_square", "segment on y = 2 misses the square",
     box(0, 2, 2, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::disjoint, 0},
    {"collinear_segments_overlap", "[-1,1] and [0.5,2.5] on one line share [0.5,1]",
     box(0, 0, 1, 0, 0, 0), box(1.5, 0, 1, 0, 0, 0), Relation::touching, 0},
    {"collinear_segments_apart", "[-1,1] and [2,4] on one line",
     box(0, 0, 1, 0, 0, 0), box(3, 0, 1, 0, 0, 0), Relation::disjoint, 0},
    {"collinear_segments_end_to_end", "[-1,1] and [1,3] share the point (1,0)",
     box(0, 0, 1, 0, 0, 0), box(2, 0, 1, 0, 0, 0), Relation::touching, 0},
    {"parallel_segments", "segments on y = 0 and y = 1/2",
     box(0, 0, 1, 0, 0, 0), box(0, 0.5, 1, 0, 0, 0), Relation::disjoint, 0},
    {"crossing_segments", "x and y axis segments cross at the origin",
     box(0, 0, 1, 0, 0, 0), box(0, 0, 0, 1, 0, 0), Relation::touching, 0},
    {"point_inside_square", "a point has no area",
     box(0.5, 0.5, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"point_on_edge", "(1,0) is on the edge x = 1",
     box(1, 0, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"point_at_corner", "(1,1) is the square's corner",
     box(1, 1, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"point_outside", "(1.5,0) is beyond x = 1",
     box(1.5, 0, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 1), Relation::disjoint, 0},
    {"equal_points", "two zero boxes at one place",
     box(3, 4, 0, 0, 0, 0), box(3, 4, 0, 0, 0, 0), Relation::touching, 0},
    {"different_points", "two zero boxes at different places",
     box(3, 4, 0, 0, 0, 0), box(3, 5, 0, 0, 0, 0), Relation::disjoint, 0},
    {"point_on_segment", "(0.5,0) is inside [-1,1] x {0}",
     box(0.5, 0, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 0), Relation::touching, 0},
    {"point_on_segment_line_beyond_end", "(2,0) is on the line but past the end",
     box(2, 0, 0, 0, 0, 0), box(0, 0, 1, 0, 0, 0), Relation::disjoint, 0},
    {"parallelogram_corner_on_edge", "corner (2,1) of u=(1,0), v=(1,1) on edge x = 2 of B",
     box(0, 0, 1, 0, 1, 1), box(3, 1, 1, 0, 0, 1), Relation::touching, 0},
    {"parallelogram_written_two_ways", "u and v swapped describe one set of area 4|u x v| = 4",
     box(0, 0, 1, 0, 1, 1), box(0, 0, 1, 1, 1, 0), Relation::overlapping, 4},
    {"flipped_half_edges", "-u, -v describe the same square",
     box(0, 0, 1, 0, 0, 1), box(0, 0, -1, 0, 0, -1), Relation::overlapping, 4},
    {"parallel_half_edges_make_a_segment", "u = (1,1), v = (2,2): the diagonal from -(3,3) to (3,3)",
     box(0, 0, 1, 1, 2, 2), box(0, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"gap_of_2_pow_minus_50", "B starts 2^-50 right of x = 1",
     box(0, 0, 1, 0, 0, 1), box(2 + tiny, 0, 1, 0, 0, 1), Relation::disjoint, 0},
    {"overlap_of_2_pow_minus_50", "B reaches 2^-50 left of x = 1: area 2 * 2^-50",
     box(0, 0, 1, 0, 0, 1), box(2 - tiny, 0, 1, 0, 0, 1), Relation::overlapping, Q(2) * Q(tiny)},
    {"huge_shared_edge", "boxes of half size 1e300 meet along x = 0",
     box(-1e300, 0, 1e300, 0, 0, 1e300), box(1e300, 0, 1e300, 0, 0, 1e300), Relation::touching, 0},
    {"subnormal_shared_edge", "boxes of the smallest subnormal size meet along x = d",
     box(0, 0, smallest_subnormal, 0, 0, smallest_subnormal),
     box(2 * smallest_subnormal, 0, smallest_subnormal, 0, 0, smallest_subnormal), Relation::touching, 0},
    {"negative_zero_center", "-0.0 is 0: still the shared edge x = 1",
     box(-0.0, -0.0, 1, 0, 0, 1), box(2, 0, 1, 0, 0, 1), Relation::touching, 0},
    {"triangle_corner_on_hypotenuse", "square corner (1,1) lies on the triangle's edge x + y = 2",
     polygon({{0, 0}, {2, 0}, {0, 2}}), box(2, 2, 1, 0, 0, 1), Relation::touching, 0},
    {"triangle_overlaps_square", "triangle (0,0),(2,0),(0,2) meets [0,1]^2 in all of it",
     polygon({{0, 0}, {2, 0}, {0, 2}}), box(0.5, 0.5, 0.5, 0, 0, 0.5), Relation::overlapping, 1},
    {"clockwise_with_duplicates_and_collinear", "same square given clockwise, repeated, collinear",
     polygon({{0, 0}, {0, 2}, {0, 2}, {1, 2}, {2, 2}, {2, 0}, {1, 0}}), box(1, 1, 1, 0, 0, 1),
     Relation::overlapping, 4},
    {"empty_vertex_list", "no vertices is the empty set",
     polygon({}), box(0, 0, 1, 0, 0, 1), Relation::disjoint, 0},
};

class OracleHandCase : public ::testing::TestWithParam<HandCase> {};

TEST_P(OracleHandCase, gives_the_hand_computed_relation_area_and_witness) {
  const HandCase& hand = GetParam();
  SCOPED_TRACE(hand.reason);
  for (const bool swapped : {false, true}) {
    SCOPED_TRACE(swapped ? "as (B, A)" : "as (A, B)");
    const auto& first = swapped ? hand.b : hand.a;
    const auto& second = swapped ? hand.a : hand.b;
    const Intersection<Q> result = intersect_convex_polygons(first, second);
    EXPECT_EQ(result.relation, hand.relation);
    EXPECT_EQ(result.area, hand.area);
    ASSERT_EQ(result.witness.has_value(), hand.relation != Relation::disjoint);
    if (result.witness) {
      EXPECT_TRUE(is_point_in_hull(*result.witness, make_convex_hull(first)));
      EXPECT_TRUE(is_point_in_hull(*result.witness, make_convex_hull(second)));
    }
  }
}

TEST_P(OracleHandCase, gives_the_same_relation_from_the_hulls_alone) {
  const HandCase& hand = GetParam();
  SCOPED_TRACE(hand.reason);
  EXPECT_EQ(relation_of_region(intersect_hulls(make_convex_hull(hand.a), make_convex_hull(hand.b))), hand.relation);
  EXPECT_EQ(relation_of_region(intersect_hulls(make_convex_hull(hand.b), make_convex_hull(hand.a))), hand.relation);
}

INSTANTIATE_TEST_SUITE_P(Oracle, OracleHandCase, ::testing::ValuesIn(hand_cases),
                         [](const ::testing::TestParamInfo<HandCase>& info) {
                           return std::string(info.param.name);
                         });

TEST(OracleHandCases, cover_every_relation_and_at_least_thirty_cases) {
  int count[3] = {0, 0, 0};
  for (const HandCase& hand : hand_cases) ++count[static_cast<int>(hand.relation)];
  EXPECT_GE(std::size(hand_cases), 30u);
  EXPECT_GE(count[static_cast<int>(Relation::disjoint)], 5);
  EXPECT_GE(count[static_cast<int>(Relation::touching)], 5);
  EXPECT_GE(count[static_cast<int>(Relation::overlapping)], 5);
}

TEST(OracleWitness, lies_strictly_inside_an_overlap) {
  // The average of the overlap's corners: (1/2, 0) for [0,1] x [-1,1].
  const Intersection<Q> result = intersect_convex_polygons(box(0, 0, 1, 0, 0, 1), box(1, 0, 1, 0, 0, 1));
  ASSERT_TRUE(result.witness.has_value());
  EXPECT_EQ(result.witness->x, Q(1, 2));
  EXPECT_EQ(result.witness->y, Q(0));
}

TEST(OracleRegion, is_the_shared_edge_when_squares_touch_along_it) {
  const Intersection<Q> result = intersect_convex_polygons(box(0, 0, 1, 0, 0, 1), box(2, 0, 1, 0, 0, 1));
  const VertexList<Q> edge = {{1, -1}, {1, 1}};
  EXPECT_EQ(result.region, edge);
}

}  // namespace
}  // namespace obb2d::oracle
