#pragma once
/// @file
/// The cases that impl/obb2d/self_test.hpp embeds, built here and answered
/// by the exact-rational oracle (never by the kernel). Each group names a
/// kind of input where a build of the kernel goes wrong when its arithmetic
/// is not IEEE (fast-math flags, flush-to-zero, denormals-are-zero):
///   edge-cases.md row N      every example of every row of docs/edge-cases.md
///                            (tests/portability/edge_case_rows.hpp)
///   touching and one-ulp     squares and diamonds flush at offsets 0 .. 2^40,
///                            boxes turned by a rounded angle, each also with
///                            B moved one ulp either way
///   Pythagorean contacts     boxes turned by (3,4)/5, (5,12)/13, (8,15)/17,
///                            (20,21)/29, (7,24)/25: corner on edge, edge on
///                            edge, corner of a turned box on a turned edge,
///                            far from the origin, and one ulp either way
///   huge values              near FLT_MAX / DBL_MAX: products and center
///                            differences overflow
///   tiny values              normal numbers whose products underflow
///   subnormals               subnormal sizes and gaps: a pair that only a
///                            subnormal gap separates, subnormal-size boxes
///                            meeting or apart (denormals-are-zero reads them
///                            as 0, flush-to-zero flushes the gap)
///   negative zero            -0.0 in each position
///   NaN, infinity            in each of the 12 positions (invalid)
///   degenerate boxes         segments, points, collinear segments, u parallel
///                            to v, one ulp either way
///   certificates             pairs of every relation whose certify() is
///                            checked as well
/// Only exact operations build the boxes (small integers, ldexp, nextafter,
/// sums that are exact), except the turned-by-an-angle pairs, whose rounding
/// is the point: the oracle answers for the numbers as stored.
///
/// Build in the default floating-point environment (subnormals are built).

#include "oracle/oracle.hpp"
#include "tests/portability/edge_case_rows.hpp"

#include <obb2d/obb2d.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace obb2d::self_test_cases {

/// One case: a box pair and its exact relation (the same in both orders).
template <class T>
struct BuiltCase {
  Box<T> a;           ///< first box
  Box<T> b;           ///< second box
  Relation expected;  ///< the oracle's answer
  std::string note;   ///< what the pair is, in a few words (a comment in the table)
};

/// One group: every case is of precision T, and the name ends in ", float"
/// or ", double".
template <class T>
struct BuiltGroup {
  std::string name;                ///< e.g. "subnormals, double"
  bool also_certify = false;       ///< self_test() checks certify() on these too
  std::vector<BuiltCase<T>> cases;  ///< in table order
};

/// The whole table, in the order self_test() runs it: each group at float,
/// then at double.
struct BuiltTable {
  std::vector<BuiltGroup<float>> float_groups;    ///< in run order, interleaved with...
  std::vector<BuiltGroup<double>> double_groups;  ///< ...these: float group i, then double group i
};

