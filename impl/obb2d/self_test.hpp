#pragma once
/// @file self_test.hpp
/// obb2d self-test 0.3.3 — checks obb2d.hpp as YOUR build compiled it, with your
/// compiler, your flags, and your thread's floating-point environment.
///
/// WHAT IT CHECKS
///   obb2d.hpp promises the exact relation for every finite input. That rests
///   on IEEE arithmetic: a compiler that reassociates the header's sums
///   (fast-math flags the header failed to neutralise) or a run with
///   flush-to-zero / denormals-are-zero set (modes the header failed to
///   undo) gives confident wrong answers. self_test() runs a few hundred hard
///   cases with their exact answers embedded (computed by the exact-rational
///   oracle, never by the kernel): every row of docs/edge-cases.md; touching
///   and one-ulp pairs at float and double, far from the origin; contacts of
///   boxes turned by Pythagorean directions, and one ulp either way; values
///   near FLT_MAX / DBL_MAX whose products overflow; tiny values whose
///   products underflow; subnormal sizes and pairs that only a subnormal gap
///   separates; -0.0; NaN and ±inf in every position; segments and points;
///   and certificates. Each case is checked in both argument orders, with
///   classify() and with overlaps() under both policies; the certificate
///   cases with certify() and is_witness_valid() too.
///
/// HOW TO USE IT
///   Copy it next to obb2d.hpp. In your unit tests, or at start-up of a debug
///   build, in the thread and floating-point environment that calls obb2d:
///       const obb2d::SelfTestResult check = obb2d::self_test();
///       if (!check.passed()) { /* report check.group, check.failed_case, check.check,
///                                 obb2d::to_string(check.expected), to_string(check.actual) */ }
///   A failure means this build of obb2d.hpp is not exact: report it with
///   your compiler, flags and platform.
///
/// COST
///   One call takes about 0.4 ms on one x86-64 core (g++ 12 or clang 14,
///   -O2; about 2 ms at -O0) and allocates nothing. The table adds about
///   60 KB of read-only data.
///
/// C++17, header-only; includes obb2d.hpp and the standard library only;
/// every function noexcept; needs no exceptions or RTTI. MIT licence (see
/// obb2d.hpp).

#include "obb2d.hpp"

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#if !defined(OBB2D_REFUSED)
OBB2D_IEEE_BEGIN

