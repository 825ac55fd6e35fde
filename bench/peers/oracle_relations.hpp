#pragma once
/// @file
/// The oracle's relation for every pair a method is judged on, computed once
/// per workload and precision and kept in memory (the oracle takes tens of
/// microseconds a pair; nothing here is timed):
///   pairs        pair i of the workload: (a_i, b_i)
///   one vs many  the first query box against every B box: (a_0, b_i)

#include "../workloads.hpp"
#include "oracle/oracle.hpp"

#include <vector>

namespace obb2d::bench::peers {

/// The oracle's view of a kernel box: the same six numbers.
template <class T>
oracle::StoredBox<T> to_stored_box(const Box<T>& box) {
  return {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
}

/// The exact relation of two finite boxes.
template <class T>
oracle::Relation oracle_relation(const Box<T>& a, const Box<T>& b) {
  return oracle::relate_boxes(to_stored_box(a), to_stored_box(b));
}

/// relations[i] = the oracle's relation of pair i of the workload.
template <class T>
const std::vector<oracle::Relation>& oracle_relations_of_pairs(Workload workload) {
  static std::vector<oracle::Relation> cache[3];
  std::vector<oracle::Relation>& relations = cache[static_cast<int>(workload)];
  if (relations.empty()) {
    for (const BoxPair<T>& pair : workload_pairs<T>(workload)) relations.push_back(oracle_relation(pair.a, pair.b));
  }
  return relations;
}

/// relations[i] = the oracle's relation of (a_0, b_i): the first query box of
/// the one-vs-many runs against every B box of the workload.
template <class T>
const std::vector<oracle::Relation>& oracle_relations_of_first_query(Workload workload) {
  static std::vector<oracle::Relation> cache[3];
  std::vector<oracle::Relation>& relations = cache[static_cast<int>(workload)];
  if (relations.empty()) {
    const auto& pairs = workload_pairs<T>(workload);
    for (const BoxPair<T>& pair : pairs) relations.push_back(oracle_relation(pairs.front().a, pair.b));
  }
  return relations;
}

}  // namespace obb2d::bench::peers