/// The oracle's relation of two boxes: invalid when a number is NaN or
/// infinite (they have no rational value).
template <class T>
Relation relation_by_oracle(const Box<T>& a, const Box<T>& b) {
  if (!is_finite_box(a) || !is_finite_box(b)) return Relation::invalid;
  const auto stored = [](const Box<T>& box) {
    return oracle::StoredBox<T>{box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  };
  switch (oracle::relate_boxes(stored(a), stored(b))) {
    case oracle::Relation::disjoint: return Relation::disjoint;
    case oracle::Relation::touching: return Relation::touching;
    case oracle::Relation::overlapping: return Relation::overlapping;
  }
  throw std::logic_error("unknown oracle relation");
}

namespace building {

template <class T>
constexpr Box<T> make_box(T cx, T cy, T ux, T uy, T vx, T vy) {
  return {{cx, cy}, {ux, uy}, {vx, vy}};
}

/// An axis-aligned square of half size h.
template <class T>
constexpr Box<T> make_square(T cx, T cy, T h) {
  return make_box<T>(cx, cy, h, 0, 0, h);
}

/// A square of half diagonal 2h turned by 45 degrees: corners c ± (2h, 0),
/// c ± (0, 2h).
template <class T>
constexpr Box<T> make_diamond(T cx, T cy, T h) {
  return make_box<T>(cx, cy, h, h, -h, h);
}

template <class T>
T next_up(T x) {
  return std::nextafter(x, std::numeric_limits<T>::infinity());
}

template <class T>
T next_down(T x) {
  return std::nextafter(x, -std::numeric_limits<T>::infinity());
}

/// x moved by `steps` ulps (-1, 0 or +1).
template <class T>
T moved_by_ulps(T x, int steps) {
  return steps > 0 ? next_up(x) : steps < 0 ? next_down(x) : x;
}

/// The distance from x to the next number away from zero.
template <class T>
T ulp_of(T x) {
  return next_up(std::fabs(x)) - std::fabs(x);
}

/// The box's number at position 0..5 (cx, cy, ux, uy, vx, vy).
template <class T>
T& number_at(Box<T>& box, int position) {
  T* numbers[6] = {&box.center.x, &box.center.y, &box.u.x, &box.u.y, &box.v.x, &box.v.y};
  return *numbers[position];
}

inline const char* position_name(int position) {
  static const char* const names[12] = {"A.cx", "A.cy", "A.ux", "A.uy", "A.vx", "A.vy",
                                        "B.cx", "B.cy", "B.ux", "B.uy", "B.vx", "B.vy"};
  return names[position];
}

/// A Pythagorean direction (a, b) with a^2 + b^2 = c^2.
struct Direction {
  int a, b, c;
};
inline constexpr std::array<Direction, 5> pythagorean_directions = {{
    {3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}, {7, 24, 25},
}};

inline std::string direction_name(const Direction& d) {
  return "(" + std::to_string(d.a) + "," + std::to_string(d.b) + ")/" + std::to_string(d.c);
}

/// The rectangle with u = k (a, b), v = m (-b, a) (exact for small integers).
template <class T>
Box<T> make_turned(T cx, T cy, const Direction& d, int k, int m) {
  return make_box<T>(cx, cy, T(k * d.a), T(k * d.b), T(-m * d.b), T(m * d.a));
}

/// A box scaled about the origin by 2^exponent (exact unless it underflows).
template <class T>
Box<T> scaled(Box<T> box, int exponent) {
  for (int i = 0; i < 6; ++i) number_at(box, i) = std::ldexp(number_at(box, i), exponent);
  return box;
}

inline std::string precision_name(float) { return "float"; }
inline std::string precision_name(double) { return "double"; }

/// Collects one group's cases, each answered by the oracle.
template <class T>
class GroupBuilder {
 public:
  GroupBuilder(std::vector<BuiltGroup<T>>& groups, const std::string& name, bool also_certify = false)
      : group_(groups.emplace_back()) {
    group_.name = name + ", " + precision_name(T());
    group_.also_certify = also_certify;
  }

  /// The pair as it is.
  void add(const Box<T>& a, const Box<T>& b, const std::string& note) {
    group_.cases.push_back({a, b, relation_by_oracle(a, b), note});
  }

  /// The pair, then B's center moved one ulp right and one ulp left.
  void add_with_x_nudges(const Box<T>& a, const Box<T>& b, const std::string& note) {
    add(a, b, note);
    for (const int steps : {1, -1}) {
      Box<T> moved = b;
      moved.center.x = moved_by_ulps(b.center.x, steps);
      add(a, moved, note + (steps > 0 ? ", B.cx +1 ulp" : ", B.cx -1 ulp"));
    }
  }

 private:
  BuiltGroup<T>& group_;
};

// ---------------------------------------------------------------------------
// The groups, each for precision T.
// ---------------------------------------------------------------------------

/// Every example of every row of docs/edge-cases.md, one group per row.
template <class T>
void add_edge_case_rows(std::vector<BuiltGroup<T>>& groups) {
  static const char* const row_titles[18] = {
      "",         "touching edge", "touching corner", "corner on edge", "shared edge with containment",
      "identical boxes", "zero extents", "segments on one line", "points", "non-orthogonal axes",
      "flipped or swapped half-edges", "huge", "tiny at a large offset", "subnormal", "-0.0", "NaN", "±Inf",
      "float vs double, one ulp"};
  const auto examples = portability::make_edge_case_examples<T>();
  for (int row = 1; row <= 17; ++row) {
    GroupBuilder<T> group(groups, "edge-cases.md row " + std::to_string(row) + " (" + row_titles[row] + ")");
    for (const auto& example : examples) {
      if (example.row != row) continue;
      if (relation_by_oracle(example.a, example.b) != example.expected) {
        throw std::logic_error(std::string("the oracle disagrees with edge_case_rows.hpp: ") + example.example);
      }
      group.add(example.a, example.b, example.example);
    }
  }
}

/// Offsets for the one-ulp pairs: far enough that an ulp is large, near
/// enough that the boxes' integers stay exact.
template <class T>
std::vector<T> make_ulp_offsets() {
  if constexpr (std::is_same_v<T, float>) {
    return {0.0f, 1024.0f, std::ldexp(1.0f, 20), -3 * std::ldexp(1.0f, 18)};
  } else {
    return {0.0, 1024.0, std::ldexp(1.0, 20), std::ldexp(1.0, 40), -3 * std::ldexp(1.0, 38)};
  }
}

inline std::string offset_name(double offset) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", offset);
  return text;
}

template <class T>
void add_touching_and_one_ulp(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "touching and one-ulp");
  for (const T offset : make_ulp_offsets<T>()) {
    const std::string at = " at " + offset_name(double(offset));
    // Half sizes 1 and, away from 0, one ulp of the offset.
    std::vector<T> half_sizes = {T(1)};
    if (offset != 0) half_sizes.push_back(ulp_of(offset));
    for (const T h : half_sizes) {
      const std::string size = h == 1 ? "unit" : "ulp-size";
      // Squares flush along x = offset.
      group.add_with_x_nudges(make_square<T>(offset - h, offset, h), make_square<T>(offset + h, offset, h),
                              size + " squares flush in x" + at);
      // Diamonds corner to corner at (offset, offset).
      group.add_with_x_nudges(make_diamond<T>(offset - h, offset, h / 2), make_diamond<T>(offset + h, offset, h / 2),
                              size + " diamonds corner to corner" + at);
      if (h != 1) continue;
      // Squares corner to corner, then B one ulp right, left, and down-left.
      const Box<T> a = make_square<T>(offset - h, offset - h, h);
      group.add_with_x_nudges(a, make_square<T>(offset + h, offset + h, h), size + " squares corner to corner" + at);
      group.add(a, make_square<T>(next_down(offset + h), next_down(offset + h), h),
                size + " squares corner to corner" + at + ", B.cx and B.cy -1 ulp");
      // Diamonds sharing an edge: B = A + 2u.
      group.add_with_x_nudges(make_diamond<T>(offset - h, offset, h / 2), make_diamond<T>(offset, offset + h, h / 2),
                              size + " diamonds edge to edge" + at);
      // Turned by about 0.3 rad (cos and sin rounded, written out so that no
      // libm is involved); B's center A.c + 2u + v/2 rounds, so the pair is
      // within an ulp or so of touching, either way.
      const Box<T> turned =
          make_box_from_cos_sin<T>({offset, offset}, {T(1.5), T(0.75)}, T(0.955336489125606), T(0.29552020666134));
      const Box<T> beside{{turned.center.x + 2 * turned.u.x + turned.v.x / 2,
                           turned.center.y + 2 * turned.u.y + turned.v.y / 2},
                          turned.u, turned.v};
      group.add_with_x_nudges(turned, beside, "turned by 0.3 rad, B at A.c + 2u + v/2 rounded" + at);
    }
  }
}

