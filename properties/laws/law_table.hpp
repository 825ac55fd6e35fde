#pragma once
/// @file
/// Every law by name: its statement, the parameters it reads, which kernels
/// it is run against, and its check. The property runner pairs each with a
/// generator; pinned counterexamples replay a check by name.

#include "approximate_laws.hpp"
#include "exact_laws.hpp"

#include <string_view>
#include <vector>

namespace obb2d::properties {

/// Exact laws hold for every input; approximate ones under the clear margin.
enum class LawKind { exact, approximate };

/// One law.
template <class T>
struct Law {
  std::string_view name;       ///< snake_case, as in reports and pinned findings
  LawKind kind;                ///< exact or approximate
  std::string_view statement;  ///< what it says, with the parameters it reads
  bool is_for_ports;           ///< run against the seed ports too (else the production kernel only)
  bool is_for_double;          ///< run on double boxes too (else float only)
  LawVerdict (*check)(const KernelUnderTest<T>&, const BoxPair<T>&, const LawParameters&);  ///< the check
};

/// Every law, exact ones first.
template <class T>
const std::vector<Law<T>>& all_laws() {
  static const std::vector<Law<T>> laws = {
      {"symmetry", LawKind::exact, "answer(A, B) == answer(B, A)", true, true, &check_symmetry<T>},
      {"square_symmetry", LawKind::exact,
       "symmetry `choice` (1..7) of the square (quarter turns, mirrors) applied to both boxes keeps the answer", true, true,
       &check_square_symmetry<T>},
      {"same_box_rewritten", LawKind::exact,
       "u -> -u, v -> -v, u <-> v (bits of choice % 8) on A, B or both (choice / 8) keeps the answer", true, true,
       &check_same_box_rewritten<T>},
      {"translation", LawKind::exact, "moving both centers by an exact (x, y) keeps the answer", true, true,
       &check_translation<T>},
      {"scaling", LawKind::exact, "every number times 2^exponent, while exact, keeps the answer", true, true,
       &check_scaling<T>},
      {"self", LawKind::exact, "(A, A) is overlapping, or touching when A has zero area (a port: intersecting)", true, true,
       &check_self<T>},
      {"containment", LawKind::exact, "a box against a box containing it (construction `choice`) is never disjoint",
       true, true, &check_containment<T>},
      {"growth", LawKind::exact,
       "if (A, B) is not disjoint, growing A (choice 0) or B (choice 1) about its center keeps it so", true, true,
       &check_growth<T>},
      {"oracle_agreement", LawKind::exact,
       "the answer is the oracle's (a port: intersecting exactly when the regions it holds meet)", true, true,
       &check_oracle_agreement<T>},
      {"float_double_agreement", LawKind::exact, "float boxes and the same values as doubles get one answer", false, false,
       &check_float_double_agreement<T>},
      {"rotation_with_margin", LawKind::approximate,
       "rotating both boxes about the origin by any `angle` keeps the answer when both pairs are clear", true, true,
       &check_rotation_with_margin<T>},
      {"translation_with_margin", LawKind::approximate,
       "moving both boxes by any (x, y) keeps the answer when both pairs are clear", true, true,
       &check_translation_with_margin<T>},
  };
  return laws;
}

/// The law called `name`, or nullptr.
template <class T>
const Law<T>* find_law(std::string_view name) {
  for (const Law<T>& law : all_laws<T>()) {
    if (law.name == name) return &law;
  }
  return nullptr;
}

}  // namespace obb2d::properties
