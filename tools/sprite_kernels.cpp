#include "sprite_kernels.hpp"

#include "ports/sprite_adapters.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sstream>

namespace obb2d::cli {

std::string format_float(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", static_cast<double>(value));
  return text;
}

bool is_finite_matrix(const Affine2x3<float>& m) {
  return std::isfinite(m.xx) && std::isfinite(m.xy) && std::isfinite(m.yx) && std::isfinite(m.yy) &&
         std::isfinite(m.tx) && std::isfinite(m.ty);
}

namespace {

std::string format_double(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

std::string format_rational(const oracle::Rational& value) { return value.str(); }

/// "cx cy ux uy vx vy", each double written so that strtod reads it back.
std::string format_box(const Box<double>& box) {
  return format_double(box.center.x) + " " + format_double(box.center.y) + " " + format_double(box.u.x) + " " +
         format_double(box.u.y) + " " + format_double(box.v.x) + " " + format_double(box.v.y);
}

oracle::Rational to_rational(double value) { return oracle::to_rational<oracle::Rational>(value); }

/// The double nearest `exact`, ties to even (the box's numbers come from a
/// float matrix and half-integers, far inside double range). convert_to
/// may truncate, so its neighbours are compared too.
double nearest_double(const oracle::Rational& exact) {
  double best = exact.convert_to<double>();
  for (const double candidate : {std::nextafter(best, -INFINITY), std::nextafter(best, INFINITY)}) {
    const oracle::Rational gap = abs(to_rational(candidate) - exact), best_gap = abs(to_rational(best) - exact);
    std::uint64_t bits = 0;
    std::memcpy(&bits, &candidate, sizeof bits);
    const bool is_even = (bits & 1) == 0;
    if (gap < best_gap || (gap == best_gap && is_even)) best = candidate;
  }
  return best;
}

SpriteAnswer answer_with_production(const SpriteScene& scene) {
  const oracle::SpriteMask& mask = scene.mask;
  const SpriteShape shape = make_sprite_shape({mask.alpha.data(), mask.width, mask.height, 1, mask.width}, mask.threshold);
  const SpriteBounds<float> bounds = make_sprite_bounds<float>(scene.transform, shape);
  SpriteAnswer answer;
  switch (bounds.status) {
    case SpriteBoundsStatus::bounded:
      break;
    case SpriteBoundsStatus::transparent:
      answer.status = "transparent";
      return answer;
    case SpriteBoundsStatus::invalid:
      // `invalid` has two causes (impl/obb2d/sprite_bounds.hpp): a matrix
      // holding NaN or infinity, or a shape the routine refuses (a side over
      // max_sprite_side). Only the first is "invalid" here.
      answer.status = is_finite_matrix(scene.transform)
                          ? "refused (the routine refuses the mask: a side over max_sprite_side, 2^24 pixels)"
                          : "invalid";
      return answer;
  }
  answer.status = "bounded";
  answer.aabb_text = format_float(bounds.aabb.min.x) + " " + format_float(bounds.aabb.min.y) + " " +
                     format_float(bounds.aabb.max.x) + " " + format_float(bounds.aabb.max.y);
  const Box<double>& box = bounds.box;
  answer.box_text = format_box(box);
  answer.box_note = bounds.box_exactness == BoxExactness::exact ? "exact" : "center rounded to nearest";
  answer.min_x = bounds.aabb.min.x, answer.min_y = bounds.aabb.min.y;
  answer.max_x = bounds.aabb.max.x, answer.max_y = bounds.aabb.max.y;
  answer.box = box;
  return answer;
}

SpriteAnswer answer_with_oracle(const SpriteScene& scene) {
  SpriteAnswer answer;
  const oracle::StoredAffine<float> stored{scene.transform.xx, scene.transform.xy, scene.transform.yx,
                                           scene.transform.yy, scene.transform.tx, scene.transform.ty};
  if (!oracle::is_finite_affine(stored)) {
    answer.status = "invalid";
    return answer;
  }
  const auto bounds = oracle::find_exact_world_bounds(scene.mask, stored);
  if (!bounds) {
    answer.status = "transparent";
    return answer;
  }
  answer.status = "bounded";
  answer.aabb_text = format_rational(bounds->min_x) + " " + format_rational(bounds->min_y) + " " +
                     format_rational(bounds->max_x) + " " + format_rational(bounds->max_y);
  const oracle::ExactBox<> box =
      oracle::make_exact_rectangle_box(*oracle::find_exact_opaque_rectangle(scene.mask), stored);
  answer.min_x = bounds->min_x.convert_to<double>(), answer.min_y = bounds->min_y.convert_to<double>();
  answer.max_x = bounds->max_x.convert_to<double>(), answer.max_y = bounds->max_y.convert_to<double>();
  const Box<double> nearest{{nearest_double(box.cx), nearest_double(box.cy)},
                            {nearest_double(box.ux), nearest_double(box.uy)},
                            {nearest_double(box.vx), nearest_double(box.vy)}};
  answer.box_text = format_box(nearest);
  const bool is_exact = to_rational(nearest.center.x) == box.cx && to_rational(nearest.center.y) == box.cy &&
                        to_rational(nearest.u.x) == box.ux && to_rational(nearest.u.y) == box.uy &&
                        to_rational(nearest.v.x) == box.vx && to_rational(nearest.v.y) == box.vy;
  const std::string rationals = format_rational(box.cx) + " " + format_rational(box.cy) + " " +
                                format_rational(box.ux) + " " + format_rational(box.uy) + " " +
                                format_rational(box.vx) + " " + format_rational(box.vy);
  answer.box_note = is_exact ? "exact" : "nearest doubles of the exact rationals " + rationals;
  answer.box = nearest;
  return answer;
}

SpriteAnswer answer_with_xna_sprite(const SpriteScene& scene) {
  // The port's scans cost its step-1 rectangle's area; refuse absurd ones.
  const ports::xna_sprite::Rectangle step1 = ports::xna_sprite::CalculateTransformedBoundingBox(
      {0, 0, scene.mask.width, scene.mask.height}, scene.to_world);
  if (ports::xna_sprite::ScanStepCount(step1) > 1e9) {
    return {"refused (its scans would take over 10^9 steps)", "", "", "", 0, 0, 0, 0, {}};
  }
  const ports::xna_sprite::Rectangle r =
      ports::run_xna_sprite(scene.mask.width, scene.mask.height, scene.mask.alpha, scene.mask.threshold, scene.to_world);
  // The port always answers a rectangle: [X, X + Width] x [Y, Y + Height].
  const std::int64_t right = std::int64_t(r.X) + r.Width, bottom = std::int64_t(r.Y) + r.Height;
  SpriteAnswer answer;
  answer.status = "bounded";
  answer.aabb_text = std::to_string(r.X) + " " + std::to_string(r.Y) + " " + std::to_string(right) + " " +
                     std::to_string(bottom);
  answer.min_x = r.X, answer.min_y = r.Y, answer.max_x = double(right), answer.max_y = double(bottom);
  const Box<double> box = make_box_from_aabb<double>({answer.min_x, answer.min_y}, {answer.max_x, answer.max_y});
  answer.box_text = format_box(box);
  answer.box_note = "Rectangle(X=" + std::to_string(r.X) + ", Y=" + std::to_string(r.Y) +
                    ", Width=" + std::to_string(r.Width) + ", Height=" + std::to_string(r.Height) + ")";
  answer.box = box;
  return answer;
}

}  // namespace

const std::vector<std::string>& sprite_kernel_names() {
  static const std::vector<std::string> names = {"exact", "oracle", "xna-sprite"};
  return names;
}

SpriteAnswer answer_sprite(const std::string& name, const SpriteScene& scene) {
  if (name == "oracle") return answer_with_oracle(scene);
  if (name == "xna-sprite") return answer_with_xna_sprite(scene);
  return answer_with_production(scene);
}

}  // namespace obb2d::cli