template <class T>
std::vector<T> make_pythagorean_offsets() {
  if constexpr (std::is_same_v<T, float>) {
    return {0.0f, 1000.0f, std::ldexp(1.0f, 20), -3 * std::ldexp(1.0f, 19), std::ldexp(1.0f, 22)};
  } else {
    return {0.0, 1000.0, std::ldexp(1.0, 30), -3 * std::ldexp(1.0, 38), std::ldexp(1.0, 45)};
  }
}

/// Exact contacts of turned boxes, placed by integer arithmetic, at an
/// offset; each also one ulp either way.
template <class T>
void add_pythagorean_contacts(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "Pythagorean contacts");
  const auto offsets = make_pythagorean_offsets<T>();
  for (std::size_t i = 0; i < pythagorean_directions.size(); ++i) {
    const Direction& d = pythagorean_directions[i];
    const Direction& other = pythagorean_directions[(i + 1) % pythagorean_directions.size()];
    const T o = offsets[i % offsets.size()];
    const std::string at = " at " + offset_name(double(o));
    // (i) Its leftmost corner, c - u + v = c + (-(a+b), a-b), on the edge
    // x = o + 64 of an axis-aligned square, at height o + 32.
    group.add_with_x_nudges(make_square<T>(o, o, 64),
                            make_turned<T>(o + T(64 + d.a + d.b), o + T(32 - (d.a - d.b)), d, 1, 1),
                            direction_name(d) + " corner on a square's edge" + at);
    // (ii) Edge on edge: B = A + 2u + v, sharing half of A's +u edge.
    const Box<T> a = make_turned<T>(o, o, d, 2, 3);
    group.add_with_x_nudges(a, make_turned<T>(o + T(4 * d.a - 3 * d.b), o + T(4 * d.b + 3 * d.a), d, 2, 3),
                            direction_name(d) + " edge on edge" + at);
    // (iii) B turned by another direction, its corner farthest against
    // A's +u normal (a, b) on the middle of that edge, A.c + u.
    std::array<int, 2> best{};  // the corner offset s u_B + t v_B with the least (a, b) . offset
    bool is_first = true;
    for (const int s : {-1, 1}) {
      for (const int t : {-1, 1}) {
        const std::array<int, 2> corner = {s * other.a - t * other.b, s * other.b + t * other.a};
        if (is_first || d.a * corner[0] + d.b * corner[1] < d.a * best[0] + d.b * best[1]) best = corner;
        is_first = false;
      }
    }
    group.add_with_x_nudges(make_turned<T>(o, o, d, 2, 2),
                            make_turned<T>(o + T(2 * d.a - best[0]), o + T(2 * d.b - best[1]), other, 1, 1),
                            direction_name(other) + " corner on a " + direction_name(d) + " edge" + at);
  }
}

