#pragma once
/// @file polygon.hpp
/// obb2d convex polygons 0.3.3 — exact overlap of 2D convex polygons. MIT
/// licence (see obb2d.hpp).
///
/// WHAT IT DECIDES
///   A polygon is a view of its vertices p_0 .. p_(n-1) in order (float or
///   double, the numbers exactly as stored, either winding). Drop every
///   vertex equal to the one before it, cyclically; the list is CONVEX when
///   what remains lies on one line (a point, or points on a segment, in any
///   order) or turns one way only, goes straight on where it does not turn,
///   and goes around once. The polygon is then the convex hull of its
///   vertices, a closed set (docs/design.md, section 6, is the contract).
///     check_polygon(P)      none, or what is wrong: empty, not finite at k,
///                           not convex at k, self-intersecting
///     classify(P, Q)        disjoint | touching | overlapping | invalid, as
///                           for boxes (obb2d.hpp); invalid when either list
///                           is not a convex polygon
///     overlaps(P, Q, policy)
///     CheckedPolygon(P)     P checked once, for classify / overlaps of a
///                           list tested many times (the check then costs
///                           nothing per call)
///     certify(P, Q)         the relation and a checkable certificate: what
///                           separates (an edge's line, a coordinate axis)
///                           or where they meet (a vertex in the other
///                           polygon, two edges that meet);
///                           is_certificate_valid checks one exactly
///     make_convex_hull(points, n)  the hull's corners of a point cloud,
///                           counter-clockwise from the lowest (leftmost
///                           among the lowest), in place
///
/// HOW TO INCLUDE
///   Copy this file next to obb2d.hpp and `#include "polygon.hpp"` (C++17,
///   standard library only, no allocation, every function noexcept), or
///   link obb2d::obb2d and include <obb2d/polygon.hpp>.
///
/// WHAT "EXACT" COVERS
///   Every answer is the truth for the stored numbers, for every finite
///   input (contacts, one-ulp gaps, degenerate polygons, numbers near
///   DBL_MAX or subnormal): each test is the sign of a turn
///   (q - p) x (r - p), decided by a floating-point filter with a derived
///   bound and, where it cannot tell, by the grid test of the pair (numbers
///   placed or snapped on a common grid make every turn's arithmetic
///   exact: see PairGrid) or exactly (the box kernel's exact products,
///   expansions and wide integer), or a comparison of stored numbers.
///
/// EDGE CASES
///   case                                     classify / check_polygon
///   shared edge, vertex on edge or vertex    touching
///   a point or a segment (n = 1, 2, or all   touching where it meets the
///   vertices on one line) meeting            other polygon
///   repeated or collinear vertices           the same as without them
///   no vertex                                invalid / empty
///   NaN or +-inf                             invalid / not finite at k
///   a reflex vertex, or a zero turn that     invalid / not convex at k
///   goes back
///   turns one way, around more than once     invalid / self-intersecting
///   (a pentagram)
///
/// LIMITS
///   The vertices must stay alive and unchanged during a call. classify is
///   O(n + m) to check both lists plus O(n m) turns at most (it stops at the
///   first separating edge). The same floating-point flags and environment
///   as obb2d.hpp (its LIMITS). A polygon against a Box is not in this
///   version (a box whose corners c +- u +- v are exact in T can be given as
///   the list of its corners).
///
/// Algorithm: the separating-axis test on the edge normals of both polygons
/// and the two coordinate axes (docs/design.md, sections 3 and 6). The gap
/// of edge (p, q) of P is the least of sigma * orientation(p, q, x) over the
/// vertices x of Q, sigma the side outside P; its sign is the least sign,
/// so no gap is computed, only the signs of turns (Shewchuk 1997's orient2d:
/// filter, then exact; for the pair's turns the grid test between them).

#include "obb2d.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#if !defined(OBB2D_REFUSED)
OBB2D_IEEE_BEGIN  // IEEE semantics for this file's code, whatever the flags (see obb2d.hpp)

namespace obb2d {

// ===========================================================================
// Public API
// ===========================================================================

/// A read-only view of a polygon's vertices: `vertices` points to `count`
/// vertices, in order, either winding (any count; 0 is refused as empty).
template <class T>
struct PolygonView {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                "obb2d::PolygonView supports float and double");
  const Vec2<T>* vertices = nullptr;  ///< p_0 .. p_(count-1)
  std::size_t count = 0;              ///< n
};

/// What check_polygon found wrong with a vertex list.
enum class PolygonProblem : unsigned char {
  none,               ///< a convex polygon (possibly a point or a segment)
  empty,              ///< no vertex
  not_finite,         ///< a coordinate of p_k is NaN or ±infinity
  not_convex,         ///< the turn at p_k has the other sign than an earlier one, or goes back
  self_intersecting,  ///< every turn one way, but the boundary goes around more than once
};

/// The verdict of check_polygon: the problem and, for not_finite and
/// not_convex, the index k of the first vertex at fault (0 otherwise).
struct PolygonCheck {
  PolygonProblem problem = PolygonProblem::none;  ///< see PolygonProblem
  std::size_t vertex = 0;                         ///< k
};

/// Whether the list is a convex polygon (docs/design.md, section 6), and if
/// not, what is wrong: exact, O(n).
template <class T>
PolygonCheck check_polygon(PolygonView<T> polygon) noexcept;

/// The exact relation of the convex polygons a and b (closed sets):
/// disjoint, touching, overlapping, or invalid when check_polygon finds a
/// problem with either. Symmetric in a and b.
template <class T>
Relation classify(PolygonView<T> a, PolygonView<T> b) noexcept;

/// Whether a and b overlap under `policy` (as for boxes): invalid input
/// gives false.
template <class T>
bool overlaps(PolygonView<T> a, PolygonView<T> b, TouchingPolicy policy) noexcept;

namespace detail {
template <class T>
struct PolygonFacts;
}  // namespace detail

/// A polygon checked once, for a list tested many times (a building's
/// footprint against every unit, every frame): construction runs
/// check_polygon's pass and keeps what classify needs (the verdict, the
/// winding, the extent), so classify of two CheckedPolygons runs only the
/// separating-axis test, with the same answers. It holds the view, not the
/// vertices: they must stay alive and unchanged while it is used (check
/// again after a change).
template <class T>
class CheckedPolygon {
 public:
  explicit CheckedPolygon(PolygonView<T> polygon) noexcept;
  PolygonView<T> view() const noexcept { return view_; }  ///< the polygon
  PolygonCheck check() const noexcept;                      ///< check_polygon's verdict

 private:
  template <class U>
  friend Relation classify(const CheckedPolygon<U>& a, const CheckedPolygon<U>& b) noexcept;
  template <class U>
  friend Relation classify(const CheckedPolygon<U>& a, const Box<U>& b) noexcept;
  PolygonView<T> view_;
  detail::PolygonFacts<T> facts_;
};

/// classify of two checked polygons: the same answer as classify of their
/// views, without checking them again.
template <class T>
Relation classify(const CheckedPolygon<T>& a, const CheckedPolygon<T>& b) noexcept;

/// overlaps of two checked polygons.
template <class T>
bool overlaps(const CheckedPolygon<T>& a, const CheckedPolygon<T>& b, TouchingPolicy policy) noexcept;

/// The exact relation of the convex polygon a and the box b (closed sets:
/// a box is the parallelogram of its corners c +- u +- v, whatever the
/// corners round to), as for two polygons; invalid when check_polygon
/// finds a problem with a or a number of b is NaN or +-infinity.
template <class T>
Relation classify(PolygonView<T> a, const Box<T>& b) noexcept;

/// Whether the polygon a and the box b overlap under `policy`.
template <class T>
bool overlaps(PolygonView<T> a, const Box<T>& b, TouchingPolicy policy) noexcept;

/// classify of a checked polygon and a box, without checking the polygon
/// again.
template <class T>
Relation classify(const CheckedPolygon<T>& a, const Box<T>& b) noexcept;

