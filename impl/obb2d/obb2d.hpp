#pragma once
/// @file obb2d.hpp
/// obb2d 0.1.0 — exact overlap of 2D oriented boxes. MIT licence (at the end).
///
/// WHAT IT DECIDES
///   For two boxes A, B, each a center c and two half-edge vectors u, v,
///       box = { c + s*u + t*v : -1 <= s, t <= 1 }      (closed; parallelograms,
///                                                       segments, points too)
///   classify(A, B) answers exactly one of
///       disjoint     A ∩ B is empty
///       touching     A ∩ B is non-empty and has zero area
///       overlapping  A ∩ B has positive area
///       invalid      some number is NaN or ±infinity
///   overlaps(A, B, policy) turns that into a bool with an explicit policy for
///   touching; certify(A, B) also returns a checkable certificate: the
///   separating axis when disjoint, a witness (corner in box, or edges that
///   meet) when not; is_witness_valid(A, B, w) checks one exactly.
///
/// HOW TO INCLUDE
///   Copy this one file anywhere and `#include "obb2d.hpp"` (C++17, standard
///   library only, no allocation, every function noexcept; on x86 also the
///   compiler's own SSE2 intrinsics header, which OBB2D_NO_SIMD leaves out),
///   or use CMake:
///   `find_package(obb2d)` then link `obb2d::obb2d`.
///
/// WHAT "EXACT" COVERS
///   The answer is the true relation of the boxes whose numbers are exactly the
///   stored floats or doubles, for EVERY finite input: touching and one-ulp
///   configurations, degenerate boxes, non-orthogonal u and v, values near
///   FLT_MAX / DBL_MAX whose products overflow, subnormals whose products
///   underflow, -0.0. Nothing is rounded to decide: a floating-point filter
///   with an error bound derived below settles the clear cases; a second
///   step the near-touching ones (an error-free recomputation of exact zeros,
///   and where it rounds, the sum of its rounding errors when that sum is
///   itself exact;
///   for doubles on a grid or turned by Pythagorean directions, a
///   double-double evaluation of exact products, with its own derived
///   bound); a compensated sum of the exact products (derived bound too)
///   most of the rest; and exact arithmetic (floating-point expansions, or a
///   fixed-size big integer for extreme doubles) whatever remains.
///   Constructors that take angles or transforms round like any arithmetic
///   does; the answer is then exact for the box they produced.
///
/// EDGE-CASE POLICY (full table with the test of each row: docs/edge-cases.md)
///   case                                   classify      closed   open
///   shared edge, corner on edge or corner  touching      true     false
///   shared edge with containment           overlapping   true     true
///   identical boxes of positive area       overlapping   true     true
///   zero-area box (segment, point) meeting touching      true     false
///   one-ulp gap                            disjoint      false    false
///   NaN or ±inf anywhere                   invalid       false    false
///
/// LIMITS
///   C++17 or later; refused below otherwise. Any floating-point flags: the
///   header gives its own code IEEE semantics (GCC: `#pragma GCC optimize`,
///   clang and MSVC: `#pragma float_control(precise)`), saved and restored
///   around it, so -ffast-math, -ffinite-math-only, -fassociative-math and
///   the like change nothing in its answers or in the including file. clang
///   on targets other than x86 (AArch64, ARM, WebAssembly, ...) ignores
///   float_control: there the header turns off reassociation, refuses
///   -ffast-math and -ffinite-math-only, and stays exact under
///   -fno-honor-nans (which it cannot see) by letting no NaN arise. A
///   compiler with no mechanism is refused when it announces fast math.
///   Arithmetic evaluated in a wider format (FLT_EVAL_METHOD != 0, e.g. x87
///   without SSE) is refused. At run time the proofs need round to
///   nearest and gradual underflow: on x86 and AArch64 every entry point reads
///   the control register (MXCSR, FPCR) and, when the caller set flush-to-zero,
///   denormals-are-zero, another rounding mode or unmasked traps, runs in the
///   default environment and restores the caller's; is_default_fp_environment()
///   tells whether that happens. obb2d::self_test() (self_test.hpp) checks all
///   of it in your build. `long double` boxes are not supported. The
///   filter-failure counters (OBB2D_COUNT_FILTER_FAILURES) are plain globals,
///   for benchmarks.
///
/// Algorithm: the separating-axis test (Gottschalk 2000, Ericson 2005 §4.4)
/// on the edge normals of both boxes plus the two coordinate axes, where each
/// test is the sign of a polynomial of degree 2 in the inputs, evaluated
/// exactly: a filter, an exact routine and a dispatcher
/// (Shewchuk 1997, "Adaptive precision floating-point arithmetic").

// C++17 is needed (inline variables, if constexpr, hex-float literals). The
// rest of the file is skipped when it is missing, so this is the only error.
#if !defined(__cplusplus) || (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 201703L
#error "obb2d: obb2d.hpp needs C++17 or later: compile with -std=c++17 (or /std:c++17)"
#define OBB2D_REFUSED 1
#else

#include <cassert>
#include <cfloat>
#include <cmath>  // std::cos and std::sin, for make_box_from_angle only
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <type_traits>

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
#error "obb2d: obb2d.hpp needs each operation rounded to its own type (FLT_EVAL_METHOD 0): on 32-bit x86 compile with -msse2 -mfpmath=sse, not for the x87 unit"
#define OBB2D_REFUSED 1
#endif

// IEEE semantics for the header's own code, whatever the including file's
// flags. Every function of obb2d's headers is defined between
// OBB2D_IEEE_BEGIN and OBB2D_IEEE_END, which save the including file's
// floating-point settings, set precise ones, and restore them.
//   GCC:   push_options + optimize("no-fast-math") resets -ffast-math,
//          -funsafe-math-optimizations, -fassociative-math, -freciprocal-math,
//          -fno-signed-zeros, -fno-trapping-math and -ffinite-math-only in
//          each function defined there. Such a function is not inlined into
//          a caller compiled with those flags (GCC refuses to inline across
//          them), so its code keeps its own flags. The always-inline
//          intrinsics it calls take its flags.
//   clang: float_control(precise, on) clears the fast-math flags of every
//          operation written there (reassoc, nnan, ninf, nsz, arcp, afn),
//          and the function attributes that go with them, even after
//          inlining. Operations written elsewhere keep theirs, so the header
//          uses no <cmath> function and no SSE2 arithmetic intrinsic when
//          fast math may be on (clang defines no macro for
//          -fassociative-math, so: always): its lanes use vector operators
//          written here. clang honours float_control only on targets with
//          strict floating point (clang 14: x86, PowerPC, SystemZ); on the
//          others (AArch64, ARM, WebAssembly, RISC-V, ...) it ignores it,
//          push and pop included. There the header turns reassociation off
//          with `clang fp reassociate(off)`, which cannot be popped, so the
//          including file's code after it is not reassociated either, and
//          refuses -ffast-math and -ffinite-math-only, which it can see.
//          -fno-honor-nans alone is neither undone nor announced there:
//          decide() then lets no NaN arise (OBB2D_NAN_MAY_BE_ASSUMED_AWAY).
//   MSVC:  float_control(precise, on) overrides /fp:fast for the region
//          (documented; not tested here: docs/vendoring.md).
//   other: no known mechanism, so announced fast math is refused.
// NaN and infinity are found by their bits (is_finite_number), not by
// comparisons a compiler might fold. The region also silences -Wfloat-equal
// (and only it, and only there): an exact kernel compares floating-point
// numbers exactly on purpose, for example to see that a rounding error is 0.
// OBB2D_TEST_ONLY_NO_FP_PRAGMAS turns all of this off, to prove that the
// self-test catches a build that breaks exact arithmetic. Never define it.
#if defined(OBB2D_TEST_ONLY_NO_FP_PRAGMAS)
#define OBB2D_IEEE_BEGIN
#define OBB2D_IEEE_END
#elif defined(__clang__) && (defined(__x86_64__) || defined(__i386__) || defined(__powerpc__) || defined(__s390x__))
#define OBB2D_IEEE_BEGIN                         \
  _Pragma("float_control(precise, on, push)")   \
  _Pragma("clang diagnostic push")               \
  _Pragma("clang diagnostic ignored \"-Wfloat-equal\"")
#define OBB2D_IEEE_END _Pragma("clang diagnostic pop") _Pragma("float_control(pop)")
#elif defined(__clang__)
#if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__)
#error "obb2d: on this target clang cannot give obb2d.hpp IEEE semantics under -ffast-math or -ffinite-math-only (it ignores #pragma float_control here): compile the files that include obb2d's headers without them"
#define OBB2D_REFUSED 1
#endif
// Nor can it see -fno-honor-nans alone, under which clang may fold any
// test that meets a NaN: so here no NaN may arise (see decide).
#define OBB2D_NAN_MAY_BE_ASSUMED_AWAY 1
#define OBB2D_IEEE_BEGIN                     \
  _Pragma("clang fp reassociate(off)")       \
  _Pragma("clang diagnostic push")           \
  _Pragma("clang diagnostic ignored \"-Wfloat-equal\"")
#define OBB2D_IEEE_END _Pragma("clang diagnostic pop")
#elif defined(__GNUC__)
#define OBB2D_IEEE_BEGIN                             \
  _Pragma("GCC push_options")                        \
  _Pragma("GCC optimize(\"no-fast-math\")")          \
  _Pragma("GCC diagnostic push")                     \
  _Pragma("GCC diagnostic ignored \"-Wfloat-equal\"")
#define OBB2D_IEEE_END _Pragma("GCC diagnostic pop") _Pragma("GCC pop_options")
#elif defined(_MSC_VER)
#define OBB2D_IEEE_BEGIN __pragma(float_control(precise, on, push))
#define OBB2D_IEEE_END __pragma(float_control(pop))
#else
#if defined(__FAST_MATH__) || defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "obb2d: this compiler has no known way to give obb2d.hpp IEEE semantics under fast math: compile it without -ffast-math / -ffinite-math-only"
#define OBB2D_REFUSED 1
#endif
#define OBB2D_IEEE_BEGIN
#define OBB2D_IEEE_END
#endif

// SSE2 (every x86-64 compiler; x86 with SSE2 enabled) evaluates the edge
// filter two axes per instruction, and with it the shape facts (oblique
// edges, proven areas), the error-free recomputation of both coordinate
// axes and the exact-products step's range test. Define OBB2D_NO_SIMD to
// use the scalar code everywhere (other targets always do); both evaluate
// the same expression trees and comparisons, so they give the same answers.
#if !defined(OBB2D_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2))
#define OBB2D_HAS_SSE2 1
#include <emmintrin.h>
#else
#define OBB2D_HAS_SSE2 0
#endif

// The run-time floating-point environment (see is_default_fp_environment).
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || (defined(__i386__) && defined(__SSE2_MATH__)))
#define OBB2D_FP_CONTROL_X86 1
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__aarch64__)
#define OBB2D_FP_CONTROL_AARCH64 1
#elif defined(_MSC_VER) && (defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2))
#define OBB2D_FP_CONTROL_MSVC_X86 1
#include <xmmintrin.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define OBB2D_ALWAYS_INLINE inline __attribute__((always_inline))
#define OBB2D_NOINLINE __attribute__((noinline))
#define OBB2D_LIKELY(condition) __builtin_expect(bool(condition), 1)
#elif defined(_MSC_VER)
#define OBB2D_ALWAYS_INLINE __forceinline
#define OBB2D_NOINLINE __declspec(noinline)
#define OBB2D_LIKELY(condition) (condition)
#else
#define OBB2D_ALWAYS_INLINE inline
#define OBB2D_NOINLINE
#define OBB2D_LIKELY(condition) (condition)
#endif

#if !defined(OBB2D_REFUSED)
OBB2D_IEEE_BEGIN
namespace obb2d {

/// Library version, as major * 10000 + minor * 100 + patch.
inline constexpr int version = 100;

// ===========================================================================
// Types
// ===========================================================================

/// The exact relation of two closed boxes (see the file comment).
enum class Relation : unsigned char {
  disjoint,     ///< A ∩ B is empty
  touching,     ///< A ∩ B is non-empty and has zero area
  overlapping,  ///< A ∩ B has positive area
  invalid,      ///< some input number is NaN or ±infinity
};

/// Whether `touching` counts as overlapping, for overlaps().
enum class TouchingPolicy : unsigned char {
  closed,  ///< touching counts (physics contact, picking): the sets meet
  open,    ///< touching does not count (flush placement is legal): interiors meet
};

/// A 2D vector or point. T is float or double.
template <class T>
struct Vec2 {
  T x;  ///< x coordinate
  T y;  ///< y coordinate
};

/// An oriented box: { center + s*u + t*v : -1 <= s, t <= 1 }.
/// u and v are half-edge vectors: any finite values are legal (they need not
/// be orthogonal or non-zero; then the box is a parallelogram, a segment or a
/// point). T is float or double.
template <class T>
struct Box {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                "obb2d::Box supports float and double");
  Vec2<T> center;  ///< c
  Vec2<T> u;       ///< first half-edge vector
  Vec2<T> v;       ///< second half-edge vector
};

namespace detail {

/// Whether x is finite, read from its bits: the exponent field is not all
/// ones. No comparison a compiler could fold under -ffinite-math-only.
inline bool is_finite_number(float x) noexcept {
  std::uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return (bits & 0x7f800000u) != 0x7f800000u;
}
inline bool is_finite_number(double x) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return (bits & 0x7ff0000000000000u) != 0x7ff0000000000000u;
}

// |x|, x with the sign of y, and fma: the compiler's builtins, so that the
// operation is compiled here with this header's semantics (a <cmath>
// function is compiled where <cmath> defines it, with the including file's
// flags; clang keeps those flags after inlining).
#if defined(__GNUC__) || defined(__clang__)
OBB2D_ALWAYS_INLINE float magnitude_of(float x) noexcept { return __builtin_fabsf(x); }
OBB2D_ALWAYS_INLINE double magnitude_of(double x) noexcept { return __builtin_fabs(x); }
OBB2D_ALWAYS_INLINE double with_sign_of(double x, double y) noexcept { return __builtin_copysign(x, y); }
OBB2D_ALWAYS_INLINE double fused_multiply_add(double a, double b, double c) noexcept { return __builtin_fma(a, b, c); }
#else
OBB2D_ALWAYS_INLINE float magnitude_of(float x) noexcept { return std::fabs(x); }
OBB2D_ALWAYS_INLINE double magnitude_of(double x) noexcept { return std::fabs(x); }
OBB2D_ALWAYS_INLINE double with_sign_of(double x, double y) noexcept { return std::copysign(x, y); }
OBB2D_ALWAYS_INLINE double fused_multiply_add(double a, double b, double c) noexcept { return std::fma(a, b, c); }
#endif

}  // namespace detail

/// Whether every number of the box is finite (no NaN, no ±infinity).
/// classify() answers `invalid` exactly when this is false for A or B.
template <class T>
bool is_finite_box(const Box<T>& box) noexcept {
  const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  for (const T number : numbers) {
    if (!detail::is_finite_number(number)) return false;
  }
  return true;
}

// ===========================================================================
// Exact arithmetic building blocks (internal)
// ===========================================================================

