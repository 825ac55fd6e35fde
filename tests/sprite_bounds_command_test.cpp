// `obb2d sprite-bounds` on bad input: it never gives a confident wrong answer
// (a mask side the library refuses is an argument error, and "invalid" is
// said only of a matrix holding NaN or infinity), never silently reads a
// number other than the one written, never fails to write without saying so,
// and draws a picture of bounded size whatever the mask.

#include "command_result.hpp"
#include "temporary_file.hpp"
#include "tools/png_mask.hpp"
#include "tools/sprite_bounds_command.hpp"
#include "tools/sprite_kernels.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <ios>
#include <iterator>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

// A namespace of its own: cli_tests is a unity build, and the other test
// files have helpers of the same names.
namespace obb2d::cli::sprite_bounds_bad_input {
namespace {

CommandResult run_sprite_bounds(const std::vector<std::string>& arguments) {
  std::ostringstream out, err;
  const int status = run_sprite_bounds_command(arguments, out, err);
  return {status, out.str(), err.str()};
}

/// A `side` x `side` mask as --mask text whose pixel (x, y) is opaque when
/// (x / square + y / square) is odd: a checkerboard of `square`-pixel squares.
std::string make_checkerboard_mask_text(int side, int square) {
  oracle::SpriteMask mask;
  mask.width = side, mask.height = side;
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) mask.alpha.push_back((x / square + y / square) % 2 == 1 ? 255 : 0);
  }
  return format_text_mask(mask);
}

// ---------------------------------------------------------------------------
// 1. The picture's size is bounded whatever the mask; OUT is written whole.
// ---------------------------------------------------------------------------

TEST(SpriteBoundsPicture, a_checkerboard_of_a_million_pixels_draws_a_picture_under_2_mb) {
  // Half a million runs of one opaque pixel: drawn one by one, some 68 MB.
  for (const int square : {1, 2, 3}) {
    const TemporaryFile svg("checkerboard.svg");
    const CommandResult run =
        run_sprite_bounds({"--mask", make_checkerboard_mask_text(1024, square), "--svg", svg.path.string()});
    EXPECT_EQ(run.status, 0) << run.err;
    const std::string picture = svg.read();
    EXPECT_LT(picture.size(), 2'000'000u) << "squares of " << square;
    EXPECT_NE(picture.find("</svg>"), std::string::npos);
  }
}

TEST(SpriteBoundsPicture, a_picture_drawn_in_cells_says_so_and_still_draws_the_exact_bounds) {
  const TemporaryFile svg("cells.svg");
  const CommandResult run = run_sprite_bounds({"--mask", make_checkerboard_mask_text(1024, 1), "--svg",
                                               svg.path.string(), "--rotation", "0.5"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string picture = svg.read();
  EXPECT_NE(picture.find("grey at reduced resolution: cells of 2 x 2 pixels, grey when any is opaque"),
            std::string::npos);
  EXPECT_NE(picture.find("stroke=\"#2ca02c\""), std::string::npos) << "the exact bounds";
  EXPECT_NE(picture.find("stroke=\"#d62728\""), std::string::npos) << "the kernel's AABB";
  EXPECT_NE(picture.find("stroke=\"#1f77b4\""), std::string::npos) << "the kernel's box";
}

TEST(SpriteBoundsPicture, a_small_mask_is_drawn_pixel_by_pixel) {
  const TemporaryFile svg("small.svg");
  ASSERT_EQ(run_sprite_bounds({"--mask", make_checkerboard_mask_text(8, 1), "--svg", svg.path.string()}).status, 0);
  const std::string picture = svg.read();
  EXPECT_EQ(picture.find("reduced resolution"), std::string::npos);
  std::size_t grey = 0;
  for (std::size_t at = picture.find("fill=\"#555\""); at != std::string::npos; at = picture.find("fill=\"#555\"", at + 1))
    ++grey;
  EXPECT_EQ(grey, 32u) << "one parallelogram per opaque pixel of the checkerboard";
}

// ---------------------------------------------------------------------------
// 2. A mask side over max_sprite_side is refused; no status gets a wrong reason.
// ---------------------------------------------------------------------------

TEST(SpriteBoundsMask, a_side_over_max_sprite_side_is_an_argument_error_even_with_no_pixel) {
  for (const char* mask : {"0x16777217:", "16777217x0:", "99999999x0:", "0x99999999:"}) {
    const CommandResult run = run_sprite_bounds({"--mask", mask});
    EXPECT_EQ(run.status, 2) << mask;
    EXPECT_EQ(run.out, "") << mask;
    EXPECT_NE(run.err.find("a mask side of more than 16,777,216 pixels (max_sprite_side"), std::string::npos)
        << run.err;
  }
}

TEST(SpriteBoundsMask, a_side_of_exactly_max_sprite_side_with_no_pixel_is_transparent) {
  for (const char* kernel : {"exact", "oracle"}) {
    const CommandResult run = run_sprite_bounds({"--mask", "0x16777216:", "--kernel", kernel});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("\naabb none (no opaque pixel: no box)\n"), std::string::npos) << run.out;
  }
}

TEST(SpriteBoundsMask, the_production_kernel_says_invalid_only_of_a_matrix_holding_nan_or_infinity) {
  // A scene no argument can make any more: the routine refuses the shape.
  SpriteScene scene;
  scene.mask.width = max_sprite_side + 1;
  scene.mask.height = 0;
  scene.transform = {1, 0, 0, 1, 0, 0};
  const SpriteAnswer answer = answer_sprite("exact", scene);
  EXPECT_EQ(answer.status.rfind("refused (", 0), 0u) << answer.status;
  EXPECT_NE(answer.status.find("max_sprite_side"), std::string::npos) << answer.status;
  scene.mask.width = 1, scene.mask.height = 1, scene.mask.alpha = {255};
  scene.transform.tx = INFINITY;
  EXPECT_EQ(answer_sprite("exact", scene).status, "invalid");
}

// ---------------------------------------------------------------------------
// 3. A help that cannot be written is an error.
// ---------------------------------------------------------------------------

TEST(SpriteBoundsHelp, a_help_that_cannot_be_written_exits_2_and_says_so) {
  std::ofstream full("/dev/full");
  std::ostringstream closed;
  closed.setstate(std::ios::badbit);
  for (std::ostream* out : {static_cast<std::ostream*>(&full), static_cast<std::ostream*>(&closed)}) {
    std::ostringstream err;
    EXPECT_EQ(run_sprite_bounds_command({"--help"}, *out, err), 2);
    EXPECT_NE(err.str().find("obb2d sprite-bounds: cannot write to standard output"), std::string::npos) << err.str();
  }
}

// ---------------------------------------------------------------------------
// 4. An empty value is not a missing option.
// ---------------------------------------------------------------------------

TEST(SpriteBoundsArguments, an_empty_svg_or_mask_value_is_an_argument_error) {
  const std::pair<std::vector<std::string>, const char*> cases[] = {
      {{"--mask", "1x1:ff", "--svg", ""}, "--svg takes a file name, not ''"},
      {{"--mask", ""}, "--mask takes WxH:HEX, not ''"},
  };
  for (const auto& [arguments, reason] : cases) {
    const CommandResult run = run_sprite_bounds(arguments);
    EXPECT_EQ(run.status, 2) << reason;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find(reason), std::string::npos) << run.err;
  }
}

