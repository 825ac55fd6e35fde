#pragma once
/// @file
/// Exact contacts of wide turned boxes whose centers lie far apart: the
/// inputs where the kernel's error-free recomputation of an edge axis stops
/// being error-free. Its products of an edge component and a component of
/// d = cB - cA are exact while the two fit in 53 bits: for float input
/// (24-bit edges) up to a 29-bit distance, for double input (edges short
/// enough to be split, 26 bits) up to 27 bits. The pairs here sit at that
/// limit and one bit beyond it:
///   A  axis-aligned, half extents m and n (22 bits for float, 24 for double);
///   B  a square turned by the integer direction w = (p, q) = s (p', q'):
///      p' of 24 (float) or 26 (double) significant bits, at least 1.25
///      times its least, |q'| below half of that least, and s = 2^6 for
///      float, 2^2 for double, so that p lies just below 2^30 or 2^28;
///   d  integers solving cross(w, d) = p dy - q dx = |q| m + p n + p^2 + q^2,
///      so that B's edge axis perp(w) has gap 0, with B placed alpha edges
///      along that axis (|alpha| <= 1): edge on edge, a corner of B on an
///      edge of A, or apart on another axis (the oracle decides); dy is
///      then near p, of 30 (float) or 28 (double) bits;
///   the centers: cA small and cB = cA + d, for float cB a multiple of 2^6
///      (exact) with cA supplying d's low bits.
/// When p' and q' share a factor the equation may have no integer solution;
/// then d is rounded from the real one and the pair is near a contact; a
/// center beyond 2^30 (float) is rounded, which moves it off contact too.
/// Half of the pairs are drawn again until p dy or q dx has more than 53
/// significant bits (one in 4 to 8 has). Shrinks to the smallest such
/// boxes, alpha = 0.

#include "harness/box_pair_from_bytes.hpp"
#include "small_numbers.hpp"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <type_traits>
#include <utility>

namespace obb2d::properties::generators {

/// x modulo `modulus`, in [0, modulus).
inline std::int64_t floor_modulo(std::int64_t x, std::int64_t modulus) { return ((x % modulus) + modulus) % modulus; }

/// For modulus > 1: the y in [1, modulus) with x y = 1 modulo `modulus`
/// (extended Euclid), or 0 when x and modulus share a factor.
inline std::int64_t inverse_modulo(std::int64_t x, std::int64_t modulus) {
  std::int64_t old_remainder = floor_modulo(x, modulus), remainder = modulus;
  std::int64_t old_coefficient = 1, coefficient = 0;
  while (remainder != 0) {
    const std::int64_t quotient = old_remainder / remainder;
    old_remainder -= quotient * remainder;
    old_coefficient -= quotient * coefficient;
    std::swap(old_remainder, remainder);
    std::swap(old_coefficient, coefficient);
  }
  return old_remainder == 1 ? floor_modulo(old_coefficient, modulus) : 0;
}

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

/// A pair at a long-distance contact (above), A first.
template <class T>
rc::Gen<harness::BoxPair<T>> contact_along_a_turned_edge() {
  return rc::gen::exec([] {
    constexpr bool is_float = std::is_same_v<T, float>;
    constexpr int direction_bits = is_float ? 24 : 26;
    constexpr std::int64_t scale = is_float ? 64 : 4;
    constexpr int lowest_direction = 1 << (direction_bits - 1);
    const std::int64_t p_units = lowest_direction + lowest_direction / 4 + *choice_of(lowest_direction / 4 * 3);
    const std::int64_t q_units = *small_int(lowest_direction / 2 - 1);
    const std::int64_t m = is_float ? 4 * (1 + *choice_of(1 << 20)) : 1 + *choice_of(1 << 24);
    const std::int64_t n = is_float ? 4 * (1 + *choice_of(1 << 20)) : 1 + *choice_of(1 << 24);
    const double alpha = *small_int(1000) / 1000.0;
    const std::int64_t p = scale * p_units, q = scale * q_units;
    // cross(w, d) = reach: below 2^61 (float: p < 2^30, |q| < 2^28) or 2^57 (double).
    const std::int64_t reach = std::llabs(q) * m + p * n + p * p + q * q;
    const double beta = double(reach) / (double(p) * double(p) + double(q) * double(q));
    std::int64_t dx = std::llround(alpha * double(p) - beta * double(q));
    std::int64_t dy = std::llround(alpha * double(q) + beta * double(p));
    // p' dy - q' dx = reach / s, solved for dx modulo p' near the real dx.
    if (const std::int64_t inverse = inverse_modulo(q_units, p_units)) {
      const std::int64_t wanted = floor_modulo(floor_modulo(-(reach / scale), p_units) * inverse, p_units);
      dx += floor_modulo(wanted - dx, p_units);
      dy = (reach / scale + q_units * dx) / p_units;
    }
    const std::int64_t a_x = floor_modulo(-dx, scale) + scale * *choice_of(1000);
    const std::int64_t a_y = floor_modulo(-dy, scale) + scale * *choice_of(1000);
    return harness::BoxPair<T>{{T(a_x), T(a_y), T(m), T(0), T(0), T(n)},
                               {T(a_x + dx), T(a_y + dy), T(p), T(q), T(-q), T(p)}};
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
