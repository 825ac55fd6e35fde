// The convex-polygon kernel (impl/obb2d/polygon.hpp): its turn against
// rationals, check_polygon against the contract's definition on every short
// list of grid points, classify against the oracle on every pair of grid
// polygons, and the hull builder against the oracle's hull.
//
// The grid lists are also placed where the arithmetic is hard: far from the
// origin (turns of exactly 0 that the filter cannot see), scaled into the
// subnormals and near the top of the range (the exact sum's wide integer).
// Translations and positive scalings that stay exact change no turn's sign,
// so the answers there are those of the small grid.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <obb2d/polygon.hpp>
#include <random>
#include <utility>
#include <vector>

#include "harness/answer.hpp"
#include "harness/polygon_certificate_check.hpp"
#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/convex_list_check.hpp"
#include "oracle/intersect_convex_polygons.hpp"
#include "oracle/rational.hpp"
#include "tests/portability/fp_environment.hpp"

namespace obb2d {
namespace {

using Q = oracle::Rational;
using Point = oracle::Point<Q>;

template <class T>
PolygonView<T> view_of(const std::vector<Vec2<T>>& vertices) {
  return {vertices.data(), vertices.size()};
}

template <class T>
Point to_point(const Vec2<T>& p) {
  return {oracle::to_rational<Q>(p.x), oracle::to_rational<Q>(p.y)};
}

/// The sign of (b - a) x (c - a) in rationals.
template <class T>
int rational_turn_sign(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) {
  const Q turn = oracle::orientation(to_point(a), to_point(b), to_point(c));
  return turn > 0 ? 1 : turn < 0 ? -1 : 0;
}

// ---------------------------------------------------------------------------
// The turn
// ---------------------------------------------------------------------------

TEST(TurnFilter, coefficient_is_at_least_shewchuks_bound) {
  const Q u = oracle::to_rational<Q>(0x1p-53);
  EXPECT_GE(oracle::to_rational<Q>(detail::turn_filter_coefficient), (3 + 16 * u) * u);
}

TEST(TurnFilter, coefficient_is_no_looser_than_it_need_be) {
  // A looser one would still be sound, but would send turns the bound
  // certifies to the exact steps: the slack over Shewchuk's bound is 2^-40.
  const Q u = oracle::to_rational<Q>(0x1p-53);
  const Q slack = oracle::to_rational<Q>(0x1p-40);
  EXPECT_LE(oracle::to_rational<Q>(detail::turn_filter_coefficient), (3 + 16 * u) * u * (1 + slack));
}

/// gamma(k) = k u / (1 - k u), exactly, for u = 2^-53.
Q gamma(int k) {
  const Q u = oracle::to_rational<Q>(0x1p-53);
  return k * u / (1 - k * u);
}

TEST(BoxGapFilter, coefficient_covers_the_rederived_bound) {
  // polygon.hpp: |fl(g) - g| <= gamma_8 / (1 - gamma_3) M for the computed
  // sum of |terms| M, and computing M and the bound loses at most a further
  // factor (1 - gamma_5) (1 - u).
  const Q u = oracle::to_rational<Q>(0x1p-53);
  const Q required = gamma(8) / ((1 - gamma(3)) * (1 - gamma(5)) * (1 - u));
  EXPECT_GE(oracle::to_rational<Q>(detail::box_gap_filter_coefficient), required);
}

TEST(BoxGapFilter, coefficient_is_the_rederived_bound_rounded_up_to_a_whole_u) {
  // The bound is 8 u (1 + 17 u) to first order; 9 u is the next whole
  // multiple of u. A looser coefficient would still be sound, but would
  // send gaps the bound certifies to the exact steps.
  const Q u = oracle::to_rational<Q>(0x1p-53);
  const Q required = gamma(8) / ((1 - gamma(3)) * (1 - gamma(5)) * (1 - u));
  EXPECT_LE(oracle::to_rational<Q>(detail::box_gap_filter_coefficient), required + u);
}

TEST(BoxGapFilter, certifies_the_same_gaps_at_every_scale_in_its_range) {
  // The bound is relative: scaling every term by 2^k scales the computed
  // gap and the sum of magnitudes exactly (no number leaves the normal
  // range here), so what the filter certifies at one scale it certifies at
  // all of them, down to magnitudes just above its floor of 2^-900. Terms of
  // exponents -20 to 20, some built to cancel to within a few ulps.
  std::mt19937_64 random(11);
  std::uniform_int_distribution<int> exponent(-20, 20);
  std::uniform_real_distribution<double> mantissa(1, 2);
  int certain = 0, uncertain = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    double terms[4];
    for (double& term : terms) term = std::ldexp(mantissa(random), exponent(random)) * (random() % 2 ? 1 : -1);
    if (trial % 2) terms[3] = -((terms[0] + terms[1]) + terms[2]) * (1 + (static_cast<int>(random() % 5) - 2) * 0x1p-52);
    const detail::FilteredSign unscaled = detail::filtered_sign(terms);
    (unscaled.is_certain ? certain : uncertain) += 1;
    for (const int k : {-850, -600, -300, -100, 100, 300, 600, 900}) {
      double scaled[4];
      for (int i = 0; i < 4; ++i) scaled[i] = std::ldexp(terms[i], k);
      const detail::FilteredSign filtered = detail::filtered_sign(scaled);
      EXPECT_EQ(filtered.is_certain, unscaled.is_certain) << "trial " << trial << ", scale 2^" << k;
      EXPECT_EQ(filtered.sign, unscaled.sign) << "trial " << trial << ", scale 2^" << k;
    }
  }
  EXPECT_GT(certain, 0);
  EXPECT_GT(uncertain, 0);
}

TEST(TurnFilter, declines_a_turn_whose_rounding_reverses_its_sign) {
  // Found by a search of near-collinear triples whose differences round: the
  // filter computes a positive turn about 1.03 u (|l| + |r|) large, while
  // the exact turn is negative. A bound of u (|l| + |r|) would certify the
  // wrong sign; 3 u does not.
  const Vec2<double> a{-0x1.e528624e6f39dp+19, -0x1.89e55b4fda17ap+19};
  const Vec2<double> b{-0x1.57dd19e46aa1ap+20, -0x1.18f20cab9e331p+19};
  const Vec2<double> c{-0x1.05cae8f766f53p+21, -0x1.4218d9b3eba4fp+17};
  const double left = (b.x - a.x) * (c.y - a.y), right = (b.y - a.y) * (c.x - a.x);
  ASSERT_GT(left - right, 0);
  ASSERT_GT(left - right, 0x1p-53 * (std::fabs(left) + std::fabs(right)));
  EXPECT_EQ(rational_turn_sign(a, b, c), -1);
  EXPECT_EQ(detail::turn_sign(a, b, c), -1);
  // The same turn the other way round: l and r swap, and now |l| > |r| (both
  // products are negative), which a bound of u (|l| - |r|) would certify.
  EXPECT_EQ(detail::turn_sign(a, c, b), 1);
}

TEST(TurnFilter, coefficient_covers_the_edge_filter_s_roundings) {
  // polygon.hpp least_turn_sign: one bound for every turn of an edge, the
  // coefficient times fl(fl(|e.x| reach.y) + fl(|e.y| reach.x)), rounded
  // once more: three roundings down by at most (1 - u) each, which the
  // coefficient's slack must cover.
  const Q u = oracle::to_rational<Q>(0x1p-53);
  const Q kept = (1 - u) * (1 - u) * (1 - u);
  EXPECT_GE(oracle::to_rational<Q>(detail::turn_filter_coefficient) * kept, (3 + 16 * u) * u);
}

TEST(EdgeFilter, declines_the_turns_whose_rounding_reverses_their_sign_across_a_separating_edge) {
  // Found by a search of near-collinear triples: c lies just outside the
  // edge a -> b, between a and b, but its computed turn is positive, by
  // 0.65 to 1.8 u times the sum least_turn_sign bounds the edge's turns by.
  // A is a, b and d (to the left: counter-clockwise); B is c and two points
  // a little outside, so that only the edge's line separates them and c is
  // B's vertex closest to it. The numbers are on no common grid. A bound of
  // u times the sum (the first case, 1.79 u), or one that drops a part of
  // it (a difference of the two products, a reach added instead of
  // subtracted on either side of either axis: the other cases, whose
  // extents lie on both sides of 0), would certify the wrong sign; the
  // bound does not. Each case also as a clockwise A, and as the segment
  // from a to b, whose edges see both sides (its side outside taken twice
  // would double the turns and certify the first case's).
  struct Case {
    Vec2<double> a, b, c, d, b1, b2;
  };
  const Case cases[] = {
      {{0x1.29eb84fffe368p+18, 0x1.3d631088438bcp+18}, {-0x1.7f40b922c20c7p+19, -0x1.90ce91fe8f4c3p+19}, {-0x1.757ae43af9a6ep+19, -0x1.86887703b4e4dp+19}, {-216999, -269724}, {-767123, -799868}, {-764943, -797576}},
      {{0x1.5fd7b1727e3ccp+19, -0x1.bfc6b010f473cp+19}, {0x1.1a53231a44c6p+17, 0x1.7c43b2005209ap+19}, {0x1.b145c72b87a4p+17, 0x1.0d2a77af67841p+19}, {398645, -80652}, {222955, 553524}, {224107, 550132}},
      {{0x1.117c7fd7bd9f8p+19, -0x1.09761d4395e19p+19}, {-0x1.e66dcbbefed72p+18, 0x1.6f3a9ce0eeaeap+19}, {-0x1.c6f7bcde00a46p+18, 0x1.5bf7977c3b9ep+19}, {5083, 83046}, {-465649, 714991}, {-463533, 712399}},
      {{-0x1.3dffbd5dac38fp+19, 0x1.df91e37b49ca8p+18}, {0x1.deed1db7910f4p+18, -0x1.1bcb336132cfbp+19}, {0x1.cd45d2027d2eap+18, -0x1.1380e5d1a5c95p+19}, {-58975, -22231}, {472413, -566445}, {470129, -564301}},
      {{0x1.c1a515e932bf4p+19, -0x1.2ea9b3f5137abp+19}, {-0x1.bda3db4c9f244p+17, 0x1.2cdedc4cc36c4p+19}, {-0x1.7d4e40dcd827p+17, 0x1.1b91b92444e26p+19}, {321632, -24816}, {-195142, 583135}, {-192843, 580663}},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(testing::Message() << std::hexfloat << "a " << k.a.x << "," << k.a.y);
    ASSERT_EQ(rational_turn_sign(k.a, k.b, k.d), 1);
    for (const Vec2<double>& x : {k.c, k.b1, k.b2}) ASSERT_EQ(rational_turn_sign(k.a, k.b, x), -1);
    ASSERT_GT((k.b.x - k.a.x) * (k.c.y - k.a.y) - (k.b.y - k.a.y) * (k.c.x - k.a.x), 0)
        << "the computed turn must have the wrong sign";
    const std::vector<Vec2<double>> a{k.a, k.b, k.d}, clockwise_a{k.b, k.a, k.d}, segment{k.a, k.b}, b{k.c, k.b1, k.b2};
    const PolygonView<double> view_a{a.data(), a.size()}, view_b{b.data(), b.size()};
    EXPECT_EQ(classify(view_a, view_b), Relation::disjoint);
    EXPECT_EQ(classify(view_b, view_a), Relation::disjoint);
    EXPECT_EQ(classify(CheckedPolygon<double>(view_a), CheckedPolygon<double>(view_b)), Relation::disjoint);
    EXPECT_EQ(classify(PolygonView<double>{clockwise_a.data(), clockwise_a.size()}, view_b), Relation::disjoint);
    EXPECT_EQ(classify(PolygonView<double>{segment.data(), segment.size()}, view_b), Relation::disjoint);
  }
}

TEST(TurnFilter, takes_no_difference_that_rounds_by_exactly_one_as_exact) {
  // b.x - a.x = 2^54 + 1 rounds (a tie to even) to 2^54, its TwoSum error
  // exactly 1; every other difference is exact. The computed turn is 2^54 -
  // 2^27 2^27 = 0, which the filter cannot sign; the exact turn is 1.
  const Vec2<double> a{-1, 0}, b{0x1p+54, 0x1p+27}, c{0x1p+27 - 1, 1};
  ASSERT_EQ(rational_turn_sign(a, b, c), 1);
  EXPECT_EQ(detail::turn_sign(a, b, c), 1);
  EXPECT_EQ(detail::turn_sign(b, c, a), 1);
  EXPECT_EQ(detail::turn_sign(c, a, b), 1);
  // Mirrored (x and y swapped), so that it is b.y - a.y that rounds: the
  // turn changes sign.
  const Vec2<double> a_mirrored{0, -1}, b_mirrored{0x1p+27, 0x1p+54}, c_mirrored{1, 0x1p+27 - 1};
  ASSERT_EQ(rational_turn_sign(a_mirrored, b_mirrored, c_mirrored), -1);
  EXPECT_EQ(detail::turn_sign(a_mirrored, b_mirrored, c_mirrored), -1);
  EXPECT_EQ(detail::turn_sign(b_mirrored, c_mirrored, a_mirrored), -1);
  EXPECT_EQ(detail::turn_sign(c_mirrored, a_mirrored, b_mirrored), -1);
}

/// Turns of random triples of each kind the kernel meets, against rationals:
/// small integers, collinear triples far from the origin and their one-ulp
/// nudges, numbers of every magnitude (subnormal to near DBL_MAX, where the
/// wide integer decides).
template <class T>
void expect_random_turns_exact(std::uint32_t seed) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> small(-4, 4),
      exponent(std::numeric_limits<T>::min_exponent - 30, std::numeric_limits<T>::max_exponent - 2);
  std::uniform_real_distribution<double> unit(-1, 1);
  int mismatches = 0;
  for (int i = 0; i < 30'000; ++i) {
    Vec2<T> p[3];
    const int kind = i % 3;
    for (Vec2<T>& point : p) {
      if (kind == 0) {
        point = {T(small(random)), T(small(random))};
      } else if (kind == 1) {
        const T far = std::is_same_v<T, float> ? T(0x1p+20) : T(0x1p+48);
        const T step = T(small(random));
        point = {far + 3 * step, far + 5 * step};  // on one line far away
        if (random() % 2 == 0) point.y = std::nextafter(point.y, T(random() % 2 ? 1e30 : -1e30));
      } else {
        point = {T(std::ldexp(unit(random), exponent(random))), T(std::ldexp(unit(random), exponent(random)))};
      }
    }
    const int expected = rational_turn_sign(p[0], p[1], p[2]);
    const int actual = detail::turn_sign(p[0], p[1], p[2]);
    if (actual != expected && ++mismatches <= 5) {
      ADD_FAILURE() << std::hexfloat << "turn of (" << p[0].x << "," << p[0].y << ") (" << p[1].x << "," << p[1].y
                    << ") (" << p[2].x << "," << p[2].y << "): " << actual << ", exactly " << expected;
    }
  }
  EXPECT_EQ(mismatches, 0);
}

