#pragma once
/// @file
/// obb2d batch classification 0.3.3 — many box pairs per call, with exactly the
/// answers of obb2d::classify.
///
/// WHAT IT DECIDES
///   classify_one_against_many: relations[i] = classify(box, others[i]).
///   classify_pairs:            relations[i] = classify(a[i], b[i]).
///   Each comes for an array of Box<T> and for a structure of arrays
///   (BoxArrays<T>: six arrays, one per number), float or double.
///
/// HOW TO INCLUDE
///   Vendor obb2d.hpp and this file into one folder; #include "batch.hpp".
///   C++17, standard library only (plus the x86 intrinsics headers on x86).
///
/// EXACTNESS
///   Every answer is the one classify gives, always: the vector path
///   evaluates the filter of several pairs at once, answers only the lanes
///   the filter certifies, and hands every other lane to classify.
///
/// VECTOR PATHS
///   With GCC or Clang on x86-64: SSE2 (2 pairs at a time, always there) or
///   AVX2 (4 pairs), chosen at run time from the CPU; elsewhere a scalar
///   loop of classify. AVX-512 is not used (see docs/performance.md).
///   OBB2D_BATCH_SCALAR_ONLY forces the scalar loop.
///
/// LIMITS
///   Arrays may be unaligned, of any length (0 included), and may alias
///   each other for reading; `relations` must not overlap the inputs.
///
/// Version and licence: those of obb2d.hpp (MIT).

#include "obb2d.hpp"

#include <cstddef>

#if !defined(OBB2D_REFUSED)
OBB2D_IEEE_BEGIN  // IEEE semantics for this file's code, whatever the flags (see obb2d.hpp)

namespace obb2d {

/// Boxes as a structure of arrays: box i is center (center_x[i],
/// center_y[i]), half-edges (u_x[i], u_y[i]) and (v_x[i], v_y[i]).
template <class T>
struct BoxArrays {
  const T* center_x;  ///< centers, x
  const T* center_y;  ///< centers, y
  const T* u_x;       ///< first half-edge vectors, x
  const T* u_y;       ///< first half-edge vectors, y
  const T* v_x;       ///< second half-edge vectors, x
  const T* v_y;       ///< second half-edge vectors, y

