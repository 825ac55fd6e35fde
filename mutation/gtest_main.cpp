// The main of the kill suite's unit programs (scripts/mutate), on both paths:
// GoogleTest's own, with two listeners.
// - A program ends at its first failed assertion, printing the test's name as
//   GoogleTest prints a failed test: one failure kills the mutant, and the
//   rest of a long test (a grid of a million pairs) would only repeat it.
// - In a schemata build, a listener writes, after each test, the mutants whose
//   schema the test evaluated (mutation/selector.hpp, when
//   OBB2D_MUTATION_REACH names a file). A test that never evaluates a
//   mutant's schema runs the same with that mutant selected, so only the
//   tests that reach a mutant are run for it.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

// (The test's name is kept at its start: GoogleTest calls OnTestPartResult
// holding the lock that current_test_info() takes.)
class FirstFailureListener : public testing::EmptyTestEventListener {
  void OnTestStart(const testing::TestInfo& test) override {
    name_ = std::string(test.test_suite_name()) + "." + test.name();
  }
  void OnTestPartResult(const testing::TestPartResult& result) override {
    if (!result.failed()) return;
    std::printf("[  FAILED  ] %s\n", name_.empty() ? "(outside a test)" : name_.c_str());
    std::fflush(stdout);
    std::_Exit(1);
  }
  std::string name_;
};

#ifdef OBB2D_MUTATION_SITES
class ReachListener : public testing::EmptyTestEventListener {
  void OnTestEnd(const testing::TestInfo& test) override {
    const std::string name = std::string(test.test_suite_name()) + "." + test.name();
    obb2d_mutation::write_reached(name.c_str());
  }
};
#endif

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  testing::TestEventListeners& listeners = testing::UnitTest::GetInstance()->listeners();
  listeners.Append(new FirstFailureListener);  // after the printer, which shows the failure first
#ifdef OBB2D_MUTATION_SITES
  listeners.Append(new ReachListener);
#endif
  return RUN_ALL_TESTS();
}
