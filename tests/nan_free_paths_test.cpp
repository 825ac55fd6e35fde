// The headers' NaN-free paths (OBB2D_NAN_MAY_BE_ASSUMED_AWAY, which they
// take for clang off x86), forced here on pairs beyond the filters' range,
// which those paths send to decide_every_axis_exactly: classify against
// the oracle, and certify's certificate checked in rationals (a zero edge
// among them, which is no axis); and on non-finite input, which they
// answer from its bits. The define changes the header, so this file is a
// program of its own. (The portability check's NaN-free build compares
// relations only.) Those paths are for builds that assume no infinity and
// no NaN is ever made, so on finite input they must raise no overflow and
// no invalid operation: checked here from the floating-point flags.

#define OBB2D_NAN_MAY_BE_ASSUMED_AWAY 1

#include "harness/certificate_check.hpp"
#include "kernel_test_support.hpp"

#include <cfenv>
#include <cmath>
#include <limits>
#include <random>
#include <string>

namespace obb2d {
namespace {

/// Every number of `box` times 2^exponent (exact, or not finite).
template <class T>
Box<T> scaled(const Box<T>& box, int exponent) {
  const auto scale = [exponent](T x) { return std::ldexp(x, exponent); };
  return {{scale(box.center.x), scale(box.center.y)}, {scale(box.u.x), scale(box.u.y)}, {scale(box.v.x), scale(box.v.y)}};
}

/// Every number of `box` made non-negative.
template <class T>
Box<T> magnitudes(const Box<T>& box) {
  const auto magnitude = [](T x) { return std::fabs(x); };
  return {{magnitude(box.center.x), magnitude(box.center.y)},
          {magnitude(box.u.x), magnitude(box.u.y)},
          {magnitude(box.v.x), magnitude(box.v.y)}};
}

/// The floating-point exceptions among overflow and invalid that
/// classify(a, b) and certify(a, b) raise.
template <class T>
int exceptions_raised(const Box<T>& a, const Box<T>& b) {
  std::feclearexcept(FE_ALL_EXCEPT);
  // Stored to volatiles, so that both are computed before the flags are read.
  volatile Relation relation = classify(a, b);
  volatile Relation certified = certify(a, b).relation;
  static_cast<void>(relation);
  static_cast<void>(certified);
  return std::fetestexcept(FE_OVERFLOW | FE_INVALID);
}

template <class T>
class NanFreePaths : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(NanFreePaths, Precisions);

TYPED_TEST(NanFreePaths, pairs_beyond_the_filters_range_get_the_oracle_s_relation_and_a_true_certificate) {
  // Boundary pairs scaled by 2^60 (float) or 2^520 (double), past the
  // range the filters take (2^60, 2^500): every axis is decided exactly.
  using T = TypeParam;
  const int exponent = std::is_same_v<T, float> ? 60 : 520;
  std::mt19937_64 random(41);
  std::string description;
  int checked = 0, disjoint = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto [small_a, small_b] = testing_support::make_boundary_pair<T>(random, description);
    const Box<T> a = scaled(small_a, exponent), b = scaled(small_b, exponent);
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    ++checked;
    ASSERT_EQ(exceptions_raised(a, b), 0) << "pair " << i << " (scaled by 2^" << exponent << "): " << description;
    const Relation expected = testing_support::relation_by_oracle(a, b);
    disjoint += expected == Relation::disjoint;
    ASSERT_EQ(classify(a, b), expected) << "pair " << i << " (scaled by 2^" << exponent << "): " << description;
    const Certificate<T> certificate = certify(a, b);
    ASSERT_EQ(certificate.relation, expected) << "pair " << i << ": " << description;
    ASSERT_TRUE(harness::is_certificate_valid(testing_support::to_stored_box(a), testing_support::to_stored_box(b),
                                              certificate))
        << "pair " << i << " (scaled by 2^" << exponent << "): " << description;
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(disjoint, 100);
}

TYPED_TEST(NanFreePaths, non_negative_pairs_beyond_the_filters_range_overflow_nothing_and_get_the_oracle_s_relation) {
  // The same kind of pairs with every number made non-negative (the sign
  // bit clear, so only the exponent says a number is beyond the filters'
  // range), scaled by 2^60 to 2^99 (float) or 2^500 to 2^539 (double):
  // were the filters run, their products would overflow.
  using T = TypeParam;
  const int first_exponent = std::is_same_v<T, float> ? 60 : 500;
  std::mt19937_64 random(43);
  std::string description;
  int checked = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto [small_a, small_b] = testing_support::make_boundary_pair<T>(random, description);
    const int exponent = first_exponent + static_cast<int>(random() % 40);
    const Box<T> a = scaled(magnitudes(small_a), exponent), b = scaled(magnitudes(small_b), exponent);
    if (!is_finite_box(a) || !is_finite_box(b)) continue;
    ++checked;
    const std::string pair =
        "pair " + std::to_string(i) + " (magnitudes, scaled by 2^" + std::to_string(exponent) + "): " + description;
    ASSERT_EQ(exceptions_raised(a, b), 0) << pair;
    const Relation expected = testing_support::relation_by_oracle(a, b);
    ASSERT_EQ(classify(a, b), expected) << pair;
    ASSERT_EQ(certify(a, b).relation, expected) << pair;
  }
  EXPECT_GT(checked, 1000);
  // The flags are seen in this build: one product that does overflow.
  volatile T largest = std::numeric_limits<T>::max();
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile T product = largest * largest;
  static_cast<void>(product);
  EXPECT_NE(std::fetestexcept(FE_OVERFLOW), 0);
}

TYPED_TEST(NanFreePaths, a_contact_beside_a_zero_edge_is_certified_by_its_own_axis) {
  // A is a segment (one edge zero) whose end lies on the middle of B's edge
  // along vB, all beyond the filters' range. The only candidate axes of gap
  // 0 are the zero edge's (no axis) and uB's turned, (-12, 5): the
  // certificate must name the latter (and the checker refuses {0, 0}).
  using T = TypeParam;
  const int exponent = std::is_same_v<T, float> ? 61 : 520;
  const Box<T> b = scaled(Box<T>{{T(0), T(0)}, {T(5), T(12)}, {T(-12), T(5)}}, exponent);
  const Box<T> a_without_u = scaled(Box<T>{{T(-15), T(1)}, {T(0), T(0)}, {T(3), T(4)}}, exponent);
  const Box<T> a_without_v = scaled(Box<T>{{T(-15), T(1)}, {T(3), T(4)}, {T(0), T(0)}}, exponent);
  for (const Box<T>& a : {a_without_u, a_without_v}) {
    const Certificate<T> certificate = certify(a, b);
    EXPECT_EQ(certificate.relation, Relation::touching);
    EXPECT_EQ(certificate.axis.x, std::ldexp(T(-12), exponent));
    EXPECT_EQ(certificate.axis.y, std::ldexp(T(5), exponent));
    EXPECT_TRUE(harness::is_certificate_valid(testing_support::to_stored_box(a), testing_support::to_stored_box(b),
                                              certificate));
    Certificate<T> without_axis = certificate;
    without_axis.axis = {T(0), T(0)};
    EXPECT_FALSE(harness::is_certificate_valid(testing_support::to_stored_box(a), testing_support::to_stored_box(b),
                                               without_axis));
  }
}

TYPED_TEST(NanFreePaths, a_segment_across_a_box_touches_it_with_no_axis_whichever_edge_is_zero) {
  // A segment through the middle of a square, beyond the filters' range:
  // they meet, and only because the segment has zero area, so the relation
  // is touching and the certificate's axis is {0, 0} bit for bit (no
  // candidate axis has gap 0), with a witness. The zero edge is each of the
  // four edges in turn (u or v of A, u or v of B): each must count as no
  // axis, never as one of gap 0 (whose normal would be {-0, 0}).
  using T = TypeParam;
  const int exponent = std::is_same_v<T, float> ? 61 : 520;
  const Box<T> square = scaled(Box<T>{{T(0), T(0)}, {T(4), T(0)}, {T(0), T(4)}}, exponent);
  const Box<T> without_u = scaled(Box<T>{{T(1), T(-1)}, {T(0), T(0)}, {T(6), T(2)}}, exponent);
  const Box<T> without_v = scaled(Box<T>{{T(1), T(-1)}, {T(6), T(2)}, {T(0), T(0)}}, exponent);
  for (const Box<T>& segment : {without_u, without_v}) {
    for (const bool is_segment_first : {true, false}) {
      const Box<T>& a = is_segment_first ? segment : square;
      const Box<T>& b = is_segment_first ? square : segment;
      const std::string pair = std::string(is_segment_first ? "segment, square" : "square, segment") +
                               (&segment == &without_u ? " (zero u)" : " (zero v)");
      EXPECT_EQ(classify(a, b), Relation::touching) << pair;
      const Certificate<T> certificate = certify(a, b);
      EXPECT_EQ(certificate.relation, Relation::touching) << pair;
      EXPECT_EQ(certificate.axis.x, T(0)) << pair;
      EXPECT_EQ(certificate.axis.y, T(0)) << pair;
      EXPECT_FALSE(std::signbit(certificate.axis.x)) << pair;
      EXPECT_FALSE(std::signbit(certificate.axis.y)) << pair;
      EXPECT_NE(certificate.witness.kind, Witness::Kind::none) << pair;
      EXPECT_TRUE(harness::is_certificate_valid(testing_support::to_stored_box(a), testing_support::to_stored_box(b),
                                                certificate))
          << pair;
    }
  }
}

TYPED_TEST(NanFreePaths, a_box_with_a_nan_or_an_infinity_is_invalid_with_no_axis_and_no_witness) {
  // These paths answer non-finite input from its bits, before any filter:
  // invalid, and certify's certificate for invalid has axis {0, 0} and no
  // witness (see Certificate), whichever number of either box it is.
  using T = TypeParam;
  const Box<T> square{{T(0), T(0)}, {T(1), T(0)}, {T(0), T(1)}};
  for (const T bad : {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity()}) {
    for (int number = 0; number < 12; ++number) {
      Box<T> boxes[2] = {square, square};
      Box<T>& box = boxes[number / 6];
      T* numbers[6] = {&box.center.x, &box.center.y, &box.u.x, &box.u.y, &box.v.x, &box.v.y};
      *numbers[number % 6] = bad;
      EXPECT_EQ(classify(boxes[0], boxes[1]), Relation::invalid) << "number " << number << " is " << bad;
      const Certificate<T> certificate = certify(boxes[0], boxes[1]);
      EXPECT_EQ(certificate.relation, Relation::invalid) << "number " << number << " is " << bad;
      EXPECT_EQ(certificate.axis.x, T(0)) << "number " << number << " is " << bad;
      EXPECT_EQ(certificate.axis.y, T(0)) << "number " << number << " is " << bad;
      EXPECT_EQ(certificate.witness.kind, Witness::Kind::none) << "number " << number << " is " << bad;
    }
  }
}

}  // namespace
}  // namespace obb2d