  /// Box i, gathered.
  constexpr Box<T> operator[](std::size_t i) const noexcept {
    return {{center_x[i], center_y[i]}, {u_x[i], u_y[i]}, {v_x[i], v_y[i]}};
  }
};

namespace detail {
// ---------------------------------------------------------------------------
// The lane filter
// ---------------------------------------------------------------------------
//
// For N pairs at once, one per lane, in double arithmetic (float input
// widened exactly): obb2d.hpp's filters and recomputations, with its
// trees, bounds and certification (sum_coordinate_axis, edge_gap,
// edge_bound, certify, recompute_coordinate_gap, recompute_edge_gap,
// find_area_facts: the same templates, instantiated on N-lane vectors).
// Coordinate axes at depth 3 in double (for float input decide filters them
// in float: another instantiation of the same tree), edge axes at depth 4
// for float input and 5 for double input, with the same absolute term; then
// the error-free recomputations of uncertain coordinate and edge axes. A
// certified sign is the exact sign, and a lane is answered only from
// certified signs, by decide's own rule:
//   some axis positive (and all 12 numbers finite)         disjoint
//   all six certain, none positive, a zero gap or area     touching
//   all six certain, all negative, both areas proven       overlapping
// (an edge vector with a zero component is no axis of its own: negative, as
// in decide). Every other lane -- uncertain axes, unproven areas, NaN or
// infinity -- gets classify itself. So each answer is classify's.

/// What the lane filter says of a lane: a relation, or "ask classify".
enum class LaneOutcome : unsigned char { disjoint = 0, touching = 1, overlapping = 2, undecided = 3 };
static_assert(static_cast<int>(Relation::disjoint) == 0 && static_cast<int>(Relation::touching) == 1 &&
                  static_cast<int>(Relation::overlapping) == 2,
              "a decided lane's outcome is cast to its Relation");

/// Pairs (a[i], b[i]) from two arrays of boxes.
template <class T>
struct ArrayPairs {
  const Box<T>* a;
  const Box<T>* b;
  Box<T> first(std::size_t i) const noexcept { return a[i]; }
  Box<T> second(std::size_t i) const noexcept { return b[i]; }
};

/// Pairs (box, others[i]).
template <class T, class Others>
struct OneAgainstMany {
  Box<T> box;
  Others others;
  Box<T> first(std::size_t) const noexcept { return box; }
  Box<T> second(std::size_t i) const noexcept { return others[i]; }
};

/// Pairs (a[i], b[i]) from two structures of arrays.
template <class T>
struct ArraysPairs {
  BoxArrays<T> a, b;
  Box<T> first(std::size_t i) const noexcept { return a[i]; }
  Box<T> second(std::size_t i) const noexcept { return b[i]; }
};

#if defined(__GNUC__) && !defined(OBB2D_BATCH_SCALAR_ONLY) && OBB2D_HAS_SSE2
#define OBB2D_BATCH_HAS_VECTOR_PATHS 1
// Loops over lanes and rows are short and must unroll, so that lane and row
// numbers become constants (no memory round trips). Without optimization
// nothing unrolls, and GCC warns that it ignores the hint on a loop whose
// condition has `&&`: a warning a debug build with -Werror stops at.
#if defined(__OPTIMIZE__)
#define OBB2D_UNROLL _Pragma("GCC unroll 8")
#else
#define OBB2D_UNROLL
#endif

/// A GCC/clang vector of `Bytes` bytes of Element (double or float),
/// wrapped in a struct, and the mask its comparisons give. Every function
/// that takes, returns or holds them is always inlined, members included:
/// no vector may cross a call, even at -O0, since passing or returning one
/// has a different ABI with and without AVX (and GCC warns of a raw one).
/// The operators and primitives below make it a lane type of obb2d.hpp.
template <class Element, std::size_t Bytes>
struct VectorOf {
  typedef Element Values __attribute__((vector_size(Bytes)));
  typedef std::conditional_t<sizeof(Element) == 8, long long, int> BitsElement;
  typedef BitsElement Bits __attribute__((vector_size(Bytes)));
};

template <class Element, std::size_t Bytes>
struct LaneMask {
  using Bits = typename VectorOf<Element, Bytes>::Bits;
  Bits lanes;
  LaneMask() = default;
  OBB2D_ALWAYS_INLINE LaneMask(const Bits& bits) noexcept : lanes(bits) {}
  OBB2D_ALWAYS_INLINE LaneMask(const LaneMask& other) noexcept : lanes(other.lanes) {}
  OBB2D_ALWAYS_INLINE LaneMask& operator=(const LaneMask& other) noexcept {
    lanes = other.lanes;
    return *this;
  }
  /// Whether lane i is true.
  OBB2D_ALWAYS_INLINE bool operator[](std::size_t i) const noexcept { return lanes[i] != 0; }
};

template <class Element, std::size_t Bytes>
struct LaneValues {
  using Values = typename VectorOf<Element, Bytes>::Values;
  Values lanes;
  LaneValues() = default;
  OBB2D_ALWAYS_INLINE LaneValues(const Values& values) noexcept : lanes(values) {}
  OBB2D_ALWAYS_INLINE LaneValues(const LaneValues& other) noexcept : lanes(other.lanes) {}
  OBB2D_ALWAYS_INLINE LaneValues& operator=(const LaneValues& other) noexcept {
    lanes = other.lanes;
    return *this;
  }
};

#define OBB2D_LANE_OPERATOR(Result, Operand, op)                                                        \
  template <class Element, std::size_t Bytes>                                                            \
  OBB2D_ALWAYS_INLINE Result<Element, Bytes> operator op(const Operand<Element, Bytes>& x,               \
                                                         const Operand<Element, Bytes>& y) noexcept {    \
    return {x.lanes op y.lanes};                                                                         \
  }
OBB2D_LANE_OPERATOR(LaneValues, LaneValues, +)
OBB2D_LANE_OPERATOR(LaneValues, LaneValues, -)
OBB2D_LANE_OPERATOR(LaneValues, LaneValues, *)
OBB2D_LANE_OPERATOR(LaneMask, LaneValues, <)
OBB2D_LANE_OPERATOR(LaneMask, LaneValues, >)
OBB2D_LANE_OPERATOR(LaneMask, LaneValues, ==)
OBB2D_LANE_OPERATOR(LaneMask, LaneValues, !=)
OBB2D_LANE_OPERATOR(LaneMask, LaneMask, &)
OBB2D_LANE_OPERATOR(LaneMask, LaneMask, |)
#undef OBB2D_LANE_OPERATOR

template <class Element, std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneValues<Element, Bytes> operator-(const LaneValues<Element, Bytes>& x) noexcept {
  return {-x.lanes};
}
template <class Element, std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneMask<Element, Bytes> operator~(const LaneMask<Element, Bytes>& x) noexcept {
  return {~x.lanes};
}
/// A scalar times every lane, and a scalar minus every lane.
template <class Element, std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneValues<Element, Bytes> operator*(Element s, const LaneValues<Element, Bytes>& x) noexcept {
  return {s * x.lanes};
}
template <class Element, std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneValues<Element, Bytes> operator-(Element s, const LaneValues<Element, Bytes>& x) noexcept {
  return {s - x.lanes};
}

/// |x| on every lane: the sign bits cleared.
template <class Element, std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneValues<Element, Bytes> magnitude_of(const LaneValues<Element, Bytes>& x) noexcept {
  using Bits = typename VectorOf<Element, Bytes>::Bits;
  using BitsElement = typename VectorOf<Element, Bytes>::BitsElement;
  return {reinterpret_cast<typename VectorOf<Element, Bytes>::Values>(reinterpret_cast<Bits>(x.lanes) &
                                                                       std::numeric_limits<BitsElement>::max())};
}

/// has_short_significand on every lane (doubles).
template <std::size_t Bytes>
OBB2D_ALWAYS_INLINE LaneMask<double, Bytes> has_short_significand(const LaneValues<double, Bytes>& x,
                                                                  int bits) noexcept {
  using Bits = typename VectorOf<double, Bytes>::Bits;
  Bits low_bits{};  // set lane by lane: clang's -Wsign-conversion flags a splat of long long here
  for (std::size_t i = 0; i < Bytes / 8; ++i) low_bits[i] = (1LL << (53 - bits)) - 1;
  return {(reinterpret_cast<Bits>(x.lanes) & low_bits) == 0};
}

/// The mask as bits (lane i in bit i): by movemask for 16 bytes (SSE2);
/// lane by lane for 32 (its movemask needs the AVX target on every
/// function it is inlined through).
OBB2D_ALWAYS_INLINE unsigned lane_bits(const LaneMask<double, 16>& mask) noexcept {
  return unsigned(__builtin_ia32_movmskpd(reinterpret_cast<VectorOf<double, 16>::Values>(mask.lanes)));
}
OBB2D_ALWAYS_INLINE unsigned lane_bits(const LaneMask<float, 16>& mask) noexcept {
  return unsigned(__builtin_ia32_movmskps(reinterpret_cast<VectorOf<float, 16>::Values>(mask.lanes)));
}
template <class Element>
OBB2D_ALWAYS_INLINE unsigned lane_bits(const LaneMask<Element, 32>& mask) noexcept {
  unsigned bits = 0;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < 32 / sizeof(Element); ++i) bits |= unsigned(mask[i]) << i;
  return bits;
}

/// N doubles, one pair per lane.
template <std::size_t N>
using Doubles = LaneValues<double, 8 * N>;

/// Whether every lane of a mask of N lanes is true, and whether any is:
/// lane by lane, stopping at the first lane that decides (measured faster
/// here than assembling all the bits with lane_bits).
template <std::size_t N>
OBB2D_ALWAYS_INLINE bool is_every(const MaskOf<Doubles<N>>& mask) noexcept {
  bool answer = true;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) answer = answer && mask[i];
  return answer;
}
template <std::size_t N>
OBB2D_ALWAYS_INLINE bool is_any(const MaskOf<Doubles<N>>& mask) noexcept {
  bool answer = false;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) answer = answer || mask[i];
  return answer;
}

