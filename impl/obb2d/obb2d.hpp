#pragma once
/// @file obb2d.hpp
/// obb2d 0.3.3 — exact overlap of 2D oriented boxes. MIT licence (at the end).
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
///   outside x86 and POWER (AArch64, ARM, RISC-V, WebAssembly, ...) ignores
///   float_control: there the header turns off reassociation, refuses
///   -ffast-math and -ffinite-math-only, and stays exact under
///   -fno-honor-nans (which it cannot see) by letting no NaN arise. A
///   compiler with no mechanism is refused when it announces fast math.
///   Arithmetic evaluated in a wider format (FLT_EVAL_METHOD != 0, e.g. x87
///   without SSE) is refused. At run time the proofs need round to
///   nearest and gradual underflow: on x86, AArch64, 32-bit ARM with VFP,
///   RISC-V and POWER with an FPU every entry point reads the control register
///   (MXCSR, FPCR, FPSCR, fcsr) and, when the caller set flush-to-zero,
///   denormals-are-zero, another rounding mode or unmasked traps, runs in the
///   default environment and restores the caller's (is_default_fp_environment()
///   tells). obb2d::self_test() (self_test.hpp) checks all of it in your build.
///   `long double` boxes are not supported. The filter-failure counters
///   (OBB2D_COUNT_FILTER_FAILURES) are plain globals, for benchmarks.
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

#include <cfloat>
#include <cmath>  // std::cos and std::sin, for make_box_from_angle only
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <type_traits>
#include <utility>  // std::declval

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
// numbers exactly on purpose, for example to see that a rounding error is 0;
// with GCC also -Wpsabi: the lane functions that take or return vectors are
// always inlined, so no call passes a vector and no ABI is involved.
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
  _Pragma("GCC diagnostic ignored \"-Wfloat-equal\"") \
  _Pragma("GCC diagnostic ignored \"-Wpsabi\"")
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

// With GCC or clang on x86 with SSE2, the kernel's two-lane steps (both
// coordinate axes, or two edge axes, at once: see Lanes2) run in SSE2
// registers. Define OBB2D_NO_SIMD to run them on plain pairs of doubles
// (other compilers and targets always do); both instantiate the same
// expression trees and comparisons, so they give the same answers.
#if !defined(OBB2D_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__)
#define OBB2D_HAS_SSE2 1
#include <emmintrin.h>
#else
#define OBB2D_HAS_SSE2 0
#endif

// The run-time floating-point environment (see is_default_fp_environment).
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || (defined(__i386__) && defined(__SSE2_MATH__)))
#define OBB2D_FP_CONTROL_X86 1
#elif (defined(__GNUC__) || defined(__clang__)) && \
    (defined(__aarch64__) || (defined(__arm__) && defined(__ARM_FP)) || (defined(__riscv) && defined(__riscv_flen)))
#define OBB2D_FP_CONTROL_ASM 1
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__powerpc__) && !defined(_SOFT_FLOAT) && !defined(__NO_FPRS__)
#define OBB2D_FP_CONTROL_POWER 1
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

// ===========================================================================
// The public API (definitions at the end of the file)
// ===========================================================================

/// Library version, as major * 10000 + minor * 100 + patch.
inline constexpr int version = 303;

/// The exact relation of two closed boxes (see the file comment).
enum class Relation : unsigned char {
  disjoint,     ///< A ∩ B is empty
  touching,     ///< A ∩ B is non-empty and has zero area
  overlapping,  ///< A ∩ B has positive area
  invalid,      ///< some input number is NaN or ±infinity (polygon.hpp: or a list is not a convex polygon)
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

/// The exact relation of boxes a and b: disjoint, touching, overlapping, or
/// invalid when any number is NaN or ±inf. Symmetric in a and b.
template <class T>
Relation classify(const Box<T>& a, const Box<T>& b) noexcept;

/// Whether a and b overlap under `policy`: closed counts touching, open does
/// not. Invalid input gives false (check classify() or is_finite_box() to
/// tell it apart from disjoint).
template <class T>
bool overlaps(const Box<T>& a, const Box<T>& b, TouchingPolicy policy) noexcept;

/// The spelling of a relation: "disjoint", "touching", "overlapping", "invalid".
constexpr const char* to_string(Relation relation) noexcept;

/// Whether every number of the box is finite (no NaN, no ±infinity).
/// classify() answers `invalid` exactly when this is false for A or B.
template <class T>
bool is_finite_box(const Box<T>& box) noexcept;

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
  /// disjoint: a separating axis n, exact and not normalised: (1, 0), (0, 1)
  /// or an edge vector w (uA, vA, uB, vB) turned, (-w.y, w.x). With d = cB - cA,
  ///   |d . n| > |uA . n| + |vA . n| + |uB . n| + |vB . n|   exactly.
  /// touching: an axis on which that holds with '=' when one exists (the
  /// boxes meet on the line n . p = const); {0, 0} when the contact is only
  /// because a box has zero area. overlapping, invalid: {0, 0}.
  Vec2<T> axis{T(0), T(0)};
  /// touching, overlapping: a common point, named by features (see Witness);
  /// disjoint, invalid: Witness::Kind::none.
  Witness witness;
};

/// The exact relation and its certificate (see Certificate). For boxes that
/// meet it also searches the witness, each test exact: up to a few
/// microseconds, so call classify() when the answer is all you need.
template <class T>
Certificate<T> certify(const Box<T>& a, const Box<T>& b) noexcept;

/// Whether `witness` is true of boxes a and b, decided exactly: the named
/// corner lies in the other box, or the named edges meet. Kind::none is never
/// valid. Use it to check a certificate; finite boxes only (else false).
template <class T>
bool is_witness_valid(const Box<T>& a, const Box<T>& b, const Witness& witness) noexcept;

/// Whether the calling thread's floating-point environment is the default
/// one the proofs need: round to nearest, no flush-to-zero or
/// denormals-are-zero, no unmasked trap. You need not care: on x86, AArch64,
/// 32-bit ARM, RISC-V and POWER every call of obb2d switches to the default
/// environment for its own work when this is false, and restores yours (at
/// a cost of tens of nanoseconds a call); elsewhere it answers true, and
/// only the self-test (self_test.hpp) can tell.
inline bool is_default_fp_environment() noexcept;

// Making boxes. Each constructor computes c, u, v in T and so may round;
// classify() is then exact for the box it returned. Rounding-free cases are
// stated per function.

/// A rectangle of half extents (hx, hy) turned by (cos, sin) about its center:
/// u = hx * (cos, sin), v = hy * (-sin, cos). Exact when the products are
/// (e.g. integer extents with a Pythagorean (3/5, 4/5) scaled to integers).
/// (cos, sin) need not be a unit vector: a non-unit one scales the box.
template <class T>
constexpr Box<T> make_box_from_cos_sin(Vec2<T> center, Vec2<T> half_extents, T cos, T sin) noexcept;

/// A rectangle of half extents (hx, hy) turned by `angle` radians
/// (counter-clockwise) about its center. std::cos and std::sin round: the box
/// is the one their results describe.
template <class T>
Box<T> make_box_from_angle(Vec2<T> center, Vec2<T> half_extents, T angle) noexcept;

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
constexpr Box<T> make_box_from_affine(const Affine2x3<T>& transform, Vec2<T> local_min, Vec2<T> local_max) noexcept;

/// The axis-aligned box [min, max]: center (min + max) / 2, u = (half width,
/// 0), v = (0, half height), each halved before adding so nothing overflows.
/// Exact whenever those halves and sums are representable (for instance all
/// integers below 2^24 for float, 2^53 for double); min > max gives the box
/// of [max, min] (u and v may be negative).
template <class T>
constexpr Box<T> make_box_from_aabb(Vec2<T> min, Vec2<T> max) noexcept;

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
  Box<T> box{};                                     ///< valid unless refused
  CornersStatus status = CornersStatus::not_finite;  ///< see CornersStatus
};

/// The box whose corners are p0, p1, p2, p3 in cyclic order (either
/// orientation): it must be a parallelogram, p0 + p2 == p1 + p3 exactly
/// (coinciding corners allowed: segments and points are parallelograms).
/// Then c = (p0 + p2) / 2, u = (p0 - p1) / 2, v = (p0 - p3) / 2, and the status
/// says whether c +- u +- v are exactly the given corners.
template <class T>
BoxFromCorners<T> make_box_from_corners(Vec2<T> p0, Vec2<T> p1, Vec2<T> p2, Vec2<T> p3) noexcept;

// ===========================================================================
// Numbers (internal from here on: namespace detail)
// ===========================================================================

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

/// The sign of a value: -1, 0 or +1 (NaN: 0; callers never pass NaN).
template <class C>
constexpr int sign_of(C value) noexcept {
  return (value > C(0)) - (value < C(0));
}

/// The sign of one axis's gap, as every step of the kernel reports it.
enum class GapSign : unsigned char {
  negative,   ///< the projections overlap with positive length
  zero,       ///< the projections meet in exactly one value
  positive,   ///< the axis separates the boxes
  uncertain,  ///< this step cannot tell; the next one must
};

static_assert(static_cast<int>(GapSign::negative) == 0 && static_cast<int>(GapSign::zero) == 1 &&
                  static_cast<int>(GapSign::positive) == 2 && static_cast<int>(GapSign::uncertain) == 3,
              "tests compare these codes with sign(gap) + 1");

/// The GapSign of an exact sign (-1, 0, +1).
constexpr GapSign to_gap_sign(int sign) noexcept {
  return sign > 0 ? GapSign::positive : sign < 0 ? GapSign::negative : GapSign::zero;
}

// ===========================================================================
// Lanes: each expression tree written once
// ===========================================================================
//
// Every tree the kernel evaluates is a function template over a lane type
// W on which +, - and * act lane by lane and a comparison gives a mask
// (MaskOf<W>):
//   float, double  one value; the mask is a bool;
//   Lanes2         two doubles: an SSE2 register with GCC and clang on x86,
//                  else (OBB2D_NO_SIMD, MSVC, other targets) a pair of doubles;
//   batch.hpp      N pairs at once: N doubles (SSE2 N = 2, AVX2 N = 4) or 2N
//                  floats, as GCC/clang vectors.
// The scalar kernel (one pair: x and y, or two edge axes, per Lanes2) and
// the batch (one pair per lane) instantiate the same templates, so they
// evaluate the same trees with the same roundings and certify the same
// signs: a bound or a tree changed here changes every path.
// Each lane type brings a few primitives: magnitude_of, splat, lane_bits
// (the mask as bits, lane i in bit i), has_short_significand; masks combine
// with & and | and and_not.
// With GCC and clang the vector arithmetic is written with operators, not
// _mm_add_pd and friends: clang compiles an intrinsic with the
// floating-point flags of the place that defines it (the including file's),
// and those would survive inlining into this header's code. Bitwise
// operations, shuffles, loads and movemask carry no floating-point flags
// and stay intrinsics. No vector crosses a call: every function that takes
// or returns one is always inlined (at -O0 too; a vector argument has a
// different ABI with and without AVX, see batch.hpp).

/// The mask a comparison of two W gives.
template <class W>
using MaskOf = decltype(std::declval<W>() < std::declval<W>());

