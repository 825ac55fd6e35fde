// The self-test must catch a build that is not exact. This program is built
// with one of obb2d's protections switched off on purpose (the test-only
// macros of obb2d.hpp) and exits 0 only when obb2d::self_test() fails:
//   self_test_sees_reassociation  OBB2D_TEST_ONLY_NO_FP_PRAGMAS under
//       -fassociative-math -fno-signed-zeros -fno-trapping-math
//   self_test_sees_environment_changes  OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD,
//       run with flush-to-zero and denormals-are-zero set, and again with
//       rounding toward +inf, where the target has them: the self-test must
//       fail in each
// scripts/test-portability has more such rows (other flags and targets).

#include "portability/fp_environment.hpp"

#include <obb2d/self_test.hpp>

#include <cstdio>

namespace {

/// Whether self_test() fails, as it must in a broken build; says what it saw.
bool does_self_test_fail(const char* environment) {
  const obb2d::SelfTestResult result = obb2d::self_test();
  if (result.passed()) {
    std::printf("self_test() passed all %d cases in a deliberately broken build (%s)\n", result.cases_run,
                environment);
    return false;
  }
  std::printf("self_test() caught the broken build (%s): case %d (%s), %s answered %s, expected %s\n", environment,
              result.failed_case, result.group, result.check, obb2d::to_string(result.actual),
              obb2d::to_string(result.expected));
  return true;
}

}  // namespace

int main() {
#if defined(OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD)
  using obb2d::portability::FloatMode;
  int environments = 0, caught = 0;
  for (const FloatMode mode : {FloatMode::flush_to_zero, FloatMode::round_upward}) {
    if (!obb2d::portability::has_mode(mode)) continue;
    const obb2d::portability::ScopedFloatMode scope(mode);
    ++environments;
    caught += does_self_test_fail(obb2d::portability::to_string(mode));
  }
  if (environments == 0) std::puts("no flush-to-zero or rounding mode on this target: nothing to break");
  return caught == environments ? 0 : 1;
#else
  return does_self_test_fail("default FP environment") ? 0 : 1;
#endif
}