/// overlaps of a checked polygon and a box.
template <class T>
bool overlaps(const CheckedPolygon<T>& a, const Box<T>& b, TouchingPolicy policy) noexcept;

/// Where two polygons that are not disjoint meet, named by features: vertex
/// k, or edge k (from vertex k to vertex k + 1, cyclically; never between
/// two equal vertices). Every pair of convex sets that meet has a vertex of
/// one in the other or two edges that meet.
struct PolygonWitness {
  /// Which features meet.
  enum class Kind : unsigned char {
    none,                ///< no witness (disjoint or invalid)
    vertex_of_a_in_b,    ///< vertex `a_feature` of A lies in B
    vertex_of_b_in_a,    ///< vertex `b_feature` of B lies in A
    edges_meet,          ///< edge `a_feature` of A meets edge `b_feature` of B
  };
  Kind kind = Kind::none;     ///< see Kind
  std::size_t a_feature = 0;  ///< vertex or edge index of A
  std::size_t b_feature = 0;  ///< vertex or edge index of B
};

/// A checkable account of classify's answer for two polygons.
struct PolygonCertificate {
  /// What separates two disjoint polygons.
  enum class Separator : unsigned char {
    none,       ///< not disjoint, or invalid
    edge_of_a,  ///< the line through edge `edge` of A: B strictly on one side, A on the other or on it
    edge_of_b,  ///< the line through edge `edge` of B: A strictly on one side, B on the other or on it
    x_axis,     ///< a vertical line: every x of one polygon is below every x of the other
    y_axis,     ///< a horizontal line: likewise for y
  };
  Relation relation = Relation::invalid;  ///< same as classify(a, b)
  Separator separator = Separator::none;  ///< disjoint: what separates
  std::size_t edge = 0;                   ///< for edge_of_a, edge_of_b
  PolygonWitness witness;                 ///< touching, overlapping: a common point
};

/// The exact relation and its certificate. O(n m) turns when the polygons
/// meet (the witness search): call classify() when the answer is all you
/// need.
template <class T>
PolygonCertificate certify(PolygonView<T> a, PolygonView<T> b) noexcept;

/// Whether the certificate's separator (disjoint) or witness (touching,
/// overlapping) is true of a and b, decided exactly; false for an invalid
/// list, a separator or witness of none, or an index out of range.
template <class T>
bool is_certificate_valid(PolygonView<T> a, PolygonView<T> b, const PolygonCertificate& certificate) noexcept;

/// Rearranges points[0 .. count) so that points[0 .. h) are the corners of
/// their convex hull, counter-clockwise, starting at the lowest point
/// (leftmost among the lowest), and returns h: repeated points and points on
/// a hull edge between two corners are left out; points all on one line give
/// the two extreme ones (h = 2), points all equal that one (h = 1). Returns
/// 0 when count is 0 or a coordinate is NaN or ±infinity (the points are
/// then left as they are). Exact: every decision is the sign of a turn or a
/// comparison. O(count log count), no allocation.
template <class T>
std::size_t make_convex_hull(Vec2<T>* points, std::size_t count) noexcept;

/// The spelling of a problem: "none", "empty", "not finite", "not convex",
/// "self-intersecting".
constexpr const char* to_string(PolygonProblem problem) noexcept;

// ===========================================================================
// The turn, exactly
// ===========================================================================

