// The filter's error bound, re-derived with exact rationals, and the filter
// checked against the exact stage: it may say "uncertain", never a wrong sign.

#include "harness/box_pair_from_bytes.hpp"
#include "harness/certificate_check.hpp"
#include "harness/mismatch_report.hpp"
#include "kernel_test_support.hpp"
#include "oracle/rational.hpp"

#include <string>
#include <utility>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

namespace obb2d {
namespace {

using oracle::Rational;

/// The sign the axis sets record for `axis` (uncertain: in none).
detail::GapSign sign_of_axis(const detail::AxisSigns& signs, int axis) {
  if ((signs.positive >> axis) & 1u) return detail::GapSign::positive;
  if ((signs.negative >> axis) & 1u) return detail::GapSign::negative;
  if ((signs.zero >> axis) & 1u) return detail::GapSign::zero;
  return detail::GapSign::uncertain;
}

Rational power_of_two(int exponent) {
  const Rational one = 1;
  const Rational scale = Rational(boost::multiprecision::mpz_int(1) << std::abs(exponent));
  return exponent >= 0 ? scale : one / scale;
}

/// gamma(k) = k u / (1 - k u), exactly, for unit roundoff u = 2^-p.
Rational gamma(int k, int precision) {
  const Rational u = power_of_two(-precision);
  return k * u / (1 - k * u);
}

/// The smallest coefficient the derivation in obb2d.hpp allows for depth k
/// in arithmetic of precision p: gamma(k) / ((1 - gamma(13)) * (1 - u)).
Rational required_coefficient(int depth, int precision) {
  return gamma(depth, precision) / ((1 - gamma(13, precision)) * (1 - power_of_two(-precision)));
}

template <class T>
Rational coefficient_as_rational(int depth) {
  return oracle::to_rational<Rational>(detail::filter_error_coefficient<T>(depth));
}

TEST(FilterBound, coordinate_coefficients_cover_the_rederived_bound) {
  EXPECT_EQ(detail::coordinate_filter_depth, 3);
  EXPECT_GE(coefficient_as_rational<float>(3), required_coefficient(3, 24));
  EXPECT_GE(coefficient_as_rational<double>(3), required_coefficient(3, 53));
}

TEST(FilterBound, edge_coefficients_cover_the_rederived_bound) {
  EXPECT_EQ(detail::edge_filter_depth<float>, 4);
  EXPECT_EQ(detail::edge_filter_depth<double>, 5);
  EXPECT_GE(coefficient_as_rational<double>(4), required_coefficient(4, 53));
  EXPECT_GE(coefficient_as_rational<double>(5), required_coefficient(5, 53));
}

TEST(FilterBound, coefficients_are_exact_and_no_looser_than_their_slack) {
  // k * u * (1 + slack) must be representable (no rounding in the constant)
  // and within a factor (1 + 2 * slack) of what is needed.
  for (const int depth : {3, 4, 5}) {
    const Rational exact_double = depth * power_of_two(-53) * (1 + power_of_two(-40));
    EXPECT_EQ(coefficient_as_rational<double>(depth), exact_double);
    EXPECT_LE(exact_double, required_coefficient(depth, 53) * (1 + power_of_two(-39)));
  }
  const Rational exact_float = 3 * power_of_two(-24) * (1 + power_of_two(-16));
  EXPECT_EQ(coefficient_as_rational<float>(3), exact_float);
  EXPECT_LE(exact_float, required_coefficient(3, 24) * (1 + power_of_two(-15)));
}

TEST(FilterBound, double_absolute_term_covers_twelve_underflowed_products) {
  // Each product below 2^-1022 is off by at most 2^-1075; twelve of them,
  // amplified by (1 + gamma(5)) and one more rounding, must fit.
  const Rational smallest = power_of_two(-1074);
  const Rational needed = 12 * (smallest / 2) * (1 + gamma(5, 53)) * (1 + power_of_two(-53)) + smallest;
  EXPECT_GE(oracle::to_rational<Rational>(detail::edge_filter_absolute_term<double>), needed);
  // And it is the smallest normal double, no larger: a subnormal addend costs
  // a microcode assist in an fma, and a larger term would send more tiny gaps
  // the filter can certify on to the later steps.
  EXPECT_EQ(oracle::to_rational<Rational>(detail::edge_filter_absolute_term<double>), power_of_two(-1022));
  EXPECT_EQ(detail::edge_filter_absolute_term<float>, 0.0);
}

TEST(FilterBound, compensated_sum_coefficient_covers_the_rederived_bound) {
  // CompensatedSum (obb2d.hpp): for n terms, c must be at least
  // gamma(n - 1) / ((1 - gamma(n - 1)) * (1 - u)^2), and the constant must be
  // representable and no looser than its slack.
  const int n = detail::compensated_sum_capacity;
  EXPECT_EQ(n, 24);
  const Rational u = power_of_two(-53);
  const Rational needed = gamma(n - 1, 53) / ((1 - gamma(n - 1, 53)) * (1 - u) * (1 - u));
  const Rational coefficient = oracle::to_rational<Rational>(detail::CompensatedSum::error_coefficient);
  EXPECT_GE(coefficient, needed);
  EXPECT_EQ(coefficient, (n - 1) * u * (1 + power_of_two(-40)));
  EXPECT_LE(coefficient, needed * (1 + power_of_two(-39)));
}

TEST(FilterBound, exact_products_coefficient_covers_the_rederived_bound) {
  // The exact-products step (obb2d.hpp): with eps = 2^-26 (Veltkamp's low
  // part), the result's error beyond u|result| is at most
  //   gamma(3) (eps + 9u) T + u (3 eps + 7u) T <= u (6 eps + 35u) T,
  // the distance's at most u (3 eps + 7u) m, with m <= T <= (1 + u) M and
  // M <= M_c / (1 - gamma(5)); the test |value| * scale > M_c must imply
  // (1 - u) |value| > that error.
  const Rational u = power_of_two(-53), eps = power_of_two(-26);
  const Rational v = 1 + u;  // one rounding's growth factor
  // The steps, each relative to m: fl(l1 - l2) errs by u eps; fl(l3 - l4)
  // by u^2 (2 + u) (two rounded products, one difference); their sum by u
  // times (v eps + v^2 u); then fl(t + low) by u times |t| + |low|, at most
  // u v (1 + eps) + v^2 eps + v^3 u.
  const Rational low_parts = u * v * (1 + eps) + v * v * eps + v * v * v * u;
  const Rational low_error = u * eps + u * u * (2 + u) + u * (v * eps + v * v * u) + u * low_parts;
  EXPECT_LE(low_error, u * (3 * eps + 7 * u));
  EXPECT_LE(v * low_parts, eps + 4 * u);  // |low|
  // The leaves relative to T: |low|, the crosses' TwoSum errors u v R, the
  // chain's errors 3 u v^4 (1 + eps) T.
  EXPECT_LE((eps + 4 * u) + u * v + 3 * u * v * v * v * v * (1 + eps), eps + 9 * u);
  EXPECT_LE(gamma(3, 53) * (eps + 9 * u) + u * (3 * eps + 7 * u), u * (6 * eps + 35 * u));
  const Rational margin = (1 + u) / ((1 - gamma(5, 53)) * (1 - u));
  const Rational needed_for_gap = u * (6 * eps + 35 * u) * margin;
  const Rational needed_for_distance = u * (3 * eps + 7 * u) * margin;
  const Rational coefficient = 1 / oracle::to_rational<Rational>(detail::exact_products_bound_scale);
  EXPECT_GE(coefficient, needed_for_gap);
  EXPECT_GE(coefficient, needed_for_distance);
  EXPECT_LE(coefficient, 4 * needed_for_gap);  // no looser than it need be, within a power of two
}

template <class T>
class FilterAgainstExact : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(FilterAgainstExact, Precisions);

/// The filter and error-free recomputations of all six axes: the hot path,
/// then the edge axes' recomputation the cold path starts with.
template <class T>
detail::Filtered filter(const Box<T>& a, const Box<T>& b) {
  const auto x = detail::sum_coordinate_axis(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  const auto y = detail::sum_coordinate_axis(a.center.y, b.center.y, a.u.y, a.v.y, b.u.y, b.v.y);
  detail::Filtered filtered = detail::filter_axis_signs(a, b, x, y);
  detail::find_exact_edge_signs(a, b, filtered);
  return filtered;
}

/// The error-free recomputation of one coordinate axis, in double.
template <class T>
detail::CoordinateRecomputation<double> recompute(int axis, const Box<T>& a, const Box<T>& b) {
  const auto c = [axis](const Vec2<T>& p) { return double(detail::component(p, axis)); };
  return detail::recompute_coordinate_gap(c(a.center), c(b.center), c(a.u), c(a.v), c(b.u), c(b.v));
}

TYPED_TEST(FilterAgainstExact, never_certifies_a_wrong_sign_on_boundary_pairs) {
  using T = TypeParam;
  std::mt19937_64 random(7);
  int certain = 0, uncertain = 0;
  std::string description;
  for (int i = 0; i < 100'000; ++i) {
    const auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    // The filter of all six axes (with its error-free recomputations): every
    // sign it certifies is the exact one.
    const detail::Filtered filtered = filter(a, b);
    const Vec2<T> edges[4] = {a.u, a.v, b.u, b.v};
    for (int axis = 0; axis < 6; ++axis) {
      if (!((filtered.evaluated_axes >> axis) & 1u)) {
        // Only edges that are not oblique go unevaluated, recorded negative.
        ASSERT_TRUE(axis >= 2 && !detail::is_oblique(edges[axis - 2].x, edges[axis - 2].y))
            << "pair " << i << ": " << description;
        ASSERT_EQ(static_cast<int>(sign_of_axis(filtered.signs, axis)), static_cast<int>(detail::GapSign::negative));
        continue;
      }
      const detail::GapSign sign = sign_of_axis(filtered.signs, axis);
      (sign == detail::GapSign::uncertain ? uncertain : certain)++;
      if (sign == detail::GapSign::uncertain) continue;
      const detail::GapSign exact = axis < 2 ? detail::exact_coordinate_gap_sign(axis, a, b)
                                             : detail::exact_edge_gap_sign(edges[axis - 2], a, b);
      ASSERT_EQ(static_cast<int>(sign), static_cast<int>(exact)) << "pair " << i << ", axis " << axis << ": "
                                                                 << description;
    }
  }
  // The generator makes boundary pairs on purpose: both outcomes must occur.
  EXPECT_GT(certain, 10'000);
  EXPECT_GT(uncertain, 1'000);
}

TYPED_TEST(FilterAgainstExact, lanes_certify_what_each_axis_alone_certifies) {
#if defined(__FMA__)
  GTEST_SKIP() << "with contraction the lanes and the scalar trees may round differently";
#else
  // The filter arranges axes in lanes: (x, y), (uA, vA), (uB, vB), with
  // shared crosses. Here each axis is evaluated alone, with the same
  // templates on plain doubles and its own operands picked by index:
  // every certified sign, every shape fact must agree, so the arrangement
  // is right. Boundary pairs, non-finite and overflowing ones included.
  using T = TypeParam;
  std::mt19937_64 random(11);
  std::string description;
  int edge_certified = 0, recomputed = 0, on_grid = 0;
  for (int i = 0; i < 100'000; ++i) {
    const auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    const detail::Filtered filtered = filter(a, b);
    const Vec2<double> centers[2] = {{double(a.center.x), double(a.center.y)}, {double(b.center.x), double(b.center.y)}};
    const Vec2<double> edges[4] = {{double(a.u.x), double(a.u.y)}, {double(a.v.x), double(a.v.y)},
                                   {double(b.u.x), double(b.u.y)}, {double(b.v.x), double(b.v.y)}};
    detail::AxisSigns expected;
    // Coordinate axes: the filter in T, then the recomputation.
    const T coefficient = detail::filter_error_coefficient<T>(detail::coordinate_filter_depth);
    for (int axis = 0; axis < 2; ++axis) {
      const auto c = [axis](const Vec2<T>& p) { return detail::component(p, axis); };
      const auto sums = detail::sum_coordinate_axis(c(a.center), c(b.center), c(a.u), c(a.v), c(b.u), c(b.v));
      const auto signs = detail::certify(detail::coordinate_gap(sums), coefficient * sums.magnitudes);
      if (signs.positive | signs.negative) {
        expected.record(signs.positive ? detail::GapSign::positive : detail::GapSign::negative, axis);
        continue;
      }
      const auto parts = recompute(axis, a, b);
      if (detail::is_exact(parts)) expected.record(detail::to_gap_sign(detail::sign_of(parts.gap)), axis);
    }
    // Edge axes: d and S in double, the filter per axis, counted only when
    // every edge gap is finite; then the recomputation.
    const auto component_sums = [&](int axis) {
      const auto c = [axis](const Vec2<double>& p) { return detail::component(p, axis); };
      return detail::sum_coordinate_axis(c(centers[0]), c(centers[1]), c(edges[0]), c(edges[1]), c(edges[2]),
                                         c(edges[3]));
    };
    const auto x = component_sums(0), y = component_sums(1);
    const auto magnitude_of_cross = [&](int p, int q) {
      return std::abs(detail::cross(edges[p].x, edges[p].y, edges[q].x, edges[q].y));
    };
    static constexpr int others[4][3] = {{1, 2, 3}, {0, 2, 3}, {3, 0, 1}, {2, 0, 1}};
    detail::AxisSigns filter_signs;
    bool are_gaps_finite = true;
    double gaps[4];
    for (int k = 0; k < 4; ++k) {  // every gap must be finite, oblique or not, for any to count
      const Vec2<double>& w = edges[k];
      const double gap = detail::edge_gap(w.x, w.y, x.distance, y.distance, magnitude_of_cross(k, others[k][1]),
                                          magnitude_of_cross(k, others[k][2]), magnitude_of_cross(k, others[k][0]));
      gaps[k] = gap;
      are_gaps_finite = are_gaps_finite && std::isfinite(gap);
      if (!detail::is_oblique(w.x, w.y)) {
        expected.negative |= 1u << (2 + k);
        continue;
      }
      const auto signs = detail::certify(gap, detail::edge_bound<T>(w.x, w.y, x.magnitudes, y.magnitudes));
      filter_signs.positive |= unsigned(signs.positive) << (2 + k);
      filter_signs.negative |= unsigned(signs.negative) << (2 + k);
    }
    if (are_gaps_finite) {
      expected.positive |= filter_signs.positive;
      expected.negative |= filter_signs.negative;
      edge_certified += filter_signs.certain() != 0;
    }
    // The grid test, for the pair: M over both coordinates, then d exact and
    // every edge component and d on the grid of M.
    const double reach = (std::abs(x.distance) + x.radius) + (std::abs(y.distance) + y.radius);
    const double rounding = detail::grid_rounding_constant(reach);
    bool is_on_grid = detail::is_within_grid_range(reach);
    for (int axis = 0; axis < 2; ++axis) {
      const auto& sums = axis == 0 ? x : y;
      const auto c = [axis](const Vec2<double>& p) { return detail::component(p, axis); };
      is_on_grid = is_on_grid && detail::two_sum_error(c(centers[1]), -c(centers[0]), sums.distance) == 0 &&
                   detail::is_on_grid(sums.distance, rounding);
      for (const Vec2<double>& edge : edges) is_on_grid = is_on_grid && detail::is_on_grid(c(edge), rounding);
    }
    if (is_on_grid) {
      for (int k = 0; k < 4; ++k) {
        if ((expected.certain() >> (2 + k)) & 1u) continue;
        expected.record(detail::to_gap_sign(detail::sign_of(gaps[k])), 2 + k);
        ++on_grid;
      }
    }
    bool are_products_exact = !is_on_grid;
    for (int axis = 0; axis < 2; ++axis) {
      const auto& sums = axis == 0 ? x : y;
      const auto c = [axis](const Vec2<double>& p) { return detail::component(p, axis); };
      bool are_edges_short = true;
      if constexpr (std::is_same_v<T, double>) {
        are_edges_short = detail::are_edges_short_and_in_range(c(centers[0]), c(centers[1]), c(edges[0]),
                                                               c(edges[1]), c(edges[2]), c(edges[3]), sums.magnitudes);
      }
      are_products_exact = are_products_exact && detail::are_edge_products_exact<T>(c(centers[0]), c(centers[1]),
                                                                                    sums.distance, are_edges_short);
    }
    for (int k = 0; k < 4; ++k) {
      const int bit = 2 + k;
      if (((expected.certain() >> bit) & 1u) || !are_products_exact) continue;
      const Vec2<double>& w = edges[k];
      const Vec2<double>&x1 = edges[others[k][0]], &x2 = edges[others[k][1]], &x3 = edges[others[k][2]];
      double gap;
      const double errors = detail::recompute_edge_gap(w.x, w.y, x.distance, y.distance, x1.x, x1.y, x2.x, x2.y,
                                                       x3.x, x3.y, gap);
      if (errors == 0) {
        expected.record(detail::to_gap_sign(detail::sign_of(gap)), bit);
        ++recomputed;
      }
    }
    ASSERT_EQ(filtered.signs.positive, expected.positive) << "pair " << i << ": " << description;
    ASSERT_EQ(filtered.signs.negative, expected.negative) << "pair " << i << ": " << description;
    ASSERT_EQ(filtered.signs.zero, expected.zero) << "pair " << i << ": " << description;
    // Shape facts: one box at a time.
    for (int box = 0; box < 2; ++box) {
      const Vec2<double>&u = edges[2 * box], &v = edges[2 * box + 1];
      const auto facts = detail::find_area_facts<T>(u.x, u.y, v.x, v.y);
      ASSERT_EQ((filtered.nonzero_areas >> box) & 1u, unsigned(facts.is_nonzero)) << "pair " << i;
      ASSERT_EQ((filtered.zero_areas >> box) & 1u, unsigned(facts.is_zero)) << "pair " << i;
    }
  }
  EXPECT_GT(edge_certified, 20'000);
  // Both exact steps must decide axes (float: about 22,000 and 7,400 axes;
  // double: 11,800 and 900).
  EXPECT_GT(on_grid, 5'000);
  EXPECT_GT(recomputed, 500);
#endif
}

TYPED_TEST(FilterAgainstExact, coordinate_error_sums_never_certify_a_wrong_sign_and_decide_one_ulp_nudges) {
  // Boundary pairs, and the same pairs with one center coordinate of B moved
  // by one ulp (the near-touching benchmark's construction): every sign the
  // error sum certifies is the exact one, and it decides at least a
  // quarter of the gaps the recomputation leaves uncertain (many of those
  // are raw bit patterns whose errors do not sum exactly).
  using T = TypeParam;
  std::mt19937_64 random(29);
  std::string description;
  int left_by_recomputation = 0, decided = 0;
  for (int i = 0; i < 100'000; ++i) {
    auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    if (i % 2 == 1) {
      T& coordinate = random() % 2 ? b.center.x : b.center.y;
      coordinate = std::nextafter(coordinate, random() % 2 ? T(INFINITY) : -T(INFINITY));
    }
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    for (int axis = 0; axis < 2; ++axis) {
      const detail::CoordinateRecomputation<double> parts = recompute(axis, a, b);
      const detail::GapSign sign = detail::coordinate_gap_sign_from_error_sum(parts);
      const bool was_uncertain = !detail::is_exact(parts);
      left_by_recomputation += was_uncertain;
      if (sign == detail::GapSign::uncertain) continue;
      decided += was_uncertain;
      ASSERT_EQ(static_cast<int>(sign), static_cast<int>(detail::exact_coordinate_gap_sign(axis, a, b)))
          << "pair " << i << ", axis " << axis << ": " << description;
    }
  }
  EXPECT_GT(left_by_recomputation, 10'000);
  EXPECT_GT(decided, left_by_recomputation / 4);
}

TEST(CoordinateErrorSum, decides_a_subnormal_center_and_a_rounded_distance) {
  using detail::GapSign;
  const double tiny = std::numeric_limits<double>::denorm_min();
  // x ranges [tiny - 1, tiny + 1] and [1, 3]: they overlap by tiny, which the
  // rounded distance 2 hides; moved to -tiny they are apart by tiny.
  const Box<double> a{{tiny, 0}, {1, 0}, {0, 1}};
  const Box<double> b{{2, 0}, {1, 0}, {0, 1}};
  const Box<double> a_apart{{-tiny, 0}, {1, 0}, {0, 1}};
  EXPECT_FALSE(detail::is_exact(recompute(0, a, b)));
  EXPECT_EQ(detail::coordinate_gap_sign_from_error_sum(recompute(0, a, b)), GapSign::negative);
  EXPECT_EQ(detail::coordinate_gap_sign_from_error_sum(recompute(0, a_apart, b)), GapSign::positive);
  EXPECT_EQ(classify(a, b), Relation::overlapping);
  EXPECT_EQ(classify(a_apart, b), Relation::disjoint);
  // y: centers 14 and -(16 - 2^-49) with radius 30: the distance 30 - 2^-49
  // rounds to 30, and the exact gap is -2^-49.
  const Box<double> c{{0, 14}, {1, 0}, {0, 30}};
  const Box<double> d{{0, -(16 - 0x1p-49)}, {1, 0}, {0, 0}};
  EXPECT_FALSE(detail::is_exact(recompute(1, c, d)));
  EXPECT_EQ(detail::coordinate_gap_sign_from_error_sum(recompute(1, c, d)), GapSign::negative);
  EXPECT_EQ(classify(c, d), Relation::touching);  // d is a segment inside c's band: it has zero area
}

/// The x axis of boxes with these x components (y: A and B alike, so only
/// x can matter): centers cA, cB, edges uA, vA, uB, vB.
std::pair<Box<double>, Box<double>> boxes_with_x(double c_a, double c_b, double u_a, double v_a, double u_b,
                                                 double v_b) {
  return {Box<double>{{c_a, 0}, {u_a, 0}, {v_a, 1}}, Box<double>{{c_b, 0}, {u_b, 0}, {v_b, 1}}};
}

TEST(CoordinateRecomputation, never_calls_a_gap_exact_while_an_error_is_not_zero) {
  // Each x gap below is computed as exactly 0 and is really 1: two of the
  // recomputation's TwoSum errors are +-0.5 (the distance 2^53 + 0.5
  // rounds to 2^53, error 0.5; a sum of radii rounds by -0.5), the others
  // 0. Their magnitudes cancel if one of them is subtracted.
  struct Case {
    const char* name;
    std::pair<Box<double>, Box<double>> pair;
  };
  const Case cases[] = {
      // A's radii 2^52 + 1.5 round to 2^52 + 2 (error -0.5); B's are 2^52 - 2.
      {"A's radii round", boxes_with_x(-0.5, 0x1p+53, 0x1p+52, 1.5, 0x1p+51, 0x1p+51 - 2)},
      {"B's radii round", boxes_with_x(-0.5, 0x1p+53, 0x1p+51, 0x1p+51 - 2, 0x1p+52, 1.5)},
      // (2^52 - 0.5) + 2^52 = 2^53 - 0.5 rounds (a tie) to 2^53: error -0.5.
      {"the radius rounds", boxes_with_x(-0.5, 0x1p+53, 0x1p+51, 0x1p+51 - 0.5, 0x1p+51, 0x1p+51)},
  };
  for (const Case& c : cases) {
    const auto& [a, b] = c.pair;
    const detail::CoordinateRecomputation<double> parts = recompute(0, a, b);
    ASSERT_EQ(parts.gap, 0) << c.name;
    ASSERT_EQ(static_cast<int>(detail::exact_coordinate_gap_sign(0, a, b)), static_cast<int>(detail::GapSign::positive))
        << c.name;
    EXPECT_FALSE(detail::is_exact(parts)) << c.name;
    EXPECT_EQ(static_cast<int>(detail::coordinate_gap_sign_from_error_sum(parts)),
              static_cast<int>(detail::GapSign::positive))
        << c.name;
  }
}

TEST(CoordinateErrorSum, never_certifies_a_sum_that_loses_two_equal_errors) {
  // x: cB - cA = 2^53 + 1 and the radii 2^53 + 2^-60 and 1 + 2^-60: the
  // distance and the radius both round to 2^53 (error 1 each), each radius
  // sum by 2^-60. The error sum 1 - 2^-60 - 2^-60 - 1 loses both 2^-60s
  // (1 - 2^-60 rounds to 1) and comes to 0, so the computed gap is 0; the
  // true gap is -2^-59. The chain's own errors, -2^-60 twice, are not 0:
  // not certain (their magnitudes cancel if one is subtracted).
  const auto [a, b] = boxes_with_x(-1, 0x1p+53, 0x1p+53, 0x1p-60, 1, 0x1p-60);
  ASSERT_EQ(static_cast<int>(detail::exact_coordinate_gap_sign(0, a, b)), static_cast<int>(detail::GapSign::negative));
  const detail::GapSign sign = detail::coordinate_gap_sign_from_error_sum(recompute(0, a, b));
  if (sign != detail::GapSign::uncertain) {
    EXPECT_EQ(static_cast<int>(sign), static_cast<int>(detail::GapSign::negative));
  }
}

TEST(CoordinateErrorSum, never_certifies_a_sum_whose_first_and_last_errors_are_equal) {
  // Found by an exhaustive search of the error sum in 4-bit floating point,
  // then written for doubles; every rounding below is a tie to even.
  //   distance 1.5 + 2^-52 - 3 2^-106: rounds to 1.5 + 2^-52, e0 = -3 2^-106
  //   A's radii 1 + 2^-53 -> 1, e1 = 2^-53; B's 0.5 + (2^-53 - 5 2^-106)
  //   -> 0.5 + 2^-53, e2 = -5 2^-106; the radius 1.5 + 2^-53 -> 1.5, e3 =
  //   2^-53; the gap 2^-52, exact.
  // The error sum: e0 - e1 = -(2^-53 + 3 2^-106) rounds to -(2^-53 +
  // 2^-104), error 2^-106; minus e2 it is -2^-53 + 2^-106, exactly; minus e3
  // it is -2^-52 + 2^-106, which rounds to -2^-52, error 2^-106 again. So
  // the computed gap is 2^-52 - 2^-52 = 0, and the true one 2^-105 (the two
  // errors, equal and not cancelling): not certain (their magnitudes cancel
  // if the last one is subtracted).
  const auto [a, b] = boxes_with_x(3 * 0x1p-106, 1.5 + 0x1p-52, 1, 0x1p-53, 0.5, 0x1p-53 - 5 * 0x1p-106);
  ASSERT_EQ(static_cast<int>(detail::exact_coordinate_gap_sign(0, a, b)), static_cast<int>(detail::GapSign::positive));
  const detail::CoordinateRecomputation<double> parts = recompute(0, a, b);
  ASSERT_EQ(parts.gap, 0x1p-52);
  const detail::GapSign sign = detail::coordinate_gap_sign_from_error_sum(parts);
  if (sign != detail::GapSign::uncertain) {
    EXPECT_EQ(static_cast<int>(sign), static_cast<int>(detail::GapSign::positive));
  }
  EXPECT_EQ(classify(a, b), Relation::disjoint);
}

TEST(EdgeRecomputation, decides_exact_contacts_of_turned_boxes_far_from_the_origin) {
  // Two boxes turned by the (3, 4)/5 direction, edge on edge (A's face at
  // 5 along (3, 4)/5, B's center at 15 with half extent 10), then moved far
  // from the origin: the filter cannot see the zero gap, the error-free
  // recomputation certifies it, so no axis is left for the cold path.
  for (const double offset : {0.0, 4096.0, 0x1p+20, 0x1p+40}) {
    const Box<double> a{{offset, offset}, {3, 4}, {-8, 6}};
    const Box<double> b{{offset + 9, offset + 12}, {6, 8}, {-4, 3}};
    const detail::Filtered filtered = filter(a, b);
    EXPECT_EQ(filtered.signs.certain(), detail::all_axes) << "offset " << offset;
    EXPECT_NE(filtered.signs.zero, 0u) << "offset " << offset;
    EXPECT_EQ(classify(a, b), Relation::touching) << "offset " << offset;
    const Box<float> float_a{{float(offset), float(offset)}, {3, 4}, {-8, 6}};
    const Box<float> float_b{{float(offset + 9), float(offset + 12)}, {6, 8}, {-4, 3}};
    if (offset < 0x1p+20) {  // exact in float
      EXPECT_EQ(filter(float_a, float_b).signs.certain(), detail::all_axes) << "float, offset " << offset;
      EXPECT_EQ(classify(float_a, float_b), Relation::touching) << "float, offset " << offset;
    }
  }
}

TEST(EdgeRecomputation, refuses_distances_whose_products_with_an_edge_round) {
  // The recomputation adds the products of d and w rounded to double: with
  // a 28-bit distance they are not exact, nor is the gap it computes, and
  // it would call these contacts disjoint.
  for (const auto& [a, b] : testing_support::contacts_with_a_28_bit_distance()) {
    EXPECT_TRUE(testing_support::has_relation_everywhere(a, b, Relation::touching));
  }
}

TEST(EdgeRecomputation, refuses_float_distances_whose_products_with_an_edge_round) {
  // The same for float input: products of a float edge and a 30-bit
  // distance take 54 bits; the recomputation would call these contacts
  // disjoint or overlapping.
  for (const auto& [a, b] : testing_support::contacts_with_a_30_bit_distance()) {
    EXPECT_TRUE(testing_support::has_relation_everywhere(a, b, Relation::touching));
  }
}

TEST(EdgeRecomputation, never_calls_a_gap_exact_while_an_error_is_not_zero) {
  // uA = (1, 1), so cross(uA, x) = x.y - x.x; A's center at 0. On the axis
  // perp(uA) each gap below is computed as exactly 0 while two of the
  // recomputation's TwoSum errors are not 0: the distance's and one
  // other, of equal magnitude and not cancelling. Their magnitudes cancel
  // if one of them is subtracted from the errors' sum.
  struct Case {
    const char* name;
    Box<double> a, b;
    detail::GapSign exact;
  };
  using detail::GapSign;
  const Case cases[] = {
      // distance 2^60 + 1 (rounds down by 1), crosses 2^59 - 1 (rounds up
      // by 1), 2^58, 2^58: true gap 2.
      {"cross with vA rounds", {{0, 0}, {1, 1}, {1, 0x1p+59}}, {{-1, 0x1p+60}, {0, 0x1p+58}, {-0x1p+58, 0}},
       GapSign::positive},
      {"cross with vB rounds", {{0, 0}, {1, 1}, {0, 0x1p+58}}, {{-1, 0x1p+60}, {-0x1p+58, 0}, {1, 0x1p+59}},
       GapSign::positive},
      // distance 2^60 + 192 (rounds up by 64), crosses 2^60, 64 (their sum
      // rounds down by 64), 256: true gap -128.
      {"first radius sum rounds", {{0, 0}, {1, 1}, {0, 0x1p+60}}, {{-192, 0x1p+60}, {-64, 0}, {0, 256}},
       GapSign::negative},
      // distance 2^60 - 64 (rounds up by 64, a tie), crosses 2^59, 2^59, 64
      // (2^60 + 64 rounds down by 64, a tie): true gap -128.
      {"radius rounds", {{0, 0}, {1, 1}, {0, 0x1p+59}}, {{64, 0x1p+60}, {-0x1p+59, 0}, {0, 64}}, GapSign::negative},
  };
  for (const Case& c : cases) {
    ASSERT_EQ(static_cast<int>(detail::exact_edge_gap_sign(c.a.u, c.a, c.b)), static_cast<int>(c.exact)) << c.name;
    const GapSign sign = sign_of_axis(filter(c.a, c.b).signs, 2);
    if (sign != GapSign::uncertain) {
      EXPECT_EQ(static_cast<int>(sign), static_cast<int>(c.exact)) << c.name;
    }
  }
}

TEST(Lanes, short_significand_tests_count_significant_bits) {
  // has_short_significand(x, bits): whether normal x has at most `bits`
  // significant bits, against a count from frexp; and the SSE2 test of two
  // lanes (two 32-bit halves per lane) against the scalar one, on any bit
  // patterns, NaN and subnormal ones included.
  std::mt19937_64 random(23);
  for (int i = 0; i < 100'000; ++i) {
    std::uint64_t patterns[2];
    double values[2];
    for (int k = 0; k < 2; ++k) {
      const int zeros = int(random() % 54);
      patterns[k] = random() & ~((std::uint64_t(1) << zeros) - 1);
      std::memcpy(&values[k], &patterns[k], sizeof values[k]);
    }
    for (const int bits : {20, 24, 26, 27, 29, 53}) {
      const bool first = detail::has_short_significand(values[0], bits);
      const bool second = detail::has_short_significand(values[1], bits);
      ASSERT_EQ(detail::lane_bits(detail::has_short_significand(detail::Lanes2{{values[0], values[1]}}, bits)),
                unsigned(first) | unsigned(second) << 1)
          << std::hexfloat << values[0] << " " << values[1] << " bits " << bits;
      if (std::isnormal(values[0])) {
        int exponent;
        const auto significand = std::uint64_t(std::ldexp(std::frexp(std::abs(values[0]), &exponent), 53));
        int trailing_zeros = 0;
        while (((significand >> trailing_zeros) & 1u) == 0) ++trailing_zeros;
        ASSERT_EQ(first, 53 - trailing_zeros <= bits) << std::hexfloat << values[0] << " bits " << bits;
      }
    }
  }
}

TEST(Lanes, binade_of_is_the_power_of_two_at_or_below) {
  // binade_of(x) = 2^floor(log2 x) for positive normal x, exactly (the grid
  // step builds its rounding constant from it), scalar and on two lanes;
  // +inf for +inf.
  std::mt19937_64 random(29);
  for (int i = 0; i < 10'000; ++i) {
    double values[2];
    for (double& value : values) {
      const std::uint64_t pattern = (random() % 2046 + 1) << 52 | (random() & ((std::uint64_t(1) << 52) - 1));
      std::memcpy(&value, &pattern, sizeof value);
    }
    const double expected[2] = {std::ldexp(1.0, std::ilogb(values[0])), std::ldexp(1.0, std::ilogb(values[1]))};
    ASSERT_EQ(detail::binade_of(values[0]), expected[0]) << std::hexfloat << values[0];
    const detail::Lanes2 lanes = detail::binade_of(detail::Lanes2{{values[0], values[1]}});
    ASSERT_EQ(detail::lane(lanes, 0), expected[0]) << std::hexfloat << values[0];
    ASSERT_EQ(detail::lane(lanes, 1), expected[1]) << std::hexfloat << values[1];
  }
  const double infinity = std::numeric_limits<double>::infinity();
  EXPECT_EQ(detail::binade_of(infinity), infinity);
  EXPECT_EQ(detail::lane(detail::binade_of(detail::Lanes2{{infinity, 1.5}}), 0), infinity);
}

TEST(GridStep, tells_multiples_of_the_grid_exactly) {
  // For M in [2^e, 2^(e+1)) the grid is Q = 2^(e-25); every x with
  // |x| <= M must be told a multiple of Q or not, whatever its sign, its
  // distance to the next multiple (a half, a tie, the last bit) or e.
  std::mt19937_64 random(17);
  int on = 0, off = 0;
  for (int i = 0; i < 200'000; ++i) {
    const int e = int(random() % 919) - 459;
    const double reach = std::ldexp(1.0 + double(random() % 1024) / 1024, e);
    const double rounding = detail::grid_rounding_constant(reach);
    ASSERT_EQ(rounding, std::ldexp(1.5, e + 27)) << "reach " << reach;
    // x = k * Q / 2^j with |k| up to 2^(26 + j): on the grid when 2^j divides k.
    const int j = int(random() % 4);
    const std::int64_t limit = std::int64_t(1) << (26 + j);
    std::int64_t k = std::int64_t(random() % std::uint64_t(limit)) - limit / 2;
    if (random() % 4 == 0) k = random() % 2 ? limit / 2 - 1 : -(limit / 2 - 1);
    const double x = std::ldexp(double(k), e - 25 - j);
    if (std::abs(x) > reach) continue;
    const bool is_multiple = k % (std::int64_t(1) << j) == 0;
    ASSERT_EQ(detail::is_on_grid(x, rounding), is_multiple) << "x " << x << " reach " << reach;
    (is_multiple ? on : off) += 1;
  }
  EXPECT_GT(on, 10'000);
  EXPECT_GT(off, 10'000);
  EXPECT_TRUE(detail::is_on_grid(-0.0, detail::grid_rounding_constant(1.0)));
}

TEST(GridStep, takes_only_a_reach_within_its_range) {
  EXPECT_TRUE(detail::is_within_grid_range(1.0));
  EXPECT_TRUE(detail::is_within_grid_range(std::nextafter(0x1p+460, 0.0)));
  EXPECT_TRUE(detail::is_within_grid_range(std::nextafter(0x1p-460, 1.0)));
  EXPECT_FALSE(detail::is_within_grid_range(0x1p+460));
  EXPECT_FALSE(detail::is_within_grid_range(0x1p-460));
  EXPECT_FALSE(detail::is_within_grid_range(0.0));
  EXPECT_FALSE(detail::is_within_grid_range(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(detail::is_within_grid_range(std::numeric_limits<double>::quiet_NaN()));
}

TEST(GridStep, decides_contacts_of_short_numbers_beyond_the_recomputations_range) {
  // The (3, 4)/5 contact of EdgeRecomputation scaled by 2^429 and moved to
  // 2^481: S >= 2^480 puts the recomputation's products out of its range;
  // M = |d| + r is about 2^433, and its grid (2^408) holds every number.
  const double scale = 0x1p+429, offset = 0x1p+481;
  const Box<double> a{{offset, offset}, {3 * scale, 4 * scale}, {-8 * scale, 6 * scale}};
  const Box<double> b{{offset + 9 * scale, offset + 12 * scale}, {6 * scale, 8 * scale}, {-4 * scale, 3 * scale}};
  ASSERT_EQ(b.center.x - a.center.x, 9 * scale);  // exact
  const detail::Filtered filtered = filter(a, b);
  EXPECT_EQ(filtered.signs.certain(), detail::all_axes);
  EXPECT_EQ(filtered.signs.zero, 1u << 3 | 1u << 5);  // the normals of vA and vB: (3, 4)
  EXPECT_EQ(classify(a, b), Relation::touching);
  EXPECT_EQ(testing_support::relation_by_oracle(a, b), Relation::touching);
  // One edge component off the grid (2^399): the step declines, the later
  // ones decide.
  Box<double> off_grid_b = b;
  off_grid_b.v.x += 0x1p+399;
  EXPECT_NE(filter(a, off_grid_b).signs.certain(), detail::all_axes);
  EXPECT_EQ(classify(a, off_grid_b), testing_support::relation_by_oracle(a, off_grid_b));
}

TYPED_TEST(FilterAgainstExact, compensated_stage_never_certifies_a_wrong_sign_and_decides_most_gaps) {
  using T = TypeParam;
  std::mt19937_64 random(13);
  int certain = 0, uncertain = 0, zero = 0;
  std::string description;
  for (int i = 0; i < 100'000; ++i) {
    const auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    if (!is_finite_box(a) || !is_finite_box(b) || !detail::is_within_expansion_range(a, b)) continue;
    for (const Vec2<T>& w : {a.u, a.v, b.u, b.v}) {
      if (!detail::is_oblique(w.x, w.y)) continue;
      const detail::GapSign compensated = detail::compensated_edge_gap_sign(w, a, b);
      (compensated == detail::GapSign::uncertain ? uncertain : certain)++;
      if (compensated == detail::GapSign::zero) ++zero;
      if (compensated != detail::GapSign::uncertain) {
        ASSERT_EQ(static_cast<int>(compensated),
                  static_cast<int>(detail::exact_edge_gap_sign(w, a, b)))
            << "pair " << i << ": " << description;
      }
    }
  }
  // Boundary pairs: the stage decides many, exact zeros computed without
  // rounding included, and leaves zeros reached through rounded products
  // (touching boxes scaled or offset) to the expansions.
  EXPECT_GT(certain, 20'000);
  EXPECT_GT(zero, 1'000);
  EXPECT_GT(uncertain, 1'000);
}

/// The exact-products step for the four edge axes of a pair, where its
/// range test admits the pair (else nothing certain).
detail::AxisSigns exact_products_signs(const Box<double>& a, const Box<double>& b) {
  detail::AxisSigns signs;
  double magnitudes[2];
  for (int axis = 0; axis < 2; ++axis) {
    const auto c = [axis](const Vec2<double>& p) { return detail::component(p, axis); };
    const auto sums = detail::sum_coordinate_axis(c(a.center), c(b.center), c(a.u), c(a.v), c(b.u), c(b.v));
    if (!detail::are_edges_short_and_in_range(c(a.center), c(b.center), c(a.u), c(a.v), c(b.u), c(b.v),
                                              sums.magnitudes)) {
      return signs;
    }
    magnitudes[axis] = sums.magnitudes;
  }
  for (int k = 0; k < 4; ++k) {
    signs.record(detail::edge_gap_sign_from_exact_products(k, a, b, magnitudes[0], magnitudes[1]), 2 + k);
  }
  return signs;
}

TEST(ExactProductsStep, never_certifies_a_wrong_sign_and_decides_one_ulp_gaps) {
  // Double boundary pairs, and the same pairs with one center coordinate of
  // B moved by one ulp (the near-touching benchmark's construction): every
  // sign the step records is the exact one, and it decides most one-ulp
  // gaps of short (grid, Pythagorean) edges, which the filter cannot.
  std::mt19937_64 random(17);
  int certain = 0, certain_after_nudge = 0, asked = 0;
  std::string description;
  for (int i = 0; i < 100'000; ++i) {
    auto [a, b] = testing_support::make_boundary_pair<double>(random, description);
    if (i % 2 == 1) {
      double& coordinate = random() % 2 ? b.center.x : b.center.y;
      coordinate = std::nextafter(coordinate, random() % 2 ? INFINITY : -INFINITY);
    }
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    const detail::AxisSigns signs = exact_products_signs(a, b);
    const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
    for (int k = 0; k < 4; ++k) {
      if (!detail::is_oblique(edges[k].x, edges[k].y)) continue;
      ++asked;
      const detail::GapSign sign = sign_of_axis(signs, 2 + k);
      if (sign == detail::GapSign::uncertain) continue;
      ++certain;
      if (i % 2 == 1) ++certain_after_nudge;
      ASSERT_EQ(static_cast<int>(sign), static_cast<int>(detail::exact_edge_gap_sign(edges[k], a, b)))
          << "pair " << i << ", edge " << k << ": " << description;
    }
    // Only the axes asked for are recorded.
    ASSERT_EQ(signs.certain() & 0x3u, 0u);
  }
  // Many boundary pairs are raw bits or scaled past the step's range (it
  // then declines); of the others it decides most.
  EXPECT_GT(asked, 200'000);
  EXPECT_GT(certain, 30'000);
  EXPECT_GT(certain_after_nudge, 12'000);
}

TEST(ExactProductsStep, never_certifies_a_wrong_sign_where_edge_crosses_round) {
  // Contacts whose edge crosses need more than 53 bits: components of at
  // most 26 bits (so every product is exact) scaled by 2^0 to 2^21 each, so
  // cross(w, x) = P - Q spans up to 73 bits and leaves a non-zero TwoSum
  // error (a small leaf of the step). Centers below 2^50, B's corner put
  // on A's corner or on the midpoint of A's side, exactly, and the same
  // with cB.x one ulp off. Every sign the step records is the exact one.
  std::mt19937_64 random(29);
  const auto component = [&random] {
    const double even = double(std::int64_t(random() % (1 << 26)) - (1 << 25)) * 2;
    return std::ldexp(even, int(random() % 22));
  };
  const auto sign = [&random] { return random() % 2 ? 1.0 : -1.0; };
  int certain = 0, with_rounded_crosses = 0;
  for (int i = 0; i < 20'000; ++i) {
    Box<double> a{{double(random() % (1ull << 50)), double(random() % (1ull << 50))},
                  {component(), component()}, {component(), component()}};
    Box<double> b{{0, 0}, {component(), component()}, {component(), component()}};
    const double along_u = sign() * (i % 2 == 0 ? 1.0 : 0.5), along_v = sign();
    const double corner_u = sign(), corner_v = sign();
    b.center = {a.center.x + along_u * a.u.x + along_v * a.v.x - corner_u * b.u.x - corner_v * b.v.x,
                a.center.y + along_u * a.u.y + along_v * a.v.y - corner_u * b.u.y - corner_v * b.v.y};
    if (i % 3 == 2) b.center.x = std::nextafter(b.center.x, sign() * INFINITY);
    const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
    bool has_rounded_cross = false;
    for (int j = 0; j < 4; ++j) {
      for (int k = j + 1; k < 4; ++k) {
        has_rounded_cross |= detail::two_sum_error(edges[j].x * edges[k].y, -(edges[j].y * edges[k].x),
                                                   edges[j].x * edges[k].y - edges[j].y * edges[k].x) != 0;
      }
    }
    with_rounded_crosses += has_rounded_cross;
    const detail::AxisSigns signs = exact_products_signs(a, b);
    for (int k = 0; k < 4; ++k) {
      const detail::GapSign step_sign = sign_of_axis(signs, 2 + k);
      if (step_sign == detail::GapSign::uncertain) continue;
      ++certain;
      ASSERT_EQ(static_cast<int>(step_sign), static_cast<int>(detail::exact_edge_gap_sign(edges[k], a, b)))
          << "pair " << i << ", edge " << k;
    }
  }
  EXPECT_GT(with_rounded_crosses, 18'000);
  EXPECT_GT(certain, 60'000);
}

TEST(ExactProductsStep, never_certifies_a_gap_whose_smallest_leaf_is_lost_in_rounding) {
  // Edge uA = (1, 1), so cross(uA, x) = x.y - x.x. The exact crosses with
  // the other edges: vA 384 + 2^-50 (rounds to 384), uB 2^60 + 128 (a tie,
  // rounds to 2^60), vB 2^60; with d 2^61 + 512, exact. The chain
  // 2^61 + 512 - 384 rounds to 2^61 (error 128), then - 2^60 - 2^60 = 0.
  // The leaves -2^-50, -128 and +128 sum to -2^-50, but in floating point
  // -2^-50 - 128 is -128, so the computed gap is exactly 0: within the
  // bound, and its leaves are not all 0, so it is not certain. The true gap
  // is 512 - 384 - 128 - 2^-50 = -2^-50 (projections overlap). The
  // leaves' magnitudes are 2^-50, 128 and 128: a test of "no leaf is
  // non-zero" that subtracted one of them instead of adding it would find
  // 0 (2^-50 + 128 rounds to 128) and certify the 0.
  const Box<double> a{{0, 0}, {1, 1}, {-0x1p-50, 384}};
  const Box<double> b{{-512, 0x1p+61}, {-128, 0x1p+60}, {0, 0x1p+60}};
  ASSERT_EQ(static_cast<int>(detail::exact_edge_gap_sign(a.u, a, b)), static_cast<int>(detail::GapSign::negative));
  const detail::GapSign sign = sign_of_axis(exact_products_signs(a, b), 2);
  EXPECT_NE(static_cast<int>(sign), static_cast<int>(detail::GapSign::zero));
  EXPECT_NE(static_cast<int>(sign), static_cast<int>(detail::GapSign::positive));
}

TEST(ExactProductsStep, adds_each_rounding_error_of_the_chain_with_its_own_sign) {
  // Edge uA = (1, 1), so cross(uA, x) = x.y - x.x, and d = (-1, 2^61): the
  // distance 2^61 + 1 is high 2^61 and low 1. The crosses with the other
  // edges are exact, 2^60 and 1 and 2^60 in some order, so the true gap is
  // 2^61 + 1 - 2^60 - 1 - 2^60 = 0. Subtracting 1 from 2^61 or from 2^60
  // rounds (error -1), so the chain ends at 0 and the leaves, low 1 and
  // that error, sum to 0: the step may answer zero or uncertain. A step
  // that subtracted the error instead of adding it would find 2, far
  // beyond its bound, and certify a positive gap. The 1 comes first (the
  // error is the chain's first) or second (its second).
  const struct {
    const char* name;
    Vec2<double> v_a, u_b;
  } cases[] = {{"the first subtraction rounds", {0, 1}, {0, 0x1p+60}},
               {"the second subtraction rounds", {0, 0x1p+60}, {0, 1}}};
  for (const auto& c : cases) {
    const Box<double> a{{0, 0}, {1, 1}, c.v_a};
    const Box<double> b{{-1, 0x1p+61}, c.u_b, {0, 0x1p+60}};
    ASSERT_EQ(static_cast<int>(detail::exact_edge_gap_sign(a.u, a, b)), static_cast<int>(detail::GapSign::zero))
        << c.name;
    const detail::GapSign sign = sign_of_axis(exact_products_signs(a, b), 2);
    EXPECT_NE(static_cast<int>(sign), static_cast<int>(detail::GapSign::positive)) << c.name;
    EXPECT_NE(static_cast<int>(sign), static_cast<int>(detail::GapSign::negative)) << c.name;
  }
}

TEST(ExactProductsStep, never_certifies_a_gap_whose_distance_loses_a_part_in_rounding) {
  // The distance cross(uA, d) is high + low, low the sum of the TwoSum
  // error of high and four products with d's parts (split low parts and
  // TwoSum errors of the centers). In each pair low's smallest part is
  // lost in rounding: the computed low differs from the exact one by it.
  // The crosses with the other edges are exact and sum to what makes the
  // computed gap exactly 0; the true gap is that lost part. A distance is
  // exact only when every part is 0, so none of these is.
  struct Case {
    const char* name;
    Box<double> a, b;
  };
  const Case cases[] = {
      // uA = (1, 2^-30). d.y = 2^60 + 1 rounds to 2^60 (error 1);
      // d.x = 2^30 + 2^-40 to 2^30 (error 2^-40). high: 2^60 - 1 rounds to
      // 2^60 (error -1); low = -1 + (1 - 2^-70) = 0, exactly 2^-70 less.
      // Crosses 2^59, 2^58, 2^58: computed gap 0, true gap -2^-70. The
      // parts' magnitudes 1, 1 and 2^-70 (1 + 2^-70 rounds to 1) cancel
      // when one of the two 1s is subtracted.
      {"turned by (1, 2^-30)", {{-0x1p-40, -1}, {1, 0x1p-30}, {0, 0x1p+59}},
       {{0x1p+30, 0x1p+60}, {0, 0x1p+58}, {-0x1p+88, 0}}},
      // The same with x and y swapped: uA = (2^-30, 1).
      {"turned by (2^-30, 1)", {{-1, -0x1p-40}, {0x1p-30, 1}, {-0x1p+59, 0}},
       {{0x1p+60, 0x1p+30}, {-0x1p+58, 0}, {0, 0x1p+88}}},
      // uA = (1, 1). d.y = 2^60 + 2^20 + 2^-40 (low part 2^20, error
      // 2^-40), d.x = 2^60 - 2^20 (low part -2^20); high 0. low =
      // 2^20 + 2^20 + 2^-40 rounds to 2^21. Crosses 2^20, 2^19, 2^19:
      // computed gap 0, true gap 2^-40. Magnitudes 2^20, 2^20 and 2^-40.
      {"turned by (1, 1)", {{0, -0x1p-40}, {1, 1}, {0, 0x1p+20}},
       {{0x1p+60 - 0x1p+20, 0x1p+60 + 0x1p+20}, {0, 0x1p+19}, {-0x1p+19, 0}}},
  };
  for (const Case& c : cases) {
    const detail::GapSign exact = detail::exact_edge_gap_sign(c.a.u, c.a, c.b);
    ASSERT_NE(static_cast<int>(exact), static_cast<int>(detail::GapSign::zero)) << c.name;
    const detail::GapSign sign = sign_of_axis(exact_products_signs(c.a, c.b), 2);
    if (sign != detail::GapSign::uncertain) {
      EXPECT_EQ(static_cast<int>(sign), static_cast<int>(exact)) << c.name;
    }
  }
}

TEST(ExactProductsStep, takes_edge_components_of_26_bits_and_declines_27) {
  // Square boxes with edges (2^25 + 1, 2^25 + 3) and its quarter turn, 26
  // significant bits each, face on face (cB = 2 vA): every product of two
  // such numbers, or of one and d, is exact, so the step decides all four
  // edge axes. One component of 27 bits (2^26 + 1), in any of the eight,
  // is declined.
  const double p = 0x1p+25 + 1, q = 0x1p+25 + 3;
  const Box<double> a{{0, 0}, {p, q}, {-q, p}};
  const Box<double> b{{-2 * q, 2 * p}, {p, q}, {-q, p}};
  const detail::AxisSigns signs = exact_products_signs(a, b);
  EXPECT_EQ(signs.certain(), 0x3cu);
  const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(static_cast<int>(sign_of_axis(signs, 2 + k)), static_cast<int>(detail::exact_edge_gap_sign(edges[k], a, b))) << k;
  }
  EXPECT_EQ(static_cast<int>(sign_of_axis(signs, 2)), static_cast<int>(detail::GapSign::zero));
  for (int k = 0; k < 8; ++k) {
    Box<double> wide_a = a, wide_b = b;
    Vec2<double>& edge = k < 4 ? (k < 2 ? wide_a.u : wide_a.v) : (k < 6 ? wide_b.u : wide_b.v);
    double& component = k % 2 == 0 ? edge.x : edge.y;
    component = std::copysign(0x1p+26 + 1, component);
    EXPECT_EQ(exact_products_signs(wide_a, wide_b).certain(), 0u) << "component " << k;
  }
}

TEST(ExactProductsStep, bounds_each_axis_by_its_own_coordinate_sums) {
  // A exact contact of B's face with the far end of a long A: A's numbers
  // reach 2^40 in x but only about 2^2 in y, so the step's bound M =
  // |w.x| Sy + |w.y| Sx is mostly Sx. On perp(uB) the step computes 2^-35,
  // not 0 (the roundings of its low part do not cancel), which only the
  // bound with Sx declines; with Sy in its place the step would certify a
  // gap of 2^-35 where the true gap is 0. Found by a search of such
  // contacts; the zero is checked in rationals. The same pair mirrored in
  // the diagonal (x and y swapped) makes every value of the step the exact
  // negation, and needs Sy where the original needs Sx.
  const Box<double> a{{-0x1.a68267035fp-8, 0x1.84e53bb5316p-3}, {0x1p+40, 0}, {0x1p+14, 0x1.3c7p+2}};
  const Box<double> b{{-0x1.000000400f0c6p+40, 0x1.848p-3}, {9, 12}, {-12, 9}};
  const auto mirrored = [](const Box<double>& box) {
    return Box<double>{{box.center.y, box.center.x}, {box.u.y, box.u.x}, {box.v.y, box.v.x}};
  };
  for (const bool is_mirrored : {false, true}) {
    const Box<double> first = is_mirrored ? mirrored(a) : a, second = is_mirrored ? mirrored(b) : b;
    const Vec2<double> face_axis = is_mirrored ? Vec2<double>{9, -12} : Vec2<double>{-12, 9};
    const auto stored_first = testing_support::to_stored_box(first), stored_second = testing_support::to_stored_box(second);
    ASSERT_EQ(harness::exact_gap_along(stored_first, stored_second, face_axis), 0) << "mirrored " << is_mirrored;
    EXPECT_EQ(static_cast<int>(sign_of_axis(exact_products_signs(first, second), 4)), static_cast<int>(detail::GapSign::uncertain))
        << "mirrored " << is_mirrored;
    EXPECT_EQ(classify(first, second), Relation::touching) << "mirrored " << is_mirrored;
    EXPECT_EQ(classify(second, first), Relation::touching) << "mirrored " << is_mirrored;
  }
}

TEST(ExactProductsStep, declines_long_significands_and_numbers_out_of_range) {
  // u = (1 + 2^-40, 1): 41 significant bits, so products may round.
  const Box<double> long_edge{{0, 0}, {1 + 0x1p-40, 1}, {-1, 1}};
  const Box<double> short_box{{3, 0}, {1, 1}, {-1, 1}};
  EXPECT_EQ(exact_products_signs(long_edge, short_box).certain(), 0u);
  // A center beyond 2^480, and an edge component below 2^-480.
  const Box<double> far{{0x1p+500, 0}, {1, 1}, {-1, 1}};
  EXPECT_EQ(exact_products_signs(short_box, far).certain(), 0u);
  const Box<double> tiny_edge{{0, 0}, {0x1p-500, 1}, {-1, 1}};
  EXPECT_EQ(exact_products_signs(tiny_edge, short_box).certain(), 0u);
}

TEST(ExactProductsStep, decides_a_one_ulp_gap_across_an_inexact_distance) {
  // Two boxes turned by (3, 4)/5, with cB.x one ulp off 7: cB.x - cA.x =
  // 2^53 + 7 +- 2^-50 is not a double, so d is TwoSum's sum and error. Every
  // edge axis is decided, with the exact sign.
  for (const double step : {-1.0, 1.0}) {
    const Box<double> a{{-0x1p+53, 0}, {3, 4}, {-4, 3}};
    const Box<double> b{{std::nextafter(7.0, step * INFINITY), 1}, {3, 4}, {-4, 3}};
    const detail::AxisSigns signs = exact_products_signs(a, b);
    EXPECT_EQ(signs.certain(), 0x3cu);
    const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
    for (int k = 0; k < 4; ++k) {
      EXPECT_EQ(static_cast<int>(sign_of_axis(signs, 2 + k)), static_cast<int>(detail::exact_edge_gap_sign(edges[k], a, b)))
          << "edge " << k << ", step " << step;
    }
  }
}

TEST(ExactProductsStep, decides_a_gap_whose_distance_is_exactly_zero) {
  // Two boxes turned by (3, 4)/5 whose centers differ by 2 uA: on the axis
  // perp(uA) the distance cross(uA, d) is exactly 0, below any bound, and
  // the gap is -50, far beyond it. An exact distance is certain whatever
  // its size, so the step decides the axis (overlapping projections), with
  // or without rounding in the rest of the gap.
  const Box<double> a{{1000, 2000}, {3, 4}, {-4, 3}};
  const Box<double> b{{1006, 2008}, {3, 4}, {-4, 3}};
  const detail::AxisSigns signs = exact_products_signs(a, b);
  EXPECT_EQ(static_cast<int>(sign_of_axis(signs, 2)), static_cast<int>(detail::GapSign::negative));
  EXPECT_EQ(static_cast<int>(sign_of_axis(signs, 4)), static_cast<int>(detail::GapSign::negative));
  // The same distance with B long and thin, its edges (2^30, 2^-30) and
  // (-2^-30, 2^30): their crosses with uA round (small leaves), yet the gap,
  // about -7 * 2^30, is beyond the bound, so the step still decides.
  const Box<double> thin{{1006, 2008}, {0x1p+30, 0x1p-30}, {-0x1p-30, 0x1p+30}};
  const detail::AxisSigns thin_signs = exact_products_signs(a, thin);
  EXPECT_EQ(static_cast<int>(sign_of_axis(thin_signs, 2)), static_cast<int>(detail::GapSign::negative));
  EXPECT_EQ(static_cast<int>(detail::exact_edge_gap_sign(a.u, a, thin)), static_cast<int>(detail::GapSign::negative));
}

TEST(ColdPath, gets_the_coordinate_recomputation_the_hot_path_made) {
  // x: |0.6 - 0.1| - (0.3 + 0.2) is about 2^-55 after rounding, within the
  // filter's bound, and its recomputation rounds: the axis stays uncertain,
  // and the cold path's error sum needs the recomputation's parts, handed
  // over rather than computed again.
  const Box<double> a = make_box_from_aabb<double>({0.1 - 0.3, 0}, {0.1 + 0.3, 1});
  Box<double> b{{0.6, 0.5}, {0.2, 0}, {0, 0.5}};
  const auto x = detail::sum_coordinate_axis(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  const auto y = detail::sum_coordinate_axis(a.center.y, b.center.y, a.u.y, a.v.y, b.u.y, b.v.y);
  const detail::Filtered filtered = detail::filter_axis_signs(a, b, x, y);
  ASSERT_EQ(filtered.signs.certain() & 0x1u, 0u) << "the x axis must stay uncertain for this test";
  ASSERT_TRUE(filtered.has_coordinate_parts);
  const auto parts = detail::parts_of_axis(filtered.coordinate_parts, 0);
  const auto again = detail::recompute_coordinate_gap(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  EXPECT_EQ(parts.gap, again.gap);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(parts.errors[i], again.errors[i]) << "error " << i;
}

TEST(ColdPath, leaves_the_hot_paths_facts_alone_when_no_edge_axis_is_uncertain) {
  // A diamond B whose left corner lies on or near A's right side x = 0.475:
  // the x gap rounds (0.1 and 0.725 are not doubles), so the x axis stays
  // uncertain; the diamond's edge axes overlap by far, certain. The exact
  // steps of the edge axes then have nothing to do: they must change no
  // sign, and must not record that the exact-products step applies (its
  // edges are short and in range).
  const Box<double> a{{0.1, 0.5}, {0.375, 0}, {0, 0.5}};
  const Box<double> b{{0.725, 0.5}, {0.125, 0.125}, {-0.125, 0.125}};
  const auto x = detail::sum_coordinate_axis(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  const auto y = detail::sum_coordinate_axis(a.center.y, b.center.y, a.u.y, a.v.y, b.u.y, b.v.y);
  detail::Filtered filtered = detail::filter_axis_signs(a, b, x, y);
  ASSERT_EQ(filtered.signs.certain(), 0x3eu) << "only the x axis may stay uncertain for this test";
  ASSERT_FALSE(filtered.are_edges_short);
  const detail::AxisSigns before = filtered.signs;
  detail::find_exact_edge_signs(a, b, filtered);
  EXPECT_EQ(filtered.signs.positive, before.positive);
  EXPECT_EQ(filtered.signs.negative, before.negative);
  EXPECT_EQ(filtered.signs.zero, before.zero);
  EXPECT_FALSE(filtered.are_edges_short);
}

TYPED_TEST(FilterAgainstExact, exact_stage_matches_the_gap_computed_in_rationals) {
  using T = TypeParam;
  std::mt19937_64 random(11);
  int sign_count[3] = {0, 0, 0};
  std::string description;
  for (int i = 0; i < 20'000; ++i) {
    const auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    const auto stored_a = testing_support::to_stored_box(a), stored_b = testing_support::to_stored_box(b);
    auto check = [&](detail::GapSign actual, const Vec2<T>& normal) {
      const oracle::Rational gap = harness::exact_gap_along(stored_a, stored_b, normal);
      const int expected = gap > 0 ? 2 : gap == 0 ? 1 : 0;
      ++sign_count[expected];
      EXPECT_EQ(static_cast<int>(actual), expected) << "pair " << i << ": " << description;
    };
    check(detail::exact_coordinate_gap_sign(0, a, b), Vec2<T>{1, 0});
    check(detail::exact_coordinate_gap_sign(1, a, b), Vec2<T>{0, 1});
    for (const Vec2<T>& w : {a.u, a.v, b.u, b.v}) {
      if (detail::is_oblique(w.x, w.y)) check(detail::exact_edge_gap_sign(w, a, b), Vec2<T>{-w.y, w.x});
    }
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(sign_count[0], 1000);
  EXPECT_GT(sign_count[1], 1000);
  EXPECT_GT(sign_count[2], 1000);
}

TEST(WideInteger, decides_a_coordinate_gap_when_one_center_alone_is_beyond_the_sum_range) {
  // cB = DBL_MAX, cA = -2^1020 (or just below): the distance DBL_MAX +
  // 2^1020 is beyond the largest double, and both centers are beyond the
  // expansion's range, so exact_products_sign (the placed gap's sum) takes
  // the wide integer. The gap is positive.
  for (const double far : {0x1p+1020, 0x1.fp+1019}) {
    const Box<double> a{{-far, 0}, {1, 0}, {0, 1}};
    const Box<double> b{{std::numeric_limits<double>::max(), 0}, {1, 0}, {0, 1}};
    EXPECT_EQ(static_cast<int>(detail::exact_coordinate_gap_sign(0, a, b)), static_cast<int>(detail::GapSign::positive))
        << std::hexfloat << far;
    EXPECT_EQ(static_cast<int>(detail::exact_coordinate_gap_sign(0, b, a)), static_cast<int>(detail::GapSign::positive))
        << std::hexfloat << far;
    EXPECT_EQ(classify(a, b), Relation::disjoint) << std::hexfloat << far;
    EXPECT_EQ(classify(b, a), Relation::disjoint) << std::hexfloat << far;
  }
}

TEST(WideInteger, edge_gap_signs_with_a_subnormal_center_match_the_gap_computed_in_rationals) {
  // A center coordinate of B a small multiple of the smallest subnormal (a
  // one-ulp nudge off zero, as in the near-touching benchmark): out of
  // expansion range, so the wide integer decides, and when only the centers
  // are extreme it takes the radius signs from TwoProduct pairs. Each sign is
  // the rational one.
  std::mt19937_64 random(31);
  std::string description;
  int sign_count[3] = {0, 0, 0}, with_edges_in_range = 0;
  for (int i = 0; i < 20'000; ++i) {
    auto [a, b] = testing_support::make_boundary_pair<double>(random, description);
    double& coordinate = random() % 2 ? b.center.x : b.center.y;
    coordinate = std::numeric_limits<double>::denorm_min() * double(int(random() % 7) - 3);
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    const bool are_edges_in_range = detail::is_within_expansion_range(a.u.x) &&
                                    detail::is_within_expansion_range(a.u.y) &&
                                    detail::is_within_expansion_range(a.v.x) &&
                                    detail::is_within_expansion_range(a.v.y) &&
                                    detail::is_within_expansion_range(b.u.x) &&
                                    detail::is_within_expansion_range(b.u.y) &&
                                    detail::is_within_expansion_range(b.v.x) &&
                                    detail::is_within_expansion_range(b.v.y);
    with_edges_in_range += are_edges_in_range;
    const auto stored_a = testing_support::to_stored_box(a), stored_b = testing_support::to_stored_box(b);
    for (const Vec2<double>& w : {a.u, a.v, b.u, b.v}) {
      if (!detail::is_oblique(w.x, w.y)) continue;
      const oracle::Rational gap = harness::exact_gap_along(stored_a, stored_b, Vec2<double>{-w.y, w.x});
      const int expected = gap > 0 ? 2 : gap == 0 ? 1 : 0;
      ++sign_count[expected];
      ASSERT_EQ(static_cast<int>(detail::exact_edge_gap_sign(w, a, b)), expected)
          << "pair " << i << ": " << description;
    }
  }
  EXPECT_GT(with_edges_in_range, 5'000);
  EXPECT_GT(sign_count[0], 1000);
  EXPECT_GT(sign_count[2], 1000);
}

}  // namespace
}  // namespace obb2d
