// The constructors a user expects, and the validity check.

#include "kernel_test_support.hpp"

#include <cmath>

namespace obb2d {
namespace {

TEST(MakeBoxFromCosSin, turns_half_extents_by_an_exact_pythagorean_rotation) {
  const Box<float> box = make_box_from_cos_sin<float>({1, 2}, {5, 10}, 0.6f, 0.8f);
  EXPECT_EQ(box.u.x, 5 * 0.6f);
  EXPECT_EQ(box.u.y, 5 * 0.8f);
  EXPECT_EQ(box.v.x, -10 * 0.8f);
  EXPECT_EQ(box.v.y, 10 * 0.6f);
}

TEST(MakeBoxFromAngle, at_zero_is_axis_aligned_and_at_a_quarter_turn_swaps_axes) {
  const Box<double> level = make_box_from_angle<double>({0, 0}, {2, 1}, 0.0);
  EXPECT_EQ(level.u.x, 2.0);
  EXPECT_EQ(level.u.y, 0.0);
  EXPECT_EQ(level.v.y, 1.0);
  const Box<double> turned = make_box_from_angle<double>({0, 0}, {2, 1}, std::acos(-1.0) / 2);
  EXPECT_NEAR(turned.u.y, 2.0, 1e-15);
  EXPECT_NEAR(turned.v.x, -1.0, 1e-15);
}

TEST(MakeBoxFromAffine, maps_a_local_rectangle_through_an_engine_transform) {
  // The local x axis to (2, 1), the local y axis to (3, 4), then a move by
  // (10, 20); the rectangle [1, 7] x [1, 3], whose middle is (4, 2) and half
  // size (3, 1). No product here equals the sum of its factors.
  const Affine2x3<double> transform{2, 1, 3, 4, 10, 20};
  const Box<double> box = make_box_from_affine<double>(transform, {1, 1}, {7, 3});
  EXPECT_EQ(box.center.x, 2 * 4 + 3 * 2 + 10.0);
  EXPECT_EQ(box.center.y, 1 * 4 + 4 * 2 + 20.0);
  EXPECT_EQ(box.u.x, 2 * 3.0);
  EXPECT_EQ(box.u.y, 1 * 3.0);
  EXPECT_EQ(box.v.x, 3 * 1.0);
  EXPECT_EQ(box.v.y, 4 * 1.0);
}

TEST(MakeBoxFromAabb, is_exact_for_integer_corners) {
  const Box<float> box = make_box_from_aabb<float>({-3, 1}, {5, 2});
  EXPECT_EQ(box.center.x, 1.0f);
  EXPECT_EQ(box.center.y, 1.5f);
  EXPECT_EQ(box.u.x, 4.0f);
  EXPECT_EQ(box.v.y, 0.5f);
  EXPECT_TRUE(testing_support::has_relation_everywhere(box, make_box_from_aabb<float>({5, 0}, {6, 1}), Relation::touching));
}

TEST(MakeBoxFromAabb, does_not_overflow_near_the_top_of_the_range) {
  const double max = std::numeric_limits<double>::max();
  const Box<double> box = make_box_from_aabb<double>({-max, -max}, {max, max});
  EXPECT_TRUE(is_finite_box(box));
  EXPECT_EQ(box.u.x, max);
}

TEST(MakeBoxFromCorners, accepts_a_parallelogram_exactly) {
  // No coordinate 0, so that every half taken counts.
  const auto made = make_box_from_corners<double>({13, 12}, {11, 12}, {9, 10}, {11, 10});
  EXPECT_EQ(made.status, CornersStatus::exact);
  EXPECT_EQ(made.box.center.x, 11.0);
  EXPECT_EQ(made.box.center.y, 11.0);
  EXPECT_EQ(made.box.u.x, 1.0);
  EXPECT_EQ(made.box.u.y, 0.0);
  EXPECT_EQ(made.box.v.x, 1.0);
  EXPECT_EQ(made.box.v.y, 1.0);
}

TEST(MakeBoxFromCorners, refuses_corners_that_are_not_a_parallelogram) {
  const auto made = make_box_from_corners<float>({1, 1}, {-1, 1}, {-1, -1}, {1, -1.5f});
  EXPECT_EQ(made.status, CornersStatus::not_a_parallelogram);
}

TEST(MakeBoxFromCorners, refuses_non_finite_corners) {
  // Each coordinate of each corner in turn NaN, +inf or -inf, the others a
  // square's.
  const float bad_numbers[3] = {NAN, INFINITY, -INFINITY};
  for (int k = 0; k < 8; ++k) {
    for (const float bad : bad_numbers) {
      Vec2<float> corners[4] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
      (k % 2 == 0 ? corners[k / 2].x : corners[k / 2].y) = bad;
      const auto made = make_box_from_corners<float>(corners[0], corners[1], corners[2], corners[3]);
      EXPECT_EQ(made.status, CornersStatus::not_finite)
          << "corner " << k / 2 << ", coordinate " << k % 2 << ": " << bad;
    }
  }
}

TEST(MakeBoxFromCorners, says_when_halving_rounded) {
  // Corners one smallest subnormal apart: halves of odd subnormals round.
  const double d = std::numeric_limits<double>::denorm_min();
  const auto made = make_box_from_corners<double>({d, d}, {0, d}, {0, 0}, {d, 0});
  EXPECT_EQ(made.status, CornersStatus::rounded);
}

TEST(MakeBoxFromCorners, says_rounded_when_only_some_corners_come_back) {
  // The rectangle [2^-30, 1] x [0, 1] in float: the center's x, 1/2 + 2^-31,
  // rounds to 1/2, and so does the half-edge along x, so the box's two
  // corners at x = 1 are the given ones and its two at x = 2^-30 land on 0.
  // Given in each of its eight orders (four starts, both directions), the
  // two corners that come back take every pair of places: the status must
  // read all four.
  const float small = std::ldexp(1.0f, -30);
  const Vec2<float> around[4] = {{1, 1}, {1, 0}, {small, 0}, {small, 1}};
  for (const int direction : {1, 3}) {
    for (int start = 0; start < 4; ++start) {
      const auto corner = [&](int i) { return around[(start + direction * i) % 4]; };
      const auto made = make_box_from_corners<float>(corner(0), corner(1), corner(2), corner(3));
      EXPECT_EQ(made.status, CornersStatus::rounded) << "start " << start << ", direction " << direction;
    }
  }
}

TEST(MakeBoxFromCorners, accepts_a_segment_given_as_four_corners) {
  const auto made = make_box_from_corners<float>({2, 2}, {2, 2}, {0, 0}, {0, 0});
  EXPECT_EQ(made.status, CornersStatus::exact);
}

TEST(IsFiniteBox, is_false_for_nan_or_infinity_anywhere_and_true_otherwise) {
  EXPECT_TRUE(is_finite_box(Box<float>{{0, 0}, {1, 0}, {0, 1}}));
  EXPECT_TRUE(is_finite_box(Box<double>{{-0.0, 1e308}, {4e-324, 0}, {0, -1e308}}));
  EXPECT_FALSE(is_finite_box(Box<float>{{0, 0}, {1, 0}, {0, INFINITY}}));
  EXPECT_FALSE(is_finite_box(Box<double>{{NAN, 0}, {1, 0}, {0, 1}}));
}

}  // namespace
}  // namespace obb2d
