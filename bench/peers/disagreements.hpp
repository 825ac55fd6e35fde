#pragma once
/// @file
/// A method's disagreements with the oracle, in three kinds. Yes/no methods
/// are read with closed semantics (touching counts as intersecting):
///   false overlap   says intersecting,      the oracle says disjoint
///   missed overlap  says not intersecting,  the oracle says overlapping
///   touching wrong  says not intersecting,  the oracle says touching
/// A three-way method (obb2d) is held to its own answer: any answer other
/// than the oracle's counts, in the kind named by the oracle's relation
/// (disjoint: false overlap, overlapping: missed overlap, touching: touching
/// wrong).

#include "oracle/relation.hpp"

#include <obb2d/obb2d.hpp>

#include <cstddef>
#include <vector>

namespace obb2d::bench::peers {

/// Counts of each kind of disagreement over `pairs` judged pairs.
struct Disagreements {
  std::size_t false_overlap = 0;   ///< intersecting where the oracle says disjoint
  std::size_t missed_overlap = 0;  ///< not (fully) overlapping where the oracle says overlapping
  std::size_t touching_wrong = 0;  ///< the oracle says touching, the method does not
  std::size_t pairs = 0;           ///< pairs judged
};

/// Disagreements of yes/no answers (1 = intersecting) with the oracle, for
/// the first truth.size() answers.
inline Disagreements count_yes_no_disagreements(const std::vector<unsigned char>& is_intersecting,
                                                const std::vector<oracle::Relation>& truth) {
  Disagreements result;
  result.pairs = truth.size();
  for (std::size_t i = 0; i < truth.size(); ++i) {
    const bool says_intersecting = is_intersecting[i] != 0;
    switch (truth[i]) {
      case oracle::Relation::disjoint: result.false_overlap += says_intersecting; break;
      case oracle::Relation::overlapping: result.missed_overlap += !says_intersecting; break;
      case oracle::Relation::touching: result.touching_wrong += !says_intersecting; break;
    }
  }
  return result;
}

/// Whether a three-way answer is the oracle's relation.
inline bool is_same_relation(Relation answer, oracle::Relation truth) {
  switch (truth) {
    case oracle::Relation::disjoint: return answer == Relation::disjoint;
    case oracle::Relation::touching: return answer == Relation::touching;
    case oracle::Relation::overlapping: return answer == Relation::overlapping;
  }
  return false;
}

/// Disagreements of three-way answers with the oracle, for the first
/// truth.size() answers.
inline Disagreements count_relation_disagreements(const std::vector<Relation>& answers,
                                                  const std::vector<oracle::Relation>& truth) {
  Disagreements result;
  result.pairs = truth.size();
  for (std::size_t i = 0; i < truth.size(); ++i) {
    if (is_same_relation(answers[i], truth[i])) continue;
    switch (truth[i]) {
      case oracle::Relation::disjoint: ++result.false_overlap; break;
      case oracle::Relation::overlapping: ++result.missed_overlap; break;
      case oracle::Relation::touching: ++result.touching_wrong; break;
    }
  }
  return result;
}

}  // namespace obb2d::bench::peers
