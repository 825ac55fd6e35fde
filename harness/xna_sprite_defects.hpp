#pragma once
/// @file
/// Judges seed 004's port (ports/xna_sprite.hpp) against the oracle. The
/// port answers an XNA Rectangle, read as the closed world region
/// [X, X + Width] x [Y, Y + Height] (sums in 64 bits); the truth is the exact
/// world bounds of the opaque squares under the matrix the port itself built.
/// Defect classes, the first that applies:
///   answers-invalid-transform   the matrix holds NaN or infinity; the port
///                               still answers a rectangle
///   box-for-transparent-sprite  no opaque pixel; the port answers its
///                               step-1 rectangle instead of "no box"
///   negative-size               Width or Height < 0
///   misses-at-negative-coordinates  the left (top) side cuts into the exact
///                               bounds by less than a pixel where they are
///                               negative: (int) truncates toward zero
///   off-by-one-width-height     left and top hold, right or bottom falls
///                               short by at most one pixel: Width is the last
///                               opaque sample minus X, not one past it
///   misses-opaque-pixels        any other cut: a collision would be missed
///   larger-than-needed          contains the bounds but some side is more
///                               than one pixel beyond the tightest integer side
/// Right (no class): contains the bounds, each side within one pixel of the
/// tightest integer rectangle.
/// Before any of these, the cost: unbounded-scan when step 2's scans would
/// take 2^31 steps or more (a frame that never ends): a NaN or infinite
/// matrix makes every (int) cast INT_MIN, and Width - 1 wraps to INT_MAX.

#include "harness/sprite_bounds_check.hpp"
#include "oracle/sprite_bounds.hpp"
#include "ports/sprite_adapters.hpp"
#include "ports/xna_sprite.hpp"

#include <cstdint>
#include <string>

namespace obb2d::harness {

/// The port's defect class for this answer, or "" when it is right.
inline std::string classify_xna_sprite_answer(const oracle::SpriteMask& mask,
                                              const oracle::StoredAffine<float>& stored,
                                              const ports::xna_sprite::Rectangle& answer) {
  using oracle::Rational;
  if (!oracle::is_finite_affine(stored)) return "answers-invalid-transform";
  const auto bounds = oracle::find_exact_world_bounds(mask, stored);
  if (!bounds) return "box-for-transparent-sprite";
  if (answer.Width < 0 || answer.Height < 0) return "negative-size";
  const std::int64_t left = answer.X, top = answer.Y;
  const std::int64_t right = left + answer.Width, bottom = top + answer.Height;
  const bool misses_left = Rational(left) > bounds->min_x, misses_top = Rational(top) > bounds->min_y;
  const bool misses_right = Rational(right) < bounds->max_x, misses_bottom = Rational(bottom) < bounds->max_y;
  if (misses_left || misses_top || misses_right || misses_bottom) {
    const bool is_negative_truncation =
        (misses_left && bounds->min_x < 0 && Rational(left) - bounds->min_x < 1) ||
        (misses_top && bounds->min_y < 0 && Rational(top) - bounds->min_y < 1);
    if (is_negative_truncation) return "misses-at-negative-coordinates";
    const bool is_short_by_one = !misses_left && !misses_top && bounds->max_x - Rational(right) <= 1 &&
                                 bounds->max_y - Rational(bottom) <= 1;
    if (is_short_by_one) return "off-by-one-width-height";
    return "misses-opaque-pixels";
  }
  // The tightest integer rectangle: floor of the minimum, ceiling of the maximum.
  const auto floor_of = [](const Rational& value) {
    using Integer = boost::multiprecision::component_type<Rational>::type;
    Integer quotient = Integer(numerator(value) / denominator(value));  // toward zero
    if (Rational(quotient) > value) quotient -= 1;
    return Rational(quotient);
  };
  const auto ceiling_of = [&floor_of](const Rational& value) { return -floor_of(-value); };
  const bool is_larger = Rational(left) < floor_of(bounds->min_x) - 1 || Rational(top) < floor_of(bounds->min_y) - 1 ||
                         Rational(right) > ceiling_of(bounds->max_x) + 1 ||
                         Rational(bottom) > ceiling_of(bounds->max_y) + 1;
  return is_larger ? "larger-than-needed" : "";
}

/// Whether the port's scans for this step-1 rectangle take 2^31 steps or more.
inline bool is_unbounded_scan(const ports::xna_sprite::Rectangle& step1) {
  return ports::xna_sprite::ScanStepCount(step1) >= 2147483648.0;
}

/// The kind of transform, for grouping: invalid (NaN or infinity),
/// axis-aligned (no rotation or skew) or turned.
inline std::string sprite_transform_kind(const oracle::StoredAffine<float>& stored) {
  if (!oracle::is_finite_affine(stored)) return "invalid";
  return (stored.xy == 0 && stored.yx == 0) ? "axis-aligned" : "turned";
}

/// The port's scans may take up to this many steps; beyond it an input is
/// left to the production routine (the port's cost grows with the area).
inline constexpr double port_scan_limit = 1 << 18;

/// Seed 004's port's class for the sprite under `to_world`, as the campaign
/// groups findings: "DEFECT/KIND" (unbounded-scan first, then
/// classify_xna_sprite_answer; KIND from sprite_transform_kind), or "" when
/// the port is right, or when its scans would take more than
/// port_scan_limit steps without being unbounded (left to the production
/// routine).
inline std::string find_xna_sprite_class(const oracle::SpriteMask& mask, const ports::xna_sprite::Matrix& to_world) {
  namespace xna = ports::xna_sprite;
  const oracle::StoredAffine<float> stored = to_stored_affine(ports::to_affine(to_world));
  const std::string kind = sprite_transform_kind(stored);
  const xna::Rectangle step1 = xna::CalculateTransformedBoundingBox({0, 0, mask.width, mask.height}, to_world);
  if (xna::ScanStepCount(step1) > port_scan_limit) return is_unbounded_scan(step1) ? "unbounded-scan/" + kind : "";
  const xna::Rectangle answer = ports::run_xna_sprite(mask.width, mask.height, mask.alpha, mask.threshold, to_world);
  const std::string defect = classify_xna_sprite_answer(mask, stored, answer);
  return defect.empty() ? "" : defect + "/" + kind;
}

}  // namespace obb2d::harness