namespace detail {

/// The sign of a value: -1, 0 or +1 (NaN: 0; callers never pass NaN).
template <class C>
constexpr int sign_of(C value) noexcept {
  return (value > C(0)) - (value < C(0));
}

/// Knuth's TwoSum: sum + error == a + b exactly, with no precondition on
/// magnitudes (no overflow assumed). Only additions, so floating-point
/// contraction cannot change it as long as a and b are not products that
/// round (inlined, a + x*y could fuse while sum - a uses the rounded
/// product): every caller passes input numbers, exact products or sums.
inline void two_sum(double a, double b, double& sum, double& error) noexcept {
  sum = a + b;
  const double b_virtual = sum - a;
  const double a_virtual = sum - b_virtual;
  error = (a - a_virtual) + (b - b_virtual);
}

/// TwoProduct's error term: a * b - fl(a * b) exactly, given product =
/// fl(a * b), for |a|, |b| within [2^-480, 2^480) or 0 (then the error is a
/// double: see is_within_expansion_range). One fma where the target has one
/// in hardware; elsewhere Dekker's algorithm on Veltkamp's 26/27-bit split
/// (Dekker 1971), exact under the same range condition since every partial
/// product has at most 53 significant bits and none underflows. (A library
/// fma without hardware would be slower; and without hardware fma no
/// compiler can contract Dekker's steps into fmas.)
inline double product_error(double a, double b, double product) noexcept {
#if defined(FP_FAST_FMA) || defined(__FMA__) || defined(__AVX2__) || defined(__aarch64__)
  return fused_multiply_add(a, b, -product);
#else
  const auto split = [](double value, double& high, double& low) {
    const double scaled = 0x1p+27 * value + value;  // (2^27 + 1) * value, no overflow in range
    high = scaled - (scaled - value);
    low = value - high;
  };
  double a_high, a_low, b_high, b_low;
  split(a, a_high, a_low);
  split(b, b_high, b_low);
  return ((a_high * b_high - product) + a_high * b_low + a_low * b_high) + a_low * b_low;
#endif
}

/// A non-overlapping floating-point expansion (Shewchuk 1997): a sum of
/// doubles held exactly, components in increasing magnitude, zeros removed.
/// Capacity 64 is enough for the at most 40 terms one gap adds (each add
/// keeps at most one new component).
class Expansion {
 public:
  /// Adds `value` exactly (GROW-EXPANSION with zero elimination, Shewchuk's
  /// Theorem 10): the running sum Q absorbs each component in turn and the
  /// rounding errors of those additions become the new components.
  void add(double value) noexcept {
    if (value == 0) return;
    double q = value;
    int kept = 0;
    for (int i = 0; i < size_; ++i) {
      double error;
      two_sum(q, components_[i], q, error);
      if (error != 0) components_[kept++] = error;
    }
    if (q != 0) components_[kept++] = q;
    assert(kept <= capacity);
    size_ = kept;
  }

  /// The exact sign of the sum: the sign of the largest component, since the
  /// components do not overlap.
  int sign() const noexcept { return size_ == 0 ? 0 : sign_of(components_[size_ - 1]); }

 private:
  static constexpr int capacity = 64;
  double components_[capacity];  // only [0, size_) is ever read
  int size_ = 0;
};

/// The most terms one CompensatedSum (below) may take: its error bound is
/// derived for this many.
inline constexpr int compensated_sum_capacity = 24;

/// A compensated sum (Ogita, Rump and Oishi's Sum2) of up to
/// compensated_sum_capacity doubles: a running sum s, kept error-free by
/// TwoSum, and the rounding errors e_i of its additions, summed plainly.
/// Then S = s + sum(e_i) exactly, and, with n terms and gamma(k) =
/// k u / (1 - k u) (Higham 2002, §4.2), the plain sums of the e_i and of
/// their magnitudes satisfy
///     |errors - sum(e_i)| <= gamma(n - 1) * sum|e_i|,
///     sum|e_i| <= magnitudes / (1 - gamma(n - 1)).
/// t = fl(s + errors) adds at most u|t| (round to nearest; exact when t is
/// subnormal). So |t - S| < |t| proves sign(t) = sign(S) whenever
///     (1 - u) |t| > gamma(n - 1) / (1 - gamma(n - 1)) * magnitudes,
/// and fl(c * magnitudes) < |t| implies this for any c >= gamma(n - 1) /
/// ((1 - gamma(n - 1)) (1 - u)^2) (the product rounds down by at most a factor
/// (1 - u) while it is normal). c = (n - 1) u (1 + 2^-40) is such a c for
/// n <= 24 (first-order terms (n - 1 + 2) u <= 2^-48), as
/// tests/filter_bound_test.cpp re-derives in rationals. To keep the product
/// normal, magnitudes below 2^-900 answer "uncertain" unless they are 0:
/// then no addition rounded and s is S itself, sign 0 included.
/// Callers keep every term within 2^965 (no overflow).
class CompensatedSum {
 public:
  void add(double value) noexcept {
    double error;
    two_sum(sum_, value, sum_, error);
    errors_ += error;
    magnitudes_ += magnitude_of(error);
  }

  /// The sign of the exact sum: -1, 0, +1, or 2 when it is not certain.
  int sign() const noexcept {
    if (magnitudes_ == 0) return sign_of(sum_);
    const double total = sum_ + errors_;
    if (magnitudes_ >= 0x1p-900 && magnitude_of(total) > error_coefficient * magnitudes_) return sign_of(total);
    return uncertain;
  }

  /// What sign() answers when the sign is not certain.
  static constexpr int uncertain = 2;

  /// c = (n - 1) u (1 + 2^-40) for n = compensated_sum_capacity (above).
  static constexpr double error_coefficient = (compensated_sum_capacity - 1) * 0x1p-53 * (1 + 0x1p-40);

 private:
  double sum_ = 0, errors_ = 0, magnitudes_ = 0;
};

/// A fixed-point integer that holds exactly any sum of up to 64 products
/// of two finite doubles, as two magnitudes: the sum of the positive
/// products and that of the negative ones (so a carry stops as soon as it
/// can: a two's-complement sum whose sign flips carries through every limb). Read off its bits, a double is
/// m * 2^e with an integer 0 <= |m| < 2^53 and -1074 <= e <= 971 (normal:
/// the fraction with its hidden bit, e = biased exponent - 1075; subnormal:
/// the fraction, e = -1074), so a product is an integer below 2^106 times
/// 2^(e1 + e2), -2148 <= e1 + e2 <= 1942: within bits 2^-2252 .. 2^2048,
/// plus 6 carry bits: 4352 bits (68 limbs) cover each magnitude. Used only
/// for doubles too extreme for expansions; no heap, 1088 bytes of stack.
class WideFixedPoint {
 public:
  /// Adds sign * a * b exactly (a, b finite doubles; sign is +1 or -1).
  void add_product(int sign, double a, double b) noexcept {
    if (a == 0 || b == 0 || sign == 0) return;
    int exponent_a, exponent_b;
    const std::uint64_t significand_a = integer_significand(a, exponent_a);
    const std::uint64_t significand_b = integer_significand(b, exponent_b);
    const bool is_negative = (sign < 0) != ((a < 0) != (b < 0));
    std::uint64_t low, high;
    multiply_64x64(significand_a, significand_b, low, high);
    const int top = add_shifted(is_negative ? negative_ : positive_, low, high,
                                exponent_a + exponent_b + lowest_exponent_offset);
    if (top > top_) top_ = top;
  }

  /// The exact sign of the held value: the larger magnitude's, compared
  /// from the top limb down.
  int sign() const noexcept {
    for (int i = top_; i >= 0; --i) {
      if (positive_[i] != negative_[i]) return positive_[i] > negative_[i] ? 1 : -1;
    }
    return 0;
  }

 private:
  static constexpr int limb_count = 68;
  static constexpr int lowest_exponent_offset = 2252;  // bit 0 weighs 2^-2252

  /// |value| = significand * 2^exponent, read off the bits (see above).
  static std::uint64_t integer_significand(double value, int& exponent) noexcept {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    const int biased_exponent = static_cast<int>((bits >> 52) & 0x7ff);
    const std::uint64_t fraction = bits & ((std::uint64_t(1) << 52) - 1);
    if (biased_exponent == 0) {  // subnormal
      exponent = -1074;
      return fraction;
    }
    exponent = biased_exponent - 1075;
    return fraction | (std::uint64_t(1) << 52);
  }

  /// The 128-bit product of two 64-bit unsigned integers, from 32-bit halves
  /// (portable: no compiler-specific 128-bit type).
  static void multiply_64x64(std::uint64_t a, std::uint64_t b, std::uint64_t& low,
                             std::uint64_t& high) noexcept {
    const std::uint64_t a_low = a & 0xffffffffu, a_high = a >> 32;
    const std::uint64_t b_low = b & 0xffffffffu, b_high = b >> 32;
    const std::uint64_t low_low = a_low * b_low;
    const std::uint64_t high_low = a_high * b_low;
    const std::uint64_t low_high = a_low * b_high;
    const std::uint64_t high_high = a_high * b_high;
    const std::uint64_t middle = (low_low >> 32) + (high_low & 0xffffffffu) + (low_high & 0xffffffffu);
    low = (middle << 32) | (low_low & 0xffffffffu);
    high = high_high + (high_low >> 32) + (low_high >> 32) + (middle >> 32);
  }

  /// Adds (low + high * 2^64) * 2^shift to the magnitude in `limbs`;
  /// returns the highest limb it changed.
  static int add_shifted(std::uint64_t* limbs, std::uint64_t low, std::uint64_t high, int shift) noexcept {
    const int first_limb = shift / 64;
    const int bit = shift % 64;
    const std::uint64_t parts[3] = {low << bit, bit ? (high << bit) | (low >> (64 - bit)) : high,
                                    bit ? high >> (64 - bit) : 0};
    std::uint64_t carry = 0;
    int i = first_limb;
    for (; i < limb_count; ++i) {
      const bool is_past_parts = i - first_limb >= 3;
      if (is_past_parts && carry == 0) break;  // nothing left to add
      const std::uint64_t addend = is_past_parts ? 0 : parts[i - first_limb];
      const std::uint64_t partial = limbs[i] + addend;
      const std::uint64_t carry_from_addend = partial < addend ? 1 : 0;
      limbs[i] = partial + carry;
      const std::uint64_t carry_from_carry = limbs[i] < carry ? 1 : 0;
      carry = carry_from_addend | carry_from_carry;
    }
    return i - 1;
  }

  int top_ = 0;  ///< no limb above it is non-zero in either magnitude
  std::uint64_t positive_[limb_count] = {};  ///< the sum of the positive products
  std::uint64_t negative_[limb_count] = {};  ///< the sum of |negative products|
};

// ===========================================================================
// The gap on one axis
// ===========================================================================
//
// For an axis n, with d = cB - cA, the gap is
//     gap(n) = |d . n| - |uA . n| - |vA . n| - |uB . n| - |vB . n|
//   gap > 0: this axis separates A and B (disjoint)
//   gap = 0: the projections meet in one value (at most touching)
//   gap < 0: the projections overlap with positive length
// Two kinds of axis are evaluated differently:
//   coordinate axes n = (1, 0), (0, 1): the gap is a signed sum of 6 input
//       numbers, e.g. |cB.x - cA.x| - |uA.x| - |vA.x| - |uB.x| - |vB.x|;
//   edge axes n = perp(w) = (-w.y, w.x), w in {uA, vA, uB, vB}: x . n is
//       cross(w, x) = w.x*x.y - w.y*x.x, so the gap is a signed sum of 12
//       products of two input numbers, with the cross(w, cB) - cross(w, cA)
//       of the distance inside one absolute value.
// An edge vector with one zero component is parallel to a coordinate axis
// (its n is |w| times one, up to sign, and the gap scales by |w|), so it has
// that axis's sign and is skipped; a zero edge vector is no axis at all.

/// What a stage knows about the sign of one axis's gap.
enum class GapSign : unsigned char {
  negative,   ///< the projections overlap with positive length
  zero,       ///< the projections meet in exactly one value
  positive,   ///< the axis separates the boxes
  uncertain,  ///< the filter cannot tell; ask the exact stage
};

static_assert(static_cast<int>(GapSign::negative) == 0 && static_cast<int>(GapSign::zero) == 1 &&
                  static_cast<int>(GapSign::positive) == 2 && static_cast<int>(GapSign::uncertain) == 3,
              "tests compare these codes with sign(gap) + 1");

/// A coordinate axis: x is n = (1, 0), y is n = (0, 1).
enum class CoordinateAxis : unsigned char { x, y };

template <class T>
constexpr T component(const Vec2<T>& p, CoordinateAxis axis) noexcept {
  return axis == CoordinateAxis::x ? p.x : p.y;
}

/// Whether a number is non-zero (NaN included), read off its bits:
/// anything but the sign bit set. Cheaper than a floating-point compare,
/// which must also handle NaN.
template <class T>
OBB2D_ALWAYS_INLINE bool is_nonzero_bits(T value) noexcept {
  using Bits = std::conditional_t<std::is_same_v<T, float>, std::uint32_t, std::uint64_t>;
  Bits bits;
  std::memcpy(&bits, &value, sizeof bits);
  return (bits << 1) != 0;
}

/// Whether edge vector w gives an axis of its own: both components non-zero
/// (see above).
template <class T>
OBB2D_ALWAYS_INLINE bool is_oblique(const Vec2<T>& w) noexcept {
  const bool has_nonzero_x = is_nonzero_bits(w.x), has_nonzero_y = is_nonzero_bits(w.y);
  return has_nonzero_x & has_nonzero_y;
}

// ---------------------------------------------------------------------------
// The filters and their error bounds
// ---------------------------------------------------------------------------
//
// Each filter evaluates its gap with a fixed expression tree:
//   coordinate, in T:  gap = |fl(cB.x - cA.x)| - r,
//                      r   = (|uA.x| + |vA.x|) + (|uB.x| + |vB.x|)
//   edge, in double:   dn  = w.x*d.y - w.y*d.x,  d = fl(cB - cA) in double
//                      r   = (|r1| + |r2|) + (|r3| + |r4|),  ri = w.x*xi.y - w.y*xi.x
//                      gap = |dn| - r
// (balanced trees: short dependency chains, and shallow error trees).
// Seen as a sum of exact leaves (the input numbers for a coordinate axis;
// the 12 products w.x*cB.y, w.x*cA.y, ... for an edge axis, where w.x*d.y is
// the two leaves w.x*cB.y - w.x*cA.y rounded together), each computed gap is
// a tree in which every leaf passes at most k roundings. Then (Higham 2002,
// Lemma 3.1 and §4.2), with the unit roundoff u of the arithmetic used and
// gamma(k) = k*u / (1 - k*u),
//     |gap_computed - gap| <= gamma(k) * M,   M = sum of |leaves|,
// since |.| and negation neither round nor amplify errors. The depths:
//   coordinate: |uA.x| passes 2 additions in r and 1 in gap: k = 3, with
//       u = 2^-24 for float input (float arithmetic), 2^-53 for double
//       (d's leaves pass d and gap: 2).
//   edge, float input (double arithmetic, u = 2^-53): a product of two floats
//       is exact in double; a radius leaf passes ri, 2 additions and gap:
//       k = 4 (d's leaves pass d, the product, dn and gap: 4 as well).
//   edge, double input: each radius product rounds once more: k = 5.
// M is not summed leaf by leaf. With Sx = sum of |x.x| and Sy = sum of |x.y|
// over the six vectors cA, cB, uA, vA, uB, vB,
//     coordinate x: M = Sx;  y: M = Sy;  edge w: M = |w.x| * Sy + |w.y| * Sx,
// Sx computed as rx + (|cA.x| + |cB.x|) from the radius rx the coordinate
// filter needs anyway. Each leaf passes at most 3 additions in Sx, one
// product and one addition: M <= M_computed / (1 - gamma(5)). The bound
// coefficient * M_computed may round down by a factor (1 - u). Hence
//     |gap_computed - gap| <= fl(coefficient * M_computed)  whenever
//     coefficient >= gamma(k) / ((1 - gamma(13)) * (1 - u))     (13 >= 5).
// For k, 13 <= 16 the right side is below k*u*(1 + 100u) (first-order terms
// (2k + 3*13 + 2)u <= 100u), so coefficient = k*u*(1 + s) with slack
// s = 2^-40 for double arithmetic, 2^-16 for float, is safe and exactly
// representable. tests/filter_bound_test.cpp re-derives the right side in
// exact rationals and checks the inequality for every filter.
//
// Underflow. Additions never round in the subnormal range, and the computed
// gap's error and the computed bound are both multiples of the smallest
// subnormal of the arithmetic; so when coefficient * M_computed underflows,
// rounding it to the nearest such multiple cannot put it below the error, and
// a bound of exactly 0 means the computed gap is exact. Products can
// underflow only on edge axes of double input: each of the 10 products may
// then be off by 2^-1075 absolutely; amplified by (1 + gamma(5)) and a final
// rounding, they stay below the absolute term 16 * 2^-1074. Float products
// cannot underflow in double (the smallest is 2^-298).
//
// Overflow and non-finite input: an overflow anywhere makes the computed gap
// infinite or NaN and an infinite M makes the bound infinite; the filter then
// answers uncertain. A NaN or infinite input makes Sx or Sy NaN or infinite,
// so when both coordinate filters are certain, all 12 numbers are finite.

/// The unit roundoff of T's arithmetic: 2^-24 for float, 2^-53 for double.
template <class T>
inline constexpr T unit_roundoff = std::is_same_v<T, float> ? T(0x1p-24) : T(0x1p-53);

/// The slack that makes k * u * (1 + slack) an upper bound (above).
template <class T>
inline constexpr T coefficient_slack = std::is_same_v<T, float> ? T(0x1p-16) : T(0x1p-40);

/// The filter's relative error coefficient for a tree of depth k evaluated in
/// T's arithmetic (above).
template <class T>
constexpr T filter_error_coefficient(int depth) noexcept {
  return T(depth) * unit_roundoff<T> * (1 + coefficient_slack<T>);
}

/// The rounding depth of the coordinate-axis filter (above).
inline constexpr int coordinate_filter_depth = 3;

/// The rounding depth of the edge-axis filter for input T (above).
template <class T>
inline constexpr int edge_filter_depth = std::is_same_v<T, float> ? 4 : 5;

/// The absolute term of the edge-axis filter's bound: underflow of products.
template <class T>
inline constexpr double edge_filter_absolute_term =
    std::is_same_v<T, float> ? 0.0 : 16 * std::numeric_limits<double>::denorm_min();

#if defined(OBB2D_COUNT_FILTER_FAILURES)
/// Counters of filter outcomes (benchmarks only; not thread-safe).
struct FilterCounters {
  unsigned long long axes_filtered = 0;   ///< axes a filter evaluated
  unsigned long long axes_uncertain = 0;  ///< of those, how many it could not decide
};
inline FilterCounters filter_counters;
#endif

/// The signs a filter certified for the six candidate axes of a pair, as
/// bit sets: bit 0 is the x axis, bit 1 the y axis, bits 2..5 the edge axes
/// perp(uA), perp(vA), perp(uB), perp(vB). An axis in none of the three
/// sets is uncertain.
struct CertifiedSigns {
  unsigned positive = 0;  ///< the axis separates the boxes
  unsigned negative = 0;  ///< the projections overlap with positive length
  unsigned zero = 0;      ///< the projections meet in exactly one value

