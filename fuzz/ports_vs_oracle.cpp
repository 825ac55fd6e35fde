/// @file
/// The campaign's fuzz target: one kernel (the production kernel or a seed
/// port, chosen by the environment variable OBB2D_KERNEL) against the
/// oracle, on boundary-seeking float box pairs. Ports keep going after a
/// disagreement: each is grouped into a class (fuzz/findings_log.hpp) and the
/// log is written at exit to OBB2D_FINDINGS_FILE. A disagreement of the
/// production kernel aborts, as in kernel_vs_oracle. Without OBB2D_KERNEL
/// (ctest's replay) every kernel runs on every input.

#include "box_pair_from_bytes.hpp"
#include "findings_log.hpp"
#include "input_kind.hpp"
#include "kernel_box.hpp"
#include "mismatch_report.hpp"
#include "seed_port_truth.hpp"

#include <obb2d/obb2d.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

using obb2d::oracle::Relation;

const char* const kernel_names[] = {"exact", "xna", "unity-box", "unity-convex", "flipcode", "cocos2dx",
                                    "cocos2dx-intabs"};

obb2d::fuzz::FindingsLog& findings_log() {
  static obb2d::fuzz::FindingsLog log;
  return log;
}

std::string relation_of(const obb2d::fuzz::RationalPolygon& a, const obb2d::fuzz::RationalPolygon& b) {
  return std::string(to_string(obb2d::oracle::intersect_convex_polygons(a, b).relation));
}

obb2d::ports::FloatBox to_float_box(const obb2d::oracle::StoredBox<float>& box) {
  return {box.cx, box.cy, box.ux, box.uy, box.vx, box.vy};
}

void check_kernel(const std::string& name, const obb2d::fuzz::FuzzBoxPair<float>& pair, const std::uint8_t* data,
                  std::size_t size) {
  namespace fuzz = obb2d::fuzz;
  const bool is_finite = obb2d::oracle::is_finite_box(pair.a) && obb2d::oracle::is_finite_box(pair.b);
  if (name == "exact") {
    const obb2d::Relation answer = obb2d::classify(fuzz::to_kernel_box(pair.a), fuzz::to_kernel_box(pair.b));
    const std::string truth =
        is_finite ? std::string(to_string(obb2d::oracle::intersect_boxes(pair.a, pair.b).relation)) : "invalid";
    if (truth == obb2d::to_string(answer)) return;
    const std::string line = fuzz::format_classify_line(pair.a, pair.b);
    findings_log().record(truth, obb2d::to_string(answer), fuzz::input_kind(pair, truth), data, size, line, line, true);
    fuzz::report_mismatch_and_abort<float>("ports_vs_oracle", pair.a, pair.b,
                                           {{"oracle", truth}, {"exact", obb2d::to_string(answer)}});
  }
  const auto trial = fuzz::run_port(name, to_float_box(pair.a), to_float_box(pair.b));
  if (!trial) return;
  const std::string answer = trial->is_intersecting ? "intersecting" : "disjoint";
  const std::string truth = (is_finite && trial->is_finite) ? relation_of(trial->a, trial->b) : "invalid";
  const bool sets_meet = truth == "touching" || truth == "overlapping";
  if (truth != "invalid" && trial->is_intersecting == sets_meet) return;
  const fuzz::FuzzBoxPair<double> native{trial->native_a, trial->native_b};
  findings_log().record(truth, answer, fuzz::input_kind(native, truth), data, size,
                        fuzz::format_classify_line(pair.a, pair.b),
                        fuzz::format_classify_line(trial->native_a, trial->native_b), trial->is_native_box_exact);
}

}  // namespace

/// An OBB2D_KERNEL that names no kernel here is refused before any input,
/// so that no campaign can count executions of a kernel that never ran.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr) return 0;
  for (const char* name : kernel_names) {
    if (std::string(chosen) == name) return 0;
  }
  std::fprintf(stderr, "ports_vs_oracle: OBB2D_KERNEL '%s' names no kernel of this target\n", chosen);
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::fuzz::FuzzBytes bytes(data, size);
  const auto pair = obb2d::fuzz::make_box_pair_from_bytes<float>(bytes);
  findings_log().count_execution();
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen != nullptr) {
    check_kernel(chosen, pair, data, size);
  } else {
    for (const char* name : kernel_names) check_kernel(name, pair, data, size);
  }
  return 0;
}
