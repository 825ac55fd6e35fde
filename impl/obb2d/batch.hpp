#pragma once
/// @file
/// obb2d batch classification: many box pairs per call, with exactly the
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
// For N pairs at once, in double arithmetic (float input widened exactly),
// the filters of obb2d.hpp evaluated with the same expression trees, so the
// same derivation bounds their errors (see "The filters and their error
// bounds" there): coordinate axes at depth 3, edge axes at depth 4 for float
// input (products of floats are exact in double) and 5 for double input, with
// the same absolute term; plus the error-free TwoSum recomputation of the
// coordinate gaps, which certifies exact zeros (flush boxes). A certified
// sign is the exact sign, and a lane is answered only from certified signs,
// by decide's own rule:
//   some axis positive (and all 12 numbers finite)         disjoint
//   all six certain, none positive, some zero              touching
//   all six certain, all negative, both areas proven       overlapping
// (an edge vector with a zero component is no axis of its own: negative, as
// in decide). Every other lane -- uncertain axes, zero-area boxes, NaN or
// infinity -- gets classify itself. So each answer is classify's.

/// What the lane filter says of a lane: a relation, or "ask classify".
enum class LaneOutcome : unsigned char { disjoint = 0, touching = 1, overlapping = 2, undecided = 3 };

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

#if defined(__GNUC__) && !defined(OBB2D_BATCH_SCALAR_ONLY) && (defined(__x86_64__) || defined(__i386__))
#define OBB2D_BATCH_HAS_VECTOR_PATHS 1
// Loops over lanes and rows are short and must unroll, so that lane and row
// numbers become constants (no memory round trips).
#define OBB2D_UNROLL _Pragma("GCC unroll 8")

/// N doubles (Doubles) or N lane masks (Masks: all bits set means true),
/// each a GCC/Clang vector wrapped in a struct. Every function that takes,
/// returns or holds them is always inlined, members included: no vector
/// may cross a call, even at -O0, since passing or returning one (or a
/// struct of one) has a different ABI with and without AVX.
template <std::size_t N>
struct LaneVectors {
  typedef double Doubles __attribute__((vector_size(8 * N)));
  typedef long long Masks __attribute__((vector_size(8 * N)));
};

template <std::size_t N>
struct Doubles {
  typedef typename LaneVectors<N>::Doubles Vector;
  Vector lanes;
};

template <std::size_t N>
struct Masks {
  typedef typename LaneVectors<N>::Masks Vector;
  Vector lanes;

  /// Whether lane i is true.
  OBB2D_ALWAYS_INLINE bool operator[](std::size_t i) const noexcept { return lanes[i] != 0; }
};

#define OBB2D_LANE_OPERATOR(Result, Operand, op)                                                 \
  template <std::size_t N>                                                                        \
  OBB2D_ALWAYS_INLINE Result<N> operator op(const Operand<N>& x, const Operand<N>& y) noexcept { \
    return {x.lanes op y.lanes};                                                                  \
  }
OBB2D_LANE_OPERATOR(Doubles, Doubles, +)
OBB2D_LANE_OPERATOR(Doubles, Doubles, -)
OBB2D_LANE_OPERATOR(Doubles, Doubles, *)
OBB2D_LANE_OPERATOR(Masks, Doubles, <)
OBB2D_LANE_OPERATOR(Masks, Doubles, >)
OBB2D_LANE_OPERATOR(Masks, Doubles, ==)
OBB2D_LANE_OPERATOR(Masks, Doubles, !=)
OBB2D_LANE_OPERATOR(Masks, Masks, &)
OBB2D_LANE_OPERATOR(Masks, Masks, |)
#undef OBB2D_LANE_OPERATOR

template <std::size_t N>
OBB2D_ALWAYS_INLINE Doubles<N> operator-(const Doubles<N>& x) noexcept {
  return {-x.lanes};
}

template <std::size_t N>
OBB2D_ALWAYS_INLINE Masks<N> operator~(const Masks<N>& x) noexcept {
  return {~x.lanes};
}

/// Whether any lane is true.
template <std::size_t N>
OBB2D_ALWAYS_INLINE bool is_any(const Masks<N>& mask) noexcept {
  bool answer = false;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) answer = answer || mask[i];
  return answer;
}