namespace detail {

/// The filter of the turn (b - a) x (c - a) = l - r, l = (b - a)_x (c - a)_y
/// and r = (b - a)_y (c - a)_x, all in double (float input widened: the
/// same bound holds). Shewchuk (1997, section 4.2, orient2d) proves
/// |fl(l - r) - (l - r)| <= (3 + 16 u) u (|fl(l)| + |fl(r)|), with u = 2^-53,
/// for the computed l and r and the bound itself computed in floating point,
/// as long as nothing underflows or overflows. Underflow: a difference that
/// is subnormal is exact, and a product that underflows is off by at most
/// 2^-1075; when |fl(l)| + |fl(r)| >= 2^-900 that is far below the 16 u^2
/// part of the bound. Overflow gives an infinite or NaN turn or bound, which
/// fails the comparison. The coefficient 3 u (1 + 2^-40) exceeds
/// (3 + 16 u) u (tests/polygon_test.cpp checks it in rationals).
inline constexpr double turn_filter_coefficient = 3 * 0x1p-53 * (1 + 0x1p-40);

/// Whether a point's numbers may enter the turn's filter and exact
/// differences. Where the compiler may assume that no NaN arises
/// (OBB2D_NAN_MAY_BE_ASSUMED_AWAY, see obb2d.hpp) none may: then only
/// finite numbers, and for doubles only those below 2^500 in magnitude, so
/// that no difference, product or sum of two products overflows. Elsewhere
/// always: NaN and infinity fail the filter's test.
template <class T>
OBB2D_ALWAYS_INLINE bool is_subtractable(const Vec2<T>& p) noexcept {
#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY)
  const auto is_in_range = [](T x) {
    if constexpr (std::is_same_v<T, float>) {
      return is_finite_number(x);
    } else {
      std::uint64_t bits;
      std::memcpy(&bits, &x, sizeof bits);
      return ((bits >> 52) & 0x7ffu) < 1023 + 500;
    }
  };
  const bool is_x_in_range = is_in_range(p.x), is_y_in_range = is_in_range(p.y);
  return is_x_in_range & is_y_in_range;
#else
  (void)p;
  return true;
#endif
}

/// is_subtractable for the three points of a turn.
template <class T>
OBB2D_ALWAYS_INLINE bool may_subtract(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) noexcept {
  const bool is_a = is_subtractable(a), is_b = is_subtractable(b), is_c = is_subtractable(c);
  return (is_a & is_b) & is_c;
}

/// The exact sign of the turn (b - a) x (c - a), once the filter could not
/// tell:
///   1. exact differences  when b - a and c - a are computed without
///                         rounding (TwoSum error 0; contacts on a grid) and
///                         in expansion range, the turn is the cross of two
///                         doubles: ExactCross gives its sign;
///   2. exact sum          else the turn is cross(a, b) + cross(b, c) +
///                         cross(c, a), six products of stored numbers:
///                         exact_products_sign.
template <class T>
OBB2D_NOINLINE int exact_turn_sign(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) noexcept {
  const double ax = double(a.x), ay = double(a.y), bx = double(b.x), by = double(b.y);
  const double cx = double(c.x), cy = double(c.y);
  if (may_subtract(a, b, c)) {
    const Vec2<double> ab{bx - ax, by - ay}, ac{cx - ax, cy - ay};
    const bool are_differences_exact = two_sum_error(bx, -ax, ab.x) == 0 && two_sum_error(by, -ay, ab.y) == 0 &&
                                       two_sum_error(cx, -ax, ac.x) == 0 && two_sum_error(cy, -ay, ac.y) == 0;
    if (are_differences_exact && is_within_expansion_range(ab) && is_within_expansion_range(ac)) {
      return ExactCross::of(ab, ac).sign();
    }
  }
  const Product<T> turn[] = {{a.x, b.y}, {-a.y, b.x},   // cross(a, b)
                             {b.x, c.y}, {-b.y, c.x},   // cross(b, c)
                             {c.x, a.y}, {-c.y, a.x}};  // cross(c, a)
  return exact_products_sign(turn);
}

/// Whether the filter certifies the sign of the turn l - r, l = x1 * y2 and
/// r = y1 * x2, each factor a difference of two stored numbers computed in
/// double (the bound above holds whichever points the differences start
/// from). NaN and infinite turns are not certified.
OBB2D_ALWAYS_INLINE bool is_turn_certain(double left, double right) noexcept {
  const double magnitudes = magnitude_of(left) + magnitude_of(right);
  const bool is_in_range = magnitudes >= 0x1p-900;
  const bool is_clear = magnitude_of(left - right) > turn_filter_coefficient * magnitudes;
  return is_in_range & is_clear;
}

/// The grid test of turns whose points no grid test was made for (see
/// PairGrid): it never holds.
struct NoGrid {
  static constexpr bool holds() noexcept { return false; }
};

/// The exact sign of the turn (b - a) x (c - a) = (b - a) x (c - b):
/// positive when a, b, c turn counter-clockwise, 0 when they lie on one
/// line. `edge` is b - a computed in double (callers that test many c
/// against one edge compute it once). The filter, then the grid test of
/// the pair the points belong to (PairGrid), then exact_turn_sign.
template <class T, class Grid = NoGrid>
OBB2D_ALWAYS_INLINE int turn_sign(const Vec2<T>& a, const Vec2<T>& b, const Vec2<double>& edge, const Vec2<T>& c,
                                  Grid&& grid = Grid{}) noexcept {
  if (!may_subtract(a, b, c)) return exact_turn_sign(a, b, c);
  const double ac_x = double(c.x) - double(a.x), ac_y = double(c.y) - double(a.y);
  const double left = edge.x * ac_y, right = edge.y * ac_x;
  if (is_turn_certain(left, right) || grid.holds()) return sign_of(left - right);
  return exact_turn_sign(a, b, c);
}

/// The difference b - a in double.
template <class T>
OBB2D_ALWAYS_INLINE Vec2<double> difference(const Vec2<T>& a, const Vec2<T>& b) noexcept {
  return {double(b.x) - double(a.x), double(b.y) - double(a.y)};
}

template <class T>
OBB2D_ALWAYS_INLINE int turn_sign(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) noexcept {
  return turn_sign(a, b, difference(a, b), c);
}

// ===========================================================================
// Checking a vertex list
// ===========================================================================

template <class T>
bool is_same_point(const Vec2<T>& p, const Vec2<T>& q) noexcept {
  return (p.x == q.x) & (p.y == q.y);
}

/// Whether the direction q - p points into the open upper half of the
/// circle of directions, angles (0, pi). Its complement, [pi, 2 pi], is the
/// other half: directions that turn monotonically by less than pi a step
/// cannot jump over either half, so they enter and leave the upper one once
/// per turn around.
template <class T>
bool is_upward(const Vec2<T>& p, const Vec2<T>& q) noexcept {
  return q.y > p.y;
}

/// For p, q, r on one line with p != q != r: whether r - q points the way
/// q - p does (the path goes straight on at q rather than back). On a line
/// that is not vertical distinct points differ in x; on a vertical one, in y.
template <class T>
bool goes_straight_on(const Vec2<T>& p, const Vec2<T>& q, const Vec2<T>& r) noexcept {
  if (p.x != q.x) return (q.x > p.x) == (r.x > q.x);
  return (q.y > p.y) == (r.y > q.y);
}

/// The least and the greatest x and y of a polygon's vertices.
template <class T>
struct Extent {
  T least_x, greatest_x, least_y, greatest_y;
};

/// The extent grown to hold p.
template <class T>
OBB2D_ALWAYS_INLINE Extent<T> extended(const Extent<T>& e, const Vec2<T>& p) noexcept {
  return {std::min(e.least_x, p.x), std::max(e.greatest_x, p.x), std::min(e.least_y, p.y), std::max(e.greatest_y, p.y)};
}

/// check_polygon's verdict and what classify needs besides: the winding,
/// +1 counter-clockwise, -1 clockwise, 0 when the polygon lies on one line
/// (zero area); and the extent (when the list is valid).
template <class T>
struct PolygonFacts {
  PolygonCheck check;
  int winding = 0;
  Extent<T> extent{};
};

/// The exact check, for a list the hot pass could not settle: one pass over
/// the vertices that start a run of equal ones, at each the turn from the
/// previous distinct vertex to the next one. A list is convex when no turn
/// is non-zero (one line), or when every non-zero turn has the first one's
/// sign, every zero turn goes straight on, and the edge directions cross
/// between the upper and the lower half of the circle exactly twice (once
/// around: see is_upward).
template <class T>
OBB2D_NOINLINE PolygonFacts<T> check_exactly(PolygonView<T> polygon, const Extent<T>& extent) noexcept {
  const Vec2<T>* p = polygon.vertices;
  const std::size_t n = polygon.count;
  for (std::size_t k = 0; k < n; ++k) {
    const bool is_x_finite = is_finite_number(p[k].x), is_y_finite = is_finite_number(p[k].y);
    if (!(is_x_finite & is_y_finite)) return {{PolygonProblem::not_finite, k}, 0, extent};
  }
  int winding = 0;
  std::size_t crossings = 0, first_fault = n;
  const auto after = [n](std::size_t k) { return k + 1 == n ? 0 : k + 1; };  // no division
  for (std::size_t k = 0, before_k = n - 1; k < n; before_k = k++) {
    const Vec2<T>& previous = p[before_k];
    if (is_same_point(previous, p[k])) continue;  // not the start of a run
    std::size_t next = after(k);
    while (is_same_point(p[next], p[k])) next = after(next);
    const int turn = turn_sign(previous, p[k], p[next]);
    if (turn != 0 && winding == 0) winding = turn;
    const bool is_fault = turn != 0 ? turn != winding : !goes_straight_on(previous, p[k], p[next]);
    if (is_fault && first_fault == n) first_fault = k;
    crossings += is_upward(previous, p[k]) != is_upward(p[k], p[next]);
  }
  if (winding == 0) return {{PolygonProblem::none, 0}, 0, extent};  // one line (or one point)
  if (first_fault < n) return {{PolygonProblem::not_convex, first_fault}, 0, extent};
  if (crossings != 2) return {{PolygonProblem::self_intersecting, 0}, 0, extent};
  return {{PolygonProblem::none, 0}, winding, extent};
}

/// The hot pass, branch-free but for its loop: the extent, and at each
/// vertex k the filtered turn of the edges e(k-1) = p(k) - p(k-1) and e(k) =
/// p(k+1) - p(k) (each computed once) and whether the edge directions
/// cross between the half circles. A list whose every turn the filter
/// certifies with one sign (so no vertex repeats: a zero edge makes both
/// its turns 0; and every number is finite: a NaN or infinite coordinate
/// makes the turns at its vertex NaN or infinite, never certain) and whose
/// directions cross twice is strictly convex; any other list goes to
/// check_exactly.
template <class T>
OBB2D_ALWAYS_INLINE PolygonFacts<T> find_polygon_facts(PolygonView<T> polygon) noexcept {
  const Vec2<T>* p = polygon.vertices;
  const std::size_t n = polygon.count;
  if (n == 0) return {{PolygonProblem::empty, 0}, 0, {}};
  Extent<T> extent{p[0].x, p[0].x, p[0].y, p[0].y};
#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY)
  bool are_in_range = true;  // so that the pass below makes no NaN
  for (std::size_t k = 0; k < n; ++k) are_in_range &= is_subtractable(p[k]);
  if (!are_in_range) {
    for (std::size_t k = 0; k < n; ++k) extent = extended(extent, p[k]);
    return check_exactly(polygon, extent);
  }
#endif
  bool are_certain = true, are_counter_clockwise = true, are_clockwise = true;
  std::size_t crossings = 0;
  Vec2<double> here{double(p[0].x), double(p[0].y)};
  Vec2<double> incoming{here.x - double(p[n - 1].x), here.y - double(p[n - 1].y)};
  bool was_upward = is_upward(p[n - 1], p[0]);
  for (std::size_t k = 0; k < n; ++k) {
    const Vec2<T>& next = p[k + 1 == n ? 0 : k + 1];
    const Vec2<double> there{double(next.x), double(next.y)};
    const Vec2<double> outgoing{there.x - here.x, there.y - here.y};
    const double left = incoming.x * outgoing.y, right = incoming.y * outgoing.x;
    are_certain &= is_turn_certain(left, right);
    are_counter_clockwise &= left > right;
    are_clockwise &= left < right;
    const bool is_upward_now = is_upward(p[k], next);
    crossings += is_upward_now != was_upward;
    extent = extended(extent, p[k]);
    here = there;
    incoming = outgoing;
    was_upward = is_upward_now;
  }
  if (are_certain & (are_counter_clockwise | are_clockwise) & (crossings == 2)) {
    return {{PolygonProblem::none, 0}, are_counter_clockwise ? 1 : -1, extent};
  }
  return check_exactly(polygon, extent);
}

// ===========================================================================
// The separating axes
// ===========================================================================

/// The sign of x - y, by comparison.
template <class T>
int compare(T x, T y) noexcept {
  return (x > y) - (x < y);
}

/// The largest gap sign of the coordinate axes between a and b: on each
/// axis the larger of least(b) - greatest(a) and least(a) - greatest(b), by
/// comparing stored numbers.
template <class T>
int coordinate_gap_sign(const Extent<T>& e, const Extent<T>& f) noexcept {
  const int x_gap = std::max(compare(f.least_x, e.greatest_x), compare(e.least_x, f.greatest_x));
  const int y_gap = std::max(compare(f.least_y, e.greatest_y), compare(e.least_y, f.greatest_y));
  return std::max(x_gap, y_gap);
}

/// Whether a coordinate axis separates e and f (coordinate_gap_sign(e, f)
/// > 0), by four strict comparisons and no branch.
template <class T>
OBB2D_ALWAYS_INLINE bool are_apart(const Extent<T>& e, const Extent<T>& f) noexcept {
  const bool is_x_apart = (f.least_x > e.greatest_x) | (e.least_x > f.greatest_x);
  const bool is_y_apart = (f.least_y > e.greatest_y) | (e.least_y > f.greatest_y);
  return is_x_apart | is_y_apart;
}

/// The grid test of a pair of point lists (the box kernel's, above
/// grid_rounding_constant in obb2d.hpp, for the polygon filters). Let M =
/// 2 * (the largest |coordinate| of both lists), 2^e <= M < 2^(e+1) and Q =
/// 2^(e-25) the grid, so every |coordinate| is below 2^25 Q. When every
/// coordinate is a multiple of Q, each filter's sum has the exact sign,
/// zero included:
///   - a turn of three vertices: a difference of two coordinates is k*Q
///     with |k| < 2^26; the products l and r are k*Q^2 with |k| < 2^52;
///     l - r is k*Q^2 with |k| < 2^53: all exact.
///   - a polygon and a box (the list b is the box's c, u, v): a side's gap
///     sums four products of a side vector (|k| < 2^25) and a difference
///     or side vector (|k| < 2^26), each |k| < 2^51, and a coordinate gap
///     four numbers: exact. A corner's turn g = t1 + ... + t6 sums the
///     products of an edge e (|k| < 2^26) and c - p (< 2^26), then s and t
///     (< 2^25): t1 + t2 has |k| < 2^53, and each later partial sum is g
///     minus the terms still to come (|k| < 2^51 each), so while |g| <
///     2^51 Q^2 every partial sum stays below 2^53 Q^2 and is exact; when
///     |g| >= 2^51 Q^2 each of the three roundings is at most 2^-53 of a
///     partial sum below 4|g|, too little to change g's sign.
/// With 2^-460 < M < 2^460 nothing underflows or overflows (Q^2 >= 2^-970).
/// An exact contact of numbers placed or snapped on a grid has zero signs,
/// which no filter certifies; this test settles them all at the cost of one
/// pass over both lists, made at the first sign the filter cannot certify.
template <class T>
class PairGrid {
 public:
  /// b's extent, when null, is found from its list (a box's three numbers).
  PairGrid(PolygonView<T> a, const Extent<T>& a_extent, PolygonView<T> b, const Extent<T>* b_extent) noexcept
      : a_(a), b_(b), a_extent_(a_extent), b_extent_(b_extent) {}

