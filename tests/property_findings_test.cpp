// Every law a seed port breaks, pinned (corpus/property_findings/*.txt,
// written by `obb2d_properties --write-findings`): on the recorded input
// and parameters the port still breaks the law, and the production kernel
// keeps it on that very input. A port that stops breaking a law, or a
// kernel that starts to, fails here.

#include "properties/law_finding.hpp"
#include "properties/laws/law_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace obb2d::properties {
namespace {

struct NamedFinding {
  std::string name;
  LawFinding finding;
};

std::vector<NamedFinding> read_findings() {
  std::vector<NamedFinding> findings;
  for (const auto& entry : std::filesystem::directory_iterator(OBB2D_PROPERTY_FINDINGS_DIR)) {
    if (entry.path().extension() != ".txt") continue;
    const std::optional<LawFinding> finding = read_law_finding(entry.path().string());
    findings.push_back({entry.path().stem().string(), finding.value_or(LawFinding{})});
  }
  std::sort(findings.begin(), findings.end(),
            [](const NamedFinding& a, const NamedFinding& b) { return a.name < b.name; });
  return findings;
}

void PrintTo(const NamedFinding& finding, std::ostream* out) { *out << finding.name; }

class PropertyFinding : public ::testing::TestWithParam<NamedFinding> {};

TEST_P(PropertyFinding, port_still_breaks_the_law_and_the_kernel_keeps_it) {
  const LawFinding& finding = GetParam().finding;
  ASSERT_FALSE(finding.law.empty()) << "unreadable finding file";
  ASSERT_EQ(finding.precision, "float");  // the ports take float numbers
  const Law<float>* law = find_law<float>(finding.law);
  ASSERT_NE(law, nullptr) << finding.law;
  const std::optional<KernelUnderTest<float>> port = find_kernel_under_test<float>(finding.kernel);
  ASSERT_TRUE(port.has_value()) << finding.kernel;
  ASSERT_TRUE(port->is_port());
  const std::optional<LawParameters> parameters = parse_law_parameters(finding.parameters);
  ASSERT_TRUE(parameters.has_value()) << finding.parameters;
  const harness::ParsedLine<float> parsed = harness::parse_box_pair_line<float>(finding.input);
  ASSERT_TRUE(parsed.pair.has_value()) << parsed.error;

  const LawVerdict port_verdict = law->check(*port, *parsed.pair, *parameters);
  EXPECT_TRUE(port_verdict.applies) << port_verdict.detail;
  EXPECT_FALSE(port_verdict.holds) << "the port keeps the law now: " << port_verdict.detail;

  // growth's precondition is the kernel's own answer (not disjoint): a kernel
  // that rightly answers disjoint keeps it vacuously. Every other law's
  // precondition is about the input alone, so it must apply to the kernel.
  const LawVerdict kernel_verdict = law->check(*find_kernel_under_test<float>("exact"), *parsed.pair, *parameters);
  EXPECT_TRUE(kernel_verdict.applies || finding.law == "growth") << kernel_verdict.detail;
  EXPECT_TRUE(!kernel_verdict.applies || kernel_verdict.holds)
      << "the production kernel breaks the law: " << kernel_verdict.detail;
}

INSTANTIATE_TEST_SUITE_P(Corpus, PropertyFinding, ::testing::ValuesIn(read_findings()),
                         [](const ::testing::TestParamInfo<NamedFinding>& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(PropertyFindings, cover_every_seed_port) {
  std::set<std::string> kernels;
  for (const NamedFinding& finding : read_findings()) kernels.insert(finding.finding.kernel);
  for (const std::string_view port : harness::kernel_names(harness::KernelRole::seed_port)) {
    EXPECT_EQ(kernels.count(std::string(port)), 1u) << port << " has no pinned property finding";
  }
}

TEST(PropertyFindings, law_parameters_round_trip_through_text) {
  const LawParameters parameters{5, -3, 0x1.8p-7, -1024, 0x1.921fb54442d18p+0};
  const std::optional<LawParameters> read = parse_law_parameters(to_text(parameters));
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->choice, 5);
  EXPECT_EQ(read->exponent, -3);
  EXPECT_EQ(read->x, 0x1.8p-7);
  EXPECT_EQ(read->y, -1024);
  EXPECT_EQ(read->angle, 0x1.921fb54442d18p+0);
  EXPECT_FALSE(parse_law_parameters("choice=1 colour=2").has_value());
}

}  // namespace
}  // namespace obb2d::properties
