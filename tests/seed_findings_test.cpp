// Every saved seed finding (corpus/seed_findings/*.txt) as a pinned fact:
// the port still answers wrong, and the oracle and the production kernel
// answer right, and the class is the one the campaign files it under. A
// port that stops showing its defect fails here.

#include "harness/input_kind.hpp"
#include "harness/port_finding.hpp"
#include "harness/pair_line.hpp"
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
  const Kernel* port = find_kernel(field("kernel"));
  ASSERT_NE(port, nullptr) << field("kernel");
  const std::optional<Answer> answer = answer_named(field("answer")), truth = answer_named(field("truth"));
  ASSERT_TRUE(answer && truth) << "answer '" << field("answer") << "', truth '" << field("truth") << "'";
  EXPECT_FALSE(is_right(*answer, *truth)) << "the recorded answer is not a defect";

  if (field("shapes") == "polygons") {  // found by the polygon target: the port holds the points it is given
    ASSERT_TRUE(port->takes_polygons()) << field("kernel");
    const auto parsed = parse_polygon_pair_line<float>(field("input"));
    ASSERT_TRUE(parsed.pair.has_value()) << parsed.error;
    EXPECT_EQ(port->answer(*parsed.pair), *answer);
    EXPECT_EQ(oracle_answer(*parsed.pair), *truth);
    EXPECT_EQ(find_kernel("exact")->answer(*parsed.pair), *truth);
    EXPECT_EQ(field("class"), field("truth") + "-as-" + field("answer") + "/" + input_kind(*parsed.pair, *truth));
    return;
  }
  ASSERT_EQ(field("shapes"), "") << "shapes is 'polygons' or absent (boxes)";
  const ParsedLine<float> parsed = parse_box_pair_line<float>(field("input"));
  ASSERT_TRUE(parsed.pair.has_value()) << parsed.error;
  EXPECT_EQ(port->answer(*parsed.pair), *answer);
  EXPECT_EQ(oracle_answer(*parsed.pair), *truth);
  EXPECT_EQ(find_kernel("exact")->answer(*parsed.pair), *truth);
  // The class is the campaign's: of the geometry the port held (its truth
  // may differ from the truth for the boxes as given).
  const std::optional<PortFinding> held = find_port_finding(*port, *parsed.pair);
  ASSERT_TRUE(held.has_value());
  EXPECT_EQ(field("class"), std::string(to_string(held->truth)) + "-as-" + std::string(to_string(held->answer)) + "/" +
                                held->kind);
}

TEST(InputKind, near_touching_moves_by_an_ulp_of_the_precision_the_finding_was_made_of) {
  // Unit squares 2^-30 apart, held in double: an ulp of double does not
  // close the gap, an ulp of float (2^-23 at B's center 2) does.
  const BoxPair<double> apart{{0, 0, 1, 0, 0, 1}, {2 + 0x1p-30, 0, 1, 0, 0, 1}};
  EXPECT_EQ((input_kind<double, double>(apart, Answer::disjoint)), "generic");
  EXPECT_EQ((input_kind<double, float>(apart, Answer::disjoint)), "near-touching");
  // A number float holds moves as nextafter in float; one between two
  // floats by the spacing of floats there.
  EXPECT_EQ((nudge_by_ulps_of<float>(1.0, -1)), 1.0 - 0x1p-24);
  EXPECT_EQ((nudge_by_ulps_of<float>(1.0, 2)), 1.0 + 0x1p-22);
  EXPECT_EQ((nudge_by_ulps_of<float>(2 + 0x1p-30, 1)), 2 + 0x1p-30 + 0x1p-22);
  EXPECT_EQ((nudge_by_ulps_of<float>(-(2 + 0x1p-30), -1)), -(2 + 0x1p-30) - 0x1p-22);
}