  /// The axes whose sign is certain.
  constexpr unsigned certain() const noexcept { return positive | negative | zero; }

  /// Records `sign` as the sign of `axis` (uncertain: no bit).
  constexpr void record(GapSign sign, int axis) noexcept {
    positive |= unsigned(sign == GapSign::positive) << axis;
    negative |= unsigned(sign == GapSign::negative) << axis;
    zero |= unsigned(sign == GapSign::zero) << axis;
  }

  /// The sign recorded for `axis`.
  constexpr GapSign of(int axis) const noexcept {
    return (positive >> axis) & 1u  ? GapSign::positive
           : (negative >> axis) & 1u ? GapSign::negative
           : (zero >> axis) & 1u     ? GapSign::zero
                                     : GapSign::uncertain;
  }
};

/// The bits of all six axes in CertifiedSigns.
inline constexpr unsigned all_axes = 0x3f;

/// The index of the lowest set bit of a non-zero set of axes.
inline int lowest_axis(unsigned axes) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctz(axes | 0x20u);
#else
  int axis = 0;
  while (axis < 5 && !((axes >> axis) & 1u)) ++axis;
  return axis;
#endif
}

/// The index of the lowest set bit of a set of axes, or -1 when it is empty
/// (bit 6 stands for none, turned into -1 by arithmetic: a `?:` here may
/// compile to a branch, a coin toss when pairs touch or not at random).
inline int lowest_axis_or_none(unsigned axes) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  const int lowest = __builtin_ctz(axes | 0x40u);
  return lowest | -int(lowest == 6);
#else
  return axes == 0 ? -1 : lowest_axis(axes);
#endif
}

/// Records the certified sign of a computed gap, given its error bound, as
/// the sign of `axis`: positive or negative when the gap is beyond the
/// bound, nothing otherwise (within the bound, or NaN). A zero gap is left
/// uncertain even when its bound is 0: the error-free recomputation
/// certifies it, and testing for it here would cost every pair. Without
/// branches. Callers rule out an infinite gap with a finite bound
/// (overflow).
template <class C>
OBB2D_ALWAYS_INLINE void record_certified_sign(C gap, C bound, int axis, CertifiedSigns& signs) noexcept {
  signs.positive |= unsigned(gap > bound) << axis;
  signs.negative |= unsigned(gap < -bound) << axis;
}

/// Counts the filter outcomes of one pair (benchmarks only): the axes it
/// evaluated, and how many of those it left uncertain.
OBB2D_ALWAYS_INLINE void count_filter_outcomes([[maybe_unused]] unsigned evaluated_axes,
                                               [[maybe_unused]] unsigned uncertain_axes) noexcept {
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  for (int axis = 0; axis < 6; ++axis) {
    filter_counters.axes_filtered += (evaluated_axes >> axis) & 1u;
    filter_counters.axes_uncertain += (uncertain_axes >> axis) & 1u;
  }
#endif
}

/// The sign of a gap whose every rounding error is known: exact when they
/// are all zero (an error-free recomputation), else uncertain. NaN or
/// infinite errors (from overflow or non-finite input) compare unequal to 0.
OBB2D_ALWAYS_INLINE GapSign sign_if_nothing_rounded(double gap, double sum_of_rounding_errors) noexcept {
  if (!(sum_of_rounding_errors == 0)) return GapSign::uncertain;
  return gap > 0 ? GapSign::positive : gap < 0 ? GapSign::negative : GapSign::zero;
}

/// The same box in double (exact: every float is a double).
constexpr Box<double> widen(const Box<float>& box) noexcept {
  return {{double(box.center.x), double(box.center.y)}, {double(box.u.x), double(box.u.y)},
          {double(box.v.x), double(box.v.y)}};
}

/// The box itself (so filters can widen either precision).
constexpr const Box<double>& widen(const Box<double>& box) noexcept { return box; }

/// A coordinate gap recomputed in double with TwoSum at every addition:
///   cB - cA = distance + e1, |uA| + |vA| + |uB| + |vB| = radius + e2 + e3 + e4
///   (a chain), |distance| - radius = gap + e5,
/// all exactly (no overflow: an overflow, an infinite or a NaN number makes
/// an error NaN).
struct RecomputedCoordinateGap {
  double distance;   ///< fl(cB - cA)
  double gap;        ///< fl(|distance| - radius)
  double errors[5];  ///< e1 .. e5
};

inline RecomputedCoordinateGap recompute_coordinate_gap(CoordinateAxis axis, const Box<double>& a,
                                                        const Box<double>& b) noexcept {
  RecomputedCoordinateGap parts;
  double* const e = parts.errors;
  double radius;
  two_sum(component(b.center, axis), -component(a.center, axis), parts.distance, e[0]);
  two_sum(magnitude_of(component(a.u, axis)), magnitude_of(component(a.v, axis)), radius, e[1]);
  two_sum(radius, magnitude_of(component(b.u, axis)), radius, e[2]);
  two_sum(radius, magnitude_of(component(b.v, axis)), radius, e[3]);
  two_sum(magnitude_of(parts.distance), -radius, parts.gap, e[4]);
  return parts;
}

/// The second step for a coordinate axis whose gap is too close to 0 for
/// the bound (flush boxes): the recomputed gap, exact when no addition
/// rounded (the usual case for grid-aligned data).
inline GapSign recompute_coordinate_gap_sign_without_rounding(CoordinateAxis axis, const Box<double>& a,
                                                              const Box<double>& b) noexcept {
  const RecomputedCoordinateGap parts = recompute_coordinate_gap(axis, a, b);
  const double* const e = parts.errors;
  return sign_if_nothing_rounded(parts.gap, (((magnitude_of(e[0]) + magnitude_of(e[1])) + magnitude_of(e[2])) + magnitude_of(e[3])) + magnitude_of(e[4]));
}

/// A third step for a coordinate axis that the recomputation left uncertain
/// (a one-ulp nudge whose difference rounds, or a subnormal center). With
/// the recomputation's parts (above): |cB - cA| = |distance| + sigma * e1,
/// sigma the sign of distance (|e1| < |distance|; distance = 0 only when
/// the difference is 0, and then e1 = 0). So the exact gap is
///     gap + (e5 + sigma * e1 - e2 - e3 - e4),
/// and when a chain of TwoSums over those five errors leaves errors of its
/// own that are all 0, its sum c is exact too; then fl(gap + c) has the
/// exact gap's sign (rounding is monotonic, and a sum rounds to 0 only when
/// it is 0). Else uncertain. Out of line only: its longer chain would slow
/// the recomputation that flush boxes need.
inline GapSign coordinate_gap_sign_from_error_sum(CoordinateAxis axis, const Box<double>& a,
                                                  const Box<double>& b) noexcept {
  const RecomputedCoordinateGap parts = recompute_coordinate_gap(axis, a, b);
  const double* const e = parts.errors;
  double correction, f1, f2, f3, f4;
  two_sum(e[4], with_sign_of(1.0, parts.distance) * e[0], correction, f1);
  two_sum(correction, -e[1], correction, f2);
  two_sum(correction, -e[2], correction, f3);
  two_sum(correction, -e[3], correction, f4);
  return sign_if_nothing_rounded(parts.gap + correction, (magnitude_of(f1) + magnitude_of(f2)) + (magnitude_of(f3) + magnitude_of(f4)));
}

/// The third step for each coordinate axis still uncertain in `signs`
/// (rare: kept out of line).
OBB2D_NOINLINE inline void refine_coordinate_signs_by_error_sums(const Box<double>& a, const Box<double>& b,
                                                                 CertifiedSigns& signs) noexcept {
  for (const CoordinateAxis axis : {CoordinateAxis::x, CoordinateAxis::y}) {
    const int bit = static_cast<int>(axis);
    if ((signs.certain() >> bit) & 1u) continue;
    signs.record(coordinate_gap_sign_from_error_sum(axis, a, b), bit);
  }
}

/// The second step of the edge filter for float input (the boxes hold float
/// values, widened): every product of two floats is exact in double, so the
/// gap is recomputed from the 12 products with TwoSum at every addition;
/// when no addition rounded (the usual case for grid-aligned and
/// Pythagorean-turned boxes) it is exact.
inline GapSign recompute_edge_gap_sign_without_rounding(const Vec2<double>& w, const Box<double>& a,
                                                        const Box<double>& b) noexcept {
  double errors = 0;
  const auto add = [&errors](double x, double y) {
    double sum, error;
    two_sum(x, y, sum, error);
    errors += magnitude_of(error);
    return sum;
  };
  const auto cross_with_w = [&](const Vec2<double>& x) { return add(w.x * x.y, -(w.y * x.x)); };
  const double distance = add(cross_with_w(b.center), -cross_with_w(a.center));
  const double radius = add(add(magnitude_of(cross_with_w(a.u)), magnitude_of(cross_with_w(a.v))),
                            add(magnitude_of(cross_with_w(b.u)), magnitude_of(cross_with_w(b.v))));
  return sign_if_nothing_rounded(add(magnitude_of(distance), -radius), errors);
}

/// Whether the box's area is proven non-zero by its two rounded products:
/// rounding is monotonic, so different rounded products come from different
/// exact ones. A comparison, not a difference: contracting a subtraction
/// into an fma could make equal products look different. For finite input
/// (products may overflow to infinity, never to NaN). For float input the
/// products are exact, so `false` proves the area zero.
template <class T>
OBB2D_ALWAYS_INLINE bool has_proven_nonzero_area(const Box<T>& box) noexcept {
  return double(box.u.x) * double(box.v.y) != double(box.u.y) * double(box.v.x);
}

/// What the coordinate filters of a pair compute, in T's arithmetic: d, the
/// radii and the magnitude sums (see above).
template <class T>
struct CoordinateSums {
  T dx, dy;  ///< fl(cB - cA)
  T rx, ry;  ///< (|uA.x| + |vA.x|) + (|uB.x| + |vB.x|), and the same for y
  T sx, sy;  ///< rx + (|cA.x| + |cB.x|), and the same for y
};

template <class T>
OBB2D_ALWAYS_INLINE CoordinateSums<T> make_coordinate_sums(const Box<T>& a, const Box<T>& b) noexcept {
  CoordinateSums<T> sums;
  sums.dx = b.center.x - a.center.x;
  sums.dy = b.center.y - a.center.y;
  sums.rx = (magnitude_of(a.u.x) + magnitude_of(a.v.x)) + (magnitude_of(b.u.x) + magnitude_of(b.v.x));
  sums.ry = (magnitude_of(a.u.y) + magnitude_of(a.v.y)) + (magnitude_of(b.u.y) + magnitude_of(b.v.y));
  sums.sx = sums.rx + (magnitude_of(a.center.x) + magnitude_of(b.center.x));
  sums.sy = sums.ry + (magnitude_of(a.center.y) + magnitude_of(b.center.y));
  return sums;
}

/// What the edge filters of a pair share, in double: d and Sx, Sy.
struct EdgeSums {
  double dx, dy;  ///< fl(cB - cA) in double
  double sx, sy;  ///< the magnitude sums, in double
};

/// The edge sums of a pair in double: d = fl(cB - cA) and Sx, Sy (for double
/// input these are the coordinate sums already computed).
template <class T>
OBB2D_ALWAYS_INLINE EdgeSums make_edge_sums(const Box<T>& a, const Box<T>& b,
                                            const CoordinateSums<T>& sums) noexcept {
  if constexpr (std::is_same_v<T, double>) {
    (void)a, (void)b;
    return {sums.dx, sums.dy, sums.sx, sums.sy};
  } else {
    const auto magnitude = [](float value) { return magnitude_of(double(value)); };
    return {double(b.center.x) - double(a.center.x), double(b.center.y) - double(a.center.y),
            ((magnitude(a.u.x) + magnitude(a.v.x)) + (magnitude(b.u.x) + magnitude(b.v.x))) +
                (magnitude(a.center.x) + magnitude(b.center.x)),
            ((magnitude(a.u.y) + magnitude(a.v.y)) + (magnitude(b.u.y) + magnitude(b.v.y))) +
                (magnitude(a.center.y) + magnitude(b.center.y))};
  }
}

/// Whether the box's area is proven zero without exact arithmetic: for
/// float input by equal products (they are exact in double), for double
/// input when each product has a zero factor (0 - 0). Branch-free.
template <class T>
OBB2D_ALWAYS_INLINE bool has_proven_zero_area(const Box<T>& box) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return double(box.u.x) * double(box.v.y) == double(box.u.y) * double(box.v.x);
  } else {
    return ((box.u.x == 0) | (box.v.y == 0)) & ((box.u.y == 0) | (box.v.x == 0));
  }
}

/// What the edge filter certified for the four edge axes (bits 2..5 as in
/// CertifiedSigns), and whether every computed edge gap is finite (else
/// one overflowed, and no edge sign counts).
struct EdgeAxisSigns {
  unsigned positive;     ///< axes whose gap is certainly > 0
  unsigned negative;     ///< axes whose gap is certainly < 0
  bool are_gaps_finite;  ///< no computed edge gap is infinite or NaN
};