template <std::size_t N>
struct LaneInput {
  Doubles<N> rows[12];

  OBB2D_ALWAYS_INLINE const Doubles<N>& row(int index) const noexcept { return rows[index]; }

  /// Sets the six rows from `first` on to one box on every lane.
  template <class T>
  OBB2D_ALWAYS_INLINE void set_box_on_every_lane(int first, const Box<T>& box) noexcept {
    const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) rows[first + row] = splat<Doubles<N>>(static_cast<double>(numbers[row]));
  }

  /// Sets the six rows from `first` on to boxes[0, N): each row built in
  /// registers from N numbers (a transpose), not lane by lane in memory.
  template <class T>
  OBB2D_ALWAYS_INLINE void set_boxes(int first, const Box<T>* boxes) noexcept {
    static_assert(N == 2 || N == 4, "lane widths 2 and 4");
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) {
      double numbers[N];
      OBB2D_UNROLL
      for (std::size_t lane = 0; lane < N; ++lane) numbers[lane] = number_of(boxes[lane], row);
      if constexpr (N == 2) {
        rows[first + row].lanes = typename VectorOf<double, 8 * N>::Values{numbers[0], numbers[1]};
      } else {
        rows[first + row].lanes =
            typename VectorOf<double, 8 * N>::Values{numbers[0], numbers[1], numbers[2], numbers[3]};
      }
    }
  }

  /// Number `row` of a box: cx, cy, ux, uy, vx, vy.
  template <class T>
  static OBB2D_ALWAYS_INLINE double number_of(const Box<T>& box, int row) noexcept {
    switch (row) {
      case 0: return static_cast<double>(box.center.x);
      case 1: return static_cast<double>(box.center.y);
      case 2: return static_cast<double>(box.u.x);
      case 3: return static_cast<double>(box.u.y);
      case 4: return static_cast<double>(box.v.x);
      default: return static_cast<double>(box.v.y);
    }
  }

  /// Sets the six rows from `first` on to boxes [begin, begin + N) of a
  /// structure of arrays: contiguous loads, widened to double.
  template <class T>
  OBB2D_ALWAYS_INLINE void set_boxes_from_arrays(int first, const BoxArrays<T>& boxes, std::size_t begin) noexcept {
    const T* const arrays[6] = {boxes.center_x, boxes.center_y, boxes.u_x, boxes.u_y, boxes.v_x, boxes.v_y};
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) {
      typedef T Narrow __attribute__((vector_size(sizeof(T) * N)));
      Narrow narrow;
      std::memcpy(&narrow, arrays[row] + begin, sizeof narrow);
      rows[first + row].lanes = __builtin_convertvector(narrow, typename VectorOf<double, 8 * N>::Values);
    }
  }
};

