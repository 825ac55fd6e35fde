// Every saved seed-004 finding (corpus/sprite_findings/*.txt) as a pinned
// fact: seed 004's port still shows its defect class on the witness, and the
// production sprite bounds agree with the oracle there.

#include "harness/sprite_bounds_check.hpp"
#include "harness/sprite_from_bytes.hpp"
#include "harness/sprite_shrink.hpp"
#include "harness/xna_sprite_defects.hpp"
#include "ports/sprite_adapters.hpp"
#include "harness/pair_line.hpp"
#include "tools/classify_command.hpp"
#include "tools/png_mask.hpp"
#include "tools/sprite_bounds_command.hpp"

#include "finding_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace obb2d::cli {
namespace {

using SpriteFinding = testing_support::FindingFile;

std::vector<SpriteFinding> read_sprite_findings() {
  return testing_support::read_finding_files(OBB2D_CORPUS_DIR "/sprite_findings");
}

/// The finding's `obb2d sprite-bounds` arguments (image path made absolute).
std::vector<std::string> arguments_of(const SpriteFinding& finding) {
  std::vector<std::string> arguments = {std::string(OBB2D_CORPUS_DIR) + "/" + finding.fields.at("image")};
  std::istringstream words(finding.fields.count("arguments") ? finding.fields.at("arguments") : "");
  for (std::string word; words >> word;) arguments.push_back(word);
  return arguments;
}

class SpriteFindingTest : public ::testing::TestWithParam<SpriteFinding> {};

TEST_P(SpriteFindingTest, port_still_shows_its_class_and_production_agrees_with_the_oracle) {
  const SpriteFinding& finding = GetParam();
  ASSERT_EQ(finding.fields.at("kernel"), "xna-sprite");
  SpriteScene scene;
  bool is_image_error = false;
  ASSERT_EQ(make_sprite_scene(arguments_of(finding), scene, is_image_error), "");

  namespace xna = ports::xna_sprite;
  const oracle::StoredAffine<float> stored = harness::to_stored_affine(scene.transform);
  const std::string kind = harness::sprite_transform_kind(stored);
  const xna::Rectangle step1 =
      xna::CalculateTransformedBoundingBox({0, 0, scene.mask.width, scene.mask.height}, scene.to_world);
  std::string defect;
  if (harness::is_unbounded_scan(step1)) {
    defect = "unbounded-scan";
  } else {
    const xna::Rectangle answer = ports::run_xna_sprite(scene.mask.width, scene.mask.height, scene.mask.alpha,
                                                        scene.mask.threshold, scene.to_world);
    defect = harness::classify_xna_sprite_answer(scene.mask, stored, answer);
    if (finding.fields.count("answer")) {
      EXPECT_EQ(std::to_string(answer.X) + " " + std::to_string(answer.Y) + " " + std::to_string(answer.Width) + " " +
                    std::to_string(answer.Height),
                finding.fields.at("answer"));
    }
  }
  EXPECT_EQ(defect + "/" + kind, finding.fields.at("class"));
  EXPECT_EQ(harness::find_sprite_bounds_disagreement(scene.mask, scene.transform), "");
}

TEST_P(SpriteFindingTest, shrinks_to_a_simpler_witness_of_the_same_class) {
  const SpriteFinding& finding = GetParam();
  SpriteScene scene;
  bool is_image_error = false;
  ASSERT_EQ(make_sprite_scene(arguments_of(finding), scene, is_image_error), "");
  const std::string port_class = finding.fields.at("class");
  // The witness as a matrix (as the campaign reports it): the class holds.
  ASSERT_EQ(harness::find_xna_sprite_class(scene.mask, ports::to_xna_matrix(scene.transform)), port_class);
  const harness::SpriteWitness raw{scene.mask, scene.transform};
  // The pinned witnesses are already as simple as the shrinker makes them,
  // so it is given one made more complicated in ways that keep which pixels
  // are opaque, and so the class: fully opaque pixels partly opaque
  // (alpha 254), and a threshold of 1 where no pixel has alpha 1.
  harness::SpriteWitness bloated = raw;
  for (unsigned char& alpha : bloated.mask.alpha) alpha = alpha == 255 ? 254 : alpha;
  const bool has_alpha_1 = std::count(raw.mask.alpha.begin(), raw.mask.alpha.end(), 1) != 0;
  if (bloated.mask.threshold == 0 && !has_alpha_1) bloated.mask.threshold = 1;
  ASSERT_EQ(harness::find_xna_sprite_class(bloated.mask, ports::to_xna_matrix(bloated.transform)), port_class);
  ASSERT_GT(harness::mask_complexity(bloated.mask), harness::mask_complexity(raw.mask));
  const harness::SpriteWitness shrunk = harness::shrink_sprite_witness(bloated, *harness::find_kernel("xna-sprite"), port_class, 3000);
  EXPECT_EQ(harness::find_xna_sprite_class(shrunk.mask, ports::to_xna_matrix(shrunk.transform)), port_class);
  EXPECT_LE(harness::mask_complexity(shrunk.mask), harness::mask_complexity(raw.mask));
  const long raw_numbers = harness::complexity(harness::numbers_of(raw.transform));
  const long shrunk_numbers = harness::complexity(harness::numbers_of(shrunk.transform));
  EXPECT_LE(shrunk_numbers, raw_numbers);
  std::cout << port_class << ": mask " << raw.mask.width << "x" << raw.mask.height << " -> " << shrunk.mask.width
            << "x" << shrunk.mask.height << " (" << harness::format_mask(shrunk.mask) << "), "
            << harness::format_matrix_arguments(raw.transform) << " -> "
            << harness::format_matrix_arguments(shrunk.transform) << "\n";
}

INSTANTIATE_TEST_SUITE_P(Corpus, SpriteFindingTest, ::testing::ValuesIn(read_sprite_findings()),
                         [](const ::testing::TestParamInfo<SpriteFinding>& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(SpriteFindings, cover_the_classes_the_issue_names) {
  std::vector<std::string> classes;
  for (const SpriteFinding& finding : read_sprite_findings()) {
    const std::string& name = finding.fields.at("class");
    classes.push_back(name.substr(0, name.find('/')));
  }
  for (const char* expected : {"misses-opaque-pixels", "larger-than-needed", "off-by-one-width-height",
                               "misses-at-negative-coordinates", "box-for-transparent-sprite", "unbounded-scan"}) {
    EXPECT_NE(std::find(classes.begin(), classes.end(), expected), classes.end()) << expected << " has no witness";
  }
}

TEST(SpriteBoundsCommand, unreadable_images_give_a_clear_error) {
  std::ostringstream out, err;
  for (const char* image : {"sprites/corrupt.png", "sprites/not-a-png.png", "sprites/no-such-file.png"}) {
    out.str(""), err.str("");
    EXPECT_EQ(run_sprite_bounds_command({std::string(OBB2D_CORPUS_DIR) + "/" + image}, out, err), 1) << image;
    EXPECT_NE(err.str().find("cannot read"), std::string::npos) << err.str();
    EXPECT_EQ(out.str(), "") << image;
  }
}

TEST(SpriteBoundsCommand, transparent_sprite_prints_no_box) {
  std::ostringstream out, err;
  EXPECT_EQ(run_sprite_bounds_command({std::string(OBB2D_CORPUS_DIR) + "/sprites/transparent-4.png"}, out, err), 0);
  EXPECT_NE(out.str().find("aabb none"), std::string::npos) << out.str();
}

TEST(SpriteBoundsCommand, says_so_and_exits_2_when_the_answer_cannot_be_written) {
  std::ofstream full("/dev/full");
  std::ostringstream err;
  EXPECT_EQ(run_sprite_bounds_command({std::string(OBB2D_CORPUS_DIR) + "/sprites/square-4.png"}, full, err), 2);
  EXPECT_NE(err.str().find("cannot write the answer"), std::string::npos) << err.str();
}

TEST(SpriteBoundsCommand, escapes_the_title_in_its_svg) {
  const std::filesystem::path svg =
      std::filesystem::temp_directory_path() / ("obb2d-sprite-title-" + std::to_string(::getpid()) + ".svg");
  std::ostringstream out, err;
  ASSERT_EQ(run_sprite_bounds_command({std::string(OBB2D_CORPUS_DIR) + "/sprites/square-4.png", "--svg", svg.string(),
                                       "--title", "<script>&"},
                                      out, err),
            0)
      << err.str();
  std::ifstream file(svg);
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::filesystem::remove(svg);
  EXPECT_EQ(text.find("<script>"), std::string::npos);
  EXPECT_NE(text.find("&lt;script&gt;&amp;"), std::string::npos);
}

/// A PNG of 61 bytes whose header claims `width` x `height` (8-bit RGBA)
/// and whose one IDAT chunk holds no image data.
std::string png_claiming(std::uint32_t width, std::uint32_t height) {
  auto crc32 = [](const std::string& bytes) {
    std::uint32_t crc = 0xffffffffu;
    for (const unsigned char byte : bytes) {
      crc ^= byte;
      for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xffffffffu;
  };
  auto big_endian = [](std::uint32_t value) {
    return std::string{char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
  };
  auto chunk = [&](const std::string& type, const std::string& data) {
    return big_endian(std::uint32_t(data.size())) + type + data + big_endian(crc32(type + data));
  };
  const std::string header = big_endian(width) + big_endian(height) + std::string("\x08\x06\x00\x00\x00", 5);
  return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", header) +
         chunk("IDAT", std::string("\x78\x9c\x03\x00", 4)) + chunk("IEND", "");
}

TEST(SpriteBoundsCommand, refuses_an_image_over_the_pixel_budget_before_reading_its_pixels) {
  const std::filesystem::path png =
      std::filesystem::temp_directory_path() / ("obb2d-huge-header-" + std::to_string(::getpid()) + ".png");
  std::ofstream(png, std::ios::binary) << png_claiming(16000, 16000);
  ASSERT_EQ(std::filesystem::file_size(png), 61u);
  std::ostringstream out, err;
  EXPECT_EQ(run_sprite_bounds_command({png.string()}, out, err), 1);
  std::filesystem::remove(png);
  EXPECT_NE(err.str().find("16000 x 16000 is over the budget of 16777216 pixels"), std::string::npos) << err.str();
  EXPECT_EQ(out.str(), "");
}

TEST(SpriteBoundsCommand, bad_arguments_exit_2) {
  std::ostringstream out, err;
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/square-4.png";
  EXPECT_EQ(run_sprite_bounds_command({image, "--matrix", "1,2,3"}, out, err), 2);
  EXPECT_EQ(run_sprite_bounds_command({image, "--matrix", "1,0,0,1,0,0", "--scale", "2"}, out, err), 2);
  EXPECT_EQ(run_sprite_bounds_command({image, "--threshold", "256"}, out, err), 2);
  EXPECT_EQ(run_sprite_bounds_command({image, "--kernel", "nope"}, out, err), 2);
  EXPECT_EQ(run_sprite_bounds_command({}, out, err), 2);
}

TEST(SpriteBoundsCommand, a_mask_given_as_text_answers_as_its_png) {
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/arrow.png";
  const PngMaskResult read = read_png_mask(image);
  ASSERT_EQ(read.error, "");
  const std::string text = format_text_mask(read.mask);
  EXPECT_EQ(read_text_mask(text).mask.alpha, read.mask.alpha);
  for (const char* kernel : {"exact", "oracle", "xna-sprite"}) {
    std::ostringstream from_png, from_text, err;
    ASSERT_EQ(run_sprite_bounds_command({image, "--rotation", "0.5", "--kernel", kernel}, from_png, err), 0);
    ASSERT_EQ(run_sprite_bounds_command({"--mask", text, "--rotation", "0.5", "--kernel", kernel}, from_text, err), 0)
        << err.str();
    EXPECT_EQ(from_text.str(), from_png.str()) << kernel;
  }
  // A mask no PNG can hold: no pixel, so no bounds (seed 004 answers anyway).
  std::ostringstream out, err;
  EXPECT_EQ(run_sprite_bounds_command({"--mask", "23x0:", "--kernel", "exact"}, out, err), 0) << err.str();
  EXPECT_NE(out.str().find("aabb none"), std::string::npos) << out.str();
  EXPECT_EQ(run_sprite_bounds_command({"--mask", "2x1:ff00", "--kernel", "xna-sprite"}, out, err), 0) << err.str();
}

TEST(SpriteBoundsCommand, a_mask_text_that_is_not_wxh_hex_exits_2_and_says_why) {
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/square-4.png";
  const std::pair<std::vector<std::string>, const char*> cases[] = {
      {{"--mask", "2x1:ff"}, "needs 4 hex digits, not 2"},
      {{"--mask", "2x1:ff0g"}, "'0g' is not two hex digits"},
      {{"--mask", "2*1:ff00"}, "a mask is WxH:HEX"},
      {{"--mask", "x1:"}, "a mask is WxH:HEX"},
      {{"--mask", "5000x5000:"}, "more than 16,777,216 pixels"},
      {{"--mask", "123456789x1:"}, "a mask is WxH:HEX"},
      {{"--mask", "1x1:ff", image}, "not both"},
  };
  for (const auto& [arguments, reason] : cases) {
    std::ostringstream out, err;
    EXPECT_EQ(run_sprite_bounds_command(arguments, out, err), 2) << arguments[1];
    EXPECT_NE(err.str().find(reason), std::string::npos) << err.str();
    EXPECT_EQ(out.str(), "");
  }
}

TEST(SpriteBoundsCommand, help_lists_every_option_on_stdout_with_status_0) {
  for (const char* help : {"--help", "-h"}) {
    std::ostringstream out, err;
    EXPECT_EQ(run_sprite_bounds_command({help}, out, err), 0);
    EXPECT_EQ(err.str(), "");
    for (const char* option : {"--position", "--origin", "--scale", "--rotation", "--matrix", "--mask", "--threshold",
                               "--kernel", "--svg", "--title", "--help", "-h"}) {
      EXPECT_NE(out.str().find(option), std::string::npos) << option;
    }
  }
}

TEST(SpriteBoundsCommand, box_line_pastes_twice_into_classify_as_a_pair) {
  // Its value is six numbers and nothing else: two copies on one line are a
  // box pair for `obb2d classify --precision double` (a box overlaps itself).
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/arrow.png";
  for (const char* kernel : {"exact", "oracle", "xna-sprite"}) {
    std::ostringstream out, err;
    ASSERT_EQ(run_sprite_bounds_command({image, "--rotation", "0.5", "--kernel", kernel}, out, err), 0) << err.str();
    std::istringstream lines(out.str());
    std::string box, note;
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind("box ", 0) == 0) box = line.substr(4);
      if (line.rfind("box-note ", 0) == 0) note = line.substr(9);
    }
    ASSERT_NE(box, "") << out.str();
    EXPECT_NE(note, "") << out.str();
    EXPECT_TRUE(harness::parse_box_pair_line<double>(box + " " + box).pair.has_value()) << box;
    std::istringstream pair(box + " " + box + "\n");
    std::ostringstream answer, classify_err;
    EXPECT_EQ(run_classify_command({"--precision", "double", "--kernel", "oracle"}, pair, answer, classify_err), 0)
        << kernel << ": " << classify_err.str();
    EXPECT_EQ(answer.str(), "overlapping\n") << kernel;
  }
}

TEST(SpriteBoundsCommand, box_note_says_whether_the_box_is_exact) {
  std::ostringstream out, err;
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/arrow.png";
  ASSERT_EQ(run_sprite_bounds_command({image, "--rotation", "0.5"}, out, err), 0);
  EXPECT_NE(out.str().find("\nbox-note exact\n"), std::string::npos) << out.str();
  out.str("");
  // A translation of 1e30 with half-pixel centers: the center is rounded.
  ASSERT_EQ(run_sprite_bounds_command({image, "--position", "1e30,0.5"}, out, err), 0);
  EXPECT_NE(out.str().find("\nbox-note center rounded to nearest\n"), std::string::npos) << out.str();
  out.str("");
  ASSERT_EQ(run_sprite_bounds_command({image, "--position", "1e30,0.5", "--kernel", "oracle"}, out, err), 0);
  EXPECT_NE(out.str().find("\nbox 1.0000000150474662e+30 8.5 9.5 0 0 8\n"
                           "box-note nearest doubles of the exact rationals 2000000030094932439753377710105/2 17/2"),
            std::string::npos)
      << out.str();
}

TEST(SpriteBoundsCommand, nan_rotation_is_invalid_for_the_production_routine) {
  std::ostringstream out, err;
  const std::string image = std::string(OBB2D_CORPUS_DIR) + "/sprites/square-4.png";
  EXPECT_EQ(run_sprite_bounds_command({image, "--rotation", "nan"}, out, err), 0);
  EXPECT_NE(out.str().find("aabb invalid"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace obb2d::cli
