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
///   touching; certify(A, B) also returns a checkable separating axis.
///
/// HOW TO INCLUDE
///   Copy this one file anywhere and `#include "obb2d.hpp"` (C++17, standard
///   library only, no allocation, every function noexcept), or use CMake:
///   `find_package(obb2d)` then link `obb2d::obb2d`.
///
/// WHAT "EXACT" COVERS
///   The answer is the true relation of the boxes whose numbers are exactly the
///   stored floats or doubles, for EVERY finite input: touching and one-ulp
///   configurations, degenerate boxes, non-orthogonal u and v, values near
///   FLT_MAX / DBL_MAX whose products overflow, subnormals whose products
///   underflow, -0.0. Nothing is rounded to decide: a floating-point filter
///   with an error bound derived below settles the clear cases, and exact
///   arithmetic (floating-point expansions, or a fixed-size big integer for
///   extreme doubles) settles the rest. Constructors that take angles or
///   transforms round like any arithmetic does; the answer is then exact for
///   the box they produced.
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
///   Do not compile with -ffast-math (it breaks exact arithmetic; refused
///   below). `long double` boxes are not supported. The filter-failure
///   counters (OBB2D_COUNT_FILTER_FAILURES) are plain globals, for benchmarks.
///
/// Algorithm: the separating-axis test (Gottschalk 2000, Ericson 2005 §4.4)
/// on the edge normals of both boxes plus the two coordinate axes, where each
/// test is the sign of a polynomial of degree 2 in the inputs, evaluated
/// exactly: a filter, an exact routine and a dispatcher per STYLE.md
/// (Shewchuk 1997, "Adaptive precision floating-point arithmetic").

#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <type_traits>

#if defined(__FAST_MATH__)
#error "obb2d.hpp needs IEEE arithmetic: do not compile it with -ffast-math"
#endif

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

/// Whether every number of the box is finite (no NaN, no ±infinity).
/// classify() answers `invalid` exactly when this is false for A or B.
template <class T>
constexpr bool is_finite_box(const Box<T>& box) noexcept {
  const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  for (const T number : numbers) {
    // x - x is 0 for finite x and NaN for NaN and ±inf.
    if (!(number - number == T(0))) return false;
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
/// contraction cannot change it.
inline void two_sum(double a, double b, double& sum, double& error) noexcept {
  sum = a + b;
  const double b_virtual = sum - a;
  const double a_virtual = sum - b_virtual;
  error = (a - a_virtual) + (b - b_virtual);
}

/// A non-overlapping floating-point expansion (Shewchuk 1997): a sum of
/// doubles held exactly, components in increasing magnitude, zeros removed.
/// Capacity 32 is enough for the at most 24 terms one axis adds.
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
  double components_[32];  // only [0, size_) is ever read
  int size_ = 0;
};

/// A fixed-point two's-complement integer that holds exactly any sum of up
/// to 64 products of two finite doubles. Written as frexp gives it, a double
/// is m * 2^e with an integer 2^52 <= |m| < 2^53 and -1126 <= e <= 971
/// (subnormals get the low exponents), so a product is an integer below 2^106
/// times 2^(e1 + e2), -2252 <= e1 + e2 <= 1942: bits 2^-2252 .. 2^2048, plus 6
/// carry bits and a sign bit: 4352 bits (68 limbs) cover it. Used only for
/// doubles too extreme for expansions; no heap, 544 bytes of stack.
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
    add_shifted(is_negative, low, high, exponent_a + exponent_b + lowest_exponent_offset);
  }

  /// The exact sign of the held value.
  int sign() const noexcept {
    if (limbs_[limb_count - 1] >> 63) return -1;
    for (const std::uint64_t limb : limbs_) {
      if (limb != 0) return 1;
    }
    return 0;
  }

 private:
  static constexpr int limb_count = 68;
  static constexpr int lowest_exponent_offset = 2252;  // bit 0 weighs 2^-2252

  /// |value| = significand * 2^exponent with 2^52 <= significand < 2^53.
  static std::uint64_t integer_significand(double value, int& exponent) noexcept {
    int binary_exponent;
    const double fraction = std::frexp(std::fabs(value), &binary_exponent);  // [0.5, 1)
    exponent = binary_exponent - 53;
    return static_cast<std::uint64_t>(std::ldexp(fraction, 53));
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

  /// Adds (or, if is_negative, subtracts) (low + high * 2^64) * 2^shift.
  void add_shifted(bool is_negative, std::uint64_t low, std::uint64_t high, int shift) noexcept {
    const int first_limb = shift / 64;
    const int bit = shift % 64;
    std::uint64_t parts[3] = {low << bit, bit ? (high << bit) | (low >> (64 - bit)) : high,
                              bit ? high >> (64 - bit) : 0};
    const std::uint64_t extension = is_negative ? ~std::uint64_t(0) : 0;
    if (is_negative) {  // two's complement: ~x + 1 across the three limbs
      std::uint64_t carry = 1;
      for (std::uint64_t& part : parts) {
        part = ~part + carry;
        carry = (carry == 1 && part == 0) ? 1 : 0;
      }
    }
    std::uint64_t carry = 0;
    for (int i = first_limb; i < limb_count; ++i) {
      const bool is_past_parts = i - first_limb >= 3;
      // Past the value, adding 0 with no carry, or all ones with a carry,
      // leaves every remaining limb as it is.
      if (is_past_parts && carry == (is_negative ? 1u : 0u)) break;
      const std::uint64_t addend = is_past_parts ? extension : parts[i - first_limb];
      const std::uint64_t partial = limbs_[i] + addend;
      const std::uint64_t carry_from_addend = partial < addend ? 1 : 0;
      limbs_[i] = partial + carry;
      const std::uint64_t carry_from_carry = limbs_[i] < carry ? 1 : 0;
      carry = carry_from_addend | carry_from_carry;
    }
  }

  std::uint64_t limbs_[limb_count] = {};
};