/// The edge filter of the four edge axes in double (trees and bound above;
/// the radii share their crosses, see filter_axis_signs), scalar.
template <class T>
OBB2D_ALWAYS_INLINE EdgeAxisSigns filter_edge_axes_scalar(const Box<T>& a, const Box<T>& b,
                                                          const EdgeSums& sums) noexcept {
  const double dx = sums.dx, dy = sums.dy, sx = sums.sx, sy = sums.sy;
  const Vec2<double> edges[4] = {{double(a.u.x), double(a.u.y)}, {double(a.v.x), double(a.v.y)},
                                 {double(b.u.x), double(b.u.y)}, {double(b.v.x), double(b.v.y)}};
  const auto cross = [&edges](int p, int q) { return edges[p].x * edges[q].y - edges[p].y * edges[q].x; };
  const double ua_va = magnitude_of(cross(0, 1)), ua_ub = magnitude_of(cross(0, 2)), ua_vb = magnitude_of(cross(0, 3));
  const double va_ub = magnitude_of(cross(1, 2)), va_vb = magnitude_of(cross(1, 3)), ub_vb = magnitude_of(cross(2, 3));
  const double radii[4] = {(ua_ub + ua_vb) + ua_va, (va_ub + va_vb) + ua_va, (ua_ub + va_ub) + ub_vb,
                           (ua_vb + va_vb) + ub_vb};
  const double edge_coefficient = filter_error_coefficient<double>(edge_filter_depth<T>);
  CertifiedSigns signs;
  double gap_magnitudes[4];
  for (int k = 0; k < 4; ++k) {
    const Vec2<double>& w = edges[k];
    const double gap = magnitude_of(w.x * dy - w.y * dx) - radii[k];
    const double bound = edge_coefficient * (magnitude_of(w.x) * sy + magnitude_of(w.y) * sx) + edge_filter_absolute_term<T>;
    record_certified_sign(gap, bound, 2 + k, signs);
    gap_magnitudes[k] = magnitude_of(gap);
  }
  // Finite (and not NaN) only if each gap is; paired as the SSE2 lanes are.
  const double infinity = std::numeric_limits<double>::infinity();
  const bool are_u_gaps_finite = gap_magnitudes[0] + gap_magnitudes[2] < infinity;
  const bool are_v_gaps_finite = gap_magnitudes[1] + gap_magnitudes[3] < infinity;
  return {signs.positive, signs.negative, bool(are_u_gaps_finite & are_v_gaps_finite)};
}

#if OBB2D_HAS_SSE2
// SSE2 lane arithmetic and comparisons. With GCC and clang they are written
// here as vector operators, not as _mm_add_pd and friends: clang compiles an
// intrinsic with the floating-point flags of the place that defines it (the
// including file's), and those flags would survive inlining into this
// header's code. Bitwise operations, shuffles, loads and movemask carry no
// floating-point flags and stay intrinsics. A comparison gives all-ones in
// the lanes where it holds (false for NaN, but != true), as _mm_cmp*_pd do.
#if defined(__GNUC__) || defined(__clang__)
OBB2D_ALWAYS_INLINE __m128d lanes_add(__m128d a, __m128d b) noexcept { return a + b; }
OBB2D_ALWAYS_INLINE __m128d lanes_sub(__m128d a, __m128d b) noexcept { return a - b; }
OBB2D_ALWAYS_INLINE __m128d lanes_mul(__m128d a, __m128d b) noexcept { return a * b; }
OBB2D_ALWAYS_INLINE __m128d lanes_less(__m128d a, __m128d b) noexcept { return _mm_castsi128_pd(a < b); }
OBB2D_ALWAYS_INLINE __m128d lanes_greater(__m128d a, __m128d b) noexcept { return _mm_castsi128_pd(a > b); }
OBB2D_ALWAYS_INLINE __m128d lanes_equal(__m128d a, __m128d b) noexcept { return _mm_castsi128_pd(a == b); }
OBB2D_ALWAYS_INLINE __m128d lanes_not_equal(__m128d a, __m128d b) noexcept { return _mm_castsi128_pd(a != b); }
/// Two floats widened exactly to doubles.
OBB2D_ALWAYS_INLINE __m128d lanes_widen(const float* pair) noexcept {
  typedef float FloatPair __attribute__((vector_size(8)));
  typedef double DoublePair __attribute__((vector_size(16)));
  FloatPair floats;
  std::memcpy(&floats, pair, sizeof floats);
  return __builtin_convertvector(floats, DoublePair);
}
#else
OBB2D_ALWAYS_INLINE __m128d lanes_add(__m128d a, __m128d b) noexcept { return _mm_add_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_sub(__m128d a, __m128d b) noexcept { return _mm_sub_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_mul(__m128d a, __m128d b) noexcept { return _mm_mul_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_less(__m128d a, __m128d b) noexcept { return _mm_cmplt_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_greater(__m128d a, __m128d b) noexcept { return _mm_cmpgt_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_equal(__m128d a, __m128d b) noexcept { return _mm_cmpeq_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_not_equal(__m128d a, __m128d b) noexcept { return _mm_cmpneq_pd(a, b); }
OBB2D_ALWAYS_INLINE __m128d lanes_widen(const float* pair) noexcept {
  return _mm_cvtps_pd(_mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(pair))));
}
#endif

/// A box's vector as two doubles (float widened exactly).
template <class T>
OBB2D_ALWAYS_INLINE __m128d load_as_doubles(const Vec2<T>& vector) noexcept {
  static_assert(sizeof(Vec2<T>) == 2 * sizeof(T), "x and y adjacent");
  if constexpr (std::is_same_v<T, double>) {
    return _mm_loadu_pd(&vector.x);
  } else {
    return lanes_widen(&vector.x);
  }
}

/// The same edge filter with SSE2, two axes per instruction: lanes (uA, vA)
/// and (uB, vB). Every lane evaluates exactly the scalar tree of its axis
/// (its additions in the same order up to commutation), so both certify
/// the same signs.
template <class T>
OBB2D_ALWAYS_INLINE EdgeAxisSigns filter_edge_axes_sse2(const Box<T>& a, const Box<T>& b,
                                                        const EdgeSums& sums) noexcept {
  const __m128d sign_bit = _mm_set1_pd(-0.0);
  const auto magnitude = [sign_bit](__m128d x) { return _mm_andnot_pd(sign_bit, x); };
  const auto swapped = [](__m128d x) { return _mm_shuffle_pd(x, x, 1); };
  const auto cross = [](__m128d px, __m128d py, __m128d qx, __m128d qy) {
    return lanes_sub(lanes_mul(px, qy), lanes_mul(py, qx));
  };
  const __m128d ua = load_as_doubles(a.u), va = load_as_doubles(a.v);
  const __m128d ub = load_as_doubles(b.u), vb = load_as_doubles(b.v);
  const __m128d ax = _mm_unpacklo_pd(ua, va), ay = _mm_unpackhi_pd(ua, va);  // (uA, vA)
  const __m128d bx = _mm_unpacklo_pd(ub, vb), by = _mm_unpackhi_pd(ub, vb);  // (uB, vB)
  // |cross| of (uA, uB), (vA, vB); of (uA, vB), (vA, uB); of (uA, vA), (uB, vB).
  const __m128d straight = magnitude(cross(ax, ay, bx, by));
  const __m128d crossed = magnitude(cross(ax, ay, swapped(bx), swapped(by)));
  const __m128d own = magnitude(
      cross(_mm_unpacklo_pd(ua, ub), _mm_unpackhi_pd(ua, ub), _mm_unpacklo_pd(va, vb), _mm_unpackhi_pd(va, vb)));
  const __m128d radii_a = lanes_add(lanes_add(straight, crossed), _mm_unpacklo_pd(own, own));
  const __m128d radii_b = lanes_add(lanes_add(straight, swapped(crossed)), _mm_unpackhi_pd(own, own));
  const __m128d dx = _mm_set1_pd(sums.dx), dy = _mm_set1_pd(sums.dy);
  const __m128d gap_a = lanes_sub(magnitude(cross(ax, ay, dx, dy)), radii_a);
  const __m128d gap_b = lanes_sub(magnitude(cross(bx, by, dx, dy)), radii_b);
  const __m128d coefficient = _mm_set1_pd(filter_error_coefficient<double>(edge_filter_depth<T>));
  const __m128d sx = _mm_set1_pd(sums.sx), sy = _mm_set1_pd(sums.sy);
  const auto bound_of = [&](__m128d wx, __m128d wy) {
    const __m128d bound = lanes_mul(
        coefficient, lanes_add(lanes_mul(magnitude(wx), sy), lanes_mul(magnitude(wy), sx)));
    if constexpr (std::is_same_v<T, float>) {
      return bound;  // no absolute term
    } else {
      return lanes_add(bound, _mm_set1_pd(edge_filter_absolute_term<T>));
    }
  };
  const __m128d bound_a = bound_of(ax, ay), bound_b = bound_of(bx, by);
  const auto bits = [](__m128d mask_a, __m128d mask_b) {
    return unsigned(_mm_movemask_pd(mask_a) | _mm_movemask_pd(mask_b) << 2) << 2;
  };
  const unsigned positive = bits(lanes_greater(gap_a, bound_a), lanes_greater(gap_b, bound_b));
  const unsigned negative = bits(lanes_less(gap_a, _mm_xor_pd(bound_a, sign_bit)),
                                 lanes_less(gap_b, _mm_xor_pd(bound_b, sign_bit)));
  const __m128d gap_magnitudes = lanes_add(magnitude(gap_a), magnitude(gap_b));
  const bool are_gaps_finite =
      _mm_movemask_pd(lanes_less(gap_magnitudes, _mm_set1_pd(std::numeric_limits<double>::infinity()))) == 3;
  return {positive, negative, are_gaps_finite};
}
#endif

/// The edge filter: with SSE2 where available, else scalar.
template <class T>
OBB2D_ALWAYS_INLINE EdgeAxisSigns filter_edge_axes(const Box<T>& a, const Box<T>& b, const EdgeSums& sums) noexcept {
#if OBB2D_HAS_SSE2
  return filter_edge_axes_sse2(a, b, sums);
#else
  return filter_edge_axes_scalar(a, b, sums);
#endif
}

/// The error-free recomputation of both coordinate axes, one per lane (x, y):
/// the signs it certifies (bits 0 and 1 as in CertifiedSigns). Scalar, one
/// axis after the other.
template <class T>
OBB2D_ALWAYS_INLINE CertifiedSigns recompute_coordinate_gap_signs_scalar(const Box<T>& a, const Box<T>& b) noexcept {
  CertifiedSigns signs;
  signs.record(recompute_coordinate_gap_sign_without_rounding(CoordinateAxis::x, widen(a), widen(b)), 0);
  signs.record(recompute_coordinate_gap_sign_without_rounding(CoordinateAxis::y, widen(a), widen(b)), 1);
  return signs;
}

#if OBB2D_HAS_SSE2
/// Lanes of TwoSum: sum + error == a + b exactly, lane by lane (two_sum).
OBB2D_ALWAYS_INLINE void two_sum(__m128d a, __m128d b, __m128d& sum, __m128d& error) noexcept {
  sum = lanes_add(a, b);
  const __m128d b_virtual = lanes_sub(sum, a);
  const __m128d a_virtual = lanes_sub(sum, b_virtual);
  error = lanes_add(lanes_sub(a, a_virtual), lanes_sub(b, b_virtual));
}

/// The same recomputation with SSE2, both axes at once and without
/// branches: each lane evaluates the scalar steps of its axis.
template <class T>
OBB2D_ALWAYS_INLINE CertifiedSigns recompute_coordinate_gap_signs_sse2(const Box<T>& a, const Box<T>& b) noexcept {
  const __m128d sign_bit = _mm_set1_pd(-0.0);
  const auto magnitude = [sign_bit](__m128d x) { return _mm_andnot_pd(sign_bit, x); };
  __m128d distance, radius, gap, error, errors;
  two_sum(load_as_doubles(b.center), _mm_xor_pd(load_as_doubles(a.center), sign_bit), distance, error);
  errors = magnitude(error);
  two_sum(magnitude(load_as_doubles(a.u)), magnitude(load_as_doubles(a.v)), radius, error);
  errors = lanes_add(errors, magnitude(error));
  two_sum(radius, magnitude(load_as_doubles(b.u)), radius, error);
  errors = lanes_add(errors, magnitude(error));
  two_sum(radius, magnitude(load_as_doubles(b.v)), radius, error);
  errors = lanes_add(errors, magnitude(error));
  two_sum(magnitude(distance), _mm_xor_pd(radius, sign_bit), gap, error);
  errors = lanes_add(errors, magnitude(error));
  // Certain where nothing rounded (NaN or infinite errors compare unequal).
  const __m128d zero = _mm_setzero_pd();
  const __m128d is_exact = lanes_equal(errors, zero);
  CertifiedSigns signs;
  signs.positive = unsigned(_mm_movemask_pd(_mm_and_pd(is_exact, lanes_greater(gap, zero))));
  signs.negative = unsigned(_mm_movemask_pd(_mm_and_pd(is_exact, lanes_less(gap, zero))));
  signs.zero = unsigned(_mm_movemask_pd(_mm_and_pd(is_exact, lanes_equal(gap, zero))));
  return signs;
}
#endif

/// The recomputation of both coordinate axes: with SSE2 where available,
/// else scalar.
template <class T>
OBB2D_ALWAYS_INLINE CertifiedSigns recompute_coordinate_gap_signs(const Box<T>& a, const Box<T>& b) noexcept {
#if OBB2D_HAS_SSE2
  return recompute_coordinate_gap_signs_sse2(a, b);
#else
  return recompute_coordinate_gap_signs_scalar(a, b);
#endif
}

/// What the edge vectors of a pair show at the cost of a few comparisons:
/// which edges are oblique (bits 0..3: uA, vA, uB, vB), and which boxes'
/// areas are proven non-zero, or proven zero (bit 0: A, bit 1: B), as
/// has_proven_nonzero_area and has_proven_zero_area decide them.
struct ShapeFacts {
  unsigned oblique_edges;  ///< edges with both components non-zero (NaN counts)
  unsigned nonzero_areas;  ///< boxes whose two rounded area products differ
  unsigned zero_areas;     ///< boxes whose area is proven 0
};

/// The shape facts of a pair, one test at a time.
template <class T>
OBB2D_ALWAYS_INLINE ShapeFacts find_shape_facts_scalar(const Box<T>& a, const Box<T>& b) noexcept {
  const bool is_ua_oblique = is_oblique(a.u), is_va_oblique = is_oblique(a.v);
  const bool is_ub_oblique = is_oblique(b.u), is_vb_oblique = is_oblique(b.v);
  const bool has_a_area = has_proven_nonzero_area(a), has_b_area = has_proven_nonzero_area(b);
  const bool has_a_zero_area = has_proven_zero_area(a), has_b_zero_area = has_proven_zero_area(b);
  return {unsigned(is_ua_oblique) | unsigned(is_va_oblique) << 1 | unsigned(is_ub_oblique) << 2 |
              unsigned(is_vb_oblique) << 3,
          unsigned(has_a_area) | unsigned(has_b_area) << 1, unsigned(has_a_zero_area) | unsigned(has_b_zero_area) << 1};
}

#if OBB2D_HAS_SSE2
/// The same facts with SSE2, from the edge components in lanes (uA, vA) and
/// (uB, vB); the same comparisons, so the same answers.
template <class T>
OBB2D_ALWAYS_INLINE ShapeFacts find_shape_facts_sse2(const Box<T>& a, const Box<T>& b) noexcept {
  const __m128d ua = load_as_doubles(a.u), va = load_as_doubles(a.v);
  const __m128d ub = load_as_doubles(b.u), vb = load_as_doubles(b.v);
  const __m128d zero = _mm_setzero_pd();
  // Non-zero components (NaN included), in lanes (uA, vA) and (uB, vB).
  const __m128d is_ax = lanes_not_equal(_mm_unpacklo_pd(ua, va), zero);
  const __m128d is_ay = lanes_not_equal(_mm_unpackhi_pd(ua, va), zero);
  const __m128d is_bx = lanes_not_equal(_mm_unpacklo_pd(ub, vb), zero);
  const __m128d is_by = lanes_not_equal(_mm_unpackhi_pd(ub, vb), zero);
  ShapeFacts facts;
  facts.oblique_edges = unsigned(_mm_movemask_pd(_mm_and_pd(is_ax, is_ay)) |
                                 _mm_movemask_pd(_mm_and_pd(is_bx, is_by)) << 2);
  // Now in lanes (A, B): the factors of the area products u.x * v.y and
  // u.y * v.x.
  const __m128d ux = _mm_unpacklo_pd(ua, ub), uy = _mm_unpackhi_pd(ua, ub);
  const __m128d vx = _mm_unpacklo_pd(va, vb), vy = _mm_unpackhi_pd(va, vb);
  facts.nonzero_areas = unsigned(_mm_movemask_pd(lanes_not_equal(lanes_mul(ux, vy), lanes_mul(uy, vx))));
  if constexpr (std::is_same_v<T, float>) {
    facts.zero_areas = ~facts.nonzero_areas & 0x3u;  // exact products
  } else {
    // A product has a non-zero factor pair, per box: u.x, v.y both non-zero,
    // or u.y, v.x both non-zero; the area is proven 0 when neither.
    const __m128d is_ux = _mm_unpacklo_pd(is_ax, is_bx), is_vx = _mm_unpackhi_pd(is_ax, is_bx);
    const __m128d is_uy = _mm_unpacklo_pd(is_ay, is_by), is_vy = _mm_unpackhi_pd(is_ay, is_by);
    const __m128d has_nonzero_product = _mm_or_pd(_mm_and_pd(is_ux, is_vy), _mm_and_pd(is_uy, is_vx));
    facts.zero_areas = ~unsigned(_mm_movemask_pd(has_nonzero_product)) & 0x3u;
  }
  return facts;
}
#endif

/// The shape facts: with SSE2 where available, else scalar.
template <class T>
OBB2D_ALWAYS_INLINE ShapeFacts find_shape_facts(const Box<T>& a, const Box<T>& b) noexcept {
#if OBB2D_HAS_SSE2
  return find_shape_facts_sse2(a, b);
#else
  return find_shape_facts_scalar(a, b);
#endif
}

/// What the filter found for a pair: the certified signs, which axes it
/// evaluated (both coordinate axes, and the edge axes of oblique edges),
/// and the shape facts it read on the way.
struct FilterResult {
  CertifiedSigns signs;     ///< the certified signs
  unsigned evaluated_axes;  ///< bits as in CertifiedSigns
  ShapeFacts shape;         ///< the pair's shape facts
};

/// The filter of all six axes, with as few branches as the data allows:
/// the shape facts; the coordinate axes in T's arithmetic, and when a bound
/// leaves one uncertain the error-free recomputation of both (the only
/// source of a certified zero on these axes; the uncertain ones take its
/// signs); then, when some edge is oblique, the four edge axes in double.
/// Edges that are not oblique are recorded negative (see above).
///
/// The edge axes share their cross products: an edge axis's radius is
/// |cross(w, uA)| + |cross(w, vA)| + |cross(w, uB)| + |cross(w, vB)|, one
/// term is cross(w, w) = 0, and the other three are cross products of two
/// edges, each used by two axes (negation is exact). So the radii are sums
/// of three of six shared |crosses|, and each axis follows the tree
///     r = (|c1| + |c2|) + |c3|,  gap = |w.x*d.y - w.y*d.x| - r
/// whose depths are within those derived above (float input 4, double 5).
///
/// Overflow. A coordinate gap is infinite only with an infinite bound:
/// rounding is monotonic, so |fl(cB.x - cA.x)| <= fl(|cA.x| + |cB.x|) <= Sx,
/// and r <= Sx. So an axis the bound certifies has a finite bound, which
/// proves its six numbers finite. An axis the recomputation (or the third
/// step, coordinate_gap_sign_from_error_sum) certifies has TwoSum errors
/// that are finite and 0, which an infinite or NaN number or an overflow
/// prevents (they make an error NaN). So both coordinate axes certain, by
/// any step, prove all 12 numbers finite. An edge
/// gap may overflow while its bound does not (near DBL_MAX), so edge signs
/// count only when every |edge gap| is finite (summed in pairs). An oblique
/// edge's bound is never 0 (for float input |w.x| * Sy >= 2^-298 in double;
/// for double input the absolute term), so an edge axis is certified zero
/// only by the recomputation or the exact stage.
template <class T>
OBB2D_ALWAYS_INLINE FilterResult filter_axis_signs(const Box<T>& a, const Box<T>& b,
                                                   const CoordinateSums<T>& sums) noexcept {
  FilterResult result{{}, 0x3, find_shape_facts(a, b)};
  CertifiedSigns& signs = result.signs;
  const T coordinate_coefficient = filter_error_coefficient<T>(coordinate_filter_depth);
  record_certified_sign(magnitude_of(sums.dx) - sums.rx, coordinate_coefficient * sums.sx, 0, signs);
  record_certified_sign(magnitude_of(sums.dy) - sums.ry, coordinate_coefficient * sums.sy, 1, signs);
  const unsigned uncertain_coordinate_axes = ~signs.certain() & 0x3u;
  if (uncertain_coordinate_axes != 0) {  // flush boxes: exact zeros
    const CertifiedSigns recomputed = recompute_coordinate_gap_signs(a, b);
    signs.positive |= recomputed.positive & uncertain_coordinate_axes;
    signs.negative |= recomputed.negative & uncertain_coordinate_axes;
    signs.zero |= recomputed.zero & uncertain_coordinate_axes;
  }

  const unsigned oblique_edges = result.shape.oblique_edges;
  signs.negative |= (~oblique_edges & 0xfu) << 2;
  if (oblique_edges == 0) return result;
  const unsigned oblique_axes = oblique_edges << 2;
  result.evaluated_axes |= oblique_axes;
  const EdgeAxisSigns edge_signs = filter_edge_axes(a, b, make_edge_sums(a, b, sums));
  const unsigned counted_axes = edge_signs.are_gaps_finite ? oblique_axes : 0u;
  signs.positive |= edge_signs.positive & counted_axes;
  signs.negative |= edge_signs.negative & counted_axes;
  return result;
}

// ---------------------------------------------------------------------------
// The exact stage
// ---------------------------------------------------------------------------

inline GapSign to_gap_sign(int sign) noexcept {
  return sign > 0 ? GapSign::positive : sign < 0 ? GapSign::negative : GapSign::zero;
}

/// Whether a double can enter a coordinate-axis expansion: |value| <= 2^1020,
/// so no sum of six of them (and no expansion component) overflows.
inline bool is_within_sum_range(double value) noexcept { return magnitude_of(value) <= 0x1p+1020; }

/// Exact stage for a coordinate axis: the sign of its gap, always decided.
/// The distance's sign is a comparison; the gap is one signed sum of six
/// numbers in an expansion (or, for doubles beyond 2^1020, in the wide
/// integer).
template <class T>
GapSign exact_coordinate_gap_sign(CoordinateAxis axis, const Box<T>& a, const Box<T>& b) noexcept {
  const double center_b = double(component(b.center, axis)), center_a = double(component(a.center, axis));
  const double radii[4] = {magnitude_of(double(component(a.u, axis))), magnitude_of(double(component(a.v, axis))),
                           magnitude_of(double(component(b.u, axis))), magnitude_of(double(component(b.v, axis)))};
  const int distance_sign = sign_of(center_b - center_a);  // exact: a comparison
  bool is_in_range = is_within_sum_range(center_b) && is_within_sum_range(center_a);
  for (const double radius : radii) is_in_range = is_in_range && is_within_sum_range(radius);
  if (is_in_range) {
    Expansion exact_gap;
    exact_gap.add(distance_sign * center_b);
    exact_gap.add(-distance_sign * center_a);
    for (const double value : radii) exact_gap.add(-value);
    return to_gap_sign(exact_gap.sign());
  }
  WideFixedPoint exact_gap;
  exact_gap.add_product(distance_sign, center_b, 1.0);
  exact_gap.add_product(-distance_sign, center_a, 1.0);
  for (const double value : radii) exact_gap.add_product(-1, value, 1.0);
  return to_gap_sign(exact_gap.sign());
}

/// Whether a double can enter an edge-axis expansion as a TwoProduct factor:
/// zero, or a magnitude in [2^-480, 2^480). Then every product is within
/// [2^-960, 2^960), its rounding error is a multiple of 2^-1064 (so exactly
/// representable: TwoProduct is exact) and no sum of 24 of them overflows.
/// Read off the biased exponent (1023 + e for 2^e <= |value| < 2^(e+1)):
/// branch-free and cheap.
inline bool is_within_expansion_range(double value) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  const std::uint64_t magnitude_bits = bits & ~(std::uint64_t(1) << 63);
  const std::uint64_t biased_exponent = magnitude_bits >> 52;
  return (magnitude_bits == 0) | (biased_exponent - (1023 - 480) < 960);
}

/// Whether every number of the box can enter an edge-axis expansion (floats
/// always; doubles within is_within_expansion_range).
template <class T>
bool is_within_expansion_range(const Box<T>& box) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    (void)box;
    return true;
  } else {
    // Branch-free: each test into its own bool, then `&`.
    const bool is_cx = is_within_expansion_range(box.center.x), is_cy = is_within_expansion_range(box.center.y);
    const bool is_ux = is_within_expansion_range(box.u.x), is_uy = is_within_expansion_range(box.u.y);
    const bool is_vx = is_within_expansion_range(box.v.x), is_vy = is_within_expansion_range(box.v.y);
    return (is_cx & is_cy) & (is_ux & is_uy) & (is_vx & is_vy);
  }
}

/// Whether every number of both boxes can enter an edge-axis expansion.
template <class T>
bool is_within_expansion_range(const Box<T>& a, const Box<T>& b) noexcept {
  const bool is_a_in_range = is_within_expansion_range(a), is_b_in_range = is_within_expansion_range(b);
  return is_a_in_range & is_b_in_range;
}

// ---------------------------------------------------------------------------
// The exact-products step for edge axes of double input
// ---------------------------------------------------------------------------
//
// A one-ulp gap between doubles is beyond any double filter: the gap is
// about 2^-50 of the products it is made of. But boxes on a grid or turned
// by Pythagorean directions have short edge vectors: every component has at
// most 26 significant bits, so every product of two of them is exact in
// double (within expansion range: no underflow, no overflow). This step
// evaluates such an edge gap to about twice double precision, under an
// a-priori bound, with short dependency chains.
//
// d = cB - cA is exactly s + e (TwoSum per coordinate, |e| <= u|s|), and
// Veltkamp's split gives s = s_high + s_low, s_high of at most 26 bits and
// |s_low| <= eps |s|, eps = 2^-26, also of at most 26 bits. For the axis
// perp(w), with the three other edges x_j:
//   cross(w, d) = (A - B) + (l1 - l2) + (w.x*e.y - w.y*e.x), with exact
//       products A = w.x*s_high.y, B = w.y*s_high.x, l1 = w.x*s_low.y,
//       l2 = w.y*s_low.x, and l3 = fl(w.x*e.y), l4 = fl(w.y*e.x);
//       (h, t) = TwoSum(A, -B), low = fl(t + fl(fl(l1 - l2) + fl(l3 - l4))),
//       distance = fl(h + low);
//   cross(w, x_j) = P_j - Q_j (exact products), (c_j, t_j) = TwoSum(P_j, -Q_j),
//       with its exact sign sigma_j from comparing P_j and Q_j;
//   gap = sigma |cross(w, d)| - sum sigma_j (P_j - Q_j), sigma the sign of
//       cross(w, d): a chain of three TwoSums over sigma h, -sigma_j c_j
//       (p and errors r1..r3, exactly), then the 7 small leaves sigma low,
//       -sigma_j t_j, r1..r3 by a tree of depth 3, and result = fl(p + that).
// Bounds, with u = 2^-53, m = |w.x||s.y| + |w.y||s.x|, R = sum |P_j| + |Q_j|,
// T = m + R, each step one rounding of at most u times its result (round to
// nearest, normal range):
//   |low - (t + exact low part)| <= u m (3 eps + 7u),  |low| <= (eps + 4u) m,
//   |distance - cross(w, d)| <= u |distance| + u m (3 eps + 7u),
//   the leaves sum to at most (eps + 9u) T in magnitude, so
//   |result - gap| <= u |result| + gamma(3) (eps + 9u) T + u m (3 eps + 7u)
//                  <= u |result| + u T (6 eps + 35u).
// With |s| <= (1 + u)(|cA| + |cB|), T <= (1 + u) M for the filter's M =
// |w.x| Sy + |w.y| Sx, and M <= M_c / (1 - gamma(5)) for its computed M_c.
// So a sign is certain when the value exceeds
//     u (6 eps + 35u) (1 + u) / ((1 - gamma(5)) (1 - u)) * M_c,
// about 2^-76.4 M_c; the step tests |value| * 2^75 > M_c (exact scaling; an
// overflow to infinity only says "greater", which is true), for the
// distance (whose bound is smaller) and for the gap.
// tests/filter_bound_test.cpp re-derives both coefficients in rationals.
// When no small leaf is non-zero the values are exact, their signs too,
// zero included: no product here rounds to 0, since its factors are 0,
// edge components of at least 2^-480, or parts of d, which are multiples of
// the centers' ulps (at least 2^-532), like every intermediate of the split;
// so a non-zero product is at least 2^-1012, normal. The same grid makes
// the products with s_low exact and keeps Veltkamp's split from
// underflowing.

/// The scale of the exact-products step's test: |value| * 2^75 > M_c.
inline constexpr double exact_products_bound_scale = 0x1p+75;

/// Whether a double is zero or at least 2^-480 in magnitude, read off its
/// bits: with the sign bit shifted out, 0 wraps to the largest value.
inline bool is_zero_or_not_tiny(double value) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  constexpr std::uint64_t smallest = std::uint64_t(1023 - 480) << 53;  // 2^-480, shifted
  return (bits << 1) - 1 >= smallest - 1;
}