/// Fills the input rows of pairs [begin, begin + N), for each kind of pairs.
template <std::size_t N, class T>
OBB2D_ALWAYS_INLINE void fill_lanes(LaneInput<N>& input, const ArrayPairs<T>& pairs, std::size_t begin) noexcept {
  input.set_boxes(0, pairs.a + begin);
  input.set_boxes(6, pairs.b + begin);
}

template <std::size_t N, class T>
OBB2D_ALWAYS_INLINE void fill_lanes(LaneInput<N>& input, const OneAgainstMany<T, const Box<T>*>& pairs,
                                    std::size_t begin) noexcept {
  input.set_box_on_every_lane(0, pairs.box);
  input.set_boxes(6, pairs.others + begin);
}

template <std::size_t N, class T>
OBB2D_ALWAYS_INLINE void fill_lanes(LaneInput<N>& input, const OneAgainstMany<T, BoxArrays<T>>& pairs,
                                    std::size_t begin) noexcept {
  input.set_box_on_every_lane(0, pairs.box);
  input.set_boxes_from_arrays(6, pairs.others, begin);
}

template <std::size_t N, class T>
OBB2D_ALWAYS_INLINE void fill_lanes(LaneInput<N>& input, const ArraysPairs<T>& pairs, std::size_t begin) noexcept {
  input.set_boxes_from_arrays(0, pairs.a, begin);
  input.set_boxes_from_arrays(6, pairs.b, begin);
}


// ---------------------------------------------------------------------------
// The float pre-filter
// ---------------------------------------------------------------------------
//
// For float input, 2N pairs at once in float arithmetic (the vector width of
// N doubles): decide's own first test -- a coordinate axis certified to
// separate by the coordinate filter in T's arithmetic (depth 3, u = 2^-24;
// see obb2d.hpp) -- with the sums of magnitudes finite (so all 12 numbers
// are). When every one of the 2N pairs passes, all are disjoint, which is
// what classify answers; otherwise the double lane filter takes them.
// Where pairs touch or overlap (placement, contacts) it would fail group
// after group and cost a pass each time, so it is tried only while the
// previous 2N pairs were all disjoint (touching float pairs 12.4 -> 10.1
// ns/pair, random unchanged; see docs/performance.md).

/// 2N floats or 2N float-lane masks, as one GCC/Clang vector of 8N bytes.
template <std::size_t N>
struct FloatVectors {
  typedef float Floats __attribute__((vector_size(8 * N)));
  typedef int Masks __attribute__((vector_size(8 * N)));
};

/// The 12 numbers of 2N float pairs, one row per number (as LaneInput).
template <std::size_t N>
struct FloatLaneInput {
  typename FloatVectors<N>::Floats rows[12];

