// The production sprite bounds (impl/obb2d/sprite_bounds.hpp) as a
// specification: each test states one behaviour and checks it against the
// exact oracle (harness/sprite_bounds_check.hpp: every AABB side is the outward
// rounding of the exact side, the box is exact or the nearest double).

#include "harness/sprite_bounds_check.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace obb2d {
namespace {

/// A mask from rows of text: '#' is opaque (alpha 255), '.' transparent.
oracle::SpriteMask make_mask(const std::vector<std::string>& rows) {
  oracle::SpriteMask mask;
  mask.height = static_cast<int>(rows.size());
  mask.width = rows.empty() ? 0 : static_cast<int>(rows[0].size());
  for (const std::string& row : rows) {
    for (const char pixel : row) mask.alpha.push_back(pixel == '#' ? 255 : 0);
  }
  return mask;
}

constexpr Affine2x3<float> identity{1, 0, 0, 1, 0, 0};

/// x' = a x + b y + e, y' = c x + d y + f (the CLI's --matrix order).
constexpr Affine2x3<float> matrix(float a, float b, float c, float d, float e, float f) {
  return {a, c, b, d, e, f};
}

const oracle::SpriteMask l_shape = make_mask({
    "....",
    ".#..",
    ".##.",
    "....",
});

TEST(SpriteBounds, identity_gives_the_opaque_rectangle_exactly) {
  const SpriteBounds<float> bounds = make_sprite_bounds<float>(identity, harness::make_shape_of(l_shape));
  ASSERT_EQ(bounds.status, SpriteBoundsStatus::bounded);
  EXPECT_EQ(bounds.aabb.min.x, 1.0f);
  EXPECT_EQ(bounds.aabb.min.y, 1.0f);
  EXPECT_EQ(bounds.aabb.max.x, 3.0f);
  EXPECT_EQ(bounds.aabb.max.y, 3.0f);
  EXPECT_EQ(bounds.box_exactness, BoxExactness::exact);
  EXPECT_EQ(bounds.box.center.x, 2.0);
  EXPECT_EQ(bounds.box.u.x, 1.0);
  EXPECT_EQ(bounds.box.v.y, 1.0);
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, identity), "");
}

TEST(SpriteBounds, quarter_turns_with_exact_matrices_are_exact) {
  // 90, 180 and 270 degrees as exact integer matrices, placed off the origin.
  for (const Affine2x3<float>& turn : {matrix(0, -1, 1, 0, 10, 20), matrix(-1, 0, 0, -1, 10, 20),
                                       matrix(0, 1, -1, 0, 10, 20)}) {
    const SpriteBounds<float> bounds = make_sprite_bounds<float>(turn, harness::make_shape_of(l_shape));
    ASSERT_EQ(bounds.status, SpriteBoundsStatus::bounded);
    EXPECT_EQ(bounds.aabb.max.x - bounds.aabb.min.x, 2.0f);
    EXPECT_EQ(bounds.aabb.max.y - bounds.aabb.min.y, 2.0f);
    EXPECT_EQ(bounds.box_exactness, BoxExactness::exact);
    EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, turn), "");
  }
  // 90 degrees: world x = 10 - y over y in [1, 3], world y = 20 + x over x in [1, 3].
  const SpriteBounds<float> quarter = make_sprite_bounds<float>(matrix(0, -1, 1, 0, 10, 20), harness::make_shape_of(l_shape));
  EXPECT_EQ(quarter.aabb.min.x, 7.0f);
  EXPECT_EQ(quarter.aabb.max.x, 9.0f);
  EXPECT_EQ(quarter.aabb.min.y, 21.0f);
  EXPECT_EQ(quarter.aabb.max.y, 23.0f);
}

TEST(SpriteBounds, quarter_turns_from_rounded_cosines_are_conservative_and_tight) {
  // cos(pi/2) in float is -4.37e-8, not 0: the sides move by tiny amounts,
  // and each must still be the outward rounding of the exact side.
  for (int quarter = 1; quarter <= 3; ++quarter) {
    const float angle = 1.57079637f * static_cast<float>(quarter);
    const float c = std::cos(angle), s = std::sin(angle);
    EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, matrix(c, -s, s, c, 100.25f, -7.5f)), "") << quarter;
  }
}

