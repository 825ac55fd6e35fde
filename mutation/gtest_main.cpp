// The main of the kill suite's unit programs in a schemata build
// (scripts/mutate): GoogleTest's own, plus a listener that writes, after each
// test, the mutants whose schema the test evaluated (mutation/selector.hpp,
// when OBB2D_MUTATION_REACH names a file). A test that never evaluates a
// mutant's schema runs the same with that mutant selected, so only the tests
// that reach a mutant are run for it.
#include <gtest/gtest.h>

#include <string>

namespace {

class ReachListener : public testing::EmptyTestEventListener {
  void OnTestEnd(const testing::TestInfo& test) override {
    const std::string name = std::string(test.test_suite_name()) + "." + test.name();
    obb2d_mutation::write_reached(name.c_str());
  }
};

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  testing::UnitTest::GetInstance()->listeners().Append(new ReachListener);
  return RUN_ALL_TESTS();
}
