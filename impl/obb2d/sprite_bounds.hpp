#pragma once
/// @file sprite_bounds.hpp
/// obb2d sprite bounds 0.3.3 — tight, verified bounds of a transformed
/// sprite's opaque pixels. MIT licence (see obb2d.hpp).
///
/// WHAT IT COMPUTES
///   A sprite is an alpha mask, width x height pixels; pixel (x, y) is the
///   closed unit square [x, x+1] x [y, y+1] in texture space and is opaque
///   when its alpha is greater than a threshold (threshold 0: any alpha > 0,
///   which is XNA's `A > 0`). A 2x3 affine transform M (obb2d::Affine2x3,
///   float, the numbers exactly as stored) places it in the world.
///     once per sprite  make_sprite_shape(mask, threshold): the smallest
///                      pixel rectangle [x0, x1] x [y0, y1] holding every
///                      opaque square and the convex hull of those squares
///                      (O(pixels + rows log rows)), or `transparent`;
///     once per frame   make_sprite_bounds<Out>(M, shape): O(log hull size),
///                      independent of the pixel count, no allocation, noexcept:
///       box    the world box (c, u, v) of that rectangle under M, as
///              Box<double>, ready for obb2d::classify;
///       aabb   the world axis-aligned bounds of the opaque squares, in Out
///              (float or double), CONSERVATIVE and as TIGHT as Out allows.
///
/// HOW TO INCLUDE
///   Copy this file next to obb2d.hpp and `#include "sprite_bounds.hpp"` (C++17,
///   standard library only), or link obb2d::obb2d and include
///   <obb2d/sprite_bounds.hpp>.
///
/// WHAT "EXACT" COVERS
///   aabb  Each side is the exact world extreme X of the opaque squares rounded
///         outward to Out: min sides are the largest Out <= X, max sides the
///         smallest Out >= X. So the box contains the exact bounds and each
///         side is within one ulp of them; equality when X is representable.
///         Overflow (float Out only): a side beyond FLT_MAX is +-infinity on
///         the outside (the only conservative float) or +-FLT_MAX inside.
///   box   u = M_x * w/2 and v = M_y * h/2 (M_x, M_y the matrix columns, w, h
///         the rectangle's size) are always exact in double: a float has 24
///         significant bits and w/2, h/2 at most 24, so each product fits in
///         double's 53. The center M * (middle of the rectangle) is a sum of
///         three such products; it is exact whenever that sum is a double
///         (typical game numbers: always), and `box_exactness` says which:
///           exact    the box is exactly the rectangle's image under M;
///           rounded  c is the double nearest the exact center (ties to
///                    even), u and v are still exact: the box is the exact
///                    one moved by at most half an ulp of c.
///   Both are derived with error-free transformations (products of float
///   and half-integers are exact in double; TwoSum) and exact sign tests on
///   floating-point expansions; nothing is approximated to decide.
///
/// EDGE CASES
///   case                                     status
///   no opaque pixel (or an empty mask)       transparent: no box, no aabb
///   NaN or +-inf in the transform            invalid
///   mask side > 2^24 or a rectangle outside  invalid
///   [0, 2^24]
///   degenerate M (zero or parallel columns)  bounded: the box is a segment
///                                            or a point, still exact
///   mirrored M (negative determinant)        bounded: same set, u or v flips
///
/// LIMITS
///   Transforms are float (Affine2x3<float>), as game engines store them; a
///   double transform is not supported (its products would not be exact in
///   double). make_sprite_shape allocates (the hull); the per-frame call
///   does not. The aabb bounds the opaque squares themselves (through their
///   convex hull: a turned L-shaped sprite gets a smaller aabb than its
///   rectangle would); the box covers the whole opaque rectangle, so
///   transparent pixels inside it count as part of the sprite for classify.
///
/// Algorithm: the world x of local p is g.p + M.tx with g = (M.xx, M.yx),
/// linear, so over the opaque squares it is largest at the hull vertex
/// where the edges turn from g.e > 0 to g.e <= 0; the hull's edges sorted by
/// angle make that a binary search inside one quadrant's chain (the
/// extreme-point search on a convex polygon, O'Rourke, "Computational
/// Geometry in C").
/// Each side is then three exact terms, rounded outward exactly (Ogita,
/// Rump, Oishi 2005 for the cascaded sum; Shewchuk 1997 for the sign).

#include "obb2d.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#if !defined(OBB2D_REFUSED)
OBB2D_IEEE_BEGIN  // IEEE semantics for this file's code, whatever the flags (see obb2d.hpp)