/// Whether every lane is true.
template <std::size_t N>
OBB2D_ALWAYS_INLINE bool is_every(const Masks<N>& mask) noexcept {
  bool answer = true;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) answer = answer && mask[i];
  return answer;
}

template <std::size_t N>
OBB2D_ALWAYS_INLINE Doubles<N> splat(double value) noexcept {
  Doubles<N> result;
  OBB2D_UNROLL
  for (std::size_t i = 0; i < N; ++i) result.lanes[i] = value;
  return result;
}

/// |x| on every lane: the sign bit cleared.
template <std::size_t N>
OBB2D_ALWAYS_INLINE Doubles<N> lanes_abs(const Doubles<N>& x) noexcept {
  using Bits = typename Masks<N>::Vector;
  return {reinterpret_cast<typename Doubles<N>::Vector>(reinterpret_cast<Bits>(x.lanes) &
                                                         std::numeric_limits<long long>::max())};
}

/// cross(p, q) = p.x * q.y - p.y * q.x on N lanes.
template <std::size_t N>
OBB2D_ALWAYS_INLINE Doubles<N> cross_lanes(const Doubles<N>& px, const Doubles<N>& py, const Doubles<N>& qx,
                                           const Doubles<N>& qy) noexcept {
  return px * qy - py * qx;
}

/// The 12 numbers of N pairs, one row per number: A's cx, cy, ux, uy, vx,
/// vy, then B's.
template <std::size_t N>
struct LaneInput {
  Doubles<N> rows[12];

  OBB2D_ALWAYS_INLINE const Doubles<N>& row(int index) const noexcept { return rows[index]; }

