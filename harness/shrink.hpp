#pragma once
/// @file
/// A shrinker for numeric witnesses: numbers made simpler one at a time
/// while a predicate (the finding's class still holds) stays true.
/// libFuzzer shrinks bytes, not numbers; this orders numbers as Hypothesis
/// does (zero first, then small integers, then fewer significant bits and
/// smaller exponents) and tries, for each number in turn, the simplest
/// candidates first: 0; the nearest integer; the number rounded to 1, 2, 4,
/// 8 and 16 significant bits; half and twice the number (towards 1); the
/// number without its leading bit, and its lowest set bit alone, halved and
/// doubled (for witnesses whose class needs a sum to round: the low bits
/// are what the sum rounds away). A candidate is kept when it is simpler than
/// the number it replaces and the predicate holds. A number of more than 8
/// significant bits is also split: x = s + d, s its 8-bit rounding, d what
/// is left; x becomes s and d (or a power of two near it) goes to another
/// number (a witness that needs a tiny offset often has it as a low part of
/// a large number, where a zero can carry it in few bits: a center nudged
/// instead of a corner, a direction tilted by a tiny component). A number that occurs
/// more than once (as a magnitude) is first tried with all its copies
/// moved together, then alone. Some simplifications must move numbers together (every
/// number scaled by 1/2, a translation of the whole scene): the caller
/// gives those as whole candidates, tried first in each pass and kept when
/// the sum of the numbers' complexities falls. Passes repeat until one
/// changes nothing or the budget of predicate calls is spent.
/// Deterministic: same numbers, same result.

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace obb2d::harness {

/// The significant bits of a finite x (0 for 0): the position of its
/// lowest set bit below its highest, plus one.
template <class T>
int significant_bits(T x) {
  if (x == 0 || !std::isfinite(x)) return 0;
  int exponent;
  T fraction = std::frexp(std::fabs(x), &exponent);  // in [0.5, 1)
  int bits = 0;
  while (fraction != 0) {
    fraction = fraction * 2;
    const T whole = std::floor(fraction);
    fraction -= whole;
    ++bits;
  }
  return bits;
}

/// The binary exponent of the lowest set bit of a finite non-zero x.
template <class T>
int lowest_bit_exponent(T x) {
  return std::ilogb(x) - significant_bits(x) + 1;
}

/// How complicated a number is: 0 for +0 and 1 for -0 (a witness reads
/// 0, not -0, where the sign of zero does not matter); else its significant
/// bits, then the distance of its binary exponent from 0 (1 and 2 are
/// simpler than 1024 and 1/1024); NaN and infinities are the most
/// complicated, by a margin (2^40) that sums over any witness without
/// overflow.
template <class T>
long complexity(T x) {
  if (x == 0) return std::signbit(x) ? 1 : 0;
  if (!std::isfinite(x)) return 1L << 40;
  return 4096L * significant_bits(x) + std::abs(std::ilogb(x)) + 1;
}

/// x rounded to `bits` significant bits (to nearest).
template <class T>
T rounded_to_bits(T x, int bits) {
  if (x == 0 || !std::isfinite(x)) return x;
  int exponent;
  const T fraction = std::frexp(x, &exponent);
  return std::ldexp(std::nearbyint(std::ldexp(fraction, bits)), exponent - bits);
}

/// The candidates for x, simplest first.
template <class T>
std::vector<T> simpler_candidates(T x) {
  std::vector<T> candidates{T(0)};
  if (std::isfinite(x) && x != 0) {
    if (std::fabs(x) < T(0x1p24)) candidates.push_back(std::nearbyint(x));
    for (const int bits : {1, 2, 4, 8, 16}) candidates.push_back(rounded_to_bits(x, bits));
    candidates.push_back(std::fabs(x) > 1 ? x / 2 : x * 2);
    candidates.push_back(x - std::copysign(std::ldexp(T(1), std::ilogb(x)), x));
    const int lowest = lowest_bit_exponent(x);
    for (const int k : {lowest - 1, lowest, lowest + 1}) candidates.push_back(std::copysign(std::ldexp(T(1), k), x));
  }
  return candidates;
}

/// The whole-witness candidates of splitting number i (more than 8
/// significant bits): x = s + d with s its 8-bit rounding; i becomes s and
/// another number j moves by d, or by a power of two from d/8 to 8d, either
/// way (d exactly first).
template <class T>
std::vector<std::vector<T>> split_candidates(const std::vector<T>& numbers, std::size_t i) {
  const T x = numbers[i];
  std::vector<std::vector<T>> candidates;
  if (!std::isfinite(x) || significant_bits(x) <= 8) return candidates;
  const T s = rounded_to_bits(x, 8);
  if (!std::isfinite(s)) return candidates;  // x next to the largest float rounds up past it
  const T d = std::fabs(x - s);  // exact (Sterbenz): s and x are within a factor of 2
  std::vector<T> steps{d};
  for (int k = std::ilogb(d) - 3; k <= std::ilogb(d) + 3; ++k) steps.push_back(std::ldexp(T(1), k));
  for (const T step : steps) {
    for (std::size_t j = 0; j < numbers.size(); ++j) {
      if (j == i) continue;
      for (const T signed_step : {step, -step}) {
        std::vector<T> trial = numbers;
        trial[i] = s;
        trial[j] = numbers[j] + signed_step;
        candidates.push_back(trial);
      }
    }
  }
  return candidates;
}

/// The sum of the numbers' complexities.
template <class T>
long complexity(const std::vector<T>& numbers) {
  long sum = 0;
  for (const T x : numbers) sum += complexity(x);
  return sum;
}

/// How simple a witness's numbers are: the most significant bits of any,
/// and the largest |binary exponent| of a non-zero one.
template <class T>
std::string describe_simplicity(const std::vector<T>& numbers) {
  int bits = 0, exponent = 0;
  for (const T x : numbers) {
    bits = std::max(bits, significant_bits(x));
    if (x != 0 && std::isfinite(x)) exponent = std::max(exponent, std::abs(std::ilogb(x)));
  }
  return std::to_string(bits) + " significant bits at most, |exponent| <= " + std::to_string(exponent);
}

/// The indices of the numbers to move with number i: every number of its
/// magnitude (a value that occurs several times, as the equal half-edge
/// vectors of a segment, is shrunk in all its places at once: changing one
/// copy alone would change the class), or i alone.
template <class T>
std::vector<std::size_t> indices_of_magnitude(const std::vector<T>& numbers, std::size_t i, bool moves_copies) {
  if (!moves_copies) return {i};
  std::vector<std::size_t> copies;
  for (std::size_t k = 0; k < numbers.size(); ++k) {
    if (std::fabs(numbers[k]) == std::fabs(numbers[i])) copies.push_back(k);
  }
  return copies;
}

/// The numbers made as simple as `holds` allows (holds(numbers) must be
/// true on entry), calling it at most `budget` times; `whole_candidates(numbers)`
/// gives the moves of several numbers at once.
template <class T, class Holds, class WholeCandidates>
std::vector<T> shrink_numbers(std::vector<T> numbers, Holds holds, WholeCandidates whole_candidates, int budget) {
  bool has_changed = true;
  // Takes the trial when it is simpler than the numbers and holds.
  const auto takes = [&](const std::vector<T>& trial) {
    if (budget <= 0 || !(complexity(trial) < complexity(numbers))) return false;
    --budget;
    if (!holds(trial)) return false;
    numbers = trial;
    has_changed = true;
    return true;
  };
  while (has_changed && budget > 0) {
    has_changed = false;
    for (const std::vector<T>& trial : whole_candidates(numbers)) takes(trial);
    for (std::size_t i = 0; i < numbers.size() && budget > 0; ++i) {
      for (const std::vector<T>& trial : split_candidates(numbers, i)) {
        if (takes(trial)) break;
      }
      for (const bool moves_copies : {true, false}) {
        const std::vector<std::size_t> copies = indices_of_magnitude(numbers, i, moves_copies);
        if (moves_copies && copies.size() < 2) continue;
        const T x = numbers[i];
        for (const T candidate : simpler_candidates(x)) {
          std::vector<T> trial = numbers;
          for (const std::size_t k : copies) trial[k] = numbers[k] == x ? candidate : -candidate;
          if (takes(trial)) break;
        }
        if (numbers[i] != x) break;
      }
    }
  }
  return numbers;
}

/// The numbers of a scene (points and vectors) shrunk while `holds`, with
/// `budget` calls. The moves of the whole scene: every number halved or
/// doubled (towards exponent 0), and the scene moved so that its first point
/// (numbers 0 and 1) is the origin, or so that only its x or only its y is 0
/// (a class that needs a huge number keeps it in the other coordinate).
/// `positions` are the indices of the x coordinates of the points that move
/// (a box's center moves, its half-edge vectors do not).
template <class T, class Holds>
std::vector<T> shrink_scene(const std::vector<T>& raw, Holds holds, const std::vector<std::size_t>& positions,
                            int budget = 5000) {
  const auto whole_candidates = [&positions](const std::vector<T>& n) {
    std::vector<std::vector<T>> candidates(2, n);
    for (T& x : candidates[0]) x /= 2;
    for (T& x : candidates[1]) x *= 2;
    for (const std::vector<std::size_t>& axes : {std::vector<std::size_t>{0, 1}, {0}, {1}}) {
      std::vector<T> moved = n;
      for (const std::size_t i : positions) {
        for (const std::size_t axis : axes) moved[i + axis] = n[i + axis] - n[axis];
      }
      candidates.push_back(moved);
    }
    return candidates;
  };
  return shrink_numbers(raw, holds, whole_candidates, budget);
}

}  // namespace obb2d::harness