TEST(SpriteBounds, mirrored_scale_keeps_the_set) {
  // Scale (-2, 3): x' = -2 x, y' = 3 y. Opaque squares span x in [1, 3], y in [1, 3].
  const SpriteBounds<float> bounds = make_sprite_bounds<float>(matrix(-2, 0, 0, 3, 0, 0), harness::make_shape_of(l_shape));
  ASSERT_EQ(bounds.status, SpriteBoundsStatus::bounded);
  EXPECT_EQ(bounds.aabb.min.x, -6.0f);
  EXPECT_EQ(bounds.aabb.max.x, -2.0f);
  EXPECT_EQ(bounds.aabb.min.y, 3.0f);
  EXPECT_EQ(bounds.aabb.max.y, 9.0f);
  EXPECT_EQ(bounds.box.u.x, -2.0);  // u flips, the set does not
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, matrix(-2, 0, 0, 3, 0, 0)), "");
}

TEST(SpriteBounds, sub_pixel_positions_round_outward_in_float) {
  // 0.1f is not 1/10: the exact side 1 + 0.1f is rounded down for min, and the
  // float result must be the largest float not above it.
  const Affine2x3<float> moved = matrix(1, 0, 0, 1, 0.1f, -1e-7f);
  const SpriteBounds<float> bounds = make_sprite_bounds<float>(moved, harness::make_shape_of(l_shape));
  ASSERT_EQ(bounds.status, SpriteBoundsStatus::bounded);
  EXPECT_LE(double(bounds.aabb.min.x), 1.0 + double(0.1f));
  EXPECT_GT(double(std::nextafter(bounds.aabb.min.x, 10.0f)), 1.0 + double(0.1f));
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, moved), "");
}

TEST(SpriteBounds, fully_transparent_sprite_has_no_box) {
  const oracle::SpriteMask clear = make_mask({"...", "..."});
  const SpriteShape shape = harness::make_shape_of(clear);
  EXPECT_EQ(shape.status(), OpaqueStatus::transparent);
  EXPECT_TRUE(shape.hull().empty());
  EXPECT_EQ(make_sprite_bounds<float>(identity, shape).status, SpriteBoundsStatus::transparent);
  EXPECT_EQ(make_sprite_bounds<double>(matrix(0.5f, 1, 2, 3, 4, 5), shape).status, SpriteBoundsStatus::transparent);
  // An empty mask is transparent too; alphas at or below the threshold do not count.
  EXPECT_EQ(make_sprite_shape({nullptr, 0, 0, 1, 0}, 0).status(), OpaqueStatus::transparent);
  // So is a mask with no columns or no rows, whose alpha is never read.
  EXPECT_EQ(make_sprite_shape({nullptr, 0, 7, 1, 0}, 0).status(), OpaqueStatus::transparent);
  EXPECT_EQ(make_sprite_shape({nullptr, 7, 0, 1, 7}, 0).status(), OpaqueStatus::transparent);
  oracle::SpriteMask faint = make_mask({"#"});
  faint.alpha[0] = 100;
  faint.threshold = 100;
  EXPECT_EQ(harness::make_shape_of(faint).status(), OpaqueStatus::transparent);
}

TEST(SpriteBounds, one_pixel_sprite_is_its_square) {
  const oracle::SpriteMask dot = make_mask({"...", "..#"});
  const SpriteShape shape = harness::make_shape_of(dot);
  ASSERT_EQ(shape.status(), OpaqueStatus::opaque);
  EXPECT_EQ(shape.hull().size(), 4u);
  const SpriteBounds<double> bounds = make_sprite_bounds<double>(matrix(3, 0, 0, 3, -0.5f, 0.25f), shape);
  EXPECT_EQ(bounds.aabb.min.x, 5.5);
  EXPECT_EQ(bounds.aabb.max.x, 8.5);
  EXPECT_EQ(bounds.aabb.min.y, 3.25);
  EXPECT_EQ(bounds.aabb.max.y, 6.25);
  EXPECT_EQ(bounds.box.center.x, 7.0);
  EXPECT_EQ(bounds.box.u.x, 1.5);
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(dot, matrix(0.3f, -0.7f, 0.7f, 0.3f, -9.5f, 2)), "");
}

