// The filter's error bound, re-derived with exact rationals, and the filter
// checked against the exact stage: it may say "uncertain", never a wrong sign.

#include "fuzz/box_pair_from_bytes.hpp"
#include "fuzz/certificate_check.hpp"
#include "fuzz/mismatch_report.hpp"
#include "kernel_test_support.hpp"
#include "oracle/rational.hpp"

#include <array>
#include <random>

namespace obb2d {
namespace {

using oracle::Rational;

/// gamma(k) = k u / (1 - k u), exactly.
Rational gamma(int k) {
  const Rational u = Rational(1) / (Rational(boost::multiprecision::mpz_int(1) << 53));
  return k * u / (1 - k * u);
}

/// The smallest coefficient the derivation in obb2d.hpp allows for depth k:
/// gamma(k) / ((1 - gamma(13)) * (1 - u)).
Rational required_coefficient(int depth) {
  const Rational u = Rational(1) / (Rational(boost::multiprecision::mpz_int(1) << 53));
  return gamma(depth) / ((1 - gamma(13)) * (1 - u));
}

TEST(FilterBound, float_coefficient_covers_the_rederived_bound) {
  EXPECT_EQ(detail::filter_rounding_depth<float>(), 5);
  EXPECT_GE(oracle::to_rational<Rational>(detail::filter_error_coefficient<float>()),
            required_coefficient(detail::filter_rounding_depth<float>()));
}

TEST(FilterBound, double_coefficient_covers_the_rederived_bound) {
  EXPECT_EQ(detail::filter_rounding_depth<double>(), 6);
  EXPECT_GE(oracle::to_rational<Rational>(detail::filter_error_coefficient<double>()),
            required_coefficient(detail::filter_rounding_depth<double>()));
}

TEST(FilterBound, coefficient_is_no_looser_than_needed_by_more_than_2_pow_minus_30) {
  // Guards against an accidental factor: the slack 2^-40 must stay small.
  for (const int depth : {5, 6}) {
    const Rational coefficient = Rational(depth) / Rational(boost::multiprecision::mpz_int(1) << 53) *
                                 (1 + Rational(1) / Rational(boost::multiprecision::mpz_int(1) << 40));
    EXPECT_LE(coefficient, required_coefficient(depth) * (1 + Rational(1) / (Rational(boost::multiprecision::mpz_int(1) << 30))));
  }
}

TEST(FilterBound, double_absolute_term_covers_twelve_underflowed_products) {
  // Each product below 2^-1022 is off by at most 2^-1075; twelve of them,
  // amplified by (1 + gamma(6)) and one more rounding, must fit.
  const Rational smallest = oracle::to_rational<Rational>(std::numeric_limits<double>::denorm_min());
  const Rational u = Rational(1) / (Rational(boost::multiprecision::mpz_int(1) << 53));
  const Rational needed = 12 * (smallest / 2) * (1 + gamma(6)) * (1 + u) + smallest;
  EXPECT_GE(oracle::to_rational<Rational>(detail::filter_error_absolute_term<double>()), needed);
  EXPECT_EQ(detail::filter_error_absolute_term<float>(), 0.0);
}

template <class T>
class FilterAgainstExact : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(FilterAgainstExact, Precisions);

TYPED_TEST(FilterAgainstExact, never_certifies_a_wrong_sign_on_boundary_pairs) {
  using T = TypeParam;
  std::mt19937_64 random(7);
  int certain = 0, uncertain = 0;
  for (int i = 0; i < 100'000; ++i) {
    std::array<std::uint8_t, 96> noise;
    for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
    fuzz::FuzzBytes bytes(noise.data(), noise.size());
    const auto pair = fuzz::make_box_pair_from_bytes<T>(bytes);
    const Box<T> a{{pair.a.cx, pair.a.cy}, {pair.a.ux, pair.a.uy}, {pair.a.vx, pair.a.vy}};
    const Box<T> b{{pair.b.cx, pair.b.cy}, {pair.b.ux, pair.b.uy}, {pair.b.vx, pair.b.vy}};
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    for (const Vec2<T>& w : detail::make_candidate_axes(a, b).w) {
      const detail::GapSign filtered = detail::filter_gap_sign(w, a, b);
      if (filtered == detail::GapSign::uncertain) {
        ++uncertain;
        continue;
      }
      ++certain;
      ASSERT_EQ(static_cast<int>(filtered), static_cast<int>(detail::exact_gap_sign(w, a, b)))
          << "pair " << i << ": " << fuzz::format_classify_line(pair.a, pair.b);
    }
  }
  // The generator makes boundary pairs on purpose: both outcomes must occur.
  EXPECT_GT(certain, 10'000);
  EXPECT_GT(uncertain, 10'000);
}

}  // namespace
}  // namespace obb2d

namespace obb2d {
namespace {

TYPED_TEST(FilterAgainstExact, exact_stage_matches_the_gap_computed_in_rationals) {
  using T = TypeParam;
  std::mt19937_64 random(11);
  int sign_count[3] = {0, 0, 0};
  for (int i = 0; i < 20'000; ++i) {
    std::array<std::uint8_t, 96> noise;
    for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
    fuzz::FuzzBytes bytes(noise.data(), noise.size());
    const auto pair = fuzz::make_box_pair_from_bytes<T>(bytes);
    const Box<T> a{{pair.a.cx, pair.a.cy}, {pair.a.ux, pair.a.uy}, {pair.a.vx, pair.a.vy}};
    const Box<T> b{{pair.b.cx, pair.b.cy}, {pair.b.ux, pair.b.uy}, {pair.b.vx, pair.b.vy}};
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    for (const Vec2<T>& w : detail::make_candidate_axes(a, b).w) {
      const oracle::Rational gap = fuzz::exact_gap_along(pair.a, pair.b, Vec2<T>{-w.y, w.x});
      const int expected = gap > 0 ? 2 : gap == 0 ? 1 : 0;
      ++sign_count[expected];
      ASSERT_EQ(static_cast<int>(detail::exact_gap_sign(w, a, b)), expected)
          << "pair " << i << ": " << fuzz::format_classify_line(pair.a, pair.b);
    }
  }
  EXPECT_GT(sign_count[0], 1000);
  EXPECT_GT(sign_count[1], 1000);
  EXPECT_GT(sign_count[2], 1000);
}

}  // namespace
}  // namespace obb2d