  /// Whether every coordinate of both lists is on the grid (tested once).
  bool holds() noexcept {
    if (state_ == State::untested) state_ = is_on_grid() ? State::holds : State::fails;
    return state_ == State::holds;
  }

 private:
  enum class State : unsigned char { untested, holds, fails };

  OBB2D_NOINLINE bool is_on_grid() const noexcept {
    double b_largest = 0;
    if (b_extent_ != nullptr) {
      b_largest = largest_magnitude(*b_extent_);
    } else {
      for (std::size_t k = 0; k < b_.count; ++k) b_largest = std::max(b_largest, largest_magnitude(b_.vertices[k]));
    }
    const double reach = 2 * std::max(largest_magnitude(a_extent_), b_largest);  // M
    if (!is_within_grid_range(reach)) return false;
    const Lanes2 rounding = splat<Lanes2>(grid_rounding_constant(reach));
    MaskOf<Lanes2> are_on_grid = rounding == rounding;  // every lane: the range is tested
    for (const PolygonView<T>& list : {a_, b_}) {
      for (std::size_t k = 0; k < list.count; ++k) {
        are_on_grid = are_on_grid & detail::is_on_grid(load_lanes(list.vertices[k]), rounding);
      }
    }
    return lane_bits(are_on_grid) == 0x3u;
  }

  static double largest_magnitude(const Extent<T>& e) noexcept {
    return std::max(largest_magnitude(Vec2<T>{e.least_x, e.least_y}), largest_magnitude(Vec2<T>{e.greatest_x, e.greatest_y}));
  }

  static double largest_magnitude(const Vec2<T>& p) noexcept {
    return std::max(magnitude_of(double(p.x)), magnitude_of(double(p.y)));
  }