TEST(SpriteBounds, aabb_follows_the_hull_not_the_rectangle) {
  // Two pixels on a diagonal, turned 45 degrees: the rectangle's corner (0, 0)
  // is no corner of an opaque square, and the tight bounds do not reach it.
  const oracle::SpriteMask diagonal = make_mask({".#", "#."});
  const float c = 0.70710677f;
  const SpriteBounds<double> bounds = make_sprite_bounds<double>(matrix(c, -c, c, c, 0, 0), harness::make_shape_of(diagonal));
  // x' = c (x - y): over the squares' corners its minimum is c * (0 - 2) = -2c,
  // its maximum c * (2 - 0) = 2c; the rectangle would give the same here, but
  // y' = c (x + y) ranges over [c * 1, c * 3], not the rectangle's [0, 4c].
  EXPECT_EQ(bounds.aabb.min.y, double(c));
  EXPECT_EQ(bounds.aabb.max.y, 3 * double(c));
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(diagonal, matrix(c, -c, c, c, 0, 0)), "");
}

TEST(SpriteBounds, nan_or_infinite_transform_is_invalid) {
  const SpriteShape shape = harness::make_shape_of(l_shape);
  EXPECT_EQ(make_sprite_bounds<float>(matrix(NAN, 0, 0, 1, 0, 0), shape).status, SpriteBoundsStatus::invalid);
  EXPECT_EQ(make_sprite_bounds<float>(matrix(1, 0, 0, 1, INFINITY, 0), shape).status, SpriteBoundsStatus::invalid);
  // Even for a transparent sprite: the transform is checked first.
  EXPECT_EQ(make_sprite_bounds<float>(matrix(1, 0, 0, 1, 0, -INFINITY), harness::make_shape_of(make_mask({"."}))).status,
            SpriteBoundsStatus::invalid);
}

TEST(SpriteBounds, float_sides_beyond_float_range_are_infinite_outside) {
  // 3e38 * 3 is beyond FLT_MAX: the max side can only be +inf; min stays finite.
  const Affine2x3<float> huge = matrix(3e38f, 0, 0, 1, 0, 0);
  const SpriteBounds<float> bounds = make_sprite_bounds<float>(huge, harness::make_shape_of(l_shape));
  EXPECT_EQ(bounds.aabb.max.x, INFINITY);
  EXPECT_EQ(bounds.aabb.min.x, 3e38f);
  // In double nothing overflows.
  EXPECT_TRUE(std::isfinite(make_sprite_bounds<double>(huge, harness::make_shape_of(l_shape)).aabb.max.x));
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, huge), "");
}

TEST(SpriteBounds, box_center_beyond_double_precision_is_flagged_rounded) {
  // tx = 2^100 and a unit step: the exact center 2^100 + 2 needs 99 bits.
  const Affine2x3<float> far = matrix(1, 0, 0, 1, 0x1p100f, 0);
  const SpriteBounds<double> bounds = make_sprite_bounds<double>(far, harness::make_shape_of(l_shape));
  EXPECT_EQ(bounds.box_exactness, BoxExactness::rounded);
  EXPECT_EQ(bounds.box.center.x, 0x1p100);
  EXPECT_EQ(bounds.box.u.x, 1.0);  // u and v stay exact
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(l_shape, far), "");
}

