// impl/obb2d/self_test.hpp: its embedded answers are the oracle's, its table
// is what its generator makes, it has every group it promises and cases that
// a broken build gets wrong, and self_test() passes in this build, with the
// default floating-point environment and with flush-to-zero set by the caller.

#include "harness/certificate_check.hpp"
#include "kernel_test_support.hpp"
#include "portability/fp_environment.hpp"
#include "self_test_cases/self_test_case_builder.hpp"

#include <obb2d/self_test.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <type_traits>

namespace obb2d {
namespace {

using detail::SelfTestCase;
using detail::SelfTestGroup;

/// The case as an `obb2d classify` line, with its place in the table.
template <class T>
std::string describe(int index, const SelfTestGroup& group, const SelfTestCase<T>& test_case) {
  return "case " + std::to_string(index) + " (" + group.name + "): " +
         harness::format_classify_line(testing_support::to_stored_box(test_case.a),
                                    testing_support::to_stored_box(test_case.b));
}

TEST(SelfTestTable, every_expected_answer_is_the_oracles) {
  int checked = 0;
  detail::visit_self_test_cases([&checked](int index, const SelfTestGroup& group, const auto& test_case) {
    EXPECT_EQ(testing_support::relation_by_oracle(test_case.a, test_case.b), test_case.expected)
        << describe(index, group, test_case);
    EXPECT_EQ(testing_support::relation_by_oracle(test_case.b, test_case.a), test_case.expected)
        << describe(index, group, test_case) << " (b, a)";
    ++checked;
    return true;
  });
  EXPECT_EQ(checked, detail::self_test_table::case_count);
}

template <class T>
bool have_same_bits(const Box<T>& x, const Box<T>& y) {
  return std::memcmp(&x, &y, sizeof(Box<T>)) == 0;  // Box<T> is six Ts, no padding
}

/// The header's array of cases of precision T.
template <class T>
const SelfTestCase<T>* stored_cases() {
  if constexpr (std::is_same_v<T, float>) {
    return detail::self_test_table::float_cases;
  } else {
    return detail::self_test_table::double_cases;
  }
}

/// Every group and case of the header's table, in order, against the
/// builder's: the table is what generate_self_test_table writes.
template <class T>
void expect_groups_as_built(const std::vector<self_test_cases::BuiltGroup<T>>& built, bool holds_doubles) {
  std::size_t next = 0;
  for (const SelfTestGroup& group : detail::self_test_table::groups) {
    if (group.holds_doubles != holds_doubles) continue;
    ASSERT_LT(next, built.size()) << group.name;
    const auto& expected_group = built[next++];
    EXPECT_EQ(group.name, expected_group.name);
    EXPECT_EQ(group.checks_certificates, expected_group.also_certify) << group.name;
    ASSERT_EQ(std::size_t(group.case_count), expected_group.cases.size()) << group.name;
    for (int i = 0; i < group.case_count; ++i) {
      const SelfTestCase<T>& stored = stored_cases<T>()[group.first_case + i];
      const auto& made = expected_group.cases[std::size_t(i)];
      EXPECT_TRUE(have_same_bits(stored.a, made.a) && have_same_bits(stored.b, made.b) &&
                  stored.expected == made.expected)
          << group.name << ", case " << i << " (" << made.note << "): regenerate the table (see the generator)";
    }
  }
  EXPECT_EQ(next, built.size());
}

TEST(SelfTestTable, is_what_the_generator_makes) {
  const self_test_cases::BuiltTable built = self_test_cases::build_self_test_table();
  expect_groups_as_built(built.float_groups, false);
  expect_groups_as_built(built.double_groups, true);
}

TEST(SelfTestTable, has_every_promised_group_and_at_least_300_cases) {
  std::map<std::string, int> counts;
  detail::visit_self_test_cases([&counts](int, const SelfTestGroup& group, const auto&) {
    ++counts[group.name];
    return true;
  });
  std::vector<std::string> promised = {"touching and one-ulp", "Pythagorean contacts", "huge values", "tiny values",
                                       "subnormals",           "negative zero",        "NaN",         "infinity",
                                       "degenerate boxes",     "certificates"};
  for (int row = 1; row <= 17; ++row) promised.push_back("edge-cases.md row " + std::to_string(row) + " (");
  for (const std::string& name : promised) {
    for (const char* precision : {", float", ", double"}) {
      int found = 0;
      for (const auto& [group, count] : counts) {
        const bool is_row = name.back() == '(';
        const bool matches = is_row ? group.rfind(name, 0) == 0 && group.size() > name.size() &&
                                          group.compare(group.size() - std::strlen(precision), std::string::npos,
                                                        precision) == 0
                                    : group == name + precision;
        if (matches) found += count;
      }
      EXPECT_GT(found, 0) << "no case in group " << name << "..." << precision;
    }
  }
  EXPECT_GE(detail::self_test_table::case_count, 300);
}

TEST(SelfTest, passes_in_this_build) {
  const SelfTestResult result = self_test();
  EXPECT_TRUE(result.passed()) << "case " << result.failed_case << " (" << (result.group ? result.group : "?")
                               << "): " << (result.check ? result.check : "?") << " answered "
                               << to_string(result.actual) << ", expected " << to_string(result.expected);
  EXPECT_EQ(result.cases_run, detail::self_test_table::case_count);
  EXPECT_EQ(result.group, nullptr);
  EXPECT_EQ(result.check, nullptr);
}

// The header switches to the default environment around its own work, so
// flush-to-zero and denormals-are-zero or a rounding mode set by the caller
// change nothing.
TEST(SelfTest, passes_in_each_environment_the_caller_may_set) {
  int environments = 0;
  for (const portability::FloatMode mode : {portability::FloatMode::flush_to_zero, portability::FloatMode::round_upward}) {
    if (!portability::has_mode(mode)) continue;
    ++environments;
    SelfTestResult result;
    {
      const portability::ScopedFloatMode scope(mode);
      result = self_test();
    }
    EXPECT_TRUE(result.passed()) << to_string(mode) << ": case " << result.failed_case << " ("
                                 << (result.group ? result.group : "?") << "): " << (result.check ? result.check : "?")
                                 << " answered " << to_string(result.actual) << ", expected "
                                 << to_string(result.expected);
  }
  if (environments == 0) GTEST_SKIP() << "no flush-to-zero or rounding mode on this target";
}

// The certificate group's certificates, as this build makes them, hold
// exactly (the self-test itself can only check what needs no arithmetic).
TEST(SelfTestTable, certificates_of_the_certificate_groups_hold_exactly) {
  int checked = 0;
  detail::visit_self_test_cases([&checked](int index, const SelfTestGroup& group, const auto& test_case) {
    if (!group.checks_certificates) return true;
    const auto a = testing_support::to_stored_box(test_case.a), b = testing_support::to_stored_box(test_case.b);
    EXPECT_TRUE(harness::is_certificate_valid(a, b, certify(test_case.a, test_case.b))) << describe(index, group, test_case);
    EXPECT_TRUE(harness::is_certificate_valid(b, a, certify(test_case.b, test_case.a))) << describe(index, group, test_case);
    ++checked;
    return true;
  });
  EXPECT_GE(checked, 20);
}

/// The box as denormals-are-zero reads it: every subnormal number is ±0.
template <class T>
Box<T> read_with_denormals_as_zero(Box<T> box) {
  for (T* number : {&box.center.x, &box.center.y, &box.u.x, &box.u.y, &box.v.x, &box.v.y}) {
    if (std::fpclassify(*number) == FP_SUBNORMAL) *number = std::copysign(T(0), *number);
  }
  return box;
}

// A run with denormals-are-zero and a kernel that does not undo it reads
// subnormal inputs as 0, and then answers, at best, for other boxes: the
// table has cases whose exact answer those other boxes change, at both
// precisions (and in the subnormals and certificates groups).
TEST(SelfTestTable, has_cases_that_denormals_are_zero_changes) {
  std::map<std::string, int> changed;
  detail::visit_self_test_cases([&changed](int, const SelfTestGroup& group, const auto& test_case) {
    const auto a = read_with_denormals_as_zero(test_case.a), b = read_with_denormals_as_zero(test_case.b);
    if (testing_support::relation_by_oracle(a, b) != test_case.expected) ++changed[group.name];
    return true;
  });
  for (const char* group : {"subnormals, float", "subnormals, double", "certificates, float", "certificates, double"}) {
    EXPECT_GE(changed[group], 1) << group;
  }
  int total = 0;
  for (const auto& entry : changed) total += entry.second;
  EXPECT_GE(total, 20);
}

}  // namespace
}  // namespace obb2d
