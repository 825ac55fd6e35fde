// One test per row of docs/edge-cases.md: the kernel's answer for every class
// of input, at float and double, checked against the oracle and under both
// touching policies. Unit square: A = center (0,0), u = (1,0), v = (0,1).

#include "kernel_test_support.hpp"

#include <cmath>
#include <limits>

namespace obb2d {
namespace {

#if !defined(OBB2D_PROJECT_VERSION_NUMBER)
#error "build with -DOBB2D_PROJECT_VERSION_NUMBER (tests/CMakeLists.txt does)"
#endif

TEST(Version, is_the_projects) {
  // obb2d::version is what a vendored copy says it is: the version of
  // project() in CMakeLists.txt, which the package installs.
  EXPECT_EQ(version, OBB2D_PROJECT_VERSION_NUMBER);
}

using testing_support::box;
using testing_support::has_relation_everywhere;

template <class T>
class EdgeCases : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(EdgeCases, Precisions);

template <class T>
constexpr Box<T> unit_square(T cx = 0, T cy = 0) {
  return box<T>(cx, cy, 1, 0, 0, 1);
}

// Row 1: edges meet along x = 1.
TYPED_TEST(EdgeCases, row_01_touching_edge_is_touching) {
  EXPECT_TRUE(has_relation_everywhere(unit_square<TypeParam>(), unit_square<TypeParam>(2, 0.5), Relation::touching));
}

// Row 2: only the corners (1,1) meet.
TYPED_TEST(EdgeCases, row_02_touching_corner_is_touching) {
  EXPECT_TRUE(has_relation_everywhere(unit_square<TypeParam>(), unit_square<TypeParam>(2, 2), Relation::touching));
}

// Row 3: a diamond's corner (1,0) on the square's edge; and a (3,4)/5-turned
// box's corner (5,0) on the edge x = 5 of a square of half size 5.
TYPED_TEST(EdgeCases, row_03_corner_on_edge_is_touching) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(unit_square<T>(), box<T>(2, 0, 0.5, 0.5, -0.5, 0.5), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 5, 0, 0, 5), box<T>(12, 1, 3, 4, -4, 3), Relation::touching));
}

// Row 4: the inner square is flush with the outer's edge x = 2.
TYPED_TEST(EdgeCases, row_04_shared_edge_with_containment_is_overlapping) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 2, 0, 0, 2), unit_square<T>(1, 0), Relation::overlapping));
}

// Row 5: a box against itself has all its area in common.
TYPED_TEST(EdgeCases, row_05_identical_boxes_are_overlapping) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(3, -2, 3, 4, -8, 6), box<T>(3, -2, 3, 4, -8, 6), Relation::overlapping));
}

// Row 6: zero extents make segments and points: never overlapping.
TYPED_TEST(EdgeCases, row_06_zero_extent_box_inside_is_touching) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 0, 0, 0), unit_square<T>(), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 0, 0, 0, 0.5), unit_square<T>(), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 0, 0, 0, 0), box<T>(0, 0, 0, 0, 0, 0), Relation::touching));
  // Parallel oblique half-edges (v = 2u exactly) whose products round: the
  // area is exactly 0 however the two products are evaluated or contracted.
  const T ux = T(0.1), uy = T(0.7);
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, ux, uy, 2 * ux, 2 * uy), unit_square<T>(), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, ux, uy, ux, uy), unit_square<T>(), Relation::touching));
}

// Row 7: segments on one line overlap, meet end to end, or keep a gap; only
// the coordinate axes see the gap.
TYPED_TEST(EdgeCases, row_07_segments_on_one_line) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 1, 0, 0), box<T>(1, 1, 1, 1, 0, 0), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 1, 0, 0), box<T>(2, 2, 1, 1, 0, 0), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 1, 0, 0), box<T>(3, 3, 1, 1, 0, 0), Relation::disjoint));
}

// Row 8: points meet only when equal, or when one lies on the other box.
TYPED_TEST(EdgeCases, row_08_points) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(1, 1, 0, 0, 0, 0), box<T>(1, 1, 0, 0, 0, 0), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1, 1, 0, 0, 0, 0), box<T>(1, 2, 0, 0, 0, 0), Relation::disjoint));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1, 0.5, 0, 0, 0, 0), unit_square<T>(), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1, 1, 0, 0, 0, 0), unit_square<T>(), Relation::touching));
}

// Row 9: parallelograms: u = (1,0), v = (1,1) has corner (2,1) on B's edge.
TYPED_TEST(EdgeCases, row_09_non_orthogonal_axes) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 0, 1, 1), box<T>(3, 1, 1, 0, 0, 1), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 0, 1, 1), box<T>(3, -1, 1, 0, 0, 1), Relation::disjoint));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 0, 1, 1), box<T>(2.5, 1, 1, 0, 0, 1), Relation::overlapping));
}

// Row 10: -u, -v and u <-> v describe the same set.
TYPED_TEST(EdgeCases, row_10_flipped_or_swapped_half_edges_change_nothing) {
  using T = TypeParam;
  const Box<T> b = box<T>(2, 0.5, 1, 0, 0, 1);
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, -1, 0, 0, -1), b, Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 0, 1, 1, 0), b, Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 0, -1, -1, 0), b, Relation::touching));
}