TEST(SpriteBounds, ties_in_the_box_center_go_to_even) {
  // tx = 2^53, where doubles are 2 apart: a center 2^53 + 1 is exactly
  // halfway between 2^53 and 2^53 + 2, and the even significand is 2^53's.
  const Affine2x3<float> tie = matrix(1, 0, 0, 1, 0x1p53f, 0);
  const oracle::SpriteMask one = make_mask({"#"});  // middle 0.5: center 2^53 + 0.5
  const SpriteBounds<double> bounds = make_sprite_bounds<double>(tie, harness::make_shape_of(one));
  EXPECT_EQ(bounds.box_exactness, BoxExactness::rounded);
  EXPECT_EQ(bounds.box.center.x, 0x1p53);  // 2^53 + 0.5 is nearer 2^53
  const oracle::SpriteMask three = make_mask({"###"});  // middle 1.5: center 2^53 + 1.5 -> 2^53 + 2
  EXPECT_EQ(make_sprite_bounds<double>(tie, harness::make_shape_of(three)).box.center.x, 0x1p53 + 2);
  const oracle::SpriteMask two = make_mask({"##"});  // middle 1: center 2^53 + 1, a tie -> 2^53 (even)
  EXPECT_EQ(make_sprite_bounds<double>(tie, harness::make_shape_of(two)).box.center.x, 0x1p53);
}

TEST(SpriteBounds, random_masks_and_transforms_agree_with_the_oracle) {
  std::mt19937 random(2024);
  std::uniform_real_distribution<float> number(-50, 50);
  for (int trial = 0; trial < 300; ++trial) {
    oracle::SpriteMask mask;
    mask.width = 1 + static_cast<int>(random() % 9), mask.height = 1 + static_cast<int>(random() % 9);
    for (int i = 0; i < mask.width * mask.height; ++i) mask.alpha.push_back(random() % 3 == 0 ? 200 : 0);
    const float angle = number(random) / 10;
    const float scale = number(random) / 10;
    const Affine2x3<float> m = matrix(scale * std::cos(angle), -scale * std::sin(angle), scale * std::sin(angle),
                                      scale * std::cos(angle), number(random), number(random));
    EXPECT_EQ(harness::find_sprite_bounds_disagreement(mask, m), "") << "trial " << trial;
  }
}

TEST(SpriteBoundsArithmetic, filtered_sign_agrees_with_rationals_on_near_cancelling_sums) {
  // sign_of_difference's filter (TwoSum residuals bounded with the factor
  // 1 + 2^-50) against the exact sign, on sums built to cancel: a value
  // equal to, or one or two ulps from, the sum of three terms of very
  // different magnitudes, so both the filter and the expansion answer.
  std::mt19937_64 random(7);
  std::uniform_int_distribution<int> exponent(-60, 60);
  std::uniform_real_distribution<double> mantissa(1, 2);
  int undecided_by_filter = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const detail::ExactSum3 sum{{std::ldexp(mantissa(random), exponent(random)),
                                 -std::ldexp(mantissa(random), exponent(random)),
                                 std::ldexp(mantissa(random), exponent(random))}};
    oracle::Rational exact = 0;
    for (const double term : sum.terms) exact += oracle::to_rational<oracle::Rational>(term);
    double value = exact.convert_to<double>();
    for (int step = 0; step < static_cast<int>(trial % 3); ++step) value = std::nextafter(value, trial % 2 ? 1e300 : -1e300);
    const oracle::Rational difference = exact - oracle::to_rational<oracle::Rational>(value);
    const int expected = (difference > 0) - (difference < 0);
    EXPECT_EQ(detail::sign_of_difference(sum, value), expected) << "trial " << trial;
    double partial, error_a, total, error_b, rest, error_c;
    detail::two_sum(sum.terms[0], sum.terms[1], partial, error_a);
    detail::two_sum(partial, sum.terms[2], total, error_b);
    detail::two_sum(total, -value, rest, error_c);
    undecided_by_filter += !(std::fabs(rest) > (std::fabs(error_a) + std::fabs(error_b) + std::fabs(error_c)) * (1 + 0x1p-50));
  }
  EXPECT_GT(undecided_by_filter, 0) << "the expansion fallback was never exercised";
}