/// Whether a double can enter an expansion as a TwoProduct factor: zero, or
/// a magnitude in [2^-480, 2^480]. Then every product is within
/// [2^-960, 2^960], its rounding error is a multiple of 2^-1064 (so exactly
/// representable: TwoProduct is exact) and no sum of 24 of them overflows.
inline bool is_within_expansion_range(double value) noexcept {
  const double magnitude = std::fabs(value);
  return value == 0 || (magnitude >= 0x1p-480 && magnitude <= 0x1p+480);
}

/// Adds sign * a * b to an expansion exactly. A float product is exact in a
/// double (24 + 24 bits, exponents far inside double's range); a double
/// product is split by TwoProduct into p + e with e = fma(a, b, -p) exact
/// (valid within is_within_expansion_range).
template <class T>
void add_product(Expansion& sum, int sign, T a, T b) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    sum.add(sign * (double(a) * double(b)));
  } else {
    const double product = a * b;
    sum.add(sign * product);
    sum.add(sign * std::fma(a, b, -product));
  }
}

// ===========================================================================
// One axis: the gap polynomial
// ===========================================================================
//
// For the axis n = perp(w) = (-w.y, w.x), x . n = cross(w, x), so the gap
//     gap(w) = |cross(w, cB) - cross(w, cA)|
//              - |cross(w, uA)| - |cross(w, vA)| - |cross(w, uB)| - |cross(w, vB)|
// is a signed sum of 12 products of two input numbers. The coordinate axes
// n = (1, 0) and (0, 1) are w = (0, -1) and (1, 0): the same formula, with
// products by 0 and ±1.
//   gap > 0: this axis separates A and B (disjoint)
//   gap = 0: the projections meet in one value (at most touching)
//   gap < 0: the projections overlap with positive length

/// What a stage knows about the sign of one axis's gap.
enum class GapSign : unsigned char {
  negative,   ///< the projections overlap with positive length
  zero,       ///< the projections meet in exactly one value
  positive,   ///< the axis separates the boxes
  uncertain,  ///< the filter cannot tell; ask the exact stage
};

/// The six vectors w whose perpendiculars are the candidate axes.
template <class T>
struct CandidateAxes {
  Vec2<T> w[6];
};