namespace obb2d {

// ===========================================================================
// Types
// ===========================================================================

/// The largest mask side (and pixel coordinate) accepted: 2^24, so every
/// coordinate and half-coordinate has at most 24 significant bits.
inline constexpr std::int32_t max_sprite_side = 1 << 24;

/// A read-only view of an alpha channel: the alpha of pixel (x, y) is
/// alpha[y * row_stride + x * pixel_stride]. For tightly packed RGBA8 pass
/// the address of the first A byte, pixel_stride 4, row_stride 4 * width.
struct AlphaMaskView {
  const unsigned char* alpha = nullptr;  ///< alpha of pixel (0, 0)
  std::int32_t width = 0;                ///< pixels per row, 0 ..= max_sprite_side
  std::int32_t height = 0;               ///< rows, 0 ..= max_sprite_side
  std::ptrdiff_t pixel_stride = 1;       ///< bytes from one pixel's alpha to the next
  std::ptrdiff_t row_stride = 0;         ///< bytes from one row's alpha to the next
};

/// A rectangle of whole pixels in texture space: the closed region
/// [min_x, max_x] x [min_y, max_y], i.e. pixels min_x ..< max_x, min_y ..< max_y.
struct PixelRectangle {
  std::int32_t min_x = 0;  ///< left edge (first opaque column)
  std::int32_t min_y = 0;  ///< top edge (first opaque row)
  std::int32_t max_x = 0;  ///< right edge (last opaque column + 1)
  std::int32_t max_y = 0;  ///< bottom edge (last opaque row + 1)
};

/// What a mask holds.
enum class OpaqueStatus : unsigned char {
  opaque,       ///< some pixel is opaque: the shape has a rectangle and a hull
  transparent,  ///< no pixel is opaque (or the mask is empty)
  invalid,      ///< null alpha with a non-empty size, or a side outside [0, 2^24]
};

/// A corner of the pixel grid, in texture space (integers).
struct PixelCorner {
  std::int32_t x;  ///< column edge, 0 ..= width
  std::int32_t y;  ///< row edge, 0 ..= height
};

/// The precomputed, per-sprite part: the tight rectangle of the opaque pixels
/// and the convex hull of their squares. Only make_sprite_shape makes one (a
/// default one is transparent), and it is read-only: make_sprite_bounds
/// trusts what it holds, so no edited shape can send it out of bounds or to
/// a wrong answer. A moved-from shape answers `invalid`.
class SpriteShape {
 public:
  OpaqueStatus status() const noexcept { return status_; }                 ///< see OpaqueStatus
  const PixelRectangle& rectangle() const noexcept { return rectangle_; }  ///< tight rectangle when opaque
  /// The convex hull of the opaque squares, counter-clockwise (x right, y up
  /// as in a math plot), starting at the lowest-then-leftmost corner, no
  /// collinear vertices. Edge i runs from hull[i] to hull[(i + 1) % size].
  const std::vector<PixelCorner>& hull() const noexcept { return hull_; }
  /// The edges whose direction lies in quadrant q (q = 0: dx > 0, dy >= 0;
  /// 1: dx <= 0, dy > 0; 2: dx < 0, dy <= 0; 3: dx >= 0, dy < 0) are
  /// [quadrant_start[q], quadrant_start[q + 1]); quadrant_start[4] == hull size.
  using QuadrantStarts = std::size_t[5];
  const QuadrantStarts& quadrant_start() const noexcept { return quadrant_start_; }

