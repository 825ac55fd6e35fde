#pragma once
/// @file
/// The exact laws: facts about the true relation of two stored boxes that any
/// exact kernel must reproduce answer for answer. Each check runs the kernel
/// on an input and on its transformed image and says whether the answers keep
/// the law. Transformations are exact (exact_transformations.hpp) or the law
/// does not apply to that input. The statements, with the parameters each
/// reads, are in law_table.hpp.

#include "harness/exact_transformations.hpp"
#include "../law_parameters.hpp"
#include "harness/mismatch_report.hpp"

#include <string>

namespace obb2d::properties {

using namespace harness::exact;

/// "answer(first) = X, answer(second) = Y" for a report.
template <class T>
std::string describe_answers(const KernelUnderTest<T>& kernel, const char* first_name, const BoxPair<T>& first,
                             const char* second_name, const BoxPair<T>& second) {
  return std::string(kernel.name) + " answers " + std::string(to_string(kernel.answer(first))) + " for " +
         first_name + " and " + std::string(to_string(kernel.answer(second))) + " for " + second_name + " (" + second_name + " = " +
         harness::format_classify_line(second.a, second.b) + ")";
}

/// The law "answer(first) == answer(second)".
template <class T>
LawVerdict check_same_answer(const KernelUnderTest<T>& kernel, const char* first_name, const BoxPair<T>& first,
                             const char* second_name, const BoxPair<T>& second) {
  return {true, kernel.answer(first) == kernel.answer(second),
          describe_answers(kernel, first_name, first, second_name, second)};
}

/// symmetry: answer(A, B) == answer(B, A).
template <class T>
LawVerdict check_symmetry(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair, const LawParameters&) {
  return check_same_answer(kernel, "(A, B)", pair, "(B, A)", swap_boxes(pair));
}

/// square_symmetry: symmetry `choice` (1..7) of the square applied to both
/// boxes keeps the answer.
template <class T>
LawVerdict check_square_symmetry(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                 const LawParameters& parameters) {
  if (parameters.choice < 1 || parameters.choice > 7) return does_not_apply("choice must be 1..7");
  return check_same_answer(kernel, "(A, B)", pair, "(gA, gB)", apply_square_symmetry(pair, parameters.choice));
}

/// same_box_rewritten: rewriting A (choice / 8 == 0), B (1) or both (2) with
/// the rewrite bits choice % 8 (1..7: u -> -u, v -> -v, u <-> v) keeps the
/// answer: the sets are the same.
template <class T>
LawVerdict check_same_box_rewritten(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                    const LawParameters& parameters) {
  const int bits = parameters.choice % 8, target = parameters.choice / 8;
  if (bits == 0 || target > 2 || parameters.choice < 0) return does_not_apply("choice must be 1..23, not a multiple of 8");
  BoxPair<T> rewritten = pair;
  if (target != 1) rewritten.a = rewrite_box(pair.a, bits);
  if (target != 0) rewritten.b = rewrite_box(pair.b, bits);
  return check_same_answer(kernel, "(A, B)", pair, "(A', B')", rewritten);
}

/// translation: moving both centers by (x, y) keeps the answer, when every
/// new coordinate is exact.
template <class T>
LawVerdict check_translation(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                             const LawParameters& parameters) {
  const T x = T(parameters.x), y = T(parameters.y);
  if (double(x) != parameters.x || double(y) != parameters.y) return does_not_apply("amount not representable");
  const std::optional<BoxPair<T>> moved = translate_exactly(pair, x, y);
  if (!moved) return does_not_apply("translation would round");
  return check_same_answer(kernel, "(A, B)", pair, "(A + t, B + t)", *moved);
}

/// scaling: multiplying every number by 2^exponent keeps the answer, when
/// nothing overflows or loses subnormal bits.
template <class T>
LawVerdict check_scaling(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair, const LawParameters& parameters) {
  const std::optional<BoxPair<T>> scaled = scale_exactly(pair, parameters.exponent);
  if (!scaled) return does_not_apply("scaling would leave the range or lose bits");
  return check_same_answer(kernel, "(A, B)", pair, "(2^k A, 2^k B)", *scaled);
}

/// Whether a box has zero area, exactly (the oracle's cross product of u, v).
template <class T>
bool has_zero_area(const oracle::StoredBox<T>& box) {
  using oracle::Rational;
  using oracle::to_rational;
  return to_rational<Rational>(box.ux) * to_rational<Rational>(box.vy) ==
         to_rational<Rational>(box.uy) * to_rational<Rational>(box.vx);
}

/// self: answer(A, A) is overlapping, or touching when A has zero area; a
/// port must say intersecting. Reads nothing but A.
template <class T>
LawVerdict check_self(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair, const LawParameters&) {
  if (!oracle::is_finite_box(pair.a)) return does_not_apply("A is not finite");
  const BoxPair<T> self{pair.a, pair.a};
  const Answer expected = kernel.is_port()          ? Answer::intersecting
                          : has_zero_area(pair.a) ? Answer::touching
                                                  : Answer::overlapping;
  const Answer answer = kernel.answer(self);
  return {true, answer == expected,
          std::string(kernel.name) + " answers " + std::string(to_string(answer)) + " for (A, A), expected " +
              std::string(to_string(expected)) + " (A, A = " + harness::format_classify_line(self.a, self.b) + ")"};
}

/// containment: a box against a box that contains it (built from A by
/// make_containing_box with how = choice % 4; B first when choice >= 4) is
/// never disjoint.
template <class T>
LawVerdict check_containment(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                             const LawParameters& parameters) {
  if (parameters.choice < 0 || parameters.choice > 7) return does_not_apply("choice must be 0..7");
  if (!oracle::is_finite_box(pair.a)) return does_not_apply("A is not finite");
  const std::optional<oracle::StoredBox<T>> container = make_containing_box(pair.a, parameters.choice % 4);
  if (!container) return does_not_apply("the containing box would round");
  const BoxPair<T> contained = parameters.choice >= 4 ? BoxPair<T>{*container, pair.a} : BoxPair<T>{pair.a, *container};
  const Answer answer = kernel.answer(contained);
  return {true, answer != Answer::disjoint,
          std::string(kernel.name) + " answers " + std::string(to_string(answer)) + " for a box and a box containing it (" +
              harness::format_classify_line(contained.a, contained.b) + ")"};
}

/// growth: when answer(A, B) is not disjoint, growing A (choice 0) or B
/// (choice 1) about its center (u -> 2u, v -> 2v) keeps it not disjoint.
template <class T>
LawVerdict check_growth(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair, const LawParameters& parameters) {
  if (parameters.choice < 0 || parameters.choice > 1) return does_not_apply("choice must be 0 or 1");
  const Answer before = kernel.answer(pair);
  if (before == Answer::disjoint || before == Answer::invalid) return does_not_apply("answer(A, B) is disjoint");
  BoxPair<T> grown = pair;
  const std::optional<oracle::StoredBox<T>> box = grow_exactly(parameters.choice == 0 ? pair.a : pair.b);
  if (!box) return does_not_apply("growing would overflow");
  (parameters.choice == 0 ? grown.a : grown.b) = *box;
  return {true, kernel.answer(grown) != Answer::disjoint,
          describe_answers(kernel, "(A, B)", pair, parameters.choice == 0 ? "(2A, B)" : "(A, 2B)", grown)};
}

/// oracle_agreement: the production kernel answers what the oracle answers
/// for the stored numbers; a port says intersecting exactly when the regions
/// its own construction holds meet (harness/kernels.cpp, each port's SeedPort::held), and any answer
/// to a non-finite input is wrong.
template <class T>
LawVerdict check_oracle_agreement(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair, const LawParameters&) {
  const Answer answer = kernel.answer(pair);
  if (!kernel.is_port()) {
    const Answer truth = harness::oracle_answer(pair);
    return {true, answer == truth,
            std::string(kernel.name) + " answers " + std::string(to_string(answer)) + ", the oracle " +
                std::string(to_string(truth))};
  }
  const harness::PortTrial trial = kernel.kernel->trial(harness::widened(pair));
  const bool is_meeting = trial.is_finite && harness::relation_of(trial.a, trial.b) != Answer::disjoint;
  const bool is_right = trial.is_finite && (trial.answer == Answer::intersecting) == is_meeting;
  return {true, is_right,
          std::string(kernel.name) + " answers " + std::string(to_string(trial.answer)) + "; the regions it holds " +
              (!trial.is_finite ? "are not finite" : is_meeting ? "meet" : "do not meet")};
}

/// float_double_agreement (production kernel, float boxes): classifying the
/// float boxes and the same values widened to double gives one answer.
template <class T>
LawVerdict check_float_double_agreement(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                        const LawParameters&) {
  if constexpr (!std::is_same_v<T, float>) {
    (void)kernel, (void)pair;
    return does_not_apply("for float boxes");
  } else {
    if (kernel.is_port()) return does_not_apply("for the production kernel");
    const Answer narrow_answer = kernel.answer(pair), wide_answer = kernel.kernel->answer(harness::widened(pair));
    return {true, narrow_answer == wide_answer,
            "float answers " + std::string(to_string(narrow_answer)) + ", double " +
                std::string(to_string(wide_answer))};
  }
}

}  // namespace obb2d::properties
