// What the vendoring guide tells an engine to do: run obb2d's self-test in
// its own build (installed headers, or self_test.hpp copied next to
// obb2d.hpp and compiled with -DOBB2D_VENDORED).
#if defined(OBB2D_VENDORED)
#include "self_test.hpp"
#else
#include <obb2d/self_test.hpp>
#endif

#include <cstdio>

int main() {
  const obb2d::SelfTestResult check = obb2d::self_test();
  if (!check.passed()) {
    std::printf("self_test: case %d (%s): %s answered %s, expected %s\n", check.failed_case, check.group, check.check,
                obb2d::to_string(check.actual), obb2d::to_string(check.expected));
    return 1;
  }
  std::printf("self_test: all %d cases passed\n", check.cases_run);
  return 0;
}