/// Whether no number of the box lies in (0, 2^-480) in magnitude.
OBB2D_ALWAYS_INLINE bool has_no_tiny_number(const Box<double>& box) noexcept {
  // Branch-free: each test into its own bool, then `&`.
  const bool is_cx = is_zero_or_not_tiny(box.center.x), is_cy = is_zero_or_not_tiny(box.center.y);
  const bool is_ux = is_zero_or_not_tiny(box.u.x), is_uy = is_zero_or_not_tiny(box.u.y);
  const bool is_vx = is_zero_or_not_tiny(box.v.x), is_vy = is_zero_or_not_tiny(box.v.y);
  return (is_cx & is_cy) & (is_ux & is_uy) & (is_vx & is_vy);
}

/// The low 27 bits of a double's 52-bit fraction field: zero when it has
/// at most 26 significant bits (0 included). For numbers within expansion
/// range (normal), the product of two such numbers is exact.
inline std::uint64_t fraction_tail(double value) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits & ((std::uint64_t(1) << 27) - 1);
}

/// The range test of the exact-products step: whether every edge component
/// is short and every number within expansion range. Also gives the
/// magnitude sums Sx, Sy (the filter's trees), which the step's bound uses.
struct ExactProductsRange {
  bool is_in_range;                 ///< the step may run
  double magnitude_x, magnitude_y;  ///< Sx, Sy
};

/// The range test, one number at a time. Sx, Sy below 2^480 bound every
/// |number| (NaN fails the comparison); with no number in (0, 2^-480)
/// either, all are within expansion range.
OBB2D_ALWAYS_INLINE ExactProductsRange test_exact_products_range_scalar(const Box<double>& a,
                                                                        const Box<double>& b) noexcept {
  // Branch-free: the tails ORed, and each test into its own bool.
  const bool are_edges_short = (fraction_tail(a.u.x) | fraction_tail(a.u.y) | fraction_tail(a.v.x) |
                                fraction_tail(a.v.y) | fraction_tail(b.u.x) | fraction_tail(b.u.y) |
                                fraction_tail(b.v.x) | fraction_tail(b.v.y)) == 0;
  const double magnitude_x = ((magnitude_of(a.u.x) + magnitude_of(a.v.x)) + (magnitude_of(b.u.x) + magnitude_of(b.v.x))) +
                             (magnitude_of(a.center.x) + magnitude_of(b.center.x));
  const double magnitude_y = ((magnitude_of(a.u.y) + magnitude_of(a.v.y)) + (magnitude_of(b.u.y) + magnitude_of(b.v.y))) +
                             (magnitude_of(a.center.y) + magnitude_of(b.center.y));
  const bool are_sums_in_range = (magnitude_x < 0x1p+480) & (magnitude_y < 0x1p+480);
  const bool are_a_not_tiny = has_no_tiny_number(a), are_b_not_tiny = has_no_tiny_number(b);
  return {bool(are_edges_short & are_sums_in_range & are_a_not_tiny & are_b_not_tiny), magnitude_x, magnitude_y};
}

