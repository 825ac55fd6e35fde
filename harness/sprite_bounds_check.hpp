#pragma once
/// @file
/// The production sprite bounds (impl/obb2d/sprite_bounds.hpp) checked
/// against the oracle (oracle/sprite_bounds.hpp) for one mask and transform:
/// status, the tight rectangle, each AABB side in float and in double
/// (conservative, and the nearest such value: the next one inward is on the
/// wrong side), and the box (u, v exact; c exact or the nearest double, as
/// box_exactness says). Returns what differs; empty when all agree.

#include "oracle/sprite_bounds.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <cmath>
#include <limits>
#include <cstring>
#include <string>

namespace obb2d::harness {

/// The 2x3 transform as the oracle's type.
inline oracle::StoredAffine<float> to_stored_affine(const Affine2x3<float>& m) {
  return {m.xx, m.xy, m.yx, m.yy, m.tx, m.ty};
}

/// The production routine's precomputation for an oracle mask.
inline SpriteShape make_shape_of(const oracle::SpriteMask& mask) {
  return make_sprite_shape({mask.alpha.data(), mask.width, mask.height, 1, mask.width}, mask.threshold);
}

namespace detail {

/// Whether `side` is the outward rounding of `exact` to Out: on the outside
/// (or equal) and the next Out inward is strictly inside.
template <class Out>
bool is_outward_rounding(Out side, const oracle::Rational& exact, bool is_lower) {
  using oracle::Rational;
  constexpr Out infinity = std::numeric_limits<Out>::infinity();
  const Out inward = std::nextafter(side, is_lower ? infinity : -infinity);
  if (std::isnan(side)) return false;
  if (std::isinf(side)) {
    // Only right when no finite Out lies on the outside of `exact`.
    const Out largest = std::numeric_limits<Out>::max();
    return is_lower ? (side < 0 && exact < oracle::to_rational<Rational>(-largest))
                    : (side > 0 && exact > oracle::to_rational<Rational>(largest));
  }
  const Rational value = oracle::to_rational<Rational>(side);
  if (is_lower ? value > exact : value < exact) return false;
  if (std::isinf(inward)) return true;
  const Rational next = oracle::to_rational<Rational>(inward);
  return is_lower ? next > exact : next < exact;
}

/// Whether `value` is the double nearest `exact` (a tie may go either way
/// here; the routine's ties-to-even is tested on its own).
inline bool is_nearest_double(double value, const oracle::Rational& exact) {
  using oracle::Rational;
  const Rational distance = abs(oracle::to_rational<Rational>(value) - exact);
  for (const double neighbour : {std::nextafter(value, -INFINITY), std::nextafter(value, INFINITY)}) {
    if (abs(oracle::to_rational<Rational>(neighbour) - exact) < distance) return false;
  }
  return true;
}

}  // namespace detail

/// What the production routine gets wrong for `mask` under `m`, as a short
/// text; empty when it agrees with the oracle everywhere.
inline std::string find_sprite_bounds_disagreement(const oracle::SpriteMask& mask, const Affine2x3<float>& m) {
  const SpriteShape shape = make_shape_of(mask);
  const SpriteBounds<float> in_float = make_sprite_bounds<float>(m, shape);
  const SpriteBounds<double> in_double = make_sprite_bounds<double>(m, shape);
  const oracle::StoredAffine<float> stored = to_stored_affine(m);
  const auto rectangle = oracle::find_exact_opaque_rectangle(mask);
  SpriteBoundsStatus expected = SpriteBoundsStatus::bounded;
  if (!oracle::is_finite_affine(stored)) {
    expected = SpriteBoundsStatus::invalid;
  } else if (!rectangle) {
    expected = SpriteBoundsStatus::transparent;
  }
  if (in_float.status != expected || in_double.status != expected) return "status";
  if (rectangle) {
    const PixelRectangle& r = shape.rectangle();
    if (r.min_x != rectangle->min_x || r.min_y != rectangle->min_y || r.max_x != rectangle->max_x ||
        r.max_y != rectangle->max_y) {
      return "opaque rectangle";
    }
  }
  if (expected != SpriteBoundsStatus::bounded) return "";

  std::string problems;
  const auto bounds = oracle::find_exact_world_bounds(mask, stored);
  const auto check_sides = [&](const auto& aabb, const char* precision) {
    if (!detail::is_outward_rounding(aabb.min.x, bounds->min_x, true)) problems += std::string(precision) + " min x; ";
    if (!detail::is_outward_rounding(aabb.min.y, bounds->min_y, true)) problems += std::string(precision) + " min y; ";
    if (!detail::is_outward_rounding(aabb.max.x, bounds->max_x, false)) problems += std::string(precision) + " max x; ";
    if (!detail::is_outward_rounding(aabb.max.y, bounds->max_y, false)) problems += std::string(precision) + " max y; ";
  };
  check_sides(in_float.aabb, "float aabb");
  check_sides(in_double.aabb, "double aabb");

  const oracle::ExactBox<> exact = oracle::make_exact_rectangle_box(*rectangle, stored);
  const Box<double>& box = in_double.box;
  const auto q = [](double value) { return oracle::to_rational<oracle::Rational>(value); };
  if (q(box.u.x) != exact.ux || q(box.u.y) != exact.uy || q(box.v.x) != exact.vx || q(box.v.y) != exact.vy) {
    problems += "box u or v; ";
  }
  const bool is_center_exact = q(box.center.x) == exact.cx && q(box.center.y) == exact.cy;
  if (is_center_exact != (in_double.box_exactness == BoxExactness::exact)) problems += "box exactness flag; ";
  if (!detail::is_nearest_double(box.center.x, exact.cx) || !detail::is_nearest_double(box.center.y, exact.cy)) {
    problems += "box center not nearest; ";
  }
  // The box is a Box<double> whatever the AABB's type: the float
  // instantiation's must be the same, number for number, and so its flag.
  const Box<double>& float_box = in_float.box;
  const double numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  const double float_numbers[6] = {float_box.center.x, float_box.center.y, float_box.u.x,
                                   float_box.u.y,      float_box.v.x,      float_box.v.y};
  if (std::memcmp(numbers, float_numbers, sizeof numbers) != 0 || in_float.box_exactness != in_double.box_exactness) {
    problems += "float box unlike the double one; ";
  }
  return problems;
}

/// The class of the production routine's disagreement, as the campaign
/// files it: "WHAT/sprite", WHAT the first thing that differs in words joined
/// by '-' ("float-aabb-min-x/sprite"); empty when it agrees.
inline std::string find_sprite_bounds_class(const oracle::SpriteMask& mask, const Affine2x3<float>& m) {
  const std::string problems = find_sprite_bounds_disagreement(mask, m);
  if (problems.empty()) return "";
  std::string defect = problems.substr(0, problems.find(';'));
  for (char& c : defect) c = c == ' ' ? '-' : c;
  return defect + "/sprite";
}

}  // namespace obb2d::harness