  PolygonView<T> a_, b_;
  const Extent<T>& a_extent_;
  const Extent<T>* b_extent_;
  State state_ = State::untested;
};

/// Whether the filters may run on a list: every number is_subtractable.
/// The filters run on a whole pair or on none of it, so that no filter's
/// product of a number out of range is computed, not even ahead of the
/// test that would discard it (clang -O2 for AArch64 computes a guarded
/// block's products before its guard).
template <class T>
bool are_filterable(PolygonView<T> a) noexcept {
  bool are_in_range = true;
  for (std::size_t k = 0; k < a.count; ++k) are_in_range &= is_subtractable(a.vertices[k]);
  return are_in_range;
}

/// The least of outside * turn(p, q, x) over b's vertices x, `edge` = q -
/// p in double. When is_filtered, first the edge's filter: the least of
/// the turns as turn_sign computes them (of the edge times outside: exact),
/// without a branch, against one bound for all of them. `reach` bounds
/// every |fl(x - p)| of the pair's points (see gap_sign_of_polygons), so
/// fl(|edge.x| reach.y) bounds each |fl(l)| = fl(|edge.x| |fl(x.y - p.y)|)
/// (rounding is monotone), fl(|edge.y| reach.x) each |fl(r)|, and
/// turn_filter_coefficient times their sum, computed in floating point,
/// Shewchuk's bound of every turn (its slack of 2^-40 over (3 + 16 u) u
/// covers the three roundings of that bound; a compiler that contracts a
/// product and a sum into an fma only leaves a rounding out, here and in
/// the turns). The least computed turn beyond the bound has the sign of
/// the least turn: below -bound, that vertex's turn is negative; above
/// +bound, every turn is positive. An overflow makes the bound infinite or
/// NaN, which fails the test, as does a sum below 2^-900 (see
/// is_turn_certain). Where the filter fails and the grid test does not
/// hold (or when not is_filtered), turn_sign of each vertex.
template <bool is_filtered, class T>
OBB2D_ALWAYS_INLINE int least_turn_sign(const Vec2<T>& p, const Vec2<T>& q, const Vec2<double>& edge,
                                        PolygonView<T> b, const Vec2<double>& reach, int outside,
                                        PairGrid<T>& grid) noexcept {
  if constexpr (is_filtered) {
    const Vec2<double> outward{outside * edge.x, outside * edge.y};
    const auto outward_turn = [&](const Vec2<T>& x) {
      return outward.x * (double(x.y) - double(p.y)) - outward.y * (double(x.x) - double(p.x));
    };
    double least = outward_turn(b.vertices[0]);  // b has a vertex (an empty list is invalid)
    for (std::size_t j = 1; j < b.count; ++j) least = std::min(least, outward_turn(b.vertices[j]));
    const double magnitudes = magnitude_of(edge.x) * reach.y + magnitude_of(edge.y) * reach.x;
    const bool is_in_range = magnitudes >= 0x1p-900;
    const bool is_clear = magnitude_of(least) > turn_filter_coefficient * magnitudes;
    if ((is_in_range & is_clear) || grid.holds()) return sign_of(least);
  }
  (void)reach;  // the filter's only
  int least = 1;
  for (std::size_t j = 0; j < b.count; ++j) least = std::min(least, outside * turn_sign(p, q, edge, b.vertices[j], grid));
  return least;
}

/// The larger of `gap` and the largest gap sign of a's edges: for each
/// edge (p, q), p != q, the least of outside * turn(p, q, x) over b's
/// vertices x, where `outside` (-winding of a, or -1 when a lies on one
/// line: its edges then go both ways along the line and see both sides) is
/// the sign of the turn of a point outside a. Stops once an axis separates
/// (+1). An edge along a coordinate axis is left out: it lies on the line
/// of a side of a's extent, so its gap sign is the coordinate gap sign on
/// that axis, in `gap` already (for a on one line, its two edges along the
/// line give the two coordinate gaps of the other axis).
template <bool is_filtered, class T>
int edge_gap_sign(PolygonView<T> a, int a_winding, PolygonView<T> b, const Vec2<double>& reach, PairGrid<T>& grid,
                  int gap) noexcept {
  const int outside = a_winding != 0 ? -a_winding : -1;
  for (std::size_t k = 0; k < a.count && gap <= 0; ++k) {
    const Vec2<T>& p = a.vertices[k];
    const Vec2<T>& q = a.vertices[k + 1 == a.count ? 0 : k + 1];
    if ((p.x == q.x) | (p.y == q.y)) continue;  // no edge, or one on the line of a coordinate axis's gap
    gap = std::max(gap, least_turn_sign<is_filtered>(p, q, difference(p, q), b, reach, outside, grid));
  }
  return gap;
}

/// The larger of `gap` and the largest gap sign of both polygons' edges,
/// once the filters are allowed or not. For a point p of one and x of the
/// other, x.x - p.x lies between f.least_x - e.greatest_x and f.greatest_x
/// - e.least_x (or their negations), so the larger magnitude of the two
/// computed differences bounds every |fl(x.x - p.x)|: reach.x (likewise y).
/// Out of line, so that the pairs the coordinate axes decide (most pairs
/// far apart) run a small decide_polygons.
template <bool is_filtered, class T>
OBB2D_NOINLINE int gap_sign_of_polygons(PolygonView<T> a, const PolygonFacts<T>& a_facts, PolygonView<T> b,
                         const PolygonFacts<T>& b_facts, int gap) noexcept {
  const Extent<T>& e = a_facts.extent;
  const Extent<T>& f = b_facts.extent;
  const Vec2<double> reach{std::max(magnitude_of(double(f.least_x) - double(e.greatest_x)),
                                    magnitude_of(double(f.greatest_x) - double(e.least_x))),
                           std::max(magnitude_of(double(f.least_y) - double(e.greatest_y)),
                                    magnitude_of(double(f.greatest_y) - double(e.least_y)))};
  PairGrid<T> grid(a, e, b, &f);
  gap = edge_gap_sign<is_filtered>(a, a_facts.winding, b, reach, grid, gap);
  return edge_gap_sign<is_filtered>(b, b_facts.winding, a, reach, grid, gap);
}

/// classify's decision for two checked polygons: the largest gap sign over
/// every axis (positive: disjoint; zero: touching; negative: overlapping,
/// unless either polygon has zero area).
template <class T>
Relation decide_polygons(PolygonView<T> a, const PolygonFacts<T>& a_facts, PolygonView<T> b,
                         const PolygonFacts<T>& b_facts) noexcept {
  if (a_facts.check.problem != PolygonProblem::none || b_facts.check.problem != PolygonProblem::none) {
    return Relation::invalid;
  }
  int gap = coordinate_gap_sign(a_facts.extent, b_facts.extent);
  if (gap <= 0) {
    const bool is_a_filterable = are_filterable(a), is_b_filterable = are_filterable(b);
    gap = (is_a_filterable & is_b_filterable) ? gap_sign_of_polygons<true>(a, a_facts, b, b_facts, gap)
                                              : gap_sign_of_polygons<false>(a, a_facts, b, b_facts, gap);
  }
  if (gap > 0) return Relation::disjoint;
  if (gap == 0 || a_facts.winding == 0 || b_facts.winding == 0) return Relation::touching;
  return Relation::overlapping;
}

// ===========================================================================
// A polygon and a box
// ===========================================================================

/// The filter of a gap between a polygon and a box, g = t_1 + ... + t_m
/// (m <= 6), each term a product e * f of an input number or a difference
/// of two (b - a, x - c: rounded once) and an input number or such a
/// difference, all in double. Each computed term is the exact one times
/// (1 + theta), |theta| <= gamma_3 (gamma_k = k u / (1 - k u), u = 2^-53),
/// and summing m <= 6 terms adds at most gamma_5 (Higham 2002, 3.1 and
/// 4.2), so |fl(g) - g| <= gamma_8 (sum of |exact terms|) <= gamma_8 /
/// (1 - gamma_3) M for M the sum of the computed |terms|. M and the
/// bound computed in floating point lose at most a further factor (1 -
/// gamma_5) (1 - u); 9 u covers it all (tests/polygon_test.cpp checks it
/// in rationals). Underflow and overflow as for the turn's filter.
inline constexpr double box_gap_filter_coefficient = 9 * 0x1p-53;

/// Whether the filter certifies the sign of the gap, given its computed
/// value and the sum of its computed |terms|.
OBB2D_ALWAYS_INLINE bool is_box_gap_certain(double gap, double magnitudes) noexcept {
  const bool is_in_range = magnitudes >= 0x1p-900;
  const bool is_clear = magnitude_of(gap) > box_gap_filter_coefficient * magnitudes;
  return is_in_range & is_clear;
}

/// A gap's sign from its filter: `sign` is the sign of the computed gap,
/// to be used only when `is_certain`.
struct FilteredSign {
  int sign;
  bool is_certain;
};

/// The filter of a gap given as its computed terms, summed in order, with
/// the sum of their magnitudes beside (is_box_gap_certain's bound).
template <std::size_t count>
OBB2D_ALWAYS_INLINE FilteredSign filtered_sign(const double (&terms)[count]) noexcept {
  double gap = 0, magnitudes = 0;
  for (const double term : terms) {
    gap += term;
    magnitudes += magnitude_of(term);
  }
  return {sign_of(gap), is_box_gap_certain(gap, magnitudes)};
}

/// Whether the filters may run on a polygon and a box: every number of both
/// is_subtractable (as are_filterable of a list).
template <class T>
bool are_filterable(PolygonView<T> a, const Box<T>& box) noexcept {
  const bool are_box_numbers_in_range = may_subtract(box.center, box.u, box.v);
  const bool are_vertices_in_range = are_filterable(a);
  return are_box_numbers_in_range & are_vertices_in_range;
}

/// The sign of the box's u x v (0 when the box lies on one line).
template <bool is_filtered, class T>
int u_turn_to_v(const Box<T>& box) noexcept {
  if constexpr (is_filtered) {
    const double left = double(box.u.x) * double(box.v.y), right = double(box.u.y) * double(box.v.x);
    if (is_turn_certain(left, right)) return sign_of(left - right);
  }
  const Product<T> u_cross_v[] = {{box.u.x, box.v.y}, {-box.u.y, box.v.x}};
  return exact_products_sign(u_cross_v);
}

/// The exact sign of the turn (q - p) x (x - p) at the box corner x = c +
/// s + t, s = +-u and t = +-v (a sign on a vector is exact): the filter on
/// (q - p) x (c - p) + (q - p) x s + (q - p) x t, then the sum of the
/// fourteen products cross(p, q) + cross(q, c) + cross(c, p) + cross(q -
/// p, s) + cross(q - p, t) expanded.
template <bool is_filtered, class T>
int corner_turn_sign(const Vec2<T>& p, const Vec2<T>& q, const Vec2<double>& edge, const Vec2<T>& c,
                     const Vec2<T>& s, const Vec2<T>& t, PairGrid<T>& grid) noexcept {
  if constexpr (is_filtered) {
    const double pc_x = double(c.x) - double(p.x), pc_y = double(c.y) - double(p.y);
    const double terms[6] = {edge.x * pc_y, -(edge.y * pc_x), edge.x * double(s.y),
                             -(edge.y * double(s.x)), edge.x * double(t.y), -(edge.y * double(t.x))};
    const FilteredSign filtered = filtered_sign(terms);
    if (filtered.is_certain || grid.holds()) return filtered.sign;
  }
  const Product<T> turn[] = {{p.x, q.y},  {-p.y, q.x}, {q.x, c.y},  {-q.y, c.x}, {c.x, p.y},
                             {-c.y, p.x}, {q.x, s.y},  {-q.y, s.x}, {-p.x, s.y}, {p.y, s.x},
                             {q.x, t.y},  {-q.y, t.x}, {-p.x, t.y}, {p.y, t.x}};
  return exact_products_sign(turn);
}

/// The exact sign of w x (x - m), m = c + r: with w one side vector of the
/// box (+-u or +-v, not zero) and r the other one, signed so that w x r >=
/// 0, m is the midpoint of the box's edge along w on the side where w x (x
/// - c) is largest, so the sign is positive when x lies beyond that edge's
/// line, zero on it. The filter on w x (x - c) - w x r, then the six
/// products of cross(w, x) - cross(w, c) - cross(w, r).
template <bool is_filtered, class T>
int side_gap_sign(const Vec2<T>& x, const Vec2<T>& c, const Vec2<T>& w, const Vec2<T>& r, PairGrid<T>& grid) noexcept {
  if constexpr (is_filtered) {
    const double cx_x = double(x.x) - double(c.x), cx_y = double(x.y) - double(c.y);
    const double terms[4] = {double(w.x) * cx_y, -(double(w.y) * cx_x), -(double(w.x) * double(r.y)),
                             double(w.y) * double(r.x)};
    const FilteredSign filtered = filtered_sign(terms);
    if (filtered.is_certain || grid.holds()) return filtered.sign;
  }
  const Product<T> gap[] = {{w.x, x.y}, {-w.y, x.x}, {-w.x, c.y}, {w.y, c.x}, {-w.x, r.y}, {w.y, r.x}};
  return exact_products_sign(gap);
}

/// The vector scaled by -1, 0 or +1 (exact).
template <class T>
Vec2<T> scaled(const Vec2<T>& w, int sign) noexcept {
  return {T(sign) * w.x, T(sign) * w.y};
}

/// The exact sign of the sum of four numbers, through the products'
/// ladder (each number times 1): the filter, then exact_products_sign.
template <bool is_filtered, class T>
int sum_sign(T a, T b, T c, T d, PairGrid<T>& grid) noexcept {
  if constexpr (is_filtered) {
    const double terms[4] = {double(a), double(b), double(c), double(d)};
    const FilteredSign filtered = filtered_sign(terms);
    if (filtered.is_certain || grid.holds()) return filtered.sign;
  }
  const Product<T> sum[] = {{a, T(1)}, {b, T(1)}, {c, T(1)}, {d, T(1)}};
  return exact_products_sign(sum);
}

/// The largest gap sign of the coordinate axes between a polygon's extent
/// and the box, whose extent on x is c.x -+ (|u.x| + |v.x|) (likewise y):
/// least(a) - greatest(box) and least(box) - greatest(a) on each axis.
template <bool is_filtered, class T>
int coordinate_gap_sign(const Extent<T>& e, const Box<T>& box, PairGrid<T>& grid) noexcept {
  const T ux = T(magnitude_of(box.u.x)), vx = T(magnitude_of(box.v.x));
  const T uy = T(magnitude_of(box.u.y)), vy = T(magnitude_of(box.v.y));
  const Vec2<T>& c = box.center;
  const int x_gap = std::max(sum_sign<is_filtered>(e.least_x, -c.x, -ux, -vx, grid),
                             sum_sign<is_filtered>(c.x, -ux, -vx, -e.greatest_x, grid));
  const int y_gap = std::max(sum_sign<is_filtered>(e.least_y, -c.y, -uy, -vy, grid),
                             sum_sign<is_filtered>(c.y, -uy, -vy, -e.greatest_y, grid));
  return std::max(x_gap, y_gap);
}

/// The larger of `gap` and the largest gap sign of a polygon's edges
/// against the box's four corners, as edge_gap_sign does against another
/// polygon's vertices.
template <bool is_filtered, class T>
int edge_gap_sign(PolygonView<T> a, int a_winding, const Box<T>& box, PairGrid<T>& grid, int gap) noexcept {
  const int outside = a_winding != 0 ? -a_winding : -1;
  const Vec2<T> corner_offsets[4][2] = {
      {box.u, box.v}, {scaled(box.u, -1), box.v}, {scaled(box.u, -1), scaled(box.v, -1)}, {box.u, scaled(box.v, -1)}};
  for (std::size_t k = 0; k < a.count && gap <= 0; ++k) {
    const Vec2<T>& p = a.vertices[k];
    const Vec2<T>& q = a.vertices[k + 1 == a.count ? 0 : k + 1];
    if ((p.x == q.x) | (p.y == q.y)) continue;  // no edge, or one on the line of a coordinate axis's gap
    const Vec2<double> edge = difference(p, q);
    int least = 1;
    for (int j = 0; j < 4 && least > gap; ++j) {
      const int turn =
          corner_turn_sign<is_filtered>(p, q, edge, box.center, corner_offsets[j][0], corner_offsets[j][1], grid);
      least = std::min(least, outside * turn);
    }
    gap = std::max(gap, least);
  }
  return gap;
}

/// The larger of `gap` and the largest gap sign of the box's own axes: for
/// each side vector w of u, -u, v, -v, the least side_gap_sign over the
/// polygon's vertices (turn: the sign of u x v). A zero side (a box on one
/// line) gives gaps of 0, which change no answer: such a box is touching
/// whenever no axis separates.
template <bool is_filtered, class T>
int side_gap_sign(PolygonView<T> a, const Box<T>& box, int turn, PairGrid<T>& grid, int gap) noexcept {
  const Vec2<T> sides[4][2] = {{box.u, scaled(box.v, turn)},
                               {scaled(box.u, -1), scaled(box.v, -turn)},
                               {box.v, scaled(box.u, -turn)},
                               {scaled(box.v, -1), scaled(box.u, turn)}};
  for (std::size_t k = 0; k < 4 && gap <= 0; ++k) {
    const Vec2<T>& w = sides[k][0];
    int least = 1;
    for (std::size_t j = 0; j < a.count && least > gap; ++j) {
      least = std::min(least, side_gap_sign<is_filtered>(a.vertices[j], box.center, w, sides[k][1], grid));
    }
    gap = std::max(gap, least);
  }
  return gap;
}

/// classify's decision for a checked polygon and a box, as for two
/// polygons: every axis of either (the coordinate axes, the polygon's
/// edges, the box's two side directions). Each sign goes through its
/// filter when is_filtered (are_filterable), else straight to its exact
/// step.
template <bool is_filtered, class T>
Relation decide_polygon_and_box_with(PolygonView<T> a, const PolygonFacts<T>& a_facts, const Box<T>& box) noexcept {
  const int turn = u_turn_to_v<is_filtered>(box);
  const Vec2<T> box_numbers[3] = {box.center, box.u, box.v};
  PairGrid<T> grid(a, a_facts.extent, PolygonView<T>{box_numbers, 3}, nullptr);
  int gap = coordinate_gap_sign<is_filtered>(a_facts.extent, box, grid);
  if (gap <= 0) {
    gap = edge_gap_sign<is_filtered>(a, a_facts.winding, box, grid, gap);
    gap = side_gap_sign<is_filtered>(a, box, turn, grid, gap);
  }
  if (gap > 0) return Relation::disjoint;
  if (gap == 0 || a_facts.winding == 0 || turn == 0) return Relation::touching;
  return Relation::overlapping;
}

template <class T>
Relation decide_polygon_and_box(PolygonView<T> a, const PolygonFacts<T>& a_facts, const Box<T>& box) noexcept {
  if (a_facts.check.problem != PolygonProblem::none || !is_finite_box(box)) return Relation::invalid;
  if (are_filterable(a, box)) return decide_polygon_and_box_with<true>(a, a_facts, box);
  return decide_polygon_and_box_with<false>(a, a_facts, box);
}

// ===========================================================================
// The certificate
// ===========================================================================

/// Vertex k + 1 (cyclically).
template <class T>
const Vec2<T>& next_vertex(PolygonView<T> polygon, std::size_t k) noexcept {
  return polygon.vertices[k + 1 == polygon.count ? 0 : k + 1];
}

/// Whether the line through edge k of `own` (its vertices k and k + 1,
/// different) has every vertex of `other` strictly on one side and every
/// vertex of `own` on the other side or on it.
template <class T>
bool is_separating_edge(PolygonView<T> own, std::size_t k, PolygonView<T> other) noexcept {
  const Vec2<T>& p = own.vertices[k];
  const Vec2<T>& q = next_vertex(own, k);
  if (is_same_point(p, q)) return false;
  const int side = turn_sign(p, q, other.vertices[0]);
  if (side == 0) return false;
  for (std::size_t j = 1; j < other.count; ++j) {
    if (turn_sign(p, q, other.vertices[j]) != side) return false;
  }
  for (std::size_t i = 0; i < own.count; ++i) {
    if (turn_sign(p, q, own.vertices[i]) == side) return false;
  }
  return true;
}

/// Whether x lies in the checked polygon (closed): on the inner side of or
/// on every edge; for a polygon on one line, on every edge's line and
/// within its extent.
template <class T>
bool is_in_polygon(const Vec2<T>& x, PolygonView<T> polygon, const PolygonFacts<T>& facts) noexcept {
  for (std::size_t k = 0; k < polygon.count; ++k) {
    const Vec2<T>& p = polygon.vertices[k];
    const Vec2<T>& q = next_vertex(polygon, k);
    if (is_same_point(p, q)) continue;
    const int turn = turn_sign(p, q, x);
    if (facts.winding != 0 ? turn == -facts.winding : turn != 0) return false;
  }
  const Extent<T>& e = facts.extent;
  return facts.winding != 0 || (e.least_x <= x.x && x.x <= e.greatest_x && e.least_y <= x.y && x.y <= e.greatest_y);
}

/// Whether the closed segments [p, p2] and [q, q2] (each of two different
/// points) meet: each pair of ends on both sides of, or on, the other's
/// line; on one line, when their extents overlap.
template <class T>
bool do_segments_meet(const Vec2<T>& p, const Vec2<T>& p2, const Vec2<T>& q, const Vec2<T>& q2) noexcept {
  const int q_side = turn_sign(p, p2, q), q2_side = turn_sign(p, p2, q2);
  const int p_side = turn_sign(q, q2, p), p2_side = turn_sign(q, q2, p2);
  if (q_side * q2_side > 0 || p_side * p2_side > 0) return false;
  if (q_side != 0 || q2_side != 0 || p_side != 0 || p2_side != 0) return true;
  const bool is_x_apart = std::max(p.x, p2.x) < std::min(q.x, q2.x) || std::max(q.x, q2.x) < std::min(p.x, p2.x);
  const bool is_y_apart = std::max(p.y, p2.y) < std::min(q.y, q2.y) || std::max(q.y, q2.y) < std::min(p.y, p2.y);
  return !is_x_apart && !is_y_apart;
}

/// Whether the witness is true of two checked polygons.
template <class T>
bool is_witness_true(PolygonView<T> a, const PolygonFacts<T>& a_facts, PolygonView<T> b,
                     const PolygonFacts<T>& b_facts, const PolygonWitness& witness) noexcept {
  switch (witness.kind) {
    case PolygonWitness::Kind::none: return false;
    case PolygonWitness::Kind::vertex_of_a_in_b:
      return witness.a_feature < a.count && is_in_polygon(a.vertices[witness.a_feature], b, b_facts);
    case PolygonWitness::Kind::vertex_of_b_in_a:
      return witness.b_feature < b.count && is_in_polygon(b.vertices[witness.b_feature], a, a_facts);
    case PolygonWitness::Kind::edges_meet: {
      if (witness.a_feature >= a.count || witness.b_feature >= b.count) return false;
      const Vec2<T>& p = a.vertices[witness.a_feature];
      const Vec2<T>& p2 = next_vertex(a, witness.a_feature);
      const Vec2<T>& q = b.vertices[witness.b_feature];
      const Vec2<T>& q2 = next_vertex(b, witness.b_feature);
      return !is_same_point(p, p2) && !is_same_point(q, q2) && do_segments_meet(p, p2, q, q2);
    }
  }
  return false;
}

/// Whether the separator is true of two checked polygons.
template <class T>
bool is_separator_true(PolygonView<T> a, const PolygonFacts<T>& a_facts, PolygonView<T> b,
                       const PolygonFacts<T>& b_facts, const PolygonCertificate& certificate) noexcept {
  const Extent<T>& e = a_facts.extent;
  const Extent<T>& f = b_facts.extent;
  switch (certificate.separator) {
    case PolygonCertificate::Separator::none: return false;
    case PolygonCertificate::Separator::edge_of_a:
      return certificate.edge < a.count && is_separating_edge(a, certificate.edge, b);
    case PolygonCertificate::Separator::edge_of_b:
      return certificate.edge < b.count && is_separating_edge(b, certificate.edge, a);
    case PolygonCertificate::Separator::x_axis: return e.greatest_x < f.least_x || f.greatest_x < e.least_x;
    case PolygonCertificate::Separator::y_axis: return e.greatest_y < f.least_y || f.greatest_y < e.least_y;
  }
  return false;
}

/// certify: the relation, then the first separator or witness that holds,
/// in the order of the enums (each candidate checked as the checker does).
template <class T>
PolygonCertificate find_certificate(PolygonView<T> a, PolygonView<T> b) noexcept {
  const PolygonFacts<T> a_facts = find_polygon_facts(a), b_facts = find_polygon_facts(b);
  PolygonCertificate certificate;
  certificate.relation = decide_polygons(a, a_facts, b, b_facts);
  if (certificate.relation == Relation::invalid) return certificate;
  using Separator = PolygonCertificate::Separator;
  using Kind = PolygonWitness::Kind;
  if (certificate.relation == Relation::disjoint) {
    for (const Separator separator : {Separator::x_axis, Separator::y_axis}) {
      certificate.separator = separator;
      if (is_separator_true(a, a_facts, b, b_facts, certificate)) return certificate;
    }
    for (const Separator separator : {Separator::edge_of_a, Separator::edge_of_b}) {
      certificate.separator = separator;
      for (certificate.edge = 0; certificate.edge < (separator == Separator::edge_of_a ? a.count : b.count);
           ++certificate.edge) {
        if (is_separator_true(a, a_facts, b, b_facts, certificate)) return certificate;
      }
    }
    certificate.separator = Separator::none;  // unreachable: the axes of classify include a separating one
    certificate.edge = 0;
    return certificate;
  }
  PolygonWitness& witness = certificate.witness;
  for (witness.kind = Kind::vertex_of_a_in_b; witness.a_feature < a.count; ++witness.a_feature) {
    if (is_witness_true(a, a_facts, b, b_facts, witness)) return certificate;
  }
  witness.a_feature = 0;
  for (witness.kind = Kind::vertex_of_b_in_a; witness.b_feature < b.count; ++witness.b_feature) {
    if (is_witness_true(a, a_facts, b, b_facts, witness)) return certificate;
  }
  witness.kind = Kind::edges_meet;
  for (witness.a_feature = 0; witness.a_feature < a.count; ++witness.a_feature) {
    for (witness.b_feature = 0; witness.b_feature < b.count; ++witness.b_feature) {
      if (is_witness_true(a, a_facts, b, b_facts, witness)) return certificate;
    }
  }
  witness = {};  // unreachable: convex sets that meet have such a pair
  return certificate;
}

/// make_convex_hull's order of the points other than the pivot (the lowest,
/// leftmost among the lowest): by the angle of x - pivot, which lies in
/// [0, pi), then by distance from the pivot (points equal to it first). On
/// one ray from the pivot the farther point has the larger y, or, on the
/// horizontal ray, the larger x.
template <class T>
bool is_before_around(const Vec2<T>& pivot, const Vec2<T>& p, const Vec2<T>& q) noexcept {
  const int turn = turn_sign(pivot, p, q);
  if (turn != 0) return turn > 0;
  return p.y != q.y ? p.y < q.y : p.x < q.x;
}

}  // namespace detail