  /// Sets the six rows from `first` on to one box on every lane.
  OBB2D_ALWAYS_INLINE void set_box_on_every_lane(int first, const Box<float>& box) noexcept {
    const float numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) rows[first + row] = numbers[row] + typename FloatVectors<N>::Floats{};
  }

  /// Sets the six rows from `first` on to boxes[0, 2N), built in registers.
  OBB2D_ALWAYS_INLINE void set_boxes(int first, const Box<float>* boxes) noexcept {
    static_assert(N == 2 || N == 4, "lane widths 2 and 4");
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) {
      float numbers[2 * N];
      OBB2D_UNROLL
      for (std::size_t lane = 0; lane < 2 * N; ++lane) {
        numbers[lane] = float(LaneInput<N>::number_of(boxes[lane], row));
      }
      if constexpr (N == 2) {
        rows[first + row] = typename FloatVectors<N>::Floats{numbers[0], numbers[1], numbers[2], numbers[3]};
      } else {
        rows[first + row] = typename FloatVectors<N>::Floats{numbers[0], numbers[1], numbers[2], numbers[3],
                                                             numbers[4], numbers[5], numbers[6], numbers[7]};
      }
    }
  }

  /// Sets the six rows from `first` on to boxes [begin, begin + 2N) of a
  /// structure of arrays: contiguous loads.
  OBB2D_ALWAYS_INLINE void set_boxes_from_arrays(int first, const BoxArrays<float>& boxes,
                                                 std::size_t begin) noexcept {
    const float* const arrays[6] = {boxes.center_x, boxes.center_y, boxes.u_x, boxes.u_y, boxes.v_x, boxes.v_y};
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) std::memcpy(&rows[first + row], arrays[row] + begin, sizeof rows[0]);
  }
};

template <std::size_t N>
OBB2D_ALWAYS_INLINE void fill_float_lanes(FloatLaneInput<N>& input, const ArrayPairs<float>& pairs,
                                          std::size_t begin) noexcept {
  input.set_boxes(0, pairs.a + begin);
  input.set_boxes(6, pairs.b + begin);
}

template <std::size_t N>
OBB2D_ALWAYS_INLINE void fill_float_lanes(FloatLaneInput<N>& input,
                                          const OneAgainstMany<float, const Box<float>*>& pairs,
                                          std::size_t begin) noexcept {
  input.set_box_on_every_lane(0, pairs.box);
  input.set_boxes(6, pairs.others + begin);
}

template <std::size_t N>
OBB2D_ALWAYS_INLINE void fill_float_lanes(FloatLaneInput<N>& input,
                                          const OneAgainstMany<float, BoxArrays<float>>& pairs,
                                          std::size_t begin) noexcept {
  input.set_box_on_every_lane(0, pairs.box);
  input.set_boxes_from_arrays(6, pairs.others, begin);
}

template <std::size_t N>
OBB2D_ALWAYS_INLINE void fill_float_lanes(FloatLaneInput<N>& input, const ArraysPairs<float>& pairs,
                                          std::size_t begin) noexcept {
  input.set_boxes_from_arrays(0, pairs.a, begin);
  input.set_boxes_from_arrays(6, pairs.b, begin);
}

/// The float pre-filter (above): whether every one of the 2N pairs from
/// `begin` on is certified disjoint by a coordinate axis.
template <std::size_t N, class Pairs>
OBB2D_ALWAYS_INLINE bool are_all_separated_by_coordinate_axes(const Pairs& pairs, std::size_t begin) noexcept {
  using Floats = LaneValues<float, 8 * N>;
  using Masks = MaskOf<Floats>;
  FloatLaneInput<N> input{};
  fill_float_lanes<N>(input, pairs, begin);
  Floats r[12];
  OBB2D_UNROLL
  for (int row = 0; row < 12; ++row) r[row].lanes = input.rows[row];
  const CoordinateSums<Floats> x = sum_coordinate_axis(r[0], r[6], r[2], r[4], r[8], r[10]);
  const CoordinateSums<Floats> y = sum_coordinate_axis(r[1], r[7], r[3], r[5], r[9], r[11]);
  const float coefficient = filter_error_coefficient<float>(coordinate_filter_depth);
  const Masks is_separated = certify(coordinate_gap(x), coefficient * x.magnitudes).positive |
                             certify(coordinate_gap(y), coefficient * y.magnitudes).positive;
  const Floats infinity{typename FloatVectors<N>::Floats{} + std::numeric_limits<float>::infinity()};
  const Masks is_finite = (x.magnitudes + y.magnitudes) < infinity;
  const Masks is_disjoint = is_separated & is_finite;
  bool answer = true;
  OBB2D_UNROLL
  for (std::size_t lane = 0; lane < 2 * N; ++lane) answer = answer && is_disjoint[lane];
  return answer;
}