#if OBB2D_HAS_SSE2
/// The same range test with SSE2, in lanes (x, y): the same tails, sums
/// (same trees) and bounds.
OBB2D_ALWAYS_INLINE ExactProductsRange test_exact_products_range_sse2(const Box<double>& a,
                                                                      const Box<double>& b) noexcept {
  const __m128d sign_bit = _mm_set1_pd(-0.0), zero = _mm_setzero_pd();
  const auto magnitude = [sign_bit](__m128d x) { return _mm_andnot_pd(sign_bit, x); };
  const __m128d ca = load_as_doubles(a.center), cb = load_as_doubles(b.center);
  const __m128d ua = load_as_doubles(a.u), va = load_as_doubles(a.v);
  const __m128d ub = load_as_doubles(b.u), vb = load_as_doubles(b.v);
  const __m128i tails = _mm_and_si128(_mm_castpd_si128(_mm_or_pd(_mm_or_pd(ua, va), _mm_or_pd(ub, vb))),
                                      _mm_set1_epi64x((std::int64_t(1) << 27) - 1));
  const bool are_edges_short = _mm_movemask_epi8(_mm_cmpeq_epi32(tails, _mm_setzero_si128())) == 0xffff;
  const __m128d sums =
      lanes_add(lanes_add(lanes_add(magnitude(ua), magnitude(va)), lanes_add(magnitude(ub), magnitude(vb))),
                 lanes_add(magnitude(ca), magnitude(cb)));
  const bool are_sums_in_range = _mm_movemask_pd(lanes_less(sums, _mm_set1_pd(0x1p+480))) == 3;
  // In (0, 2^-480): below 2^-480 in magnitude, and not 0.
  const __m128d smallest = _mm_set1_pd(0x1p-480);
  const auto is_tiny = [&](__m128d x) { return _mm_and_pd(lanes_less(magnitude(x), smallest), lanes_not_equal(x, zero)); };
  const __m128d tiny = _mm_or_pd(_mm_or_pd(_mm_or_pd(is_tiny(ca), is_tiny(cb)), is_tiny(ua)),
                                 _mm_or_pd(_mm_or_pd(is_tiny(va), is_tiny(ub)), is_tiny(vb)));
  const bool has_no_tiny_number = _mm_movemask_pd(tiny) == 0;
  return {bool(are_edges_short & are_sums_in_range & has_no_tiny_number), _mm_cvtsd_f64(sums),
          _mm_cvtsd_f64(_mm_unpackhi_pd(sums, sums))};
}
#endif

/// The range test: with SSE2 where available, else scalar.
OBB2D_ALWAYS_INLINE ExactProductsRange test_exact_products_range(const Box<double>& a, const Box<double>& b) noexcept {
#if OBB2D_HAS_SSE2
  return test_exact_products_range_sse2(a, b);
#else
  return test_exact_products_range_scalar(a, b);
#endif
}

/// The exact-products step (above) for the edge axes in `axes` (bits as in
/// CertifiedSigns) of double input: records each sign it certifies. Does
/// nothing unless every edge component is short and every number is within
/// expansion range.
inline void refine_edge_signs_by_exact_products(const Box<double>& a, const Box<double>& b, unsigned axes,
                                                CertifiedSigns& signs) noexcept {
  const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
  const ExactProductsRange range = test_exact_products_range(a, b);
  if (!range.is_in_range) return;
  const double magnitude_x = range.magnitude_x, magnitude_y = range.magnitude_y;
  // d = s + e, s = s_high + s_low (see above; no overflow: |s| < 2^481).
  const auto split = [](double value, double& high, double& low) {
    const double scaled = 0x1p+27 * value + value;
    high = scaled - (scaled - value);
    low = value - high;
  };
  double sx, ex, sy, ey, sx_high, sx_low, sy_high, sy_low;
  two_sum(b.center.x, -a.center.x, sx, ex);
  two_sum(b.center.y, -a.center.y, sy, ey);
  split(sx, sx_high, sx_low);
  split(sy, sy_high, sy_low);
  // The other three edges of each edge axis.
  static constexpr int others[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
  for (unsigned remaining = (axes >> 2) & 0xfu; remaining != 0; remaining &= remaining - 1) {
    const int k = lowest_axis(remaining);
    const Vec2<double>& w = edges[k];
    const double magnitude = magnitude_of(w.x) * magnitude_y + magnitude_of(w.y) * magnitude_x;  // M_c
    // cross(w, d) = h + low.
    double high, rounding;
    two_sum(w.x * sy_high, -(w.y * sx_high), high, rounding);
    const double l1 = w.x * sy_low, l2 = w.y * sx_low, l3 = w.x * ey, l4 = w.y * ex;
    const double low = rounding + ((l1 - l2) + (l3 - l4));
    const double distance = high + low;
    // sigma * x for sigma the distance's sign, as x with the sign bit of
    // distance applied (when distance is 0 and certain, so are high and low).
    const double sigma = with_sign_of(1.0, distance);
    // The crosses with the other edges: c + t = P - Q exactly, and
    // |P - Q| = |c| + (t with c's sign applied) (c is 0 only when P == Q,
    // and then t is 0 too).
    double magnitudes[3], roundings[3];
    const auto cross_with_w = [&w, &magnitudes, &roundings](int i, const Vec2<double>& x) {
      double cross, cross_rounding;
      two_sum(w.x * x.y, -(w.y * x.x), cross, cross_rounding);  // exact products
      magnitudes[i] = magnitude_of(cross);
      roundings[i] = with_sign_of(1.0, cross) * cross_rounding;
    };
    cross_with_w(0, edges[others[k][0]]);
    cross_with_w(1, edges[others[k][1]]);
    cross_with_w(2, edges[others[k][2]]);
    double sum, r1, r2, r3;
    two_sum(sigma * high, -magnitudes[0], sum, r1);
    two_sum(sum, -magnitudes[1], sum, r2);
    two_sum(sum, -magnitudes[2], sum, r3);
    const double leaves = ((sigma * low - roundings[0]) + (-roundings[1] - roundings[2])) + ((r1 + r2) + r3);
    const double result = sum + leaves;
    // Both values beyond the bound: the usual case. Else (an exact zero, or
    // too close to call) whether each value is exact decides.
    const bool is_distance_beyond = magnitude_of(distance) * exact_products_bound_scale > magnitude;
    const bool is_result_beyond = magnitude_of(result) * exact_products_bound_scale > magnitude;
    if (!(is_distance_beyond & is_result_beyond)) {
      // Non-negative and finite: a sum of magnitudes is 0 only when each is.
      const bool is_distance_exact = (magnitude_of(rounding) + magnitude_of(l1)) + ((magnitude_of(l2) + magnitude_of(l3)) + magnitude_of(l4)) == 0;
      const double leaf_magnitudes =
          ((magnitude_of(roundings[0]) + magnitude_of(roundings[1])) + (magnitude_of(roundings[2]) + magnitude_of(r1))) + (magnitude_of(r2) + magnitude_of(r3));
      const bool has_leaves = !is_distance_exact | (leaf_magnitudes != 0);
      const bool is_distance_certain = is_distance_exact | is_distance_beyond;
      const bool is_result_certain = !has_leaves | is_result_beyond;
      if (!(is_distance_certain & is_result_certain)) continue;
    }
    signs.positive |= unsigned(result > 0) << (2 + k);
    signs.negative |= unsigned(result < 0) << (2 + k);
    signs.zero |= unsigned(result == 0) << (2 + k);
  }
}

/// The two products of cross(w, x) = first - second, each held exactly as
/// value + error (error is 0 for float inputs, whose products are exact in
/// double; TwoProduct's error term for doubles, exact within range).
struct ExactCross {
  double first, first_error;    ///< w.x * x.y
  double second, second_error;  ///< w.y * x.x

  template <class T>
  static ExactCross of(const Vec2<T>& w, const Vec2<T>& x) noexcept {
    ExactCross cross{double(w.x) * double(x.y), 0, double(w.y) * double(x.x), 0};
    if constexpr (std::is_same_v<T, double>) {
      cross.first_error = product_error(w.x, x.y, cross.first);
      cross.second_error = product_error(w.y, x.x, cross.second);
    }
    return cross;
  }

  /// The exact sign of first - second. Rounding is monotonic, so different
  /// rounded products already order the exact ones; equal ones leave the
  /// difference of the errors, whose rounded difference has the right sign.
  int sign() const noexcept {
    if (first != second) return first > second ? 1 : -1;
    return sign_of(first_error - second_error);
  }

  /// Adds sign * (first - second) to an exact or compensated sum.
  template <class Sum>
  void add_to(Sum& sum, int sign) const noexcept {
    sum.add(sign * first);
    sum.add(-sign * second);
    sum.add(sign * first_error);
    sum.add(-sign * second_error);
  }
};

/// The sign of the edge axis perp(w)'s gap, within expansion range, from
/// its 24 exact terms (the TwoProduct pairs of its 12 products, signed by the
/// exact signs of the crosses) summed in two Sums: one for the distance's
/// sign, one for the gap. With Expansion the sign is exact; with
/// CompensatedSum it may be uncertain.
template <class Sum, class T>
GapSign edge_gap_sign_by(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  const ExactCross center_b = ExactCross::of(w, b.center), center_a = ExactCross::of(w, a.center);
  Sum distance;
  center_b.add_to(distance, +1);
  center_a.add_to(distance, -1);
  const int distance_sign = distance.sign();
  if (distance_sign == CompensatedSum::uncertain) return GapSign::uncertain;

  Sum gap;  // 2 * 4 + 4 * 4 = 24 terms: compensated_sum_capacity
  center_b.add_to(gap, distance_sign);
  center_a.add_to(gap, -distance_sign);
  for (const Vec2<T>* x : {&a.u, &a.v, &b.u, &b.v}) {
    const ExactCross radius = ExactCross::of(w, *x);
    radius.add_to(gap, -radius.sign());
  }
  const int gap_sign = gap.sign();
  return gap_sign == CompensatedSum::uncertain ? GapSign::uncertain : to_gap_sign(gap_sign);
}

/// The compensated stage for the edge axis perp(w), within expansion range.
/// Decides every gap whose magnitude is not below about 2^-48 of its
/// rounding errors (ulp-scale near-touching doubles included), and every gap
/// computed without any rounding (0 included); uncertain otherwise.
template <class T>
GapSign compensated_edge_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  return edge_gap_sign_by<CompensatedSum>(w, a, b);
}

/// Exact stage for the edge axis perp(w), within expansion range.
template <class T>
GapSign exact_edge_gap_sign_by_expansion(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  return edge_gap_sign_by<Expansion>(w, a, b);
}

/// Exact stage for the edge axis perp(w) of extreme doubles: the same signed
/// sum of 12 products, in the wide fixed-point integer.
inline GapSign exact_edge_gap_sign_by_wide_integer(const Vec2<double>& w, const Box<double>& a,
                                                   const Box<double>& b) noexcept {
  auto add_cross = [&w](WideFixedPoint& sum, int sign, const Vec2<double>& x) {
    sum.add_product(sign, w.x, x.y);
    sum.add_product(-sign, w.y, x.x);
  };
  // The sign of cross(w, x) for an edge x: from TwoProduct pairs when the
  // four numbers are within expansion range (usually: it is the centers
  // that are extreme, say a subnormal one), else in its own wide integer.
  auto cross_sign = [&w, &add_cross](const Vec2<double>& x) {
    const bool is_in_range = is_within_expansion_range(w.x) && is_within_expansion_range(w.y) &&
                             is_within_expansion_range(x.x) && is_within_expansion_range(x.y);
    if (is_in_range) return ExactCross::of(w, x).sign();
    WideFixedPoint cross;
    add_cross(cross, +1, x);
    return cross.sign();
  };
  WideFixedPoint distance;
  add_cross(distance, +1, b.center);
  add_cross(distance, -1, a.center);
  const int distance_sign = distance.sign();
  WideFixedPoint gap;
  add_cross(gap, distance_sign, b.center);
  add_cross(gap, -distance_sign, a.center);
  for (const Vec2<double>* x : {&a.u, &a.v, &b.u, &b.v}) add_cross(gap, -cross_sign(*x), *x);
  return to_gap_sign(gap.sign());
}

/// Exact stage for the edge axis perp(w): the sign of its gap, always
/// decided (expansions for floats and for doubles within 2^±480, else the
/// wide integer).
template <class T>
GapSign exact_edge_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  if constexpr (std::is_same_v<T, double>) {
    if (!is_within_expansion_range(a, b)) return exact_edge_gap_sign_by_wide_integer(w, a, b);
  }
  const GapSign compensated = compensated_edge_gap_sign(w, a, b);
  return compensated != GapSign::uncertain ? compensated : exact_edge_gap_sign_by_expansion(w, a, b);
}

/// Whether the box has zero area: cross(u, v) == 0 exactly.
template <class T>
bool has_zero_area(const Box<T>& box) noexcept {
  if (has_proven_nonzero_area(box)) return false;
  const bool is_first_product_zero = box.u.x == T(0) || box.v.y == T(0);
  const bool is_second_product_zero = box.u.y == T(0) || box.v.x == T(0);
  if (is_first_product_zero && is_second_product_zero) return true;  // 0 - 0, exactly
  if constexpr (std::is_same_v<T, double>) {
    if (!is_within_expansion_range(box)) {
      WideFixedPoint area;
      area.add_product(+1, box.u.x, box.v.y);
      area.add_product(-1, box.u.y, box.v.x);
      return area.sign() == 0;
    }
  }
  return ExactCross::of(box.u, box.v).sign() == 0;
}

// ---------------------------------------------------------------------------
// Features of a box, for witnesses
// ---------------------------------------------------------------------------
//
// A corner of a box is c + s*u + t*v (s, t = ±1), an edge the segment between
// two consecutive corners. Both are "placed boxes": a center that is a signed
// sum of input vectors, and zero, one or two half-edges. Their relation is
// decided exactly like a box pair's, on the normals of their half-edges and
// the coordinate axes (the same completeness argument), with every gap a
// signed sum of products of input numbers.

/// A center given as a signed sum of up to three input vectors, and up to two
/// half-edge vectors.
template <class T>
struct PlacedBox {
  int center_signs[3];
  const Vec2<T>* center_terms[3];
  int center_count;
  const Vec2<T>* half_edges[2];
  int half_edge_count;
};

/// Adds sign * cross(w, x) exactly to an Expansion or a WideFixedPoint.
template <class T>
void add_cross_exactly(Expansion& sum, int sign, const Vec2<T>& w, const Vec2<T>& x) noexcept {
  ExactCross::of(w, x).add_to(sum, sign);
}
template <class T>
void add_cross_exactly(WideFixedPoint& sum, int sign, const Vec2<T>& w, const Vec2<T>& x) noexcept {
  sum.add_product(sign, double(w.x), double(x.y));
  sum.add_product(-sign, double(w.y), double(x.x));
}

/// The exact sign of the gap between placed boxes p and q on the axis
/// perp(w): |cross(w, center_q - center_p)| - sum of |cross(w, h)|.
template <class ExactSum, class T>
int placed_gap_sign(const Vec2<T>& w, const PlacedBox<T>& p, const PlacedBox<T>& q) noexcept {
  const auto add_distance = [&](ExactSum& sum, int sign) {
    for (int k = 0; k < q.center_count; ++k) add_cross_exactly(sum, sign * q.center_signs[k], w, *q.center_terms[k]);
    for (int k = 0; k < p.center_count; ++k) add_cross_exactly(sum, -sign * p.center_signs[k], w, *p.center_terms[k]);
  };
  ExactSum distance;
  add_distance(distance, +1);
  ExactSum gap;
  add_distance(gap, distance.sign());
  for (const PlacedBox<T>* box : {&p, &q}) {
    for (int k = 0; k < box->half_edge_count; ++k) {
      ExactSum radius;
      add_cross_exactly(radius, +1, w, *box->half_edges[k]);
      add_cross_exactly(gap, -radius.sign(), w, *box->half_edges[k]);
    }
  }
  return gap.sign();
}