/// a and not b, lane by lane.
OBB2D_ALWAYS_INLINE bool and_not(bool a, bool b) noexcept { return a & !b; }
template <class M>
OBB2D_ALWAYS_INLINE M and_not(M a, M b) noexcept {
  return a & ~b;
}

/// W with `value` on every lane (a GCC/clang vector broadcasts a scalar
/// operand; value - 0 is value, -0.0 and NaN included).
template <class W>
OBB2D_ALWAYS_INLINE W splat(double value) noexcept {
  if constexpr (std::is_arithmetic_v<W>) {
    return W(value);
  } else {
    return value - W{};
  }
}

/// The mask as bits (lane i in bit i).
OBB2D_ALWAYS_INLINE unsigned lane_bits(bool mask) noexcept { return unsigned(mask); }

/// Whether x has at most `bits` significant bits (its fraction field ends in
/// 53 - bits zeros; 0 included). For normal numbers: then the product of two
/// numbers whose counts add up to 53 or less is exact, barring underflow.
OBB2D_ALWAYS_INLINE bool has_short_significand(double x, int bits) noexcept {
  std::uint64_t pattern;
  std::memcpy(&pattern, &x, sizeof pattern);
  return (pattern & ((std::uint64_t(1) << (53 - bits)) - 1)) == 0;
}

/// The binade of a positive normal x: 2^floor(log2 x), its exponent field
/// alone (+inf for +inf and NaN).
OBB2D_ALWAYS_INLINE double binade_of(double x) noexcept {
  std::uint64_t pattern;
  std::memcpy(&pattern, &x, sizeof pattern);
  pattern &= std::uint64_t(0x7ff0000000000000);
  std::memcpy(&x, &pattern, sizeof pattern);
  return x;
}

#if OBB2D_HAS_SSE2
/// Two doubles in an SSE2 register, and the mask of a comparison of two, in
/// a register of doubles too (all-ones lanes where it holds), as _mm_cmp*_pd
/// gives it (cast bit for bit: through __m128i, a useless cast on 32-bit x86).
/// Masks combine with _mm_and_pd and friends: GCC compiles `&` of two masks
/// in vectors of long long, without SSE4.1, lane by lane in general registers.
struct Lanes2 {
  typedef double Register __attribute__((vector_size(16)));
  Register lanes;
};
struct Mask2 {
  __m128d lanes;
};
#define OBB2D_LANES2_OPERATOR(op)                                                      \
  OBB2D_ALWAYS_INLINE Lanes2 operator op(const Lanes2& p, const Lanes2& q) noexcept {  \
    return {p.lanes op q.lanes};                                                       \
  }
OBB2D_LANES2_OPERATOR(+)
OBB2D_LANES2_OPERATOR(-)
OBB2D_LANES2_OPERATOR(*)
#undef OBB2D_LANES2_OPERATOR
#define OBB2D_LANES2_COMPARISON(op)                                                    \
  OBB2D_ALWAYS_INLINE Mask2 operator op(const Lanes2& p, const Lanes2& q) noexcept {   \
    return {__m128d(p.lanes op q.lanes)};                                              \
  }
OBB2D_LANES2_COMPARISON(<)
OBB2D_LANES2_COMPARISON(>)
OBB2D_LANES2_COMPARISON(==)
OBB2D_LANES2_COMPARISON(!=)
#undef OBB2D_LANES2_COMPARISON
OBB2D_ALWAYS_INLINE Lanes2 operator-(const Lanes2& p) noexcept { return {-p.lanes}; }
OBB2D_ALWAYS_INLINE Lanes2 operator*(double s, const Lanes2& p) noexcept { return {s * p.lanes}; }
OBB2D_ALWAYS_INLINE Lanes2 operator+(const Lanes2& p, double s) noexcept { return {p.lanes + s}; }
OBB2D_ALWAYS_INLINE Mask2 operator&(const Mask2& p, const Mask2& q) noexcept { return {_mm_and_pd(p.lanes, q.lanes)}; }
OBB2D_ALWAYS_INLINE Mask2 operator|(const Mask2& p, const Mask2& q) noexcept { return {_mm_or_pd(p.lanes, q.lanes)}; }
OBB2D_ALWAYS_INLINE Mask2 operator~(const Mask2& p) noexcept {
  return {_mm_xor_pd(p.lanes, _mm_castsi128_pd(_mm_set1_epi32(-1)))};
}
OBB2D_ALWAYS_INLINE Mask2 and_not(const Mask2& p, const Mask2& q) noexcept { return {_mm_andnot_pd(q.lanes, p.lanes)}; }
OBB2D_ALWAYS_INLINE Lanes2 magnitude_of(const Lanes2& p) noexcept {
  return {_mm_andnot_pd(_mm_set1_pd(-0.0), p.lanes)};
}
/// has_short_significand on both lanes: the 64-bit test from two 32-bit
/// ones (SSE2 has no 64-bit comparison).
OBB2D_ALWAYS_INLINE Mask2 has_short_significand(const Lanes2& p, int bits) noexcept {
  const __m128i low_bits = _mm_set1_epi64x((1LL << (53 - bits)) - 1);
  const __m128i halves = _mm_cmpeq_epi32(_mm_and_si128(_mm_castpd_si128(p.lanes), low_bits), _mm_setzero_si128());
  return {_mm_castsi128_pd(_mm_and_si128(halves, _mm_shuffle_epi32(halves, _MM_SHUFFLE(2, 3, 0, 1))))};
}
template <>
OBB2D_ALWAYS_INLINE Lanes2 splat<Lanes2>(double value) noexcept {
  return {_mm_set1_pd(value)};
}
OBB2D_ALWAYS_INLINE Lanes2 binade_of(const Lanes2& p) noexcept {
  return {_mm_and_pd(p.lanes, _mm_castsi128_pd(_mm_set1_epi64x(0x7ff0000000000000)))};
}
OBB2D_ALWAYS_INLINE unsigned lane_bits(const Mask2& mask) noexcept { return unsigned(_mm_movemask_pd(mask.lanes)); }
/// (x, y) of a box's vector (float widened exactly).
OBB2D_ALWAYS_INLINE Lanes2 load_lanes(const Vec2<double>& p) noexcept { return {_mm_loadu_pd(&p.x)}; }
OBB2D_ALWAYS_INLINE Lanes2 load_lanes(const Vec2<float>& p) noexcept {
  typedef float FloatPair __attribute__((vector_size(8)));
  FloatPair floats;
  std::memcpy(&floats, &p.x, sizeof floats);
  return {__builtin_convertvector(floats, Lanes2::Register)};
}
/// (p0, q0), (p1, q1) and (p1, p0).
OBB2D_ALWAYS_INLINE Lanes2 low_lanes(const Lanes2& p, const Lanes2& q) noexcept {
  return {_mm_unpacklo_pd(p.lanes, q.lanes)};
}
OBB2D_ALWAYS_INLINE Lanes2 high_lanes(const Lanes2& p, const Lanes2& q) noexcept {
  return {_mm_unpackhi_pd(p.lanes, q.lanes)};
}
OBB2D_ALWAYS_INLINE Lanes2 swapped(const Lanes2& p) noexcept {
  return {_mm_shuffle_pd(p.lanes, p.lanes, 1)};
}
OBB2D_ALWAYS_INLINE double lane(const Lanes2& p, int i) noexcept { return p.lanes[i]; }
#else
/// Two doubles, lane by lane in plain C++ (no SIMD, or no vector
/// extensions): the same operations as the SSE2 register.
struct Lanes2 {
  double lanes[2];
};
/// The mask of a comparison of Lanes2.
struct Mask2 {
  bool lanes[2];
};
#define OBB2D_LANES2_OPERATOR(Result, op)                                                    \
  OBB2D_ALWAYS_INLINE Result operator op(const Lanes2& p, const Lanes2& q) noexcept {        \
    return {{p.lanes[0] op q.lanes[0], p.lanes[1] op q.lanes[1]}};                          \
  }
OBB2D_LANES2_OPERATOR(Lanes2, +)
OBB2D_LANES2_OPERATOR(Lanes2, -)
OBB2D_LANES2_OPERATOR(Lanes2, *)
OBB2D_LANES2_OPERATOR(Mask2, <)
OBB2D_LANES2_OPERATOR(Mask2, >)
OBB2D_LANES2_OPERATOR(Mask2, ==)
OBB2D_LANES2_OPERATOR(Mask2, !=)
#undef OBB2D_LANES2_OPERATOR
OBB2D_ALWAYS_INLINE Lanes2 operator-(const Lanes2& p) noexcept { return {{-p.lanes[0], -p.lanes[1]}}; }
OBB2D_ALWAYS_INLINE Lanes2 operator*(double s, const Lanes2& p) noexcept { return {{s * p.lanes[0], s * p.lanes[1]}}; }
OBB2D_ALWAYS_INLINE Lanes2 operator+(const Lanes2& p, double s) noexcept { return {{p.lanes[0] + s, p.lanes[1] + s}}; }
OBB2D_ALWAYS_INLINE Mask2 operator&(const Mask2& p, const Mask2& q) noexcept {
  return {{bool(p.lanes[0] & q.lanes[0]), bool(p.lanes[1] & q.lanes[1])}};
}
OBB2D_ALWAYS_INLINE Mask2 operator|(const Mask2& p, const Mask2& q) noexcept {
  return {{bool(p.lanes[0] | q.lanes[0]), bool(p.lanes[1] | q.lanes[1])}};
}
OBB2D_ALWAYS_INLINE Mask2 operator~(const Mask2& p) noexcept { return {{!p.lanes[0], !p.lanes[1]}}; }
OBB2D_ALWAYS_INLINE Lanes2 magnitude_of(const Lanes2& p) noexcept {
  return {{magnitude_of(p.lanes[0]), magnitude_of(p.lanes[1])}};
}
OBB2D_ALWAYS_INLINE Mask2 has_short_significand(const Lanes2& p, int bits) noexcept {
  return {{has_short_significand(p.lanes[0], bits), has_short_significand(p.lanes[1], bits)}};
}
template <>
OBB2D_ALWAYS_INLINE Lanes2 splat<Lanes2>(double value) noexcept {
  return {{value, value}};
}
OBB2D_ALWAYS_INLINE Lanes2 binade_of(const Lanes2& p) noexcept {
  return {{binade_of(p.lanes[0]), binade_of(p.lanes[1])}};
}
OBB2D_ALWAYS_INLINE unsigned lane_bits(const Mask2& mask) noexcept {
  return unsigned(mask.lanes[0]) | unsigned(mask.lanes[1]) << 1;
}
template <class T>
OBB2D_ALWAYS_INLINE Lanes2 load_lanes(const Vec2<T>& p) noexcept {
  return {{double(p.x), double(p.y)}};
}
OBB2D_ALWAYS_INLINE Lanes2 low_lanes(const Lanes2& p, const Lanes2& q) noexcept { return {{p.lanes[0], q.lanes[0]}}; }
OBB2D_ALWAYS_INLINE Lanes2 high_lanes(const Lanes2& p, const Lanes2& q) noexcept { return {{p.lanes[1], q.lanes[1]}}; }
OBB2D_ALWAYS_INLINE Lanes2 swapped(const Lanes2& p) noexcept { return {{p.lanes[1], p.lanes[0]}}; }
OBB2D_ALWAYS_INLINE double lane(const Lanes2& p, int i) noexcept { return p.lanes[i]; }
#endif