/// The lane filter (above): one LaneOutcome per lane.
template <class T, std::size_t N>
OBB2D_ALWAYS_INLINE void decide_lanes(const LaneInput<N>& input, LaneOutcome (&outcomes)[N]) noexcept {
  using W = Doubles<N>;
  using Mask = MaskOf<W>;
  // Named copies, kept in registers (no store below may alias them).
  const W a_cx = input.row(0), a_cy = input.row(1), a_ux = input.row(2), a_uy = input.row(3);
  const W a_vx = input.row(4), a_vy = input.row(5), b_cx = input.row(6), b_cy = input.row(7);
  const W b_ux = input.row(8), b_uy = input.row(9), b_vx = input.row(10), b_vy = input.row(11);
  const W zero = splat<W>(0);
  const Mask none = zero != zero, all = zero == zero;

  const CoordinateSums<W> x = sum_coordinate_axis(a_cx, b_cx, a_ux, a_vx, b_ux, b_vx);
  const CoordinateSums<W> y = sum_coordinate_axis(a_cy, b_cy, a_uy, a_vy, b_uy, b_vy);
  // The sums of magnitudes are finite only if all 12 numbers are.
  const Mask is_finite = (x.magnitudes + y.magnitudes) < splat<W>(std::numeric_limits<double>::infinity());
  const W coordinate_coefficient = splat<W>(filter_error_coefficient<double>(coordinate_filter_depth));
  const SignMasks<W> x_signs = certify(coordinate_gap(x), coordinate_coefficient * x.magnitudes);
  const SignMasks<W> y_signs = certify(coordinate_gap(y), coordinate_coefficient * y.magnitudes);
  Mask any_positive = x_signs.positive | y_signs.positive;
  if (is_every<N>(any_positive & is_finite)) {  // the common case: all separated along x or y
    OBB2D_UNROLL
    for (LaneOutcome& outcome : outcomes) outcome = LaneOutcome::disjoint;
    return;
  }
  Mask is_x_certain = x_signs.positive | x_signs.negative, is_y_certain = y_signs.positive | y_signs.negative;
  Mask any_zero = none;
  if (!is_every<N>(is_x_certain & is_y_certain)) {  // flush boxes: exact zeros
    const CoordinateRecomputation<W> x_parts = recompute_coordinate_gap(a_cx, b_cx, a_ux, a_vx, b_ux, b_vx);
    const CoordinateRecomputation<W> y_parts = recompute_coordinate_gap(a_cy, b_cy, a_uy, a_vy, b_uy, b_vy);
    const Mask is_x_recomputed = and_not(is_exact(x_parts), is_x_certain);
    const Mask is_y_recomputed = and_not(is_exact(y_parts), is_y_certain);
    any_positive = any_positive | (is_x_recomputed & (x_parts.gap > zero)) | (is_y_recomputed & (y_parts.gap > zero));
    any_zero = (is_x_recomputed & (x_parts.gap == zero)) | (is_y_recomputed & (y_parts.gap == zero));
    is_x_certain = is_x_certain | is_x_recomputed;
    is_y_certain = is_y_certain | is_y_recomputed;
  }
  Mask all_certain = is_x_certain & is_y_certain;

  // Edge axes: skipped when no lane has an oblique edge (axis-aligned
  // boxes: every edge axis is a coordinate axis, negative as in decide).
  // Edge k is uA, vA, uB, vB.
  const W edge_x[4] = {a_ux, a_vx, b_ux, b_vx}, edge_y[4] = {a_uy, a_vy, b_uy, b_vy};
  Mask is_oblique_edge[4];
  Mask has_oblique_edge = none;
  OBB2D_UNROLL
  for (int k = 0; k < 4; ++k) {
    is_oblique_edge[k] = is_oblique(edge_x[k], edge_y[k]);
    has_oblique_edge = has_oblique_edge | is_oblique_edge[k];
  }
  if (is_any<N>(has_oblique_edge)) {
    // The six crosses of two edges, each shared by two axes (see
    // filter_axis_signs); axis k's radius terms in the order its lane there
    // adds them.
    const W ua_va = magnitude_of(cross(a_ux, a_uy, a_vx, a_vy));
    const W ua_ub = magnitude_of(cross(a_ux, a_uy, b_ux, b_uy));
    const W ua_vb = magnitude_of(cross(a_ux, a_uy, b_vx, b_vy));
    const W va_ub = magnitude_of(cross(a_vx, a_vy, b_ux, b_uy));
    const W va_vb = magnitude_of(cross(a_vx, a_vy, b_vx, b_vy));
    const W ub_vb = magnitude_of(cross(b_ux, b_uy, b_vx, b_vy));
    const W radius_terms[4][3] = {
        {ua_ub, ua_vb, ua_va}, {va_vb, va_ub, ua_va}, {ua_ub, va_ub, ub_vb}, {va_vb, ua_vb, ub_vb}};
    Mask is_uncertain[4];
    Mask has_uncertain_edge = none;
    OBB2D_UNROLL
    for (int k = 0; k < 4; ++k) {
      const W& w_x = edge_x[k];
      const W& w_y = edge_y[k];
      const W gap = edge_gap(w_x, w_y, x.distance, y.distance, radius_terms[k][0], radius_terms[k][1],
                             radius_terms[k][2]);
      const SignMasks<W> edge = certify(gap, edge_bound<T>(w_x, w_y, x.magnitudes, y.magnitudes));
      const Mask is_gap_finite = magnitude_of(gap) < splat<W>(std::numeric_limits<double>::infinity());
      const Mask is_certain = (edge.positive | edge.negative) & is_gap_finite;
      any_positive = any_positive | (is_oblique_edge[k] & edge.positive & is_gap_finite);
      is_uncertain[k] = and_not(is_oblique_edge[k], is_certain);
      has_uncertain_edge = has_uncertain_edge | is_uncertain[k];
    }
    if (is_any<N>(has_uncertain_edge)) {  // contacts of turned boxes: the error-free recomputation
      Mask are_edges_short = all;
      if constexpr (std::is_same_v<T, double>) {
        are_edges_short = are_edges_short_and_in_range(a_cx, b_cx, a_ux, a_vx, b_ux, b_vx, x.magnitudes) &
                          are_edges_short_and_in_range(a_cy, b_cy, a_uy, a_vy, b_uy, b_vy, y.magnitudes);
      }
      const Mask are_products_exact = are_edge_products_exact<T>(a_cx, b_cx, x.distance, are_edges_short) &
                                      are_edge_products_exact<T>(a_cy, b_cy, y.distance, are_edges_short);
      // The other three edges of axis k, as find_exact_edge_signs
      // orders them.
      static constexpr int others[4][3] = {{1, 2, 3}, {0, 2, 3}, {3, 0, 1}, {2, 0, 1}};
      const bool is_any_recomputable = is_any<N>(has_uncertain_edge & are_products_exact);
      OBB2D_UNROLL
      for (int k = 0; k < 4 && is_any_recomputable; ++k) {
        const int o1 = others[k][0], o2 = others[k][1], o3 = others[k][2];
        W gap;
        const W errors = recompute_edge_gap(edge_x[k], edge_y[k], x.distance, y.distance, edge_x[o1], edge_y[o1],
                                            edge_x[o2], edge_y[o2], edge_x[o3], edge_y[o3], gap);
        const Mask is_recomputed = is_uncertain[k] & are_products_exact & (errors == zero);
        any_positive = any_positive | (is_recomputed & (gap > zero));
        any_zero = any_zero | (is_recomputed & (gap == zero));
        is_uncertain[k] = and_not(is_uncertain[k], is_recomputed);
      }
    }
    OBB2D_UNROLL
    for (int k = 0; k < 4; ++k) all_certain = and_not(all_certain, is_uncertain[k]);
  }

  // Areas (find_area_facts), lanes of A and of B.
  const AreaMasks<W> area_a = find_area_facts<T>(a_ux, a_uy, a_vx, a_vy);
  const AreaMasks<W> area_b = find_area_facts<T>(b_ux, b_uy, b_vx, b_vy);
  const Mask is_disjoint = is_finite & any_positive;
  const Mask is_unseparated = and_not(is_finite & all_certain, any_positive);
  const Mask is_touching = is_unseparated & (any_zero | area_a.is_zero | area_b.is_zero);
  const Mask is_overlapping = and_not(is_unseparated, any_zero) & (area_a.is_nonzero & area_b.is_nonzero);
  // The three masks exclude each other: the outcome code, without branches,
  // is 3 (undecided) + 3 * disjoint + 2 * touching + 1 * overlapping on
  // masks of -1.
  const auto codes = 3 + 3 * is_disjoint.lanes + 2 * is_touching.lanes + is_overlapping.lanes;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) outcomes[i] = static_cast<LaneOutcome>(codes[i]);
}