/// Whether placed boxes p and q (built from the numbers of a and b) meet:
/// no candidate axis has a gap > 0.
template <class T>
bool do_placed_boxes_meet(const PlacedBox<T>& p, const PlacedBox<T>& q, const Box<T>& a, const Box<T>& b) noexcept {
  const Vec2<T> coordinate_axes[2] = {{T(0), T(-1)}, {T(1), T(0)}};  // w of n = (1,0), (0,1)
  const Vec2<T>* axes[6] = {&coordinate_axes[0], &coordinate_axes[1]};
  int axis_total = 2;
  for (const PlacedBox<T>* box : {&p, &q}) {
    for (int k = 0; k < box->half_edge_count; ++k) {
      const Vec2<T>& h = *box->half_edges[k];
      if (h.x != T(0) || h.y != T(0)) axes[axis_total++] = &h;
    }
  }
  const bool is_in_range = is_within_expansion_range(a, b);
  for (int i = 0; i < axis_total; ++i) {
    const int sign = is_in_range ? placed_gap_sign<Expansion>(*axes[i], p, q)
                                 : placed_gap_sign<WideFixedPoint>(*axes[i], p, q);
    if (sign > 0) return false;
  }
  return true;
}

/// Corner k (0..3) of a box: c + s*u + t*v with (s, t) = (1,1), (-1,1),
/// (-1,-1), (1,-1), in that cyclic order.
constexpr int corner_s(int k) noexcept { return k == 0 || k == 3 ? 1 : -1; }
constexpr int corner_t(int k) noexcept { return k < 2 ? 1 : -1; }

template <class T>
PlacedBox<T> make_placed_corner(const Box<T>& box, int k) noexcept {
  return {{1, corner_s(k), corner_t(k)}, {&box.center, &box.u, &box.v}, 3, {nullptr, nullptr}, 0};
}

/// Edge k (0..3) of a box: from corner k to corner k + 1 (mod 4). Edges 0
/// and 2 run along u at t = 1 and t = -1; edges 1 and 3 along v at s = -1, 1.
template <class T>
PlacedBox<T> make_placed_edge(const Box<T>& box, int k) noexcept {
  const bool is_along_u = k % 2 == 0;
  const int side = (k == 0 || k == 3) ? 1 : -1;
  return {{1, side, 0}, {&box.center, is_along_u ? &box.v : &box.u, nullptr}, 2,
          {is_along_u ? &box.u : &box.v, nullptr}, 1};
}

template <class T>
PlacedBox<T> make_placed_box(const Box<T>& box) noexcept {
  return {{1, 0, 0}, {&box.center, nullptr, nullptr}, 1, {&box.u, &box.v}, 2};
}

}  // namespace detail

// ===========================================================================
// Making boxes
// ===========================================================================
//
// Each constructor computes c, u, v in T and so may round; classify() is then
// exact for the box it returned. Rounding-free cases are stated per function.

/// A rectangle of half extents (hx, hy) turned by (cos, sin) about its center:
/// u = hx * (cos, sin), v = hy * (-sin, cos). Exact when the products are
/// (e.g. integer extents with a Pythagorean (3/5, 4/5) scaled to integers).
/// (cos, sin) need not be a unit vector: a non-unit one scales the box.
template <class T>
constexpr Box<T> make_box_from_cos_sin(Vec2<T> center, Vec2<T> half_extents, T cos, T sin) noexcept {
  return {center, {half_extents.x * cos, half_extents.x * sin},
          {-half_extents.y * sin, half_extents.y * cos}};
}

/// A rectangle of half extents (hx, hy) turned by `angle` radians
/// (counter-clockwise) about its center. std::cos and std::sin round: the box
/// is the one their results describe.
template <class T>
Box<T> make_box_from_angle(Vec2<T> center, Vec2<T> half_extents, T angle) noexcept {
  return make_box_from_cos_sin(center, half_extents, T(std::cos(angle)), T(std::sin(angle)));
}

/// An engine's 2x3 affine transform: local (x, y) goes to world
/// (xx * x + yx * y + tx,  xy * x + yy * y + ty), i.e. the columns are the
/// images of the local x and y axes and the translation.
template <class T>
struct Affine2x3 {
  T xx, xy;  ///< image of the local x axis (first column)
  T yx, yy;  ///< image of the local y axis (second column)
  T tx, ty;  ///< translation (third column)
};

/// The image of the local rectangle [min, max] under `transform`: skewed and
/// non-uniformly scaled rectangles become parallelograms, mirrored ones keep
/// their set. Computed as center = transform(mid), u = column x * half width,
/// v = column y * half height (rounded in T).
template <class T>
constexpr Box<T> make_box_from_affine(const Affine2x3<T>& transform, Vec2<T> local_min,
                                      Vec2<T> local_max) noexcept {
  const T middle_x = local_min.x / 2 + local_max.x / 2;
  const T middle_y = local_min.y / 2 + local_max.y / 2;
  const T half_width = local_max.x / 2 - local_min.x / 2;
  const T half_height = local_max.y / 2 - local_min.y / 2;
  return {{transform.xx * middle_x + transform.yx * middle_y + transform.tx,
           transform.xy * middle_x + transform.yy * middle_y + transform.ty},
          {transform.xx * half_width, transform.xy * half_width},
          {transform.yx * half_height, transform.yy * half_height}};
}

/// The axis-aligned box [min, max]: center (min + max) / 2, u = (half width,
/// 0), v = (0, half height), each halved before adding so nothing overflows.
/// Exact whenever those halves and sums are representable (for instance all
/// integers below 2^24 for float, 2^53 for double); min > max gives the box
/// of [max, min] (u and v may be negative).
template <class T>
constexpr Box<T> make_box_from_aabb(Vec2<T> min, Vec2<T> max) noexcept {
  return {{min.x / 2 + max.x / 2, min.y / 2 + max.y / 2},
          {max.x / 2 - min.x / 2, T(0)},
          {T(0), max.y / 2 - min.y / 2}};
}

/// What make_box_from_corners made of four corners.
enum class CornersStatus : unsigned char {
  exact,                ///< a parallelogram; the box's corners are exactly the given ones
  rounded,              ///< a parallelogram, but c, u, v rounded: the box's corners differ
  not_a_parallelogram,  ///< p0 + p2 != p1 + p3 exactly: refused, box is all zeros
  not_finite,           ///< some coordinate is NaN or ±inf: refused, box is all zeros
};

/// A box made from corners, with what happened.
template <class T>
struct BoxFromCorners {
  Box<T> box{};                                   ///< valid unless refused
  CornersStatus status = CornersStatus::not_finite; ///< see CornersStatus
};

namespace detail {

/// Whether a + b == c + d exactly, or (with e, f) a + b + e == c + d + f:
/// every value enters a wide fixed-point sum as value * 1, which is exact.
inline bool is_exact_sum_equal(std::initializer_list<double> left,
                               std::initializer_list<double> right) noexcept {
  WideFixedPoint difference;
  for (const double value : left) difference.add_product(+1, value, 1.0);
  for (const double value : right) difference.add_product(-1, value, 1.0);
  return difference.sign() == 0;
}

}  // namespace detail

/// The box whose corners are p0, p1, p2, p3 in cyclic order (either
/// orientation): it must be a parallelogram, p0 + p2 == p1 + p3 exactly
/// (coinciding corners allowed: segments and points are parallelograms).
/// Then c = (p0 + p2) / 2, u = (p0 - p1) / 2, v = (p0 - p3) / 2, and the status
/// says whether c +- u +- v are exactly the given corners.
template <class T>
BoxFromCorners<T> make_box_from_corners(Vec2<T> p0, Vec2<T> p1, Vec2<T> p2, Vec2<T> p3) noexcept {
  BoxFromCorners<T> result;
  const Box<T> corner_check{p0, p1, p2};
  if (!is_finite_box(corner_check) || !detail::is_finite_number(p3.x) || !detail::is_finite_number(p3.y)) return result;
  if (!detail::is_exact_sum_equal({double(p0.x), double(p2.x)}, {double(p1.x), double(p3.x)}) ||
      !detail::is_exact_sum_equal({double(p0.y), double(p2.y)}, {double(p1.y), double(p3.y)})) {
    result.status = CornersStatus::not_a_parallelogram;
    return result;
  }
  const Box<T> box{{p0.x / 2 + p2.x / 2, p0.y / 2 + p2.y / 2},
                   {p0.x / 2 - p1.x / 2, p0.y / 2 - p1.y / 2},
                   {p0.x / 2 - p3.x / 2, p0.y / 2 - p3.y / 2}};
  result.box = box;
  const auto is_corner = [&box](Vec2<T> p, int s, int t) {
    return detail::is_exact_sum_equal({double(box.center.x), s * double(box.u.x), t * double(box.v.x)}, {double(p.x)}) &&
           detail::is_exact_sum_equal({double(box.center.y), s * double(box.u.y), t * double(box.v.y)}, {double(p.y)});
  };
  const bool is_exact = is_corner(p0, 1, 1) && is_corner(p1, -1, 1) && is_corner(p2, -1, -1) &&
                        is_corner(p3, 1, -1);
  result.status = is_exact ? CornersStatus::exact : CornersStatus::rounded;
  return result;
}

// ===========================================================================
// classify, overlaps, certify
// ===========================================================================

/// Where two boxes that are not disjoint meet, named by features so that it
/// is exact. Corner k (0..3) of a box is c + s*u + t*v with (s, t) = (1,1),
/// (-1,1), (-1,-1), (1,-1); edge k joins corner k to corner k + 1 (mod 4).
/// Every pair of convex sets that meet has a corner of one in the other or
/// two edges that meet (O'Rourke, "Computational Geometry in C", §7.6).
struct Witness {
  /// Which features meet.
  enum class Kind : unsigned char {
    none,              ///< no witness (disjoint or invalid)
    corner_of_a_in_b,  ///< corner `a_feature` of A lies in B
    corner_of_b_in_a,  ///< corner `b_feature` of B lies in A
    edges_meet,        ///< edge `a_feature` of A meets edge `b_feature` of B
  };
  Kind kind = Kind::none;    ///< see Kind
  unsigned char a_feature = 0;  ///< corner or edge index of A (0..3)
  unsigned char b_feature = 0;  ///< corner or edge index of B (0..3)
};

/// A checkable account of classify's answer.
template <class T>
struct Certificate {
  Relation relation = Relation::invalid;  ///< same as classify(a, b)
  /// disjoint: a separating axis n (not normalised; its components are input
  /// numbers, their negations, 0 or 1, so it is exact): with d = cB - cA,
  ///   |d . n| > |uA . n| + |vA . n| + |uB . n| + |vB . n|   exactly.
  /// touching: an axis on which that holds with '=' when one exists (the
  /// boxes meet on the line n . p = const); {0, 0} when the contact is only
  /// because a box has zero area. overlapping, invalid: {0, 0}.
  Vec2<T> axis{T(0), T(0)};
  /// touching, overlapping: a common point, named by features (see Witness);
  /// disjoint, invalid: Witness::Kind::none.
  Witness witness;
};