// ===========================================================================
// Public API: definitions
// ===========================================================================

template <class T>
PolygonCheck check_polygon(PolygonView<T> polygon) noexcept {
  return detail::in_default_fp_environment([&] { return detail::find_polygon_facts(polygon).check; });
}

template <class T>
Relation classify(PolygonView<T> a, PolygonView<T> b) noexcept {
  return detail::in_default_fp_environment([&] {
    return detail::decide_polygons(a, detail::find_polygon_facts(a), b, detail::find_polygon_facts(b));
  });
}

template <class T>
bool overlaps(PolygonView<T> a, PolygonView<T> b, TouchingPolicy policy) noexcept {
  return detail::is_overlap_under(classify(a, b), policy);
}

template <class T>
CheckedPolygon<T>::CheckedPolygon(PolygonView<T> polygon) noexcept
    : view_(polygon), facts_(detail::in_default_fp_environment([&] { return detail::find_polygon_facts(polygon); })) {}

template <class T>
PolygonCheck CheckedPolygon<T>::check() const noexcept {
  return facts_.check;
}

template <class T>
Relation classify(const CheckedPolygon<T>& a, const CheckedPolygon<T>& b) noexcept {
  // Valid polygons whose stored extents are apart are disjoint, and that is
  // known by comparisons alone, so before the guard, which costs more than
  // they do (docs/performance.md): a comparison does not round, and
  // flush-to-zero's reading of a subnormal as 0 keeps the order of two
  // numbers unless it makes them equal, so in any environment a strict
  // order of stored numbers is their order. (An invalid list's extent may
  // hold a NaN, which is not compared: hence &&.)
  const bool is_a_valid = a.facts_.check.problem == PolygonProblem::none;
  const bool is_b_valid = b.facts_.check.problem == PolygonProblem::none;
  if ((is_a_valid & is_b_valid) && detail::are_apart(a.facts_.extent, b.facts_.extent)) return Relation::disjoint;
  return detail::in_default_fp_environment(
      [&] { return detail::decide_polygons(a.view_, a.facts_, b.view_, b.facts_); });
}