TEST(TurnSign, float_triples_of_every_kind_are_exact) { expect_random_turns_exact<float>(1); }
TEST(TurnSign, double_triples_of_every_kind_are_exact) { expect_random_turns_exact<double>(2); }

TEST(TurnSign, a_turn_whose_products_cancel_except_their_rounding_errors) {
  // (1 + 2^-30)^2 and 1 + 2^-29 differ only by 2^-60, which no double
  // product of them keeps: the filter cannot tell, the exact steps can.
  const double e = 1 + 0x1p-30;
  const Vec2<double> origin{0, 0}, b{e, 1 + 0x1p-29}, c{1, e};
  EXPECT_EQ(detail::turn_sign(origin, b, c), 1);
  EXPECT_EQ(detail::turn_sign(origin, c, b), -1);
  EXPECT_EQ(rational_turn_sign(origin, b, c), 1);
}

TEST(TurnSign, extreme_doubles_go_to_the_wide_integer_and_stay_exact) {
  const double big = 0x1p+1000, tiny = 0x1p-1070;
  const Vec2<double> a{big, -big}, b{-big, big}, on{0, 0}, off{0, tiny};
  EXPECT_EQ(detail::turn_sign(a, b, on), 0);
  EXPECT_EQ(detail::turn_sign(a, b, off), rational_turn_sign(a, b, off));
  EXPECT_EQ(detail::turn_sign(a, b, off), -1);
}

// ---------------------------------------------------------------------------
// The grid test of a pair
// ---------------------------------------------------------------------------

/// The extent of a list of at least one vertex.
template <class T>
detail::Extent<T> extent_of(const std::vector<Vec2<T>>& list) {
  detail::Extent<T> extent{list[0].x, list[0].x, list[0].y, list[0].y};
  for (const Vec2<T>& p : list) extent = detail::extended(extent, p);
  return extent;
}

/// Whether the grid test holds for the pair of lists (a, b), with b's
/// extent given and found from its list (alike).
template <class T>
bool is_pair_on_grid(const std::vector<Vec2<T>>& a, const std::vector<Vec2<T>>& b) {
  const detail::Extent<T> a_extent = extent_of(a), b_extent = extent_of(b);
  detail::PairGrid<T> grid(view_of(a), a_extent, view_of(b), &b_extent);
  const bool holds = grid.holds();
  detail::PairGrid<T> grid_finding_b(view_of(a), a_extent, view_of(b), nullptr);  // b's extent from its list
  EXPECT_EQ(grid_finding_b.holds(), holds);
  return holds;
}

TEST(PairGrid, is_two_to_the_minus_25_of_the_binade_of_twice_the_largest_magnitude) {
  // Largest magnitude 1.5 at each place of either extent: M = 3, so e = 1
  // and the grid is 2^-24. Were M the largest magnitude itself (e = 0) the
  // grid would be 2^-25; were it three times it (e = 2), 2^-23.
  const Vec2<double> far_points[] = {{-1.5, 0}, {1.5, 0}, {0, -1.5}, {0, 1.5}};
  for (const Vec2<double>& far : far_points) {
    for (const bool is_far_in_a : {true, false}) {
      const std::vector<Vec2<double>> far_list{{0, 0}, far};
      for (const auto& [x, expected] : {std::pair{0x1p-24, true}, {3 * 0x1p-24, true}, {0x1p-25, false}}) {
        const std::vector<Vec2<double>> near_list{{x, 0}, {0, -x}};
        const bool holds = is_far_in_a ? is_pair_on_grid(far_list, near_list) : is_pair_on_grid(near_list, far_list);
        EXPECT_EQ(holds, expected) << far.x << " " << far.y << " " << is_far_in_a << " " << x;
      }
    }
  }
}

TEST(PairGrid, holds_only_where_nothing_can_underflow_or_overflow) {
  for (const auto& [largest, expected] :
       {std::pair{0x1p-461, false}, {0x1p-460, true}, {0x1p+458, true}, {0x1p+459, false}}) {
    const std::vector<Vec2<double>> a{{largest, 0}, {0, largest}}, b{{0, 0}};
    EXPECT_EQ(is_pair_on_grid(a, b), expected) << largest;
  }
}

TEST(PairGrid, float_lists_near_one_magnitude_are_on_their_grid) {
  // Floats in [2^12, 2^13) are multiples of 2^-11; with M < 2^14 the grid
  // is 2^-12: a pair placed far from the origin and nudged by ulps holds.
  const std::vector<Vec2<float>> a{{4096.5f, 5000}, {std::nextafter(8000.f, 9000.f), 5000}, {6000, 7000}};
  const std::vector<Vec2<float>> b{{4096.5f, 5000.25f}, {7000, 4500}};
  EXPECT_TRUE(is_pair_on_grid(a, b));
  const std::vector<Vec2<float>> c{{0.1f, 5000}};  // 0.1f needs bits down to 2^-27
  EXPECT_FALSE(is_pair_on_grid(a, c));
}