// ===========================================================================
// Exact arithmetic building blocks
// ===========================================================================

/// TwoSum's error term given sum = fl(a + b) (Knuth): a + b == sum + error
/// exactly, with no precondition on magnitudes (no overflow assumed).
template <class W>
OBB2D_ALWAYS_INLINE W two_sum_error(const W& a, const W& b, const W& sum) noexcept {
  const W b_virtual = sum - a;
  const W a_virtual = sum - b_virtual;
  return (a - a_virtual) + (b - b_virtual);
}

/// Knuth's TwoSum: sum + error == a + b exactly, lane by lane. Only
/// additions, so floating-point contraction cannot change it as long as a
/// and b are not products that round (inlined, a + x*y could fuse while
/// sum - a uses the rounded product): every caller passes input numbers,
/// exact products or sums.
template <class W>
OBB2D_ALWAYS_INLINE void two_sum(const W& a, const W& b, W& sum, W& error) noexcept {
  const W rounded = a + b;  // sum may be a or b (two_sum(q, x, q, e)): written last
  error = two_sum_error(a, b, rounded);
  sum = rounded;
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
/// Capacity 64 is enough for the at most 28 terms one sum adds (each add
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

  /// The sign of the exact sum, or uncertain.
  GapSign sign() const noexcept {
    if (magnitudes_ == 0) return to_gap_sign(sign_of(sum_));
    const double total = sum_ + errors_;
    if (magnitudes_ >= 0x1p-900 && magnitude_of(total) > error_coefficient * magnitudes_) {
      return to_gap_sign(sign_of(total));
    }
    return GapSign::uncertain;
  }

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


/// Whether a + b == c + d exactly, or (with e, f) a + b + e == c + d + f:
/// every value enters a wide fixed-point sum as value * 1, which is exact.
inline bool is_exact_sum_equal(std::initializer_list<double> left,
                               std::initializer_list<double> right) noexcept {
  WideFixedPoint difference;
  for (const double value : left) difference.add_product(+1, value, 1.0);
  for (const double value : right) difference.add_product(-1, value, 1.0);
  return difference.sign() == 0;
}

/// Whether a double can enter an expansion as a TwoProduct factor:
/// zero, or a magnitude in [2^-480, 2^480). Then every product is within
/// [2^-960, 2^960), its rounding error is a multiple of 2^-1064 (so exactly
/// representable: TwoProduct is exact) and no sum of 32 of them overflows.
/// Read off the biased exponent (1023 + e for 2^e <= |value| < 2^(e+1)):
/// branch-free and cheap.
inline bool is_within_expansion_range(double value) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  const std::uint64_t magnitude_bits = bits & ~(std::uint64_t(1) << 63);
  const std::uint64_t biased_exponent = magnitude_bits >> 52;
  return (magnitude_bits == 0) | (biased_exponent - (1023 - 480) < 960);
}

/// Whether both coordinates can enter an expansion (floats always; doubles
/// within is_within_expansion_range).
template <class T>
bool is_within_expansion_range(const Vec2<T>& p) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    (void)p;
    return true;
  } else {
    const bool is_x_in_range = is_within_expansion_range(p.x), is_y_in_range = is_within_expansion_range(p.y);
    return is_x_in_range & is_y_in_range;
  }
}

/// One term x * y of a sum of products of stored numbers (a sign is put on a
/// factor: negation is exact).
template <class T>
struct Product {
  T x, y;
};

/// The exact sign of the sum of the products, once a filter could not tell:
/// an expansion of their exact TwoProduct pairs when every factor is in
/// expansion range (at most 14 products: 28 components, each below 2^960),
/// else the wide fixed-point integer.
template <class T, std::size_t count>
OBB2D_NOINLINE int exact_products_sign(const Product<T> (&terms)[count]) noexcept {
  static_assert(count <= 14, "the expansion's capacity and range are argued for 14 products");
  bool are_in_range = true;
  for (const Product<T>& term : terms) are_in_range &= is_within_expansion_range(Vec2<T>{term.x, term.y});
  if (are_in_range) {
    Expansion sum;
    for (const Product<T>& term : terms) {
      const double product = double(term.x) * double(term.y);
      sum.add(product);
      if constexpr (std::is_same_v<T, double>) sum.add(product_error(term.x, term.y, product));
    }
    return sum.sign();
  }
  WideFixedPoint sum;
  for (const Product<T>& term : terms) sum.add_product(+1, double(term.x), double(term.y));
  return sum.sign();
}

// ===========================================================================
// The gap on one axis, and its trees
// ===========================================================================
//
// For an axis n, with d = cB - cA, the gap is
//     gap(n) = |d . n| - |uA . n| - |vA . n| - |uB . n| - |vB . n|
//   gap > 0: this axis separates A and B (disjoint)
//   gap = 0: the projections meet in one value (at most touching)
//   gap < 0: the projections overlap with positive length
// The candidate axes of a pair are numbered 0..5: the coordinate axes
// x = (1, 0) and y = (0, 1), then the edge axes perp(w) = (-w.y, w.x) of
// w = uA, vA, uB, vB.
//   coordinate axes: the gap is a signed sum of 6 input numbers, e.g.
//       |cB.x - cA.x| - |uA.x| - |vA.x| - |uB.x| - |vB.x|;
//   edge axes: x . n is cross(w, x) = w.x*x.y - w.y*x.x, so the gap is a
//       signed sum of 12 products of two input numbers (one radius term is
//       cross(w, w) = 0).
// An edge vector with one zero component is parallel to a coordinate axis
// (its n is |w| times one, up to sign, and the gap scales by |w|), so it has
// that axis's sign and is skipped; a zero edge vector is no axis at all.
//
// Each sign is decided by a ladder of steps, cheapest first, each either
// certain or uncertain:
//   coordinate axis: filter, error-free recomputation, error sum, exact sum;
//   edge axis:       filter, grid test, error-free recomputation,
//                    (doubles:) exact-products step, compensated sum, exact
//                    sum.
// The hot path (filter_axis_signs) runs the filters of all six axes and the
// coordinate axes' recomputation; the rest, rare, runs in the cold path:
// the edge axes' grid test or else their recomputation, all four at once
// (find_exact_edge_signs), then one
// function per predicate (coordinate_gap_sign, edge_gap_sign,
// has_zero_area), each exact gap by placed_gap_sign.
// This section holds the trees those steps evaluate, each written once.

/// A coordinate axis's sums, as its filter computes them in W's arithmetic:
/// d = fl(cB - cA), the radius r = (|uA| + |vA|) + (|uB| + |vB|), and the
/// magnitude sum S = r + (|cA| + |cB|) that bounds the gap's error.
template <class W>
struct CoordinateSums {
  W distance;    ///< d
  W radius;      ///< r
  W magnitudes;  ///< S
};

template <class W>
OBB2D_ALWAYS_INLINE CoordinateSums<W> sum_coordinate_axis(const W& center_a, const W& center_b, const W& u_a,
                                                          const W& v_a, const W& u_b, const W& v_b) noexcept {
  const W radius = (magnitude_of(u_a) + magnitude_of(v_a)) + (magnitude_of(u_b) + magnitude_of(v_b));
  return {center_b - center_a, radius, radius + (magnitude_of(center_a) + magnitude_of(center_b))};
}

/// The coordinate filter's gap: |d| - r.
template <class W>
OBB2D_ALWAYS_INLINE W coordinate_gap(const CoordinateSums<W>& sums) noexcept {
  return magnitude_of(sums.distance) - sums.radius;
}

/// cross(p, q) = p.x * q.y - p.y * q.x.
template <class W>
OBB2D_ALWAYS_INLINE W cross(const W& p_x, const W& p_y, const W& q_x, const W& q_y) noexcept {
  return p_x * q_y - p_y * q_x;
}

/// The edge filter's gap for the axis perp(w), given the magnitudes of its
/// three radius crosses m1, m2, m3 (cross(w, w) = 0 is left out):
///     gap = |cross(w, d)| - ((m1 + m2) + m3).
template <class W>
OBB2D_ALWAYS_INLINE W edge_gap(const W& w_x, const W& w_y, const W& d_x, const W& d_y, const W& m1, const W& m2,
                               const W& m3) noexcept {
  return magnitude_of(cross(w_x, w_y, d_x, d_y)) - ((m1 + m2) + m3);
}

/// A computed gap's certified signs: positive where it exceeds its error
/// bound, negative where it is below minus the bound; neither within the
/// bound, or for NaN. A zero gap is never certified here (even with a zero
/// bound): the error-free recomputation certifies zeros.
template <class W>
struct SignMasks {
  MaskOf<W> positive;
  MaskOf<W> negative;
};

template <class W>
OBB2D_ALWAYS_INLINE SignMasks<W> certify(const W& gap, const W& bound) noexcept {
  return {gap > bound, gap < -bound};
}

/// The error-free recomputation of a coordinate gap: the filter's tree in
/// double with TwoSum at every addition,
///     cB - cA = distance + e0,  |uA| + |vA| = p + e1,  |uB| + |vB| = q + e2,
///     p + q = radius + e3,      |distance| - radius = gap + e4,
/// all exactly (an overflow, an infinite or a NaN number makes an error
/// NaN). When every e_i is 0 the gap is exact.
template <class W>
struct CoordinateRecomputation {
  W distance;   ///< fl(cB - cA)
  W gap;        ///< fl(|distance| - radius)
  W errors[5];  ///< e0 .. e4
};

template <class W>
OBB2D_ALWAYS_INLINE CoordinateRecomputation<W> recompute_coordinate_gap(const W& center_a, const W& center_b,
                                                                        const W& u_a, const W& v_a, const W& u_b,
                                                                        const W& v_b) noexcept {
  CoordinateRecomputation<W> parts;
  W* const e = parts.errors;
  W first, second, radius;
  two_sum(center_b, -center_a, parts.distance, e[0]);
  two_sum(magnitude_of(u_a), magnitude_of(v_a), first, e[1]);
  two_sum(magnitude_of(u_b), magnitude_of(v_b), second, e[2]);
  two_sum(first, second, radius, e[3]);
  two_sum(magnitude_of(parts.distance), -radius, parts.gap, e[4]);
  return parts;
}

/// Whether the recomputation rounded nowhere (NaN and infinite errors
/// compare unequal to 0).
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_exact(const CoordinateRecomputation<W>& parts) noexcept {
  const W* const e = parts.errors;
  const W magnitudes = ((magnitude_of(e[0]) + magnitude_of(e[1])) + (magnitude_of(e[2]) + magnitude_of(e[3]))) +
                       magnitude_of(e[4]);
  return magnitudes == splat<W>(0);
}

