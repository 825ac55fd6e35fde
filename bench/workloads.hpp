#pragma once
/// @file
/// The benchmark workloads, each 131,072 box pairs (too many for a branch
/// predictor to learn), made once from a fixed seed:
///   random    uniform centers in [0, 100]^2, half extents in [0.5, 5], any angle
///   touching  flush axis-aligned boxes on an integer grid, as RTS placement
///             makes them: 70% share an edge or a corner, 15% overlap, 15% apart
///   near      touching pairs (grid and Pythagorean-turned, corners on edges)
///             with one coordinate of B nudged by +-1 ulp
///   turned_contacts  exact contacts (edge on edge, corner on edge, corner on
///             corner) of boxes turned by Pythagorean directions, both moved
///             far from the origin by the same integer offset (2^12 to 2^13,
///             times 2^28 for double): exact placement and snapping
///   scaled_contacts  the same pairs scaled by 2^-60 .. 2^-40 or 2^40 .. 2^60

#include "harness/box_pair_from_bytes.hpp"
#include "harness/box_pair.hpp"

#include <obb2d/obb2d.hpp>

#include <array>
#include <cmath>
#include <iterator>
#include <type_traits>
#include <random>
#include <string>
#include <vector>

namespace obb2d::bench {

inline constexpr std::size_t pairs_per_workload = 1 << 17;

/// Two boxes to test.
template <class T>
struct BoxPair {
  Box<T> a;  ///< first box
  Box<T> b;  ///< second box
};

enum class Workload { random, touching, near, turned_contacts, scaled_contacts };

/// Every workload, in table order.
inline constexpr Workload all_workloads[] = {Workload::random, Workload::touching, Workload::near,
                                             Workload::turned_contacts, Workload::scaled_contacts};

inline const char* workload_name(Workload workload) {
  switch (workload) {
    case Workload::random: return "random";
    case Workload::touching: return "touching";
    case Workload::near: return "near";
    case Workload::turned_contacts: return "turned_contacts";
    case Workload::scaled_contacts: return "scaled_contacts";
  }
  return "?";
}

template <class T>
BoxPair<T> make_random_pair(std::mt19937_64& random) {
  std::uniform_real_distribution<T> center(0, 100), extent(T(0.5), 5), angle(0, T(6.283185307179586));
  auto make = [&] {
    return make_box_from_angle<T>({center(random), center(random)}, {extent(random), extent(random)},
                                  angle(random));
  };
  return {make(), make()};
}

template <class T>
BoxPair<T> make_flush_grid_pair(std::mt19937_64& random) {
  std::uniform_int_distribution<int> cell(0, 50), size(1, 4), percent(0, 99);
  auto between = [&random](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
  const int ax = cell(random), ay = cell(random), aw = size(random), ah = size(random);
  const int bw = size(random), bh = size(random);
  const int kind = percent(random);
  int bx, by;  // B's lower-left corner
  if (kind < 70) {  // flush against one side of A: an edge or a corner in common
    switch (kind % 4) {
      case 0: bx = ax + aw, by = between(ay - bh, ay + ah); break;
      case 1: bx = ax - bw, by = between(ay - bh, ay + ah); break;
      case 2: bx = between(ax - bw, ax + aw), by = ay + ah; break;
      default: bx = between(ax - bw, ax + aw), by = ay - bh; break;
    }
  } else if (kind < 85) {  // interiors overlap
    bx = between(ax - bw + 1, ax + aw - 1), by = between(ay - bh + 1, ay + ah - 1);
  } else {  // a gap of at least one cell
    bx = ax + aw + between(1, 3), by = between(ay - bh, ay + ah);
  }
  return {make_box_from_aabb<T>({T(ax), T(ay)}, {T(ax + aw), T(ay + ah)}),
          make_box_from_aabb<T>({T(bx), T(by)}, {T(bx + bw), T(by + bh)})};
}

template <class T>
BoxPair<T> make_near_touching_pair(std::mt19937_64& random) {
  std::array<std::uint8_t, 32> noise;
  for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
  harness::FuzzBytes bytes(noise.data(), noise.size());
  oracle::StoredBox<T> a = harness::make_grid_box<T>(bytes);
  oracle::StoredBox<T> b = harness::make_grid_box<T>(bytes);
  harness::place_touching(a, b, bytes);
  T* coordinate = random() % 2 ? &b.cx : &b.cy;
  *coordinate = harness::nudge_by_ulps(*coordinate, random() % 2 ? 1 : -1);
  return {harness::to_kernel_box(a), harness::to_kernel_box(b)};
}

/// An exact contact of two turned boxes far from the origin: Pythagorean
/// directions (never the axes), boundary points placed on each other, then
/// both moved by one integer offset. Every number is an integer below 2^24
/// (float) or 2^53 (double), so the contact stays exact.
template <class T>
BoxPair<T> make_turned_contact_pair(std::mt19937_64& random) {
  std::array<std::uint8_t, 16> noise;
  auto next_bytes = [&random, &noise] {  // fresh bytes for fuzz's makers
    for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
    return harness::FuzzBytes(noise.data(), noise.size());
  };
  auto make_turned_box = [&] {
    harness::FuzzBytes bytes = next_bytes();
    noise[0] = static_cast<std::uint8_t>(2 + random() % 6);  // directions 2 .. 7: Pythagorean turns
    return harness::make_grid_box<T>(bytes);
  };
  oracle::StoredBox<T> a = make_turned_box();
  oracle::StoredBox<T> b = make_turned_box();
  harness::FuzzBytes bytes = next_bytes();
  harness::place_touching(a, b, bytes);
  std::uniform_int_distribution<int> offset(1 << 12, 1 << 13);
  const T scale = std::is_same_v<T, float> ? T(1) : T(1 << 28);
  const T dx = T(offset(random)) * scale, dy = T(offset(random)) * scale;
  a.cx += dx, a.cy += dy, b.cx += dx, b.cy += dy;
  return {harness::to_kernel_box(a), harness::to_kernel_box(b)};
}

/// make_turned_contact_pair scaled by 2^e, e in -60 .. -40 or 40 .. 60
/// (exact: a power of two, far from overflow and underflow).
template <class T>
BoxPair<T> make_scaled_contact_pair(std::mt19937_64& random) {
  BoxPair<T> pair = make_turned_contact_pair<T>(random);
  const int exponent = (random() % 2 ? 1 : -1) * static_cast<int>(40 + random() % 21);
  for (Box<T>* box : {&pair.a, &pair.b}) {
    for (T* number : {&box->center.x, &box->center.y, &box->u.x, &box->u.y, &box->v.x, &box->v.y}) {
      *number = std::ldexp(*number, exponent);
    }
  }
  return pair;
}

/// The pairs of one workload at precision T (the same seed for both T).
template <class T>
const std::vector<BoxPair<T>>& workload_pairs(Workload workload) {
  static std::vector<BoxPair<T>> cache[std::size(all_workloads)];
  std::vector<BoxPair<T>>& pairs = cache[static_cast<int>(workload)];
  if (pairs.empty()) {
    std::mt19937_64 random(20261121 + static_cast<int>(workload));
    pairs.reserve(pairs_per_workload);
    while (pairs.size() < pairs_per_workload) {
      switch (workload) {
        case Workload::random: pairs.push_back(make_random_pair<T>(random)); break;
        case Workload::touching: pairs.push_back(make_flush_grid_pair<T>(random)); break;
        case Workload::near: pairs.push_back(make_near_touching_pair<T>(random)); break;
        case Workload::turned_contacts: pairs.push_back(make_turned_contact_pair<T>(random)); break;
        case Workload::scaled_contacts: pairs.push_back(make_scaled_contact_pair<T>(random)); break;
      }
    }
  }
  return pairs;
}

}  // namespace obb2d::bench
