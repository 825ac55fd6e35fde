#pragma once
/// @file
/// What a kernel of the harness answers for a box pair, as one enum: the
/// production kernel and the oracle answer a relation (or invalid), a seed
/// port answers yes or no. Names ("touching", "intersecting") appear only
/// where text is read or written: the CLI, findings files, reports.

#include "oracle/relation.hpp"

#include <obb2d/obb2d.hpp>

#include <optional>
#include <ostream>
#include <string_view>

namespace obb2d::harness {

/// One answer of any kernel.
enum class Answer {
  disjoint,      ///< the sets do not meet (every kernel)
  touching,      ///< they meet with zero area (three-way kernels)
  overlapping,   ///< they meet with positive area (three-way kernels)
  invalid,       ///< a number is NaN or ±infinity (three-way kernels)
  intersecting,  ///< they meet (a yes/no seed routine's "yes")
};

inline constexpr Answer all_answers[] = {Answer::disjoint, Answer::touching, Answer::overlapping, Answer::invalid,
                                         Answer::intersecting};

/// The CLI's spelling.
constexpr std::string_view to_string(Answer answer) {
  switch (answer) {
    case Answer::disjoint: return "disjoint";
    case Answer::touching: return "touching";
    case Answer::overlapping: return "overlapping";
    case Answer::invalid: return "invalid";
    case Answer::intersecting: return "intersecting";
  }
  return "?";
}

/// Writes the CLI's spelling (also what test failures print).
inline std::ostream& operator<<(std::ostream& out, Answer answer) { return out << to_string(answer); }

/// The answer spelled `name`, or nullopt.
inline std::optional<Answer> answer_named(std::string_view name) {
  for (const Answer answer : all_answers) {
    if (to_string(answer) == name) return answer;
  }
  return std::nullopt;
}

/// The production kernel's relation as an answer.
constexpr Answer answer_of(obb2d::Relation relation) {
  switch (relation) {
    case obb2d::Relation::disjoint: return Answer::disjoint;
    case obb2d::Relation::touching: return Answer::touching;
    case obb2d::Relation::overlapping: return Answer::overlapping;
    case obb2d::Relation::invalid: break;
  }
  return Answer::invalid;
}

/// The oracle's relation as an answer.
constexpr Answer answer_of(oracle::Relation relation) {
  switch (relation) {
    case oracle::Relation::disjoint: return Answer::disjoint;
    case oracle::Relation::touching: return Answer::touching;
    case oracle::Relation::overlapping: break;
  }
  return Answer::overlapping;
}

/// The oracle's relation as the kernels' Relation.
constexpr Relation relation_of(oracle::Relation relation) {
  switch (relation) {
    case oracle::Relation::disjoint: return Relation::disjoint;
    case oracle::Relation::touching: return Relation::touching;
    case oracle::Relation::overlapping: break;
  }
  return Relation::overlapping;
}

/// A yes/no routine's answer.
constexpr Answer answer_of_yes_no(bool is_intersecting) {
  return is_intersecting ? Answer::intersecting : Answer::disjoint;
}

/// Whether the sets meet, by the truth (touching or overlapping).
constexpr bool sets_meet(Answer truth) { return truth == Answer::touching || truth == Answer::overlapping; }

/// Whether `answer` is right for `truth` (an answer of the oracle): the
/// same, or "intersecting" when the sets meet. ("disjoint" means the same
/// for a yes/no routine and a three-way kernel; against an invalid truth no
/// yes/no answer is right: a seed routine cannot refuse.)
constexpr bool is_right(Answer answer, Answer truth) {
  return answer == Answer::intersecting ? sets_meet(truth) : answer == truth;
}

}  // namespace obb2d::harness
