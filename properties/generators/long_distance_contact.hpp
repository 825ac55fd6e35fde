#pragma once
/// @file
/// Exact contacts of wide turned boxes whose centers lie far apart (the
/// construction and its limits: harness/long_contact_pair.hpp), with
/// half of them drawn again until a product of the error-free
/// recomputation rounds in double. Shrinks to the smallest such boxes,
/// alpha = 0.

#include "harness/long_contact_pair.hpp"
#include "small_numbers.hpp"

#include <cmath>
#include <cstdint>
#include <utility>

namespace obb2d::properties::generators {

/// The number of significant bits of the integer x: its bit length once
/// its trailing zeros are dropped (0 for 0). (harness::significant_bits
/// counts those of a floating-point number; these products have more bits
/// than a double holds.)
inline int significant_bits_of_integer(std::int64_t x) {
  std::uint64_t magnitude = x < 0 ? 0 - std::uint64_t(x) : std::uint64_t(x);
  if (magnitude == 0) return 0;
  while ((magnitude & 1) == 0) magnitude >>= 1;
  int bits = 0;
  for (; magnitude != 0; magnitude >>= 1) ++bits;
  return bits;
}

/// A pair at a long-distance contact, A first.
template <class T>
rc::Gen<harness::BoxPair<T>> contact_along_a_turned_edge() {
  return rc::gen::exec([] {
    using Limits = harness::LongDistanceContactLimits<T>;
    harness::LongDistanceContactChoices choices;
    choices.p_step = *choice_of(int(Limits::p_choices));
    choices.q_units = *small_int(int(Limits::q_limit));
    choices.m_step = *choice_of(int(Limits::extent_choices));
    choices.n_step = *choice_of(int(Limits::extent_choices));
    choices.alpha_thousandths = *small_int(Limits::alpha_thousandths);
    choices.a_x_step = *choice_of(int(Limits::center_choices));
    choices.a_y_step = *choice_of(int(Limits::center_choices));
    return harness::make_long_distance_contact<T>(choices);
  });
}

/// Whether a product of the recomputation on B's edge axis, p dy or q dx,
/// has more than 53 significant bits (so that in double it rounds); every
/// number of the pairs above is an integer below 2^31.
template <class T>
bool has_a_rounding_product(const harness::BoxPair<T>& pair) {
  const std::int64_t dx = std::llround(double(pair.b.cx) - double(pair.a.cx));
  const std::int64_t dy = std::llround(double(pair.b.cy) - double(pair.a.cy));
  const std::int64_t p = std::llround(double(pair.b.ux)), q = std::llround(double(pair.b.uy));
  return significant_bits_of_integer(p * dy) > 53 || significant_bits_of_integer(q * dx) > 53;
}

/// A pair at a long-distance contact (above): half of them with a product
/// that rounds, A and B in either order.
template <class T>
rc::Gen<harness::BoxPair<T>> long_distance_contact() {
  return rc::gen::exec([] {
    harness::BoxPair<T> pair = *choice_of(2) ? *rc::gen::suchThat(contact_along_a_turned_edge<T>(), &has_a_rounding_product<T>)
                                             : *contact_along_a_turned_edge<T>();
    if (*choice_of(2)) std::swap(pair.a, pair.b);
    return pair;
  });
}

}  // namespace obb2d::properties::generators