TEST(InputKind, a_double_box_has_zero_area_only_when_its_cross_product_is_exactly_zero) {
  // (1 + 2^-30)(1 - 2^-30) - 1 * 1 = -2^-60, which double products round to 0.
  EXPECT_FALSE(has_zero_area(oracle::StoredBox<double>{0, 0, 1 + 0x1p-30, 1, 1, 1 - 0x1p-30}));
  EXPECT_TRUE(has_zero_area(oracle::StoredBox<double>{0, 0, 1 + 0x1p-30, 1, 2 + 0x1p-29, 2}));
  EXPECT_TRUE(has_zero_area(oracle::StoredBox<float>{0, 0, 3, 0, 0, 0}));
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

TEST(SeedFindings, cover_every_seed_port_that_takes_polygons_on_polygons) {
  std::vector<std::string> kernels;
  for (const Finding& finding : read_findings()) {
    const auto shapes = finding.fields.find("shapes");
    if (shapes != finding.fields.end() && shapes->second == "polygons") kernels.push_back(finding.fields.at("kernel"));
  }
  for (const std::string_view port : kernel_names(KernelRole::seed_port)) {
    if (!find_kernel(port)->takes_polygons()) continue;
    EXPECT_NE(std::find(kernels.begin(), kernels.end(), port), kernels.end()) << port << " has no finding on polygons";
  }
}

TEST(KernelRegistry, the_kernels_that_take_polygons_are_the_polygon_kernel_the_oracle_and_unity_convex) {
  std::vector<std::string_view> names;
  for (const Kernel& kernel : all_kernels()) {
    EXPECT_EQ(kernel.answer_polygons_float != nullptr, kernel.answer_polygons_double != nullptr) << kernel.name;
    if (kernel.takes_polygons()) names.push_back(kernel.name);
  }
  EXPECT_EQ(names, (std::vector<std::string_view>{"exact", "oracle", "unity-convex"}));
  // A square and a triangle sharing part of an edge, at both precisions; a
  // list that is not convex is invalid for the three-way kernels.
  const PolygonPair<float> touching{{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, {{2, 1}, {3, 0}, {3, 2}}};
  const PolygonPair<float> bent{{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}, {{5, 5}}};
  for (const std::string_view name : names) {
    const Kernel& kernel = *find_kernel(name);
    const Answer expected = kernel.role == KernelRole::seed_port ? Answer::intersecting : Answer::touching;
    EXPECT_EQ(kernel.answer(touching), expected) << name;
    EXPECT_EQ(kernel.answer(widened(touching)), expected) << name;
    if (kernel.role != KernelRole::seed_port) {
      EXPECT_EQ(kernel.answer(bent), Answer::invalid) << name;
    }
  }
}

TEST(KernelRegistry, names_are_unique_with_one_production_kernel_and_one_oracle) {
  std::vector<std::string_view> names;
  for (const Kernel& kernel : all_kernels()) {
    EXPECT_EQ(std::count(names.begin(), names.end(), kernel.name), 0) << kernel.name << " twice";
    names.push_back(kernel.name);
    // A box port is judged on what it held, and says what that was.
    EXPECT_EQ(kernel.trial != nullptr, kernel.role == KernelRole::seed_port && kernel.takes(Shape::box)) << kernel.name;
    EXPECT_EQ(kernel.judging == Judging::held_geometry, kernel.role == KernelRole::seed_port) << kernel.name;
    EXPECT_EQ(kernel.answers == AnswerKind::yes_no, kernel.role == KernelRole::seed_port && !kernel.takes(Shape::sprite))
        << kernel.name;
    EXPECT_EQ(kernel.answer_float != nullptr, kernel.answer_double != nullptr) << kernel.name;
    EXPECT_EQ(kernel.tolerance, 0) << kernel.name << ": every kernel here is judged exactly";
  }
  for (const Shape shape : {Shape::box, Shape::polygon, Shape::sprite}) {
    EXPECT_EQ(kernel_names(KernelRole::production, shape).size(), 1u) << to_string(shape);
    EXPECT_EQ(production_kernel(shape).role, KernelRole::production) << to_string(shape);
  }
  EXPECT_EQ(kernel_names(KernelRole::production), std::vector<std::string_view>{"exact"});
  EXPECT_EQ(kernel_names(KernelRole::oracle), std::vector<std::string_view>{"oracle"});
  EXPECT_EQ(kernel_names(KernelRole::production, Shape::sprite), std::vector<std::string_view>{"sprite-bounds"});
  EXPECT_EQ(kernel_names(KernelRole::seed_port, Shape::sprite), std::vector<std::string_view>{"xna-sprite"});
}

TEST(KernelRegistry, the_sprite_rows_find_their_classes_and_nothing_on_a_plain_square) {
  // A fully opaque 4 x 4 square, untransformed: exact bounds [0, 4] x [0, 4].
  // The production routine gets them; seed 004's port drops the last column
  // and row (corpus/sprite_findings/xna-sprite-off-by-one-width-height.txt).
  const Affine2x3<float> identity{1, 0, 0, 1, 0, 0};
  const SpriteCase square{{4, 4, std::vector<unsigned char>(16, 255), 0}, ports::to_xna_matrix(identity), identity};
  EXPECT_EQ(find_kernel("sprite-bounds")->sprite_class(square), "");
  EXPECT_EQ(find_kernel("xna-sprite")->sprite_class(square), "off-by-one-width-height/axis-aligned");
}

TEST(KernelRegistry, a_seed_ports_answer_is_its_trials_answer_and_its_held_geometry_is_the_box_it_was_given) {
  // Unit squares: touching, overlapping, disjoint; every port holds them exactly.
  const BoxPair<float> pairs[] = {{{0, 0, 1, 0, 0, 1}, {2, 0, 1, 0, 0, 1}},
                                  {{0, 0, 1, 0, 0, 1}, {1, 1, 1, 0, 0, 1}},
                                  {{0, 0, 1, 0, 0, 1}, {3, 0, 1, 0, 0, 1}}};
  for (const std::string_view name : kernel_names(KernelRole::seed_port)) {
    const Kernel& port = *find_kernel(name);
    for (const BoxPair<float>& pair : pairs) {
      const PortTrial trial = port.trial(widened(pair));
      EXPECT_EQ(port.answer(pair), trial.answer) << name;
      EXPECT_EQ(port.answer(widened(pair)), trial.answer) << name;
      EXPECT_TRUE(trial.is_finite && trial.is_native_box_exact) << name;
      EXPECT_EQ(relation_of(trial.a, trial.b), oracle_answer(pair)) << name;
    }
  }
}

}  // namespace
}  // namespace obb2d::harness
