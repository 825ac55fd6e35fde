// Seed 000's AngleInRadians setter, tested on its own (the overlap test is
// fed axes directly): its range reduction `value % Math.PI * 2` is
// `(value % pi) * 2`, not a reduction by 2 pi, so angles beyond pi turn the
// box to the wrong orientation.

#include "ports/xna_obb.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace obb2d::ports::xna {
namespace {

TEST(XnaAngleSetter, keeps_an_angle_inside_minus_pi_to_pi) {
  Obb obb = MakeObb({0, 0}, 0, {1, 1});
  SetAngleInRadians(obb, 1.0f);
  EXPECT_EQ(obb.angle_in_radians, 1.0f);
  EXPECT_EQ(obb.axis[0].X, static_cast<float>(std::cos(1.0)));
}

TEST(XnaAngleSetter, turns_an_angle_beyond_pi_to_the_wrong_orientation) {
  // 3.5 rad is -2.7832 rad; the setter computes |(3.5 mod pi) * 2| - pi = -2.4248.
  Obb obb = MakeObb({0, 0}, 0, {1, 1});
  SetAngleInRadians(obb, 3.5f);
  const double expected_wrong = std::fabs(std::fmod(3.5, 3.14159265358979323846) * 2) - 3.14159265358979323846;
  EXPECT_FLOAT_EQ(obb.angle_in_radians, static_cast<float>(expected_wrong));
  // The right orientation would have cos(3.5) = -0.936 as its first axis's x.
  EXPECT_GT(std::fabs(obb.axis[0].X - static_cast<float>(std::cos(3.5))), 0.1f);
}

TEST(XnaAngleSetter, at_exactly_pi_reduces_to_minus_pi) {
  // pi as a float is just above Math.PI, so `value >= pi` holds: (pi mod pi) * 2 - pi.
  Obb obb = MakeObb({0, 0}, 0, {1, 1});
  SetAngleInRadians(obb, 3.14159274f);
  EXPECT_NEAR(obb.angle_in_radians, -3.14159274f, 1e-5f);
}

}  // namespace
}  // namespace obb2d::ports::xna
