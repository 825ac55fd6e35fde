// The kernel's exact building blocks against rationals: expansions and the
// wide fixed-point integer must give the exact sign of a sum of products,
// across the whole double range.

#include "oracle/rational.hpp"

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace obb2d::detail {
namespace {

using oracle::Rational;

int sign_of_rational(const Rational& value) { return value > 0 ? 1 : value < 0 ? -1 : 0; }

/// A random double with a random exponent in [min_exponent, max_exponent],
/// a random sign and, sometimes, a short significand (so sums cancel).
double random_double(std::mt19937_64& random, int min_exponent, int max_exponent) {
  std::uniform_int_distribution<int> exponent(min_exponent, max_exponent);
  std::uniform_int_distribution<long long> significand(1, (1LL << 53) - 1);
  const bool is_short = random() % 2;
  const double magnitude = std::ldexp(static_cast<double>(is_short ? significand(random) % 8 + 1 : significand(random)),
                                      exponent(random) - (is_short ? 0 : 52));
  return random() % 2 ? -magnitude : magnitude;
}

TEST(Expansion, gives_the_exact_sign_of_sums_that_cancel) {
  Expansion sum;
  sum.add(1.0);
  sum.add(0x1p-60);
  sum.add(-1.0);
  EXPECT_EQ(sum.sign(), 1);
  sum.add(-0x1p-60);
  EXPECT_EQ(sum.sign(), 0);
  sum.add(-0x1p-1074);
  EXPECT_EQ(sum.sign(), -1);
}

TEST(WideFixedPoint, gives_the_exact_sign_at_both_ends_of_the_double_range) {
  const double max = std::numeric_limits<double>::max();
  const double tiny = std::numeric_limits<double>::denorm_min();
  WideFixedPoint sum;
  sum.add_product(+1, max, max);
  sum.add_product(+1, tiny, tiny);
  sum.add_product(-1, max, max);
  EXPECT_EQ(sum.sign(), 1);
  sum.add_product(-1, tiny, tiny);
  EXPECT_EQ(sum.sign(), 0);
  sum.add_product(-1, tiny, tiny);
  EXPECT_EQ(sum.sign(), -1);
}

TEST(WideFixedPoint, gives_the_sign_of_random_sums_of_extreme_products) {
  std::mt19937_64 random(3);
  for (int trial = 0; trial < 20'000; ++trial) {
    WideFixedPoint sum;
    Rational exact = 0;
    const int count = 1 + static_cast<int>(random() % 12);
    // Pick a narrow or the full exponent range, so cancellations happen.
    const int low = random() % 2 ? -1074 : -10;
    const int high = random() % 2 ? 1020 : 10;  // 8 * 2^1020 stays finite
    for (int i = 0; i < count; ++i) {
      const double a = random_double(random, low, high), b = random_double(random, low, high);
      const int sign = random() % 2 ? 1 : -1;
      sum.add_product(sign, a, b);
      exact += sign * oracle::to_rational<Rational>(a) * oracle::to_rational<Rational>(b);
      if (random() % 4 == 0) {  // and take one back: exact cancellation
        sum.add_product(-sign, a, b);
        exact -= sign * oracle::to_rational<Rational>(a) * oracle::to_rational<Rational>(b);
      }
    }
    ASSERT_EQ(sum.sign(), sign_of_rational(exact)) << "trial " << trial;
  }
}

TEST(ExactCross, gives_exact_signs_and_sums_of_two_by_two_determinants_within_range) {
  std::mt19937_64 random(5);
  for (int trial = 0; trial < 20'000; ++trial) {
    Expansion sum;
    Rational exact_sum = 0;
    for (int i = 0; i < 6; ++i) {
      // Near-equal products on purpose: c, d are a, b nudged by an ulp or not.
      const double a = random_double(random, -470, 470), b = random_double(random, -470, 470);
      const double c = random() % 2 ? a : std::nextafter(a, 0.0), d = random() % 2 ? b : std::nextafter(b, 0.0);
      const ExactCross cross = ExactCross::of(Vec2<double>{a, c}, Vec2<double>{d, b});
      const Rational exact = oracle::to_rational<Rational>(a) * oracle::to_rational<Rational>(b) -
                             oracle::to_rational<Rational>(c) * oracle::to_rational<Rational>(d);
      ASSERT_EQ(cross.sign(), sign_of_rational(exact)) << a << " " << b << " " << c << " " << d;
      const int sign = random() % 2 ? 1 : -1;
      cross.add_to(sum, sign);
      exact_sum += sign * exact;
    }
    ASSERT_EQ(sum.sign(), sign_of_rational(exact_sum)) << "trial " << trial;
  }
}

TEST(ExpansionRange, accepts_zero_and_2_pow_480_and_refuses_beyond) {
  EXPECT_TRUE(is_within_expansion_range(0.0));
  EXPECT_TRUE(is_within_expansion_range(-0x1p+480));
  EXPECT_TRUE(is_within_expansion_range(0x1p-480));
  EXPECT_FALSE(is_within_expansion_range(0x1.0000000000001p+480));
  EXPECT_FALSE(is_within_expansion_range(0x1.fffffffffffffp-481));
}

}  // namespace
}  // namespace obb2d::detail
