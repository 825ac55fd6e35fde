// Every saved seed finding (corpus/seed_findings/*.txt) as a pinned fact:
// the port still answers wrong, and the oracle and the production kernel
// answer right. A port that stops showing its defect fails here.

#include "harness/box_pair_line.hpp"
#include "harness/kernels.hpp"

#include "finding_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace obb2d::harness {
namespace {

using Finding = testing_support::FindingFile;

std::vector<Finding> read_findings() { return testing_support::read_finding_files(OBB2D_SEED_FINDINGS_DIR); }

class SeedFinding : public ::testing::TestWithParam<Finding> {};

TEST_P(SeedFinding, port_still_answers_wrong_and_oracle_and_kernel_answer_right) {
  const Finding& finding = GetParam();
  const auto field = [&finding](const char* key) {
    const auto found = finding.fields.find(key);
    return found == finding.fields.end() ? std::string() : found->second;
  };
  ASSERT_EQ(field("precision"), "float");
  const ParsedLine<float> parsed = parse_box_pair_line<float>(field("input"));
  ASSERT_TRUE(parsed.pair.has_value()) << parsed.error;
  const Kernel* port = find_kernel(field("kernel"));
  ASSERT_NE(port, nullptr) << field("kernel");

  const std::optional<Answer> answer = answer_named(field("answer")), truth = answer_named(field("truth"));
  ASSERT_TRUE(answer && truth) << "answer '" << field("answer") << "', truth '" << field("truth") << "'";
  EXPECT_EQ(port->answer(*parsed.pair), *answer);
  EXPECT_EQ(oracle_answer(*parsed.pair), *truth);
  EXPECT_EQ(find_kernel("exact")->answer(*parsed.pair), *truth);
  EXPECT_FALSE(is_right(*answer, *truth)) << "the recorded answer is not a defect";
}

INSTANTIATE_TEST_SUITE_P(Corpus, SeedFinding, ::testing::ValuesIn(read_findings()),
                         [](const ::testing::TestParamInfo<Finding>& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(SeedFindings, cover_every_seed_port) {
  std::vector<std::string> kernels;
  for (const Finding& finding : read_findings()) kernels.push_back(finding.fields.at("kernel"));
  for (const std::string_view port : kernel_names(KernelRole::seed_port)) {
    EXPECT_NE(std::find(kernels.begin(), kernels.end(), port), kernels.end()) << port << " has no finding";
  }
}

}  // namespace
}  // namespace obb2d::harness