TEST(SpriteBoundsArithmetic, the_first_guess_is_the_sum_itself_when_a_double_holds_it) {
  // round_outward's first guess (Sum2 of the three terms) is the sum itself
  // whenever a double holds it: with e = error_a + error_b, either
  // |e| <= |total| / 2 and e = s - total is a double (Sterbenz), or the last
  // addition cancelled exactly and error_b = 0. So the guess never lies
  // below a sum Out represents (docs/suite-power.md leans on this). Sums of
  // both kinds: the third term cancels the first two to 24 or 50 bits, or
  // up to a small power of two of them, or is drawn at random.
  std::mt19937_64 random(7);
  std::uniform_int_distribution<int> exponent(-60, 60), small_exponent(-80, 0);
  std::uniform_real_distribution<double> mantissa(1, 2);
  int representable = 0, cancelling = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const double first = std::ldexp(mantissa(random), exponent(random));
    const double second = -std::ldexp(mantissa(random), exponent(random));
    const double partial = first + second;
    int partial_exponent;
    const double fraction = std::frexp(-partial, &partial_exponent);
    double third = std::ldexp(mantissa(random), exponent(random));
    if (trial % 4 == 0) third = std::ldexp(std::round(std::ldexp(fraction, 24)), partial_exponent - 24);
    if (trial % 4 == 1) third = std::ldexp(std::round(std::ldexp(fraction, 50)), partial_exponent - 50);
    if (trial % 4 == 2) third = -partial + std::ldexp(partial, small_exponent(random));
    const detail::ExactSum3 sum{{first, second, third}};
    oracle::Rational exact = 0;
    for (const double term : sum.terms) exact += oracle::to_rational<oracle::Rational>(term);
    const double nearest = exact.convert_to<double>();
    if (oracle::to_rational<oracle::Rational>(nearest) != exact) continue;
    ++representable;
    double sum_of_two, error_a, total, error_b;
    detail::two_sum(first, second, sum_of_two, error_a);
    detail::two_sum(sum_of_two, third, total, error_b);
    cancelling += std::fabs(error_a + error_b) > std::fabs(total) / 2;
    EXPECT_EQ(detail::approximate_sum(sum), nearest) << "trial " << trial;
  }
  EXPECT_GT(representable, 5000);
  EXPECT_GT(cancelling, 1000);
}

TEST(SpriteBoundsArithmetic, outward_rounding_keeps_the_largest_finite_value_and_passes_it_to_infinity) {
  // A sum of exactly the largest finite value rounds outward to itself, in
  // both directions; one beyond it rounds up to infinity and down to it.
  const float largest_float = std::numeric_limits<float>::max();
  const double largest_double = std::numeric_limits<double>::max();
  const detail::ExactSum3 at_float_max{{double(largest_float), 0, 0}};
  const detail::ExactSum3 below_float_min{{-double(largest_float), 0, 0}};
  EXPECT_EQ((detail::round_outward<float, true>(at_float_max)), largest_float);
  EXPECT_EQ((detail::round_outward<float, false>(at_float_max)), largest_float);
  EXPECT_EQ((detail::round_outward<float, true>(below_float_min)), -largest_float);
  EXPECT_EQ((detail::round_outward<float, false>(below_float_min)), -largest_float);
  const detail::ExactSum3 beyond_float_max{{double(largest_float), 0x1p-100, 0}};
  EXPECT_EQ((detail::round_outward<float, true>(beyond_float_max)), std::numeric_limits<float>::infinity());
  EXPECT_EQ((detail::round_outward<float, false>(beyond_float_max)), largest_float);
  EXPECT_EQ((detail::round_outward<double, true>(detail::ExactSum3{{largest_double, 0, 0}})), largest_double);
  EXPECT_EQ((detail::round_outward<double, false>(detail::ExactSum3{{-largest_double, 0, 0}})), -largest_double);
}

