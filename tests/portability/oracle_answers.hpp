#pragma once
/// @file
/// The oracle's answers in the terms of the stored files (answer_files.hpp),
/// for generate_answers.cpp: the relation of a box pair, and the expected
/// sprite bounds, each side rounded outward and the box center rounded to
/// the nearest double (ties to even) from the exact rationals of
/// oracle/sprite_bounds.hpp. Nothing here calls the kernel.

#include "answer_files.hpp"
#include "oracle/oracle.hpp"
#include "oracle/sprite_bounds.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <type_traits>

namespace obb2d::portability {

using oracle::Rational;

/// The oracle's relation of two stored boxes: invalid when a number is NaN
/// or infinite (they have no rational value), else the exact relation.
template <class T>
Relation relation_by_oracle(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b) {
  if (!oracle::is_finite_box(a) || !oracle::is_finite_box(b)) return Relation::invalid;
  switch (oracle::relate_boxes(a, b)) {
    case oracle::Relation::disjoint: return Relation::disjoint;
    case oracle::Relation::touching: return Relation::touching;
    case oracle::Relation::overlapping: return Relation::overlapping;
  }
  throw std::logic_error("unknown oracle relation");
}

/// Out's finite numbers in order, as integers: the key of -x is minus the
/// key of x, and both zeros are 0.
template <class Out>
using OrderKey = std::int64_t;

template <class Out>
OrderKey<Out> order_key(Out value) {
  using Bits = std::conditional_t<sizeof(Out) == 4, std::uint32_t, std::uint64_t>;
  Bits bits;
  std::memcpy(&bits, &value, sizeof bits);
  const Bits magnitude = bits & (std::numeric_limits<Bits>::max() >> 1);
  return magnitude == bits ? static_cast<std::int64_t>(magnitude) : -static_cast<std::int64_t>(magnitude);
}

template <class Out>
Out from_order_key(OrderKey<Out> key) {
  using Bits = std::conditional_t<sizeof(Out) == 4, std::uint32_t, std::uint64_t>;
  const Bits sign = Bits(1) << (sizeof(Bits) * 8 - 1);
  const Bits bits = key < 0 ? Bits(sign | static_cast<Bits>(-key)) : static_cast<Bits>(key);
  Out value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

/// The largest Out (-infinity included) not above `exact`: a min side.
/// A binary search on the ordered finite numbers (at most 64 comparisons).
template <class Out>
Out round_down(const Rational& exact) {
  constexpr Out max = std::numeric_limits<Out>::max();
  if (oracle::to_rational<Rational>(-max) > exact) return -std::numeric_limits<Out>::infinity();
  OrderKey<Out> low = order_key(-max), high = order_key(max);  // value(low) <= exact
  if (oracle::to_rational<Rational>(max) <= exact) return max;
  const auto distance = [](OrderKey<Out> from, OrderKey<Out> to) {  // to - from, which may pass 2^63
    return static_cast<std::uint64_t>(to) - static_cast<std::uint64_t>(from);
  };
  while (distance(low, high) > 1) {  // value(high) > exact
    const OrderKey<Out> middle = low + static_cast<OrderKey<Out>>(distance(low, high) / 2);
    (oracle::to_rational<Rational>(from_order_key<Out>(middle)) <= exact ? low : high) = middle;
  }
  return from_order_key<Out>(low);
}

/// The smallest Out (+infinity included) not below `exact`: a max side.
template <class Out>
Out round_up(const Rational& exact) {
  const Out value = -round_down<Out>(-exact);
  return value == 0 ? Out(0) : value;  // +0, as round_down gives
}

/// The double nearest `exact`, ties to the even significand (finite range).
inline double round_to_nearest_even(const Rational& exact) {
  const double below = round_down<double>(exact), above = round_up<double>(exact);
  if (std::isinf(below) || std::isinf(above)) throw std::logic_error("sprite box center beyond the doubles");
  const Rational below_distance = exact - oracle::to_rational<Rational>(below);
  const Rational above_distance = oracle::to_rational<Rational>(above) - exact;
  if (below_distance != above_distance) return below_distance < above_distance ? below : above;
  std::uint64_t bits;
  std::memcpy(&bits, &below, sizeof bits);
  return (bits & 1) == 0 ? below : above;
}

/// Exactly `exact` as a double; throws when it is not one.
inline double to_exact_double(const Rational& exact) {
  const double value = round_to_nearest_even(exact);
  if (oracle::to_rational<Rational>(value) != exact) throw std::logic_error("sprite box u or v is not a double");
  return value;
}

/// A sprite line with the oracle's answers for `mask` under `m`.
inline SpriteCase make_sprite_case_by_oracle(const oracle::SpriteMask& mask, const oracle::StoredAffine<float>& m) {
  SpriteCase sprite;
  sprite.width = mask.width;
  sprite.height = mask.height;
  sprite.threshold = mask.threshold;
  sprite.alpha = mask.alpha;
  const float numbers[6] = {m.xx, m.xy, m.yx, m.yy, m.tx, m.ty};
  std::copy(numbers, numbers + 6, sprite.matrix);
  const auto rectangle = oracle::find_exact_opaque_rectangle(mask);
  if (!oracle::is_finite_affine(m)) {
    sprite.status = "invalid";
    return sprite;
  }
  if (!rectangle) {
    sprite.status = "transparent";
    return sprite;
  }
  sprite.status = "bounded";
  const int edges[4] = {rectangle->min_x, rectangle->min_y, rectangle->max_x, rectangle->max_y};
  std::copy(edges, edges + 4, sprite.rectangle);
  const oracle::ExactBounds<> bounds = *oracle::find_exact_world_bounds(mask, m);
  sprite.float_aabb[0] = round_down<float>(bounds.min_x), sprite.float_aabb[1] = round_down<float>(bounds.min_y);
  sprite.float_aabb[2] = round_up<float>(bounds.max_x), sprite.float_aabb[3] = round_up<float>(bounds.max_y);
  sprite.double_aabb[0] = round_down<double>(bounds.min_x), sprite.double_aabb[1] = round_down<double>(bounds.min_y);
  sprite.double_aabb[2] = round_up<double>(bounds.max_x), sprite.double_aabb[3] = round_up<double>(bounds.max_y);
  const oracle::ExactBox<> box = oracle::make_exact_rectangle_box(*rectangle, m);
  sprite.box[0] = round_to_nearest_even(box.cx), sprite.box[1] = round_to_nearest_even(box.cy);
  sprite.box[2] = to_exact_double(box.ux), sprite.box[3] = to_exact_double(box.uy);
  sprite.box[4] = to_exact_double(box.vx), sprite.box[5] = to_exact_double(box.vy);
  const bool is_center_exact =
      oracle::to_rational<Rational>(sprite.box[0]) == box.cx && oracle::to_rational<Rational>(sprite.box[1]) == box.cy;
  sprite.exactness = is_center_exact ? "exact" : "rounded";
  return sprite;
}

}  // namespace obb2d::portability