template <class T>
constexpr CandidateAxes<T> make_candidate_axes(const Box<T>& a, const Box<T>& b) noexcept {
  return {{a.u, a.v, b.u, b.v, Vec2<T>{T(0), T(-1)}, Vec2<T>{T(1), T(0)}}};
}

// ---------------------------------------------------------------------------
// The filter and its error bound
// ---------------------------------------------------------------------------
//
// The filter evaluates gap(w) in double with the expression tree
//     d   = (w.x*cB.y - w.y*cB.x) - (w.x*cA.y - w.y*cA.x)
//     r   = ((|r1| + |r2|) + |r3|) + |r4|,   ri = w.x*xi.y - w.y*xi.x
//     gap = |d| - r
// and M = the sum of the 12 |products|, accumulated alongside.
//
// Error (Higham 2002, Lemma 3.1 and §4.2): with unit roundoff u = 2^-53 and
// gamma(k) = k*u / (1 - k*u), a sum of exact leaves computed by a tree in
// which each leaf passes through at most k roundings is off by at most
// gamma(k) * (sum of |leaves|); |.| and negation do not round or amplify.
//   float inputs:  every product is exact in double; the deepest leaf (r1)
//                  passes 5 additions: k = 5.
//   double inputs: each product is rounded once more: k = 6.
// M itself is a sum of 12 non-negative leaves, each rounded at most 12 times
// (13 for doubles), so the exact M <= M_computed / (1 - gamma(13)). The final
// product coefficient * M_computed may round down by a factor (1 - u). Hence
//     |gap_computed - gap| <= coefficient * M_computed  when
//     coefficient >= gamma(k) / ((1 - gamma(13)) * (1 - u)).
// For k, 13 <= 16 the right side is below k*u*(1 + 100u) (expand the first
// order terms: (2k + 3*13 + 2)u <= 100u), so coefficient = k*u*(1 + 2^-40)
// is safe and exactly representable. tests/filter_bound_test.cpp re-derives
// the right side with exact rationals and checks the inequality.
//
// Underflow (doubles only): a product below 2^-1022 has an absolute error up
// to 2^-1075 instead of a relative one; additions never underflow inexactly.
// 12 such errors, amplified by at most (1 + gamma(6)) and one final rounding,
// stay below 16 * 2^-1074, the absolute term. Floats cannot underflow here:
// the smallest non-zero float product is 2^-298.
//
// Overflow (doubles only): when M_computed is not finite the filter answers
// uncertain (every intermediate is at most M in magnitude, so if M is finite
// nothing overflowed). Float products and sums stay below 2^260.

/// How many roundings the deepest leaf of the filter's gap sees.
template <class T>
constexpr int filter_rounding_depth() noexcept {
  return std::is_same_v<T, float> ? 5 : 6;
}

/// The relative coefficient of the filter's error bound (derivation above).
template <class T>
constexpr double filter_error_coefficient() noexcept {
  return filter_rounding_depth<T>() * 0x1p-53 * (1 + 0x1p-40);
}

/// The absolute term of the filter's error bound: underflow of products.
template <class T>
constexpr double filter_error_absolute_term() noexcept {
  return std::is_same_v<T, float> ? 0.0 : 16 * std::numeric_limits<double>::denorm_min();
}

#if defined(OBB2D_COUNT_FILTER_FAILURES)
/// Counters of filter outcomes (benchmarks only; not thread-safe).
struct FilterCounters {
  unsigned long long axes_filtered = 0;  ///< axes the filter evaluated
  unsigned long long axes_uncertain = 0; ///< of those, how many it could not decide
};
inline FilterCounters filter_counters;
#endif

