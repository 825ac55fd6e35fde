#pragma once
/// @file
/// What a kernel gets wrong on one float box pair, as the campaign files
/// it: the truth for the geometry it held (a seed port's after its own
/// construction, its trial; the production kernel's as given), its answer,
/// the input kind, and that geometry. One
/// definition for the fuzz target that finds classes (fuzz/ports_vs_oracle.cpp)
/// and for the shrinker that simplifies their witnesses (obb2d verify).

#include "answer.hpp"
#include "box_pair.hpp"
#include "input_kind.hpp"
#include "kernels.hpp"
#include "polygon_pair.hpp"

#include <cmath>
#include <optional>
#include <string>

namespace obb2d::harness {

struct PortFinding {
  Answer truth = Answer::invalid;  ///< for the geometry the port held
  Answer answer = Answer::invalid;  ///< the port's
  std::string kind;                 ///< input_kind of that geometry
  BoxPair<double> native{};         ///< that geometry, as boxes in double
  bool is_native_exact = false;     ///< whether `native` is it exactly
};

/// The truth for what the port held in `trial`, its run on `pair`: invalid
/// when a number of the pair or of that state is NaN or infinite.
template <class T>
Answer held_truth(const PortTrial& trial, const BoxPair<T>& pair) {
  const bool is_finite = oracle::is_finite_box(pair.a) && oracle::is_finite_box(pair.b);
  return is_finite && trial.is_finite ? relation_of(trial.a, trial.b) : Answer::invalid;
}

/// The kernel's finding on `pair`, or nullopt when its answer is right. A
/// seed port is judged on the geometry its trial held; a kernel without a
/// trial (the production kernel) on the pair as given, held exactly.
inline std::optional<PortFinding> find_port_finding(const Kernel& port, const BoxPair<float>& pair) {
  if (port.trial == nullptr) {
    const Answer truth = oracle_answer(pair);
    const Answer answer = port.answer(pair);
    if (is_right(answer, truth)) return std::nullopt;
    return PortFinding{truth, answer, input_kind(pair, truth), widened(pair), true};
  }
  const PortTrial trial = port.trial(widened(pair));
  const Answer truth = held_truth(trial, pair);
  if (is_right(trial.answer, truth)) return std::nullopt;
  const BoxPair<double> native{trial.native_a, trial.native_b};
  return PortFinding{truth, trial.answer, input_kind<double, float>(native, truth), native, trial.is_native_box_exact};
}

/// What a polygon routine (a seed port's, on float pairs, or the production
/// kernel's) gets wrong on one polygon pair, as the polygon campaign files it: the oracle's truth for the pair,
/// the port's answer, the input kind. Lists of finite numbers that are not
/// convex polygons are outside the routine's contract and never a finding.
struct PolygonPortFinding {
  Answer truth = Answer::invalid;
  Answer answer = Answer::invalid;
  std::string kind;
};

/// The port's polygon finding on `pair`, or nullopt when its answer is
/// right or the pair is outside its contract. One definition for the fuzz
/// target (fuzz/polygon_vs_oracle.cpp) and the shrinker (obb2d verify).
template <class T>
std::optional<PolygonPortFinding> find_polygon_port_finding(const Kernel& port, const PolygonPair<T>& pair) {
  const auto is_finite_list = [](const std::vector<Vec2<T>>& list) {
    for (const Vec2<T>& p : list) {
      if (!std::isfinite(p.x) || !std::isfinite(p.y)) return false;
    }
    return true;
  };
  const Answer truth = oracle_answer(pair);
  if (truth == Answer::invalid && is_finite_list(pair.a) && is_finite_list(pair.b)) return std::nullopt;
  const Answer answer = port.answer(pair);
  if (is_right(answer, truth)) return std::nullopt;
  return PolygonPortFinding{truth, answer, input_kind(pair, truth)};
}

}  // namespace obb2d::harness
