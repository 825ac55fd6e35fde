// The mechanisms the campaign report quotes (harness/seed_mechanisms.hpp)
// are the ones docs/seed-findings.md attributes: its tables under
// "Every class one campaign found" and the code's rows are the same set.

#include "harness/seed_mechanisms.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <tuple>

namespace obb2d::harness {
namespace {

using Row = std::tuple<std::string, std::string, std::string>;

/// Each table row of the document's campaign section: the kernel (from the
/// "**name** — ..." line above it), the class, and the first word
/// of the mechanism column.
std::set<Row> rows_of_the_document() {
  std::ifstream doc(OBB2D_SEED_FINDINGS_DOC);
  EXPECT_TRUE(doc) << OBB2D_SEED_FINDINGS_DOC;
  const std::regex heading(R"(^\*\*([a-z0-9-]+)\*\* — )");
  const std::regex row(R"(^\| `([a-z-]+/[a-z-]+)` \|.*\| ([A-Za-z0-9-]+)[^|]*\|$)");
  std::set<Row> rows;
  std::string kernel;
  bool is_in_section = false;
  for (std::string line; std::getline(doc, line);) {
    if (line.rfind("## ", 0) == 0) is_in_section = line == "## Every class one campaign found";
    std::smatch match;
    if (!is_in_section) continue;
    if (std::regex_search(line, match, heading)) kernel = match[1];
    if (std::regex_match(line, match, row) && !kernel.empty()) rows.insert({kernel, match[1], match[2]});
  }
  return rows;
}

TEST(SeedMechanisms, the_code_attributes_every_class_as_the_document_does) {
  std::set<Row> code;
  for (const SeedClassMechanism& row : seed_class_mechanisms) {
    code.insert({std::string(row.kernel), std::string(row.class_name), std::string(row.mechanism)});
  }
  const std::set<Row> document = rows_of_the_document();
  EXPECT_GE(document.size(), 70u);
  for (const Row& row : document) {
    EXPECT_TRUE(code.count(row)) << "only in the document: " << std::get<0>(row) << " " << std::get<1>(row) << " "
                                 << std::get<2>(row);
  }
  for (const Row& row : code) {
    EXPECT_TRUE(document.count(row)) << "only in the code: " << std::get<0>(row) << " " << std::get<1>(row) << " "
                                     << std::get<2>(row);
  }
}

TEST(SeedMechanisms, every_attributed_mechanism_is_explained_and_found) {
  for (const SeedClassMechanism& row : seed_class_mechanisms) {
    const SeedMechanism* mechanism = find_seed_mechanism(row.kernel, row.class_name);
    ASSERT_NE(mechanism, nullptr) << row.kernel << " " << row.class_name << " " << row.mechanism;
    EXPECT_EQ(mechanism->name, row.mechanism);
    EXPECT_FALSE(mechanism->explanation.empty());
  }
  EXPECT_EQ(find_seed_mechanism("xna", "overlapping-as-disjoint/generic"), nullptr);
  EXPECT_EQ(find_seed_mechanism("exact", "invalid-as-disjoint/invalid"), nullptr);
}

}  // namespace
}  // namespace obb2d::harness