namespace obb2d {

/// What obb2d::self_test() found.
struct SelfTestResult {
  int cases_run;      ///< number of cases checked, up to and including the first failure
  int failed_case;    ///< index of the first case answered wrongly, or -1 when every case passed
  const char* group;  ///< that case's group name ("touching and one-ulp, float", ...), or nullptr
  Relation expected;  ///< its exact answer (meaningful only when failed_case >= 0)
  Relation actual;    ///< what this build answered (for an overlaps() check: classify() in the same order)
  const char* check;  ///< the call that answered wrongly ("classify(b, a)", "overlaps(a, b, open)", ...), or nullptr
  /// Whether every case was answered exactly.
  bool passed() const noexcept { return failed_case < 0; }
};

/// Runs every embedded case (see the file comment) and returns the first
/// failure, or a result that passed(). Call it in the thread and
/// floating-point environment in which you call obb2d.
inline SelfTestResult self_test() noexcept;

// ===========================================================================
// The cases (internal; tests/self_test_test.cpp reads them)
// ===========================================================================

namespace detail {

/// One embedded case: a box pair and its exact relation, the same in both
/// argument orders.
template <class T>
struct SelfTestCase {
  Box<T> a;           ///< first box
  Box<T> b;           ///< second box
  Relation expected;  ///< the exact relation (from the oracle)
};

/// A run of cases of one precision: self_test_table::float_cases or
/// double_cases [first_case, first_case + case_count).
struct SelfTestGroup {
  const char* name;          ///< e.g. "subnormals, double"
  bool checks_certificates;  ///< certify() and is_witness_valid() are checked too
  bool holds_doubles;        ///< the cases are in double_cases (else float_cases)
  int first_case;            ///< index of the group's first case in its array
  int case_count;            ///< number of cases in the group
};

namespace self_test_table {

inline constexpr Relation disjoint = Relation::disjoint;
inline constexpr Relation touching = Relation::touching;
inline constexpr Relation overlapping = Relation::overlapping;
inline constexpr Relation invalid = Relation::invalid;
inline constexpr float float_nan = std::numeric_limits<float>::quiet_NaN();
inline constexpr float float_signaling_nan = std::numeric_limits<float>::signaling_NaN();
inline constexpr float float_infinity = std::numeric_limits<float>::infinity();
inline constexpr double double_nan = std::numeric_limits<double>::quiet_NaN();
inline constexpr double double_signaling_nan = std::numeric_limits<double>::signaling_NaN();
inline constexpr double double_infinity = std::numeric_limits<double>::infinity();

// BEGIN GENERATED TABLE: tests/self_test_cases/generate_self_test_table.cpp writes it (how to run
// it: there); do not edit by hand. Answers from the exact-rational oracle.
inline constexpr int case_count = 739;
inline constexpr SelfTestGroup groups[] = {
    {"edge-cases.md row 1 (touching edge), float", false, false, 0, 1},
    {"edge-cases.md row 1 (touching edge), double", false, true, 0, 1},
    {"edge-cases.md row 2 (touching corner), float", false, false, 1, 1},
    {"edge-cases.md row 2 (touching corner), double", false, true, 1, 1},
    {"edge-cases.md row 3 (corner on edge), float", false, false, 2, 2},
    {"edge-cases.md row 3 (corner on edge), double", false, true, 2, 2},
    {"edge-cases.md row 4 (shared edge with containment), float", false, false, 4, 1},
    {"edge-cases.md row 4 (shared edge with containment), double", false, true, 4, 1},
    {"edge-cases.md row 5 (identical boxes), float", false, false, 5, 1},
    {"edge-cases.md row 5 (identical boxes), double", false, true, 5, 1},
    {"edge-cases.md row 6 (zero extents), float", false, false, 6, 5},
    {"edge-cases.md row 6 (zero extents), double", false, true, 6, 5},
    {"edge-cases.md row 7 (segments on one line), float", false, false, 11, 3},
    {"edge-cases.md row 7 (segments on one line), double", false, true, 11, 3},
    {"edge-cases.md row 8 (points), float", false, false, 14, 4},
    {"edge-cases.md row 8 (points), double", false, true, 14, 4},
    {"edge-cases.md row 9 (non-orthogonal axes), float", false, false, 18, 3},
    {"edge-cases.md row 9 (non-orthogonal axes), double", false, true, 18, 3},
    {"edge-cases.md row 10 (flipped or swapped half-edges), float", false, false, 21, 3},
    {"edge-cases.md row 10 (flipped or swapped half-edges), double", false, true, 21, 3},
    {"edge-cases.md row 11 (huge), float", false, false, 24, 3},
    {"edge-cases.md row 11 (huge), double", false, true, 24, 3},
    {"edge-cases.md row 12 (tiny at a large offset), float", false, false, 27, 3},
    {"edge-cases.md row 12 (tiny at a large offset), double", false, true, 27, 4},
    {"edge-cases.md row 13 (subnormal), float", false, false, 30, 3},
    {"edge-cases.md row 13 (subnormal), double", false, true, 31, 3},
    {"edge-cases.md row 14 (-0.0), float", false, false, 33, 2},
    {"edge-cases.md row 14 (-0.0), double", false, true, 34, 2},
    {"edge-cases.md row 15 (NaN), float", false, false, 35, 2},
    {"edge-cases.md row 15 (NaN), double", false, true, 36, 2},
    {"edge-cases.md row 16 (±Inf), float", false, false, 37, 2},
    {"edge-cases.md row 16 (±Inf), double", false, true, 38, 2},
    {"edge-cases.md row 17 (float vs double, one ulp), float", false, false, 39, 3},
    {"edge-cases.md row 17 (float vs double, one ulp), double", false, true, 40, 3},
    {"touching and one-ulp, float", false, false, 42, 82},
    {"touching and one-ulp, double", false, true, 43, 104},
    {"Pythagorean contacts, float", false, false, 124, 45},
    {"Pythagorean contacts, double", false, true, 147, 45},
    {"huge values, float", false, false, 169, 21},
    {"huge values, double", false, true, 192, 21},
    {"tiny values, float", false, false, 190, 27},
    {"tiny values, double", false, true, 213, 27},
    {"subnormals, float", false, false, 217, 27},
    {"subnormals, double", false, true, 240, 27},
    {"negative zero, float", false, false, 244, 13},
    {"negative zero, double", false, true, 267, 13},
    {"NaN, float", false, false, 257, 36},
    {"NaN, double", false, true, 280, 36},
    {"infinity, float", false, false, 293, 26},
    {"infinity, double", false, true, 316, 26},
    {"degenerate boxes, float", false, false, 319, 25},
    {"degenerate boxes, double", false, true, 342, 25},
    {"certificates, float", true, false, 344, 14},
    {"certificates, double", true, true, 367, 14},
};
inline constexpr SelfTestCase<float> float_cases[] = {
    // edge-cases.md row 1 (touching edge), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares sharing x = 1
    // edge-cases.md row 2 (touching corner), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0x1p+1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares sharing the corner (1,1)
    // edge-cases.md row 3 (corner on edge), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // diamond corner on the square's edge
    {{{0.0f, 0.0f}, {0x1.4p+2f, 0.0f}, {0.0f, 0x1.4p+2f}},
     {{0x1.8p+3f, 0x1p+0f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, touching},  // (3,4)/5-turned corner on x = 5
    // edge-cases.md row 4 (shared edge with containment), float
    {{{0.0f, 0.0f}, {0x1p+1f, 0.0f}, {0.0f, 0x1p+1f}},
     {{0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // inner square flush with x = 2
    // edge-cases.md row 5 (identical boxes), float
    {{{0x1.8p+1f, -0x1p+1f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+3f, 0x1.8p+2f}},
     {{0x1.8p+1f, -0x1p+1f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+3f, 0x1.8p+2f}}, overlapping},  // a box and itself
    // edge-cases.md row 6 (zero extents), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0.0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // segment (v = 0) inside
    {{{0.0f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0x1p-1f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // segment (u = 0) inside
    {{{0.0f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0.0f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // equal points
    {{{0.0f, 0.0f}, {0x1.99999ap-4f, 0x1.666666p-1f}, {0x1.99999ap-3f, 0x1.666666p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // v = 2u, oblique
    {{{0.0f, 0.0f}, {0x1.99999ap-4f, 0x1.666666p-1f}, {0x1.99999ap-4f, 0x1.666666p-1f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // v = u, oblique
    // edge-cases.md row 7 (segments on one line), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1p+0f, 0x1p+0f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // diagonal segments overlapping
    {{{0.0f, 0.0f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1p+1f, 0x1p+1f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // diagonal segments end to end
    {{{0.0f, 0.0f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.8p+1f, 0x1.8p+1f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, disjoint},  // diagonal segments apart
    // edge-cases.md row 8 (points), float
    {{{0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // equal points
    {{{0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0x1p+0f, 0x1p+1f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // different points
    {{{0x1p+0f, 0x1p-1f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // point on an edge
    {{{0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // point at a corner
    // edge-cases.md row 9 (non-orthogonal axes), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0x1p+0f, 0x1p+0f}},
     {{0x1.8p+1f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // parallelogram corner on an edge
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0x1p+0f, 0x1p+0f}},
     {{0x1.8p+1f, -0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // parallelogram apart
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0x1p+0f, 0x1p+0f}},
     {{0x1.4p+1f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // parallelogram overlapping
    // edge-cases.md row 10 (flipped or swapped half-edges), float
    {{{0.0f, 0.0f}, {-0x1p+0f, 0.0f}, {0.0f, -0x1p+0f}},
     {{0x1p+1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // -u, -v
    {{{0.0f, 0.0f}, {0.0f, 0x1p+0f}, {0x1p+0f, 0.0f}},
     {{0x1p+1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // u <-> v
    {{{0.0f, 0.0f}, {0.0f, -0x1p+0f}, {-0x1p+0f, 0.0f}},
     {{0x1p+1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // -u <-> -v
    // edge-cases.md row 11 (huge), float
    {{{-0x1.fffffep+125f, 0.0f}, {0x1.fffffep+125f, 0.0f}, {0.0f, 0x1.fffffep+125f}},
     {{0x1.fffffep+125f, 0.0f}, {0x1.fffffep+125f, 0.0f}, {0.0f, 0x1.fffffep+125f}}, touching},  // max/4 squares meeting at x = 0
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.8p+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, touching},  // huge diamonds meeting at a corner
    {{{-0x1.fffffep+125f, 0.0f}, {0x1.fffffep+125f, 0.0f}, {0.0f, 0x1.fffffep+125f}},
     {{0x1p+126f, 0.0f}, {0x1.fffffep+125f, 0.0f}, {0.0f, 0x1.fffffep+125f}}, disjoint},  // max/4 squares one ulp apart
    // edge-cases.md row 12 (tiny at a large offset), float
    {{{0x1.fffffcp+9f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1.000002p+10f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, touching},  // 2^-13 squares meeting at 1024
    {{{0x1.fffffcp+9f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1.000006p+10f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, disjoint},  // 2^-13 squares apart at 1024
    {{{0x1.fffffcp+9f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1p+10f, 0.0f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, overlapping},  // 2^-13 squares overlapping at 1024
    // edge-cases.md row 13 (subnormal), float
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, touching},  // subnormal squares meeting
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1.8p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, disjoint},  // subnormal squares apart
    {{{0.0f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}},
     {{0x1p-149f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}}, overlapping},  // subnormal diamonds overlapping
    // edge-cases.md row 14 (-0.0), float
    {{{-0.0f, -0.0f}, {0x1p+0f, -0.0f}, {-0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // -0.0 in center and half-edges
    {{{0x1p+0f, 0.0f}, {-0.0f, -0.0f}, {-0.0f, -0.0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // -0.0 point on an edge
    // edge-cases.md row 15 (NaN), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN in v
    {{{float_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN in the center
    // edge-cases.md row 16 (±Inf), float
    {{{0.0f, 0.0f}, {float_infinity, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf in u
    {{{0.0f, -float_infinity}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf in the center
    // edge-cases.md row 17 (float vs double, one ulp), float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // one ulp right of flush
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // one ulp left of flush
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // 2 + 2^-30 in float
    // touching and one-ulp, float
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares flush in x at 0
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares flush in x at 0, B.cx +1 ulp
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep-1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares flush in x at 0, B.cx -1 ulp
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds corner to corner at 0
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.000002p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds corner to corner at 0, B.cx +1 ulp
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.fffffep-1f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds corner to corner at 0, B.cx -1 ulp
    {{{-0x1p+0f, -0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+0f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 0
    {{{-0x1p+0f, -0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p+0f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares corner to corner at 0, B.cx +1 ulp
    {{{-0x1p+0f, -0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep-1f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 0, B.cx -1 ulp
    {{{-0x1p+0f, -0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep-1f, 0x1.fffffep-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares corner to corner at 0, B.cx and B.cy -1 ulp
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0.0f, 0x1p+0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds edge to edge at 0
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1p-149f, 0x1p+0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds edge to edge at 0, B.cx +1 ulp
    {{{-0x1p+0f, 0.0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1p-149f, 0x1p+0f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds edge to edge at 0, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.60aa0cp+1f, 0x1.3eabfep+0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0
    {{{0.0f, 0.0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.60aa0ep+1f, 0x1.3eabfep+0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.60aa0ap+1f, 0x1.3eabfep+0f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0, B.cx -1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004p+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares flush in x at 1024
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004002p+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares flush in x at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.003ffep+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares flush in x at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.004p+10f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds corner to corner at 1024
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.004002p+10f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds corner to corner at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.003ffep+10f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9f, 0x1.ff8p+9f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004p+10f, 0x1.004p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 1024
    {{{0x1.ff8p+9f, 0x1.ff8p+9f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004002p+10f, 0x1.004p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares corner to corner at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9f, 0x1.ff8p+9f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.003ffep+10f, 0x1.004p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9f, 0x1.ff8p+9f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.003ffep+10f, 0x1.003ffep+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares corner to corner at 1024, B.cx and B.cy -1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1p+10f, 0x1.004p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds edge to edge at 1024
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.000002p+10f, 0x1.004p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds edge to edge at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9f, 0x1p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.fffffep+9f, 0x1.004p+10f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds edge to edge at 1024, B.cx -1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00b054p+10f, 0x1.004facp+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00b056p+10f, 0x1.004facp+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024, B.cx +1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00b052p+10f, 0x1.004facp+10f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024, B.cx -1 ulp
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1.000002p+10f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, touching},  // ulp-size squares flush in x at 1024
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1.000004p+10f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, disjoint},  // ulp-size squares flush in x at 1024, B.cx +1 ulp
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}},
     {{0x1p+10f, 0x1p+10f}, {0x1p-13f, 0.0f}, {0.0f, 0x1p-13f}}, overlapping},  // ulp-size squares flush in x at 1024, B.cx -1 ulp
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1.000002p+10f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, touching},  // ulp-size diamonds corner to corner at 1024
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1.000004p+10f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, disjoint},  // ulp-size diamonds corner to corner at 1024, B.cx +1 ulp
    {{{0x1.fffffcp+9f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1p+10f, 0x1p+10f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, overlapping},  // ulp-size diamonds corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.00001p+20f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares flush in x at 1.04858e+06
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000012p+20f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares flush in x at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.00000ep+20f, 0x1p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares flush in x at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.00001p+20f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds corner to corner at 1.04858e+06
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.000012p+20f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.00000ep+20f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19f, 0x1.ffffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.00001p+20f, 0x1.00001p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 1.04858e+06
    {{{0x1.ffffep+19f, 0x1.ffffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000012p+20f, 0x1.00001p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19f, 0x1.ffffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.00000ep+20f, 0x1.00001p+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19f, 0x1.ffffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.00000ep+20f, 0x1.00000ep+20f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares corner to corner at 1.04858e+06, B.cx and B.cy -1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1p+20f, 0x1.00001p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds edge to edge at 1.04858e+06
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.000002p+20f, 0x1.00001p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds edge to edge at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19f, 0x1p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{0x1.fffffep+19f, 0x1.00001p+20f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds edge to edge at 1.04858e+06, B.cx -1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00002cp+20f, 0x1.000014p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06
    {{{0x1p+20f, 0x1p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00002ep+20f, 0x1.000014p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06, B.cx +1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{0x1.00002ap+20f, 0x1.000014p+20f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06, B.cx -1 ulp
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}},
     {{0x1.000002p+20f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}}, touching},  // ulp-size squares flush in x at 1.04858e+06
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}},
     {{0x1.000004p+20f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}}, disjoint},  // ulp-size squares flush in x at 1.04858e+06, B.cx +1 ulp
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}},
     {{0x1p+20f, 0x1p+20f}, {0x1p-3f, 0.0f}, {0.0f, 0x1p-3f}}, overlapping},  // ulp-size squares flush in x at 1.04858e+06, B.cx -1 ulp
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}},
     {{0x1.000002p+20f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}}, touching},  // ulp-size diamonds corner to corner at 1.04858e+06
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}},
     {{0x1.000004p+20f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}}, disjoint},  // ulp-size diamonds corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.fffffcp+19f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}},
     {{0x1p+20f, 0x1p+20f}, {0x1p-4f, 0x1p-4f}, {-0x1p-4f, 0x1p-4f}}, overlapping},  // ulp-size diamonds corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffep+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares flush in x at -786432
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffdep+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares flush in x at -786432, B.cx +1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffe2p+19f, -0x1.8p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares flush in x at -786432, B.cx -1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.7fffep+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds corner to corner at -786432
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.7fffdep+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds corner to corner at -786432, B.cx +1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.7fffe2p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds corner to corner at -786432, B.cx -1 ulp
    {{{-0x1.80002p+19f, -0x1.80002p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffep+19f, -0x1.7fffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at -786432
    {{{-0x1.80002p+19f, -0x1.80002p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffdep+19f, -0x1.7fffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares corner to corner at -786432, B.cx +1 ulp
    {{{-0x1.80002p+19f, -0x1.80002p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffe2p+19f, -0x1.7fffep+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // unit squares corner to corner at -786432, B.cx -1 ulp
    {{{-0x1.80002p+19f, -0x1.80002p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1.7fffe2p+19f, -0x1.7fffe2p+19f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // unit squares corner to corner at -786432, B.cx and B.cy -1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.8p+19f, -0x1.7fffep+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, touching},  // unit diamonds edge to edge at -786432
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.7ffffep+19f, -0x1.7fffep+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, disjoint},  // unit diamonds edge to edge at -786432, B.cx +1 ulp
    {{{-0x1.80002p+19f, -0x1.8p+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}},
     {{-0x1.800002p+19f, -0x1.7fffep+19f}, {0x1p-1f, 0x1p-1f}, {-0x1p-1f, 0x1p-1f}}, overlapping},  // unit diamonds edge to edge at -786432, B.cx -1 ulp
    {{{-0x1.8p+19f, -0x1.8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{-0x1.7fffa8p+19f, -0x1.7fffd8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -786432
    {{{-0x1.8p+19f, -0x1.8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{-0x1.7fffa6p+19f, -0x1.7fffd8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -786432, B.cx +1 ulp
    {{{-0x1.8p+19f, -0x1.8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}},
     {{-0x1.7fffaap+19f, -0x1.7fffd8p+19f}, {0x1.6ed966p+0f, 0x1.c5eb48p-2f}, {-0x1.c5eb48p-3f, 0x1.6ed966p-1f}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -786432, B.cx -1 ulp
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}},
     {{-0x1.7ffffep+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}}, touching},  // ulp-size squares flush in x at -786432
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}},
     {{-0x1.7ffffcp+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}}, disjoint},  // ulp-size squares flush in x at -786432, B.cx +1 ulp
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}},
     {{-0x1.8p+19f, -0x1.8p+19f}, {0x1p-4f, 0.0f}, {0.0f, 0x1p-4f}}, overlapping},  // ulp-size squares flush in x at -786432, B.cx -1 ulp
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}},
     {{-0x1.7ffffep+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}}, touching},  // ulp-size diamonds corner to corner at -786432
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}},
     {{-0x1.7ffffcp+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}}, disjoint},  // ulp-size diamonds corner to corner at -786432, B.cx +1 ulp
    {{{-0x1.800002p+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}},
     {{-0x1.8p+19f, -0x1.8p+19f}, {0x1p-5f, 0x1p-5f}, {-0x1p-5f, 0x1p-5f}}, overlapping},  // ulp-size diamonds corner to corner at -786432, B.cx -1 ulp
    // Pythagorean contacts, float
    {{{0.0f, 0.0f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.1cp+6f, 0x1.08p+5f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, touching},  // (3,4)/5 corner on a square's edge at 0
    {{{0.0f, 0.0f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.1c0002p+6f, 0x1.08p+5f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, disjoint},  // (3,4)/5 corner on a square's edge at 0, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.1bfffep+6f, 0x1.08p+5f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, overlapping},  // (3,4)/5 corner on a square's edge at 0, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}},
     {{0.0f, 0x1.9p+4f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}}, touching},  // (3,4)/5 edge on edge at 0
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}},
     {{0x1p-149f, 0x1.9p+4f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}}, disjoint},  // (3,4)/5 edge on edge at 0, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}},
     {{-0x1p-149f, 0x1.9p+4f}, {0x1.8p+2f, 0x1p+3f}, {-0x1.8p+3f, 0x1.2p+3f}}, overlapping},  // (3,4)/5 edge on edge at 0, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1p+3f, 0x1.8p+2f}},
     {{0x1.7p+4f, 0x1.ep+3f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, touching},  // (5,12)/13 corner on a (3,4)/5 edge at 0
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1p+3f, 0x1.8p+2f}},
     {{0x1.700002p+4f, 0x1.ep+3f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, disjoint},  // (5,12)/13 corner on a (3,4)/5 edge at 0, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1.8p+2f, 0x1p+3f}, {-0x1p+3f, 0x1.8p+2f}},
     {{0x1.6ffffep+4f, 0x1.ep+3f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, overlapping},  // (5,12)/13 corner on a (3,4)/5 edge at 0, B.cx -1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.0e4p+10f, 0x1.03cp+10f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, touching},  // (5,12)/13 corner on a square's edge at 1000
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.0e4002p+10f, 0x1.03cp+10f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, disjoint},  // (5,12)/13 corner on a square's edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.0e3ffep+10f, 0x1.03cp+10f}, {0x1.4p+2f, 0x1.8p+3f}, {-0x1.8p+3f, 0x1.4p+2f}}, overlapping},  // (5,12)/13 corner on a square's edge at 1000, B.cx -1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}},
     {{0x1.ecp+9f, 0x1.09cp+10f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}}, touching},  // (5,12)/13 edge on edge at 1000
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}},
     {{0x1.ec0002p+9f, 0x1.09cp+10f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}}, disjoint},  // (5,12)/13 edge on edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}},
     {{0x1.ebfffep+9f, 0x1.09cp+10f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.2p+5f, 0x1.ep+3f}}, overlapping},  // (5,12)/13 edge on edge at 1000, B.cx -1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.4p+3f}},
     {{0x1.f58p+9f, 0x1.05cp+10f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, touching},  // (8,15)/17 corner on a (5,12)/13 edge at 1000
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.4p+3f}},
     {{0x1.f58002p+9f, 0x1.05cp+10f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, disjoint},  // (8,15)/17 corner on a (5,12)/13 edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9f, 0x1.f4p+9f}, {0x1.4p+3f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.4p+3f}},
     {{0x1.f57ffep+9f, 0x1.05cp+10f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, overlapping},  // (8,15)/17 corner on a (5,12)/13 edge at 1000, B.cx -1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.00057p+20f, 0x1.00027p+20f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, touching},  // (8,15)/17 corner on a square's edge at 1.04858e+06
    {{{0x1p+20f, 0x1p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.000572p+20f, 0x1.00027p+20f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, disjoint},  // (8,15)/17 corner on a square's edge at 1.04858e+06, B.cx +1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.00056ep+20f, 0x1.00027p+20f}, {0x1p+3f, 0x1.ep+3f}, {-0x1.ep+3f, 0x1p+3f}}, overlapping},  // (8,15)/17 corner on a square's edge at 1.04858e+06, B.cx -1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}},
     {{0x1.fffe6p+19f, 0x1.00054p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}}, touching},  // (8,15)/17 edge on edge at 1.04858e+06
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}},
     {{0x1.fffe62p+19f, 0x1.00054p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}}, disjoint},  // (8,15)/17 edge on edge at 1.04858e+06, B.cx +1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}},
     {{0x1.fffe5ep+19f, 0x1.00054p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.68p+5f, 0x1.8p+4f}}, overlapping},  // (8,15)/17 edge on edge at 1.04858e+06, B.cx -1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.ep+4f, 0x1p+4f}},
     {{0x1.0000fp+20f, 0x1.00047p+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, touching},  // (20,21)/29 corner on a (8,15)/17 edge at 1.04858e+06
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.ep+4f, 0x1p+4f}},
     {{0x1.0000f2p+20f, 0x1.00047p+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, disjoint},  // (20,21)/29 corner on a (8,15)/17 edge at 1.04858e+06, B.cx +1 ulp
    {{{0x1p+20f, 0x1p+20f}, {0x1p+4f, 0x1.ep+4f}, {-0x1.ep+4f, 0x1p+4f}},
     {{0x1.0000eep+20f, 0x1.00047p+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, overlapping},  // (20,21)/29 corner on a (8,15)/17 edge at 1.04858e+06, B.cx -1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{-0x1.7ff97p+20f, -0x1.7ffdfp+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, touching},  // (20,21)/29 corner on a square's edge at -1.57286e+06
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{-0x1.7ff96ep+20f, -0x1.7ffdfp+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, disjoint},  // (20,21)/29 corner on a square's edge at -1.57286e+06, B.cx +1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{-0x1.7ff972p+20f, -0x1.7ffdfp+20f}, {0x1.4p+4f, 0x1.5p+4f}, {-0x1.5p+4f, 0x1.4p+4f}}, overlapping},  // (20,21)/29 corner on a square's edge at -1.57286e+06, B.cx -1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}},
     {{-0x1.7ffefp+20f, -0x1.7ff7p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}}, touching},  // (20,21)/29 edge on edge at -1.57286e+06
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}},
     {{-0x1.7ffeeep+20f, -0x1.7ff7p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}}, disjoint},  // (20,21)/29 edge on edge at -1.57286e+06, B.cx +1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}},
     {{-0x1.7ffef2p+20f, -0x1.7ff7p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.f8p+5f, 0x1.ep+5f}}, overlapping},  // (20,21)/29 edge on edge at -1.57286e+06, B.cx -1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.5p+5f, 0x1.4p+5f}},
     {{-0x1.7ffb9p+20f, -0x1.7ffc5p+20f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, touching},  // (7,24)/25 corner on a (20,21)/29 edge at -1.57286e+06
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.5p+5f, 0x1.4p+5f}},
     {{-0x1.7ffb8ep+20f, -0x1.7ffc5p+20f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, disjoint},  // (7,24)/25 corner on a (20,21)/29 edge at -1.57286e+06, B.cx +1 ulp
    {{{-0x1.8p+20f, -0x1.8p+20f}, {0x1.4p+5f, 0x1.5p+5f}, {-0x1.5p+5f, 0x1.4p+5f}},
     {{-0x1.7ffb92p+20f, -0x1.7ffc5p+20f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, overlapping},  // (7,24)/25 corner on a (20,21)/29 edge at -1.57286e+06, B.cx -1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.00017cp+22f, 0x1.0000c4p+22f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, touching},  // (7,24)/25 corner on a square's edge at 4.1943e+06
    {{{0x1p+22f, 0x1p+22f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.00017ep+22f, 0x1.0000c4p+22f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, disjoint},  // (7,24)/25 corner on a square's edge at 4.1943e+06, B.cx +1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1p+6f, 0.0f}, {0.0f, 0x1p+6f}},
     {{0x1.00017ap+22f, 0x1.0000c4p+22f}, {0x1.cp+2f, 0x1.8p+4f}, {-0x1.8p+4f, 0x1.cp+2f}}, overlapping},  // (7,24)/25 corner on a square's edge at 4.1943e+06, B.cx -1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}},
     {{0x1.fffeap+21f, 0x1.0001d4p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}}, touching},  // (7,24)/25 edge on edge at 4.1943e+06
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}},
     {{0x1.fffea2p+21f, 0x1.0001d4p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}}, disjoint},  // (7,24)/25 edge on edge at 4.1943e+06, B.cx +1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}},
     {{0x1.fffe9ep+21f, 0x1.0001d4p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.2p+6f, 0x1.5p+4f}}, overlapping},  // (7,24)/25 edge on edge at 4.1943e+06, B.cx -1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.8p+5f, 0x1.cp+3f}},
     {{0x1.000034p+22f, 0x1.0000dcp+22f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, touching},  // (3,4)/5 corner on a (7,24)/25 edge at 4.1943e+06
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.8p+5f, 0x1.cp+3f}},
     {{0x1.000036p+22f, 0x1.0000dcp+22f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, disjoint},  // (3,4)/5 corner on a (7,24)/25 edge at 4.1943e+06, B.cx +1 ulp
    {{{0x1p+22f, 0x1p+22f}, {0x1.cp+3f, 0x1.8p+5f}, {-0x1.8p+5f, 0x1.cp+3f}},
     {{0x1.000032p+22f, 0x1.0000dcp+22f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, overlapping},  // (3,4)/5 corner on a (7,24)/25 edge at 4.1943e+06, B.cx -1 ulp
    // huge values, float
    {{{-0x1p+127f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+127f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows)
    {{{-0x1p+127f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p+127f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows), B.cx +1 ulp
    {{{-0x1p+127f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep+126f, 0.0f}, {0x1p+127f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows), B.cx -1 ulp
    {{{0.0f, -0x1p+127f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+127f}},
     {{0.0f, 0x1p+127f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+127f}}, touching},  // flush at y = 0, centers ±2^(top-1)
    {{{0.0f, -0x1p+127f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+127f}},
     {{0.0f, 0x1.000002p+127f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+127f}}, disjoint},  // flush at y = 0, centers ±2^(top-1), B.cy +1 ulp
    {{{0.0f, 0.0f}, {0x1.fffffep+127f, 0.0f}, {0.0f, 0x1.fffffep+127f}},
     {{0x1.fffffep+127f, 0x1.fffffep+127f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // max square, unit square at its corner
    {{{0.0f, 0.0f}, {0x1.fffffep+127f, 0.0f}, {0.0f, 0x1.fffffep+127f}},
     {{0x1.fffffep+127f, -0x1.fffffep+127f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // max square, point at its corner
    {{{0.0f, 0.0f}, {0x1.fffffep+127f, 0.0f}, {0.0f, 0x1.fffffep+127f}},
     {{-0x1.fffffep+127f, -0x1.fffffep+127f}, {0x1.fffffep+127f, 0x1.fffffep+127f}, {-0x1.fffffep+127f, 0x1.fffffep+127f}}, overlapping},  // max square, max diamond at its corner
    {{{-0x1.fffffep+127f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep+127f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // unit squares at ±max
    {{{0.0f, 0.0f}, {0x1.fffffep+126f, 0.0f}, {0.0f, 0x1.fffffep+126f}},
     {{0x1p+127f, 0.0f}, {0x1p+103f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // ulp-wide box flush with the max/2 square
    {{{0.0f, 0.0f}, {0x1.fffffep+126f, 0.0f}, {0.0f, 0x1.fffffep+126f}},
     {{0x1.000002p+127f, 0.0f}, {0x1p+103f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // ulp-wide box flush with the max/2 square, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1.fffffep+126f, 0.0f}, {0.0f, 0x1.fffffep+126f}},
     {{0x1.fffffep+126f, 0.0f}, {0x1p+103f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // ulp-wide box flush with the max/2 square, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.1cp+126f, 0x1.08p+125f}, {0x1.8p+121f, 0x1p+122f}, {-0x1p+122f, 0x1.8p+121f}}, touching},  // (3,4)/5 corner on edge, scaled by 2^(top-8)
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.1c0002p+126f, 0x1.08p+125f}, {0x1.8p+121f, 0x1p+122f}, {-0x1p+122f, 0x1.8p+121f}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^(top-8), B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.1bfffep+126f, 0x1.08p+125f}, {0x1.8p+121f, 0x1p+122f}, {-0x1p+122f, 0x1.8p+121f}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^(top-8), B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.a4p+126f, 0x1.08p+125f}, {0x1.4p+124f, 0x1.5p+124f}, {-0x1.5p+124f, 0x1.4p+124f}}, touching},  // (20,21)/29 corner on edge, scaled by 2^(top-8)
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.a40002p+126f, 0x1.08p+125f}, {0x1.4p+124f, 0x1.5p+124f}, {-0x1.5p+124f, 0x1.4p+124f}}, disjoint},  // (20,21)/29 corner on edge, scaled by 2^(top-8), B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p+126f, 0.0f}, {0.0f, 0x1p+126f}},
     {{0x1.a3fffep+126f, 0x1.08p+125f}, {0x1.4p+124f, 0x1.5p+124f}, {-0x1.5p+124f, 0x1.4p+124f}}, overlapping},  // (20,21)/29 corner on edge, scaled by 2^(top-8), B.cx -1 ulp
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.8p+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, touching},  // diamonds of half diagonal 2^(top-2) corner to corner
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.800002p+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, disjoint},  // diamonds of half diagonal 2^(top-2) corner to corner, B.cx +1 ulp
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.7ffffep+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, overlapping},  // diamonds of half diagonal 2^(top-2) corner to corner, B.cx -1 ulp
    // tiny values, float
    {{{-0x1p-70f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}},
     {{0x1p-70f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}}, touching},  // squares flush at x = 0, scaled by 2^-70
    {{{-0x1p-70f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}},
     {{0x1.000002p-70f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}}, disjoint},  // squares flush at x = 0, scaled by 2^-70, B.cx +1 ulp
    {{{-0x1p-70f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}},
     {{0x1.fffffep-71f, 0.0f}, {0x1p-70f, 0.0f}, {0.0f, 0x1p-70f}}, overlapping},  // squares flush at x = 0, scaled by 2^-70, B.cx -1 ulp
    {{{-0x1.8p-69f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}},
     {{0x1p-70f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}}, touching},  // diamonds corner to corner, scaled by 2^-70
    {{{-0x1.8p-69f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}},
     {{0x1.000002p-70f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}}, disjoint},  // diamonds corner to corner, scaled by 2^-70, B.cx +1 ulp
    {{{-0x1.8p-69f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}},
     {{0x1.fffffep-71f, 0x1.4p-68f}, {0x1p-70f, 0x1p-70f}, {-0x1p-70f, 0x1p-70f}}, overlapping},  // diamonds corner to corner, scaled by 2^-70, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.1cp-64f, 0x1.08p-65f}, {0x1.8p-69f, 0x1p-68f}, {-0x1p-68f, 0x1.8p-69f}}, touching},  // (3,4)/5 corner on edge, scaled by 2^-70
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.1c0002p-64f, 0x1.08p-65f}, {0x1.8p-69f, 0x1p-68f}, {-0x1p-68f, 0x1.8p-69f}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^-70, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.1bfffep-64f, 0x1.08p-65f}, {0x1.8p-69f, 0x1p-68f}, {-0x1p-68f, 0x1.8p-69f}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^-70, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.5cp-64f, 0x1.38p-65f}, {0x1p-67f, 0x1.ep-67f}, {-0x1.ep-67f, 0x1p-67f}}, touching},  // (8,15)/17 corner on edge, scaled by 2^-70
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.5c0002p-64f, 0x1.38p-65f}, {0x1p-67f, 0x1.ep-67f}, {-0x1.ep-67f, 0x1p-67f}}, disjoint},  // (8,15)/17 corner on edge, scaled by 2^-70, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-64f, 0.0f}, {0.0f, 0x1p-64f}},
     {{0x1.5bfffep-64f, 0x1.38p-65f}, {0x1p-67f, 0x1.ep-67f}, {-0x1.ep-67f, 0x1p-67f}}, overlapping},  // (8,15)/17 corner on edge, scaled by 2^-70, B.cx -1 ulp
    {{{-0x1p-110f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}},
     {{0x1p-110f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}}, touching},  // squares flush at x = 0, scaled by 2^-110
    {{{-0x1p-110f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}},
     {{0x1.000002p-110f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}}, disjoint},  // squares flush at x = 0, scaled by 2^-110, B.cx +1 ulp
    {{{-0x1p-110f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}},
     {{0x1.fffffep-111f, 0.0f}, {0x1p-110f, 0.0f}, {0.0f, 0x1p-110f}}, overlapping},  // squares flush at x = 0, scaled by 2^-110, B.cx -1 ulp
    {{{-0x1.8p-109f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}},
     {{0x1p-110f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}}, touching},  // diamonds corner to corner, scaled by 2^-110
    {{{-0x1.8p-109f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}},
     {{0x1.000002p-110f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}}, disjoint},  // diamonds corner to corner, scaled by 2^-110, B.cx +1 ulp
    {{{-0x1.8p-109f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}},
     {{0x1.fffffep-111f, 0x1.4p-108f}, {0x1p-110f, 0x1p-110f}, {-0x1p-110f, 0x1p-110f}}, overlapping},  // diamonds corner to corner, scaled by 2^-110, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.1cp-104f, 0x1.08p-105f}, {0x1.8p-109f, 0x1p-108f}, {-0x1p-108f, 0x1.8p-109f}}, touching},  // (3,4)/5 corner on edge, scaled by 2^-110
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.1c0002p-104f, 0x1.08p-105f}, {0x1.8p-109f, 0x1p-108f}, {-0x1p-108f, 0x1.8p-109f}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^-110, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.1bfffep-104f, 0x1.08p-105f}, {0x1.8p-109f, 0x1p-108f}, {-0x1p-108f, 0x1.8p-109f}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^-110, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.5cp-104f, 0x1.38p-105f}, {0x1p-107f, 0x1.ep-107f}, {-0x1.ep-107f, 0x1p-107f}}, touching},  // (8,15)/17 corner on edge, scaled by 2^-110
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.5c0002p-104f, 0x1.38p-105f}, {0x1p-107f, 0x1.ep-107f}, {-0x1.ep-107f, 0x1p-107f}}, disjoint},  // (8,15)/17 corner on edge, scaled by 2^-110, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-104f, 0.0f}, {0.0f, 0x1p-104f}},
     {{0x1.5bfffep-104f, 0x1.38p-105f}, {0x1p-107f, 0x1.ep-107f}, {-0x1.ep-107f, 0x1p-107f}}, overlapping},  // (8,15)/17 corner on edge, scaled by 2^-110, B.cx -1 ulp
    {{{0x1.fffffcp+9f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1.000002p+10f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, touching},  // 2^-13 diamonds corner to corner at 1024
    {{{0x1.fffffcp+9f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1.000004p+10f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, disjoint},  // 2^-13 diamonds corner to corner at 1024, B.cx +1 ulp
    {{{0x1.fffffcp+9f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}},
     {{0x1p+10f, 0x1.8p+1f}, {0x1p-14f, 0x1p-14f}, {-0x1p-14f, 0x1p-14f}}, overlapping},  // 2^-13 diamonds corner to corner at 1024, B.cx -1 ulp
    // subnormals, float
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, touching},  // denorm_min squares flush in x
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1.8p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, disjoint},  // denorm_min squares d apart in x
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1p-149f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, overlapping},  // denorm_min squares overlapping in x
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0.0f, 0x1p-148f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, touching},  // denorm_min squares flush in y
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0.0f, 0x1.8p-148f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, disjoint},  // denorm_min squares d apart in y
    {{{0.0f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}},
     {{0x1p-147f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}}, touching},  // denorm_min diamonds corner to corner
    {{{0.0f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}},
     {{0x1.4p-147f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}}, disjoint},  // denorm_min diamonds d apart
    {{{0.0f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}},
     {{0x1.8p-148f, 0.0f}, {0x1p-149f, 0x1p-149f}, {-0x1p-149f, 0x1p-149f}}, overlapping},  // denorm_min diamonds overlapping
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-149f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // point d right of a unit box's edge
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // point on a unit box's edge
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0x1p-149f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // point d inside a unit box's edge
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-149f, 0.0f}, {0.0f, 0x1.4p+2f}, {0.0f, 0.0f}}, disjoint},  // segment d right of a unit box's edge
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // d-wide box d right of a unit box's edge
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-149f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // d-wide box flush with a unit box's edge
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+0f, 0x1p+0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, overlapping},  // denorm_min square centered on a unit square's corner
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0x1p+0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, overlapping},  // denorm_min square centered on a unit square's edge
    {{{0x1p-126f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.fffffcp-127f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}}, disjoint},  // segments at x = smallest normal and largest subnormal
    {{{0x1p-126f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1p-126f, 0.0f}, {0.0f, 0x1p+1f}, {0.0f, 0.0f}}, touching},  // segments at x = smallest normal, overlapping
    {{{0x1p-124f, 0.0f}, {0x1p-125f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep-126f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}}, disjoint},  // normal numbers, a gap of denorm_min
    {{{0x1p-124f, 0.0f}, {0x1p-125f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-125f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // normal numbers, flush
    {{{0x1p-124f, 0.0f}, {0x1p-125f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p-125f, 0.0f}, {0.0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // normal numbers, 2 denorm_min inside
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.1cp-143f, 0x1.08p-144f}, {0x1.8p-148f, 0x1p-147f}, {-0x1p-147f, 0x1.8p-148f}}, touching},  // (3,4)/5 corner on edge, in units of denorm_min
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.2p-143f, 0x1.08p-144f}, {0x1.8p-148f, 0x1p-147f}, {-0x1p-147f, 0x1.8p-148f}}, disjoint},  // (3,4)/5 corner on edge, in units of denorm_min, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.18p-143f, 0x1.08p-144f}, {0x1.8p-148f, 0x1p-147f}, {-0x1p-147f, 0x1.8p-148f}}, overlapping},  // (3,4)/5 corner on edge, in units of denorm_min, B.cx -1 ulp
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.44p-143f, 0x1.38p-144f}, {0x1.4p-147f, 0x1.8p-146f}, {-0x1.8p-146f, 0x1.4p-147f}}, touching},  // (5,12)/13 corner on edge, in units of denorm_min
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.48p-143f, 0x1.38p-144f}, {0x1.4p-147f, 0x1.8p-146f}, {-0x1.8p-146f, 0x1.4p-147f}}, disjoint},  // (5,12)/13 corner on edge, in units of denorm_min, B.cx +1 ulp
    {{{0.0f, 0.0f}, {0x1p-143f, 0.0f}, {0.0f, 0x1p-143f}},
     {{0x1.4p-143f, 0x1.38p-144f}, {0x1.4p-147f, 0x1.8p-146f}, {-0x1.8p-146f, 0x1.4p-147f}}, overlapping},  // (5,12)/13 corner on edge, in units of denorm_min, B.cx -1 ulp
    // negative zero, float
    {{{-0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in A.cx
    {{{0.0f, -0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in A.cy
    {{{0.0f, 0.0f}, {0x1p+0f, -0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {-0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, -0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in B.cy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, -0.0f}, {0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in B.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {-0.0f, 0x1p+0f}}, touching},  // flush unit squares, -0.0 in B.vx
    {{{-0.0f, -0.0f}, {0x1p+0f, -0.0f}, {-0.0f, 0x1p+0f}},
     {{0x1p+1f, -0.0f}, {0x1p+0f, -0.0f}, {-0.0f, 0x1p+0f}}, touching},  // flush unit squares, every zero -0.0
    {{{0x1p+0f, -0.0f}, {-0.0f, -0.0f}, {-0.0f, -0.0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // point (1, -0) on an edge
    {{{-0.0f, -0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0.0f, 0.0f}, {-0.0f, 0.0f}, {0.0f, -0.0f}}, touching},  // points (-0, -0) and (0, 0)
    {{{-0.0f, 0.0f}, {0x1p+0f, -0.0f}, {-0.0f, -0.0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // segment with -0.0, flush
    {{{-0.0f, -0.0f}, {0x1.4p+2f, -0.0f}, {-0.0f, 0x1.4p+2f}},
     {{0x1.8p+3f, 0x1p+0f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, touching},  // (3,4)/5 corner on edge, -0.0 in A
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-0.0f, 0x1.4p+2f}, {0.0f, -0.0f}, {-0.0f, 0x1.4p+2f}}, touching},  // segment at x = -0.0 flush with x = 0
    // NaN, float
    {{{float_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.cx
    {{{0.0f, float_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.cy
    {{{0.0f, 0.0f}, {float_nan, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, float_nan}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {float_nan, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in A.vy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{float_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in B.cx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, float_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in B.cy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {float_nan, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in B.ux
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, float_nan}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in B.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {float_nan, 0x1p+0f}}, invalid},  // NaN, squares apart in x, in B.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}}, invalid},  // NaN, squares apart in x, in B.vy
    {{{float_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.cx
    {{{0.0f, float_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.cy
    {{{0.0f, 0.0f}, {float_nan, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, float_nan}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {float_nan, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in A.vy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{float_nan, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in B.cx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, float_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in B.cy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {float_nan, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in B.ux
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, float_nan}, {0.0f, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in B.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {float_nan, 0x1p+0f}}, invalid},  // NaN, squares overlapping, in B.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}}, invalid},  // NaN, squares overlapping, in B.vy
    {{{float_signaling_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.cx
    {{{0.0f, float_signaling_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.cy
    {{{0.0f, 0.0f}, {float_signaling_nan, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, float_signaling_nan}, {0.0f, 0x1p+0f}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {float_signaling_nan, 0x1p+0f}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_signaling_nan}},
     {{0.0f, 0x1.4p+2f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // signaling NaN, squares apart in y, in A.vy
    {{{-float_nan, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.cx
    {{{0.0f, -float_nan}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.cy
    {{{0.0f, 0.0f}, {-float_nan, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, -float_nan}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {-float_nan, 0x1p+0f}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, -float_nan}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -NaN, squares flush, in A.vy
    // infinity, float
    {{{float_infinity, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.cx
    {{{0.0f, float_infinity}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.cy
    {{{0.0f, 0.0f}, {float_infinity, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, float_infinity}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {float_infinity, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_infinity}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in A.vy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{float_infinity, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in B.cx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, float_infinity}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in B.cy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {float_infinity, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in B.ux
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, float_infinity}, {0.0f, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in B.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {float_infinity, 0x1p+0f}}, invalid},  // +inf, squares apart in x, in B.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.4p+2f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_infinity}}, invalid},  // +inf, squares apart in x, in B.vy
    {{{-float_infinity, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.cx
    {{{0.0f, -float_infinity}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.cy
    {{{0.0f, 0.0f}, {-float_infinity, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.ux
    {{{0.0f, 0.0f}, {0x1p+0f, -float_infinity}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {-float_infinity, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, -float_infinity}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in A.vy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{-float_infinity, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in B.cx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, -float_infinity}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in B.cy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {-float_infinity, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in B.ux
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, -float_infinity}, {0.0f, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in B.uy
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {-float_infinity, 0x1p+0f}}, invalid},  // -inf, squares overlapping, in B.vx
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, -float_infinity}}, invalid},  // -inf, squares overlapping, in B.vy
    {{{float_infinity, 0.0f}, {float_infinity, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, invalid},  // +inf center and +inf u (inf - inf is NaN)
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, -float_infinity}},
     {{0x1p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, float_nan}}, invalid},  // -inf in A, NaN in B
    // degenerate boxes, float
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.008p+10f, 0x1.008p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // diagonal segments end to end at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.008002p+10f, 0x1.008002p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, disjoint},  // diagonal segments one ulp apart along the line at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.007ffep+10f, 0x1.007ffep+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, touching},  // diagonal segments overlapping by one ulp at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1.008002p+10f, 0x1.008p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}}, disjoint},  // diagonal segments, B one ulp off the line at 1024
    {{{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}},
     {{0x1.008p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}}, touching},  // horizontal segments end to end at 1024
    {{{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}},
     {{0x1.008002p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}}, disjoint},  // horizontal segments end to end at 1024, B.cx +1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}},
     {{0x1.007ffep+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, 0.0f}}, touching},  // horizontal segments end to end at 1024, B.cx -1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}},
     {{0x1.018p+10f, 0x1.02p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}}, touching},  // (3,4) segments end to end at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}},
     {{0x1.018002p+10f, 0x1.02p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}}, disjoint},  // (3,4) segments, B.cx +1 ulp at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}},
     {{0x1.018p+10f, 0x1.01fffep+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}}, disjoint},  // (3,4) segments, B.cy -1 ulp at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {0.0f, 0.0f}},
     {{0x1.018p+10f, 0x1.02p+10f}, {-0x1.8p+1f, -0x1p+2f}, {0.0f, 0.0f}}, touching},  // (3,4) segments end to end, B.u negated at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0x1p+0f}, {0.0f, 0.0f}},
     {{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0x1p+0f, -0x1p+0f}}, touching},  // segments crossing in an X at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.4p+2f, 0.0f}, {0.0f, 0.0f}},
     {{0x1.004p+10f, 0x1.000002p+10f}, {0x1.4p+2f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // parallel segments one ulp apart at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004p+10f, 0x1.004p+10f}, {0.0f, 0x1p+1f}, {0.0f, 0.0f}}, touching},  // segment along a square's edge, half on it at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.004002p+10f, 0x1.004p+10f}, {0.0f, 0x1p+1f}, {0.0f, 0.0f}}, disjoint},  // segment along a square's edge, half on it at 1024, B.cx +1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.003ffep+10f, 0x1.004p+10f}, {0.0f, 0x1p+1f}, {0.0f, 0.0f}}, touching},  // segment along a square's edge, half on it at 1024, B.cx -1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}},
     {{0x1.01cp+10f, 0x1.004p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // point at a (3,4)/5 box's corner at 1024
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}},
     {{0x1.01c002p+10f, 0x1.004p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // point at a (3,4)/5 box's corner at 1024, B.cx +1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}},
     {{0x1.01bffep+10f, 0x1.004p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // point at a (3,4)/5 box's corner at 1024, B.cx -1 ulp
    {{{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // equal points at 1024
    {{{0x1p+10f, 0x1p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}},
     {{0x1p+10f, 0x1.000002p+10f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // points one ulp apart at 1024
    {{{0.0f, 0.0f}, {0x1.99999ap-4f, 0x1.666666p-1f}, {0x1.333334p-2f, 0x1.0cccccp+1f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // v = 3u, oblique: a segment in a square
    {{{0.0f, 0.0f}, {0x1.99999ap-4f, 0x1.666666p-1f}, {-0x1.99999ap-4f, -0x1.666666p-1f}},
     {{0.0f, 0.0f}, {0x1.99999ap-4f, 0x1.666666p-1f}, {0x1.99999ap-4f, 0x1.666666p-1f}}, touching},  // u = -v and u = v: equal segments
    {{{0.0f, 0.0f}, {0x1p+1f, 0.0f}, {0.0f, 0.0f}},
     {{0x1p+1f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // a point at a segment's end
    {{{0.0f, 0.0f}, {0x1p+1f, 0.0f}, {0.0f, 0.0f}},
     {{0x1.000002p+1f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, disjoint},  // a point one ulp past a segment's end
    // certificates, float
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.8p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // squares apart
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.000002p+1f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, disjoint},  // squares one ulp apart
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0x1p-1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // squares sharing an edge
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p+1f, 0x1p+1f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, touching},  // squares sharing a corner
    {{{0.0f, 0.0f}, {0x1.4p+2f, 0.0f}, {0.0f, 0x1.4p+2f}},
     {{0x1.8p+3f, 0x1p+0f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, touching},  // (3,4)/5 corner on edge
    {{{0.0f, 0.0f}, {0x1.4p+2f, 0.0f}, {0.0f, 0x1.4p+2f}},
     {{0x1.800002p+3f, 0x1p+0f}, {0x1.8p+1f, 0x1p+2f}, {-0x1p+2f, 0x1.8p+1f}}, disjoint},  // (3,4)/5 corner one ulp off the edge
    {{{0.0f, 0.0f}, {0x1p+2f, 0.0f}, {0.0f, 0x1p+2f}},
     {{0x1p+0f, 0x1p+0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // containment
    {{{0.0f, 0.0f}, {0x1.4p+2f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1.4p+2f}}, overlapping},  // a cross: only edges meet
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1.fffffep+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}}, overlapping},  // squares overlapping by one ulp
    {{{0.0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-1f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}}, touching},  // a point inside
    {{{-0x1p+0f, 0.0f}, {0x1p+0f, 0.0f}, {0.0f, 0x1p+0f}},
     {{0x1p-149f, 0.0f}, {0.0f, 0x1.4p+2f}, {0.0f, 0.0f}}, disjoint},  // a segment denorm_min from an edge
    {{{0.0f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}},
     {{0x1p-148f, 0.0f}, {0x1p-149f, 0.0f}, {0.0f, 0x1p-149f}}, touching},  // denorm_min squares flush
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.8p+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, touching},  // huge diamonds corner to corner
    {{{-0x1p+125f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}},
     {{0x1.800002p+126f, 0.0f}, {0x1p+125f, 0x1p+125f}, {-0x1p+125f, 0x1p+125f}}, disjoint},  // huge diamonds one ulp apart
};
inline constexpr SelfTestCase<double> double_cases[] = {
    // edge-cases.md row 1 (touching edge), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares sharing x = 1
    // edge-cases.md row 2 (touching corner), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0x1p+1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares sharing the corner (1,1)
    // edge-cases.md row 3 (corner on edge), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // diamond corner on the square's edge
    {{{0.0, 0.0}, {0x1.4p+2, 0.0}, {0.0, 0x1.4p+2}},
     {{0x1.8p+3, 0x1p+0}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, touching},  // (3,4)/5-turned corner on x = 5
    // edge-cases.md row 4 (shared edge with containment), double
    {{{0.0, 0.0}, {0x1p+1, 0.0}, {0.0, 0x1p+1}},
     {{0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // inner square flush with x = 2
    // edge-cases.md row 5 (identical boxes), double
    {{{0x1.8p+1, -0x1p+1}, {0x1.8p+1, 0x1p+2}, {-0x1p+3, 0x1.8p+2}},
     {{0x1.8p+1, -0x1p+1}, {0x1.8p+1, 0x1p+2}, {-0x1p+3, 0x1.8p+2}}, overlapping},  // a box and itself
    // edge-cases.md row 6 (zero extents), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0.0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // segment (v = 0) inside
    {{{0.0, 0.0}, {0.0, 0.0}, {0.0, 0x1p-1}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // segment (u = 0) inside
    {{{0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}},
     {{0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // equal points
    {{{0.0, 0.0}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}, {0x1.999999999999ap-3, 0x1.6666666666666p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // v = 2u, oblique
    {{{0.0, 0.0}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // v = u, oblique
    // edge-cases.md row 7 (segments on one line), double
    {{{0.0, 0.0}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1p+0, 0x1p+0}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, touching},  // diagonal segments overlapping
    {{{0.0, 0.0}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1p+1, 0x1p+1}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, touching},  // diagonal segments end to end
    {{{0.0, 0.0}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1.8p+1, 0x1.8p+1}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, disjoint},  // diagonal segments apart
    // edge-cases.md row 8 (points), double
    {{{0x1p+0, 0x1p+0}, {0.0, 0.0}, {0.0, 0.0}},
     {{0x1p+0, 0x1p+0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // equal points
    {{{0x1p+0, 0x1p+0}, {0.0, 0.0}, {0.0, 0.0}},
     {{0x1p+0, 0x1p+1}, {0.0, 0.0}, {0.0, 0.0}}, disjoint},  // different points
    {{{0x1p+0, 0x1p-1}, {0.0, 0.0}, {0.0, 0.0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // point on an edge
    {{{0x1p+0, 0x1p+0}, {0.0, 0.0}, {0.0, 0.0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // point at a corner
    // edge-cases.md row 9 (non-orthogonal axes), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0x1p+0, 0x1p+0}},
     {{0x1.8p+1, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // parallelogram corner on an edge
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0x1p+0, 0x1p+0}},
     {{0x1.8p+1, -0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // parallelogram apart
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0x1p+0, 0x1p+0}},
     {{0x1.4p+1, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // parallelogram overlapping
    // edge-cases.md row 10 (flipped or swapped half-edges), double
    {{{0.0, 0.0}, {-0x1p+0, 0.0}, {0.0, -0x1p+0}},
     {{0x1p+1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // -u, -v
    {{{0.0, 0.0}, {0.0, 0x1p+0}, {0x1p+0, 0.0}},
     {{0x1p+1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // u <-> v
    {{{0.0, 0.0}, {0.0, -0x1p+0}, {-0x1p+0, 0.0}},
     {{0x1p+1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // -u <-> -v
    // edge-cases.md row 11 (huge), double
    {{{-0x1.fffffffffffffp+1021, 0.0}, {0x1.fffffffffffffp+1021, 0.0}, {0.0, 0x1.fffffffffffffp+1021}},
     {{0x1.fffffffffffffp+1021, 0.0}, {0x1.fffffffffffffp+1021, 0.0}, {0.0, 0x1.fffffffffffffp+1021}}, touching},  // max/4 squares meeting at x = 0
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.8p+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, touching},  // huge diamonds meeting at a corner
    {{{-0x1.fffffffffffffp+1021, 0.0}, {0x1.fffffffffffffp+1021, 0.0}, {0.0, 0x1.fffffffffffffp+1021}},
     {{0x1p+1022, 0.0}, {0x1.fffffffffffffp+1021, 0.0}, {0.0, 0x1.fffffffffffffp+1021}}, disjoint},  // max/4 squares one ulp apart
    // edge-cases.md row 12 (tiny at a large offset), double
    {{{0x1.fffffcp+9, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{0x1.000002p+10, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, touching},  // 2^-13 squares meeting at 1024
    {{{0x1.fffffcp+9, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{0x1.000006p+10, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, disjoint},  // 2^-13 squares apart at 1024
    {{{0x1.fffffcp+9, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{0x1p+10, 0.0}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, overlapping},  // 2^-13 squares overlapping at 1024
    {{{0x1.ffffffffffffep+11, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}},
     {{0x1.0000000000003p+12, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}}, touching},  // 2^-40 diamonds meeting at 4096
    // edge-cases.md row 13 (subnormal), double
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000002p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, touching},  // subnormal squares meeting
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000003p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, disjoint},  // subnormal squares apart
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}},
     {{0x0.0000000000001p-1022, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}}, overlapping},  // subnormal diamonds overlapping
    // edge-cases.md row 14 (-0.0), double
    {{{-0.0, -0.0}, {0x1p+0, -0.0}, {-0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // -0.0 in center and half-edges
    {{{0x1p+0, 0.0}, {-0.0, -0.0}, {-0.0, -0.0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // -0.0 point on an edge
    // edge-cases.md row 15 (NaN), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, double_nan}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN in v
    {{{double_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN in the center
    // edge-cases.md row 16 (±Inf), double
    {{{0.0, 0.0}, {double_infinity, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf in u
    {{{0.0, -double_infinity}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf in the center
    // edge-cases.md row 17 (float vs double, one ulp), double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // one ulp right of flush
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // one ulp left of flush
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00000002p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // 2 + 2^-30 in double
    // touching and one-ulp, double
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares flush in x at 0
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares flush in x at 0, B.cx +1 ulp
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp-1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares flush in x at 0, B.cx -1 ulp
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds corner to corner at 0
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000000001p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds corner to corner at 0, B.cx +1 ulp
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.fffffffffffffp-1, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds corner to corner at 0, B.cx -1 ulp
    {{{-0x1p+0, -0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+0, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 0
    {{{-0x1p+0, -0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p+0, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares corner to corner at 0, B.cx +1 ulp
    {{{-0x1p+0, -0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp-1, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 0, B.cx -1 ulp
    {{{-0x1p+0, -0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp-1, 0x1.fffffffffffffp-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares corner to corner at 0, B.cx and B.cy -1 ulp
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0.0, 0x1p+0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds edge to edge at 0
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x0.0000000000001p-1022, 0x1p+0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds edge to edge at 0, B.cx +1 ulp
    {{{-0x1p+0, 0.0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x0.0000000000001p-1022, 0x1p+0}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds edge to edge at 0, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.60aa0bc1e8691p+1, 0x1.3eabfc814dd7fp+0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0
    {{{0.0, 0.0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.60aa0bc1e8692p+1, 0x1.3eabfc814dd7fp+0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.60aa0bc1e869p+1, 0x1.3eabfc814dd7fp+0}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 0, B.cx -1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.004p+10, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares flush in x at 1024
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0040000000001p+10, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares flush in x at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.003ffffffffffp+10, 0x1p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares flush in x at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.004p+10, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds corner to corner at 1024
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0040000000001p+10, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds corner to corner at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.003ffffffffffp+10, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9, 0x1.ff8p+9}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.004p+10, 0x1.004p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1024
    {{{0x1.ff8p+9, 0x1.ff8p+9}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0040000000001p+10, 0x1.004p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares corner to corner at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9, 0x1.ff8p+9}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.003ffffffffffp+10, 0x1.004p+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ff8p+9, 0x1.ff8p+9}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.003ffffffffffp+10, 0x1.003ffffffffffp+10}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares corner to corner at 1024, B.cx and B.cy -1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1p+10, 0x1.004p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds edge to edge at 1024
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000000001p+10, 0x1.004p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds edge to edge at 1024, B.cx +1 ulp
    {{{0x1.ff8p+9, 0x1p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.fffffffffffffp+9, 0x1.004p+10}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds edge to edge at 1024, B.cx -1 ulp
    {{{0x1p+10, 0x1p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00b05505e0f44p+10, 0x1.004faaff20537p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024
    {{{0x1p+10, 0x1p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00b05505e0f45p+10, 0x1.004faaff20537p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024, B.cx +1 ulp
    {{{0x1p+10, 0x1p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00b05505e0f43p+10, 0x1.004faaff20537p+10}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1024, B.cx -1 ulp
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}},
     {{0x1.0000000000001p+10, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}}, touching},  // ulp-size squares flush in x at 1024
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}},
     {{0x1.0000000000002p+10, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}}, disjoint},  // ulp-size squares flush in x at 1024, B.cx +1 ulp
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}},
     {{0x1p+10, 0x1p+10}, {0x1p-42, 0.0}, {0.0, 0x1p-42}}, overlapping},  // ulp-size squares flush in x at 1024, B.cx -1 ulp
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}},
     {{0x1.0000000000001p+10, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}}, touching},  // ulp-size diamonds corner to corner at 1024
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}},
     {{0x1.0000000000002p+10, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}}, disjoint},  // ulp-size diamonds corner to corner at 1024, B.cx +1 ulp
    {{{0x1.ffffffffffffep+9, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}},
     {{0x1p+10, 0x1p+10}, {0x1p-43, 0x1p-43}, {-0x1p-43, 0x1p-43}}, overlapping},  // ulp-size diamonds corner to corner at 1024, B.cx -1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00001p+20, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares flush in x at 1.04858e+06
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000100000001p+20, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares flush in x at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00000ffffffffp+20, 0x1p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares flush in x at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.00001p+20, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds corner to corner at 1.04858e+06
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000100000001p+20, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.00000ffffffffp+20, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19, 0x1.ffffep+19}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00001p+20, 0x1.00001p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1.04858e+06
    {{{0x1.ffffep+19, 0x1.ffffep+19}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000100000001p+20, 0x1.00001p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19, 0x1.ffffep+19}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00000ffffffffp+20, 0x1.00001p+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffep+19, 0x1.ffffep+19}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.00000ffffffffp+20, 0x1.00000ffffffffp+20}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares corner to corner at 1.04858e+06, B.cx and B.cy -1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1p+20, 0x1.00001p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds edge to edge at 1.04858e+06
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000000001p+20, 0x1.00001p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds edge to edge at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffep+19, 0x1p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.fffffffffffffp+19, 0x1.00001p+20}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds edge to edge at 1.04858e+06, B.cx -1 ulp
    {{{0x1p+20, 0x1p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00002c1541783p+20, 0x1.000013eabfc82p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06
    {{{0x1p+20, 0x1p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00002c1541784p+20, 0x1.000013eabfc82p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06, B.cx +1 ulp
    {{{0x1p+20, 0x1p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.00002c1541782p+20, 0x1.000013eabfc82p+20}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}},
     {{0x1.0000000000001p+20, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}}, touching},  // ulp-size squares flush in x at 1.04858e+06
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}},
     {{0x1.0000000000002p+20, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}}, disjoint},  // ulp-size squares flush in x at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}},
     {{0x1p+20, 0x1p+20}, {0x1p-32, 0.0}, {0.0, 0x1p-32}}, overlapping},  // ulp-size squares flush in x at 1.04858e+06, B.cx -1 ulp
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}},
     {{0x1.0000000000001p+20, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}}, touching},  // ulp-size diamonds corner to corner at 1.04858e+06
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}},
     {{0x1.0000000000002p+20, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}}, disjoint},  // ulp-size diamonds corner to corner at 1.04858e+06, B.cx +1 ulp
    {{{0x1.ffffffffffffep+19, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}},
     {{0x1p+20, 0x1p+20}, {0x1p-33, 0x1p-33}, {-0x1p-33, 0x1p-33}}, overlapping},  // ulp-size diamonds corner to corner at 1.04858e+06, B.cx -1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001p+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares flush in x at 1.09951e+12
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001001p+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares flush in x at 1.09951e+12, B.cx +1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000fffp+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares flush in x at 1.09951e+12, B.cx -1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000001p+40, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds corner to corner at 1.09951e+12
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000001001p+40, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds corner to corner at 1.09951e+12, B.cx +1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000000fffp+40, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds corner to corner at 1.09951e+12, B.cx -1 ulp
    {{{0x1.fffffffffep+39, 0x1.fffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001p+40, 0x1.0000000001p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1.09951e+12
    {{{0x1.fffffffffep+39, 0x1.fffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001001p+40, 0x1.0000000001p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares corner to corner at 1.09951e+12, B.cx +1 ulp
    {{{0x1.fffffffffep+39, 0x1.fffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000fffp+40, 0x1.0000000001p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at 1.09951e+12, B.cx -1 ulp
    {{{0x1.fffffffffep+39, 0x1.fffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000fffp+40, 0x1.0000000000fffp+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares corner to corner at 1.09951e+12, B.cx and B.cy -1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1p+40, 0x1.0000000001p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds edge to edge at 1.09951e+12
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.0000000000001p+40, 0x1.0000000001p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds edge to edge at 1.09951e+12, B.cx +1 ulp
    {{{0x1.fffffffffep+39, 0x1p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{0x1.fffffffffffffp+39, 0x1.0000000001p+40}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds edge to edge at 1.09951e+12, B.cx -1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.0000000002c15p+40, 0x1.00000000013eap+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.0000000002c16p+40, 0x1.00000000013eap+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.09951e+12, B.cx +1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{0x1.0000000002c14p+40, 0x1.00000000013eap+40}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at 1.09951e+12, B.cx -1 ulp
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}},
     {{0x1.0000000000001p+40, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}}, touching},  // ulp-size squares flush in x at 1.09951e+12
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}},
     {{0x1.0000000000002p+40, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}}, disjoint},  // ulp-size squares flush in x at 1.09951e+12, B.cx +1 ulp
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}},
     {{0x1p+40, 0x1p+40}, {0x1p-12, 0.0}, {0.0, 0x1p-12}}, overlapping},  // ulp-size squares flush in x at 1.09951e+12, B.cx -1 ulp
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}},
     {{0x1.0000000000001p+40, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}}, touching},  // ulp-size diamonds corner to corner at 1.09951e+12
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}},
     {{0x1.0000000000002p+40, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}}, disjoint},  // ulp-size diamonds corner to corner at 1.09951e+12, B.cx +1 ulp
    {{{0x1.ffffffffffffep+39, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}},
     {{0x1p+40, 0x1p+40}, {0x1p-13, 0x1p-13}, {-0x1p-13, 0x1p-13}}, overlapping},  // ulp-size diamonds corner to corner at 1.09951e+12, B.cx -1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffep+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares flush in x at -8.24634e+11
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffdfffp+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares flush in x at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffe001p+39, -0x1.8p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares flush in x at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.7ffffffffep+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds corner to corner at -8.24634e+11
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.7ffffffffdfffp+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds corner to corner at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.7ffffffffe001p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds corner to corner at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8000000002p+39, -0x1.8000000002p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffep+39, -0x1.7ffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at -8.24634e+11
    {{{-0x1.8000000002p+39, -0x1.8000000002p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffdfffp+39, -0x1.7ffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares corner to corner at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000002p+39, -0x1.8000000002p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffe001p+39, -0x1.7ffffffffep+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // unit squares corner to corner at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8000000002p+39, -0x1.8000000002p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x1.7ffffffffe001p+39, -0x1.7ffffffffe001p+39}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // unit squares corner to corner at -8.24634e+11, B.cx and B.cy -1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.8p+39, -0x1.7ffffffffep+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, touching},  // unit diamonds edge to edge at -8.24634e+11
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.7ffffffffffffp+39, -0x1.7ffffffffep+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, disjoint},  // unit diamonds edge to edge at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000002p+39, -0x1.8p+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}},
     {{-0x1.8000000000001p+39, -0x1.7ffffffffep+39}, {0x1p-1, 0x1p-1}, {-0x1p-1, 0x1p-1}}, overlapping},  // unit diamonds edge to edge at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{-0x1.7ffffffffa7d6p+39, -0x1.7ffffffffd82ap+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -8.24634e+11
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{-0x1.7ffffffffa7d5p+39, -0x1.7ffffffffd82ap+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, disjoint},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}},
     {{-0x1.7ffffffffa7d7p+39, -0x1.7ffffffffd82ap+39}, {0x1.6ed965f23474cp+0, 0x1.c5eb460981758p-2}, {-0x1.c5eb460981758p-3, 0x1.6ed965f23474cp-1}}, overlapping},  // turned by 0.3 rad, B at A.c + 2u + v/2 rounded at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{-0x1.7ffffffffffffp+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, touching},  // ulp-size squares flush in x at -8.24634e+11
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{-0x1.7fffffffffffep+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, disjoint},  // ulp-size squares flush in x at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}},
     {{-0x1.8p+39, -0x1.8p+39}, {0x1p-13, 0.0}, {0.0, 0x1p-13}}, overlapping},  // ulp-size squares flush in x at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}},
     {{-0x1.7ffffffffffffp+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}}, touching},  // ulp-size diamonds corner to corner at -8.24634e+11
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}},
     {{-0x1.7fffffffffffep+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}}, disjoint},  // ulp-size diamonds corner to corner at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8000000000001p+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}},
     {{-0x1.8p+39, -0x1.8p+39}, {0x1p-14, 0x1p-14}, {-0x1p-14, 0x1p-14}}, overlapping},  // ulp-size diamonds corner to corner at -8.24634e+11, B.cx -1 ulp
    // Pythagorean contacts, double
    {{{0.0, 0.0}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.1cp+6, 0x1.08p+5}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, touching},  // (3,4)/5 corner on a square's edge at 0
    {{{0.0, 0.0}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.1c00000000001p+6, 0x1.08p+5}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, disjoint},  // (3,4)/5 corner on a square's edge at 0, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.1bfffffffffffp+6, 0x1.08p+5}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, overlapping},  // (3,4)/5 corner on a square's edge at 0, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}},
     {{0.0, 0x1.9p+4}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}}, touching},  // (3,4)/5 edge on edge at 0
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}},
     {{0x0.0000000000001p-1022, 0x1.9p+4}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}}, disjoint},  // (3,4)/5 edge on edge at 0, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}},
     {{-0x0.0000000000001p-1022, 0x1.9p+4}, {0x1.8p+2, 0x1p+3}, {-0x1.8p+3, 0x1.2p+3}}, overlapping},  // (3,4)/5 edge on edge at 0, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1p+3, 0x1.8p+2}},
     {{0x1.7p+4, 0x1.ep+3}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, touching},  // (5,12)/13 corner on a (3,4)/5 edge at 0
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1p+3, 0x1.8p+2}},
     {{0x1.7000000000001p+4, 0x1.ep+3}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, disjoint},  // (5,12)/13 corner on a (3,4)/5 edge at 0, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1.8p+2, 0x1p+3}, {-0x1p+3, 0x1.8p+2}},
     {{0x1.6ffffffffffffp+4, 0x1.ep+3}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, overlapping},  // (5,12)/13 corner on a (3,4)/5 edge at 0, B.cx -1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0e4p+10, 0x1.03cp+10}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, touching},  // (5,12)/13 corner on a square's edge at 1000
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0e40000000001p+10, 0x1.03cp+10}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, disjoint},  // (5,12)/13 corner on a square's edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0e3ffffffffffp+10, 0x1.03cp+10}, {0x1.4p+2, 0x1.8p+3}, {-0x1.8p+3, 0x1.4p+2}}, overlapping},  // (5,12)/13 corner on a square's edge at 1000, B.cx -1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}},
     {{0x1.ecp+9, 0x1.09cp+10}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}}, touching},  // (5,12)/13 edge on edge at 1000
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}},
     {{0x1.ec00000000001p+9, 0x1.09cp+10}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}}, disjoint},  // (5,12)/13 edge on edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}},
     {{0x1.ebfffffffffffp+9, 0x1.09cp+10}, {0x1.4p+3, 0x1.8p+4}, {-0x1.2p+5, 0x1.ep+3}}, overlapping},  // (5,12)/13 edge on edge at 1000, B.cx -1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.8p+4, 0x1.4p+3}},
     {{0x1.f58p+9, 0x1.05cp+10}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, touching},  // (8,15)/17 corner on a (5,12)/13 edge at 1000
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.8p+4, 0x1.4p+3}},
     {{0x1.f580000000001p+9, 0x1.05cp+10}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, disjoint},  // (8,15)/17 corner on a (5,12)/13 edge at 1000, B.cx +1 ulp
    {{{0x1.f4p+9, 0x1.f4p+9}, {0x1.4p+3, 0x1.8p+4}, {-0x1.8p+4, 0x1.4p+3}},
     {{0x1.f57ffffffffffp+9, 0x1.05cp+10}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, overlapping},  // (8,15)/17 corner on a (5,12)/13 edge at 1000, B.cx -1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000015cp+30, 0x1.0000009cp+30}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, touching},  // (8,15)/17 corner on a square's edge at 1.07374e+09
    {{{0x1p+30, 0x1p+30}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000015c00001p+30, 0x1.0000009cp+30}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, disjoint},  // (8,15)/17 corner on a square's edge at 1.07374e+09, B.cx +1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000015bfffffp+30, 0x1.0000009cp+30}, {0x1p+3, 0x1.ep+3}, {-0x1.ep+3, 0x1p+3}}, overlapping},  // (8,15)/17 corner on a square's edge at 1.07374e+09, B.cx -1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}},
     {{0x1.ffffff98p+29, 0x1.0000015p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}}, touching},  // (8,15)/17 edge on edge at 1.07374e+09
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}},
     {{0x1.ffffff9800001p+29, 0x1.0000015p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}}, disjoint},  // (8,15)/17 edge on edge at 1.07374e+09, B.cx +1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}},
     {{0x1.ffffff97fffffp+29, 0x1.0000015p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.68p+5, 0x1.8p+4}}, overlapping},  // (8,15)/17 edge on edge at 1.07374e+09, B.cx -1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.ep+4, 0x1p+4}},
     {{0x1.0000003cp+30, 0x1.0000011cp+30}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, touching},  // (20,21)/29 corner on a (8,15)/17 edge at 1.07374e+09
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.ep+4, 0x1p+4}},
     {{0x1.0000003c00001p+30, 0x1.0000011cp+30}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, disjoint},  // (20,21)/29 corner on a (8,15)/17 edge at 1.07374e+09, B.cx +1 ulp
    {{{0x1p+30, 0x1p+30}, {0x1p+4, 0x1.ep+4}, {-0x1.ep+4, 0x1p+4}},
     {{0x1.0000003bfffffp+30, 0x1.0000011cp+30}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, overlapping},  // (20,21)/29 corner on a (8,15)/17 edge at 1.07374e+09, B.cx -1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{-0x1.7fffffff2ep+39, -0x1.7fffffffbep+39}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, touching},  // (20,21)/29 corner on a square's edge at -8.24634e+11
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{-0x1.7fffffff2dfffp+39, -0x1.7fffffffbep+39}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, disjoint},  // (20,21)/29 corner on a square's edge at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{-0x1.7fffffff2e001p+39, -0x1.7fffffffbep+39}, {0x1.4p+4, 0x1.5p+4}, {-0x1.5p+4, 0x1.4p+4}}, overlapping},  // (20,21)/29 corner on a square's edge at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}},
     {{-0x1.7fffffffdep+39, -0x1.7ffffffeep+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}}, touching},  // (20,21)/29 edge on edge at -8.24634e+11
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}},
     {{-0x1.7fffffffddfffp+39, -0x1.7ffffffeep+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}}, disjoint},  // (20,21)/29 edge on edge at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}},
     {{-0x1.7fffffffde001p+39, -0x1.7ffffffeep+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.f8p+5, 0x1.ep+5}}, overlapping},  // (20,21)/29 edge on edge at -8.24634e+11, B.cx -1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.5p+5, 0x1.4p+5}},
     {{-0x1.7fffffff72p+39, -0x1.7fffffff8ap+39}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, touching},  // (7,24)/25 corner on a (20,21)/29 edge at -8.24634e+11
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.5p+5, 0x1.4p+5}},
     {{-0x1.7fffffff71fffp+39, -0x1.7fffffff8ap+39}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, disjoint},  // (7,24)/25 corner on a (20,21)/29 edge at -8.24634e+11, B.cx +1 ulp
    {{{-0x1.8p+39, -0x1.8p+39}, {0x1.4p+5, 0x1.5p+5}, {-0x1.5p+5, 0x1.4p+5}},
     {{-0x1.7fffffff72001p+39, -0x1.7fffffff8ap+39}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, overlapping},  // (7,24)/25 corner on a (20,21)/29 edge at -8.24634e+11, B.cx -1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000000002f8p+45, 0x1.000000000188p+45}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, touching},  // (7,24)/25 corner on a square's edge at 3.51844e+13
    {{{0x1p+45, 0x1p+45}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000000002f81p+45, 0x1.000000000188p+45}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, disjoint},  // (7,24)/25 corner on a square's edge at 3.51844e+13, B.cx +1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1p+6, 0.0}, {0.0, 0x1p+6}},
     {{0x1.0000000002f7fp+45, 0x1.000000000188p+45}, {0x1.cp+2, 0x1.8p+4}, {-0x1.8p+4, 0x1.cp+2}}, overlapping},  // (7,24)/25 corner on a square's edge at 3.51844e+13, B.cx -1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}},
     {{0x1.fffffffffd4p+44, 0x1.0000000003a8p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}}, touching},  // (7,24)/25 edge on edge at 3.51844e+13
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}},
     {{0x1.fffffffffd401p+44, 0x1.0000000003a8p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}}, disjoint},  // (7,24)/25 edge on edge at 3.51844e+13, B.cx +1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}},
     {{0x1.fffffffffd3ffp+44, 0x1.0000000003a8p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.2p+6, 0x1.5p+4}}, overlapping},  // (7,24)/25 edge on edge at 3.51844e+13, B.cx -1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.8p+5, 0x1.cp+3}},
     {{0x1.000000000068p+45, 0x1.0000000001b8p+45}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, touching},  // (3,4)/5 corner on a (7,24)/25 edge at 3.51844e+13
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.8p+5, 0x1.cp+3}},
     {{0x1.0000000000681p+45, 0x1.0000000001b8p+45}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, disjoint},  // (3,4)/5 corner on a (7,24)/25 edge at 3.51844e+13, B.cx +1 ulp
    {{{0x1p+45, 0x1p+45}, {0x1.cp+3, 0x1.8p+5}, {-0x1.8p+5, 0x1.cp+3}},
     {{0x1.000000000067fp+45, 0x1.0000000001b8p+45}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, overlapping},  // (3,4)/5 corner on a (7,24)/25 edge at 3.51844e+13, B.cx -1 ulp
    // huge values, double
    {{{-0x1p+1023, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1023, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}}, touching},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows)
    {{{-0x1p+1023, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p+1023, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}}, disjoint},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows), B.cx +1 ulp
    {{{-0x1p+1023, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp+1022, 0.0}, {0x1p+1023, 0.0}, {0.0, 0x1p+0}}, overlapping},  // flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows), B.cx -1 ulp
    {{{0.0, -0x1p+1023}, {0x1p+0, 0.0}, {0.0, 0x1p+1023}},
     {{0.0, 0x1p+1023}, {0x1p+0, 0.0}, {0.0, 0x1p+1023}}, touching},  // flush at y = 0, centers ±2^(top-1)
    {{{0.0, -0x1p+1023}, {0x1p+0, 0.0}, {0.0, 0x1p+1023}},
     {{0.0, 0x1.0000000000001p+1023}, {0x1p+0, 0.0}, {0.0, 0x1p+1023}}, disjoint},  // flush at y = 0, centers ±2^(top-1), B.cy +1 ulp
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1023, 0.0}, {0.0, 0x1.fffffffffffffp+1023}},
     {{0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // max square, unit square at its corner
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1023, 0.0}, {0.0, 0x1.fffffffffffffp+1023}},
     {{0x1.fffffffffffffp+1023, -0x1.fffffffffffffp+1023}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // max square, point at its corner
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1023, 0.0}, {0.0, 0x1.fffffffffffffp+1023}},
     {{-0x1.fffffffffffffp+1023, -0x1.fffffffffffffp+1023}, {0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023}, {-0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023}}, overlapping},  // max square, max diamond at its corner
    {{{-0x1.fffffffffffffp+1023, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp+1023, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // unit squares at ±max
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1022, 0.0}, {0.0, 0x1.fffffffffffffp+1022}},
     {{0x1p+1023, 0.0}, {0x1p+970, 0.0}, {0.0, 0x1p+0}}, touching},  // ulp-wide box flush with the max/2 square
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1022, 0.0}, {0.0, 0x1.fffffffffffffp+1022}},
     {{0x1.0000000000001p+1023, 0.0}, {0x1p+970, 0.0}, {0.0, 0x1p+0}}, disjoint},  // ulp-wide box flush with the max/2 square, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1.fffffffffffffp+1022, 0.0}, {0.0, 0x1.fffffffffffffp+1022}},
     {{0x1.fffffffffffffp+1022, 0.0}, {0x1p+970, 0.0}, {0.0, 0x1p+0}}, overlapping},  // ulp-wide box flush with the max/2 square, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.1cp+1022, 0x1.08p+1021}, {0x1.8p+1017, 0x1p+1018}, {-0x1p+1018, 0x1.8p+1017}}, touching},  // (3,4)/5 corner on edge, scaled by 2^(top-8)
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.1c00000000001p+1022, 0x1.08p+1021}, {0x1.8p+1017, 0x1p+1018}, {-0x1p+1018, 0x1.8p+1017}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^(top-8), B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.1bfffffffffffp+1022, 0x1.08p+1021}, {0x1.8p+1017, 0x1p+1018}, {-0x1p+1018, 0x1.8p+1017}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^(top-8), B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.a4p+1022, 0x1.08p+1021}, {0x1.4p+1020, 0x1.5p+1020}, {-0x1.5p+1020, 0x1.4p+1020}}, touching},  // (20,21)/29 corner on edge, scaled by 2^(top-8)
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.a400000000001p+1022, 0x1.08p+1021}, {0x1.4p+1020, 0x1.5p+1020}, {-0x1.5p+1020, 0x1.4p+1020}}, disjoint},  // (20,21)/29 corner on edge, scaled by 2^(top-8), B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p+1022, 0.0}, {0.0, 0x1p+1022}},
     {{0x1.a3fffffffffffp+1022, 0x1.08p+1021}, {0x1.4p+1020, 0x1.5p+1020}, {-0x1.5p+1020, 0x1.4p+1020}}, overlapping},  // (20,21)/29 corner on edge, scaled by 2^(top-8), B.cx -1 ulp
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.8p+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, touching},  // diamonds of half diagonal 2^(top-2) corner to corner
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.8000000000001p+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, disjoint},  // diamonds of half diagonal 2^(top-2) corner to corner, B.cx +1 ulp
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.7ffffffffffffp+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, overlapping},  // diamonds of half diagonal 2^(top-2) corner to corner, B.cx -1 ulp
    // tiny values, double
    {{{-0x1p-600, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}},
     {{0x1p-600, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}}, touching},  // squares flush at x = 0, scaled by 2^-600
    {{{-0x1p-600, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}},
     {{0x1.0000000000001p-600, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}}, disjoint},  // squares flush at x = 0, scaled by 2^-600, B.cx +1 ulp
    {{{-0x1p-600, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}},
     {{0x1.fffffffffffffp-601, 0.0}, {0x1p-600, 0.0}, {0.0, 0x1p-600}}, overlapping},  // squares flush at x = 0, scaled by 2^-600, B.cx -1 ulp
    {{{-0x1.8p-599, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}},
     {{0x1p-600, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}}, touching},  // diamonds corner to corner, scaled by 2^-600
    {{{-0x1.8p-599, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}},
     {{0x1.0000000000001p-600, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}}, disjoint},  // diamonds corner to corner, scaled by 2^-600, B.cx +1 ulp
    {{{-0x1.8p-599, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}},
     {{0x1.fffffffffffffp-601, 0x1.4p-598}, {0x1p-600, 0x1p-600}, {-0x1p-600, 0x1p-600}}, overlapping},  // diamonds corner to corner, scaled by 2^-600, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.1cp-594, 0x1.08p-595}, {0x1.8p-599, 0x1p-598}, {-0x1p-598, 0x1.8p-599}}, touching},  // (3,4)/5 corner on edge, scaled by 2^-600
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.1c00000000001p-594, 0x1.08p-595}, {0x1.8p-599, 0x1p-598}, {-0x1p-598, 0x1.8p-599}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^-600, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.1bfffffffffffp-594, 0x1.08p-595}, {0x1.8p-599, 0x1p-598}, {-0x1p-598, 0x1.8p-599}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^-600, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.5cp-594, 0x1.38p-595}, {0x1p-597, 0x1.ep-597}, {-0x1.ep-597, 0x1p-597}}, touching},  // (8,15)/17 corner on edge, scaled by 2^-600
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.5c00000000001p-594, 0x1.38p-595}, {0x1p-597, 0x1.ep-597}, {-0x1.ep-597, 0x1p-597}}, disjoint},  // (8,15)/17 corner on edge, scaled by 2^-600, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p-594, 0.0}, {0.0, 0x1p-594}},
     {{0x1.5bfffffffffffp-594, 0x1.38p-595}, {0x1p-597, 0x1.ep-597}, {-0x1.ep-597, 0x1p-597}}, overlapping},  // (8,15)/17 corner on edge, scaled by 2^-600, B.cx -1 ulp
    {{{-0x1p-990, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}},
     {{0x1p-990, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}}, touching},  // squares flush at x = 0, scaled by 2^-990
    {{{-0x1p-990, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}},
     {{0x1.0000000000001p-990, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}}, disjoint},  // squares flush at x = 0, scaled by 2^-990, B.cx +1 ulp
    {{{-0x1p-990, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}},
     {{0x1.fffffffffffffp-991, 0.0}, {0x1p-990, 0.0}, {0.0, 0x1p-990}}, overlapping},  // squares flush at x = 0, scaled by 2^-990, B.cx -1 ulp
    {{{-0x1.8p-989, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}},
     {{0x1p-990, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}}, touching},  // diamonds corner to corner, scaled by 2^-990
    {{{-0x1.8p-989, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}},
     {{0x1.0000000000001p-990, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}}, disjoint},  // diamonds corner to corner, scaled by 2^-990, B.cx +1 ulp
    {{{-0x1.8p-989, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}},
     {{0x1.fffffffffffffp-991, 0x1.4p-988}, {0x1p-990, 0x1p-990}, {-0x1p-990, 0x1p-990}}, overlapping},  // diamonds corner to corner, scaled by 2^-990, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.1cp-984, 0x1.08p-985}, {0x1.8p-989, 0x1p-988}, {-0x1p-988, 0x1.8p-989}}, touching},  // (3,4)/5 corner on edge, scaled by 2^-990
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.1c00000000001p-984, 0x1.08p-985}, {0x1.8p-989, 0x1p-988}, {-0x1p-988, 0x1.8p-989}}, disjoint},  // (3,4)/5 corner on edge, scaled by 2^-990, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.1bfffffffffffp-984, 0x1.08p-985}, {0x1.8p-989, 0x1p-988}, {-0x1p-988, 0x1.8p-989}}, overlapping},  // (3,4)/5 corner on edge, scaled by 2^-990, B.cx -1 ulp
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.5cp-984, 0x1.38p-985}, {0x1p-987, 0x1.ep-987}, {-0x1.ep-987, 0x1p-987}}, touching},  // (8,15)/17 corner on edge, scaled by 2^-990
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.5c00000000001p-984, 0x1.38p-985}, {0x1p-987, 0x1.ep-987}, {-0x1.ep-987, 0x1p-987}}, disjoint},  // (8,15)/17 corner on edge, scaled by 2^-990, B.cx +1 ulp
    {{{0.0, 0.0}, {0x1p-984, 0.0}, {0.0, 0x1p-984}},
     {{0x1.5bfffffffffffp-984, 0x1.38p-985}, {0x1p-987, 0x1.ep-987}, {-0x1.ep-987, 0x1p-987}}, overlapping},  // (8,15)/17 corner on edge, scaled by 2^-990, B.cx -1 ulp
    {{{0x1.ffffffffffffep+11, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}},
     {{0x1.0000000000003p+12, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}}, touching},  // 2^-40 diamonds corner to corner at 4096
    {{{0x1.ffffffffffffep+11, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}},
     {{0x1.0000000000004p+12, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}}, disjoint},  // 2^-40 diamonds corner to corner at 4096, B.cx +1 ulp
    {{{0x1.ffffffffffffep+11, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}},
     {{0x1.0000000000002p+12, 0x1.cp+2}, {0x1p-40, 0x1p-40}, {-0x1p-40, 0x1p-40}}, overlapping},  // 2^-40 diamonds corner to corner at 4096, B.cx -1 ulp
    // subnormals, double
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000002p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, touching},  // denorm_min squares flush in x
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000003p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, disjoint},  // denorm_min squares d apart in x
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000001p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, overlapping},  // denorm_min squares overlapping in x
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0.0, 0x0.0000000000002p-1022}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, touching},  // denorm_min squares flush in y
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0.0, 0x0.0000000000003p-1022}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, disjoint},  // denorm_min squares d apart in y
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}},
     {{0x0.0000000000004p-1022, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}}, touching},  // denorm_min diamonds corner to corner
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}},
     {{0x0.0000000000005p-1022, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}}, disjoint},  // denorm_min diamonds d apart
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}},
     {{0x0.0000000000003p-1022, 0.0}, {0x0.0000000000001p-1022, 0x0.0000000000001p-1022}, {-0x0.0000000000001p-1022, 0x0.0000000000001p-1022}}, overlapping},  // denorm_min diamonds overlapping
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x0.0000000000001p-1022, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, disjoint},  // point d right of a unit box's edge
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // point on a unit box's edge
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0x0.0000000000001p-1022, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // point d inside a unit box's edge
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x0.0000000000001p-1022, 0.0}, {0.0, 0x1.4p+2}, {0.0, 0.0}}, disjoint},  // segment d right of a unit box's edge
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x0.0000000000002p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x1p+0}}, disjoint},  // d-wide box d right of a unit box's edge
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x0.0000000000001p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x1p+0}}, touching},  // d-wide box flush with a unit box's edge
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+0, 0x1p+0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, overlapping},  // denorm_min square centered on a unit square's corner
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0x1p+0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, overlapping},  // denorm_min square centered on a unit square's edge
    {{{0x1p-1022, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}},
     {{0x0.fffffffffffffp-1022, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}}, disjoint},  // segments at x = smallest normal and largest subnormal
    {{{0x1p-1022, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}},
     {{0x1p-1022, 0.0}, {0.0, 0x1p+1}, {0.0, 0.0}}, touching},  // segments at x = smallest normal, overlapping
    {{{0x1p-1020, 0.0}, {0x1p-1021, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp-1022, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}}, disjoint},  // normal numbers, a gap of denorm_min
    {{{0x1p-1020, 0.0}, {0x1p-1021, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1021, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}}, touching},  // normal numbers, flush
    {{{0x1p-1020, 0.0}, {0x1p-1021, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p-1021, 0.0}, {0.0, 0x1p+0}, {0.0, 0.0}}, touching},  // normal numbers, 2 denorm_min inside
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.0000000000047p-1022, 0x0.0000000000021p-1022}, {0x0.0000000000003p-1022, 0x0.0000000000004p-1022}, {-0x0.0000000000004p-1022, 0x0.0000000000003p-1022}}, touching},  // (3,4)/5 corner on edge, in units of denorm_min
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.0000000000048p-1022, 0x0.0000000000021p-1022}, {0x0.0000000000003p-1022, 0x0.0000000000004p-1022}, {-0x0.0000000000004p-1022, 0x0.0000000000003p-1022}}, disjoint},  // (3,4)/5 corner on edge, in units of denorm_min, B.cx +1 ulp
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.0000000000046p-1022, 0x0.0000000000021p-1022}, {0x0.0000000000003p-1022, 0x0.0000000000004p-1022}, {-0x0.0000000000004p-1022, 0x0.0000000000003p-1022}}, overlapping},  // (3,4)/5 corner on edge, in units of denorm_min, B.cx -1 ulp
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.0000000000051p-1022, 0x0.0000000000027p-1022}, {0x0.0000000000005p-1022, 0x0.000000000000cp-1022}, {-0x0.000000000000cp-1022, 0x0.0000000000005p-1022}}, touching},  // (5,12)/13 corner on edge, in units of denorm_min
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.0000000000052p-1022, 0x0.0000000000027p-1022}, {0x0.0000000000005p-1022, 0x0.000000000000cp-1022}, {-0x0.000000000000cp-1022, 0x0.0000000000005p-1022}}, disjoint},  // (5,12)/13 corner on edge, in units of denorm_min, B.cx +1 ulp
    {{{0.0, 0.0}, {0x0.000000000004p-1022, 0.0}, {0.0, 0x0.000000000004p-1022}},
     {{0x0.000000000005p-1022, 0x0.0000000000027p-1022}, {0x0.0000000000005p-1022, 0x0.000000000000cp-1022}, {-0x0.000000000000cp-1022, 0x0.0000000000005p-1022}}, overlapping},  // (5,12)/13 corner on edge, in units of denorm_min, B.cx -1 ulp
    // negative zero, double
    {{{-0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in A.cx
    {{{0.0, -0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in A.cy
    {{{0.0, 0.0}, {0x1p+0, -0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {-0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, -0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in B.cy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, -0.0}, {0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in B.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {-0.0, 0x1p+0}}, touching},  // flush unit squares, -0.0 in B.vx
    {{{-0.0, -0.0}, {0x1p+0, -0.0}, {-0.0, 0x1p+0}},
     {{0x1p+1, -0.0}, {0x1p+0, -0.0}, {-0.0, 0x1p+0}}, touching},  // flush unit squares, every zero -0.0
    {{{0x1p+0, -0.0}, {-0.0, -0.0}, {-0.0, -0.0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // point (1, -0) on an edge
    {{{-0.0, -0.0}, {0.0, 0.0}, {0.0, 0.0}},
     {{0.0, 0.0}, {-0.0, 0.0}, {0.0, -0.0}}, touching},  // points (-0, -0) and (0, 0)
    {{{-0.0, 0.0}, {0x1p+0, -0.0}, {-0.0, -0.0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // segment with -0.0, flush
    {{{-0.0, -0.0}, {0x1.4p+2, -0.0}, {-0.0, 0x1.4p+2}},
     {{0x1.8p+3, 0x1p+0}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, touching},  // (3,4)/5 corner on edge, -0.0 in A
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-0.0, 0x1.4p+2}, {0.0, -0.0}, {-0.0, 0x1.4p+2}}, touching},  // segment at x = -0.0 flush with x = 0
    // NaN, double
    {{{double_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.cx
    {{{0.0, double_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.cy
    {{{0.0, 0.0}, {double_nan, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.ux
    {{{0.0, 0.0}, {0x1p+0, double_nan}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {double_nan, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, double_nan}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in A.vy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{double_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in B.cx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, double_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in B.cy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {double_nan, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in B.ux
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, double_nan}, {0.0, 0x1p+0}}, invalid},  // NaN, squares apart in x, in B.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {double_nan, 0x1p+0}}, invalid},  // NaN, squares apart in x, in B.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, double_nan}}, invalid},  // NaN, squares apart in x, in B.vy
    {{{double_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.cx
    {{{0.0, double_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.cy
    {{{0.0, 0.0}, {double_nan, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.ux
    {{{0.0, 0.0}, {0x1p+0, double_nan}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {double_nan, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, double_nan}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in A.vy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{double_nan, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in B.cx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, double_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in B.cy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {double_nan, 0.0}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in B.ux
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, double_nan}, {0.0, 0x1p+0}}, invalid},  // NaN, squares overlapping, in B.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {double_nan, 0x1p+0}}, invalid},  // NaN, squares overlapping, in B.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, double_nan}}, invalid},  // NaN, squares overlapping, in B.vy
    {{{double_signaling_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.cx
    {{{0.0, double_signaling_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.cy
    {{{0.0, 0.0}, {double_signaling_nan, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.ux
    {{{0.0, 0.0}, {0x1p+0, double_signaling_nan}, {0.0, 0x1p+0}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {double_signaling_nan, 0x1p+0}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, double_signaling_nan}},
     {{0.0, 0x1.4p+2}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // signaling NaN, squares apart in y, in A.vy
    {{{-double_nan, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.cx
    {{{0.0, -double_nan}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.cy
    {{{0.0, 0.0}, {-double_nan, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.ux
    {{{0.0, 0.0}, {0x1p+0, -double_nan}, {0.0, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {-double_nan, 0x1p+0}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, -double_nan}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -NaN, squares flush, in A.vy
    // infinity, double
    {{{double_infinity, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.cx
    {{{0.0, double_infinity}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.cy
    {{{0.0, 0.0}, {double_infinity, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.ux
    {{{0.0, 0.0}, {0x1p+0, double_infinity}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {double_infinity, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, double_infinity}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in A.vy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{double_infinity, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in B.cx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, double_infinity}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in B.cy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {double_infinity, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in B.ux
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, double_infinity}, {0.0, 0x1p+0}}, invalid},  // +inf, squares apart in x, in B.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {double_infinity, 0x1p+0}}, invalid},  // +inf, squares apart in x, in B.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.4p+2, 0.0}, {0x1p+0, 0.0}, {0.0, double_infinity}}, invalid},  // +inf, squares apart in x, in B.vy
    {{{-double_infinity, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.cx
    {{{0.0, -double_infinity}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.cy
    {{{0.0, 0.0}, {-double_infinity, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.ux
    {{{0.0, 0.0}, {0x1p+0, -double_infinity}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {-double_infinity, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, -double_infinity}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in A.vy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{-double_infinity, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in B.cx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, -double_infinity}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in B.cy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {-double_infinity, 0.0}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in B.ux
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, -double_infinity}, {0.0, 0x1p+0}}, invalid},  // -inf, squares overlapping, in B.uy
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {-double_infinity, 0x1p+0}}, invalid},  // -inf, squares overlapping, in B.vx
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, -double_infinity}}, invalid},  // -inf, squares overlapping, in B.vy
    {{{double_infinity, 0.0}, {double_infinity, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, invalid},  // +inf center and +inf u (inf - inf is NaN)
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, -double_infinity}},
     {{0x1p+1, 0.0}, {0x1p+0, 0.0}, {0.0, double_nan}}, invalid},  // -inf in A, NaN in B
    // degenerate boxes, double
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1.0000000002p+40, 0x1.0000000002p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, touching},  // diagonal segments end to end at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1.0000000002001p+40, 0x1.0000000002001p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, disjoint},  // diagonal segments one ulp apart along the line at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1.0000000001fffp+40, 0x1.0000000001fffp+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, touching},  // diagonal segments overlapping by one ulp at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1.0000000002001p+40, 0x1.0000000002p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}}, disjoint},  // diagonal segments, B one ulp off the line at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}},
     {{0x1.0000000002p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}}, touching},  // horizontal segments end to end at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}},
     {{0x1.0000000002001p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}}, disjoint},  // horizontal segments end to end at 1.09951e+12, B.cx +1 ulp
    {{{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}},
     {{0x1.0000000001fffp+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, 0.0}}, touching},  // horizontal segments end to end at 1.09951e+12, B.cx -1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}},
     {{0x1.0000000006p+40, 0x1.0000000008p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}}, touching},  // (3,4) segments end to end at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}},
     {{0x1.0000000006001p+40, 0x1.0000000008p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}}, disjoint},  // (3,4) segments, B.cx +1 ulp at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}},
     {{0x1.0000000006p+40, 0x1.0000000007fffp+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}}, disjoint},  // (3,4) segments, B.cy -1 ulp at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {0.0, 0.0}},
     {{0x1.0000000006p+40, 0x1.0000000008p+40}, {-0x1.8p+1, -0x1p+2}, {0.0, 0.0}}, touching},  // (3,4) segments end to end, B.u negated at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0x1p+0}, {0.0, 0.0}},
     {{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0x1p+0, -0x1p+0}}, touching},  // segments crossing in an X at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.4p+2, 0.0}, {0.0, 0.0}},
     {{0x1.0000000001p+40, 0x1.0000000000001p+40}, {0x1.4p+2, 0.0}, {0.0, 0.0}}, disjoint},  // parallel segments one ulp apart at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001p+40, 0x1.0000000001p+40}, {0.0, 0x1p+1}, {0.0, 0.0}}, touching},  // segment along a square's edge, half on it at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000001001p+40, 0x1.0000000001p+40}, {0.0, 0x1p+1}, {0.0, 0.0}}, disjoint},  // segment along a square's edge, half on it at 1.09951e+12, B.cx +1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000fffp+40, 0x1.0000000001p+40}, {0.0, 0x1p+1}, {0.0, 0.0}}, touching},  // segment along a square's edge, half on it at 1.09951e+12, B.cx -1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}},
     {{0x1.0000000007p+40, 0x1.0000000001p+40}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // point at a (3,4)/5 box's corner at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}},
     {{0x1.0000000007001p+40, 0x1.0000000001p+40}, {0.0, 0.0}, {0.0, 0.0}}, disjoint},  // point at a (3,4)/5 box's corner at 1.09951e+12, B.cx +1 ulp
    {{{0x1p+40, 0x1p+40}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}},
     {{0x1.0000000006fffp+40, 0x1.0000000001p+40}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // point at a (3,4)/5 box's corner at 1.09951e+12, B.cx -1 ulp
    {{{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0.0, 0.0}},
     {{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // equal points at 1.09951e+12
    {{{0x1p+40, 0x1p+40}, {0.0, 0.0}, {0.0, 0.0}},
     {{0x1p+40, 0x1.0000000000001p+40}, {0.0, 0.0}, {0.0, 0.0}}, disjoint},  // points one ulp apart at 1.09951e+12
    {{{0.0, 0.0}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}, {0x1.3333333333334p-2, 0x1.0ccccccccccccp+1}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // v = 3u, oblique: a segment in a square
    {{{0.0, 0.0}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}, {-0x1.999999999999ap-4, -0x1.6666666666666p-1}},
     {{0.0, 0.0}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}, {0x1.999999999999ap-4, 0x1.6666666666666p-1}}, touching},  // u = -v and u = v: equal segments
    {{{0.0, 0.0}, {0x1p+1, 0.0}, {0.0, 0.0}},
     {{0x1p+1, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // a point at a segment's end
    {{{0.0, 0.0}, {0x1p+1, 0.0}, {0.0, 0.0}},
     {{0x1.0000000000001p+1, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, disjoint},  // a point one ulp past a segment's end
    // certificates, double
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.8p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // squares apart
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.0000000000001p+1, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, disjoint},  // squares one ulp apart
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0x1p-1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // squares sharing an edge
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p+1, 0x1p+1}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, touching},  // squares sharing a corner
    {{{0.0, 0.0}, {0x1.4p+2, 0.0}, {0.0, 0x1.4p+2}},
     {{0x1.8p+3, 0x1p+0}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, touching},  // (3,4)/5 corner on edge
    {{{0.0, 0.0}, {0x1.4p+2, 0.0}, {0.0, 0x1.4p+2}},
     {{0x1.8000000000001p+3, 0x1p+0}, {0x1.8p+1, 0x1p+2}, {-0x1p+2, 0x1.8p+1}}, disjoint},  // (3,4)/5 corner one ulp off the edge
    {{{0.0, 0.0}, {0x1p+2, 0.0}, {0.0, 0x1p+2}},
     {{0x1p+0, 0x1p+0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // containment
    {{{0.0, 0.0}, {0x1.4p+2, 0.0}, {0.0, 0x1p+0}},
     {{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1.4p+2}}, overlapping},  // a cross: only edges meet
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1.fffffffffffffp+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}}, overlapping},  // squares overlapping by one ulp
    {{{0.0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x1p-1, 0.0}, {0.0, 0.0}, {0.0, 0.0}}, touching},  // a point inside
    {{{-0x1p+0, 0.0}, {0x1p+0, 0.0}, {0.0, 0x1p+0}},
     {{0x0.0000000000001p-1022, 0.0}, {0.0, 0x1.4p+2}, {0.0, 0.0}}, disjoint},  // a segment denorm_min from an edge
    {{{0.0, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}},
     {{0x0.0000000000002p-1022, 0.0}, {0x0.0000000000001p-1022, 0.0}, {0.0, 0x0.0000000000001p-1022}}, touching},  // denorm_min squares flush
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.8p+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, touching},  // huge diamonds corner to corner
    {{{-0x1p+1021, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}},
     {{0x1.8000000000001p+1022, 0.0}, {0x1p+1021, 0x1p+1021}, {-0x1p+1021, 0x1p+1021}}, disjoint},  // huge diamonds one ulp apart
};
// END GENERATED TABLE

}  // namespace self_test_table

/// Calls visit(index, group, test_case) for every case in the order
/// self_test() runs them (each group in turn), until visit returns false.
/// `index` counts from 0 across the whole table.
template <class Visit>
void visit_self_test_cases(Visit&& visit) noexcept {
  int index = 0;
  for (const SelfTestGroup& group : self_test_table::groups) {
    for (int i = group.first_case; i < group.first_case + group.case_count; ++i, ++index) {
      const bool should_go_on = group.holds_doubles ? visit(index, group, self_test_table::double_cases[i])
                                                    : visit(index, group, self_test_table::float_cases[i]);
      if (!should_go_on) return;
    }
  }
}

/// The box as stored, read through a volatile reference so that no compiler
/// can answer a case at compile time (in its own arithmetic, not the run
/// time's floating-point environment). Loads only: no arithmetic here.
template <class T>
Box<T> load_box(const Box<T>& stored) noexcept {
  const volatile Box<T>& box = stored;
  return {{box.center.x, box.center.y}, {box.u.x, box.u.y}, {box.v.x, box.v.y}};
}

/// Whether a number is ±0, by its bits: a comparison would read a subnormal
/// as 0 under denormals-are-zero, in the caller's environment.
template <class T>
bool is_zero_by_bits(T number) noexcept {
  using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  Bits bits;
  std::memcpy(&bits, &number, sizeof bits);
  return static_cast<Bits>(bits << 1) == 0;  // every bit but the sign
}

/// Whether a certificate of boxes a, b says what it claims and can be
/// checked here: disjoint has a non-zero axis and no witness; touching and
/// overlapping have a witness that is_witness_valid() accepts; overlapping
/// has no axis; invalid has neither. (That the axis separates, exactly, is
/// checked against the oracle by tests/self_test_test.cpp.)
template <class T>
bool is_certificate_consistent(const Box<T>& a, const Box<T>& b, const Certificate<T>& certificate) noexcept {
  const bool has_axis = !is_zero_by_bits(certificate.axis.x) || !is_zero_by_bits(certificate.axis.y);
  const bool has_witness = certificate.witness.kind != Witness::Kind::none;
  switch (certificate.relation) {
    case Relation::disjoint: return has_axis && !has_witness;
    case Relation::touching: return is_witness_valid(a, b, certificate.witness);
    case Relation::overlapping: return !has_axis && is_witness_valid(a, b, certificate.witness);
    case Relation::invalid: return !has_axis && !has_witness;
  }
  return false;
}

/// The first call that answers case (a, b, expected) wrongly, or none.
struct SelfTestMiss {
  const char* check;  ///< the call, or nullptr when every call was right
  Relation actual;    ///< its answer (for overlaps(): classify() in the same order)
};

/// Checks one case: classify() in both orders, overlaps() in both orders
/// under both policies, and, when asked, certify() in both orders.
template <class T>
SelfTestMiss check_self_test_case(const SelfTestCase<T>& stored, bool checks_certificates) noexcept {
  const Box<T> boxes[2] = {load_box(stored.a), load_box(stored.b)};
  const Relation expected = stored.expected;
  const bool meets = expected == Relation::touching || expected == Relation::overlapping;
  static const char* const classify_names[2] = {"classify(a, b)", "classify(b, a)"};
  static const char* const closed_names[2] = {"overlaps(a, b, closed)", "overlaps(b, a, closed)"};
  static const char* const open_names[2] = {"overlaps(a, b, open)", "overlaps(b, a, open)"};
  static const char* const certify_names[2] = {"certify(a, b)", "certify(b, a)"};
  for (int order = 0; order < 2; ++order) {
    const Box<T>& first = boxes[order];
    const Box<T>& second = boxes[1 - order];
    const Relation relation = classify(first, second);
    if (relation != expected) return {classify_names[order], relation};
    if (overlaps(first, second, TouchingPolicy::closed) != meets) return {closed_names[order], relation};
    if (overlaps(first, second, TouchingPolicy::open) != (expected == Relation::overlapping)) {
      return {open_names[order], relation};
    }
    if (checks_certificates) {
      const Certificate<T> certificate = certify(first, second);
      if (certificate.relation != expected || !is_certificate_consistent(first, second, certificate)) {
        return {certify_names[order], certificate.relation};
      }
    }
  }
  return {nullptr, expected};
}

}  // namespace detail

inline SelfTestResult self_test() noexcept {
  SelfTestResult result{0, -1, nullptr, Relation::invalid, Relation::invalid, nullptr};
  detail::visit_self_test_cases([&result](int index, const detail::SelfTestGroup& group, const auto& test_case) {
    ++result.cases_run;
    const detail::SelfTestMiss miss = detail::check_self_test_case(test_case, group.checks_certificates);
    if (miss.check == nullptr) return true;
    result.failed_case = index;
    result.group = group.name;
    result.expected = test_case.expected;
    result.actual = miss.actual;
    result.check = miss.check;
    return false;
  });
  return result;
}

}  // namespace obb2d

OBB2D_IEEE_END
#endif  // !OBB2D_REFUSED