 private:
  friend SpriteShape make_sprite_shape(const AlphaMaskView& mask, unsigned char threshold);
  OpaqueStatus status_ = OpaqueStatus::transparent;
  PixelRectangle rectangle_{};
  std::vector<PixelCorner> hull_;
  QuadrantStarts quadrant_start_{};
};

/// What make_sprite_bounds produced.
enum class SpriteBoundsStatus : unsigned char {
  bounded,      ///< `aabb` and `box` describe the opaque pixels
  transparent,  ///< no opaque pixel: there is no box (aabb and box are zeros)
  invalid,      ///< NaN or +-inf in the transform, an invalid or a moved-from shape
};

/// Whether the returned box is exactly the rectangle's image (file comment).
enum class BoxExactness : unsigned char {
  exact,    ///< c, u, v are exactly the image of the rectangle under M
  rounded,  ///< c is the double nearest the exact center; u, v exact
};

/// An axis-aligned box [min, max] in world space.
template <class Out>
struct Aabb {
  Vec2<Out> min;  ///< smallest x and y
  Vec2<Out> max;  ///< largest x and y
};

/// The per-frame answer.
template <class Out>
struct SpriteBounds {
  SpriteBoundsStatus status = SpriteBoundsStatus::invalid;  ///< read first
  Aabb<Out> aabb{};  ///< conservative; each side the exact side rounded outward to Out
  Box<double> box{};  ///< the opaque rectangle's world box, for classify
  BoxExactness box_exactness = BoxExactness::exact;  ///< whether `box` is exact
};
// ===========================================================================
// Once per sprite
// ===========================================================================

namespace detail {

/// Twice the signed area of (o, a, b): > 0 for a counter-clockwise turn.
/// Coordinates are at most 2^24, so the products fit in 64 bits.
inline std::int64_t turn(const PixelCorner& o, const PixelCorner& a, const PixelCorner& b) noexcept {
  return std::int64_t(a.x - o.x) * (b.y - o.y) - std::int64_t(a.y - o.y) * (b.x - o.x);
}

/// The quadrant of a non-zero integer direction (see SpriteShape).
inline int quadrant_of(std::int64_t dx, std::int64_t dy) noexcept {
  if (dx > 0 && dy >= 0) return 0;
  if (dx <= 0 && dy > 0) return 1;
  if (dx < 0 && dy <= 0) return 2;
  return 3;
}

/// Andrew's monotone chain over `points` (sorted in place by y, then x):
/// the strictly convex hull, counter-clockwise from the lowest-leftmost point.
inline std::vector<PixelCorner> make_convex_hull(std::vector<PixelCorner>& points) {
  std::sort(points.begin(), points.end(), [](const PixelCorner& a, const PixelCorner& b) {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
  });
  points.erase(std::unique(points.begin(), points.end(),
                           [](const PixelCorner& a, const PixelCorner& b) { return a.x == b.x && a.y == b.y; }),
               points.end());
  if (points.size() < 3) return points;
  std::vector<PixelCorner> hull(2 * points.size());
  std::size_t size = 0;
  // Right chain going up, then left chain coming down; pop non-left turns.
  for (const PixelCorner& p : points) {
    while (size >= 2 && turn(hull[size - 2], hull[size - 1], p) <= 0) --size;
    hull[size++] = p;
  }
  const std::size_t right_chain = size + 1;
  for (std::size_t i = points.size() - 1; i-- > 0;) {
    while (size >= right_chain && turn(hull[size - 2], hull[size - 1], points[i]) <= 0) --size;
    hull[size++] = points[i];
  }
  hull.resize(size - 1);  // the last point repeats the first
  return hull;
}

}  // namespace detail

/// The per-sprite precomputation: the tight rectangle of the pixels whose
/// alpha is greater than `threshold`, and the convex hull of those pixels'
/// squares. Reads every pixel once (the hull only needs the first and last
/// opaque pixel of each row), allocates the hull. Status `invalid` for a null
/// `alpha` with a non-empty size or a side outside [0, 2^24]; `transparent`
/// when nothing is opaque (including width or height 0).
inline SpriteShape make_sprite_shape(const AlphaMaskView& mask, unsigned char threshold) {
  SpriteShape shape;
  if (mask.width < 0 || mask.height < 0 || mask.width > max_sprite_side || mask.height > max_sprite_side) {
    shape.status_ = OpaqueStatus::invalid;
    return shape;
  }
  if (mask.width == 0 || mask.height == 0) return shape;
  if (mask.alpha == nullptr) {
    shape.status_ = OpaqueStatus::invalid;
    return shape;
  }
  PixelRectangle found{mask.width, mask.height, 0, 0};
  std::vector<PixelCorner> corners;
  for (std::int32_t y = 0; y < mask.height; ++y) {
    // The strides are std::ptrdiff_t, so y and x are widened before multiplying.
    const unsigned char* row = mask.alpha + y * mask.row_stride;
    auto is_opaque = [&](std::int32_t x) { return row[x * mask.pixel_stride] > threshold; };
    std::int32_t first = 0;
    while (first < mask.width && !is_opaque(first)) ++first;
    if (first == mask.width) continue;
    std::int32_t last = mask.width - 1;
    while (!is_opaque(last)) --last;
    found.min_x = std::min(found.min_x, first);
    found.max_x = std::max(found.max_x, last + 1);
    found.min_y = std::min(found.min_y, y);
    found.max_y = y + 1;
    for (const PixelCorner corner : {PixelCorner{first, y}, PixelCorner{first, y + 1}, PixelCorner{last + 1, y},
                                     PixelCorner{last + 1, y + 1}}) {
      corners.push_back(corner);
    }
  }
  if (corners.empty()) return shape;
  shape.status_ = OpaqueStatus::opaque;
  shape.rectangle_ = found;
  shape.hull_ = detail::make_convex_hull(corners);
  // Edge directions turn counter-clockwise from angle 0 (the first edge
  // leaves the lowest-leftmost corner to the right or up), so each
  // quadrant's edges are one run.
  const std::size_t size = shape.hull_.size();
  std::size_t edge = 0;
  for (int q = 0; q < 4; ++q) {
    shape.quadrant_start_[q] = edge;
    while (edge < size) {
      const PixelCorner& from = shape.hull_[edge];
      const PixelCorner& to = shape.hull_[(edge + 1) % size];
      if (detail::quadrant_of(to.x - from.x, to.y - from.y) != q) break;
      ++edge;
    }
  }
  shape.quadrant_start_[4] = size;
  return shape;
}

// ===========================================================================
// Exact sums of three terms (internal)
// ===========================================================================

namespace detail {

/// Whether a and b are the same number, exactly (false if either is NaN).
template <class F>
constexpr bool is_exactly_equal(F a, F b) noexcept {
  return a == b;
}

/// t0 + t1 + t2, three doubles held exactly as separate terms.
struct ExactSum3 {
  double terms[3];
};

/// The sign of (sum - value), exactly (value finite): a filter and an exact
/// fallback. Three TwoSums turn t0 + t1 + t2 - value into s + e1 + e2 + e3
/// exactly; the e's are each at most half an ulp of a partial sum, so when
/// |s| exceeds their magnitudes (summed with relative error at most 2u, hence
/// the factor 1 + 2^-50) the sign is s's. Otherwise an expansion decides.
inline int sign_of_difference(const ExactSum3& sum, double value) noexcept {
  double partial, error_a, total, error_b, difference, error_c;
  two_sum(sum.terms[0], sum.terms[1], partial, error_a);
  two_sum(partial, sum.terms[2], total, error_b);
  two_sum(total, -value, difference, error_c);
  const double errors = (magnitude_of(error_a) + magnitude_of(error_b) + magnitude_of(error_c)) * (1 + 0x1p-50);
  if (magnitude_of(difference) > errors || is_exactly_equal(errors, 0.0)) return sign_of(difference);
  Expansion exact;
  for (const double term : sum.terms) exact.add(term);
  exact.add(-value);
  return exact.sign();
}

/// The sign of (sum - (low + high) / 2), exactly: low and high are doubles
/// with no subnormal halves here (see nearest_double), so halving is exact.
inline int sign_of_difference_to_midpoint(const ExactSum3& sum, double low, double high) noexcept {
  Expansion difference;
  for (const double term : sum.terms) difference.add(term);
  difference.add(-low / 2);
  difference.add(-high / 2);
  return difference.sign();
}

/// The next representable Out above (toward +inf) or below `value`, for
/// finite values (what std::nextafter gives, without the library call):
/// stepping the bit pattern as an integer moves one ulp away from zero for
/// positive values and toward zero for negative ones; zeros step to the
/// smallest subnormal of the right sign.
template <class Out>
Out step_toward(Out value, bool toward_positive) noexcept {
  using Bits = std::conditional_t<std::is_same_v<Out, float>, std::uint32_t, std::uint64_t>;
  if (is_exactly_equal(value, Out(0))) {
    return toward_positive ? std::numeric_limits<Out>::denorm_min() : -std::numeric_limits<Out>::denorm_min();
  }
  Bits bits;
  std::memcpy(&bits, &value, sizeof bits);
  const bool is_away_from_zero = (value > 0) == toward_positive;
  bits = is_away_from_zero ? bits + 1 : bits - 1;
  std::memcpy(&value, &bits, sizeof bits);
  return value;
}

/// A faithful first guess of the sum: Sum2 of Ogita, Rump and Oishi (the
/// TwoSum errors summed separately and added last). Three terms: within one
/// ulp of the exact sum, so the exact steps below move at most twice.
inline double approximate_sum(const ExactSum3& sum) noexcept {
  double partial, error_a, total, error_b;
  two_sum(sum.terms[0], sum.terms[1], partial, error_a);
  two_sum(partial, sum.terms[2], total, error_b);
  return total + (error_a + error_b);
}

/// The largest Out <= sum (toward -inf) or the smallest Out >= sum (toward
/// +inf), found from the faithful guess by exact comparisons. Float sums
/// beyond FLT_MAX give +-FLT_MAX or +-infinity, whichever is on the right side.
template <class Out, bool toward_positive>
Out round_outward(const ExactSum3& sum) noexcept {
  constexpr Out infinity = std::numeric_limits<Out>::infinity();
  constexpr Out largest = std::numeric_limits<Out>::max();
  Out guess = static_cast<Out>(approximate_sum(sum));
  if (guess > largest) guess = largest;
  if (guess < -largest) guess = -largest;
  if constexpr (toward_positive) {
    // Step up while guess < sum, then down while the one below is still >= sum.
    while (sign_of_difference(sum, double(guess)) > 0) {
      if (is_exactly_equal(guess, largest)) return infinity;
      guess = step_toward(guess, true);
    }
    while (!is_exactly_equal(guess, -largest) && sign_of_difference(sum, double(step_toward(guess, false))) <= 0) {
      guess = step_toward(guess, false);
    }
  } else {
    while (sign_of_difference(sum, double(guess)) < 0) {
      if (is_exactly_equal(guess, -largest)) return -infinity;
      guess = step_toward(guess, false);
    }
    while (!is_exactly_equal(guess, largest) && sign_of_difference(sum, double(step_toward(guess, true))) >= 0) {
      guess = step_toward(guess, true);
    }
  }
  return guess;
}

/// The double nearest the sum (ties to even) and whether it equals it.
/// The terms here are multiples of 2^-150 below 2^155, so every double near a
/// non-zero sum is far from the subnormal range and halves exactly.
inline double nearest_double(const ExactSum3& sum, bool& is_exact) noexcept {
  const double low = round_outward<double, false>(sum);
  is_exact = sign_of_difference(sum, low) == 0;
  if (is_exact) return low;
  const double high = step_toward(low, true);
  const int side = sign_of_difference_to_midpoint(sum, low, high);
  if (side != 0) return side < 0 ? low : high;
  // A tie: the even significand, i.e. the one whose last bit is zero (the
  // last bit of the significand is bit 0 of the encoding).
  std::uint64_t low_bits;
  std::memcpy(&low_bits, &low, sizeof low_bits);
  return (low_bits & 1u) == 0 ? low : high;
}

/// Whether every number of the transform is finite.
inline bool is_finite_transform(const Affine2x3<float>& m) noexcept {
  const float numbers[6] = {m.xx, m.xy, m.yx, m.yy, m.tx, m.ty};
  for (const float number : numbers) {
    if (!is_finite_number(number)) return false;
  }
  return true;
}

/// Whether an opaque shape still holds the hull its quadrant table was made
/// for, as every one does but a moved-from one (whose hull is gone).
inline bool has_its_hull(const SpriteShape& shape) noexcept {
  return shape.quadrant_start()[4] == shape.hull().size();
}

/// The sign of g . (dx, dy) for a float direction g and integer (dx, dy)
/// below 2^25 in magnitude: both products are exact in double, so comparing
/// them is exact.
inline int sign_of_dot(float gx, float gy, std::int64_t dx, std::int64_t dy) noexcept {
  const double first = double(gx) * double(dx), second = -(double(gy) * double(dy));
  return (first > second) - (first < second);
}

/// The hull vertex where g . p is largest (any of them on a tie).
/// Pseudo-code: the edges with g.e > 0 are those whose direction is within
/// 90 degrees of g, so going counter-clockwise the largest vertex starts the
/// first edge whose direction is at or past g turned by +90 degrees, w. That
/// edge lies in w's quadrant chain, where g.e falls from > 0 to <= 0 once:
///   q = quadrant(w); binary search the chain for the first edge with g.e <= 0;
///   none: the vertex after the chain.
inline const PixelCorner& find_extreme_vertex(const SpriteShape& shape, float gx, float gy) noexcept {
  const std::size_t size = shape.hull().size();
  if (is_exactly_equal(gx, 0.0f) && is_exactly_equal(gy, 0.0f)) return shape.hull()[0];
  // w = (-gy, gx); its quadrant from the signs alone.
  const int q = quadrant_of(gy < 0 ? 1 : (gy > 0 ? -1 : 0), gx > 0 ? 1 : (gx < 0 ? -1 : 0));
  std::size_t low = shape.quadrant_start()[q], high = shape.quadrant_start()[q + 1];
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    const PixelCorner& from = shape.hull()[middle];
    const PixelCorner& to = shape.hull()[(middle + 1) % size];
    if (sign_of_dot(gx, gy, to.x - from.x, to.y - from.y) <= 0) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return shape.hull()[low % size];
}

/// g . p + t for a float direction g, a hull vertex or half-integer point p
/// and a float translation t, as three exact double terms: a float times a
/// number of at most 25 significant bits (an integer or half-integer below
/// 2^25) has at most 49 and fits in double's 53.
inline ExactSum3 make_world_coordinate(float gx, float gy, float translation, double x, double y) noexcept {
  return {{double(gx) * x, double(gy) * y, double(translation)}};
}

/// The smallest Out >= the largest world value of g . p + t over the hull.
template <class Out>
Out find_upper_side(const SpriteShape& shape, float gx, float gy, float translation) noexcept {
  const PixelCorner& p = find_extreme_vertex(shape, gx, gy);
  return round_outward<Out, true>(make_world_coordinate(gx, gy, translation, p.x, p.y));
}

/// The largest Out <= the smallest world value of g . p + t over the hull.
template <class Out>
Out find_lower_side(const SpriteShape& shape, float gx, float gy, float translation) noexcept {
  const PixelCorner& p = find_extreme_vertex(shape, -gx, -gy);
  return round_outward<Out, false>(make_world_coordinate(gx, gy, translation, p.x, p.y));
}

}  // namespace detail

// ===========================================================================
// Once per frame
// ===========================================================================

/// The world bounds of a sprite's opaque pixels under `transform`, from the
/// shape make_sprite_shape precomputed. O(log hull size), no allocation.
/// Out is float or double: the type of the AABB (see the file comment for
/// what is exact). Status `transparent` (no box) and `invalid` leave aabb and
/// box zero.
template <class Out = float>
SpriteBounds<Out> make_sprite_bounds(const Affine2x3<float>& transform, const SpriteShape& shape) noexcept {
  static_assert(std::is_same_v<Out, float> || std::is_same_v<Out, double>, "Out is float or double");
  return detail::in_default_fp_environment([&] {
    SpriteBounds<Out> bounds;
    if (shape.status() == OpaqueStatus::invalid || !detail::is_finite_transform(transform)) return bounds;
    if (shape.status() == OpaqueStatus::transparent) {
      bounds.status = SpriteBoundsStatus::transparent;
      return bounds;
    }
    if (!detail::has_its_hull(shape)) return bounds;
    bounds.status = SpriteBoundsStatus::bounded;

    // AABB: world x is (xx, yx) . p + tx, world y is (xy, yy) . p + ty.
    const Affine2x3<float>& m = transform;
    bounds.aabb.min = {detail::find_lower_side<Out>(shape, m.xx, m.yx, m.tx),
                       detail::find_lower_side<Out>(shape, m.xy, m.yy, m.ty)};
    bounds.aabb.max = {detail::find_upper_side<Out>(shape, m.xx, m.yx, m.tx),
                       detail::find_upper_side<Out>(shape, m.xy, m.yy, m.ty)};

    // Box: the middle and the half sizes are exact halves of integers.
    const PixelRectangle& r = shape.rectangle();
    const double middle_x = (double(r.min_x) + double(r.max_x)) / 2;
    const double middle_y = (double(r.min_y) + double(r.max_y)) / 2;
    const double half_width = (double(r.max_x) - double(r.min_x)) / 2;
    const double half_height = (double(r.max_y) - double(r.min_y)) / 2;
    bool is_x_exact = false, is_y_exact = false;
    bounds.box.center.x =
        detail::nearest_double(detail::make_world_coordinate(m.xx, m.yx, m.tx, middle_x, middle_y), is_x_exact);
    bounds.box.center.y =
        detail::nearest_double(detail::make_world_coordinate(m.xy, m.yy, m.ty, middle_x, middle_y), is_y_exact);
    bounds.box.u = {double(m.xx) * half_width, double(m.xy) * half_width};
    bounds.box.v = {double(m.yx) * half_height, double(m.yy) * half_height};
    bounds.box_exactness = (is_x_exact && is_y_exact) ? BoxExactness::exact : BoxExactness::rounded;
    return bounds;
  });
}

}  // namespace obb2d

OBB2D_IEEE_END
#endif  // !OBB2D_REFUSED
