// The self-test must catch a build that is not exact. This program is built
// with one of obb2d's protections switched off on purpose (the test-only
// macros of obb2d.hpp) and exits 0 only when obb2d::self_test() fails:
//   self_test_sees_reassociation  OBB2D_TEST_ONLY_NO_FP_PRAGMAS under
//       -fassociative-math -fno-signed-zeros -fno-trapping-math
//   self_test_sees_ftz_daz  OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD, run
//       with flush-to-zero and denormals-are-zero set
// scripts/test-portability has more such rows (other flags, AArch64).

#include "portability/fp_environment.hpp"

#include <obb2d/self_test.hpp>

#include <cstdio>

int main() {
#if defined(OBB2D_TEST_ONLY_NO_FP_ENVIRONMENT_GUARD)
  if (!obb2d::portability::can_flush_to_zero) {
    std::puts("no flush-to-zero mode on this target: nothing to break");
    return 0;
  }
  const obb2d::portability::ScopedFloatMode flushing(obb2d::portability::FloatMode::flush_to_zero);
#endif
  const obb2d::SelfTestResult result = obb2d::self_test();
  if (result.passed()) {
    std::printf("self_test() passed all %d cases in a deliberately broken build\n", result.cases_run);
    return 1;
  }
  std::printf("self_test() caught the broken build: case %d (%s), %s answered %s, expected %s\n", result.failed_case,
              result.group, result.check, obb2d::to_string(result.actual), obb2d::to_string(result.expected));
  return 0;
}