/// The error-free recomputation of the edge gap of perp(w), whose other
/// edges are x1, x2, x3: the filter's tree with TwoSum at every addition,
/// for input whose every product here is exact (are_edge_products_exact).
/// Returns the sum of the |errors| (0: nothing rounded, so `gap` is exact;
/// NaN or infinite errors compare unequal to 0).
template <class W>
OBB2D_ALWAYS_INLINE W recompute_edge_gap(const W& w_x, const W& w_y, const W& d_x, const W& d_y, const W& x1_x,
                                         const W& x1_y, const W& x2_x, const W& x2_y, const W& x3_x, const W& x3_y,
                                         W& gap) noexcept {
  W distance, c1, c2, c3, first, radius, error;
  two_sum(w_x * d_y, -(w_y * d_x), distance, error);
  W errors = magnitude_of(error);
  two_sum(w_x * x1_y, -(w_y * x1_x), c1, error);
  errors = errors + magnitude_of(error);
  two_sum(w_x * x2_y, -(w_y * x2_x), c2, error);
  errors = errors + magnitude_of(error);
  two_sum(w_x * x3_y, -(w_y * x3_x), c3, error);
  errors = errors + magnitude_of(error);
  two_sum(magnitude_of(c1), magnitude_of(c2), first, error);
  errors = errors + magnitude_of(error);
  two_sum(first, magnitude_of(c3), radius, error);
  errors = errors + magnitude_of(error);
  two_sum(magnitude_of(distance), -radius, gap, error);
  return errors + magnitude_of(error);
}

/// Whether d is exact (its TwoSum error 0) and short enough for
/// recompute_edge_gap, on one coordinate (x or y: the centers' components
/// on it and the filter's d): for float input (numbers widened to double)
/// at most 29 significant bits, so that its products with 24-bit floats fit
/// in 53; for double input at most 27, with edge components of at most 26.
template <class T, class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_short_exact_distance(const W& center_a, const W& center_b,
                                                      const W& distance) noexcept {
  const MaskOf<W> is_distance_exact = two_sum_error(center_b, -center_a, distance) == splat<W>(0);
  return is_distance_exact & has_short_significand(distance, std::is_same_v<T, float> ? 29 : 27);
}

/// Whether every product recompute_edge_gap forms is exact, as far as one
/// coordinate can tell; a pair qualifies when both do. For float input
/// products of two floats always are, so a short exact d suffices
/// (is_short_exact_distance); for double input every edge component must
/// have at most 26 bits too, and no number may be so large or so small that
/// a product overflows or underflows (are_edges_short_and_in_range).
template <class T, class W>
OBB2D_ALWAYS_INLINE MaskOf<W> are_edge_products_exact(const W& center_a, const W& center_b, const W& distance,
                                                      MaskOf<W> are_edges_short) noexcept {
  const MaskOf<W> is_distance_short = is_short_exact_distance<T>(center_a, center_b, distance);
  if constexpr (std::is_same_v<T, float>) {
    (void)are_edges_short;
    return is_distance_short;
  } else {
    return is_distance_short & are_edges_short;
  }
}

/// Whether x lies in (0, 2^-480) or (-2^-480, 0), lane by lane.
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_tiny(const W& x) noexcept {
  const W smallest = splat<W>(0x1p-480), zero = splat<W>(0);
  return (magnitude_of(x) < smallest) & (x != zero);
}

/// For double input, on one coordinate: whether every edge component has
/// at most 26 significant bits, S is below 2^480 (so every number is) and
/// no number lies in (0, 2^-480). Then every product of two edge
/// components, or of one and a short d, is exact and normal (a non-zero one
/// is at least 2^-1012: d is a multiple of the centers' ulps, at least
/// 2^-532), and no sum of 24 of them overflows. The exact-products step
/// (edge_gap_sign) needs the same.
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> are_edges_short_and_in_range(const W& center_a, const W& center_b, const W& u_a,
                                                           const W& v_a, const W& u_b, const W& v_b,
                                                           const W& magnitudes) noexcept {
  // Named masks, not calls, on the right of & and |: for W = double they
  // are bools, and clang's -Wbitwise-instead-of-logical flags a call there.
  const MaskOf<W> is_u_a_short = has_short_significand(u_a, 26), is_v_a_short = has_short_significand(v_a, 26);
  const MaskOf<W> is_u_b_short = has_short_significand(u_b, 26), is_v_b_short = has_short_significand(v_b, 26);
  const MaskOf<W> is_center_a_tiny = is_tiny(center_a), is_center_b_tiny = is_tiny(center_b);
  const MaskOf<W> is_u_a_tiny = is_tiny(u_a), is_v_a_tiny = is_tiny(v_a);
  const MaskOf<W> is_u_b_tiny = is_tiny(u_b), is_v_b_tiny = is_tiny(v_b);
  const MaskOf<W> are_short = (is_u_a_short & is_v_a_short) & (is_u_b_short & is_v_b_short);
  const MaskOf<W> is_any_tiny = (is_center_a_tiny | is_center_b_tiny) | (is_u_a_tiny | is_v_a_tiny) |
                                (is_u_b_tiny | is_v_b_tiny);
  return and_not(are_short & (magnitudes < splat<W>(0x1p+480)), is_any_tiny);
}

/// The grid test. Let M be at least |d| + r on both coordinates (d and r as
/// the filter computes them in double) and 2^e <= M < 2^(e+1), and call
/// Q = 2^(e-25) the grid. When d is exact and d and all 8 edge components
/// are multiples of Q, every number the edge filter evaluates is exact, so
/// each edge gap it computes is the true gap and its sign certain, zero
/// included:
///   - by monotonic rounding, |d| and every |edge component| is at most the
///     computed M, so below 2^(e+1): each is k*Q with |k| < 2^26;
///   - a product of two of them is a multiple of Q^2 below 2^(2e+2), so
///     k*Q^2 with |k| < 2^52: exact;
///   - every partial sum of an edge gap's tree is a multiple of Q^2 bounded
///     by |w.x| * (|d.y| + r_y) + |w.y| * (|d.x| + r_x) <= 2*M^2 < 2^53*Q^2
///     (r is exact: a sum of multiples of Q below 2^(e+3)): exact.
/// With 2^-460 < M < 2^460 nothing overflows or underflows (Q^2 >= 2^-970;
/// NaN and infinite M fail). x is a multiple of Q exactly when rounding it
/// to one leaves it unchanged: with C = 1.5 * 2^(e+27), x + C lies in
/// [2^(e+27), 2^(e+28)) for |x| < 2^(e+1), where the spacing is Q, and the
/// subtraction of C is exact (Sterbenz). So (x + C) - C == x tests it, lane
/// by lane; ties and the sign of zero do not matter.
/// Returns C for the grid of M (lane by lane; +inf or NaN when M is).
template <class W>
OBB2D_ALWAYS_INLINE W grid_rounding_constant(const W& reach) noexcept {
  return binade_of(reach) * splat<W>(0x1.8p+27);
}

/// Whether x is a multiple of the grid whose rounding constant is C.
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_on_grid(const W& x, const W& rounding_constant) noexcept {
  return (x + rounding_constant) - rounding_constant == x;
}

/// Whether the grid test's M lies in (2^-460, 2^460).
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_within_grid_range(const W& reach) noexcept {
  const MaskOf<W> is_above_low = splat<W>(0x1p-460) < reach, is_below_high = reach < splat<W>(0x1p+460);
  return is_above_low & is_below_high;
}

/// The grid test for one pair, its edges in lanes (x, y) and d and r as the
/// filter computed them, d known to be exact (is_short_exact_distance):
/// M = (|dx| + rx) + (|dy| + ry).
OBB2D_ALWAYS_INLINE bool are_edge_gaps_on_grid(const Lanes2& u_a, const Lanes2& v_a, const Lanes2& u_b,
                                               const Lanes2& v_b, const Lanes2& distance,
                                               const Lanes2& radius) noexcept {
  const Lanes2 coordinate_reach = magnitude_of(distance) + radius;
  const Lanes2 reach = coordinate_reach + swapped(coordinate_reach);
  const Lanes2 rounding = grid_rounding_constant(reach);
  const MaskOf<Lanes2> are_a_on_grid = is_on_grid(u_a, rounding) & is_on_grid(v_a, rounding);
  const MaskOf<Lanes2> are_b_on_grid = is_on_grid(u_b, rounding) & is_on_grid(v_b, rounding);
  const MaskOf<Lanes2> is_distance_on_grid = is_on_grid(distance, rounding);
  return lane_bits((is_within_grid_range(reach) & is_distance_on_grid) & (are_a_on_grid & are_b_on_grid)) == 0x3u;
}

/// What the two area products of a box show, for boxes given as their edge
/// components: the area cross(u, v) = u.x*v.y - u.y*v.x is proven non-zero
/// when the rounded products differ (rounding is monotonic; a comparison,
/// not a difference, which contraction into an fma could spoil), and
/// proven zero for float input when they are equal (products of floats are
/// exact in double), for double input when each product has a zero factor.
template <class W>
struct AreaMasks {
  MaskOf<W> is_nonzero;
  MaskOf<W> is_zero;
};

template <class T, class W>
OBB2D_ALWAYS_INLINE AreaMasks<W> find_area_facts(const W& u_x, const W& u_y, const W& v_x, const W& v_y) noexcept {
  const W first = u_x * v_y, second = u_y * v_x;
  if constexpr (std::is_same_v<T, float>) {
    return {first != second, first == second};
  } else {
    const W zero = splat<W>(0);
    return {first != second, MaskOf<W>(((u_x == zero) | (v_y == zero)) & ((u_y == zero) | (v_x == zero)))};
  }
}

/// Whether edge w gives an axis of its own: both components non-zero (NaN
/// counts as non-zero).
template <class W>
OBB2D_ALWAYS_INLINE MaskOf<W> is_oblique(const W& w_x, const W& w_y) noexcept {
  const W zero = splat<W>(0);
  return (w_x != zero) & (w_y != zero);
}

// ===========================================================================
// The filter and its error bounds
// ===========================================================================
//
// The filter evaluates each gap with the trees above:
//   coordinate, in T:  gap = |fl(cB.x - cA.x)| - r,
//                      r   = (|uA.x| + |vA.x|) + (|uB.x| + |vB.x|)
//   edge, in double:   dn  = w.x*d.y - w.y*d.x,  d = fl(cB - cA) in double
//                      r   = (|c1| + |c2|) + |c3|,  ci = w.x*xi.y - w.y*xi.x
//                      gap = |dn| - r
// (balanced trees: short dependency chains, and shallow error trees; the
// fourth radius term cross(w, w) is 0 and left out).
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
//       is exact in double; a radius leaf passes ci, 2 additions and gap:
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
// rounding, they stay below 16 * 2^-1074. The absolute term is larger: the
// smallest normal double, 2^-1022, because the term is the addend of the
// bound's last product and sum, which a build with FMA contracts into one
// fma, and an fma with a subnormal operand takes a microcode assist on x86
// (it made classify<double> three times slower there). A tiny gap the
// larger term leaves uncertain goes on to the exact steps. Float products
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

/// The absolute term of the edge-axis filter's bound: underflow of products,
/// as the smallest normal double (above).
template <class T>
inline constexpr double edge_filter_absolute_term =
    std::is_same_v<T, float> ? 0.0 : std::numeric_limits<double>::min();


/// The edge filter's error bound for the axis perp(w), from the magnitude
/// sums Sx, Sy (above): coefficient * (|w.x| * Sy + |w.y| * Sx), plus the
/// absolute term for double input.
template <class T, class W>
OBB2D_ALWAYS_INLINE W edge_bound(const W& w_x, const W& w_y, const W& s_x, const W& s_y) noexcept {
  const W bound = filter_error_coefficient<double>(edge_filter_depth<T>) *
                  (magnitude_of(w_x) * s_y + magnitude_of(w_y) * s_x);
  if constexpr (std::is_same_v<T, float>) {
    return bound;
  } else {
    return bound + splat<W>(edge_filter_absolute_term<T>);
  }
}