#endif  // vector paths

/// The scalar path: classify, pair by pair.
template <class T, class Pairs>
void classify_each(const Pairs& pairs, std::size_t begin, std::size_t count, Relation* relations) noexcept {
  for (std::size_t i = begin; i < count; ++i) relations[i] = classify(pairs.first(i), pairs.second(i));
}

#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)

/// The vector path of width N: whole groups of N pairs through the lane
/// filter, undecided lanes and the tail (fewer than N) through classify.
/// classify_group returns whether all N pairs of its group are disjoint.
template <class T, std::size_t N, class Pairs>
OBB2D_ALWAYS_INLINE bool classify_group(const Pairs& pairs, std::size_t begin, Relation* relations) noexcept {
  LaneInput<N> input{};
  fill_lanes<N>(input, pairs, begin);
  LaneOutcome outcomes[N];
  decide_lanes<T, N>(input, outcomes);
  bool are_all_disjoint = true;
  for (std::size_t lane = 0; lane < N; ++lane) {
    const std::size_t i = begin + lane;
    relations[i] = outcomes[lane] == LaneOutcome::undecided ? classify(pairs.first(i), pairs.second(i))
                                                            : static_cast<Relation>(outcomes[lane]);
    are_all_disjoint &= relations[i] == Relation::disjoint;
  }
  return are_all_disjoint;
}

