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
/// One in 4 to 8 of these pairs has a product p dy or q dx of more than 53
/// significant bits, which rounds in double.
///
/// The choices are drawn by the laws' generator
/// (properties/generators/long_distance_contact.hpp) and read off fuzz bytes
/// here (make_long_distance_contact_from_bytes); both build the pair with
/// make_long_distance_contact.

#include "box_pair.hpp"
#include "box_pair_from_bytes.hpp"
#include "fuzz_bytes.hpp"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <type_traits>
#include <utility>

namespace obb2d::harness {

/// The sizes of the choices for precision T (see the file comment).
template <class T>
struct LongDistanceContactLimits {
  static constexpr bool is_float = std::is_same_v<T, float>;  ///< T is float (else double)
  /// Significant bits of p' (the edge components of B before the scale s).
  static constexpr int direction_bits = is_float ? 24 : 26;
  static constexpr std::int64_t scale = is_float ? 64 : 4;  ///< s
  /// The least number of direction_bits bits, 2^(direction_bits - 1).
  static constexpr std::int64_t lowest_direction = std::int64_t(1) << (direction_bits - 1);
  static constexpr std::int64_t p_choices = lowest_direction / 4 * 3;  ///< p' - 1.25 * lowest in [0, this)
  static constexpr std::int64_t q_limit = lowest_direction / 2 - 1;    ///< |q'| <= this
  static constexpr std::int64_t extent_choices = is_float ? (1 << 20) : (1 << 24);  ///< choices of m and of n
  static constexpr std::int64_t extent_unit = is_float ? 4 : 1;  ///< m = unit * (1 + choice)
  static constexpr int alpha_thousandths = 1000;                 ///< |alpha| <= 1, in thousandths
  static constexpr std::int64_t center_choices = 1000;           ///< cA's steps of s
};

/// What a long-distance contact is built from, each in the range its
/// LongDistanceContactLimits gives.
struct LongDistanceContactChoices {
  std::int64_t p_step = 0;          ///< p' = 1.25 * lowest + p_step, in [0, p_choices)
  std::int64_t q_units = 0;         ///< q', |q'| <= q_limit
  std::int64_t m_step = 0;          ///< m = unit * (1 + m_step), in [0, extent_choices)
  std::int64_t n_step = 0;          ///< n, the same
  int alpha_thousandths = 0;        ///< alpha * 1000, in [-1000, 1000]
  std::int64_t a_x_step = 0;        ///< cA's x, in steps of s beyond d's low bits, in [0, center_choices)
  std::int64_t a_y_step = 0;        ///< cA's y, the same
};

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

/// The pair at a long-distance contact (the file comment) the choices
/// describe, A first.
template <class T>
BoxPair<T> make_long_distance_contact(const LongDistanceContactChoices& choices) {
  using Limits = LongDistanceContactLimits<T>;
  constexpr std::int64_t scale = Limits::scale, lowest = Limits::lowest_direction;
  const std::int64_t p_units = lowest + lowest / 4 + choices.p_step;
  const std::int64_t q_units = choices.q_units;
  const std::int64_t m = Limits::extent_unit * (1 + choices.m_step);
  const std::int64_t n = Limits::extent_unit * (1 + choices.n_step);
  const double alpha = choices.alpha_thousandths / 1000.0;
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
  const std::int64_t a_x = floor_modulo(-dx, scale) + scale * choices.a_x_step;
  const std::int64_t a_y = floor_modulo(-dy, scale) + scale * choices.a_y_step;
  return BoxPair<T>{{T(a_x), T(a_y), T(m), T(0), T(0), T(n)}, {T(a_x + dx), T(a_y + dy), T(p), T(q), T(-q), T(p)}};
}

/// A long-distance contact read off fuzz bytes: the choices (zero bytes
/// give the smallest pair, alpha = 0), A and B in either order, then
/// transform_box_pair_from_bytes (a 2^k scaling, an offset, ulp nudges).
template <class T>
BoxPair<T> make_long_distance_contact_from_bytes(FuzzBytes& bytes) {
  using Limits = LongDistanceContactLimits<T>;
  LongDistanceContactChoices choices;
  choices.p_step = std::int64_t(bytes.take<std::uint32_t>() % Limits::p_choices);
  choices.q_units = std::int64_t(static_cast<std::int32_t>(bytes.take<std::uint32_t>()) % (Limits::q_limit + 1));
  choices.m_step = std::int64_t(bytes.take<std::uint32_t>() % Limits::extent_choices);
  choices.n_step = std::int64_t(bytes.take<std::uint32_t>() % Limits::extent_choices);
  choices.alpha_thousandths = bytes.take_small_int(Limits::alpha_thousandths);
  choices.a_x_step = std::int64_t(bytes.take<std::uint16_t>() % Limits::center_choices);
  choices.a_y_step = std::int64_t(bytes.take<std::uint16_t>() % Limits::center_choices);
  BoxPair<T> pair = make_long_distance_contact<T>(choices);
  if (bytes.take_choice(2)) std::swap(pair.a, pair.b);
  transform_box_pair_from_bytes(pair, bytes);
  return pair;
}

}  // namespace obb2d::harness