#if defined(OBB2D_COUNT_FILTER_FAILURES)
/// Counters of the steps axes reach (benchmarks only; not thread-safe).
struct FilterCounters {
  unsigned long long axes_filtered = 0;   ///< axes the filter evaluated
  unsigned long long axes_past_filter = 0;  ///< of those, how many it left uncertain
  unsigned long long axes_exact = 0;      ///< axes that reached an exact sum
};
inline FilterCounters filter_counters;
#endif

/// Counts what the filter evaluated and left uncertain (benchmarks only).
OBB2D_ALWAYS_INLINE void count_filtered([[maybe_unused]] unsigned evaluated_axes,
                                        [[maybe_unused]] unsigned uncertain_axes) noexcept {
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  for (int axis = 0; axis < 6; ++axis) {
    filter_counters.axes_filtered += (evaluated_axes >> axis) & 1u;
    filter_counters.axes_past_filter += (uncertain_axes >> axis) & 1u;
  }
#endif
}

/// Counts an axis that reached an exact sum (benchmarks only).
OBB2D_ALWAYS_INLINE void count_exact() noexcept {
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  ++filter_counters.axes_exact;
#endif
}

// ===========================================================================
// The hot path: the filters of all six axes
// ===========================================================================

/// The signs certified for the six candidate axes of a pair, as bit sets:
/// bit i is axis i (0: x, 1: y, 2..5: perp(uA), perp(vA), perp(uB),
/// perp(vB)). An axis in none of the three sets is uncertain.
struct AxisSigns {
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
};

/// The bits of all six axes in AxisSigns.
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

/// Everything the hot path learnt about a pair, handed to the cold path
/// so that no step there computes it again. Default-constructed it says
/// "nothing known", which every step below accepts.
struct Filtered {
  AxisSigns signs;               ///< what the hot path certified
  unsigned evaluated_axes = 0;   ///< axes the filter evaluated (for the counters)
  unsigned nonzero_areas = 0;    ///< boxes (bit 0: A, bit 1: B) whose area is proven non-zero
  unsigned zero_areas = 0;       ///< boxes whose area is proven zero
  bool has_coordinate_parts = false;  ///< coordinate_parts holds the recomputation
  bool are_edges_short = false;  ///< double input: are_edges_short_and_in_range on x and y
  CoordinateRecomputation<Lanes2> coordinate_parts;  ///< lanes (x, y), when has_coordinate_parts
  Lanes2 distance;               ///< (dx, dy) in double, when an edge is oblique
  Lanes2 magnitudes;             ///< (Sx, Sy) in double, when an edge is oblique
  Lanes2 radius;                 ///< (rx, ry) in double, when an edge is oblique
  Lanes2 gap_a;                  ///< the edge filter's gaps of uA, vA, when an edge is oblique
  Lanes2 gap_b;                  ///< the edge filter's gaps of uB, vB, when an edge is oblique
};

/// The axis bits of masks in lanes (uA, vA) and (uB, vB).
OBB2D_ALWAYS_INLINE unsigned edge_bits(MaskOf<Lanes2> lanes_a, MaskOf<Lanes2> lanes_b) noexcept {
  return (lane_bits(lanes_a) | lane_bits(lanes_b) << 2) << 2;
}

/// The hot path for every axis of a pair, given its coordinate sums
/// in T, with as few branches as the data allows:
///   the coordinate filter in T; when it leaves an axis uncertain (flush
///     boxes), the error-free recomputation of both in lanes (x, y), the
///     only source of a certified zero on these axes;
///   the shape facts: oblique edges, proven areas;
///   when some edge is oblique, the edge filter in double, two axes per
///     Lanes2: (uA, vA) and (uB, vB); what it leaves uncertain (contacts of
///     turned boxes) goes to the cold path, with its d and S.
/// Edges that are not oblique are recorded negative (see above).
///
/// The edge filter shares its cross products: each of the six crosses of
/// two edges serves two axes (negation is exact), as the magnitudes
///     straight = (|uA x uB|, |vA x vB|),  crossed = (|uA x vB|, |vA x uB|),
///     own = (|uA x vA|, |uB x vB|),
/// so lane uA's radius is (|uA x uB| + |uA x vB|) + |uA x vA|, and so on: the
/// tree of edge_gap.
///
/// Overflow. A coordinate gap is infinite only with an infinite bound:
/// rounding is monotonic, so |fl(cB.x - cA.x)| <= fl(|cA.x| + |cB.x|) <= Sx,
/// and r <= Sx. So an axis the bound certifies has a finite bound, which
/// proves its six numbers finite. An axis a recomputation certifies has
/// TwoSum errors that are finite and 0, which an infinite or NaN number or
/// an overflow prevents (they make an error NaN). So both coordinate axes
/// certain prove all 12 numbers finite. An edge gap may overflow while its
/// bound does not (near DBL_MAX), so the filter's edge signs count only
/// when every |edge gap| is finite (summed in pairs). An oblique edge's
/// bound is never 0 (for float input |w.x| * Sy >= 2^-298 in double; for
/// double input the absolute term).
template <class T>
OBB2D_ALWAYS_INLINE Filtered filter_axis_signs(const Box<T>& a, const Box<T>& b, const CoordinateSums<T>& x,
                                               const CoordinateSums<T>& y) noexcept {
  Filtered filtered;
  AxisSigns& signs = filtered.signs;
  const T coordinate_coefficient = filter_error_coefficient<T>(coordinate_filter_depth);
  const SignMasks<T> x_signs = certify(coordinate_gap(x), coordinate_coefficient * x.magnitudes);
  const SignMasks<T> y_signs = certify(coordinate_gap(y), coordinate_coefficient * y.magnitudes);
  signs.positive = unsigned(x_signs.positive) | unsigned(y_signs.positive) << 1;
  signs.negative = unsigned(x_signs.negative) | unsigned(y_signs.negative) << 1;
  const Lanes2 center_a = load_lanes(a.center), center_b = load_lanes(b.center);
  const Lanes2 u_a = load_lanes(a.u), v_a = load_lanes(a.v), u_b = load_lanes(b.u), v_b = load_lanes(b.v);
  const Lanes2 zero = splat<Lanes2>(0);
  const unsigned uncertain_coordinates = ~signs.certain() & 0x3u;
  count_filtered(0x3u, uncertain_coordinates);
  if (uncertain_coordinates != 0) {  // flush boxes: exact zeros
    const CoordinateRecomputation<Lanes2> parts = recompute_coordinate_gap(center_a, center_b, u_a, v_a, u_b, v_b);
    const MaskOf<Lanes2> is_certain = is_exact(parts);
    signs.positive |= lane_bits(is_certain & (parts.gap > zero)) & uncertain_coordinates;
    signs.negative |= lane_bits(is_certain & (parts.gap < zero)) & uncertain_coordinates;
    signs.zero |= lane_bits(is_certain & (parts.gap == zero)) & uncertain_coordinates;
    if ((~signs.certain() & 0x3u) != 0) {
      filtered.coordinate_parts = parts;
      filtered.has_coordinate_parts = true;
    }
  }

  // Shape facts: the edge components in lanes (uA, vA) and (uB, vB), and
  // the area factors in lanes (A, B).
  const Lanes2 a_x = low_lanes(u_a, v_a), a_y = high_lanes(u_a, v_a);
  const Lanes2 b_x = low_lanes(u_b, v_b), b_y = high_lanes(u_b, v_b);
  const unsigned oblique_edges = lane_bits(is_oblique(a_x, a_y)) | lane_bits(is_oblique(b_x, b_y)) << 2;
  const Lanes2 u_x = low_lanes(u_a, u_b), u_y = high_lanes(u_a, u_b);
  const Lanes2 v_x = low_lanes(v_a, v_b), v_y = high_lanes(v_a, v_b);
  const AreaMasks<Lanes2> areas = find_area_facts<T>(u_x, u_y, v_x, v_y);
  filtered.nonzero_areas = lane_bits(areas.is_nonzero);
  filtered.zero_areas = lane_bits(areas.is_zero);
  filtered.evaluated_axes = 0x3u | oblique_edges << 2;
  signs.negative |= (~oblique_edges & 0xfu) << 2;
  if (oblique_edges == 0) return filtered;

  // The edge filter. d and S in double: for double input the coordinate
  // sums, for float input the same trees in double.
  Lanes2 distance, radius, magnitudes;
  if constexpr (std::is_same_v<T, double>) {
    distance = Lanes2{{x.distance, y.distance}};
    radius = Lanes2{{x.radius, y.radius}};
    magnitudes = Lanes2{{x.magnitudes, y.magnitudes}};
  } else {
    const CoordinateSums<Lanes2> wide = sum_coordinate_axis(center_a, center_b, u_a, v_a, u_b, v_b);
    distance = wide.distance;
    radius = wide.radius;
    magnitudes = wide.magnitudes;
  }
  const Lanes2 d_x = low_lanes(distance, distance), d_y = high_lanes(distance, distance);
  const Lanes2 s_x = low_lanes(magnitudes, magnitudes), s_y = high_lanes(magnitudes, magnitudes);
  const Lanes2 straight = magnitude_of(cross(a_x, a_y, b_x, b_y));
  const Lanes2 crossed = magnitude_of(cross(a_x, a_y, swapped(b_x), swapped(b_y)));
  const Lanes2 own = magnitude_of(cross(u_x, u_y, v_x, v_y));
  const Lanes2 gap_a = edge_gap(a_x, a_y, d_x, d_y, straight, crossed, low_lanes(own, own));
  const Lanes2 gap_b = edge_gap(b_x, b_y, d_x, d_y, straight, swapped(crossed), high_lanes(own, own));
  const SignMasks<Lanes2> a_signs = certify(gap_a, edge_bound<T>(a_x, a_y, s_x, s_y));
  const SignMasks<Lanes2> b_signs = certify(gap_b, edge_bound<T>(b_x, b_y, s_x, s_y));
  const MaskOf<Lanes2> are_finite =
      magnitude_of(gap_a) + magnitude_of(gap_b) < splat<Lanes2>(std::numeric_limits<double>::infinity());
  const unsigned oblique_axes = oblique_edges << 2;
  const unsigned counted_axes = lane_bits(are_finite) == 0x3u ? oblique_axes : 0u;
  signs.positive |= edge_bits(a_signs.positive, b_signs.positive) & counted_axes;
  signs.negative |= edge_bits(a_signs.negative, b_signs.negative) & counted_axes;

  filtered.distance = distance;
  filtered.radius = radius;
  filtered.magnitudes = magnitudes;
  filtered.gap_a = gap_a;
  filtered.gap_b = gap_b;
  count_filtered(oblique_axes, oblique_axes & ~signs.certain());
  return filtered;
}

// ===========================================================================
// The cold path: the rest of each ladder, one function per predicate
// ===========================================================================

/// A coordinate of a point: axis 0 is x, 1 is y.
template <class T>
constexpr T component(const Vec2<T>& p, int axis) noexcept {
  return axis == 0 ? p.x : p.y;
}

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
  const Vec2<T>* const edges[4] = {&a.u, &a.v, &b.u, &b.v};  // indexed: no branch on i
  return *edges[i - 2];
}

