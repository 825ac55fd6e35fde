#pragma once
/// @file
/// Box pairs built to sit where floating-point overlap tests go wrong, for
/// corpus/portability/box_pairs.txt (generate_answers.cpp). Every kind
/// starts from small integer boxes placed so that a boundary point of B
/// lands exactly on a boundary point of A (harness/box_pair_from_bytes.hpp's
/// building blocks), then moves the pair to a hard place:
///   touching, axis-aligned   both boxes unturned (or a free parallelogram v)
///   touching, turned         turned by Pythagorean directions (3,4)/5 ...
///   ulp-nudged               1 or 2 numbers moved by 1 to 4 ulps
///   large offset             both centers moved by ±2^20 .. ±2^60, then nudged
///   extreme scale            scaled by 2^±40 .. 2^±60, sometimes nudged
///   near the top             scaled so the largest number is within 2^-3 of
///                            FLT_MAX / DBL_MAX (products overflow)
///   subnormal                scaled down to the subnormal range
///   negative zero            every zero written as -0.0 at random
///   NaN or infinity          one or two numbers replaced (invalid)
///   raw bits                 twelve random bit patterns
/// Only exact operations (integers, ldexp, nextafter, sums of small
/// integers), and std::mt19937_64's raw output, so the pairs are the same on
/// every run and every machine.

#include "harness/box_pair_from_bytes.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>

namespace obb2d::portability {

/// A generator of one kind of adversarial pair (see the file comment).
template <class T>
class AdversarialPairs {
 public:
  using Pair = harness::BoxPair<T>;

  explicit AdversarialPairs(std::uint64_t seed) : random_(seed) {}

  /// Both boxes unturned (u along x, v along y, or a free small v).
  Pair make_touching_axis_aligned() { return make_touching(false); }

  /// Boxes turned by (possibly different) Pythagorean directions.
  Pair make_touching_turned() { return make_touching(true); }

  /// A touching pair with 1 or 2 numbers moved by ±1 .. ±4 ulps.
  Pair make_nudged() {
    Pair pair = make_touching(below(2) == 1);
    nudge(pair, 1 + static_cast<int>(below(2)));
    return pair;
  }

  /// A touching pair far from the origin: offsets ±2^20 .. ±2^60 per axis.
  Pair make_large_offset() {
    Pair pair = make_touching(below(2) == 1);
    const T offset_x = std::ldexp(T(below(2) ? 1 : -1), between(20, 60));
    const T offset_y = std::ldexp(T(below(2) ? 1 : -1), between(20, 60));
    pair.a.cx += offset_x, pair.b.cx += offset_x;
    pair.a.cy += offset_y, pair.b.cy += offset_y;
    nudge(pair, static_cast<int>(below(3)));
    return pair;
  }

  /// A touching pair scaled by 2^±40 .. 2^±60.
  Pair make_extreme_scale() {
    Pair pair = make_touching(below(2) == 1);
    scale(pair, (below(2) ? 1 : -1) * between(40, 60));
    nudge(pair, static_cast<int>(below(3)));
    return pair;
  }

  /// A touching pair scaled so its largest number is near the top of T.
  Pair make_near_the_top() {
    Pair pair = make_touching(below(2) == 1);
    int largest_exponent = std::numeric_limits<int>::min();
    for (T* number : numbers_of(pair)) {
      if (*number != T(0)) largest_exponent = std::max(largest_exponent, std::ilogb(*number));
    }
    scale(pair, std::numeric_limits<T>::max_exponent - 1 - largest_exponent - between(0, 3));
    nudge(pair, static_cast<int>(below(3)));
    return pair;
  }

  /// A touching pair whose numbers are subnormal (or just above).
  Pair make_subnormal() {
    Pair pair = make_touching(below(2) == 1);
    constexpr int denorm_exponent = std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits;
    scale(pair, denorm_exponent + between(0, std::numeric_limits<T>::digits - 6));
    nudge(pair, static_cast<int>(below(2)));
    return pair;
  }

  /// A touching pair with its zeros written as -0.0 at random.
  Pair make_negative_zero() {
    Pair pair = make_touching(below(2) == 1);
    for (T* number : numbers_of(pair)) {
      if (*number == T(0) && below(2)) *number = -T(0);
    }
    return pair;
  }