template <class T>
void add_huge_values(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "huge values");
  constexpr int top = std::numeric_limits<T>::max_exponent;  // 2^top overflows
  const T max = std::numeric_limits<T>::max();
  const T half_range = std::ldexp(T(1), top - 1);
  // Flush at 0 with centers ±2^(top-1): the centers' difference overflows.
  group.add_with_x_nudges(make_box<T>(-half_range, 0, half_range, 0, 0, 1),
                          make_box<T>(half_range, 0, half_range, 0, 0, 1),
                          "flush at x = 0, centers ±2^(top-1) (B.cx - A.cx overflows)");
  {
    Box<T> below = make_box<T>(0, -half_range, 1, 0, 0, half_range);
    Box<T> above = make_box<T>(0, half_range, 1, 0, 0, half_range);
    group.add(below, above, "flush at y = 0, centers ±2^(top-1)");
    above.center.y = next_up(above.center.y);
    group.add(below, above, "flush at y = 0, centers ±2^(top-1), B.cy +1 ulp");
  }
  // The square of every number: its radius |u| + |v| overflows.
  const Box<T> everything = make_box<T>(0, 0, max, 0, 0, max);
  group.add(everything, make_square<T>(max, max, 1), "max square, unit square at its corner");
  group.add(everything, make_box<T>(max, -max, 0, 0, 0, 0), "max square, point at its corner");
  group.add(everything, make_box<T>(-max, -max, max, max, -max, max), "max square, max diamond at its corner");
  group.add(make_square<T>(-max, 0, 1), make_square<T>(max, 0, 1), "unit squares at ±max");
  // A box one ulp of max/2 wide, flush against a square of half size max/2.
  const T half = max / 2;
  group.add_with_x_nudges(make_square<T>(0, 0, half), make_box<T>(next_up(half), 0, ulp_of(half), 0, 0, 1),
                          "ulp-wide box flush with the max/2 square");
  // Pythagorean corner on edge and diamonds, scaled to the top of the range.
  for (const Direction& d : {pythagorean_directions[0], pythagorean_directions[3]}) {
    const Box<T> a = make_square<T>(0, 0, 64);
    const Box<T> b = make_turned<T>(T(64 + d.a + d.b), T(32 - (d.a - d.b)), d, 1, 1);
    group.add_with_x_nudges(scaled(a, top - 8), scaled(b, top - 8),
                            direction_name(d) + " corner on edge, scaled by 2^(top-8)");
  }
  const T p = std::ldexp(T(1), top - 3);
  group.add_with_x_nudges(make_diamond<T>(-p, 0, p), make_diamond<T>(3 * p, 0, p),
                          "diamonds of half diagonal 2^(top-2) corner to corner");
}