/// Two integer vectors e and w with cross(e, w) = e.x w.y - e.y w.x = 1, e's
/// entries drawn from [largest / 2, largest] and w's between 0 and e's: a
/// long, nearly collinear pair whose turn is the smallest there is.
std::pair<std::array<long long, 2>, std::array<long long, 2>> make_unit_turn(std::mt19937_64& random,
                                                                           long long largest) {
  std::uniform_int_distribution<long long> entry(largest / 2, largest);
  for (;;) {
    const long long ex = entry(random), ey = entry(random);
    // Extended Euclid: ex * x + ey * y = gcd(ex, ey).
    long long r0 = ex, r1 = ey, x0 = 1, x1 = 0, y0 = 0, y1 = 1;
    while (r1 != 0) {
      const long long quotient = r0 / r1;
      r0 = std::exchange(r1, r0 - quotient * r1);
      x0 = std::exchange(x1, x0 - quotient * x1);
      y0 = std::exchange(y1, y0 - quotient * y1);
    }
    if (r0 != 1) continue;
    // w = (-y, x) has cross(e, w) = ex x + ey y = 1; moved by a multiple of
    // e (which keeps the cross) to lie between 0 and e.
    long long wx = -y0, wy = x0;
    const long long shift = wx < 0 || wy < 0 ? 1 : 0;
    wx += shift * ex, wy += shift * ey;
    if (wx < 0 || wy < 0 || wx > ex || wy > ey) continue;
    return {{ex, ey}, {wx, wy}};
  }
}

TEST(PairGrid, the_turns_of_points_on_the_grid_are_exact_up_to_the_largest_multiples) {
  // Coordinates k * Q, Q = 2^(e-25), |k| < 2^25 (so M < 2^(e+1)): a third
  // of the triples at random, many near the extremes, a third on one line
  // through far-apart points (exact zero turns whose products are near 2^52
  // Q^2), a third spanning the range with a turn of +-Q^2 (make_unit_turn,
  // products near 2^52 Q^2 that differ by one). With the grid test the turn
  // agrees with rationals.
  std::mt19937_64 random(3);
  constexpr long long limit = (1LL << 25) - 1;
  std::uniform_int_distribution<long long> anywhere(-limit, limit), step(-limit / 4, limit / 4);
  std::uniform_int_distribution<int> small(-7, 7), near_limit(0, 15), choice(0, 2);
  for (const int e : {-400, -30, 0, 13, 52, 400}) {
    const double grid_step = std::ldexp(1.0, e - 25);
    const auto multiple = [&] {
      if (choice(random) == 0) return anywhere(random);
      return (small(random) < 0 ? -1 : 1) * (limit - near_limit(random));
    };
    int zero_turns = 0, triples = 0;
    while (triples < 20000) {
      long long ax = multiple(), ay = multiple(), bx = multiple(), by = multiple(), cx = multiple(), cy = multiple();
      if (triples % 3 == 0) {  // a, b, c on a line of direction (p, q)
        const long long p = small(random), q = small(random), s = step(random), t = step(random);
        bx = ax + s * p, by = ay + s * q, cx = ax + t * p, cy = ay + t * q;
      }
      // b - a and c - a turn by one unit, from one corner of the range to
      // the other; every other such triple in units of Q / 2 (odd
      // multiples: off the grid, whose test must fail there).
      const bool is_finer = triples % 6 == 4;
      const long long unit_limit = is_finer ? 2 * limit + 1 : limit;
      if (triples % 3 == 1) {
        const auto [edge, other] = make_unit_turn(random, 2 * unit_limit);
        const long long sx = random() % 2 ? 1 : -1, sy = random() % 2 ? 1 : -1;  // a quadrant
        ax = -sx * unit_limit, ay = -sy * unit_limit;
        bx = ax + sx * edge[0], by = ay + sy * edge[1];
        cx = ax + sx * other[0], cy = ay + sy * other[1];
        if (random() % 2) std::swap(bx, cx), std::swap(by, cy);
      }
      if (std::max({std::llabs(bx), std::llabs(by), std::llabs(cx), std::llabs(cy)}) > unit_limit) continue;
      ++triples;
      const double unit = is_finer ? grid_step / 2 : grid_step;
      const auto point = [&](long long x, long long y) { return Vec2<double>{x * unit, y * unit}; };
      const std::vector<Vec2<double>> a{point(ax, ay), point(bx, by)}, b{point(cx, cy)};
      const detail::Extent<double> a_extent = extent_of(a), b_extent = extent_of(b);
      detail::PairGrid<double> grid(view_of(a), a_extent, view_of(b), &b_extent);
      ASSERT_EQ(is_pair_on_grid(a, b), !is_finer) << e;
      const int expected = rational_turn_sign(a[0], a[1], b[0]);
      zero_turns += expected == 0;
      ASSERT_EQ(detail::turn_sign(a[0], a[1], detail::difference(a[0], a[1]), b[0], grid), expected)
          << e << " " << ax << " " << ay << " " << bx << " " << by << " " << cx << " " << cy;
    }
    EXPECT_GT(zero_turns, 5000) << e;
  }
}

TEST(PairGrid, of_a_polygon_and_a_box_reads_the_box_s_third_number) {
  // The corner c + u + v = (1, 1 + 2^-60) lies 2^-60 off the line y = x of
  // the edge (0, 0) -> (1, 1): the turn is +2^-60. The filter's sum 0.5 + 0
  // + 0.5 + 0 + 2^-60 - 1 rounds to 0 and cannot tell; v.y is off the grid
  // (2^-24 for M = 2), so the grid test fails and the exact step answers.
  // A grid test that skipped v would hold and answer 0.
  const std::vector<Vec2<double>> polygon{{0, 0}, {1, 1}};
  const Vec2<double> c{0, 0.5}, u{0, 0.5}, v{1, 0x1p-60};
  const std::vector<Vec2<double>> box_numbers{c, u, v};
  const detail::Extent<double> polygon_extent = extent_of(polygon);
  detail::PairGrid<double> grid(view_of(polygon), polygon_extent, view_of(box_numbers), nullptr);
  EXPECT_EQ(detail::corner_turn_sign<true>(polygon[0], polygon[1], detail::difference(polygon[0], polygon[1]), c, u,
                                           v, grid),
            1);
  EXPECT_FALSE(grid.holds());
  // The same through classify: the triangle below the line, the box (c, u,
  // v) = ((0, 1.5), (0, -0.5), (1, 2^-60)) above it, its corner (1, 1 +
  // 2^-60) just above the triangle's corner (1, 1): disjoint, not touching.
  const std::vector<Vec2<double>> triangle{{0, 0}, {1, 1}, {1, 0}};
  const Box<double> box{{0, 1.5}, {0, -0.5}, {1, 0x1p-60}};
  std::vector<Point> triangle_points;
  for (const Vec2<double>& point : triangle) triangle_points.push_back(to_point(point));
  const auto corners = oracle::make_box_polygon_from_rationals(to_point(box.center), to_point(box.u), to_point(box.v));
  ASSERT_EQ(harness::relation_of(oracle::intersect_convex_polygons(triangle_points, corners).relation),
            Relation::disjoint);
  EXPECT_EQ(classify(view_of(triangle), box), Relation::disjoint);
}

/// A point's coordinates as rationals, added.
Point sum_of(const Point& a, const Point& b) { return {a.x + b.x, a.y + b.y}; }

TEST(PairGrid, the_signs_of_a_polygon_and_a_box_on_the_grid_are_exact_up_to_the_largest_multiples) {
  // Box numbers c, u, v and polygon vertices p, q, x at k * Q, Q =
  // 2^(e-25), |k| < 2^25 (so 2 * largest < 2^(e+1)): c near +-2^24, u and
  // v near +-2^23, so the corner c + u + v is within the limit; p and q on
  // a line through that corner, as far out as the limit lets them (a
  // contact whose filter terms are near 2^51 Q^2 and sum to zero), or
  // nudged off it by one Q, or from one corner of the range to the other
  // with a turn of +-Q^2 at the box's corner (make_unit_turn; terms near
  // 2^52 Q^2), or anywhere; x on the side line through c + v along u (a
  // side contact). With the grid test every sign, and that of a coordinate
  // sum, agrees with rationals.
  std::mt19937_64 random(5);
  constexpr long long limit = (1LL << 25) - 1;
  std::uniform_int_distribution<long long> anywhere(-limit, limit);
  std::uniform_int_distribution<int> small(-7, 7), near(0, 1 << 12);
  const auto near_plus_or_minus = [&](long long k) { return (random() % 2 == 0 ? 1 : -1) * (k - near(random)); };
  for (const int e : {-400, -30, 0, 13, 52, 400}) {
    const double grid_step = std::ldexp(1.0, e - 25);
    const auto number = [&](long long k) { return k * grid_step; };
    int zero_signs = 0;
    for (int i = 0; i < 20000; ++i) {
      long long cx = near_plus_or_minus(limit / 2), cy = near_plus_or_minus(limit / 2);
      long long ux = near_plus_or_minus(limit / 4), uy = near_plus_or_minus(limit / 4);
      long long vx = near_plus_or_minus(limit / 4), vy = near_plus_or_minus(limit / 4);
      long long corner_x = cx + ux + vx, corner_y = cy + uy + vy;
      long long px = anywhere(random), py = anywhere(random), qx = anywhere(random), qy = anywhere(random);
      if (i % 4 == 3) {  // the corner's turn +-1: p at a corner of the range, q beyond the opposite one
        const auto [edge, to_corner] = make_unit_turn(random, 2 * limit);
        const long long sx = random() % 2 ? 1 : -1, sy = random() % 2 ? 1 : -1;
        px = -sx * limit, py = -sy * limit, qx = px + sx * edge[0], qy = py + sy * edge[1];
        corner_x = px + sx * to_corner[0], corner_y = py + sy * to_corner[1];
        // u and v toward the corner, so that c = corner - u - v stays in range.
        ux = (corner_x < 0 ? -1 : 1) * std::llabs(ux), uy = (corner_y < 0 ? -1 : 1) * std::llabs(uy);
        vx = (corner_x < 0 ? -1 : 1) * std::llabs(vx), vy = (corner_y < 0 ? -1 : 1) * std::llabs(vy);
        cx = corner_x - ux - vx, cy = corner_y - uy - vy;
      } else if (i % 2 == 0) {
        long long a = small(random), b = small(random);
        if (a == 0 && b == 0) a = 1;
        const long long room = limit - std::max(std::llabs(corner_x), std::llabs(corner_y));
        const long long reach = room / std::max(std::llabs(a), std::llabs(b));
        const long long s = reach - near(random) % (reach + 1), t = reach - near(random) % (reach + 1);
        px = corner_x - s * a, py = corner_y - s * b, qx = corner_x + t * a, qy = corner_y + t * b;
        if (i % 4 == 0) px += px > 0 ? -1 : 1;  // toward 0: within the limit
      }
      const long long along = small(random) % 2;  // -1, 0 or 1
      const long long xx = cx + vx + along * ux, xy = cy + vy + along * uy;
      const Vec2<double> p{number(px), number(py)}, q{number(qx), number(qy)}, x{number(xx), number(xy)};
      const Vec2<double> c{number(cx), number(cy)}, u{number(ux), number(uy)}, v{number(vx), number(vy)};
      const std::vector<Vec2<double>> polygon{p, q, x}, box_numbers{c, u, v};
      const detail::Extent<double> polygon_extent = extent_of(polygon);
      detail::PairGrid<double> grid(view_of(polygon), polygon_extent, view_of(box_numbers), nullptr);
      ASSERT_TRUE(grid.holds()) << e;
      const Point corner = sum_of(sum_of(to_point(c), to_point(u)), to_point(v));
      const Q turn = oracle::orientation(to_point(p), to_point(q), corner);
      const int expected_turn = turn > 0 ? 1 : turn < 0 ? -1 : 0;
      ASSERT_EQ(detail::corner_turn_sign<true>(p, q, detail::difference(p, q), c, u, v, grid), expected_turn)
          << e << " corner turn " << px << " " << py << " " << qx << " " << qy << " " << cx << " " << cy << " " << ux
          << " " << uy << " " << vx << " " << vy;
      const Point middle = sum_of(to_point(c), to_point(v));
      const Q side = oracle::orientation(middle, sum_of(middle, to_point(u)), to_point(x));
      const int expected_side = side > 0 ? 1 : side < 0 ? -1 : 0;
      ASSERT_EQ(detail::side_gap_sign<true>(x, c, u, v, grid), expected_side) << e << " side gap";
      const long long sum = cx + std::llabs(ux) + std::llabs(vx) - px;
      ASSERT_EQ(detail::sum_sign<true>(c.x, std::fabs(u.x), std::fabs(v.x), -p.x, grid), (sum > 0) - (sum < 0))
          << e << " coordinate sum";
      zero_signs += (expected_turn == 0) + (expected_side == 0);
    }
    EXPECT_GT(zero_signs, 15000) << e;
  }
}