template <class T>
bool overlaps(const CheckedPolygon<T>& a, const CheckedPolygon<T>& b, TouchingPolicy policy) noexcept {
  return detail::is_overlap_under(classify(a, b), policy);
}

template <class T>
Relation classify(PolygonView<T> a, const Box<T>& b) noexcept {
  return detail::in_default_fp_environment(
      [&] { return detail::decide_polygon_and_box(a, detail::find_polygon_facts(a), b); });
}

template <class T>
bool overlaps(PolygonView<T> a, const Box<T>& b, TouchingPolicy policy) noexcept {
  return detail::is_overlap_under(classify(a, b), policy);
}

template <class T>
Relation classify(const CheckedPolygon<T>& a, const Box<T>& b) noexcept {
  return detail::in_default_fp_environment([&] { return detail::decide_polygon_and_box(a.view_, a.facts_, b); });
}

template <class T>
bool overlaps(const CheckedPolygon<T>& a, const Box<T>& b, TouchingPolicy policy) noexcept {
  return detail::is_overlap_under(classify(a, b), policy);
}

template <class T>
PolygonCertificate certify(PolygonView<T> a, PolygonView<T> b) noexcept {
  return detail::in_default_fp_environment([&] { return detail::find_certificate(a, b); });
}

template <class T>
bool is_certificate_valid(PolygonView<T> a, PolygonView<T> b, const PolygonCertificate& certificate) noexcept {
  return detail::in_default_fp_environment([&] {
    const detail::PolygonFacts<T> a_facts = detail::find_polygon_facts(a), b_facts = detail::find_polygon_facts(b);
    if (a_facts.check.problem != PolygonProblem::none || b_facts.check.problem != PolygonProblem::none) return false;
    return certificate.relation == Relation::disjoint
               ? detail::is_separator_true(a, a_facts, b, b_facts, certificate)
               : detail::is_witness_true(a, a_facts, b, b_facts, certificate.witness);
  });
}