  /// Sets the six rows from `first` on to one box on every lane.
  template <class T>
  OBB2D_ALWAYS_INLINE void set_box_on_every_lane(int first, const Box<T>& box) noexcept {
    const T numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
    OBB2D_UNROLL
    for (int row = 0; row < 6; ++row) rows[first + row] = splat<N>(static_cast<double>(numbers[row]));
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
        rows[first + row].lanes = typename Doubles<N>::Vector{numbers[0], numbers[1]};
      } else {
        rows[first + row].lanes = typename Doubles<N>::Vector{numbers[0], numbers[1], numbers[2], numbers[3]};
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
      rows[first + row].lanes = __builtin_convertvector(narrow, typename Doubles<N>::Vector);
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

/// The certified sign masks of N gaps: positive and negative where a finite
/// gap is beyond its bound (as record_certified_sign in obb2d.hpp, which
/// leaves finiteness to its callers), and zero where both the gap and its
/// bound are 0 (the computed gap is then exact).
template <std::size_t N>
struct LaneSigns {
  Masks<N> positive, negative, zero;

  OBB2D_ALWAYS_INLINE Masks<N> is_certain() const noexcept { return positive | negative | zero; }
};

template <std::size_t N>
OBB2D_ALWAYS_INLINE LaneSigns<N> certify_lanes(const Doubles<N>& gap, const Doubles<N>& bound) noexcept {
  const Masks<N> is_finite = lanes_abs(gap) < splat<N>(std::numeric_limits<double>::infinity());
  return {(gap > bound) & is_finite, (gap < -bound) & is_finite, (bound == splat<N>(0)) & (gap == splat<N>(0))};
}

/// TwoSum on N lanes (obb2d.hpp's two_sum), adding |error| to errors.
template <std::size_t N>
OBB2D_ALWAYS_INLINE Doubles<N> two_sum_lanes(const Doubles<N>& a, const Doubles<N>& b, Doubles<N>& errors) noexcept {
  const Doubles<N> sum = a + b;
  const Doubles<N> b_virtual = sum - a;
  const Doubles<N> a_virtual = sum - b_virtual;
  errors = errors + lanes_abs((a - a_virtual) + (b - b_virtual));
  return sum;
}

/// The exact sign masks of one coordinate gap where no addition of its
/// error-free recomputation rounded (else none set).
template <std::size_t N>
OBB2D_ALWAYS_INLINE LaneSigns<N> recompute_coordinate_lanes(const Doubles<N>& center_a, const Doubles<N>& center_b,
                                                            const Doubles<N>& u_a, const Doubles<N>& v_a,
                                                            const Doubles<N>& u_b, const Doubles<N>& v_b) noexcept {
  Doubles<N> errors = splat<N>(0);
  const Doubles<N> distance = two_sum_lanes(center_b, -center_a, errors);
  Doubles<N> radius = two_sum_lanes(lanes_abs(u_a), lanes_abs(v_a), errors);
  radius = two_sum_lanes(radius, lanes_abs(u_b), errors);
  radius = two_sum_lanes(radius, lanes_abs(v_b), errors);
  const Doubles<N> gap = two_sum_lanes(lanes_abs(distance), -radius, errors);
  const Doubles<N> zero = splat<N>(0);
  const Masks<N> is_exact = errors == zero;  // false for NaN
  return {is_exact & (gap > zero), is_exact & (gap < zero), is_exact & (gap == zero)};
}

/// Keeps the certain signs of `filtered` and fills its uncertain lanes from
/// `recomputed`.
template <std::size_t N>
OBB2D_ALWAYS_INLINE LaneSigns<N> fill_uncertain(const LaneSigns<N>& filtered, const LaneSigns<N>& recomputed) noexcept {
  const Masks<N> is_uncertain = ~filtered.is_certain();
  return {filtered.positive | (is_uncertain & recomputed.positive),
          filtered.negative | (is_uncertain & recomputed.negative), filtered.zero | (is_uncertain & recomputed.zero)};
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
  using Floats = typename FloatVectors<N>::Floats;
  using Masks = typename FloatVectors<N>::Masks;
  FloatLaneInput<N> input{};
  fill_float_lanes<N>(input, pairs, begin);
  // |x| on every lane (the sign bit cleared), as an expression: no vector
  // is passed to or returned from a helper.
#define OBB2D_FLOAT_LANES_ABS(x) (reinterpret_cast<Floats>(reinterpret_cast<Masks>(x) & 0x7fffffff))
  const Floats* const r = input.rows;
  const Floats dx = r[6] - r[0], dy = r[7] - r[1];
  const Floats rx = (OBB2D_FLOAT_LANES_ABS(r[2]) + OBB2D_FLOAT_LANES_ABS(r[4])) +
                    (OBB2D_FLOAT_LANES_ABS(r[8]) + OBB2D_FLOAT_LANES_ABS(r[10]));
  const Floats ry = (OBB2D_FLOAT_LANES_ABS(r[3]) + OBB2D_FLOAT_LANES_ABS(r[5])) +
                    (OBB2D_FLOAT_LANES_ABS(r[9]) + OBB2D_FLOAT_LANES_ABS(r[11]));
  const Floats sx = rx + (OBB2D_FLOAT_LANES_ABS(r[0]) + OBB2D_FLOAT_LANES_ABS(r[6]));
  const Floats sy = ry + (OBB2D_FLOAT_LANES_ABS(r[1]) + OBB2D_FLOAT_LANES_ABS(r[7]));
  const float coefficient = filter_error_coefficient<float>(coordinate_filter_depth);
  const Masks is_separated = ((OBB2D_FLOAT_LANES_ABS(dx) - rx) > coefficient * sx) |
                             ((OBB2D_FLOAT_LANES_ABS(dy) - ry) > coefficient * sy);
#undef OBB2D_FLOAT_LANES_ABS
  const Masks is_finite = (sx + sy) < std::numeric_limits<float>::infinity();
  const Masks is_disjoint = is_separated & is_finite;
  bool answer = true;
  OBB2D_UNROLL
  for (std::size_t lane = 0; lane < 2 * N; ++lane) answer = answer && is_disjoint[lane] != 0;
  return answer;
}

/// The lane filter (above): one LaneOutcome per lane.
template <class T, std::size_t N>
OBB2D_ALWAYS_INLINE void decide_lanes(const LaneInput<N>& input, LaneOutcome (&outcomes)[N]) noexcept {
  const Doubles<N> a_cx = input.row(0), a_cy = input.row(1), a_ux = input.row(2), a_uy = input.row(3);
  const Doubles<N> a_vx = input.row(4), a_vy = input.row(5), b_cx = input.row(6), b_cy = input.row(7);
  const Doubles<N> b_ux = input.row(8), b_uy = input.row(9), b_vx = input.row(10), b_vy = input.row(11);

  // Coordinate axes: the trees of make_coordinate_sums.
  const Doubles<N> dx = b_cx - a_cx, dy = b_cy - a_cy;
  const Doubles<N> rx = (lanes_abs(a_ux) + lanes_abs(a_vx)) + (lanes_abs(b_ux) + lanes_abs(b_vx));
  const Doubles<N> ry = (lanes_abs(a_uy) + lanes_abs(a_vy)) + (lanes_abs(b_uy) + lanes_abs(b_vy));
  const Doubles<N> sx = rx + (lanes_abs(a_cx) + lanes_abs(b_cx));
  const Doubles<N> sy = ry + (lanes_abs(a_cy) + lanes_abs(b_cy));
  // The sums of magnitudes are finite only if all 12 numbers are.
  const Masks<N> is_finite = (sx + sy) < splat<N>(std::numeric_limits<double>::infinity());
  const Doubles<N> coordinate_coefficient = splat<N>(filter_error_coefficient<double>(coordinate_filter_depth));
  LaneSigns<N> x = certify_lanes(lanes_abs(dx) - rx, coordinate_coefficient * sx);
  LaneSigns<N> y = certify_lanes(lanes_abs(dy) - ry, coordinate_coefficient * sy);
  if (is_every((x.positive | y.positive) & is_finite)) {  // the common case: all separated along x or y
    OBB2D_UNROLL
    for (LaneOutcome& outcome : outcomes) outcome = LaneOutcome::disjoint;
    return;
  }
  if (!is_every(x.is_certain() & y.is_certain())) {  // flush boxes: exact zeros
    x = fill_uncertain(x, recompute_coordinate_lanes(a_cx, b_cx, a_ux, a_vx, b_ux, b_vx));
    y = fill_uncertain(y, recompute_coordinate_lanes(a_cy, b_cy, a_uy, a_vy, b_uy, b_vy));
  }
  Masks<N> any_positive = x.positive | y.positive;
  Masks<N> all_certain = x.is_certain() & y.is_certain();
  Masks<N> any_zero = x.zero | y.zero;

  // Edge axes: the trees of filter_axis_signs; skipped when no lane has
  // an oblique edge (axis-aligned boxes: every edge axis is a coordinate
  // axis, negative as in decide).
  const Doubles<N> edge_x[4] = {a_ux, a_vx, b_ux, b_vx}, edge_y[4] = {a_uy, a_vy, b_uy, b_vy};
  const Doubles<N> zero = splat<N>(0);
  Masks<N> is_oblique[4];
  Masks<N> has_oblique_edge = zero != zero;
  OBB2D_UNROLL
  for (int k = 0; k < 4; ++k) {
    is_oblique[k] = (edge_x[k] != zero) & (edge_y[k] != zero);
    has_oblique_edge = has_oblique_edge | is_oblique[k];
  }
  if (is_any(has_oblique_edge)) {
    const Doubles<N> ua_va = lanes_abs(cross_lanes(a_ux, a_uy, a_vx, a_vy));
    const Doubles<N> ua_ub = lanes_abs(cross_lanes(a_ux, a_uy, b_ux, b_uy));
    const Doubles<N> ua_vb = lanes_abs(cross_lanes(a_ux, a_uy, b_vx, b_vy));
    const Doubles<N> va_ub = lanes_abs(cross_lanes(a_vx, a_vy, b_ux, b_uy));
    const Doubles<N> va_vb = lanes_abs(cross_lanes(a_vx, a_vy, b_vx, b_vy));
    const Doubles<N> ub_vb = lanes_abs(cross_lanes(b_ux, b_uy, b_vx, b_vy));
    const Doubles<N> radii[4] = {(ua_ub + ua_vb) + ua_va, (va_ub + va_vb) + ua_va, (ua_ub + va_ub) + ub_vb,
                                 (ua_vb + va_vb) + ub_vb};
    const Doubles<N> edge_coefficient = splat<N>(filter_error_coefficient<double>(edge_filter_depth<T>));
    const Doubles<N> absolute_term = splat<N>(edge_filter_absolute_term<T>);
    OBB2D_UNROLL
    for (int k = 0; k < 4; ++k) {
      const Doubles<N>& wx = edge_x[k];
      const Doubles<N>& wy = edge_y[k];
      const Doubles<N> gap = lanes_abs(wx * dy - wy * dx) - radii[k];
      const Doubles<N> bound = edge_coefficient * (lanes_abs(wx) * sy + lanes_abs(wy) * sx) + absolute_term;
      const LaneSigns<N> edge = certify_lanes(gap, bound);
      any_positive = any_positive | (is_oblique[k] & edge.positive);
      any_zero = any_zero | (is_oblique[k] & edge.zero);
      all_certain = all_certain & (~is_oblique[k] | edge.is_certain());
    }
  }

  // Areas: proven non-zero when the rounded products differ
  // (has_proven_nonzero_area); proven zero when both products are exact and
  // equal -- always for float input (products of floats are exact in
  // double), for double input when each product has a zero factor.
  const Doubles<N> area_a_first = a_ux * a_vy, area_a_second = a_uy * a_vx;
  const Doubles<N> area_b_first = b_ux * b_vy, area_b_second = b_uy * b_vx;
  const Masks<N> has_areas = (area_a_first != area_a_second) & (area_b_first != area_b_second);
  Masks<N> has_zero_area;
  if constexpr (std::is_same_v<T, float>) {
    has_zero_area = (area_a_first == area_a_second) | (area_b_first == area_b_second);
  } else {
    // (No helper lambda: it would be a call at -O0, compiled without AVX.)
    const Masks<N> a_zero = ((a_ux == zero) | (a_vy == zero)) & ((a_uy == zero) | (a_vx == zero));
    const Masks<N> b_zero = ((b_ux == zero) | (b_vy == zero)) & ((b_uy == zero) | (b_vx == zero));
    has_zero_area = a_zero | b_zero;
  }
  const Masks<N> is_disjoint = is_finite & any_positive;
  const Masks<N> is_unseparated = is_finite & all_certain & ~any_positive;
  const Masks<N> is_touching = is_unseparated & (any_zero | has_zero_area);
  const Masks<N> is_overlapping = is_unseparated & ~any_zero & has_areas;
  // The three masks exclude each other: the outcome code, without branches,
  // is 3 (undecided) + 3 * disjoint + 2 * touching + 1 * overlapping on
  // masks of -1.
  const typename Masks<N>::Vector codes =
      3 + 3 * is_disjoint.lanes + 2 * is_touching.lanes + is_overlapping.lanes;
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
template <class T, std::size_t N, class Pairs>
OBB2D_ALWAYS_INLINE void classify_group(const Pairs& pairs, std::size_t begin, Relation* relations) noexcept {
  LaneInput<N> input{};
  fill_lanes<N>(input, pairs, begin);
  LaneOutcome outcomes[N];
  decide_lanes<T, N>(input, outcomes);
  for (std::size_t lane = 0; lane < N; ++lane) {
    const std::size_t i = begin + lane;
    relations[i] = outcomes[lane] == LaneOutcome::undecided ? classify(pairs.first(i), pairs.second(i))
                                                            : static_cast<Relation>(outcomes[lane]);
  }
}

template <class T, std::size_t N, class Pairs>
OBB2D_ALWAYS_INLINE void classify_in_lanes(const Pairs& pairs, std::size_t count, Relation* relations) noexcept {
  std::size_t begin = 0;
  if constexpr (std::is_same_v<T, float>) {
    for (; count - begin >= 2 * N; begin += 2 * N) {
      if (are_all_separated_by_coordinate_axes<N>(pairs, begin)) {
        for (std::size_t lane = 0; lane < 2 * N; ++lane) relations[begin + lane] = Relation::disjoint;
        continue;
      }
      classify_group<T, N>(pairs, begin, relations);
      classify_group<T, N>(pairs, begin + N, relations);
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