// ---------------------------------------------------------------------------
// check_polygon
// ---------------------------------------------------------------------------

/// check_polygon's verdict by the oracle's reference (in rationals).
PolygonCheck reference_check(const std::vector<Point>& list) {
  const oracle::ListVerdict verdict = oracle::check_convex_list(list);
  switch (verdict.fault) {
    case oracle::ListFault::none: return {PolygonProblem::none, 0};
    case oracle::ListFault::empty: return {PolygonProblem::empty, 0};
    case oracle::ListFault::not_convex: return {PolygonProblem::not_convex, verdict.vertex};
    case oracle::ListFault::self_intersecting: return {PolygonProblem::self_intersecting, 0};
  }
  return {PolygonProblem::empty, 0};
}

/// The nine points of a 3 x 3 grid, placed by `place` (an exact map that
/// keeps every turn's sign).
template <class T, class Place>
std::array<Vec2<T>, 9> grid_points(Place place) {
  std::array<Vec2<T>, 9> points;
  for (int i = 0; i < 9; ++i) points[i] = {place(T(i % 3)), place(T(i / 3))};
  return points;
}

/// Where the grid is placed: as it is, far from the origin, scaled into
/// the subnormals, scaled near the top of the range.
template <class T>
std::vector<std::array<Vec2<T>, 9>> grid_placements() {
  const T far = std::is_same_v<T, float> ? T(0x1p+22) : T(0x1p+51);
  const T tiny = std::is_same_v<T, float> ? T(0x1p-147) : T(0x1p-1072);
  const T huge = std::is_same_v<T, float> ? T(0x1p+125) : T(0x1p+1020);
  return {grid_points<T>([](T x) { return x; }), grid_points<T>([far](T x) { return far + x; }),
          grid_points<T>([tiny](T x) { return tiny * x; }), grid_points<T>([huge](T x) { return huge * x; })};
}

template <class T>
class PolygonKernel : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PolygonKernel, Precisions);