  /// A touching pair with one or two numbers NaN or ±infinity.
  Pair make_non_finite() {
    Pair pair = make_touching(below(2) == 1);
    const T values[3] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                         -std::numeric_limits<T>::infinity()};
    const auto numbers = numbers_of(pair);
    for (int k = 1 + static_cast<int>(below(2)); k > 0; --k) *numbers[below(12)] = values[below(3)];
    return pair;
  }

  /// Twelve random bit patterns (NaN, infinities, subnormals, anything).
  Pair make_raw_bits() {
    using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
    Pair pair{};
    for (T* number : numbers_of(pair)) {
      const Bits bits = static_cast<Bits>(random_());
      std::memcpy(number, &bits, sizeof bits);
    }
    return pair;
  }

 private:
  unsigned below(unsigned count) { return static_cast<unsigned>(random_() % count); }
  int between(int low, int high) { return low + static_cast<int>(below(static_cast<unsigned>(high - low + 1))); }

  static std::array<T*, 12> numbers_of(Pair& pair) {
    return {&pair.a.cx, &pair.a.cy, &pair.a.ux, &pair.a.uy, &pair.a.vx, &pair.a.vy,
            &pair.b.cx, &pair.b.cy, &pair.b.ux, &pair.b.uy, &pair.b.vx, &pair.b.vy};
  }

  /// harness::make_grid_box on random bytes, its direction byte chosen:
  /// directions 0 and 1 are the axes, 2 .. 7 Pythagorean turns.
  oracle::StoredBox<T> make_grid_box(bool is_turned) {
    std::array<std::uint8_t, 16> noise;
    for (std::uint8_t& byte : noise) byte = static_cast<std::uint8_t>(random_());
    noise[0] = static_cast<std::uint8_t>(is_turned ? 2 + below(6) : below(2));
    harness::FuzzBytes bytes(noise.data(), noise.size());
    return harness::make_grid_box<T>(bytes);
  }

  /// A boundary point (s, t) in half-edge units of 1/2: one of them ±2.
  std::array<int, 2> pick_boundary_point() {
    std::array<int, 2> point = {between(-2, 2), between(-2, 2)};
    if (std::abs(point[0]) != 2 && std::abs(point[1]) != 2) point[below(2)] = below(2) ? 2 : -2;
    return point;
  }

  Pair make_touching(bool is_turned) {
    Pair pair{make_grid_box(is_turned), make_grid_box(is_turned)};
    const std::array<int, 2> on_a = pick_boundary_point(), on_b = pick_boundary_point();
    harness::place_touching_at(pair.a, pair.b, on_a[0], on_a[1], on_b[0], on_b[1]);
    return pair;
  }

  void scale(Pair& pair, int exponent) {
    for (T* number : numbers_of(pair)) *number = std::ldexp(*number, exponent);
  }

  void nudge(Pair& pair, int count) {
    const auto numbers = numbers_of(pair);
    for (; count > 0; --count) {
      T* number = numbers[below(12)];
      *number = harness::nudge_by_ulps(*number, (below(2) ? 1 : -1) * between(1, 4));
    }
  }

  std::mt19937_64 random_;
};

/// One kind of adversarial pair: its name in box_pairs.txt's comments and
/// the member that makes one.
template <class T>
struct AdversarialKind {
  const char* name;
  typename AdversarialPairs<T>::Pair (AdversarialPairs<T>::*make)();
};

/// Every kind, in the order box_pairs.txt lists them.
template <class T>
constexpr AdversarialKind<T> adversarial_kinds[] = {
    {"touching, axis-aligned", &AdversarialPairs<T>::make_touching_axis_aligned},
    {"touching, turned by Pythagorean directions", &AdversarialPairs<T>::make_touching_turned},
    {"touching, 1 or 2 numbers nudged by 1 to 4 ulps", &AdversarialPairs<T>::make_nudged},
    {"touching at offsets 2^20 .. 2^60, nudged", &AdversarialPairs<T>::make_large_offset},
    {"touching, scaled by 2^+-40 .. 2^+-60", &AdversarialPairs<T>::make_extreme_scale},
    {"touching near FLT_MAX / DBL_MAX", &AdversarialPairs<T>::make_near_the_top},
    {"touching, subnormal", &AdversarialPairs<T>::make_subnormal},
    {"touching, zeros written as -0.0", &AdversarialPairs<T>::make_negative_zero},
    {"touching, with NaN or infinity", &AdversarialPairs<T>::make_non_finite},
    {"raw bit patterns", &AdversarialPairs<T>::make_raw_bits},
};

}  // namespace obb2d::portability