template <class T>
void add_tiny_values(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "tiny values");
  // Scales at which the products of coordinates underflow (below the
  // smallest normal, or to 0) while the coordinates stay normal.
  const std::vector<int> scales = std::is_same_v<T, float> ? std::vector<int>{-70, -110} : std::vector<int>{-600, -990};
  for (const int scale : scales) {
    const std::string by = ", scaled by 2^" + std::to_string(scale);
    group.add_with_x_nudges(scaled(make_square<T>(-1, 0, 1), scale), scaled(make_square<T>(1, 0, 1), scale),
                            "squares flush at x = 0" + by);
    group.add_with_x_nudges(scaled(make_diamond<T>(-3, 5, 1), scale), scaled(make_diamond<T>(1, 5, 1), scale),
                            "diamonds corner to corner" + by);
    for (const Direction& d : {pythagorean_directions[0], pythagorean_directions[2]}) {
      group.add_with_x_nudges(scaled(make_square<T>(0, 0, 64), scale),
                              scaled(make_turned<T>(T(64 + d.a + d.b), T(32 - (d.a - d.b)), d, 1, 1), scale),
                              direction_name(d) + " corner on edge" + by);
    }
  }
  // Small boxes at a large offset: one ulp of the offset in size.
  if constexpr (std::is_same_v<T, float>) {
    const float e = std::ldexp(1.0f, -13);  // one ulp at 1024
    group.add_with_x_nudges(make_diamond<T>(1024 - e, 3, e / 2), make_diamond<T>(1024 + e, 3, e / 2),
                            "2^-13 diamonds corner to corner at 1024");
  } else {
    const double e = std::ldexp(1.0, -40);
    group.add_with_x_nudges(make_diamond<T>(4096 - e, 7, e), make_diamond<T>(4096 + 3 * e, 7, e),
                            "2^-40 diamonds corner to corner at 4096");
  }
}

template <class T>
void add_subnormals(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "subnormals");
  const T d = std::numeric_limits<T>::denorm_min();
  const T smallest_normal = std::numeric_limits<T>::min();
  // Squares of the smallest size: flush, one d apart, overlapping by d.
  const Box<T> a = make_square<T>(0, 0, d);
  group.add(a, make_square<T>(2 * d, 0, d), "denorm_min squares flush in x");
  group.add(a, make_square<T>(3 * d, 0, d), "denorm_min squares d apart in x");
  group.add(a, make_square<T>(d, 0, d), "denorm_min squares overlapping in x");
  group.add(a, make_square<T>(0, 2 * d, d), "denorm_min squares flush in y");
  group.add(a, make_square<T>(0, 3 * d, d), "denorm_min squares d apart in y");
  group.add(make_diamond<T>(0, 0, d), make_diamond<T>(4 * d, 0, d), "denorm_min diamonds corner to corner");
  group.add(make_diamond<T>(0, 0, d), make_diamond<T>(5 * d, 0, d), "denorm_min diamonds d apart");
  group.add(make_diamond<T>(0, 0, d), make_diamond<T>(3 * d, 0, d), "denorm_min diamonds overlapping");
  // A unit box whose edge is x = 0, against things a subnormal away.
  const Box<T> unit = make_square<T>(-1, 0, 1);
  group.add(unit, make_box<T>(d, 0, 0, 0, 0, 0), "point d right of a unit box's edge");
  group.add(unit, make_box<T>(0, 0, 0, 0, 0, 0), "point on a unit box's edge");
  group.add(unit, make_box<T>(-d, 0, 0, 0, 0, 0), "point d inside a unit box's edge");
  group.add(unit, make_box<T>(d, 0, 0, 5, 0, 0), "segment d right of a unit box's edge");
  group.add(unit, make_box<T>(2 * d, 0, d, 0, 0, 1), "d-wide box d right of a unit box's edge");
  group.add(unit, make_box<T>(d, 0, d, 0, 0, 1), "d-wide box flush with a unit box's edge");
  // A subnormal-size box at a unit square's corner and on its edge: it
  // overlaps with area d^2, which a box read as a point would only touch.
  group.add(make_square<T>(0, 0, 1), make_square<T>(1, 1, d), "denorm_min square centered on a unit square's corner");
  group.add(make_square<T>(0, 0, 1), make_square<T>(0, 1, d), "denorm_min square centered on a unit square's edge");
  // Segments at the smallest normal and the largest subnormal.
  group.add(make_box<T>(smallest_normal, 0, 0, 1, 0, 0), make_box<T>(smallest_normal - d, 0, 0, 1, 0, 0),
            "segments at x = smallest normal and largest subnormal");
  group.add(make_box<T>(smallest_normal, 0, 0, 1, 0, 0), make_box<T>(smallest_normal, 0, 0, 2, 0, 0),
            "segments at x = smallest normal, overlapping");
  // Normal numbers only, but the gap is subnormal: flush-to-zero flushes it.
  const T two_min = 2 * smallest_normal;
  const Box<T> above_min = make_box<T>(2 * two_min, 0, two_min, 0, 0, 1);  // x in [2 min, 6 min]
  group.add(above_min, make_box<T>(two_min - d, 0, 0, 1, 0, 0), "normal numbers, a gap of denorm_min");
  group.add(above_min, make_box<T>(two_min, 0, 0, 1, 0, 0), "normal numbers, flush");
  group.add(above_min, make_box<T>(two_min + 2 * d, 0, 0, 1, 0, 0), "normal numbers, 2 denorm_min inside");
  // A Pythagorean corner on edge of subnormal size, one d either way.
  for (const Direction& dir : {pythagorean_directions[0], pythagorean_directions[1]}) {
    const Box<T> square = make_box<T>(0, 0, 64 * d, 0, 0, 64 * d);
    const Box<T> turned = make_box<T>(T(64 + dir.a + dir.b) * d, T(32 - (dir.a - dir.b)) * d, T(dir.a) * d,
                                      T(dir.b) * d, -T(dir.b) * d, T(dir.a) * d);
    group.add_with_x_nudges(square, turned, direction_name(dir) + " corner on edge, in units of denorm_min");
  }
}

