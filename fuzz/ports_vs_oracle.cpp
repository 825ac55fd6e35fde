/// @file
/// The campaign's fuzz target: one kernel of the registry (the production
/// kernel or a seed port, chosen by the environment variable OBB2D_KERNEL)
/// against the oracle, on boundary-seeking float box pairs. Ports keep going
/// after a disagreement: each is grouped into a class
/// (harness/findings_log.hpp) and the log is written at exit to
/// OBB2D_FINDINGS_FILE. A disagreement of the production kernel is recorded
/// the same way, the log written at once, and then the target aborts with a
/// reproduction, as kernel_vs_oracle does. Without OBB2D_KERNEL (ctest's
/// replay) every kernel runs on every input.

#include "harness/box_pair_from_bytes.hpp"
#include "harness/findings_log.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/input_kind.hpp"
#include "harness/kernels.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/port_finding.hpp"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

namespace {

namespace harness = obb2d::harness;
using harness::Answer;

harness::FindingsLog& findings_log() {
  static harness::FindingsLog log;
  return log;
}

/// The kernels this target fuzzes: every one that takes boxes but the oracle.
bool is_fuzzed(const harness::Kernel* kernel) {
  return kernel != nullptr && kernel->role != harness::KernelRole::oracle && kernel->takes(harness::Shape::box);
}

void check_kernel(const harness::Kernel& kernel, const harness::BoxPair<float>& pair, const std::uint8_t* data,
                  std::size_t size) {
  const std::optional<harness::PortFinding> finding = harness::find_port_finding(kernel, pair);
  if (!finding) return;
  const std::string line = harness::format_classify_line(pair.a, pair.b);
  const harness::Disagreement disagreement{std::string(to_string(finding->truth)),
                                           std::string(to_string(finding->answer)), finding->kind, line,
                                           harness::format_classify_line(finding->native.a, finding->native.b),
                                           finding->is_native_exact};
  if (kernel.role != harness::KernelRole::production) return findings_log().record(disagreement, data, size);
  harness::record_production_and_abort(findings_log(), disagreement, data, size, [&] {
    harness::report_mismatch_and_abort<float>(
        "ports_vs_oracle", pair.a, pair.b,
        {{"oracle", disagreement.truth}, {std::string(kernel.name), disagreement.answer}});
  });
}

}  // namespace

/// An OBB2D_KERNEL that names no kernel of this target is refused before any
/// input, so that no campaign can count executions of a kernel that never ran.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr || is_fuzzed(harness::find_kernel(chosen))) return 0;
  std::fprintf(stderr, "ports_vs_oracle: OBB2D_KERNEL '%s' names no kernel of this target\n", chosen);
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  harness::FuzzBytes bytes(data, size);
  const auto pair = harness::make_box_pair_from_bytes<float>(bytes);
  findings_log().count_execution();
  if (const char* chosen = std::getenv("OBB2D_KERNEL")) {
    check_kernel(*harness::find_kernel(chosen), pair, data, size);
  } else {
    for (const harness::Kernel& kernel : harness::all_kernels()) {
      if (is_fuzzed(&kernel)) check_kernel(kernel, pair, data, size);
    }
  }
  return 0;
}