// ---------------------------------------------------------------------------
// 5. A number is the whole argument, and a finite one stays finite.
// ---------------------------------------------------------------------------

TEST(SpriteBoundsArguments, a_number_beyond_float_or_with_spaces_is_an_argument_error) {
  const std::pair<std::vector<std::string>, const char*> cases[] = {
      {{"--scale", "1e400"}, "--scale takes one number, not '1e400': '1e400' is beyond float's range"},
      {{"--scale", "-1e400"}, "'-1e400' is beyond float's range"},
      {{"--rotation", "4e38"}, "'4e38' is beyond float's range"},
      {{"--position", "1e400,0"}, "--position takes x,y (two numbers), not '1e400,0': '1e400' is beyond"},
      {{"--origin", "0,-1e39"}, "'-1e39' is beyond float's range"},
      {{"--matrix", "1,0,0,1,0,1e39"}, "--matrix takes a,b,c,d,e,f (six numbers), not '1,0,0,1,0,1e39'"},
      {{"--scale", "1e-50"}, "'1e-50' is too small for a float (it would read as 0)"},
      {{"--scale", " 1"}, "--scale takes one number, not ' 1': ' 1' is not a number"},
      {{"--scale", "1 "}, "'1 ' is not a number"},
      {{"--rotation", "\t0.5"}, "is not a number"},
      {{"--position", "0, 1"}, "' 1' is not a number"},
      {{"--matrix", "1,0,0,1,0, 0"}, "' 0' is not a number"},
      {{"--threshold", " 5"}, "--threshold takes an integer 0..255 (digits only), not ' 5'"},
      {{"--threshold", "+5"}, "--threshold takes an integer 0..255 (digits only), not '+5'"},
      {{"--threshold", "-0"}, "--threshold takes an integer 0..255 (digits only), not '-0'"},
  };
  for (const auto& [placement, reason] : cases) {
    std::vector<std::string> arguments = {"--mask", "1x1:ff"};
    arguments.insert(arguments.end(), placement.begin(), placement.end());
    const CommandResult run = run_sprite_bounds(arguments);
    EXPECT_EQ(run.status, 2) << placement[0] << " '" << placement[1] << "'";
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find(reason), std::string::npos) << run.err;
  }
}

TEST(SpriteBoundsArguments, nan_infinity_hex_floats_and_subnormals_are_read_as_written) {
  const std::pair<std::vector<std::string>, const char*> cases[] = {
      {{"--rotation", "nan"}, "\naabb invalid (NaN or infinity in the matrix)\n"},
      {{"--scale", "inf"}, "\naabb invalid (NaN or infinity in the matrix)\n"},
      {{"--position", "-inf,0"}, "\naabb invalid (NaN or infinity in the matrix)\n"},
      {{"--scale", "0x1p-3"}, "\naabb 0 0 0.125 0.125\n"},
      {{"--scale", "1e-40"}, "\nmatrix 9.9999461e-41,0,0,9.9999461e-41,0,0\n"},
      {{"--threshold", "254"}, "\naabb 0 0 1 1\n"},
      {{"--threshold", "255"}, "\naabb none (no opaque pixel: no box)\n"},
  };
  for (const auto& [placement, expected] : cases) {
    std::vector<std::string> arguments = {"--mask", "1x1:ff"};
    arguments.insert(arguments.end(), placement.begin(), placement.end());
    const CommandResult run = run_sprite_bounds(arguments);
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find(expected), std::string::npos) << placement[0] << " " << placement[1] << ":\n" << run.out;
  }
}

}  // namespace
}  // namespace obb2d::cli::sprite_bounds_bad_input