TYPED_TEST(PolygonKernel, check_polygon_agrees_with_the_contract_on_every_list_of_up_to_five_grid_points) {
  using T = TypeParam;
  const auto placements = grid_placements<T>();
  const auto& small = placements[0];
  std::array<long, 5> count = {};  // by PolygonProblem
  long mismatches = 0;
  for (int n = 1; n <= 5; ++n) {
    std::vector<int> index(n, 0);
    for (;;) {
      std::vector<Point> rational;
      for (const int i : index) rational.push_back(to_point(small[i]));
      const PolygonCheck expected = reference_check(rational);
      ++count[static_cast<int>(expected.problem)];
      for (const auto& points : placements) {
        std::vector<Vec2<T>> list;
        for (const int i : index) list.push_back(points[i]);
        const PolygonCheck actual = check_polygon(view_of(list)), kept = CheckedPolygon<T>(view_of(list)).check();
        const bool is_kept = kept.problem == actual.problem && kept.vertex == actual.vertex;
        if ((actual.problem != expected.problem || actual.vertex != expected.vertex || !is_kept) && ++mismatches <= 5) {
          std::string indices;
          for (const int i : index) indices += std::to_string(i) + " ";
          ADD_FAILURE() << "grid points " << indices << "(placed at " << points[1].x
                        << "): " << to_string(actual.problem) << " at " << actual.vertex << ", expected "
                        << to_string(expected.problem) << " at " << expected.vertex;
        }
      }
      int digit = 0;
      while (digit < n && ++index[digit] == 9) index[digit++] = 0;
      if (digit == n) break;
    }
  }
  EXPECT_EQ(mismatches, 0);
  const long none = count[0], not_convex = count[3], self_intersecting = count[4];
  EXPECT_EQ(none + not_convex + self_intersecting, 9 + 81 + 729 + 6561 + 59049);
  EXPECT_GT(none, 10'000);
  EXPECT_GT(not_convex, 10'000);
  EXPECT_GT(self_intersecting, 100);
}

// ---------------------------------------------------------------------------
// classify
// ---------------------------------------------------------------------------

/// Every distinct convex hull of a set of points of the 3 x 3 grid {0, 2,
/// 4}^2 (points, segments, triangles, ... the square), as the oracle's
/// canonical vertex lists of small-grid indices.
std::vector<std::vector<Point>> grid_hulls() {
  std::vector<std::vector<Point>> hulls;
  for (int subset = 1; subset < (1 << 9); ++subset) {
    std::vector<Point> points;
    for (int i = 0; i < 9; ++i) {
      if (subset & (1 << i)) points.push_back({Q(2 * (i % 3)), Q(2 * (i / 3))});
    }
    std::vector<Point> hull = oracle::make_convex_hull(points);
    if (std::find(hulls.begin(), hulls.end(), hull) == hulls.end()) hulls.push_back(hull);
  }
  return hulls;
}

/// The same polygon written differently: as is, reversed, from another
/// start, with a repeated vertex and with the midpoint of an edge inserted.
std::vector<std::vector<Point>> writings_of(const std::vector<Point>& hull) {
  std::vector<Point> reversed(hull.rbegin(), hull.rend());
  std::vector<Point> turned(hull.begin() + hull.size() / 2, hull.end());
  turned.insert(turned.end(), hull.begin(), hull.begin() + hull.size() / 2);
  std::vector<Point> repeated = hull;
  repeated.insert(repeated.begin(), hull.front());
  std::vector<Point> with_midpoint = hull;
  const Point& next = hull[1 % hull.size()];
  with_midpoint.insert(with_midpoint.begin() + 1, Point{(hull[0].x + next.x) / 2, (hull[0].y + next.y) / 2});
  return {hull, reversed, turned, repeated, with_midpoint};
}

/// B moved by these (half-grid) steps meets A edge on edge, vertex on edge
/// and across.
const std::array<Point, 4> grid_moves = {Point{0, 0}, Point{1, 0}, Point{1, 1}, Point{-1, 2}};

/// The oracle's relation of grid hulls i and j, j moved by grid_moves[m], at
/// [(i * hulls + j) * moves + m]; computed once, for both precisions' tests.
const std::vector<Relation>& grid_pair_relations() {
  static const std::vector<Relation> relations = [] {
    const std::vector<std::vector<Point>> hulls = grid_hulls();
    std::vector<Relation> all;
    for (const std::vector<Point>& a : hulls) {
      for (const std::vector<Point>& hull : hulls) {
        for (const Point& move : grid_moves) {
          std::vector<Point> b = hull;
          for (Point& p : b) p = p + move;
          all.push_back(harness::relation_of(oracle::intersect_convex_polygons(a, b).relation));
        }
      }
    }
    return all;
  }();
  return relations;
}

template <class T, class Place>
std::vector<Vec2<T>> placed(const std::vector<Point>& list, Place place) {
  std::vector<Vec2<T>> vertices;
  for (const Point& p : list)
    vertices.push_back({place(T(p.x.convert_to<double>())), place(T(p.y.convert_to<double>()))});
  return vertices;
}

// classify in both orders, and certify's certificate checked exactly.
TYPED_TEST(PolygonKernel, classify_agrees_with_the_oracle_on_every_pair_of_grid_polygons) {
  using T = TypeParam;
  const std::vector<std::vector<Point>> hulls = grid_hulls();
  const T far = std::is_same_v<T, float> ? T(0x1p+21) : T(0x1p+50);
  const T tiny = std::is_same_v<T, float> ? T(0x1p-146) : T(0x1p-1071);
  const T huge = std::is_same_v<T, float> ? T(0x1p+124) : T(0x1p+1019);
  const auto as_is = [](T x) { return x; };
  const std::vector<Relation>& relations = grid_pair_relations();
  // ways[m][h]: hull h moved by grid_moves[m], as is, far away, subnormal, near
  // the top of the range; then written the other ways of writings_of.
  std::vector<std::vector<std::vector<std::vector<Vec2<T>>>>> ways(grid_moves.size());
  for (std::size_t m = 0; m < grid_moves.size(); ++m) {
    for (std::vector<Point> hull : hulls) {
      for (Point& p : hull) p = p + grid_moves[m];
      std::vector<std::vector<Vec2<T>>> hull_ways = {
          placed<T>(hull, as_is), placed<T>(hull, [far](T x) { return far + x; }),
          placed<T>(hull, [tiny](T x) { return tiny * x; }), placed<T>(hull, [huge](T x) { return huge * x; })};
      const std::vector<std::vector<Point>> writings = writings_of(hull);
      for (std::size_t w = 1; w < writings.size(); ++w) hull_ways.push_back(placed<T>(writings[w], as_is));
      ways[m].push_back(hull_ways);
    }
  }
  const char* const way_names[] = {"as is",
                                   "far away",
                                   "subnormal",
                                   "near the top",
                                   "B reversed",
                                   "B from another start",
                                   "B with a repeated vertex",
                                   "B with an edge's midpoint"};
  // writings[j]: hull j unmoved, written the ways of writings_of (the
  // certificates are checked in rationals for unmoved pairs only).
  std::vector<std::vector<std::vector<Point>>> writings;
  for (const std::vector<Point>& hull : hulls) writings.push_back(writings_of(hull));
  std::array<long, 3> count = {0, 0, 0};
  long mismatches = 0;
  for (std::size_t i = 0; i < hulls.size(); ++i) {
    for (std::size_t j = 0; j < hulls.size(); ++j) {
      for (std::size_t m = 0; m < grid_moves.size(); ++m) {
        const Relation expected = relations[(i * hulls.size() + j) * grid_moves.size() + m];
        ++count[static_cast<int>(expected)];
        for (std::size_t w = 0; w < ways[m][j].size(); ++w) {
          const PolygonView<T> a_view = view_of(ways[0][i][w < 4 ? w : 0]);  // A as is beside B written otherwise
          const PolygonView<T> b_view = view_of(ways[m][j][w]);
          const Relation actual = classify(a_view, b_view), swapped = classify(b_view, a_view);
          const Relation checked = classify(CheckedPolygon<T>(a_view), CheckedPolygon<T>(b_view));
          const PolygonCertificate certificate = certify(a_view, b_view);
          // The certificate also by the oracle, unmoved, for B as it is and
          // written otherwise (A as it is): lists of the grid's own numbers.
          const bool is_on_grid = w == 0 || w >= 4;
          const bool is_certified = certificate.relation == expected &&
                                    harness::has_only_the_fields_of_its_relation(certificate) &&
                                    is_certificate_valid(a_view, b_view, certificate) &&
                                    (m != 0 || !is_on_grid ||
                                     harness::is_polygon_certificate_true(hulls[i], writings[j][w == 0 ? 0 : w - 3],
                                                                          certificate));
          if ((actual != expected || swapped != expected || checked != expected || !is_certified) &&
              ++mismatches <= 5) {
            ADD_FAILURE() << way_names[w] << ": A is grid hull " << i << ", B hull " << j << " moved by (" << grid_moves[m].x
                          << "," << grid_moves[m].y << "): kernel " << to_string(actual) << " / swapped "
                          << to_string(swapped) << " / checked once " << to_string(checked) << ", certificate "
                          << (is_certified ? "valid" : "NOT valid") << ", oracle " << to_string(expected);
          }
        }
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
  for (const long relation_count : count) EXPECT_GT(relation_count, 10'000);
}

/// The boxes of the polygon-and-box grid test: centres on {0, 1, .., 4}^2
/// and side vectors (zero, along an axis, diagonal, skew: parallelograms,
/// segments and points) whose corners land on the grid, on its half-steps
/// and off it, so that corners meet edges and vertices of the grid
/// polygons exactly.
std::vector<std::array<Point, 3>> grid_boxes() {
  const std::array<Point, 6> us = {Point{0, 0}, Point{1, 0}, Point{0, 1}, Point{1, 1}, Point{2, 1}, Point{1, -1}};
  const std::array<Point, 5> vs = {Point{0, 0}, Point{0, 1}, Point{-1, 1}, Point{1, 2}, Point{Q(1, 2), 0}};
  std::vector<std::array<Point, 3>> boxes;
  for (int x = 0; x <= 4; ++x) {
    for (int y = 0; y <= 4; ++y) {
      for (const Point& u : us) {
        for (const Point& v : vs) boxes.push_back({Point{x, y}, u, v});
      }
    }
  }
  return boxes;
}

/// The oracle's relation of grid hull i and grid box j at [i * boxes + j];
/// computed once, for both precisions' tests.
const std::vector<Relation>& grid_box_relations() {
  static const std::vector<Relation> relations = [] {
    std::vector<Relation> all;
    for (const std::vector<Point>& hull : grid_hulls()) {
      for (const auto& [c, u, v] : grid_boxes()) {
        all.push_back(harness::relation_of(
            oracle::intersect_convex_polygons(hull, oracle::make_box_polygon_from_rationals(c, u, v)).relation));
      }
    }
    return all;
  }();
  return relations;
}

// classify(polygon, box) and of the checked polygon, placed as is, far
// away (polygon and centre moved), subnormal and near the top of the range
// (everything scaled).
TYPED_TEST(PolygonKernel, classify_of_a_polygon_and_a_box_agrees_with_the_oracle_on_the_grid) {
  using T = TypeParam;
  const std::vector<std::vector<Point>> hulls = grid_hulls();
  const std::vector<std::array<Point, 3>> boxes = grid_boxes();
  const std::vector<Relation>& relations = grid_box_relations();
  const T far = std::is_same_v<T, float> ? T(0x1p+21) : T(0x1p+50);
  const T tiny = std::is_same_v<T, float> ? T(0x1p-146) : T(0x1p-1071);
  const T huge = std::is_same_v<T, float> ? T(0x1p+124) : T(0x1p+1019);
  const auto number = [](const Q& q) { return T(q.convert_to<double>()); };
  struct Placement {
    const char* name;
    T offset, scale;
  };
  const Placement placements[] = {{"as is", 0, 1}, {"far away", far, 1}, {"subnormal", 0, tiny}, {"near the top", 0, huge}};
  std::array<long, 3> count = {0, 0, 0};
  long mismatches = 0;
  // placed_hulls[p][i], placed_boxes[p][j]: hull i and box j placed by placements[p].
  std::vector<std::vector<std::vector<Vec2<T>>>> placed_hulls;
  std::vector<std::vector<Box<T>>> placed_boxes;
  for (const Placement& placement : placements) {
    const auto place = [&](T x) { return placement.offset + placement.scale * x; };
    placed_hulls.emplace_back();
    for (const std::vector<Point>& hull : hulls) placed_hulls.back().push_back(placed<T>(hull, place));
    placed_boxes.emplace_back();
    for (const auto& [c, u, v] : boxes) {
      placed_boxes.back().push_back({{place(number(c.x)), place(number(c.y))},
                                     {placement.scale * number(u.x), placement.scale * number(u.y)},
                                     {placement.scale * number(v.x), placement.scale * number(v.y)}});
    }
  }
  for (std::size_t i = 0; i < hulls.size(); ++i) {
    for (std::size_t j = 0; j < boxes.size(); ++j) {
      const auto& [c, u, v] = boxes[j];
      const Relation expected = relations[i * boxes.size() + j];
      ++count[static_cast<int>(expected)];
      for (std::size_t p = 0; p < std::size(placements); ++p) {
        const Placement& placement = placements[p];
        const std::vector<Vec2<T>>& a = placed_hulls[p][i];
        const Box<T>& b = placed_boxes[p][j];
        const Relation actual = classify(view_of(a), b);
        const Relation checked = classify(CheckedPolygon<T>(view_of(a)), b);
        if ((actual != expected || checked != expected) && ++mismatches <= 5) {
          ADD_FAILURE() << placement.name << ": grid hull " << i << ", box c (" << c.x << "," << c.y << ") u ("
                        << u.x << "," << u.y << ") v (" << v.x << "," << v.y << "): kernel " << to_string(actual)
                        << " / checked once " << to_string(checked) << ", oracle " << to_string(expected);
        }
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
  for (const long relation_count : count) EXPECT_GT(relation_count, 10'000);
}

// ---------------------------------------------------------------------------
// The edge-case rows of docs/edge-cases.md ("Convex polygons")
// ---------------------------------------------------------------------------

template <class T>
class PolygonEdgeCases : public ::testing::Test {};
TYPED_TEST_SUITE(PolygonEdgeCases, Precisions);

/// The kernel's certificate checker, and the oracle's
/// (harness/polygon_certificate_check.hpp) expected to agree with it where
/// both lists are convex polygons (the oracle's assumes so).
template <class T>
bool is_certificate_valid_by_both(PolygonView<T> a, PolygonView<T> b, const PolygonCertificate& certificate) {
  const bool by_kernel = is_certificate_valid(a, b, certificate);
  if (check_polygon(a).problem == PolygonProblem::none && check_polygon(b).problem == PolygonProblem::none) {
    const auto rationals = [](PolygonView<T> polygon) {
      std::vector<Point> points;
      for (std::size_t k = 0; k < polygon.count; ++k) points.push_back(to_point(polygon.vertices[k]));
      return points;
    };
    EXPECT_EQ(harness::is_polygon_certificate_true(rationals(a), rationals(b), certificate), by_kernel);
  }
  return by_kernel;
}

/// classify(a, b) and classify(b, a) are `expected`, so is the oracle's
/// answer (for valid lists), overlaps follows under both policies, and
/// certify gives the relation with a certificate that checks, or, for an
/// invalid list, with neither separator nor witness.
template <class T>
void expect_row(const std::vector<Vec2<T>>& a, const std::vector<Vec2<T>>& b, Relation expected) {
  EXPECT_EQ(classify(view_of(a), view_of(b)), expected);
  EXPECT_EQ(classify(view_of(b), view_of(a)), expected);
  for (const auto& [first, second] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
    const PolygonCertificate found = certify(view_of(*first), view_of(*second));
    EXPECT_EQ(found.relation, expected);
    if (expected == Relation::invalid) {
      EXPECT_EQ(found.separator, PolygonCertificate::Separator::none);
      EXPECT_EQ(found.edge, 0u);
      EXPECT_EQ(found.witness.kind, PolygonWitness::Kind::none);
      EXPECT_EQ(found.witness.a_feature, 0u);
      EXPECT_EQ(found.witness.b_feature, 0u);
    } else {
      EXPECT_TRUE(is_certificate_valid_by_both(view_of(*first), view_of(*second), found));
    }
  }
  if (expected != Relation::invalid) {
    std::vector<Point> a_points, b_points;
    for (const Vec2<T>& p : a) a_points.push_back(to_point(p));
    for (const Vec2<T>& p : b) b_points.push_back(to_point(p));
    EXPECT_EQ(harness::relation_of(oracle::intersect_convex_polygons(a_points, b_points).relation), expected);
  }
  EXPECT_EQ(overlaps(view_of(a), view_of(b), TouchingPolicy::closed),
            expected == Relation::overlapping || expected == Relation::touching);
  EXPECT_EQ(overlaps(view_of(a), view_of(b), TouchingPolicy::open), expected == Relation::overlapping);
  const CheckedPolygon<T> checked_a(view_of(a)), checked_b(view_of(b));
  EXPECT_EQ(classify(checked_a, checked_b), expected);
  EXPECT_EQ(classify(checked_b, checked_a), expected);
  EXPECT_EQ(overlaps(checked_a, checked_b, TouchingPolicy::closed),
            expected == Relation::overlapping || expected == Relation::touching);
  EXPECT_EQ(overlaps(checked_a, checked_b, TouchingPolicy::open), expected == Relation::overlapping);
}

template <class T>
const std::vector<Vec2<T>> unit_square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};

TYPED_TEST(PolygonEdgeCases, row_p01_shared_edge_is_touching) {
  using T = TypeParam;
  expect_row<T>(unit_square<T>, {{1, 0}, {2, 0}, {2, 1}, {1, 1}}, Relation::touching);
  expect_row<T>(unit_square<T>, {{1, 1}, {0, 2}, {0, 1}}, Relation::touching);  // part of an edge, clockwise
}

TYPED_TEST(PolygonEdgeCases, row_p02_vertex_on_edge_or_vertex_is_touching) {
  using T = TypeParam;
  expect_row<T>(unit_square<T>, {{1, T(0.5)}, {2, 0}, {2, 1}}, Relation::touching);
  expect_row<T>(unit_square<T>, {{1, 1}, {2, 1}, {2, 2}}, Relation::touching);
  // A triangle with edges of Pythagorean direction (3, 4) whose vertex lies on the square's edge far from 0.
  const T x = std::is_same_v<T, float> ? T(1 << 20) : T(0x1p+40);
  expect_row<T>({{x, x}, {x + 3, x}, {x + 3, x + 3}, {x, x + 3}}, {{x + 3, x + 1}, {x + 6, x - 3}, {x + 9, x + 1}},
                Relation::touching);
}

TYPED_TEST(PolygonEdgeCases, row_p03_containment_and_identity_are_overlapping) {
  using T = TypeParam;
  expect_row<T>(unit_square<T>, {{T(0.25), T(0.25)}, {T(0.75), T(0.25)}, {T(0.5), T(0.75)}}, Relation::overlapping);
  expect_row<T>(unit_square<T>, {{0, 0}, {1, 0}, {0, 1}}, Relation::overlapping);  // flush inside
  expect_row<T>(unit_square<T>, unit_square<T>, Relation::overlapping);
}

TYPED_TEST(PolygonEdgeCases, row_p04_points_and_segments_that_meet_are_touching) {
  using T = TypeParam;
  expect_row<T>(unit_square<T>, {{T(0.5), T(0.5)}}, Relation::touching);  // a point inside
  expect_row<T>(unit_square<T>, {{1, 1}}, Relation::touching);            // at a vertex
  expect_row<T>(unit_square<T>, {{2, 1}}, Relation::disjoint);
  expect_row<T>(unit_square<T>, {{-1, T(0.5)}, {2, T(0.5)}}, Relation::touching);  // a segment across
  expect_row<T>({{0, 0}, {2, 2}}, {{1, 1}, {3, 3}, {2, 2}}, Relation::touching);   // segments on one line
  expect_row<T>({{0, 0}, {1, 1}}, {{2, 2}, {3, 3}}, Relation::disjoint);
  expect_row<T>({{0, 0}, {2, 2}}, {{0, 2}, {2, 0}}, Relation::touching);  // crossing segments
  expect_row<T>({{5, 5}}, {{5, 5}, {5, 5}}, Relation::touching);          // equal points
}

TYPED_TEST(PolygonEdgeCases, row_p05_repeated_collinear_and_reversed_vertices_change_nothing) {
  using T = TypeParam;
  const std::vector<Vec2<T>> right{{1, 0}, {2, 0}, {2, 1}, {1, 1}};
  expect_row<T>({{0, 0}, {0, 0}, {T(0.5), 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}}, right, Relation::touching);
  expect_row<T>({{0, 1}, {1, 1}, {1, 0}, {0, 0}}, right, Relation::touching);  // clockwise
  expect_row<T>({{0, 1}, {1, 1}, {1, 0}, {0, 0}}, {{T(0.5), 0}, {2, 0}, {2, 1}}, Relation::overlapping);
}

TYPED_TEST(PolygonEdgeCases, row_p06_one_ulp_gap_is_disjoint_and_one_ulp_overlap_overlapping) {
  using T = TypeParam;
  const T right_of_1 = std::nextafter(T(1), T(2)), left_of_1 = std::nextafter(T(1), T(0));
  expect_row<T>(unit_square<T>, {{right_of_1, 0}, {2, 0}, {2, 1}, {right_of_1, 1}}, Relation::disjoint);
  expect_row<T>(unit_square<T>, {{left_of_1, 0}, {2, 0}, {2, 1}, {left_of_1, 1}}, Relation::overlapping);
  // A diagonal edge one ulp past a vertex: x + y <= 2 against the vertex (1, 1 + ulp).
  const T above = std::nextafter(T(1), T(2));
  expect_row<T>({{0, 0}, {2, 0}, {0, 2}}, {{1, above}, {3, 3}, {1, 3}}, Relation::disjoint);
}

TYPED_TEST(PolygonEdgeCases, row_p07_huge_and_subnormal_numbers) {
  using T = TypeParam;
  const T huge = std::numeric_limits<T>::max() / 4, tiny = std::numeric_limits<T>::denorm_min();
  expect_row<T>({{-huge, -huge}, {0, -huge}, {0, huge}, {-huge, huge}}, {{0, 0}, {huge, -huge}, {huge, huge}},
                Relation::touching);
  expect_row<T>({{0, 0}, {2 * tiny, 0}, {0, 2 * tiny}}, {{tiny, tiny}, {3 * tiny, tiny}, {tiny, 3 * tiny}},
                Relation::touching);
  expect_row<T>({{0, 0}, {4 * tiny, 0}, {0, 4 * tiny}}, {{tiny, tiny}, {3 * tiny, tiny}, {tiny, 3 * tiny}},
                Relation::overlapping);
}

TYPED_TEST(PolygonEdgeCases, row_p08_an_empty_list_is_invalid) {
  using T = TypeParam;
  expect_row<T>(unit_square<T>, {}, Relation::invalid);
  const PolygonCheck check = check_polygon(PolygonView<T>{});
  EXPECT_EQ(check.problem, PolygonProblem::empty);
  EXPECT_EQ(check.vertex, 0u);  // 0 for every problem but not_finite and not_convex
}

TYPED_TEST(PolygonEdgeCases, row_p09_nan_and_infinity_are_invalid_and_named) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  const std::vector<Vec2<T>> with_nan{{0, 0}, {2, 0}, {2, nan}, {0, 2}};
  const std::vector<Vec2<T>> with_inf{{-inf, 0}, {2, 0}, {0, 2}};
  expect_row<T>(unit_square<T>, with_nan, Relation::invalid);
  expect_row<T>(unit_square<T>, with_inf, Relation::invalid);
  const PolygonCheck nan_check = check_polygon(view_of(with_nan));
  EXPECT_EQ(nan_check.problem, PolygonProblem::not_finite);
  EXPECT_EQ(nan_check.vertex, 2u);
  EXPECT_EQ(check_polygon(view_of(with_inf)).vertex, 0u);
  EXPECT_STREQ(to_string(PolygonProblem::not_finite), "not finite");
}

TYPED_TEST(PolygonEdgeCases, row_p10_a_dent_or_a_turn_back_is_invalid_and_named) {
  using T = TypeParam;
  // A dent at vertex 2 (the turns at 0, 1, 3, 4 are counter-clockwise).
  const std::vector<Vec2<T>> dented{{0, 0}, {4, 0}, {2, 1}, {4, 4}, {0, 4}};
  // Going back along an edge: the zero turn at vertex 1.
  const std::vector<Vec2<T>> back{{0, 0}, {4, 0}, {2, 0}, {2, 2}};
  expect_row<T>(unit_square<T>, dented, Relation::invalid);
  expect_row<T>(unit_square<T>, back, Relation::invalid);
  const PolygonCheck dent = check_polygon(view_of(dented)), back_check = check_polygon(view_of(back));
  EXPECT_EQ(dent.problem, PolygonProblem::not_convex);
  EXPECT_EQ(dent.vertex, 2u);
  EXPECT_EQ(back_check.problem, PolygonProblem::not_convex);
  EXPECT_EQ(back_check.vertex, 1u);
  EXPECT_STREQ(to_string(PolygonProblem::not_convex), "not convex");
}

TYPED_TEST(PolygonEdgeCases, row_p11_going_around_twice_is_invalid_and_named) {
  using T = TypeParam;
  const std::vector<Vec2<T>> pentagram{{0, 10}, {6, -8}, {-9, 3}, {9, 3}, {-6, -8}};
  const std::vector<Vec2<T>> twice{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {0, 1}};
  expect_row<T>(unit_square<T>, pentagram, Relation::invalid);
  expect_row<T>(unit_square<T>, twice, Relation::invalid);
  EXPECT_EQ(check_polygon(view_of(pentagram)).problem, PolygonProblem::self_intersecting);
  EXPECT_EQ(check_polygon(view_of(twice)).problem, PolygonProblem::self_intersecting);
  EXPECT_STREQ(to_string(PolygonProblem::self_intersecting), "self-intersecting");
}

/// classify of the polygon and the box (and of the checked polygon) is
/// `expected`, so is the oracle's answer on the box's exact corners (for
/// valid input), and overlaps follows under both policies.
template <class T>
void expect_box_row(const std::vector<Vec2<T>>& a, const Box<T>& b, Relation expected) {
  const CheckedPolygon<T> checked(view_of(a));
  EXPECT_EQ(classify(view_of(a), b), expected);
  EXPECT_EQ(classify(checked, b), expected);
  if (expected != Relation::invalid) {
    std::vector<Point> a_points;
    for (const Vec2<T>& p : a) a_points.push_back(to_point(p));
    const auto corners = oracle::make_box_polygon_from_rationals(to_point(b.center), to_point(b.u), to_point(b.v));
    EXPECT_EQ(harness::relation_of(oracle::intersect_convex_polygons(a_points, corners).relation), expected);
  }
  for (const TouchingPolicy policy : {TouchingPolicy::closed, TouchingPolicy::open}) {
    const bool expected_overlap =
        expected == Relation::overlapping || (expected == Relation::touching && policy == TouchingPolicy::closed);
    EXPECT_EQ(overlaps(view_of(a), b, policy), expected_overlap);
    EXPECT_EQ(overlaps(checked, b, policy), expected_overlap);
  }
}

TYPED_TEST(PolygonEdgeCases, row_p12_a_polygon_against_a_box) {
  using T = TypeParam;
  // The square beyond the unit square's top edge, turned by 45 degrees: a
  // corner on the edge; the square beyond the triangle's long edge, flush;
  // a smaller one apart from it.
  expect_box_row<T>(unit_square<T>, {{T(0.5), T(1.5)}, {T(0.25), T(0.25)}, {T(-0.25), T(0.25)}}, Relation::touching);
  expect_box_row<T>({{0, 0}, {1, 0}, {0, 1}}, {{1, 1}, {T(-0.5), T(-0.5)}, {T(0.5), T(-0.5)}}, Relation::touching);
  expect_box_row<T>({{0, 0}, {1, 0}, {0, 1}}, {{T(1.25), T(1.25)}, {T(-0.5), T(-0.5)}, {T(0.25), T(-0.25)}},
                    Relation::disjoint);
  // A box thinner than an ulp of its centre: x in [1 - e, 1 + e] overlaps the
  // square, though its corners round to x = 1 (touching, were they rounded).
  const T e = std::is_same_v<T, float> ? T(0x1p-40) : T(0x1p-80);
  expect_box_row<T>(unit_square<T>, {{1, T(0.5)}, {e, 0}, {0, T(0.5)}}, Relation::overlapping);
  expect_box_row<T>(unit_square<T>, {{1 + 2 * std::numeric_limits<T>::epsilon(), T(0.5)}, {e, 0}, {0, T(0.5)}},
                    Relation::disjoint);
  // Boxes on one line and points; a segment polygon along a box's edge.
  expect_box_row<T>(unit_square<T>, {{1, 2}, {0, 0}, {0, 1}}, Relation::touching);
  expect_box_row<T>(unit_square<T>, {{T(0.5), T(0.5)}, {0, 0}, {0, 0}}, Relation::touching);
  expect_box_row<T>(unit_square<T>, {{2, 2}, {0, 0}, {0, 0}}, Relation::disjoint);
  expect_box_row<T>({{-1, 1}, {3, 1}}, {{1, 2}, {1, 1}, {1, -1}}, Relation::touching);
  // A point on the box's corner c + u + v whose x, summed in double as the
  // coordinate filter sums it, rounds to the wrong side: c.x + |u.x| +
  // |v.x| = -(2 + 2^-51) + 2^-53 + (2 - 2^-52) = -5 * 2^-53 exactly.
  if constexpr (std::is_same_v<T, double>) {
    expect_box_row<T>({{-5 * 0x1p-53, 1}}, {{-(2 + 0x1p-51), 0}, {0x1p-53, 1}, {2 - 0x1p-52, 0}}, Relation::touching);
  }
  // Huge and subnormal numbers.
  const T huge = std::numeric_limits<T>::max() / 4, tiny = std::numeric_limits<T>::denorm_min();
  expect_box_row<T>({{-huge, -huge}, {0, -huge}, {0, huge}, {-huge, huge}}, {{huge, 0}, {huge, 0}, {0, huge}},
                    Relation::touching);
  expect_box_row<T>({{0, 0}, {2 * tiny, 0}, {0, 2 * tiny}}, {{2 * tiny, 2 * tiny}, {tiny, tiny}, {-tiny, tiny}},
                    Relation::touching);
  // Refused: a number of the box, or the list.
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  expect_box_row<T>(unit_square<T>, {{0, 0}, {nan, 0}, {0, 1}}, Relation::invalid);
  expect_box_row<T>(unit_square<T>, {{0, 0}, {1, 0}, {0, inf}}, Relation::invalid);
  expect_box_row<T>({{0, 0}, {4, 0}, {2, 1}, {4, 4}, {0, 4}}, {{0, 0}, {1, 0}, {0, 1}}, Relation::invalid);
  expect_box_row<T>({}, {{0, 0}, {1, 0}, {0, 1}}, Relation::invalid);
}

// ---------------------------------------------------------------------------
// The caller's floating-point environment
// ---------------------------------------------------------------------------

/// Every classify of polygons answers in flush-to-zero (with
/// denormals-are-zero) and in rounding toward +inf as in the default
/// environment: the pairs that CheckedPolygons' stored extents keep apart
/// are answered before the guard, the others after it. Among them pairs
/// whose extents are apart only by subnormals (which read as 0 there, so
/// that their extents compare equal), touching and invalid ones apart, and
/// one a few ulps off an exact contact on a slanted edge (whose turns round).
TYPED_TEST(PolygonKernel, answers_in_every_environment_as_in_the_default) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min(), nan = std::numeric_limits<T>::quiet_NaN();
  const T off = std::nextafter(T(2), T(3));
  struct Case {
    std::vector<Vec2<T>> a, b;
    Relation expected;
  };
  const std::vector<Vec2<T>> slanted{{0, 0}, {4, 0}, {0, 3}};  // the edge 3x + 4y = 12
  const std::vector<Case> cases = {
      {{{0, 0}, {tiny, 0}, {tiny, tiny}, {0, tiny}}, {{2 * tiny, 0}, {3 * tiny, 0}, {3 * tiny, tiny}, {2 * tiny, tiny}},
       Relation::disjoint},
      {{{0, 0}, {tiny, 0}, {0, tiny}}, {{0, 2 * tiny}, {tiny, 2 * tiny}, {0, 3 * tiny}}, Relation::disjoint},
      {{{-3 * tiny, -3 * tiny}, {-2 * tiny, -3 * tiny}, {-2 * tiny, -2 * tiny}}, {{0, 0}, {tiny, 0}, {0, tiny}},
       Relation::disjoint},
      {unit_square<T>, {{1, 0}, {2, 0}, {2, 1}, {1, 1}}, Relation::touching},
      {unit_square<T>, {{2, 2}, {3, 2}, {3, 3}}, Relation::disjoint},
      {{{0, 0}, {nan, 0}, {0, 1}}, {{2, 2}, {3, 2}, {3, 3}}, Relation::invalid},
      {{{2, 2}, {3, 2}, {3, 3}}, {{0, 0}, {4, 0}, {2, 1}, {4, 4}, {0, 4}}, Relation::invalid},
      {slanted, {{2, T(1.5)}, {4, 3}, {2, 3}}, Relation::touching},
      {slanted, {{off, T(1.5)}, {4, 3}, {2, 3}}, Relation::disjoint},
  };
  using portability::FloatMode;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const Case& c = cases[k];
    const CheckedPolygon<T> checked_a(view_of(c.a)), checked_b(view_of(c.b));
    for (const FloatMode mode : {FloatMode::default_mode, FloatMode::flush_to_zero, FloatMode::round_upward}) {
      if (!portability::has_mode(mode)) continue;
      Relation answers[3];
      {
        const portability::ScopedFloatMode scope(mode);
        answers[0] = classify(view_of(c.a), view_of(c.b));
        answers[1] = classify(checked_a, checked_b);
        answers[2] = classify(checked_b, checked_a);
      }
      SCOPED_TRACE(testing::Message() << "case " << k << ", " << portability::to_string(mode));
      for (const Relation answer : answers) EXPECT_EQ(answer, c.expected);
    }
  }
}

// ---------------------------------------------------------------------------
// The certificate's checker refuses what is not true
// ---------------------------------------------------------------------------

template <class T>
PolygonCertificate separated_by(PolygonCertificate::Separator separator, std::size_t edge) {
  PolygonCertificate certificate;
  certificate.relation = Relation::disjoint;
  certificate.separator = separator;
  certificate.edge = edge;
  return certificate;
}

template <class T>
PolygonCertificate witnessed_by(PolygonWitness::Kind kind, std::size_t a_feature, std::size_t b_feature) {
  PolygonCertificate certificate;
  certificate.relation = Relation::touching;
  certificate.witness = {kind, a_feature, b_feature};
  return certificate;
}

TYPED_TEST(PolygonEdgeCases, the_certificate_checker_refuses_separators_that_do_not_separate) {
  using T = TypeParam;
  using Separator = PolygonCertificate::Separator;
  const std::vector<Vec2<T>> a = unit_square<T>, b{{2, T(0.5)}, {3, T(0.5)}, {3, 2}};  // right of a, overlapping in y
  const PolygonView<T> va = view_of(a), vb = view_of(b);
  const PolygonCertificate found = certify(va, vb);
  EXPECT_EQ(found.relation, Relation::disjoint);
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, found));
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::x_axis, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::y_axis, 0)));
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_a, 1)));   // x = 1
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_a, 3)));  // x = 0: A and B on one side
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_a, 2)));  // y = 1 cuts B
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_b, 2)));   // (3, 2) -> (2, 0.5)
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_b, 0)));  // y = 0.5 cuts A
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::edge_of_a, 4)));  // no edge 4
  // An edge past the list is refused before it is read: here each view ends
  // inside a longer array, whose next two points make the line x = 1.5,
  // which separates A and B.
  const std::vector<Vec2<T>> a_longer{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {T(1.5), 0}, {T(1.5), 1}};
  const std::vector<Vec2<T>> b_longer{{2, T(0.5)}, {3, T(0.5)}, {3, 2}, {T(1.5), 1}, {T(1.5), 0}};
  const PolygonView<T> a_in_longer{a_longer.data(), 4}, b_in_longer{b_longer.data(), 3};
  EXPECT_FALSE(is_certificate_valid_by_both(a_in_longer, b_in_longer, separated_by<T>(Separator::edge_of_a, 4)));
  EXPECT_FALSE(is_certificate_valid_by_both(a_in_longer, b_in_longer, separated_by<T>(Separator::edge_of_b, 3)));
  EXPECT_TRUE(is_certificate_valid_by_both(a_in_longer, b_in_longer, separated_by<T>(Separator::edge_of_b, 2)));
  // A repeated vertex makes an edge of length 0, which has no line: it
  // separates nothing, though every vertex of B is off its one point.
  const std::vector<Vec2<T>> repeated{{0, 0}, {1, 0}, {1, 0}, {1, 1}, {0, 1}};
  EXPECT_EQ(classify(view_of(repeated), vb), Relation::disjoint);
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(repeated), vb, separated_by<T>(Separator::edge_of_a, 1)));
  EXPECT_FALSE(is_certificate_valid_by_both(vb, view_of(repeated), separated_by<T>(Separator::edge_of_b, 1)));
  EXPECT_TRUE(is_certificate_valid_by_both(view_of(repeated), vb, separated_by<T>(Separator::edge_of_a, 2)));  // x = 1
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, separated_by<T>(Separator::none, 0)));
  const std::vector<Vec2<T>> pentagram{{0, 10}, {6, -8}, {-9, 3}, {9, 3}, {-6, -8}};
  EXPECT_FALSE(is_certificate_valid_by_both(va, view_of(pentagram), separated_by<T>(Separator::x_axis, 0)));
  // A list that is not a convex polygon is refused even where the
  // separator holds of its points: this pentagram lies right of A.
  const std::vector<Vec2<T>> pentagram_right{{30, 10}, {36, -8}, {21, 3}, {39, 3}, {24, -8}};
  EXPECT_FALSE(is_certificate_valid_by_both(va, view_of(pentagram_right), separated_by<T>(Separator::x_axis, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(pentagram_right), va, separated_by<T>(Separator::x_axis, 0)));
}

