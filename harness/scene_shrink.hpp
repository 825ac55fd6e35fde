#pragma once
/// @file
/// A box pair's or polygon pair's witness made as simple as its class
/// allows: the moves of shrink_scene (harness/shrink.hpp) on the witness
/// itself, then, when a number keeps more than 8 significant bits, a search
/// of simple scenes for another witness of the class. The moves change a
/// witness a little at a time and cannot leave its geometry: a contact of a
/// turned box whose low bits carry a nudge of an ulp keeps those bits,
/// though the class often also holds for shapes of simple numbers touching
/// elsewhere. The search draws scenes of as many numbers as the witness,
/// each simple (0, ±1/4, ±1/2, ±3/4, ±1, ±3/2, ±2, ±3, ±4), the largest or
/// smallest normal power of two, or a copy of the number two places before
/// (a segment, a repeated vertex); keeps those the oracle calls touching;
/// and moves each of their zeros by ±2^k, k from the last bit of the largest
/// number down by 6: a center or a corner nudged by an ulp, a direction
/// tilted by one. Deterministic: the draws come from a fixed seed.

#include "box_pair.hpp"
#include "kernels.hpp"
#include "polygon_pair.hpp"
#include "shrink.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <random>
#include <vector>

namespace obb2d::harness {

/// The most significant bits of any of the numbers.
template <class T>
int most_significant_bits(const std::vector<T>& numbers) {
  int bits = 0;
  for (const T x : numbers) bits = std::max(bits, significant_bits(x));
  return bits;
}

/// Number i of a drawn scene, of either sign: a simple number, or, when
/// `is_plain` is false, also the largest or the smallest normal power of two
/// (a class of overflow or underflow) or number i - 2 again (a box's second
/// half-edge vector equal to its first: a segment; a polygon's vertex
/// repeated).
template <class T>
T draw_number(std::mt19937& draws, const std::vector<T>& scene, std::size_t i, bool is_plain) {
  static constexpr T simple[] = {0, 0, 0, T(0.25), T(0.5), T(0.75), 1, T(1.5), 2, 3, 4};
  constexpr unsigned count = sizeof simple / sizeof simple[0];
  const unsigned draw = draws() % (is_plain ? count : count + 3);  // the same numbers on every platform
  T x = 0;
  if (draw < count) x = simple[draw];
  if (draw == count) x = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 1);
  if (draw == count + 1) x = std::numeric_limits<T>::min();
  if (draw == count + 2 && i >= 2) x = scene[i - 2];
  return draws() % 2 == 1 ? -x : x;
}

/// `size` numbers drawn by draw_number (plain and not, in turn: a class
/// that needs an extreme number or a segment is found among the second,
/// one that an extreme number or a copy in most scenes would hide, among
/// the first) that `is_touching`, with one zero moved by a power of two,
/// for which `holds`; nullopt when none is found in `budget` calls of
/// `holds` and `is_touching`.
template <class T, class Holds, class IsTouching>
std::optional<std::vector<T>> find_simple_scene(std::size_t size, Holds holds, IsTouching is_touching, long budget) {
  constexpr int digits = std::numeric_limits<T>::digits;
  std::mt19937 draws(1);
  for (long scenes = 0; budget > 0; ++scenes) {
    std::vector<T> scene(size);
    for (std::size_t i = 0; i < size; ++i) scene[i] = draw_number(draws, scene, i, scenes % 2 == 0);
    --budget;
    if (!is_touching(scene)) continue;
    T largest = 0;
    for (const T x : scene) largest = std::max(largest, std::fabs(x));
    if (largest == 0) continue;  // every point at the origin
    const int last_bit = std::ilogb(largest) - digits + 1;
    for (std::size_t i = 0; i < scene.size(); ++i) {
      if (scene[i] != 0) continue;
      for (int k = last_bit - 6; k <= last_bit; ++k) {
        for (const T sign : {T(1), T(-1)}) {
          if (budget-- <= 0) return std::nullopt;
          std::vector<T> nudged = scene;
          nudged[i] = sign * std::ldexp(T(1), k);
          if (holds(nudged)) return nudged;
        }
      }
    }
  }
  return std::nullopt;
}

/// The numbers shrunk while `holds`: shrink_scene, then, when a number keeps
/// more than 8 significant bits, the simple scene the search finds (in
/// `search_budget` calls), shrunk in its turn, if its numbers have fewer bits.
template <class T, class Holds, class IsTouching>
std::vector<T> shrink_or_search(const std::vector<T>& raw, Holds holds, const std::vector<std::size_t>& positions,
                                IsTouching is_touching, long search_budget) {
  const std::vector<T> shrunk = shrink_scene(raw, holds, positions);
  if (most_significant_bits(shrunk) <= 8) return shrunk;
  const std::optional<std::vector<T>> simple = find_simple_scene<T>(raw.size(), holds, is_touching, search_budget);
  if (!simple) return shrunk;
  const std::vector<T> simple_shrunk = shrink_scene(*simple, holds, positions);
  return most_significant_bits(simple_shrunk) < most_significant_bits(shrunk) ? simple_shrunk : shrunk;
}

/// A box pair's twelve numbers (line order) shrunk while `holds`.
template <class T, class Holds>
std::vector<T> shrink_box_scene(const std::vector<T>& raw, Holds holds, long search_budget = 200000) {
  const auto is_touching = [](const std::vector<T>& n) { return oracle_answer(box_pair_of(n)) == Answer::touching; };
  return shrink_or_search(raw, holds, {0, 6}, is_touching, search_budget);
}

/// A polygon pair's numbers (x y of A's `a_size` vertices, then of B's)
/// shrunk while `holds`; each vertex moves with the scene.
template <class T, class Holds>
std::vector<T> shrink_polygon_scene(const std::vector<T>& raw, std::size_t a_size, Holds holds,
                                    long search_budget = 200000) {
  const auto is_touching = [a_size](const std::vector<T>& n) {
    return oracle_answer(polygon_pair_of(n, a_size)) == Answer::touching;
  };
  std::vector<std::size_t> vertices;
  for (std::size_t i = 0; i < raw.size(); i += 2) vertices.push_back(i);
  return shrink_or_search(raw, holds, vertices, is_touching, search_budget);
}

}  // namespace obb2d::harness