template <class T, std::size_t N, class Pairs>
OBB2D_ALWAYS_INLINE void classify_in_lanes(const Pairs& pairs, std::size_t count, Relation* relations) noexcept {
  std::size_t begin = 0;
  if constexpr (std::is_same_v<T, float>) {
    bool were_all_disjoint = true;  // the float pre-filter is tried while the last 2N pairs were
    for (; count - begin >= 2 * N; begin += 2 * N) {
      if (were_all_disjoint && are_all_separated_by_coordinate_axes<N>(pairs, begin)) {
        for (std::size_t lane = 0; lane < 2 * N; ++lane) relations[begin + lane] = Relation::disjoint;
        continue;
      }
      const bool are_first_disjoint = classify_group<T, N>(pairs, begin, relations);
      const bool are_second_disjoint = classify_group<T, N>(pairs, begin + N, relations);
      were_all_disjoint = are_first_disjoint & are_second_disjoint;
    }
  }
  for (; count - begin >= N; begin += N) classify_group<T, N>(pairs, begin, relations);
  classify_each<T>(pairs, begin, count, relations);
}

template <class T, class Pairs>
__attribute__((target("avx2"))) void classify_with_avx2(const Pairs& pairs, std::size_t count,
                                                        Relation* relations) noexcept {
  classify_in_lanes<T, 4>(pairs, count, relations);
}

template <class T, class Pairs>
void classify_with_sse2(const Pairs& pairs, std::size_t count, Relation* relations) noexcept {
  classify_in_lanes<T, 2>(pairs, count, relations);
}

/// Whether this CPU runs AVX2 (asked once).
inline bool has_avx2() noexcept {
  static const bool answer = __builtin_cpu_supports("avx2");
  return answer;
}

#endif

/// Which path classify_batch takes on this machine: "avx2", "sse2" or
/// "scalar" (for benchmarks and reports).
inline const char* batch_path_name() noexcept {
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
  return has_avx2() ? "avx2" : "sse2";
#else
  return "scalar";
#endif
}

/// The dispatcher: the widest vector path the CPU has, or the scalar loop,
/// in the default floating-point environment (see obb2d.hpp).
template <class T, class Pairs>
void classify_batch(const Pairs& pairs, std::size_t count, Relation* relations) noexcept {
  in_default_fp_environment([&] {
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
    if (has_avx2()) {
      classify_with_avx2<T>(pairs, count, relations);
    } else {
      classify_with_sse2<T>(pairs, count, relations);
    }
#else
    classify_each<T>(pairs, 0, count, relations);
#endif
  });
}

}  // namespace detail

/// relations[i] = classify(box, others[i]) for i < count.
template <class T>
void classify_one_against_many(const Box<T>& box, const Box<T>* others, std::size_t count,
                               Relation* relations) noexcept {
  detail::classify_batch<T>(detail::OneAgainstMany<T, const Box<T>*>{box, others}, count, relations);
}

/// relations[i] = classify(box, others[i]) for i < count (structure of arrays).
template <class T>
void classify_one_against_many(const Box<T>& box, const BoxArrays<T>& others, std::size_t count,
                               Relation* relations) noexcept {
  detail::classify_batch<T>(detail::OneAgainstMany<T, BoxArrays<T>>{box, others}, count, relations);
}

/// relations[i] = classify(a[i], b[i]) for i < count.
template <class T>
void classify_pairs(const Box<T>* a, const Box<T>* b, std::size_t count, Relation* relations) noexcept {
  detail::classify_batch<T>(detail::ArrayPairs<T>{a, b}, count, relations);
}

/// relations[i] = classify(a[i], b[i]) for i < count (structure of arrays).
template <class T>
void classify_pairs(const BoxArrays<T>& a, const BoxArrays<T>& b, std::size_t count,
                    Relation* relations) noexcept {
  detail::classify_batch<T>(detail::ArraysPairs<T>{a, b}, count, relations);
}

}  // namespace obb2d

OBB2D_IEEE_END
#endif  // !OBB2D_REFUSED