TYPED_TEST(PolygonEdgeCases, the_certificate_checker_refuses_witnesses_that_are_not_common_points) {
  using T = TypeParam;
  using Kind = PolygonWitness::Kind;
  const std::vector<Vec2<T>> a = unit_square<T>, b{{1, 1}, {2, 1}, {2, 2}};  // meet at the corner (1, 1)
  const PolygonView<T> va = view_of(a), vb = view_of(b);
  const PolygonCertificate found = certify(va, vb);
  EXPECT_EQ(found.relation, Relation::touching);
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, found));
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::vertex_of_a_in_b, 2, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::vertex_of_a_in_b, 1, 0)));
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 1)));
  EXPECT_TRUE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::edges_meet, 1, 0)));   // x = 1 and y = 1
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::edges_meet, 0, 1)));  // y = 0 and x = 2
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::edges_meet, 4, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(va, vb, witnessed_by<T>(Kind::none, 0, 0)));
  // A feature past the list is refused before it is read: here the view
  // ends inside a longer array, whose next points, (1, 1) and (2, 1), make
  // an edge that meets B's edge 0.
  const std::vector<Vec2<T>> longer{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {1, 1}, {2, 1}};
  const PolygonView<T> square_in_longer{longer.data(), 4};
  EXPECT_TRUE(is_certificate_valid_by_both(square_in_longer, vb, witnessed_by<T>(Kind::edges_meet, 1, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(square_in_longer, vb, witnessed_by<T>(Kind::edges_meet, 4, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(vb, square_in_longer, witnessed_by<T>(Kind::edges_meet, 0, 4)));
  EXPECT_FALSE(is_certificate_valid_by_both(square_in_longer, vb, witnessed_by<T>(Kind::vertex_of_a_in_b, 4, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(vb, square_in_longer, witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 4)));
  // A segment: a point on its line but beyond its end is not in it; collinear
  // edges apart do not meet.
  const std::vector<Vec2<T>> segment{{0, 0}, {2, 2}}, point_beyond{{3, 3}}, point_on{{1, 1}};
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(segment), view_of(point_beyond),
                                    witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 0)));
  EXPECT_TRUE(is_certificate_valid_by_both(view_of(segment), view_of(point_on), witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 0)));
  // The same along an axis, where the segment's extent is one value in the
  // other coordinate: a point beyond its end is still not in it.
  const std::vector<Vec2<T>> across{{0, 0}, {2, 0}}, up{{0, 0}, {0, 2}}, right_of{{3, 0}}, above{{0, 3}};
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(across), view_of(right_of), witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(up), view_of(above), witnessed_by<T>(Kind::vertex_of_b_in_a, 0, 0)));
  const std::vector<Vec2<T>> end_to_end{{2, 2}, {4, 4}};  // collinear edges meeting at one point
  EXPECT_TRUE(is_certificate_valid_by_both(view_of(segment), view_of(end_to_end), witnessed_by<T>(Kind::edges_meet, 0, 0)));
  EXPECT_TRUE(is_certificate_valid_by_both(view_of(end_to_end), view_of(segment), witnessed_by<T>(Kind::edges_meet, 0, 0)));
  const std::vector<Vec2<T>> further{{3, 3}, {4, 4}};
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(segment), view_of(further), witnessed_by<T>(Kind::edges_meet, 0, 0)));
  EXPECT_EQ(certify(view_of(segment), view_of(further)).relation, Relation::disjoint);
  EXPECT_TRUE(is_certificate_valid_by_both(view_of(segment), view_of(further), certify(view_of(segment), view_of(further))));
  // Collinear edges apart along an axis, whose extents then share the other
  // coordinate: apart in x alone, or in y alone, they do not meet.
  const std::vector<Vec2<T>> across_further{{3, 0}, {4, 0}}, up_further{{0, 3}, {0, 4}};
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(across), view_of(across_further),
                                            witnessed_by<T>(Kind::edges_meet, 0, 0)));
  EXPECT_FALSE(is_certificate_valid_by_both(view_of(up_further), view_of(up), witnessed_by<T>(Kind::edges_meet, 0, 0)));
}