// Row 11: near the top of the range, where products overflow.
TYPED_TEST(EdgeCases, row_11_huge_values) {
  using T = TypeParam;
  const T h = std::numeric_limits<T>::max() / 4;
  EXPECT_TRUE(has_relation_everywhere(box<T>(-h, 0, h, 0, 0, h), box<T>(h, 0, h, 0, 0, h), Relation::touching));
  // Diamonds with corners c ± (2p, 0), c ± (0, 2p) meeting at (p, 0); p is a
  // power of two so that 3p is exact.
  const T p = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 3);
  EXPECT_TRUE(has_relation_everywhere(box<T>(-p, 0, p, p, -p, p), box<T>(3 * p, 0, p, p, -p, p), Relation::touching));
  const T beyond = std::nextafter(h, std::numeric_limits<T>::max());
  EXPECT_TRUE(has_relation_everywhere(box<T>(-h, 0, h, 0, 0, h), box<T>(beyond, 0, h, 0, 0, h), Relation::disjoint));
}

// Row 12: boxes of half size 2^-13 (one float ulp at 1024) meeting at
// x = 1024, then apart, then overlapping; and double diamonds of 2^-40 at 2^12.
TYPED_TEST(EdgeCases, row_12_tiny_boxes_at_a_large_offset) {
  using T = TypeParam;
  const T e = std::ldexp(T(1), -13);
  EXPECT_TRUE(has_relation_everywhere(box<T>(1024 - e, 0, e, 0, 0, e), box<T>(1024 + e, 0, e, 0, 0, e), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1024 - e, 0, e, 0, 0, e), box<T>(1024 + 3 * e, 0, e, 0, 0, e), Relation::disjoint));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1024 - e, 0, e, 0, 0, e), box<T>(1024, 0, e, 0, 0, e), Relation::overlapping));
}

TEST(EdgeCases, row_12_double_tiny_boxes_at_a_large_offset) {
  const double e = std::ldexp(1.0, -40);
  EXPECT_TRUE(has_relation_everywhere(box<double>(4096 - e, 7, e, e, -e, e), box<double>(4096 + 3 * e, 7, e, e, -e, e), Relation::touching));
}

// Row 13: subnormal sizes, where products underflow (to zero for double).
TYPED_TEST(EdgeCases, row_13_subnormal_values) {
  using T = TypeParam;
  const T d = std::numeric_limits<T>::denorm_min();
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, d, 0, 0, d), box<T>(2 * d, 0, d, 0, 0, d), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, d, 0, 0, d), box<T>(3 * d, 0, d, 0, 0, d), Relation::disjoint));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, d, d, -d, d), box<T>(d, 0, d, d, -d, d), Relation::overlapping));
}

// Row 14: -0.0 is 0.
TYPED_TEST(EdgeCases, row_14_negative_zero_is_zero) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(box<T>(-0.0, -0.0, 1, -0.0, -0.0, 1), unit_square<T>(2, 0), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(box<T>(1, 0, -0.0, -0.0, -0.0, -0.0), unit_square<T>(), Relation::touching));
}

// Row 15 and 16: NaN and ±inf anywhere give invalid, and overlaps() false.
TYPED_TEST(EdgeCases, row_15_nan_is_invalid) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, 1, 0, 0, nan), unit_square<T>(), Relation::invalid));
  EXPECT_TRUE(has_relation_everywhere(box<T>(nan, 0, 1, 0, 0, 1), unit_square<T>(), Relation::invalid));
}

TYPED_TEST(EdgeCases, row_16_infinity_is_invalid) {
  using T = TypeParam;
  const T inf = std::numeric_limits<T>::infinity();
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, 0, inf, 0, 0, 1), unit_square<T>(), Relation::invalid));
  EXPECT_TRUE(has_relation_everywhere(box<T>(0, -inf, 1, 0, 0, 1), unit_square<T>(), Relation::invalid));
}

// Row 17: one ulp decides, and float and double each answer for their own
// stored numbers: 2 + 2^-30 is 2 as a float (touching) but not as a double.
TYPED_TEST(EdgeCases, row_17_one_ulp_gap_and_overlap) {
  using T = TypeParam;
  EXPECT_TRUE(has_relation_everywhere(unit_square<T>(), unit_square<T>(std::nextafter(T(2), T(3)), 0), Relation::disjoint));
  EXPECT_TRUE(has_relation_everywhere(unit_square<T>(), unit_square<T>(std::nextafter(T(2), T(1)), 0), Relation::overlapping));
}

TEST(EdgeCases, row_17_float_and_double_answer_for_their_own_numbers) {
  const double b_center = 2 + std::ldexp(1.0, -30);
  EXPECT_TRUE(has_relation_everywhere(unit_square<float>(), unit_square<float>(static_cast<float>(b_center), 0), Relation::touching));
  EXPECT_TRUE(has_relation_everywhere(unit_square<double>(), unit_square<double>(b_center, 0), Relation::disjoint));
}

}  // namespace
}  // namespace obb2d