// ---------------------------------------------------------------------------
// The exact gap, the last step of every ladder
// ---------------------------------------------------------------------------
//
// A "placed box" is a center that is a signed sum of input vectors, and
// zero, one or two half-edges: a box itself, and (for witnesses, below) a
// corner or an edge of one. The gap of two of them on the axis perp(w) is
// one signed sum of products of input numbers, so its sign is exact
// (exact_products_sign); a coordinate axis is perp(w) for w = (0, -1) (x)
// or (1, 0) (y).

/// The exact sign of cross(w, x) = w.x * x.y - w.y * x.x.
template <class T>
int exact_cross_sign(const Vec2<T>& w, const Vec2<T>& x) noexcept {
  const Product<T> cross[] = {{w.x, x.y}, {-w.y, x.x}};
  return exact_products_sign(cross);
}

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

/// The exact sign of the gap between placed boxes p and q on the axis
/// perp(w): |cross(w, center_q - center_p)| - sum of |cross(w, h)|, as one
/// signed sum of products of input numbers (exact_products_sign). A placed
/// box has at most three vectors, center terms and half-edges together, so
/// the gap has at most 12 products, the distance too.
template <class T>
int placed_gap_sign(const Vec2<T>& w, const PlacedBox<T>& p, const PlacedBox<T>& q) noexcept {
  Product<T> distance[12] = {}, gap[12] = {};  // zero products add nothing
  int count = 0;
  const auto add_cross = [&w, &count](Product<T>* terms, T sign, const Vec2<T>& x) {  // sign * cross(w, x)
    terms[count++] = {sign * w.x, x.y};
    terms[count++] = {-sign * w.y, x.x};
  };
  for (int k = 0; k < q.center_count; ++k) add_cross(distance, T(q.center_signs[k]), *q.center_terms[k]);
  for (int k = 0; k < p.center_count; ++k) add_cross(distance, T(-p.center_signs[k]), *p.center_terms[k]);
  const T sigma = T(exact_products_sign(distance));
  for (int i = 0; i < count; ++i) gap[i] = {sigma * distance[i].x, distance[i].y};
  for (const PlacedBox<T>* box : {&p, &q}) {
    for (int k = 0; k < box->half_edge_count; ++k) {
      const Vec2<T>& h = *box->half_edges[k];
      add_cross(gap, T(-exact_cross_sign(w, h)), h);
    }
  }
  return exact_products_sign(gap);
}

/// A box as a placed box: its center and both half-edges.
template <class T>
PlacedBox<T> make_placed_box(const Box<T>& box) noexcept {
  return {{1, 0, 0}, {&box.center, nullptr, nullptr}, 1, {&box.u, &box.v}, 2};
}

// ---------------------------------------------------------------------------
// The sign of a coordinate-axis gap
// ---------------------------------------------------------------------------
//
//   1. filter                    (hot path: bound derived above)
//   2. error-free recomputation  (hot path: exact when nothing rounded)
//   3. error sum                 (below: exact when the errors' sum is)
//   4. exact sum                 (the placed gap, above)
//
// The error sum takes the recomputation's parts (recompute_coordinate_gap):
// |cB - cA| = |distance| + sigma * e0, sigma the sign of distance (|e0| <
// |distance|; distance = 0 only when the difference is 0, and then e0 = 0).
// So the exact gap is
//     gap + (e4 + sigma * e0 - e1 - e2 - e3),
// and when a chain of TwoSums over those five errors leaves errors of its
// own that are all 0, its sum c is exact too; then fl(gap + c) has the
// exact gap's sign (rounding is monotonic, and a sum rounds to 0 only when
// it is 0). It decides one-ulp nudges whose difference rounds, and
// subnormal centers.

/// Lane `axis` of the recomputation's parts.
inline CoordinateRecomputation<double> parts_of_axis(const CoordinateRecomputation<Lanes2>& parts, int axis) noexcept {
  return {lane(parts.distance, axis),
          lane(parts.gap, axis),
          {lane(parts.errors[0], axis), lane(parts.errors[1], axis), lane(parts.errors[2], axis),
           lane(parts.errors[3], axis), lane(parts.errors[4], axis)}};
}

/// The error sum (above).
inline GapSign coordinate_gap_sign_from_error_sum(const CoordinateRecomputation<double>& parts) noexcept {
  const double* const e = parts.errors;
  double correction, f1, f2, f3, f4;
  two_sum(e[4], with_sign_of(1.0, parts.distance) * e[0], correction, f1);
  two_sum(correction, -e[1], correction, f2);
  two_sum(correction, -e[2], correction, f3);
  two_sum(correction, -e[3], correction, f4);
  const double leftover = (magnitude_of(f1) + magnitude_of(f2)) + (magnitude_of(f3) + magnitude_of(f4));
  if (!(leftover == 0)) return GapSign::uncertain;  // NaN too
  return to_gap_sign(sign_of(parts.gap + correction));
}

/// Step 4, the exact sum: the placed gap of the two boxes on the axis.
template <class T>
GapSign exact_coordinate_gap_sign(int axis, const Box<T>& a, const Box<T>& b) noexcept {
  const Vec2<T> w = axis == 0 ? Vec2<T>{T(0), T(-1)} : Vec2<T>{T(1), T(0)};  // perp(w) = (1, 0), (0, 1)
  return to_gap_sign(placed_gap_sign(w, make_placed_box(a), make_placed_box(b)));
}

/// The ladder of a coordinate axis (0: x, 1: y), from the error sum on, for finite
/// input: what the hot path left uncertain, decided.
template <class T>
GapSign coordinate_gap_sign(int axis, const Box<T>& a, const Box<T>& b, const Filtered& filtered) noexcept {
  if (filtered.has_coordinate_parts) {
    const GapSign sign = coordinate_gap_sign_from_error_sum(parts_of_axis(filtered.coordinate_parts, axis));
    if (sign != GapSign::uncertain) return sign;
  }
  count_exact();
  return exact_coordinate_gap_sign(axis, a, b);
}

// ---------------------------------------------------------------------------
// The sign of an edge-axis gap
// ---------------------------------------------------------------------------
//
//   1. filter                    (hot path: bound derived above)
//   2. grid test                 (cold path, the pair at once: every number
//                                 on the grid of M, so the filter's own
//                                 gaps are exact; are_edge_gaps_on_grid)
//   3. error-free recomputation  (cold path, all four axes in lanes: exact
//                                 when every product is exact and nothing
//                                 rounded; steps 2 and 3 both need d exact
//                                 and short, find_exact_edge_signs tests
//                                 that first)
//   4. exact-products step       (double input with short edge components:
//                                 about twice double precision, bound below)
//   5. compensated sum           (of the 24 exact TwoProduct terms, bound at
//                                 CompensatedSum)
//   6. exact sum                 (the placed gap, above)

/// Steps 2 and 3, for the edge axes the filter left uncertain, all four
/// axes at once, two per Lanes2 as in filter_axis_signs: the grid test
/// (are_edge_gaps_on_grid: when the pair passes it, the filter's own gaps
/// are exact and give every such sign, zero included), else the error-free
/// recomputation (exact where every product it forms is exact,
/// are_edge_products_exact, and no sum rounds). Both need d exact and short
/// (on the grid d is k*Q with |k| < 2^26), which is tested first: a pair
/// nudged off a contact has a long d and skips both. For double input it
/// also records whether the exact-products step applies (short edges).
template <class T>
OBB2D_ALWAYS_INLINE void find_exact_edge_signs(const Box<T>& a, const Box<T>& b, Filtered& filtered) noexcept {
  AxisSigns& signs = filtered.signs;
  const unsigned uncertain_edges = filtered.evaluated_axes & ~signs.certain() & 0x3cu;
  if (uncertain_edges == 0) return;
  const Lanes2 center_a = load_lanes(a.center), center_b = load_lanes(b.center);
  const Lanes2 u_a = load_lanes(a.u), v_a = load_lanes(a.v), u_b = load_lanes(b.u), v_b = load_lanes(b.v);
  const Lanes2 zero = splat<Lanes2>(0);
  const bool is_distance_short = lane_bits(is_short_exact_distance<T>(center_a, center_b, filtered.distance)) == 0x3u;
  Lanes2 gap_a = filtered.gap_a, gap_b = filtered.gap_b;
  MaskOf<Lanes2> is_a_exact = zero == zero, is_b_exact = zero == zero;
  if (!is_distance_short || !are_edge_gaps_on_grid(u_a, v_a, u_b, v_b, filtered.distance, filtered.radius)) {
    if constexpr (std::is_same_v<T, double>) {
      filtered.are_edges_short =
          lane_bits(are_edges_short_and_in_range(center_a, center_b, u_a, v_a, u_b, v_b, filtered.magnitudes)) == 0x3u;
      if (!filtered.are_edges_short) return;
    }
    if (!is_distance_short) return;
    const Lanes2 a_x = low_lanes(u_a, v_a), a_y = high_lanes(u_a, v_a);
    const Lanes2 b_x = low_lanes(u_b, v_b), b_y = high_lanes(u_b, v_b);
    const Lanes2 d_x = low_lanes(filtered.distance, filtered.distance);
    const Lanes2 d_y = high_lanes(filtered.distance, filtered.distance);
    // Lane uA's other edges are vA, uB, vB; lane vA's uA, uB, vB; and so on.
    const Lanes2 errors_a = recompute_edge_gap(a_x, a_y, d_x, d_y, swapped(a_x), swapped(a_y), low_lanes(u_b, u_b),
                                               high_lanes(u_b, u_b), low_lanes(v_b, v_b), high_lanes(v_b, v_b), gap_a);
    const Lanes2 errors_b = recompute_edge_gap(b_x, b_y, d_x, d_y, swapped(b_x), swapped(b_y), low_lanes(u_a, u_a),
                                               high_lanes(u_a, u_a), low_lanes(v_a, v_a), high_lanes(v_a, v_a), gap_b);
    is_a_exact = errors_a == zero;
    is_b_exact = errors_b == zero;
  }
  signs.positive |= edge_bits(is_a_exact & (gap_a > zero), is_b_exact & (gap_b > zero)) & uncertain_edges;
  signs.negative |= edge_bits(is_a_exact & (gap_a < zero), is_b_exact & (gap_b < zero)) & uncertain_edges;
  signs.zero |= edge_bits(is_a_exact & (gap_a == zero), is_b_exact & (gap_b == zero)) & uncertain_edges;
}

// The exact-products step, for double input.
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