// ---------------------------------------------------------------------------
// make_convex_hull
// ---------------------------------------------------------------------------

/// The oracle's hull, turned to start at the lowest point (leftmost among
/// the lowest), as make_convex_hull's contract orders it.
std::vector<Point> hull_from_lowest(std::vector<Point> points) {
  std::vector<Point> hull = oracle::make_convex_hull(std::move(points));
  const auto lowest = std::min_element(
      hull.begin(), hull.end(), [](const Point& p, const Point& q) { return p.y != q.y ? p.y < q.y : p.x < q.x; });
  std::rotate(hull.begin(), lowest, hull.end());
  return hull;
}

TYPED_TEST(PolygonKernel, make_convex_hull_agrees_with_the_oracle_on_every_grid_point_set) {
  using T = TypeParam;
  std::mt19937 random(3);
  long mismatches = 0;
  for (const auto& points : grid_placements<T>()) {
    for (int subset = 0; subset < (1 << 9); ++subset) {
      std::vector<Vec2<T>> cloud;
      for (int i = 0; i < 9; ++i) {
        if (subset & (1 << i)) cloud.insert(cloud.end(), 1 + random() % 2, points[i]);  // some twice
      }
      std::shuffle(cloud.begin(), cloud.end(), random);
      std::vector<Point> expected_input;
      for (const Vec2<T>& p : cloud) expected_input.push_back(to_point(p));
      const std::vector<Point> expected = subset == 0 ? std::vector<Point>{} : hull_from_lowest(expected_input);
      const std::size_t size = make_convex_hull(cloud.data(), cloud.size());
      std::vector<Point> actual;
      for (std::size_t k = 0; k < size; ++k) actual.push_back(to_point(cloud[k]));
      if (actual != expected && ++mismatches <= 5) {
        ADD_FAILURE() << "subset " << subset << " placed at " << points[1].x << ": " << size << " corners, expected "
                      << expected.size();
      }
      if (size > 0) {
        EXPECT_EQ(check_polygon(PolygonView<T>{cloud.data(), size}).problem, PolygonProblem::none);
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
}

TYPED_TEST(PolygonKernel, make_convex_hull_refuses_points_that_are_not_finite) {
  using T = TypeParam;
  // NaN, +inf and -inf, as x or as y of each point, the first and the last
  // included: every coordinate of every point is read.
  const T not_finite[] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                          -std::numeric_limits<T>::infinity()};
  for (const T number : not_finite) {
    for (std::size_t k = 0; k < 3; ++k) {
      for (const bool is_x : {true, false}) {
        std::vector<Vec2<T>> points{{0, 0}, {1, 0}, {0, 1}};
        (is_x ? points[k].x : points[k].y) = number;
        const std::vector<Vec2<T>> given = points;
        EXPECT_EQ(make_convex_hull(points.data(), points.size()), 0u)
            << number << (is_x ? " as x" : " as y") << " of point " << k;
        for (std::size_t i = 0; i < 3; ++i) {  // left as they were
          if (i != k || !is_x) {
            EXPECT_EQ(points[i].x, given[i].x);
          }
          if (i != k || is_x) {
            EXPECT_EQ(points[i].y, given[i].y);
          }
        }
      }
    }
  }
  std::vector<Vec2<T>> points{{0, 0}, {1, 0}, {0, 1}};
  EXPECT_EQ(make_convex_hull(points.data(), 0), 0u);
}

}  // namespace
}  // namespace obb2d