/// Graham's scan (Graham 1972) from the pivot: the points sorted around it,
/// then each pushed after popping every corner it does not turn left of.
/// The stack never outgrows the points read, so it lives in `points`.
template <class T>
std::size_t make_convex_hull(Vec2<T>* points, std::size_t count) noexcept {
  return detail::in_default_fp_environment([&]() -> std::size_t {
    for (std::size_t k = 0; k < count; ++k) {
      const bool is_x_finite = detail::is_finite_number(points[k].x);
      const bool is_y_finite = detail::is_finite_number(points[k].y);
      if (!(is_x_finite & is_y_finite)) return 0;
    }
    if (count == 0) return 0;
    std::iter_swap(points, std::min_element(points, points + count, [](const Vec2<T>& p, const Vec2<T>& q) {
                     return p.y != q.y ? p.y < q.y : p.x < q.x;
                   }));
    const Vec2<T> pivot = points[0];
    std::sort(points + 1, points + count, [&pivot](const Vec2<T>& p, const Vec2<T>& q) {
      return detail::is_before_around(pivot, p, q);
    });
    std::size_t size = 1;
    for (std::size_t k = 1; k < count; ++k) {
      const Vec2<T> p = points[k];
      if (detail::is_same_point(p, pivot)) continue;
      while (size >= 2 && detail::turn_sign(points[size - 2], points[size - 1], p) <= 0) --size;
      points[size++] = p;
    }
    return size;
  });
}

constexpr const char* to_string(PolygonProblem problem) noexcept {
  switch (problem) {
    case PolygonProblem::none: return "none";
    case PolygonProblem::empty: return "empty";
    case PolygonProblem::not_finite: return "not finite";
    case PolygonProblem::not_convex: return "not convex";
    case PolygonProblem::self_intersecting: return "self-intersecting";
  }
  return "none";
}

}  // namespace obb2d

OBB2D_IEEE_END
#endif  // !OBB2D_REFUSED