namespace detail {

/// The six candidate axes of a pair: x, y, then the edges uA, vA, uB, vB.
inline constexpr int axis_count = 6;

/// The normal of candidate axis i (the certificate's axis).
template <class T>
constexpr Vec2<T> axis_normal(int i, const Box<T>& a, const Box<T>& b) noexcept {
  switch (i) {
    case 0: return {T(1), T(0)};
    case 1: return {T(0), T(1)};
    case 2: return {-a.u.y, a.u.x};
    case 3: return {-a.v.y, a.v.x};
    case 4: return {-b.u.y, b.u.x};
    default: return {-b.v.y, b.v.x};
  }
}

/// The edge vector w of candidate axis i >= 2.
template <class T>
constexpr const Vec2<T>& axis_edge(int i, const Box<T>& a, const Box<T>& b) noexcept {
  return i == 2 ? a.u : i == 3 ? a.v : i == 4 ? b.u : b.v;
}

/// A relation and the candidate axis that proves it (-1: none).
struct Decision {
  Relation relation;  ///< the answer
  int axis;           ///< 0..5 as in axis_normal, or -1
};

/// The signs of the six candidate axes, small enough to pass by value.
struct AxisSigns {
  GapSign of[axis_count];
};

/// The relation once no axis is positive and none uncertain: an axis with gap
/// 0 makes the boxes touch; else they overlap unless one has zero area.
template <class T>
Decision decide_without_separation(const Box<T>& a, const Box<T>& b, const AxisSigns& signs) noexcept {
  for (int i = 0; i < axis_count; ++i) {
    if (signs.of[i] == GapSign::zero) return {Relation::touching, i};
  }
  const bool has_zero_area = detail::has_zero_area(a) || detail::has_zero_area(b);
  return {has_zero_area ? Relation::touching : Relation::overlapping, -1};
}

/// The exact stage of decide: NaN or infinity first, then every axis the
/// filters left uncertain. Rare, so kept out of line.
template <class T>
OBB2D_NOINLINE Decision decide_exactly(const Box<T>& a, const Box<T>& b, AxisSigns signs) noexcept {
  if (!is_finite_box(a) || !is_finite_box(b)) return {Relation::invalid, -1};
  for (int i = 0; i < axis_count; ++i) {  // a separation the filters already proved
    if (signs.of[i] == GapSign::positive) return {Relation::disjoint, i};
  }
  for (int i = 0; i < axis_count; ++i) {
    if (signs.of[i] != GapSign::uncertain) continue;
    signs.of[i] = i < 2 ? exact_coordinate_gap_sign(CoordinateAxis(i), a, b)
                        : exact_edge_gap_sign(axis_edge(i, a, b), a, b);
    if (signs.of[i] == GapSign::positive) return {Relation::disjoint, i};
  }
  return decide_without_separation(a, b, signs);
}

/// The answer once every sign is certain (so every number is finite),
/// without branches: disjoint (0) if an axis separates, else touching (1) if
/// a gap or an area is zero, else overlapping (2). Areas: different rounded
/// products prove an area non-zero; for float input equal ones prove it
/// zero (exact products); for double input, zero factors do, and the rare
/// rest takes the exact test.
template <class T>
OBB2D_ALWAYS_INLINE Decision answer_from_certain_signs(const Box<T>& a, const Box<T>& b,
                                                       const CertifiedSigns& signs, const ShapeFacts& shape) noexcept {
  const bool has_zero_area = shape.zero_areas != 0;
  if constexpr (std::is_same_v<T, double>) {
    // Rare: an area neither proven non-zero nor zero, and nothing else that
    // decides (no positive or zero gap, no zero area). Tested as one
    // unsigned range check, `key` in 1..3, so that it stays one predictable
    // branch (compilers split `a & b` of two tests into two branches).
    const unsigned unknown_areas = ~(shape.nonzero_areas | shape.zero_areas) & 0x3u;
    const unsigned deciders = signs.positive | signs.zero | shape.zero_areas;
    const unsigned key = unknown_areas | deciders << 2;
    if (key - 1u < 0x3u) return decide_without_separation(a, b, AxisSigns{});
  }
  // Without branches: disjoint (0) if an axis separates, else touching (1)
  // if a gap or an area is zero, else overlapping (2).
  const bool is_separated = signs.positive != 0;
  const bool is_touching = (signs.zero != 0) | has_zero_area;
  const Relation relation = static_cast<Relation>(unsigned(!is_separated) * (2u - unsigned(is_touching)));
  // The axis without branches too: the lowest positive one, else the lowest
  // zero one, else none.
  return {relation, lowest_axis_or_none(is_separated ? signs.positive : signs.zero)};
}

/// What decide does when the filter left an axis uncertain: the sum of the
/// recomputation's errors for each uncertain coordinate axis; a separation
/// proved once both coordinate axes are certain (so every number is
/// finite); a second step for each uncertain edge axis (for float input the
/// error-free recomputation, for double input the exact-products step);
/// else the exact stage for what is left. Kept out of line.
template <class T>
OBB2D_NOINLINE Decision decide_uncertain(const Box<T>& a, const Box<T>& b, FilterResult filtered) noexcept {
  CertifiedSigns& signs = filtered.signs;
  if ((signs.certain() & 0x3u) != 0x3u) refine_coordinate_signs_by_error_sums(widen(a), widen(b), signs);
  // A separation the filter proved, once both coordinate axes are certain
  // (so every number is finite): no further step needed.
  if ((signs.certain() & 0x3u) == 0x3u && signs.positive != 0) {
    count_filter_outcomes(filtered.evaluated_axes, 0);  // none goes on to the exact stage
    return {Relation::disjoint, lowest_axis(signs.positive)};
  }
  const unsigned uncertain_edge_axes = all_axes & ~signs.certain() & ~0x3u;
  if (uncertain_edge_axes != 0) {
    if constexpr (std::is_same_v<T, float>) {
      for (int i = 2; i < axis_count; ++i) {
        if (!((uncertain_edge_axes >> i) & 1u)) continue;
        const Vec2<float>& w = axis_edge(i, a, b);
        signs.record(recompute_edge_gap_sign_without_rounding({double(w.x), double(w.y)}, widen(a), widen(b)), i);
      }
    } else {
      refine_edge_signs_by_exact_products(a, b, uncertain_edge_axes, signs);
    }
  }
  const unsigned uncertain_axes = all_axes & ~signs.certain();
  count_filter_outcomes(filtered.evaluated_axes, uncertain_axes);
  if (uncertain_axes == 0) return answer_from_certain_signs(a, b, signs, filtered.shape);
  if ((uncertain_axes & 0x3u) == 0 && signs.positive != 0) return {Relation::disjoint, lowest_axis(signs.positive)};
  AxisSigns axis_signs;
  for (int i = 0; i < axis_count; ++i) axis_signs.of[i] = signs.of(i);
  return decide_exactly(a, b, axis_signs);
}

#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY)
/// Whether every number of the box is below 2^60 (float) or 2^500 (double)
/// in magnitude: then no product of two of them or of their differences,
/// and no sum of 24 such, overflows, so the filters make no infinity and
/// no NaN. Read off the biased exponent.
template <class T>
bool is_within_filter_range(const Box<T>& box) noexcept {
  const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  for (const T number : numbers) {
    if constexpr (std::is_same_v<T, float>) {
      std::uint32_t bits;
      std::memcpy(&bits, &number, sizeof bits);
      if (((bits >> 23) & 0xffu) >= 127 + 60) return false;
    } else {
      std::uint64_t bits;
      std::memcpy(&bits, &number, sizeof bits);
      if (((bits >> 52) & 0x7ffu) >= 1023 + 500) return false;
    }
  }
  return true;
}

/// decide() with every axis left to the exact stage (which never
/// overflows): a zero edge is no axis, so it is certainly not separating.
template <class T>
OBB2D_NOINLINE Decision decide_every_axis_exactly(const Box<T>& a, const Box<T>& b) noexcept {
  AxisSigns signs;
  for (int i = 0; i < axis_count; ++i) {
    const bool is_zero_edge = i >= 2 && axis_edge(i, a, b).x == T(0) && axis_edge(i, a, b).y == T(0);
    signs.of[i] = is_zero_edge ? GapSign::negative : GapSign::uncertain;
  }
  return decide_exactly(a, b, signs);
}
#endif

/// The dispatcher (see certify for the steps): two fast exits, the filter
/// of all six axes, then the answer from its signs, computed without
/// branches where they would be hard to predict; uncertain axes and
/// non-finite input out of line.
template <class T>
OBB2D_ALWAYS_INLINE Decision decide(const Box<T>& a, const Box<T>& b) noexcept {
#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY)
  // Here the filters must make no NaN (see OBB2D_IEEE_BEGIN): non-finite
  // input is answered from its bits, and input that could overflow them
  // goes to the exact stage.
  if (!is_finite_box(a) || !is_finite_box(b)) return {Relation::invalid, -1};
  if (!is_within_filter_range(a) || !is_within_filter_range(b)) return decide_every_axis_exactly(a, b);
#endif
  // The common case first, in T's arithmetic: the x axis separates, as the
  // bound proves (gap > bound is false for NaN and for an infinite bound,
  // so it also shows the x numbers are finite). Then the y numbers need
  // only be shown finite: their plain sum is finite only if each is (an
  // overflow just falls through). Then the same for y.
  const T coefficient = filter_error_coefficient<T>(coordinate_filter_depth);
  {
    const T dx = b.center.x - a.center.x;
    const T rx = (magnitude_of(a.u.x) + magnitude_of(a.v.x)) + (magnitude_of(b.u.x) + magnitude_of(b.v.x));
    const T sx = rx + (magnitude_of(a.center.x) + magnitude_of(b.center.x));
    if (magnitude_of(dx) - rx > coefficient * sx) {
      const T y_sum = ((a.center.y + b.center.y) + (a.u.y + a.v.y)) + (b.u.y + b.v.y);
      if (is_finite_number(y_sum)) return {Relation::disjoint, 0};
    }
  }
  const CoordinateSums<T> sums = make_coordinate_sums(a, b);
  if (magnitude_of(sums.dy) - sums.ry > coefficient * sums.sy && is_finite_number(sums.sx)) {
    return {Relation::disjoint, 1};
  }
  const FilterResult filtered = filter_axis_signs(a, b, sums);
  const CertifiedSigns& signs = filtered.signs;
  if (signs.certain() != all_axes) return decide_uncertain(a, b, filtered);
  count_filter_outcomes(filtered.evaluated_axes, 0);
  // Every sign certain, so every number finite.
  if (filtered.evaluated_axes == 0x3) {
    // Only the coordinate axes (axis-aligned boxes, flush as placement makes
    // them): their signs come late, from the recomputation, and predictably,
    // so branches beat a computed answer here.
    if (signs.positive) return {Relation::disjoint, lowest_axis(signs.positive)};
    if (signs.zero) return {Relation::touching, lowest_axis(signs.zero)};
    if (filtered.shape.nonzero_areas == 0x3u) return {Relation::overlapping, -1};
    return decide_without_separation(a, b, AxisSigns{});
  }
  return answer_from_certain_signs(a, b, signs, filtered.shape);
}

/// The first witness found for boxes that meet (see certify).
template <class T>
Witness find_witness(const Box<T>& a, const Box<T>& b) noexcept {
  using Kind = Witness::Kind;
  for (unsigned char k = 0; k < 4; ++k) {
    if (do_placed_boxes_meet(make_placed_box(a), make_placed_corner(b, k), a, b)) {
      return {Kind::corner_of_b_in_a, 0, k};
    }
  }
  for (unsigned char k = 0; k < 4; ++k) {
    if (do_placed_boxes_meet(make_placed_corner(a, k), make_placed_box(b), a, b)) {
      return {Kind::corner_of_a_in_b, k, 0};
    }
  }
  for (unsigned char i = 0; i < 4; ++i) {
    for (unsigned char j = 0; j < 4; ++j) {
      if (do_placed_boxes_meet(make_placed_edge(a, i), make_placed_edge(b, j), a, b)) {
        return {Kind::edges_meet, i, j};
      }
    }
  }
  return {};  // unreachable for boxes that meet (see Witness)
}

// ---------------------------------------------------------------------------
// The run-time floating-point environment
// ---------------------------------------------------------------------------
// The proofs need round to nearest, gradual underflow (no flush-to-zero, no
// denormals-are-zero) and no trap on overflow or inexact results (the filter
// lets sums overflow to infinity on purpose). These are run-time modes of
// the calling thread: engines set FTZ/DAZ for speed, and linking anything
// built with -ffast-math sets them at start-up (crtfastmath). So every entry
// point reads the control register (one stmxcsr or mrs) and, when any of
// these modes differs from the default, runs in the default environment and
// restores the caller's afterwards. The kernel's loads are ordered after the
// switch by the asm's memory clobber, and its result before the restore by
// passing the result to the asm, so no compiler can move the arithmetic
// across either.
// OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD turns this off, to prove that the
// self-test catches a run in a broken environment. Never define it.
#if defined(OBB2D_FP_CONTROL_X86) || defined(OBB2D_FP_CONTROL_MSVC_X86)
/// MXCSR: DAZ (bit 6), the six exception masks (7-12), rounding (13-14),
/// flush-to-zero (15); the default has every exception masked.
using FpControl = std::uint32_t;
inline constexpr FpControl fp_control_mode_bits = 0xffc0u;
inline constexpr FpControl fp_control_default_mode = 0x1f80u;
#if defined(OBB2D_FP_CONTROL_X86)
inline FpControl read_fp_control() noexcept {
  FpControl control;
  __asm__ __volatile__("stmxcsr %0" : "=m"(control));
  return control;
}
template <class Result>
inline void write_fp_control(FpControl control, const Result& after) noexcept {
  __asm__ __volatile__("ldmxcsr %0" : : "m"(control), "m"(after) : "memory");
}
#else
inline FpControl read_fp_control() noexcept { return _mm_getcsr(); }
template <class Result>
inline void write_fp_control(FpControl control, const Result&) noexcept { _mm_setcsr(control); }
#endif
#elif defined(OBB2D_FP_CONTROL_AARCH64)
/// FPCR: FIZ (bit 0), AH (1), the trap enables IOE..IXE (8-12) and IDE (15),
/// FZ16 (19), rounding (22-23), flush-to-zero (24); the default is all 0.
using FpControl = std::uint64_t;
inline constexpr FpControl fp_control_mode_bits = 0x01c89f03u;
inline constexpr FpControl fp_control_default_mode = 0;
inline FpControl read_fp_control() noexcept {
  FpControl control;
  __asm__ __volatile__("mrs %0, fpcr" : "=r"(control));
  return control;
}
template <class Result>
inline void write_fp_control(FpControl control, const Result& after) noexcept {
  __asm__ __volatile__("msr fpcr, %0" : : "r"(control), "m"(after) : "memory");
}
#endif

#if defined(OBB2D_FP_CONTROL_X86) || defined(OBB2D_FP_CONTROL_MSVC_X86) || defined(OBB2D_FP_CONTROL_AARCH64)
/// Runs `function` in the default environment and restores `caller`'s.
/// Out of line: only callers that changed the environment get here.
template <class Function>
OBB2D_NOINLINE auto call_in_default_fp_environment(FpControl caller, const Function& function) noexcept
    -> decltype(function()) {
  const int none = 0;
  write_fp_control((caller & ~fp_control_mode_bits) | fp_control_default_mode, none);
  if constexpr (std::is_void_v<decltype(function())>) {
    function();  // its results are in memory, which the restore's clobber orders first
    write_fp_control(caller, none);
  } else {
    const auto result = function();
    write_fp_control(caller, result);
    return result;
  }
}

/// function(), in the default floating-point environment.
template <class Function>
OBB2D_ALWAYS_INLINE auto in_default_fp_environment(const Function& function) noexcept -> decltype(function()) {
#if !defined(OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD)
  const FpControl caller = read_fp_control();
  if (!OBB2D_LIKELY((caller & fp_control_mode_bits) == fp_control_default_mode)) {
    return call_in_default_fp_environment(caller, function);
  }
#endif
  return function();
}
#else
// Other targets: WebAssembly has no such modes; elsewhere the environment
// cannot be read portably and cheaply (the self-test tells).
template <class Function>
OBB2D_ALWAYS_INLINE auto in_default_fp_environment(const Function& function) noexcept -> decltype(function()) {
  return function();
}
#endif

}  // namespace detail

/// Whether the calling thread's floating-point environment is the default
/// one the proofs need: round to nearest, no flush-to-zero or
/// denormals-are-zero, no unmasked trap. You need not care: on x86 and
/// AArch64 every call of obb2d switches to the default environment for its
/// own work when this is false, and restores yours (at a cost of tens of
/// nanoseconds a call); elsewhere it answers true, and only the self-test
/// (self_test.hpp) can tell.
inline bool is_default_fp_environment() noexcept {
#if defined(OBB2D_FP_CONTROL_X86) || defined(OBB2D_FP_CONTROL_MSVC_X86) || defined(OBB2D_FP_CONTROL_AARCH64)
  return (detail::read_fp_control() & detail::fp_control_mode_bits) == detail::fp_control_default_mode;
#else
  return true;
#endif
}

/// The exact relation and its certificate (see Certificate).
///
///   filter both coordinate axes            (certain means: all 12 numbers finite)
///   if both certain and one is positive:   disjoint
///   filter each oblique edge axis          (an edge vector with a zero
///                                           component shares a coordinate
///                                           axis's answer; a zero one is none)
///   if a filter left an axis uncertain:    NaN/inf -> invalid; exact signs
///   if some axis has gap > 0:              disjoint
///   if some axis has gap = 0:              touching
///   if A or B has zero area:               touching
///   otherwise:                             overlapping
/// Why these axes suffice, degenerate boxes included: A ∩ B = ∅ iff 0 is not
/// in A - B, a convex polygon whose edges are parallel to edges of A or B, so
/// an edge normal separates; when A - B is only a segment or a point (collinear
/// segments, points) the line through it hides the gap from its own normal,
/// and one of the coordinate axes, not perpendicular to that line, sees it.
///
/// For boxes that meet, it also searches the witness (corners of B in A,
/// corners of A in B, then edge pairs), each test exact: this costs up to a
/// few microseconds, so call classify() when the answer is all you need.
template <class T>
Certificate<T> certify(const Box<T>& a, const Box<T>& b) noexcept {
  return detail::in_default_fp_environment([&] {
    const detail::Decision decision = detail::decide(a, b);
    Certificate<T> certificate;
    certificate.relation = decision.relation;
    if (decision.axis >= 0) certificate.axis = detail::axis_normal(decision.axis, a, b);
    if (decision.relation == Relation::touching || decision.relation == Relation::overlapping) {
      certificate.witness = detail::find_witness(a, b);
    }
    return certificate;
  });
}

/// Whether `witness` is true of boxes a and b, decided exactly: the named
/// corner lies in the other box, or the named edges meet. Kind::none is never
/// valid. Use it to check a certificate; finite boxes only (else false).
template <class T>
bool is_witness_valid(const Box<T>& a, const Box<T>& b, const Witness& witness) noexcept {
  return detail::in_default_fp_environment([&] {
    if (!is_finite_box(a) || !is_finite_box(b) || witness.a_feature > 3 || witness.b_feature > 3) return false;
    switch (witness.kind) {
      case Witness::Kind::corner_of_a_in_b:
        return detail::do_placed_boxes_meet(detail::make_placed_corner(a, witness.a_feature),
                                            detail::make_placed_box(b), a, b);
      case Witness::Kind::corner_of_b_in_a:
        return detail::do_placed_boxes_meet(detail::make_placed_box(a),
                                            detail::make_placed_corner(b, witness.b_feature), a, b);
      case Witness::Kind::edges_meet:
        return detail::do_placed_boxes_meet(detail::make_placed_edge(a, witness.a_feature),
                                            detail::make_placed_edge(b, witness.b_feature), a, b);
      case Witness::Kind::none: return false;
    }
    return false;
  });
}

/// The exact relation of boxes a and b: disjoint, touching, overlapping, or
/// invalid when any number is NaN or ±inf. Symmetric in a and b.
template <class T>
Relation classify(const Box<T>& a, const Box<T>& b) noexcept {
  return detail::in_default_fp_environment([&] { return detail::decide(a, b).relation; });
}

/// Whether a and b overlap under `policy`: closed counts touching, open does
/// not. Invalid input gives false (check classify() or is_finite_box() to
/// tell it apart from disjoint).
template <class T>
bool overlaps(const Box<T>& a, const Box<T>& b, TouchingPolicy policy) noexcept {
  const Relation relation = classify(a, b);
  return relation == Relation::overlapping ||
         (relation == Relation::touching && policy == TouchingPolicy::closed);
}

/// The spelling of a relation: "disjoint", "touching", "overlapping", "invalid".
constexpr const char* to_string(Relation relation) noexcept {
  switch (relation) {
    case Relation::disjoint: return "disjoint";
    case Relation::touching: return "touching";
    case Relation::overlapping: return "overlapping";
    case Relation::invalid: return "invalid";
  }
  return "invalid";
}

}  // namespace obb2d

OBB2D_IEEE_END
#endif  // !OBB2D_REFUSED
#endif  // C++17

// MIT License. Copyright (c) 2026 the obb2d authors.
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to
// deal in the Software without restriction, including without limitation the
// rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
// sell copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions: The above
// copyright notice and this permission notice shall be included in all copies
// or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS",
// WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED
// TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
// NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
// LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
// CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
// SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
