#pragma once
/// @file
/// How two closed regions relate, as the oracle reports it.

#include <string_view>

namespace obb2d::oracle {

/// The relation of two closed sets A and B (docs/edge-cases.md). The oracle never
/// sees NaN or infinity (they have no rational value), so it has no `invalid`.
enum class Relation {
  disjoint,     ///< A ∩ B is empty
  touching,     ///< A ∩ B is non-empty and has zero area
  overlapping,  ///< A ∩ B has positive area
};

/// The CLI spelling of a relation: "disjoint", "touching" or "overlapping".
constexpr std::string_view to_string(Relation relation) {
  switch (relation) {
    case Relation::disjoint: return "disjoint";
    case Relation::touching: return "touching";
    case Relation::overlapping: return "overlapping";
  }
  return "?";
}

}  // namespace obb2d::oracle