template <class T>
void add_negative_zero(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "negative zero");
  const Box<T> a = make_square<T>(0, 0, 1), b = make_square<T>(2, 0, 1);
  // Each zero of two flush unit squares written -0.0, then all of them.
  const int zero_positions[7] = {0, 1, 3, 4, 7, 9, 10};
  Box<T> all[2] = {a, b};
  for (const int position : zero_positions) {
    Box<T> pair[2] = {a, b};
    number_at(pair[position / 6], position % 6) = T(-0.0);
    number_at(all[position / 6], position % 6) = T(-0.0);
    group.add(pair[0], pair[1], std::string("flush unit squares, -0.0 in ") + position_name(position));
  }
  group.add(all[0], all[1], "flush unit squares, every zero -0.0");
  group.add(make_box<T>(1, T(-0.0), T(-0.0), T(-0.0), T(-0.0), T(-0.0)), a, "point (1, -0) on an edge");
  group.add(make_box<T>(T(-0.0), T(-0.0), 0, 0, 0, 0), make_box<T>(0, 0, T(-0.0), 0, 0, T(-0.0)),
            "points (-0, -0) and (0, 0)");
  group.add(make_box<T>(T(-0.0), 0, 1, T(-0.0), T(-0.0), T(-0.0)), b, "segment with -0.0, flush");
  group.add(make_box<T>(T(-0.0), T(-0.0), 5, T(-0.0), T(-0.0), 5), make_box<T>(12, 1, 3, 4, -4, 3),
            "(3,4)/5 corner on edge, -0.0 in A");
  group.add(make_square<T>(-1, 0, 1), make_box<T>(T(-0.0), 5, 0, T(-0.0), T(-0.0), 5),
            "segment at x = -0.0 flush with x = 0");
}

/// NaN or ±inf replacing each of the 12 numbers of a pair.
template <class T>
void add_each_position(GroupBuilder<T>& group, const Box<T>& a, const Box<T>& b, T value, const std::string& what,
                       int positions = 12) {
  for (int position = 0; position < positions; ++position) {
    Box<T> pair[2] = {a, b};
    number_at(pair[position / 6], position % 6) = value;
    group.add(pair[0], pair[1], what + " in " + position_name(position));
  }
}