/// The exact-products step (above), for edge k (0..3: uA, vA, uB,
/// vB): the sign of its axis's gap, or uncertain. Needs
/// are_edges_short_and_in_range on both coordinates, whose magnitude sums
/// Sx, Sy it takes.
inline GapSign edge_gap_sign_from_exact_products(int k, const Box<double>& a, const Box<double>& b,
                                                 double magnitude_x, double magnitude_y) noexcept {
  const Vec2<double> edges[4] = {a.u, a.v, b.u, b.v};
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
    const bool is_distance_exact =
        (magnitude_of(rounding) + magnitude_of(l1)) + ((magnitude_of(l2) + magnitude_of(l3)) + magnitude_of(l4)) == 0;
    const double leaf_magnitudes =
        ((magnitude_of(roundings[0]) + magnitude_of(roundings[1])) + (magnitude_of(roundings[2]) + magnitude_of(r1))) +
        (magnitude_of(r2) + magnitude_of(r3));
    const bool has_leaves = !is_distance_exact | (leaf_magnitudes != 0);
    const bool is_distance_certain = is_distance_exact | is_distance_beyond;
    const bool is_result_certain = !has_leaves | is_result_beyond;
    if (!(is_distance_certain & is_result_certain)) return GapSign::uncertain;
  }
  return to_gap_sign(sign_of(result));
}

/// Whether every number of the box can enter the compensated step (floats
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

/// Whether every number of both boxes can enter the compensated step.
template <class T>
bool is_within_expansion_range(const Box<T>& a, const Box<T>& b) noexcept {
  const bool is_a_in_range = is_within_expansion_range(a), is_b_in_range = is_within_expansion_range(b);
  return is_a_in_range & is_b_in_range;
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

/// Step 5, the compensated sum, for the edge axis perp(w) within expansion
/// range: the 24 exact terms of its gap (the TwoProduct pairs of its 12
/// products, signed by the exact signs of the crosses) summed in two
/// CompensatedSums, one for the distance's sign, one for the gap. Decides
/// every gap whose magnitude is not below about 2^-48 of its rounding
/// errors (ulp-scale near-touching doubles included), and every gap
/// computed without any rounding (0 included); uncertain otherwise.
template <class T>
GapSign compensated_edge_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  const ExactCross center_b = ExactCross::of(w, b.center), center_a = ExactCross::of(w, a.center);
  CompensatedSum distance;
  center_b.add_to(distance, +1);
  center_a.add_to(distance, -1);
  const GapSign distance_sign = distance.sign();
  if (distance_sign == GapSign::uncertain) return GapSign::uncertain;
  const int sigma = static_cast<int>(distance_sign) - 1;

  CompensatedSum gap;  // 2 * 4 + 4 * 4 = 24 terms: compensated_sum_capacity
  center_b.add_to(gap, sigma);
  center_a.add_to(gap, -sigma);
  for (const Vec2<T>* x : {&a.u, &a.v, &b.u, &b.v}) {
    const ExactCross radius = ExactCross::of(w, *x);
    radius.add_to(gap, -radius.sign());
  }
  return gap.sign();
}

/// Step 6, the exact sum, for the edge axis perp(w): the placed gap of the
/// two boxes.
template <class T>
GapSign exact_edge_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  return to_gap_sign(placed_gap_sign(w, make_placed_box(a), make_placed_box(b)));
}

/// The ladder of an edge axis (2..5), from the exact-products step on, for
/// finite input: what the filter, the grid test and the error-free
/// recomputation left uncertain, decided.
template <class T>
GapSign edge_gap_sign(int axis, const Box<T>& a, const Box<T>& b, const Filtered& filtered) noexcept {
  const Vec2<T>& w = axis_edge(axis, a, b);
  if constexpr (std::is_same_v<T, double>) {
    if (filtered.are_edges_short) {
      const GapSign sign = edge_gap_sign_from_exact_products(axis - 2, a, b, lane(filtered.magnitudes, 0),
                                                             lane(filtered.magnitudes, 1));
      if (sign != GapSign::uncertain) return sign;
    }
  }
  if (is_within_expansion_range(a, b)) {
    const GapSign sign = compensated_edge_gap_sign(w, a, b);
    if (sign != GapSign::uncertain) return sign;
  }
  count_exact();
  return exact_edge_gap_sign(w, a, b);
}

// ---------------------------------------------------------------------------
// Whether a box has zero area
// ---------------------------------------------------------------------------
//
//   1. the area products        (hot path, find_area_facts: different
//                                 rounded products prove it non-zero; equal
//                                 exact ones, or zero factors, prove it zero)
//   2. exact cross(u, v)         (exact_cross_sign)

/// Whether box `which` (0: A, 1: B) has zero area, cross(u, v) == 0 exactly.
template <class T>
bool has_zero_area(const Box<T>& box, int which, const Filtered& filtered) noexcept {
  if ((filtered.nonzero_areas >> which) & 1u) return false;
  if ((filtered.zero_areas >> which) & 1u) return true;
  return exact_cross_sign(box.u, box.v) == 0;
}

// ===========================================================================
// The answer
// ===========================================================================

/// A relation and the candidate axis that proves it (-1: none).
struct Decision {
  Relation relation;  ///< the answer
  int axis;           ///< 0..5 as in axis_normal, or -1
};

/// The answer for finite boxes once no axis is positive and none
/// uncertain: an axis with gap 0 makes the boxes touch; else they overlap
/// unless one has zero area.
template <class T>
Decision answer_without_separation(const Box<T>& a, const Box<T>& b, const AxisSigns& signs,
                                   const Filtered& filtered) noexcept {
  if (signs.zero != 0) return {Relation::touching, lowest_axis(signs.zero)};
  const bool is_degenerate = has_zero_area(a, 0, filtered) || has_zero_area(b, 1, filtered);
  return {is_degenerate ? Relation::touching : Relation::overlapping, -1};
}

// answer_from_certain_signs computes the relation as a number.
static_assert(static_cast<int>(Relation::disjoint) == 0 && static_cast<int>(Relation::touching) == 1 &&
                  static_cast<int>(Relation::overlapping) == 2,
              "the relation is disjoint (0), touching (1) or overlapping (2)");

/// The answer once every sign is certain (so every number is finite),
/// without branches: disjoint (0) if an axis separates, else touching (1)
/// if a gap or an area is zero, else overlapping (2). Areas: the filter's
/// facts; for double input an area neither proven non-zero nor zero takes
/// the exact test.
template <class T>
OBB2D_ALWAYS_INLINE Decision answer_from_certain_signs(const Box<T>& a, const Box<T>& b, const AxisSigns& signs,
                                                       const Filtered& filtered) noexcept {
  if constexpr (std::is_same_v<T, double>) {
    // Rare: an area neither proven non-zero nor zero, and nothing else that
    // decides (no positive or zero gap, no zero area). Tested as one
    // unsigned range check, `key` in 1..3, so that it stays one predictable
    // branch (compilers split `a & b` of two tests into two branches).
    const unsigned unknown_areas = ~(filtered.nonzero_areas | filtered.zero_areas) & 0x3u;
    const unsigned deciders = signs.positive | signs.zero | filtered.zero_areas;
    const unsigned key = unknown_areas | deciders << 2;
    if (key - 1u < 0x3u) return answer_without_separation(a, b, signs, filtered);
  }
  const bool is_separated = signs.positive != 0;
  const bool is_touching = (signs.zero != 0) | (filtered.zero_areas != 0);
  const Relation relation = static_cast<Relation>(unsigned(!is_separated) * (2u - unsigned(is_touching)));
  // The axis without branches too: the lowest positive one, else the lowest
  // zero one, else none.
  return {relation, lowest_axis_or_none(is_separated ? signs.positive : signs.zero)};
}

