#pragma once
// Shared by the kernel tests: the oracle's verdict in the kernel's terms, and
// one check that states a relation for a pair in both argument orders.

#include "harness/answer.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/box_pair.hpp"
#include "harness/mismatch_report.hpp"
#include "oracle/oracle.hpp"

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <string>
#include <utility>

namespace obb2d::testing_support {

template <class T>
oracle::StoredBox<T> to_stored_box(const Box<T>& box) {
  return {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
}

/// The oracle's relation for two kernel boxes (invalid for NaN or ±inf).
template <class T>
Relation relation_by_oracle(const Box<T>& a, const Box<T>& b) {
  if (!is_finite_box(a) || !is_finite_box(b)) return Relation::invalid;
  return harness::relation_of(oracle::relate_boxes(to_stored_box(a), to_stored_box(b)));
}

/// Whether `expected` is what classify answers in both orders, what the
/// oracle answers, and what overlaps() gives under both policies; the
/// failure message names every part that differs.
template <class T>
::testing::AssertionResult has_relation_everywhere(const Box<T>& a, const Box<T>& b, Relation expected) {
  std::string differences;
  const auto check = [&differences, expected](const char* who, Relation got) {
    if (got != expected) differences += std::string(" ") + who + " says " + to_string(got) + ";";
  };
  check("classify(a, b)", classify(a, b));
  check("classify(b, a)", classify(b, a));
  check("the oracle", relation_by_oracle(a, b));
  if (overlaps(a, b, TouchingPolicy::closed) != (expected == Relation::touching || expected == Relation::overlapping)) {
    differences += " overlaps(closed) disagrees;";
  }
  if (overlaps(a, b, TouchingPolicy::open) != (expected == Relation::overlapping)) {
    differences += " overlaps(open) disagrees;";
  }
  if (differences.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "expected " << to_string(expected) << ":" << differences;
}

/// Double pairs in exact contact on B's edge axis perp(uB): edges of 26
/// significant bits (A axis-aligned, B turned by (p, q)), and a distance
/// of 28 bits, one more than the error-free recomputation allows, so that
/// its products with an edge take 54 bits and round. Found by search.
inline std::array<std::pair<Box<double>, Box<double>>, 3> contacts_with_a_28_bit_distance() {
  const auto pair = [](double m, double n, double p, double q, double dx, double dy) {
    return std::pair<Box<double>, Box<double>>{{{0, 0}, {m, 0}, {0, n}}, {{dx, dy}, {p, q}, {-q, p}}};
  };
  return {pair(4281576, 26730201, 66548501, 49681785, 12585140, 142960487),
          pair(48671663, 14173705, 38106103, 62598741, -149376507, -10318933),
          pair(15555218, 46304971, 62904983, 38579963, 8769802, 147789917)};
}

/// Float pairs in exact contact on B's edge axis perp(uB), the float
/// siblings of the above: edges of 24 significant bits (A axis-aligned, B
/// turned by (p, q)), centers that differ by a distance of 30 bits in
/// double, one more than the error-free recomputation allows for float
/// input, so that its products with an edge take 54 bits and round. Found
/// by search.
inline std::array<std::pair<Box<float>, Box<float>>, 3> contacts_with_a_30_bit_distance() {
  const auto pair = [](float ax, float ay, float m, float n, float bx, float by, float p, float q) {
    return std::pair<Box<float>, Box<float>>{{{ax, ay}, {m, 0}, {0, n}}, {{bx, by}, {p, q}, {-q, p}}};
  };
  return {pair(10083, 42431, 1706752, 3873780, 705736640, -89478784, 299031584, -433022432),
          pair(10201, 22441, 3428956, 3710148, -692480768, -52932352, 306517216, 430438112),
          pair(10041, 5635, 2331164, 1733684, 703170944, -62682304, 313352416, -416854112)};
}

template <class T>
constexpr Box<T> box(T cx, T cy, T ux, T uy, T vx, T vy) {
  return {{cx, cy}, {ux, uy}, {vx, vy}};
}

/// A random pair from the fuzz decoder (boundary cases on purpose), with its
/// `obb2d classify` line for failure messages.
template <class T>
std::pair<Box<T>, Box<T>> make_boundary_pair(std::mt19937_64& random, std::string& description) {
  std::array<std::uint8_t, 96> noise;
  for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
  harness::FuzzBytes bytes(noise.data(), noise.size());
  const auto pair = harness::make_box_pair_from_bytes<T>(bytes);
  description = harness::format_classify_line(pair.a, pair.b);
  return {harness::to_kernel_box(pair.a), harness::to_kernel_box(pair.b)};
}

}  // namespace obb2d::testing_support