/// Filter: the sign of gap(w) when the floating-point evaluation certifies
/// it, else uncertain.
template <class T>
GapSign filter_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  const double wx = w.x, wy = w.y;
  double magnitude_sum = 0;
  auto cross_with_w = [&](const Vec2<T>& x) {
    const double first = wx * double(x.y);
    const double second = wy * double(x.x);
    magnitude_sum += std::fabs(first) + std::fabs(second);
    return first - second;
  };
  const double distance = cross_with_w(b.center) - cross_with_w(a.center);
  const double radius = ((std::fabs(cross_with_w(a.u)) + std::fabs(cross_with_w(a.v))) +
                         std::fabs(cross_with_w(b.u))) +
                        std::fabs(cross_with_w(b.v));
  const double gap = std::fabs(distance) - radius;
  const double bound =
      filter_error_coefficient<T>() * magnitude_sum + filter_error_absolute_term<T>();
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  ++filter_counters.axes_filtered;
#endif
  if (!(magnitude_sum <= std::numeric_limits<double>::max())) {
#if defined(OBB2D_COUNT_FILTER_FAILURES)
    ++filter_counters.axes_uncertain;
#endif
    return GapSign::uncertain;  // overflow: out of the filter's range
  }
  if (gap > bound) return GapSign::positive;
  if (gap < -bound) return GapSign::negative;
  if (bound == 0) return GapSign::zero;  // every product is exactly 0
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  ++filter_counters.axes_uncertain;
#endif
  return GapSign::uncertain;
}

// ---------------------------------------------------------------------------
// The exact stage
// ---------------------------------------------------------------------------

/// Adds sign * cross(w, x) = sign * (w.x*x.y - w.y*x.x) to an exact sum.
template <class T, class ExactSum>
void add_cross(ExactSum& sum, int sign, const Vec2<T>& w, const Vec2<T>& x) noexcept {
  if constexpr (std::is_same_v<ExactSum, WideFixedPoint>) {
    sum.add_product(sign, double(w.x), double(x.y));
    sum.add_product(-sign, double(w.y), double(x.x));
  } else {
    add_product(sum, sign, w.x, x.y);
    add_product(sum, -sign, w.y, x.x);
  }
}

/// The exact sign of gap(w), accumulated in ExactSum (Expansion or
/// WideFixedPoint). The absolute values need the exact sign of each inner
/// sum first; then the whole signed sum of 12 products is formed once.
template <class ExactSum, class T>
GapSign exact_gap_sign_with(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  ExactSum distance;
  add_cross(distance, +1, w, b.center);
  add_cross(distance, -1, w, a.center);
  const int distance_sign = distance.sign();

  ExactSum gap;
  add_cross(gap, distance_sign, w, b.center);
  add_cross(gap, -distance_sign, w, a.center);
  for (const Vec2<T>* x : {&a.u, &a.v, &b.u, &b.v}) {
    ExactSum radius;
    add_cross(radius, +1, w, *x);
    add_cross(gap, -radius.sign(), w, *x);
  }
  const int sign = gap.sign();
  return sign > 0 ? GapSign::positive : sign < 0 ? GapSign::negative : GapSign::zero;
}

/// Whether every number of both boxes can enter an expansion (floats always;
/// doubles within is_within_expansion_range).
template <class T>
bool is_within_expansion_range(const Box<T>& a, const Box<T>& b) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return true;
  } else {
    for (const Box<T>* box : {&a, &b}) {
      for (const double number : {box->center.x, box->center.y, box->u.x, box->u.y, box->v.x, box->v.y}) {
        if (!is_within_expansion_range(number)) return false;
      }
    }
    return true;
  }
}

/// Exact stage: the sign of gap(w), always decided. Expansions when every
/// number is in range (all floats; doubles within 2^±480), else the wide
/// fixed-point integer.
template <class T>
GapSign exact_gap_sign(const Vec2<T>& w, const Box<T>& a, const Box<T>& b) noexcept {
  if (is_within_expansion_range(a, b)) return exact_gap_sign_with<Expansion>(w, a, b);
  return exact_gap_sign_with<WideFixedPoint>(w, a, b);
}

