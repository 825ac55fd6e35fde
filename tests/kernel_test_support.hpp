#pragma once
// Shared by the kernel tests: the oracle's verdict in the kernel's terms, and
// one check that states a relation for a pair in both argument orders.

#include "oracle/oracle.hpp"

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <string>

namespace obb2d::testing_support {

template <class T>
oracle::StoredBox<T> to_stored_box(const Box<T>& box) {
  return {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
}

/// The oracle's relation for two kernel boxes (invalid for NaN or ±inf).
template <class T>
Relation relation_by_oracle(const Box<T>& a, const Box<T>& b) {
  if (!is_finite_box(a) || !is_finite_box(b)) return Relation::invalid;
  switch (oracle::intersect_boxes(to_stored_box(a), to_stored_box(b)).relation) {
    case oracle::Relation::disjoint: return Relation::disjoint;
    case oracle::Relation::touching: return Relation::touching;
    case oracle::Relation::overlapping: return Relation::overlapping;
  }
  return Relation::invalid;
}

/// Expects `expected` from classify in both orders, from the oracle, and the
/// matching overlaps() under both policies.
template <class T>
void expect_relation(const Box<T>& a, const Box<T>& b, Relation expected) {
  EXPECT_EQ(std::string(to_string(classify(a, b))), to_string(expected));
  EXPECT_EQ(std::string(to_string(classify(b, a))), to_string(expected)) << "(arguments swapped)";
  EXPECT_EQ(std::string(to_string(relation_by_oracle(a, b))), to_string(expected)) << "(oracle)";
  EXPECT_EQ(overlaps(a, b, TouchingPolicy::closed),
            expected == Relation::touching || expected == Relation::overlapping);
  EXPECT_EQ(overlaps(a, b, TouchingPolicy::open), expected == Relation::overlapping);
}

template <class T>
constexpr Box<T> box(T cx, T cy, T ux, T uy, T vx, T vy) {
  return {{cx, cy}, {ux, uy}, {vx, vy}};
}

}  // namespace obb2d::testing_support