TEST(SpriteBoundsArithmetic, filter_leaves_a_difference_its_errors_exactly_cancel) {
  // 1 + 3 * 2^-53 rounds up to 1 + 2^-51 (error -2^-53); adding 3 * 2^-53
  // gives 1 + 7 * 2^-53, a tie, which rounds up to 1 + 2^-50 (error
  // -2^-53 again). The value 1 + 3 * 2^-52 is then 2^-52 below the
  // computed total, exactly the errors' sum: the exact difference is 0.
  // The filter's bound, 2^-52 (1 + 2^-50), must not let 2^-52 through as
  // a sign (it would with the errors' magnitudes cancelling, or with the
  // slack below 1).
  const double third = 3 * 0x1p-53;
  EXPECT_EQ(detail::sign_of_difference(detail::ExactSum3{{1, third, third}}, 1 + 3 * 0x1p-52), 0);
  EXPECT_EQ(detail::sign_of_difference(detail::ExactSum3{{-1, -third, -third}}, -(1 + 3 * 0x1p-52)), 0);
  EXPECT_EQ(detail::sign_of_difference(detail::ExactSum3{{1, third, third}}, std::nextafter(1 + 3 * 0x1p-52, 2.0)), -1);
}

TEST(SpriteShape, strided_rgba_input_reads_the_alpha_bytes) {
  // Two RGBA pixels per row, two rows; only pixel (1, 1) has alpha.
  const unsigned char rgba[16] = {9, 9, 9, 0, 9, 9, 9, 0, 9, 9, 9, 0, 9, 9, 9, 7};
  const SpriteShape shape = make_sprite_shape({rgba + 3, 2, 2, 4, 8}, 0);
  ASSERT_EQ(shape.status(), OpaqueStatus::opaque);
  EXPECT_EQ(shape.rectangle().min_x, 1);
  EXPECT_EQ(shape.rectangle().min_y, 1);
  EXPECT_EQ(shape.rectangle().max_x, 2);
  EXPECT_EQ(shape.rectangle().max_y, 2);
}

TEST(SpriteShape, convex_hull_of_any_points_is_strictly_convex_and_holds_them) {
  // make_convex_hull's own contract, on point sets a sprite never gives:
  // few points, repeats, collinear runs, a second-highest point right of
  // the highest. The hull lists input points counter-clockwise from the
  // lowest-then-leftmost, with no collinear vertex; fewer than 3 points
  // when all are on one line (its two ends, or the one point).
  const auto turn = [](PixelCorner o, PixelCorner a, PixelCorner b) {
    return std::int64_t(a.x - o.x) * (b.y - o.y) - std::int64_t(a.y - o.y) * (b.x - o.x);
  };
  const auto is_lower = [](PixelCorner p, PixelCorner q) { return p.y < q.y || (p.y == q.y && p.x < q.x); };
  std::vector<std::vector<PixelCorner>> sets = {{{0, 0}, {2, 1}, {1, 2}}, {{0, 0}, {1, 1}, {2, 2}}, {{3, 3}, {3, 3}}};
  std::mt19937_64 random(43);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<PixelCorner> points(1 + random() % 9);
    const int side = 1 + int(random() % 4);
    for (PixelCorner& p : points) p = {int(random() % side), int(random() % side)};
    sets.push_back(points);
  }
  for (std::vector<PixelCorner> points : sets) {
    const std::vector<PixelCorner> given = points;
    const std::vector<PixelCorner> hull = detail::make_convex_hull(points);
    ASSERT_FALSE(hull.empty());
    bool is_one_line = true;
    for (const PixelCorner p : given) {
      for (const PixelCorner q : given) is_one_line &= turn(given[0], p, q) == 0;
    }
    const std::size_t n = hull.size();
    EXPECT_EQ(n < 3, is_one_line) << "a hull of " << n << " points";
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_TRUE(std::any_of(given.begin(), given.end(),
                              [&](PixelCorner p) { return p.x == hull[i].x && p.y == hull[i].y; }));
      EXPECT_FALSE(is_lower(hull[i], hull[0])) << "hull vertex " << i;
      if (n >= 3) {
        EXPECT_GT(turn(hull[i], hull[(i + 1) % n], hull[(i + 2) % n]), 0) << "at hull vertex " << (i + 1) % n;
      }
    }
    for (const PixelCorner p : given) {
      if (n >= 3) {
        for (std::size_t i = 0; i < n; ++i) ASSERT_GE(turn(hull[i], hull[(i + 1) % n], p), 0);
      } else {  // on the segment between the ends (or the one point)
        const PixelCorner low = hull[0], high = hull[n - 1];
        EXPECT_EQ(turn(low, high, p), 0);
        EXPECT_FALSE(is_lower(p, low) || is_lower(high, p));
      }
    }
  }
}