template <class T>
void add_nan(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "NaN");
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const Box<T> a = make_square<T>(0, 0, 1);
  add_each_position(group, a, make_square<T>(5, 0, 1), nan, "NaN, squares apart in x,");
  add_each_position(group, a, make_square<T>(T(0.5), T(0.5), 1), nan, "NaN, squares overlapping,");
  add_each_position(group, a, make_square<T>(0, 5, 1), std::numeric_limits<T>::signaling_NaN(),
                    "signaling NaN, squares apart in y,", 6);
  add_each_position(group, a, make_square<T>(2, 0, 1), -nan, "-NaN, squares flush,", 6);
}

template <class T>
void add_infinity(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "infinity");
  const T inf = std::numeric_limits<T>::infinity();
  const Box<T> a = make_square<T>(0, 0, 1);
  add_each_position(group, a, make_square<T>(5, 0, 1), inf, "+inf, squares apart in x,");
  add_each_position(group, a, make_square<T>(T(0.5), T(0.5), 1), -inf, "-inf, squares overlapping,");
  group.add(make_box<T>(inf, 0, inf, 0, 0, 1), a, "+inf center and +inf u (inf - inf is NaN)");
  Box<T> nan_b = make_square<T>(2, 0, 1);
  nan_b.v.y = std::numeric_limits<T>::quiet_NaN();
  group.add(make_box<T>(0, 0, 1, 0, 0, -inf), nan_b, "-inf in A, NaN in B");
}

template <class T>
void add_degenerate_boxes(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "degenerate boxes");
  const T o = std::is_same_v<T, float> ? T(1024) : std::ldexp(T(1), 40);  // far from the origin
  const std::string at = " at " + offset_name(double(o));
  // Collinear diagonal segments end to end; B moved along the line or off it.
  const Box<T> diagonal = make_box<T>(o, o, 1, 1, 0, 0);
  group.add(diagonal, make_box<T>(o + 2, o + 2, 1, 1, 0, 0), "diagonal segments end to end" + at);
  group.add(diagonal, make_box<T>(next_up(o + 2), next_up(o + 2), 1, 1, 0, 0),
            "diagonal segments one ulp apart along the line" + at);
  group.add(diagonal, make_box<T>(next_down(o + 2), next_down(o + 2), 1, 1, 0, 0),
            "diagonal segments overlapping by one ulp" + at);
  group.add(diagonal, make_box<T>(next_up(o + 2), o + 2, 1, 1, 0, 0), "diagonal segments, B one ulp off the line" + at);
  // Collinear horizontal segments, and one ulp either way.
  group.add_with_x_nudges(make_box<T>(o, o, 0, 0, 1, 0), make_box<T>(o + 2, o, 0, 0, 1, 0),
                          "horizontal segments end to end" + at);
  // Collinear (3,4)/5 segments end to end, then B off the line by one ulp.
  const Box<T> turned_segment = make_box<T>(o, o, 3, 4, 0, 0);
  group.add(turned_segment, make_box<T>(o + 6, o + 8, 3, 4, 0, 0), "(3,4) segments end to end" + at);
  group.add(turned_segment, make_box<T>(next_up(o + 6), o + 8, 3, 4, 0, 0), "(3,4) segments, B.cx +1 ulp" + at);
  group.add(turned_segment, make_box<T>(o + 6, next_down(o + 8), 3, 4, 0, 0), "(3,4) segments, B.cy -1 ulp" + at);
  group.add(turned_segment, make_box<T>(o + 6, o + 8, -3, -4, 0, 0), "(3,4) segments end to end, B.u negated" + at);
  // Crossing segments, parallel segments one ulp apart.
  group.add(make_box<T>(o, o, 1, 1, 0, 0), make_box<T>(o, o, 0, 0, 1, -1), "segments crossing in an X" + at);
  group.add(make_box<T>(o, o, 5, 0, 0, 0), make_box<T>(o + 1, next_up(o), 5, 0, 0, 0),
            "parallel segments one ulp apart" + at);
  // A segment along a square's edge, and one ulp outside it.
  const Box<T> square = make_square<T>(o, o, 1);
  group.add_with_x_nudges(square, make_box<T>(o + 1, o + 1, 0, 2, 0, 0), "segment along a square's edge, half on it" + at);
  // Points: at a turned box's corner, one ulp away, and two equal points.
  const Box<T> turned = make_box<T>(o, o, 3, 4, -4, 3);
  group.add_with_x_nudges(turned, make_box<T>(o + 7, o + 1, 0, 0, 0, 0), "point at a (3,4)/5 box's corner" + at);
  group.add(make_box<T>(o, o, 0, 0, 0, 0), make_box<T>(o, o, 0, 0, 0, 0), "equal points" + at);
  group.add(make_box<T>(o, o, 0, 0, 0, 0), make_box<T>(o, next_up(o), 0, 0, 0, 0), "points one ulp apart" + at);
  // u parallel to v with products that round: a segment (zero area).
  const T ux = T(0.1), uy = T(0.7);
  group.add(make_box<T>(0, 0, ux, uy, 3 * ux, 3 * uy), make_square<T>(0, 0, 1), "v = 3u, oblique: a segment in a square");
  group.add(make_box<T>(0, 0, ux, uy, -ux, -uy), make_box<T>(0, 0, ux, uy, ux, uy), "u = -v and u = v: equal segments");
  // Zero-area boxes of both kinds meeting at their ends.
  group.add(make_box<T>(0, 0, 2, 0, 0, 0), make_box<T>(2, 0, 0, 0, 0, 0), "a point at a segment's end");
  group.add(make_box<T>(0, 0, 2, 0, 0, 0), make_box<T>(next_up(T(2)), 0, 0, 0, 0, 0), "a point one ulp past a segment's end");
}