/// Whether the box has zero area: cross(u, v) == 0 exactly.
template <class T>
bool has_zero_area(const Box<T>& box) noexcept {
  // Two products compared exactly: as floats their products are exact in
  // double; as doubles, compare the TwoProduct expansions (or, out of range,
  // the wide integer).
  if constexpr (std::is_same_v<T, float>) {
    return double(box.u.x) * double(box.v.y) == double(box.u.y) * double(box.v.x);
  } else {
    if (is_within_expansion_range(box, box)) {
      Expansion area;
      add_cross(area, +1, box.u, box.v);
      return area.sign() == 0;
    }
    WideFixedPoint area;
    add_cross(area, +1, box.u, box.v);
    return area.sign() == 0;
  }
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
  if (!is_finite_box(corner_check) || !(p3.x - p3.x == T(0)) || !(p3.y - p3.y == T(0))) return result;
  if (!detail::is_exact_sum_equal({p0.x, p2.x}, {p1.x, p3.x}) ||
      !detail::is_exact_sum_equal({p0.y, p2.y}, {p1.y, p3.y})) {
    result.status = CornersStatus::not_a_parallelogram;
    return result;
  }
  const Box<T> box{{p0.x / 2 + p2.x / 2, p0.y / 2 + p2.y / 2},
                   {p0.x / 2 - p1.x / 2, p0.y / 2 - p1.y / 2},
                   {p0.x / 2 - p3.x / 2, p0.y / 2 - p3.y / 2}};
  result.box = box;
  const auto is_corner = [&box](Vec2<T> p, int s, int t) {
    return detail::is_exact_sum_equal({box.center.x, s * double(box.u.x), t * double(box.v.x)}, {p.x}) &&
           detail::is_exact_sum_equal({box.center.y, s * double(box.u.y), t * double(box.v.y)}, {p.y});
  };
  const bool is_exact = is_corner(p0, 1, 1) && is_corner(p1, -1, 1) && is_corner(p2, -1, -1) &&
                        is_corner(p3, 1, -1);
  result.status = is_exact ? CornersStatus::exact : CornersStatus::rounded;
  return result;
}

// ===========================================================================
// classify, overlaps, certify
// ===========================================================================

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
};

/// The exact relation and its certificate (see Certificate).
///
///   if some number is NaN or ±inf: invalid
///   for each candidate axis w (skip w = 0):   filter; positive -> disjoint
///   for each axis the filter left uncertain:  exact;  positive -> disjoint
///   if some axis had gap = 0:                 touching
///   if A or B has zero area:                  touching
///   otherwise:                                overlapping
/// Completeness of the axes, including for degenerate boxes: DESIGN.md §3.
template <class T>
Certificate<T> certify(const Box<T>& a, const Box<T>& b) noexcept {
  Certificate<T> certificate;
  if (!is_finite_box(a) || !is_finite_box(b)) return certificate;
  const detail::CandidateAxes<T> axes = detail::make_candidate_axes(a, b);
  detail::GapSign signs[6];
  for (int i = 0; i < 6; ++i) {
    const Vec2<T>& w = axes.w[i];
    signs[i] = (w.x == T(0) && w.y == T(0)) ? detail::GapSign::negative  // not an axis
                                            : detail::filter_gap_sign(w, a, b);
    if (signs[i] == detail::GapSign::positive) {
      certificate.relation = Relation::disjoint;
      certificate.axis = {-w.y, w.x};
      return certificate;
    }
  }
  int touching_axis = -1;
  for (int i = 0; i < 6; ++i) {
    if (signs[i] == detail::GapSign::uncertain) signs[i] = detail::exact_gap_sign(axes.w[i], a, b);
    if (signs[i] == detail::GapSign::positive) {
      certificate.relation = Relation::disjoint;
      certificate.axis = {-axes.w[i].y, axes.w[i].x};
      return certificate;
    }
    if (signs[i] == detail::GapSign::zero && touching_axis < 0) touching_axis = i;
  }
  if (touching_axis >= 0) {
    certificate.relation = Relation::touching;
    certificate.axis = {-axes.w[touching_axis].y, axes.w[touching_axis].x};
    return certificate;
  }
  certificate.relation = (detail::has_zero_area(a) || detail::has_zero_area(b))
                             ? Relation::touching
                             : Relation::overlapping;
  return certificate;
}

/// The exact relation of boxes a and b: disjoint, touching, overlapping, or
/// invalid when any number is NaN or ±inf. Symmetric in a and b.
template <class T>
Relation classify(const Box<T>& a, const Box<T>& b) noexcept {
  return certify(a, b).relation;
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
