// The oracle's building blocks on their own: exact conversion of stored
// floats, the canonical convex hull, closed half-plane clipping, and the
// separation of two shapes (the width every finding states).

#include "oracle/convex_hull.hpp"
#include "oracle/half_plane_clip.hpp"
#include "oracle/rational.hpp"
#include "oracle/separation.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace obb2d::oracle {
namespace {

using Q = Rational;
using Integer = boost::multiprecision::mpz_int;

TEST(ToRational, is_exact_for_a_value_with_a_long_binary_fraction) {
  // 0.1f is 13421773 / 2^27 exactly.
  EXPECT_EQ(to_rational<Q>(0.1f), Q(Integer(13421773), Integer(1) << 27));
}

TEST(ToRational, is_exact_for_the_smallest_subnormals) {
  EXPECT_EQ(to_rational<Q>(std::numeric_limits<double>::denorm_min()), Q(Integer(1), Integer(1) << 1074));
  EXPECT_EQ(to_rational<Q>(std::numeric_limits<float>::denorm_min()), Q(Integer(1), Integer(1) << 149));
}

TEST(ToRational, is_exact_for_the_largest_finite_values) {
  const Integer float_max = (Integer(1) << 128) - (Integer(1) << 104);
  EXPECT_EQ(to_rational<Q>(std::numeric_limits<float>::max()), Q(float_max));
  EXPECT_EQ(to_rational<Q>(-std::numeric_limits<double>::max()),
            Q(-((Integer(1) << 1024) - (Integer(1) << 971))));
}

TEST(ToRational, maps_negative_zero_to_zero) { EXPECT_EQ(to_rational<Q>(-0.0), Q(0)); }

TEST(ToRational, agrees_with_the_cpp_int_backend) {
  using Other = boost::multiprecision::cpp_rational;
  for (const double value : {1.0, -3.25, 1e-310, 6.02e23, 0x1.fffffffffffffp-1}) {
    EXPECT_EQ(to_rational<Other>(value).str(), to_rational<Q>(value).str()) << value;
  }
}

TEST(ToRational, refuses_nan_and_infinity) {
  EXPECT_THROW(to_rational<Q>(std::nan("")), std::domain_error);
  EXPECT_THROW(to_rational<Q>(-INFINITY), std::domain_error);
}

VertexList<Q> points(std::initializer_list<std::pair<int, int>> list) {
  VertexList<Q> result;
  for (const auto& [x, y] : list) result.push_back({x, y});
  return result;
}

TEST(ConvexHull, of_coinciding_points_is_that_point) {
  EXPECT_EQ(make_convex_hull(points({{2, 3}, {2, 3}, {2, 3}, {2, 3}})), points({{2, 3}}));
}

TEST(ConvexHull, of_collinear_points_is_the_two_end_points) {
  EXPECT_EQ(make_convex_hull(points({{1, 1}, {3, 3}, {-1, -1}, {2, 2}})), points({{-1, -1}, {3, 3}}));
}

TEST(ConvexHull, drops_collinear_edge_points_and_turns_counter_clockwise) {
  const VertexList<Q> clockwise_with_extras = points({{0, 0}, {0, 2}, {1, 2}, {2, 2}, {2, 0}, {1, 1}});
  EXPECT_EQ(make_convex_hull(clockwise_with_extras), points({{0, 0}, {2, 0}, {2, 2}, {0, 2}}));
}

TEST(ConvexHull, of_nothing_is_empty) { EXPECT_TRUE(make_convex_hull(VertexList<Q>{}).empty()); }

TEST(TwiceSignedArea, is_positive_counter_clockwise_and_zero_for_a_segment) {
  EXPECT_EQ(twice_signed_area(points({{0, 0}, {2, 0}, {2, 2}, {0, 2}})), Q(8));
  EXPECT_EQ(twice_signed_area(points({{0, 0}, {2, 0}})), Q(0));
}

TEST(ClipByHalfPlane, keeps_a_vertex_on_the_boundary_line) {
  const HalfPlane<Q> right_of_x_equals_2{{2, 0}, {1, 0}};
  const VertexList<Q> kept = clip_by_half_plane(points({{0, 0}, {2, 0}, {0, 2}}), right_of_x_equals_2);
  EXPECT_EQ(make_convex_hull(kept), points({{2, 0}}));
}

TEST(ClipByHalfPlane, cuts_an_edge_at_the_exact_crossing) {
  const HalfPlane<Q> right_of_x_equals_1{{1, 0}, {1, 0}};
  const VertexList<Q> kept = clip_by_half_plane(points({{0, 0}, {3, 0}, {0, 3}}), right_of_x_equals_1);
  EXPECT_EQ(make_convex_hull(kept), points({{1, 0}, {3, 0}, {1, 2}}));
}

TEST(ClipByHalfPlane, keeps_a_segment_cycle_that_crosses_the_line_as_a_segment) {
  const HalfPlane<Q> above_y_equals_0{{0, 0}, {0, 1}};
  const VertexList<Q> kept = clip_by_half_plane(points({{0, -2}, {0, 2}}), above_y_equals_0);
  EXPECT_EQ(make_convex_hull(kept), points({{0, 0}, {0, 2}}));
}

TEST(HalfPlanesOfHull, cut_out_exactly_a_point) {
  const auto planes = make_half_planes_of_hull(points({{1, 1}}));
  VertexList<Q> square = points({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  for (const auto& plane : planes) square = clip_by_half_plane(square, plane);
  EXPECT_EQ(make_convex_hull(square), points({{1, 1}}));
}

TEST(HalfPlanesOfHull, cut_out_exactly_a_segment) {
  const auto planes = make_half_planes_of_hull(points({{-1, 1}, {5, 1}}));
  VertexList<Q> square = points({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  for (const auto& plane : planes) square = clip_by_half_plane(square, plane);
  EXPECT_EQ(make_convex_hull(square), points({{0, 1}, {2, 1}}));
}

/// The axis-aligned rectangle [x0, x1] x [y0, y1], counter-clockwise.
VertexList<Q> rectangle(int x0, int y0, int x1, int y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

TEST(Separation, of_disjoint_squares_is_the_squared_distance) {
  // A 2 x 2 square and a 1 x 1 square 3 apart along x: distance 3, the
  // smaller size 1.
  const Separation apart = find_separation(rectangle(0, 0, 2, 2), rectangle(5, 0, 6, 1));
  EXPECT_EQ(apart.relation, Relation::disjoint);
  EXPECT_EQ(apart.squared_width, Q(9));
  EXPECT_EQ(apart.size, Q(1));
  // Diagonally: from corner (2, 2) to corner (5, 6), 3-4-5.
  const Separation diagonal = find_separation(rectangle(0, 0, 2, 2), rectangle(5, 6, 7, 8));
  EXPECT_EQ(diagonal.squared_width, Q(25));
}

TEST(Separation, of_overlapping_shapes_is_the_thinnest_width_of_what_they_share) {
  // [0, 4] x [0, 4] and [3, 10] x [1, 2] share [3, 4] x [1, 2]: width 1;
  // the smaller size is the second's longer side, 7, against 4: 4.
  const Separation overlap = find_separation(rectangle(0, 0, 4, 4), rectangle(3, 1, 10, 2));
  EXPECT_EQ(overlap.relation, Relation::overlapping);
  EXPECT_EQ(overlap.squared_width, Q(1));
  EXPECT_EQ(overlap.size, Q(4));
  // A triangle's thinnest width is its least height: the right triangle
  // (0,0) (4,0) (0,3) inside a large square is all shared; its least
  // height is 12/5 (onto the hypotenuse), squared 144/25.
  const Separation triangle = find_separation(rectangle(-10, -10, 10, 10), {{0, 0}, {4, 0}, {0, 3}});
  EXPECT_EQ(triangle.squared_width, Q(144, 25));
}

TEST(Separation, of_touching_shapes_is_zero_and_of_points_has_no_size) {
  const Separation touching = find_separation(rectangle(0, 0, 1, 1), rectangle(1, 0, 2, 1));
  EXPECT_EQ(touching.relation, Relation::touching);
  EXPECT_EQ(touching.squared_width, Q(0));
  const Separation points = find_separation({{0, 0}}, {{3, 4}});
  EXPECT_EQ(points.relation, Relation::disjoint);
  EXPECT_EQ(points.squared_width, Q(25));
  EXPECT_EQ(points.size, Q(0));
  // A point's size does not count when the other shape has one.
  EXPECT_EQ(find_separation({{9, 9}}, rectangle(0, 0, 2, 3)).size, Q(3));
}

TEST(Separation, sqrt_to_double_rounds_without_leaving_the_double_range) {
  const Q tiny = Q(Integer(1), Integer(1) << 600);  // (2^-300)^2: far below the double range
  EXPECT_EQ(sqrt_to_double(tiny), std::ldexp(1.0, -300));
  EXPECT_EQ(sqrt_to_double(Q(0)), 0);
}

}  // namespace
}  // namespace obb2d::oracle