TEST(SpriteShape, hull_is_strictly_convex_and_holds_every_opaque_corner) {
  // SpriteShape::hull's contract: counter-clockwise from the lowest-then-
  // leftmost corner, no collinear vertices, every opaque pixel's square
  // inside. Rows and columns of pixels put many corners on one hull edge.
  std::vector<oracle::SpriteMask> masks = {make_mask({"#####"}), make_mask({"#", "#", "#", "#"}), l_shape,
                                           make_mask({"..##", ".###", "####"}), make_mask({"#..#", "....", "#..#"})};
  std::mt19937_64 random(41);
  for (int trial = 0; trial < 200; ++trial) {
    oracle::SpriteMask mask;
    mask.width = 1 + int(random() % 7);
    mask.height = 1 + int(random() % 7);
    for (int i = 0; i < mask.width * mask.height; ++i) mask.alpha.push_back(random() % 3 == 0 ? 255 : 0);
    masks.push_back(mask);
  }
  for (const oracle::SpriteMask& mask : masks) {
    const SpriteShape shape = harness::make_shape_of(mask);
    if (shape.status() != OpaqueStatus::opaque) continue;
    const std::vector<PixelCorner>& hull = shape.hull();
    ASSERT_GE(hull.size(), 4u);  // at least one pixel's square
    const auto turn = [](PixelCorner o, PixelCorner a, PixelCorner b) {
      return std::int64_t(a.x - o.x) * (b.y - o.y) - std::int64_t(a.y - o.y) * (b.x - o.x);
    };
    const std::size_t n = hull.size();
    for (std::size_t i = 0; i < n; ++i) {
      const PixelCorner p = hull[i], q = hull[(i + 1) % n], r = hull[(i + 2) % n];
      EXPECT_GT(turn(p, q, r), 0) << "at hull vertex " << (i + 1) % n;
      EXPECT_TRUE(hull[0].y < p.y || (hull[0].y == p.y && hull[0].x <= p.x)) << "hull vertex " << i;
    }
    for (int y = 0; y < mask.height; ++y) {
      for (int x = 0; x < mask.width; ++x) {
        if (mask.alpha[std::size_t(y * mask.width + x)] <= mask.threshold) continue;
        for (const PixelCorner corner : {PixelCorner{x, y}, PixelCorner{x + 1, y}, PixelCorner{x, y + 1},
                                         PixelCorner{x + 1, y + 1}}) {
          for (std::size_t i = 0; i < n; ++i) {
            ASSERT_GE(turn(hull[i], hull[(i + 1) % n], corner), 0) << "corner " << corner.x << "," << corner.y;
          }
        }
      }
    }
  }
}

TEST(SpriteShape, quadrant_starts_split_the_hull_by_edge_direction) {
  // SpriteShape::quadrant_start's contract: the edges whose direction lies
  // in quadrant q (0: dx > 0, dy >= 0; 1: dx <= 0, dy > 0; 2: dx < 0,
  // dy <= 0; 3: dx >= 0, dy < 0) are [quadrant_start[q],
  // quadrant_start[q + 1]), with quadrant_start[4] the hull's size.
  const auto quadrant = [](std::int64_t dx, std::int64_t dy) {
    if (dx > 0 && dy >= 0) return 0;
    if (dx <= 0 && dy > 0) return 1;
    if (dx < 0 && dy <= 0) return 2;
    return 3;
  };
  std::mt19937_64 random(43);
  int runs_seen[4] = {0, 0, 0, 0};
  for (int trial = 0; trial < 200; ++trial) {
    oracle::SpriteMask mask;
    mask.width = 1 + int(random() % 7);
    mask.height = 1 + int(random() % 7);
    for (int i = 0; i < mask.width * mask.height; ++i) mask.alpha.push_back(random() % 3 == 0 ? 255 : 0);
    const SpriteShape shape = harness::make_shape_of(mask);
    if (shape.status() != OpaqueStatus::opaque) continue;
    const std::size_t n = shape.hull().size();
    ASSERT_EQ(shape.quadrant_start()[0], 0u);
    ASSERT_EQ(shape.quadrant_start()[4], n);
    for (int q = 0; q < 4; ++q) {
      ASSERT_LE(shape.quadrant_start()[q], shape.quadrant_start()[q + 1]);
      runs_seen[q] += shape.quadrant_start()[q] < shape.quadrant_start()[q + 1];
      for (std::size_t i = shape.quadrant_start()[q]; i < shape.quadrant_start()[q + 1]; ++i) {
        const PixelCorner from = shape.hull()[i], to = shape.hull()[(i + 1) % n];
        EXPECT_EQ(quadrant(to.x - from.x, to.y - from.y), q) << "trial " << trial << ", edge " << i;
      }
    }
  }
  for (int q = 0; q < 4; ++q) EXPECT_GT(runs_seen[q], 0) << "quadrant " << q;
}