template <class T>
void add_certificates(std::vector<BuiltGroup<T>>& groups) {
  GroupBuilder<T> group(groups, "certificates", true);
  const Box<T> unit = make_square<T>(0, 0, 1);
  const T d = std::numeric_limits<T>::denorm_min();
  group.add(unit, make_square<T>(3, 0, 1), "squares apart");
  group.add(unit, make_square<T>(next_up(T(2)), 0, 1), "squares one ulp apart");
  group.add(unit, make_square<T>(2, T(0.5), 1), "squares sharing an edge");
  group.add(unit, make_square<T>(2, 2, 1), "squares sharing a corner");
  group.add(make_square<T>(0, 0, 5), make_box<T>(12, 1, 3, 4, -4, 3), "(3,4)/5 corner on edge");
  group.add(make_square<T>(0, 0, 5), make_box<T>(next_up(T(12)), 1, 3, 4, -4, 3), "(3,4)/5 corner one ulp off the edge");
  group.add(make_square<T>(0, 0, 4), make_square<T>(1, 1, 1), "containment");
  group.add(make_box<T>(0, 0, 5, 0, 0, 1), make_box<T>(0, 0, 1, 0, 0, 5), "a cross: only edges meet");
  group.add(unit, make_square<T>(next_down(T(2)), 0, 1), "squares overlapping by one ulp");
  group.add(unit, make_box<T>(T(0.5), 0, 0, 0, 0, 0), "a point inside");
  group.add(make_square<T>(-1, 0, 1), make_box<T>(d, 0, 0, 5, 0, 0), "a segment denorm_min from an edge");
  group.add(make_square<T>(0, 0, d), make_square<T>(2 * d, 0, d), "denorm_min squares flush");
  const T p = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 3);
  group.add(make_diamond<T>(-p, 0, p), make_diamond<T>(3 * p, 0, p), "huge diamonds corner to corner");
  group.add(make_diamond<T>(-p, 0, p), make_diamond<T>(next_up(3 * p), 0, p), "huge diamonds one ulp apart");
}

template <class T>
void add_every_group(std::vector<BuiltGroup<T>>& groups) {
  add_edge_case_rows(groups);
  add_touching_and_one_ulp(groups);
  add_pythagorean_contacts(groups);
  add_huge_values(groups);
  add_tiny_values(groups);
  add_subnormals(groups);
  add_negative_zero(groups);
  add_nan(groups);
  add_infinity(groups);
  add_degenerate_boxes(groups);
  add_certificates(groups);
}

}  // namespace building

/// Every group at float and at double, each case answered by the oracle.
inline BuiltTable build_self_test_table() {
  BuiltTable table;
  building::add_every_group(table.float_groups);
  building::add_every_group(table.double_groups);
  return table;
}

}  // namespace obb2d::self_test_cases