/// The cold path: what the hot path left uncertain. Non-finite input is
/// invalid; then the grid test or else the error-free recomputation of the
/// uncertain edge axes, all at once; then each
/// uncertain axis's ladder, lowest axis first, until one separates; then
/// the answer from the signs, with each area taken from the filter's facts
/// or, where those are unknown (decide_every_axis_exactly knows none),
/// computed exactly (answer_without_separation). Rare, so kept out of line.
template <class T>
OBB2D_NOINLINE Decision decide_uncertain(const Box<T>& a, const Box<T>& b, Filtered& filtered) noexcept {
  // Both coordinate axes certain prove every number finite (see
  // filter_axis_signs); else the numbers are checked.
  const bool are_proven_finite = (filtered.signs.certain() & 0x3u) == 0x3u;
  if (!are_proven_finite && (!is_finite_box(a) || !is_finite_box(b))) return {Relation::invalid, -1};
  find_exact_edge_signs(a, b, filtered);
  AxisSigns signs = filtered.signs;
  for (unsigned uncertain = all_axes & ~signs.certain(); uncertain != 0 && signs.positive == 0;
       uncertain &= uncertain - 1) {
    const int axis = lowest_axis(uncertain);
    signs.record(axis < 2 ? coordinate_gap_sign(axis, a, b, filtered) : edge_gap_sign(axis, a, b, filtered), axis);
  }
  if (signs.positive != 0) return {Relation::disjoint, lowest_axis(signs.positive)};
  return answer_without_separation(a, b, signs, filtered);
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

/// decide() with every axis left to the cold path (whose exact sums never
/// overflow): a zero edge is no axis, so it is certainly not separating.
template <class T>
OBB2D_NOINLINE Decision decide_every_axis_exactly(const Box<T>& a, const Box<T>& b) noexcept {
  Filtered nothing_known;
  for (int i = 2; i < axis_count; ++i) {
    const bool is_zero_edge = axis_edge(i, a, b).x == T(0) && axis_edge(i, a, b).y == T(0);
    nothing_known.signs.negative |= unsigned(is_zero_edge) << i;
  }
  return decide_uncertain(a, b, nothing_known);
}
#endif

/// The dispatcher: two fast exits on a coordinate axis, the hot path of
/// all six axes (filter_axis_signs), then the answer from their
/// signs, computed without branches where they would be hard to predict;
/// uncertain axes and non-finite input go to the cold path.
template <class T>
OBB2D_ALWAYS_INLINE Decision decide(const Box<T>& a, const Box<T>& b) noexcept {
#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY)
  // Here the filters must make no NaN (see OBB2D_IEEE_BEGIN): non-finite
  // input is answered from its bits, and input that could overflow them
  // goes to the cold path.
  if (!is_finite_box(a) || !is_finite_box(b)) return {Relation::invalid, -1};
  if (!is_within_filter_range(a) || !is_within_filter_range(b)) return decide_every_axis_exactly(a, b);
#endif
  // The common case first, in T's arithmetic: the x axis separates, as the
  // bound proves (gap > bound is false for NaN and for an infinite bound,
  // so it also shows the x numbers are finite). Then the y numbers need
  // only be shown finite: their plain sum is finite only if each is (an
  // overflow just falls through). Then the same for y.
  const T coefficient = filter_error_coefficient<T>(coordinate_filter_depth);
  const CoordinateSums<T> x = sum_coordinate_axis(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  if (coordinate_gap(x) > coefficient * x.magnitudes) {
    const T y_sum = ((a.center.y + b.center.y) + (a.u.y + a.v.y)) + (b.u.y + b.v.y);
    if (is_finite_number(y_sum)) return {Relation::disjoint, 0};
  }
  const CoordinateSums<T> y = sum_coordinate_axis(a.center.y, b.center.y, a.u.y, a.v.y, b.u.y, b.v.y);
  if (coordinate_gap(y) > coefficient * y.magnitudes && is_finite_number(x.magnitudes)) {
    return {Relation::disjoint, 1};
  }
  Filtered filtered = filter_axis_signs(a, b, x, y);
  const AxisSigns& signs = filtered.signs;
  if (signs.certain() != all_axes) return decide_uncertain(a, b, filtered);
  // Every sign certain, so every number finite.
  if (filtered.evaluated_axes == 0x3) {
    // Only the coordinate axes (axis-aligned boxes, flush as placement makes
    // them): their signs come late, from the recomputation, and predictably,
    // so branches beat a computed answer here.
    if (signs.positive) return {Relation::disjoint, lowest_axis(signs.positive)};
    if (signs.zero) return {Relation::touching, lowest_axis(signs.zero)};
    if (filtered.nonzero_areas == 0x3u) return {Relation::overlapping, -1};
    return answer_without_separation(a, b, signs, filtered);
  }
  return answer_from_certain_signs(a, b, signs, filtered);
}

// ===========================================================================
// Witnesses
// ===========================================================================
// Features of a box, for witnesses
// ---------------------------------------------------------------------------
//
// A corner of a box is c + s*u + t*v (s, t = ±1), an edge the segment between
// two consecutive corners. Both are placed boxes (see placed_gap_sign), and
// their relation is decided exactly like a box pair's, on the normals of
// their half-edges and the coordinate axes (the same completeness
// argument), every gap by placed_gap_sign.

/// Whether placed boxes p and q meet: no candidate axis has a gap > 0.
template <class T>
bool do_placed_boxes_meet(const PlacedBox<T>& p, const PlacedBox<T>& q) noexcept {
  const Vec2<T> coordinate_axes[2] = {{T(0), T(-1)}, {T(1), T(0)}};  // w of n = (1,0), (0,1)
  const Vec2<T>* axes[6] = {&coordinate_axes[0], &coordinate_axes[1]};
  int axis_total = 2;
  for (const PlacedBox<T>* box : {&p, &q}) {
    for (int k = 0; k < box->half_edge_count; ++k) {
      const Vec2<T>& h = *box->half_edges[k];
      if (h.x != T(0) || h.y != T(0)) axes[axis_total++] = &h;
    }
  }
  for (int i = 0; i < axis_total; ++i) {
    if (placed_gap_sign(*axes[i], p, q) > 0) return false;
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

/// The first witness found for boxes that meet (see certify).
template <class T>
Witness find_witness(const Box<T>& a, const Box<T>& b) noexcept {
  using Kind = Witness::Kind;
  for (unsigned char k = 0; k < 4; ++k) {
    if (do_placed_boxes_meet(make_placed_box(a), make_placed_corner(b, k))) {
      return {Kind::corner_of_b_in_a, 0, k};
    }
  }
  for (unsigned char k = 0; k < 4; ++k) {
    if (do_placed_boxes_meet(make_placed_corner(a, k), make_placed_box(b))) {
      return {Kind::corner_of_a_in_b, k, 0};
    }
  }
  for (unsigned char i = 0; i < 4; ++i) {
    for (unsigned char j = 0; j < 4; ++j) {
      if (do_placed_boxes_meet(make_placed_edge(a, i), make_placed_edge(b, j))) {
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
// point reads the control register (one stmxcsr, mrs, vmrs, frcsr or
// mffs) and, when any of these modes differs from the default, runs in the
// default environment and restores the caller's afterwards. The kernel's
// loads are ordered after the switch by the asm's memory clobber, and its
// result before the restore by passing the result to the asm, so no
// compiler can move the arithmetic across either.
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
#elif defined(OBB2D_FP_CONTROL_ASM)
#if defined(__aarch64__)
/// FPCR: FIZ (bit 0), AH (1), the trap enables IOE..IXE (8-12) and IDE (15),
/// FZ16 (19), rounding (22-23), flush-to-zero (24); the default is all 0.
using FpControl = std::uint64_t;
inline constexpr FpControl fp_control_mode_bits = 0x01c89f03u;
#define OBB2D_READ_FP_CONTROL "mrs %0, fpcr"
#define OBB2D_WRITE_FP_CONTROL "msr fpcr, %0"
#elif defined(__arm__)
/// FPSCR (32-bit ARM with VFP): the same trap enables (8-12, 15), rounding
/// (22-23) and flush-to-zero (24); the default is all 0.
using FpControl = std::uint32_t;
inline constexpr FpControl fp_control_mode_bits = 0x01c09f00u;
#define OBB2D_READ_FP_CONTROL "vmrs %0, fpscr"
#define OBB2D_WRITE_FP_CONTROL "vmsr fpscr, %0"
#else
/// fcsr (RISC-V with the F extension): the rounding mode frm (bits 5-7),
/// beside the sticky flags (0-4); the default is 0, round to nearest.
/// RISC-V has neither flush-to-zero nor traps.
using FpControl = std::uint32_t;
inline constexpr FpControl fp_control_mode_bits = 0xe0u;
#define OBB2D_READ_FP_CONTROL "frcsr %0"
#define OBB2D_WRITE_FP_CONTROL "fscsr %0"
#endif
inline constexpr FpControl fp_control_default_mode = 0;
inline FpControl read_fp_control() noexcept {
  FpControl control;
  __asm__ __volatile__(OBB2D_READ_FP_CONTROL : "=r"(control));
  return control;
}
template <class Result>
inline void write_fp_control(FpControl control, const Result& after) noexcept {
  __asm__ __volatile__(OBB2D_WRITE_FP_CONTROL : : "r"(control), "m"(after) : "memory");
}
#undef OBB2D_READ_FP_CONTROL
#undef OBB2D_WRITE_FP_CONTROL
#elif defined(OBB2D_FP_CONTROL_POWER)
/// FPSCR (POWER), read into and written from the low word of a
/// floating-point register: rounding RN (bits 0-1), non-IEEE mode NI (2),
/// the trap enables XE, ZE, UE, OE, VE (3-7); the default is all 0.
using FpControl = std::uint64_t;
inline constexpr FpControl fp_control_mode_bits = 0xffu;
inline constexpr FpControl fp_control_default_mode = 0;
inline FpControl read_fp_control() noexcept {
  double image;
  __asm__ __volatile__("mffs %0" : "=f"(image));
  FpControl control;
  std::memcpy(&control, &image, sizeof control);
  return control;
}
template <class Result>
inline void write_fp_control(FpControl control, const Result& after) noexcept {
  double image;
  std::memcpy(&image, &control, sizeof image);
  __asm__ __volatile__("mtfsf 255, %0" : : "f"(image), "m"(after) : "memory");
}
#endif

#if defined(OBB2D_FP_CONTROL_X86) || defined(OBB2D_FP_CONTROL_MSVC_X86) || defined(OBB2D_FP_CONTROL_ASM) || \
    defined(OBB2D_FP_CONTROL_POWER)
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
// is not read (the self-test tells).
template <class Function>
OBB2D_ALWAYS_INLINE auto in_default_fp_environment(const Function& function) noexcept -> decltype(function()) {
  return function();
}
#endif


}  // namespace detail

// ===========================================================================
// The public API: definitions (declared and documented at the top)
// ===========================================================================

template <class T>
bool is_finite_box(const Box<T>& box) noexcept {
  const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  for (const T number : numbers) {
    if (!detail::is_finite_number(number)) return false;
  }
  return true;
}

template <class T>
Relation classify(const Box<T>& a, const Box<T>& b) noexcept {
  return detail::in_default_fp_environment([&] { return detail::decide(a, b).relation; });
}

namespace detail {
/// Whether `relation` is an overlap under `policy`: overlapping, or touching
/// when touching counts (closed); never disjoint or invalid.
constexpr bool is_overlap_under(Relation relation, TouchingPolicy policy) noexcept {
  return relation == Relation::overlapping || (relation == Relation::touching && policy == TouchingPolicy::closed);
}
}  // namespace detail

template <class T>
bool overlaps(const Box<T>& a, const Box<T>& b, TouchingPolicy policy) noexcept {
  return detail::is_overlap_under(classify(a, b), policy);
}

constexpr const char* to_string(Relation relation) noexcept {
  switch (relation) {
    case Relation::disjoint: return "disjoint";
    case Relation::touching: return "touching";
    case Relation::overlapping: return "overlapping";
    case Relation::invalid: return "invalid";
  }
  return "invalid";
}

/// certify: decide's relation and axis; for boxes that meet, the first
/// witness of find_witness.
///
/// Why the six axes suffice, degenerate boxes included: A ∩ B = ∅ iff 0 is
/// not in A - B, a convex polygon whose edges are parallel to edges of A or
/// B, so an edge normal separates; when A - B is only a segment or a point
/// (collinear segments, points) the line through it hides the gap from its
/// own normal, and one of the coordinate axes, not perpendicular to that
/// line, sees it.
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

template <class T>
bool is_witness_valid(const Box<T>& a, const Box<T>& b, const Witness& witness) noexcept {
  return detail::in_default_fp_environment([&] {
    if (!is_finite_box(a) || !is_finite_box(b) || witness.a_feature > 3 || witness.b_feature > 3) return false;
    switch (witness.kind) {
      case Witness::Kind::corner_of_a_in_b:
        return detail::do_placed_boxes_meet(detail::make_placed_corner(a, witness.a_feature),
                                            detail::make_placed_box(b));
      case Witness::Kind::corner_of_b_in_a:
        return detail::do_placed_boxes_meet(detail::make_placed_box(a),
                                            detail::make_placed_corner(b, witness.b_feature));
      case Witness::Kind::edges_meet:
        return detail::do_placed_boxes_meet(detail::make_placed_edge(a, witness.a_feature),
                                            detail::make_placed_edge(b, witness.b_feature));
      case Witness::Kind::none: return false;
    }
    return false;
  });
}

inline bool is_default_fp_environment() noexcept {
#if defined(OBB2D_FP_CONTROL_X86) || defined(OBB2D_FP_CONTROL_MSVC_X86) || defined(OBB2D_FP_CONTROL_ASM) || \
    defined(OBB2D_FP_CONTROL_POWER)
  return (detail::read_fp_control() & detail::fp_control_mode_bits) == detail::fp_control_default_mode;
#else
  return true;
#endif
}

template <class T>
constexpr Box<T> make_box_from_cos_sin(Vec2<T> center, Vec2<T> half_extents, T cos, T sin) noexcept {
  return {center, {half_extents.x * cos, half_extents.x * sin},
          {-half_extents.y * sin, half_extents.y * cos}};
}

template <class T>
Box<T> make_box_from_angle(Vec2<T> center, Vec2<T> half_extents, T angle) noexcept {
  return make_box_from_cos_sin(center, half_extents, T(std::cos(angle)), T(std::sin(angle)));
}

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

template <class T>
constexpr Box<T> make_box_from_aabb(Vec2<T> min, Vec2<T> max) noexcept {
  return {{min.x / 2 + max.x / 2, min.y / 2 + max.y / 2},
          {max.x / 2 - min.x / 2, T(0)},
          {T(0), max.y / 2 - min.y / 2}};
}

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
    return detail::is_exact_sum_equal({double(box.center.x), s * double(box.u.x), t * double(box.v.x)},
                                      {double(p.x)}) &&
           detail::is_exact_sum_equal({double(box.center.y), s * double(box.u.y), t * double(box.v.y)}, {double(p.y)});
  };
  const bool is_exact = is_corner(p0, 1, 1) && is_corner(p1, -1, 1) && is_corner(p2, -1, -1) &&
                        is_corner(p3, 1, -1);
  result.status = is_exact ? CornersStatus::exact : CornersStatus::rounded;
  return result;
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