TEST(SpriteShape, the_largest_sides_are_accepted) {
  // 2^24 pixels in a row, or in a column, all reading one alpha byte
  // (stride 0): the side limit is inclusive, and one more is refused. The
  // limit as documented, not read from max_sprite_side, which it checks.
  // (The column is transparent at threshold 255, which keeps the test
  // fast: no hull of 2^24 rows.)
  const std::int32_t limit = 1 << 24;
  EXPECT_EQ(max_sprite_side, limit);
  const unsigned char alpha = 255;
  const SpriteShape wide = make_sprite_shape({&alpha, limit, 1, 0, 0}, 0);
  ASSERT_EQ(wide.status(), OpaqueStatus::opaque);
  EXPECT_EQ(wide.rectangle().max_x, limit);
  EXPECT_EQ(wide.rectangle().max_y, 1);
  EXPECT_EQ(make_sprite_shape({&alpha, limit + 1, 1, 0, 0}, 0).status(), OpaqueStatus::invalid);
  EXPECT_EQ(make_sprite_shape({&alpha, 1, limit, 0, 0}, 255).status(), OpaqueStatus::transparent);
  EXPECT_EQ(make_sprite_shape({&alpha, 1, limit + 1, 0, 0}, 255).status(), OpaqueStatus::invalid);
}

TEST(SpriteShape, invalid_sizes_are_refused) {
  const unsigned char alpha = 255;
  EXPECT_EQ(make_sprite_shape({&alpha, -1, 1, 1, 1}, 0).status(), OpaqueStatus::invalid);
  EXPECT_EQ(make_sprite_shape({&alpha, (1 << 24) + 1, 1, 1, 1}, 0).status(), OpaqueStatus::invalid);
  EXPECT_EQ(make_sprite_shape({nullptr, 1, 1, 1, 1}, 0).status(), OpaqueStatus::invalid);
}

TEST(SpriteShape, is_read_only_and_refused_once_moved_from) {
  // Only make_sprite_shape fills a shape, so make_sprite_bounds never meets
  // a hull that breaks its quadrant table (an edited table once sent its
  // search out of the hull).
  static_assert(std::is_same_v<decltype(std::declval<SpriteShape&>().hull()), const std::vector<PixelCorner>&>);
  static_assert(std::is_same_v<decltype(std::declval<SpriteShape&>().quadrant_start()), const std::size_t (&)[5]>);
  static_assert(std::is_same_v<decltype(std::declval<SpriteShape&>().rectangle()), const PixelRectangle&>);
  const unsigned char alpha = 255;
  SpriteShape shape = make_sprite_shape({&alpha, 1, 1, 1, 1}, 0);
  const SpriteShape copy = shape;
  const SpriteShape moved = std::move(shape);
  EXPECT_EQ(make_sprite_bounds<float>(identity, copy).status, SpriteBoundsStatus::bounded);
  EXPECT_EQ(make_sprite_bounds<double>(identity, moved).status, SpriteBoundsStatus::bounded);
  EXPECT_EQ(make_sprite_bounds<float>(identity, shape).status, SpriteBoundsStatus::invalid);  // its hull is gone
}

}  // namespace
}  // namespace obb2d
