// The kernel's exact building blocks against rationals: expansions and the
// wide fixed-point integer must give the exact sign of a sum of products,
// across the whole double range.

#include "oracle/rational.hpp"

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <algorithm>
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

/// Adds sign * (2^(lowest + length) - 2^lowest), a run of `length` one bits
/// whose lowest weighs 2^lowest, to `sum` and to `exact`: as products with 1
/// of doubles of at most 53 bits each.
void add_run_of_ones(WideFixedPoint& sum, Rational& exact, int sign, int lowest, int length) {
  for (int bit = 0; bit < length; bit += 53) {
    const int bits = std::min(53, length - bit);
    const double chunk = std::ldexp(std::ldexp(1.0, bits) - 1, lowest + bit);
    sum.add_product(sign, chunk, 1.0);
    exact += sign * oracle::to_rational<Rational>(chunk);
  }
}

TEST(WideFixedPoint, carries_through_limbs_of_all_ones) {
  // Bit 0 of the fixed point weighs 2^-2252 and a limb holds 64 bits. A run
  // of ones that fills one or more whole limbs, plus its lowest bit, carries
  // into the limb above the run, limb by limb; then the run's top bit taken
  // away leaves exactly 0.
  for (const int sign : {+1, -1}) {
    for (const int offset : {0, 17}) {
      for (const int length : {64, 128, 192}) {
        for (int limb = 0; limb < 68; ++limb) {
          const int lowest = 64 * limb - 2252 + offset;
          if (lowest < -1074 || lowest + length > 1023) continue;
          WideFixedPoint sum;
          Rational exact = 0;
          add_run_of_ones(sum, exact, sign, lowest, length);
          sum.add_product(sign, std::ldexp(1.0, lowest), 1.0);
          exact += sign * oracle::to_rational<Rational>(std::ldexp(1.0, lowest));
          ASSERT_EQ(sum.sign(), sign_of_rational(exact)) << "limb " << limb << " offset " << offset;
          sum.add_product(-sign, std::ldexp(1.0, lowest + length), 1.0);
          exact -= sign * oracle::to_rational<Rational>(std::ldexp(1.0, lowest + length));
          ASSERT_EQ(exact, 0);
          ASSERT_EQ(sum.sign(), 0) << "limb " << limb << " offset " << offset << " length " << length;
        }
      }
    }
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

TEST(ProductError, is_the_exact_rounding_error_of_a_product_within_range) {
  // Dekker's split in the default build, the hardware fma where the target
  // has one (kernel_tests_contracted): either way exact at the range's ends.
  std::mt19937_64 random(17);
  for (int trial = 0; trial < 200'000; ++trial) {
    const double a = random_double(random, -480, 479), b = random_double(random, -480, 479);
    const double product = a * b;
    const Rational exact = oracle::to_rational<Rational>(a) * oracle::to_rational<Rational>(b);
    ASSERT_EQ(oracle::to_rational<Rational>(product_error(a, b, product)),
              exact - oracle::to_rational<Rational>(product))
        << std::hexfloat << a << " * " << b;
  }
  for (const double extreme : {0x1.fffffffffffffp+479, 0x1p+479, 0x1p-480, 0x1.0000000000001p-480}) {
    const double other = 0x1.5555555555555p+0 * (extreme > 1 ? 0x1p+479 : 0x1p-480);
    const Rational exact = oracle::to_rational<Rational>(extreme) * oracle::to_rational<Rational>(other);
    EXPECT_EQ(oracle::to_rational<Rational>(product_error(extreme, other, extreme * other)),
              exact - oracle::to_rational<Rational>(extreme * other));
  }
}

TEST(ProductError, is_exact_for_significands_at_the_ends_of_a_binade) {
  // Dekker's split is closest to its limits where (2^27 + 1) * a, or the
  // difference after it, crosses a power of two: significands just above 1
  // and just below 2. Every one of the first and last 2^14 of them, either
  // sign, times random full-length doubles; the reference is the error an
  // fma returns (exact: a * b - fl(a * b) is a double here).
  std::mt19937_64 random(29);
  for (int k = 0; k < (1 << 14); ++k) {
    const double near_one = 1 + k * 0x1p-52, near_two = 2 - (k + 1) * 0x1p-52;
    for (const double a : {near_one, -near_one, near_two, -near_two}) {
      for (int trial = 0; trial < 8; ++trial) {
        const double b = random_double(random, -60, 60);
        const double product = a * b;
        ASSERT_EQ(product_error(a, b, product), std::fma(a, b, -product)) << std::hexfloat << a << " * " << b;
      }
    }
  }
}

TEST(CompensatedSum, decides_clear_signs_and_exact_zeros_and_refuses_cancellation) {
  CompensatedSum clear;  // 1 + 2^-60 - 1: rounding errors, but a clear sign
  for (const double term : {1.0, 0x1p-60, -1.0, 0x1p-70}) clear.add(term);
  EXPECT_EQ(clear.sign(), GapSign::positive);
  CompensatedSum exact_zero;  // no addition rounds: an exact 0
  for (const double term : {3.0, -1.0, -2.0}) exact_zero.add(term);
  EXPECT_EQ(exact_zero.sign(), GapSign::zero);
  CompensatedSum cancelled;  // 2^60 + 1 - 2^60 - 1 = 0, with rounding errors
  for (const double term : {0x1p+60, 1.0, -0x1p+60, -1.0}) cancelled.add(term);
  EXPECT_EQ(cancelled.sign(), GapSign::uncertain);
  std::mt19937_64 random(19);
  int decided = 0;
  for (int trial = 0; trial < 20'000; ++trial) {
    CompensatedSum sum;
    Rational exact = 0;
    for (int i = 0; i < compensated_sum_capacity; ++i) {
      const double term = random_double(random, -40, 40);
      sum.add(term);
      exact += oracle::to_rational<Rational>(term);
    }
    const GapSign sign = sum.sign();
    if (sign == GapSign::uncertain) continue;
    ++decided;
    ASSERT_EQ(static_cast<int>(sign) - 1, sign_of_rational(exact)) << "trial " << trial;
  }
  EXPECT_GT(decided, 19'000);
}

TEST(ExpansionRange, accepts_zero_and_magnitudes_from_2_pow_minus_480_below_2_pow_480) {
  EXPECT_TRUE(is_within_expansion_range(0.0));
  EXPECT_TRUE(is_within_expansion_range(-0.0));
  EXPECT_TRUE(is_within_expansion_range(-0x1.fffffffffffffp+479));
  EXPECT_TRUE(is_within_expansion_range(0x1p-480));
  EXPECT_TRUE(is_within_expansion_range(-0x1p-480));
  EXPECT_TRUE(is_within_expansion_range(1.0));
  EXPECT_FALSE(is_within_expansion_range(0x1p+480));
  EXPECT_FALSE(is_within_expansion_range(-0x1p+480));
  EXPECT_FALSE(is_within_expansion_range(0x1.fffffffffffffp-481));
  EXPECT_FALSE(is_within_expansion_range(std::numeric_limits<double>::denorm_min()));
  EXPECT_FALSE(is_within_expansion_range(std::numeric_limits<double>::max()));
  EXPECT_FALSE(is_within_expansion_range(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(is_within_expansion_range(std::numeric_limits<double>::quiet_NaN()));
}

}  // namespace
}  // namespace obb2d::detail
