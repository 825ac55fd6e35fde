// `obb2d classify`: the fixed contract other tools depend on.

#include "command_result.hpp"
#include "harness/pair_line.hpp"
#include "tools/classify_command.hpp"
#include "tools/command_options.hpp"
#include "tools/draw_command.hpp"
#include "tools/obb2d_program.hpp"
#include "tools/sprite_bounds_command.hpp"
#include "tools/svg_picture.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace obb2d::cli {
namespace {

CommandResult run_classify(const std::string& input, const std::vector<std::string>& arguments = {}) {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const int status = run_classify_command(arguments, in, out, err);
  return {status, out.str(), err.str()};
}

const std::vector<std::string> oracle = {"--kernel", "oracle"};

TEST(ClassifyCommand, held_truth_is_the_truth_for_the_geometry_a_port_rebuilt) {
  // Pinned cocos2dx-rounded-axes-flip-contact: the boxes touch; cocos2dx
  // rebuilds them from atan2, and what it holds overlaps by a sub-ulp sliver.
  const std::string line = "-4 -4 -64 -120 120 -64  146 -84 64 120 -30 16\n";
  EXPECT_EQ(run_classify(line, {"--kernel", "oracle"}).out, "touching\n");
  EXPECT_EQ(run_classify(line, {"--kernel", "cocos2dx"}).out, "disjoint\n");
  EXPECT_EQ(run_classify(line, {"--kernel", "cocos2dx", "--held-truth"}).out, "overlapping\n");
  // unity-box holds the boxes as given; NaN is invalid whatever is held.
  EXPECT_EQ(run_classify(line, {"--kernel", "unity-box", "--held-truth"}).out, "touching\n");
  EXPECT_EQ(run_classify("nan 0 1 0 0 1  2 0 1 0 0 1\n", {"--kernel", "xna", "--held-truth"}).out, "invalid\n");
  // Only a seed port that takes boxes holds a geometry of its own.
  for (const char* kernel : {"exact", "oracle", "all"}) {
    const CommandResult refused = run_classify(line, {"--kernel", kernel, "--held-truth"});
    EXPECT_EQ(refused.status, 2) << kernel;
    EXPECT_NE(refused.err.find("--held-truth needs one seed port"), std::string::npos) << refused.err;
  }
  EXPECT_EQ(run_classify("0 0 1 0 | 2 0\n", {"--kernel", "unity-convex", "--held-truth", "--polygons"}).status, 2);
}

TEST(ClassifyCommand, answers_touching_for_squares_sharing_an_edge) {
  EXPECT_EQ(run_classify("0 0 1 0 0 1  2 0 1 0 0 1\n", oracle).out, "touching\n");
}

TEST(ClassifyCommand, answers_disjoint_when_b_moves_one_float_ulp_right) {
  // The float after 2 is 2 + 2^-22.
  EXPECT_EQ(run_classify("0 0 1 0 0 1  0x1.000002p+1 0 1 0 0 1\n", oracle).out, "disjoint\n");
}

TEST(ClassifyCommand, answers_overlapping_when_b_moves_one_float_ulp_left) {
  // The float before 2 is 2 - 2^-23.
  EXPECT_EQ(run_classify("0 0 1 0 0 1  0x1.fffffep+0 0 1 0 0 1\n", oracle).out, "overlapping\n");
}

TEST(ClassifyCommand, rounds_numbers_to_float_by_default_and_keeps_double_when_asked) {
  // 2 + 1e-9 is 2 as a float (touching) but beyond 2 as a double (disjoint).
  const std::string line = "0 0 1 0 0 1  2.000000001 0 1 0 0 1\n";
  EXPECT_EQ(run_classify(line, oracle).out, "touching\n");
  EXPECT_EQ(run_classify(line, {"--kernel", "oracle", "--precision", "double"}).out, "disjoint\n");
}

TEST(ClassifyCommand, answers_invalid_for_nan_and_infinity) {
  EXPECT_EQ(run_classify("nan 0 1 0 0 1  2 0 1 0 0 1\n0 0 1 0 0 1  2 0 inf 0 0 1\n", oracle).out,
            "invalid\ninvalid\n");
}

TEST(ClassifyCommand, answers_invalid_for_a_float_literal_beyond_float_range) {
  // strtof rounds 1e39 to +inf, as the contract says.
  EXPECT_EQ(run_classify("1e39 0 1 0 0 1  2 0 1 0 0 1\n", oracle).out, "invalid\n");
}

TEST(ClassifyCommand, skips_blank_and_comment_lines_and_trailing_comments) {
  EXPECT_EQ(run_classify("\n   \n# a comment\n  # another\n0 0 1 0 0 1 3 0 1 0 0 1 # far\n", oracle).out,
            "disjoint\n");
}

TEST(ClassifyCommand, ends_a_number_at_a_trailing_comment_without_a_blank) {
  EXPECT_EQ(run_classify("0 0 1 0 0 1 3 0 1 0 0 1#far\n", oracle).out, "disjoint\n");
}

TEST(ClassifyCommand, rejects_a_nul_byte_inside_a_number_instead_of_cutting_the_token) {
  // "2\0999" must not be read as 2 (which would answer touching).
  const char input[] = "0 0 1 0 0 1 2\0" "999 0 1 0 0 1\n";
  const CommandResult run = run_classify(std::string(input, sizeof input - 1), oracle);
  EXPECT_EQ(run.out, "error\n");
  EXPECT_EQ(run.err, "obb2d classify: line 1: control character 0x00 at column 14\n");
  EXPECT_EQ(run.status, 1);
}

TEST(ClassifyCommand, rejects_other_control_characters_with_their_column) {
  const CommandResult run = run_classify("0 0 1 0 0 1 2 0 1 0 0 1\x1b\n", oracle);
  EXPECT_EQ(run.out, "error\n");
  EXPECT_NE(run.err.find("control character 0x1b at column 24"), std::string::npos) << run.err;
}

TEST(ClassifyCommand, skips_a_utf8_byte_order_mark) {
  EXPECT_EQ(run_classify("\xEF\xBB\xBF# a comment\n0 0 1 0 0 1 2 0 1 0 0 1\n", oracle).out, "touching\n");
  EXPECT_EQ(run_classify("\xEF\xBB\xBF" "0 0 1 0 0 1 2 0 1 0 0 1\n", oracle).out, "touching\n");
}

TEST(ClassifyCommand, says_so_and_exits_2_when_the_answers_cannot_be_written) {
  std::istringstream in("0 0 1 0 0 1 2 0 1 0 0 1\n");
  std::ofstream full("/dev/full");
  ASSERT_TRUE(full.is_open());
  std::ostringstream err;
  EXPECT_EQ(run_classify_command(oracle, in, full, err), 2);
  EXPECT_NE(err.str().find("cannot write the answers"), std::string::npos) << err.str();
}

TEST(ClassifyCommand, says_so_and_exits_2_when_the_input_is_a_folder) {
  std::ifstream folder("/");
  std::ostringstream out, err;
  EXPECT_EQ(run_classify_command(oracle, folder, out, err), 2);
  EXPECT_NE(err.str().find("cannot read the input"), std::string::npos) << err.str();
}

TEST(ClassifyCommand, reports_a_malformed_line_by_number_and_answers_every_other_line) {
  const CommandResult run = run_classify(
      "0 0 1 0 0 1  2 0 1 0 0 1\n# comment\n0 0 1 0 0 1  2 0 1 0 0\n0 0 1 0 0 1  3 0 1 0 0 1\n", oracle);
  EXPECT_EQ(run.out, "touching\nerror\ndisjoint\n");
  EXPECT_EQ(run.err, "obb2d classify: line 3: expected 12 numbers (cx cy ux uy vx vy for box A, then box B), found 11\n");
  EXPECT_EQ(run.status, 1);
}

TEST(ClassifyCommand, names_the_token_that_is_not_a_number) {
  const CommandResult run = run_classify("0 0 1 0 0 1  2 0 1 0 zero 1\n", oracle);
  EXPECT_EQ(run.out, "error\n");
  EXPECT_EQ(run.err, "obb2d classify: line 1: number 11 ('zero') is not a number\n");
  EXPECT_EQ(run.status, 1);
}

TEST(ClassifyCommand, rejects_a_line_with_too_many_numbers) {
  const CommandResult run = run_classify("0 0 1 0 0 1  2 0 1 0 0 1 7\n", oracle);
  EXPECT_EQ(run.out, "error\n");
  EXPECT_NE(run.err.find("found 13"), std::string::npos);
}

TEST(ClassifyCommand, exits_zero_when_every_line_is_answered) {
  EXPECT_EQ(run_classify("0 0 1 0 0 1  2 0 1 0 0 1\n", oracle).status, 0);
  EXPECT_EQ(run_classify("", oracle).status, 0);
}

TEST(ClassifyCommand, adds_the_exact_area_as_a_reduced_fraction) {
  EXPECT_EQ(run_classify("0 0 1 0 0 1  1.5 0 1 0 0 1\n0 0 1 0 0 1  2 0 1 0 0 1\n",
                         {"--kernel", "oracle", "--area"}).out,
            "overlapping 1\ntouching 0\n");
  EXPECT_EQ(run_classify("0 0 1 0 0 1  0x1.fffffep+0 0 1 0 0 1\n", {"--area"}).out,
            "overlapping 1/4194304\n");
}

TEST(ClassifyCommand, prints_every_kernel_by_name_with_kernel_all) {
  EXPECT_EQ(run_classify("0 0 1 0 0 1  2 0 1 0 0 1\n", {"--kernel", "all", "--area"}).out,
            "exact=touching oracle=touching xna=intersecting unity-box=disjoint unity-convex=intersecting "
            "flipcode=intersecting cocos2dx=disjoint cocos2dx-intabs=disjoint area=0\n");
}

TEST(ClassifyCommand, answers_polygon_pairs_with_polygons) {
  // A square and a triangle sharing part of an edge; a triangle whose long edge
  // faces the square's corner 2 away, which only B's edge normal separates
  // (unity-convex tries A's only); a point on a corner.
  const std::string input =
      "0 0 2 0 2 2 0 2 | 2 1 3 0 3 2\n"
      "0 0 2 0 2 2 0 2 | 2 4 4 2 4 4\n"
      "1 1 | 0 0 1 0 1 1 0 1\n";
  EXPECT_EQ(run_classify(input, {"--polygons", "--kernel", "all"}).out,
            "exact=touching oracle=touching unity-convex=intersecting\n"
            "exact=disjoint oracle=disjoint unity-convex=intersecting\n"
            "exact=touching oracle=touching unity-convex=intersecting\n");
  EXPECT_EQ(run_classify("0 0 2 0 2 2 0 2 | 2 1 3 0 3 2\n", {"--polygons"}).out, "touching\n");
}

TEST(ClassifyCommand, answers_invalid_for_polygons_that_are_not_convex_or_not_finite) {
  EXPECT_EQ(run_classify("0 0 2 0 1 1 2 2 0 2 | 5 5\n0 0 nan 0 1 1 | 5 5\n", {"--polygons", "--kernel", "all"}).out,
            "exact=invalid oracle=invalid unity-convex=disjoint\n"
            "exact=invalid oracle=invalid unity-convex=intersecting\n");
}

TEST(ClassifyCommand, rounds_polygon_numbers_to_float_by_default_and_keeps_double_when_asked) {
  // B's first vertex is 2 + 2^-30: 2 in float (touching), apart in double.
  const std::string line = "0 0 2 0 2 2 0 2 | 0x1.00000004p+1 0 3 0 3 2\n";
  EXPECT_EQ(run_classify(line, {"--polygons", "--kernel", "oracle"}).out, "touching\n");
  EXPECT_EQ(run_classify(line, {"--polygons", "--kernel", "oracle", "--precision", "double"}).out, "disjoint\n");
}

TEST(ClassifyCommand, reports_malformed_polygon_lines_and_answers_the_others) {
  const CommandResult run =
      run_classify("0 0 1 1 2 0\n0 0 | 1\n| 1 1\n0 0 | 1 1 | 2 2\n0 0 | 1 x\n# note\n0 0 | 0 0\n", {"--polygons"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "error\nerror\nerror\nerror\nerror\ntouching\n");
  EXPECT_NE(run.err.find("line 1: expected polygon A's numbers, one '|', then polygon B's; found 0 '|'"),
            std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 2: polygon B needs x y numbers for at least one vertex, found 1 numbers"),
            std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 3: polygon A needs x y numbers"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 4: a second '|' at column 11"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 5: number 4 ('x') is not a number"), std::string::npos) << run.err;
}

TEST(ClassifyCommand, refuses_a_polygon_beyond_the_vertex_limit_without_keeping_it) {
  std::string line;
  for (std::size_t i = 0; i <= harness::max_polygon_line_vertices; ++i) line += "0 0 ";
  const CommandResult run = run_classify(line + "| 1 1\n" + "0 0 | 1 1\n", {"--polygons"});
  EXPECT_EQ(run.out, "error\ndisjoint\n");
  EXPECT_NE(run.err.find("polygon A has more than 1024 vertices"), std::string::npos) << run.err;
  std::string longest;
  for (std::size_t i = 0; i < harness::max_polygon_line_vertices; ++i) longest += "0 0 ";
  EXPECT_EQ(run_classify(longest + "| 1 1\n", {"--polygons"}).out, "disjoint\n");
}

TEST(ClassifyCommand, refuses_box_only_kernels_and_area_with_polygons) {
  const CommandResult kernel = run_classify("", {"--polygons", "--kernel", "xna"});
  EXPECT_EQ(kernel.status, 2);
  EXPECT_NE(kernel.err.find("kernel 'xna' takes boxes only"), std::string::npos) << kernel.err;
  EXPECT_EQ(run_classify("", {"--polygons", "--area"}).status, 2);
}

TEST(ClassifyCommand, accepts_hex_floats_and_negative_zero) {
  EXPECT_EQ(run_classify("-0x0p+0 -0.0 0x1p+0 0 0 1  0x1p+1 0 1 0 0 1\n", oracle).out, "touching\n");
}

TEST(ClassifyCommand, refuses_an_unknown_kernel_or_precision_with_status_2) {
  EXPECT_EQ(run_classify("", {"--kernel", "nonesuch"}).status, 2);
  EXPECT_EQ(run_classify("", {"--precision", "half"}).status, 2);
  EXPECT_EQ(run_classify("", {"--kernel"}).status, 2);
}

TEST(ClassifyCommand, prints_help_listing_the_kernels) {
  const CommandResult run = run_classify("", {"--help"});
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("usage: obb2d classify"), std::string::npos);
  EXPECT_NE(run.out.find("  oracle"), std::string::npos);
}

TEST(ClassifyCommand, help_lists_every_option_on_stdout) {
  const CommandResult run = run_classify("", {"--help"});
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.err, "");
  for (const char* option : {"--kernel", "--precision", "--area", "--help", "-h"}) {
    EXPECT_NE(run.out.find(option), std::string::npos) << option;
  }
  EXPECT_EQ(run_classify("", {"-h"}).out, run.out);
}

/// `obb2d ARGUMENTS...` with `input` on standard input.
CommandResult run_program(const std::vector<std::string>& arguments, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = run_obb2d_program(arguments, "9.9.9", in, out, err);
  return {status, out.str(), err.str()};
}

TEST(Program, help_lists_its_options_and_every_command_on_stdout_with_status_0) {
  for (const char* help : {"--help", "-h"}) {
    const CommandResult run = run_program({help});
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.err, "");
    for (const char* option : {"--version", "--help", "-h"}) {
      EXPECT_NE(run.out.find(option), std::string::npos) << option;
    }
    for (const Subcommand& command : all_subcommands()) {
      EXPECT_NE(run.out.find("  " + std::string(command.name) + " "), std::string::npos) << command.name;
    }
  }
}

TEST(Program, prints_its_version_and_refuses_no_or_an_unknown_command_with_status_2) {
  EXPECT_EQ(run_program({"--version"}).out, "obb2d 9.9.9\n");
  const CommandResult none = run_program({});
  EXPECT_EQ(none.status, 2);
  EXPECT_NE(none.err.find("usage: obb2d"), std::string::npos);
  EXPECT_EQ(run_program({"nonesuch"}).status, 2);
  EXPECT_EQ(run_program({"--nonesuch"}).status, 2);
}

TEST(Program, every_command_prints_its_help_on_stdout_with_status_0) {
  for (const Subcommand& command : all_subcommands()) {
    for (const char* help : {"--help", "-h"}) {
      const CommandResult run = run_program({std::string(command.name), help});
      EXPECT_EQ(run.status, 0) << command.name << " " << help;
      EXPECT_EQ(run.err, "") << command.name << " " << help;
      EXPECT_EQ(run.out.rfind("usage: obb2d " + std::string(command.name), 0), 0u) << command.name << " " << help;
    }
  }
}

/// A command whose parser reads an option table (tools/command_options.hpp).
struct CommandWithTable {
  const char* name;
  const std::vector<CommandOption>& (*options)();
};

const CommandWithTable commands_with_tables[] = {
    {"classify", classify_options}, {"draw", draw_options}, {"sprite-bounds", sprite_bounds_options}};

TEST(CommandOptions, every_option_a_parser_accepts_is_in_its_help_and_every_one_is_handled) {
  for (const CommandWithTable& command : commands_with_tables) {
    const std::string usage = run_program({command.name, "--help"}).out;
    for (const CommandOption& option : command.options()) {
      // Listed: its spelling, value name and alias appear in --help.
      EXPECT_NE(usage.find(option.name + (option.value.empty() ? "" : " " + option.value)), std::string::npos)
          << command.name << " " << option.name;
      if (!option.alias.empty()) {
        EXPECT_NE(usage.find(option.alias), std::string::npos) << option.alias;
      }
      // Handled: the parser never calls it unknown, whatever its value.
      std::vector<std::string> arguments = {command.name, option.name};
      if (!option.value.empty()) arguments.push_back("x");
      const CommandResult run = run_program(arguments);
      EXPECT_EQ(run.err.find("unknown option"), std::string::npos)
          << command.name << " " << option.name << ": " << run.err;
    }
    // And an option outside the table is refused.
    const CommandResult run = run_program({command.name, "--not-an-option"});
    EXPECT_EQ(run.status, 2) << command.name;
    EXPECT_NE(run.err.find("unknown option '--not-an-option'"), std::string::npos) << command.name << ": " << run.err;
  }
}

TEST(CommandOptions, reader_takes_values_positional_words_aliases_and_stops_at_a_problem) {
  const std::vector<CommandOption> table = {{"--size", "N", "", ""}, {"--help", "", "", "-h"}};
  const CommandArguments read = read_command_arguments({"file", "--size", "--help", "-h"}, table);
  EXPECT_EQ(read.problem, "");
  ASSERT_EQ(read.read.size(), 3u);
  EXPECT_EQ(read.read[0].option, nullptr);
  EXPECT_EQ(read.read[1].value, "--help");  // a value is the next word, whatever it is
  EXPECT_TRUE(read.has("--help"));
  EXPECT_EQ(read_command_arguments({"--size"}, table).problem, "'--size' needs a value (N)");
  const CommandArguments stopped = read_command_arguments({"--nope", "--help"}, table);
  EXPECT_EQ(stopped.problem, "unknown option '--nope'");
  EXPECT_FALSE(stopped.has("--help"));
}

TEST(DrawCommand, prints_help_on_stdout_with_status_0) {
  std::istringstream in;
  std::ostringstream out, err;
  EXPECT_EQ(run_draw_command({"--help"}, in, out, err), 0);
  EXPECT_NE(out.str().find("usage: obb2d draw"), std::string::npos);
  EXPECT_NE(out.str().find("--title"), std::string::npos);
  EXPECT_EQ(err.str(), "");
}

TEST(DrawCommand, escapes_the_title_so_it_cannot_break_the_svg_or_add_markup) {
  std::istringstream in("0 0 1 0 0 1 2 0 1 0 0 1\n");
  std::ostringstream out, err;
  ASSERT_EQ(run_draw_command({"--title", "a < b & <script>alert(1)</script>"}, in, out, err), 0);
  EXPECT_EQ(out.str().find("<script>"), std::string::npos);
  EXPECT_NE(out.str().find("a &lt; b &amp; &lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
}

TEST(DrawCommand, says_so_and_exits_2_when_the_picture_cannot_be_written) {
  std::istringstream in("0 0 1 0 0 1 2 0 1 0 0 1\n");
  std::ofstream full("/dev/full");
  std::ostringstream err;
  EXPECT_EQ(run_draw_command({}, in, full, err), 2);
  EXPECT_NE(err.str().find("cannot write the picture"), std::string::npos) << err.str();
}

TEST(DrawCommand, says_so_and_exits_2_when_the_input_is_a_folder) {
  std::ifstream folder("/");
  std::ostringstream out, err;
  EXPECT_EQ(run_draw_command({}, folder, out, err), 2);
  EXPECT_NE(err.str().find("cannot read the input"), std::string::npos) << err.str();
}

TEST(DrawCommand, draws_a_polygon_pair_with_polygons) {
  std::istringstream in("# a triangle and a square meeting at a corner\n0 0 2 0 1 1 | 2 0 3 0 3 1 2 1\n");
  std::ostringstream out, err;
  ASSERT_EQ(run_draw_command({"--polygons"}, in, out, err), 0) << err.str();
  EXPECT_NE(out.str().find("true (oracle): touching"), std::string::npos) << out.str();
  std::size_t polygons = 0;
  for (std::size_t at = out.str().find("<polygon"); at != std::string::npos; at = out.str().find("<polygon", at + 1)) {
    ++polygons;
  }
  EXPECT_EQ(polygons, 4u);  // both, in both panels (the whole view, and x100 on the contact)
}

TEST(DrawCommand, refuses_a_polygon_pair_holding_nan_and_a_malformed_line) {
  std::istringstream nan_in("0 0 2 0 1 1 | 2 nan\n"), bad_in("0 0 2 0 1 1\n");
  std::ostringstream out, err;
  EXPECT_EQ(run_draw_command({"--polygons"}, nan_in, out, err), 2);
  EXPECT_NE(err.str().find("polygon B holds NaN or infinity"), std::string::npos) << err.str();
  EXPECT_EQ(run_draw_command({"--polygons"}, bad_in, out, err), 1);
  EXPECT_EQ(out.str(), "");
}

// Input is read in bounded memory: a line longer than max_line_bytes is
// an error of its own, read to its end but not kept, and the next line is
// answered as usual. A line of exactly max_line_bytes is read.
TEST(ClassifyCommand, answers_error_for_a_line_longer_than_the_limit_and_goes_on) {
  const std::string pair = "0 0 1 0 0 1  2 0 1 0 0 1";
  const std::string at_limit = pair + std::string(harness::max_line_bytes - pair.size(), ' ');
  const std::string too_long = pair + std::string(harness::max_line_bytes - pair.size() + 1, ' ');
  const CommandResult run = run_classify(at_limit + "\n" + too_long + "\n" + pair + "\n", oracle);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "touching\nerror\ntouching\n");
  EXPECT_EQ(run.err, "obb2d classify: line 2: longer than " + std::to_string(harness::max_line_bytes) + " bytes\n");
  // The same at the end of the input, without a final '\n'.
  const CommandResult last = run_classify(pair + "\n" + too_long, oracle);
  EXPECT_EQ(last.out, "touching\nerror\n");
}

TEST(ClassifyCommand, refuses_a_polygon_line_at_its_second_bar) {
  const CommandResult run = run_classify("0 0 1 0 0 1 | 2 0 3 0 2 1 | 5 5\n" + std::string(100000, '|') + "\n",
                                         {"--polygons"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "error\nerror\n");
  EXPECT_NE(run.err.find("line 1: a second '|' at column 27"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 2: a second '|' at column 2"), std::string::npos) << run.err;
}

TEST(ClassifyCommand, quotes_at_most_forty_characters_of_a_bad_token) {
  const CommandResult run = run_classify(std::string(100000, 'x') + "\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "obb2d classify: line 1: number 1 ('" + std::string(40, 'x') + "...') is not a number\n");
}

TEST(DrawCommand, refuses_a_line_longer_than_the_limit) {
  std::istringstream in(std::string(harness::max_line_bytes + 1, '1') + "\n0 0 1 0 0 1 2 0 1 0 0 1\n");
  std::ostringstream out, err;
  EXPECT_EQ(run_draw_command({}, in, out, err), 1);
  EXPECT_EQ(out.str(), "");
  EXPECT_NE(err.str().find("line 1: longer than"), std::string::npos) << err.str();
}

// Help and version that cannot be written are errors, said on standard
// error, like every other output of the program.
TEST(ObbProgram, says_so_and_exits_2_when_help_or_version_cannot_be_written) {
  const auto run_to_failing_output = [](const std::vector<std::string>& arguments) {
    std::istringstream in;
    std::ostringstream out, err;
    out.setstate(std::ios::badbit);
    const int status = run_obb2d_program(arguments, "9.9.9", in, out, err);
    return CommandResult{status, "", err.str()};
  };
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"--help"}, {"--version"}, {"classify", "--help"}, {"draw", "--help"},
                                             {"verify", "--help"}}) {
    const CommandResult run = run_to_failing_output(arguments);
    EXPECT_EQ(run.status, 2) << arguments.front();
    EXPECT_NE(run.err.find("cannot write"), std::string::npos) << arguments.front() << ": " << run.err;
  }
}

TEST(ObbProgram, refuses_an_argument_after_help_or_version) {
  for (const char* option : {"--help", "--version"}) {
    const CommandResult run = run_program({option, "extra"});
    EXPECT_EQ(run.status, 2) << option;
    EXPECT_EQ(run.out, "") << option;
    EXPECT_NE(run.err.find("takes no argument, given 'extra'"), std::string::npos) << option << ": " << run.err;
  }
}

TEST(EscapeSvgText, escapes_markup_and_replaces_control_characters) {
  EXPECT_EQ(escape_svg_text("x<y>&\"'"), "x&lt;y&gt;&amp;\"'");
  EXPECT_EQ(escape_svg_text(std::string("a\0b\tc", 5)), "a\xEF\xBF\xBD" "b\tc");
}

TEST(ParseBoxPairLine, reads_twelve_numbers_in_order) {
  const harness::ParsedLine<double> parsed = harness::parse_box_pair_line<double>("1 2 3 4 5 6 7 8 9 10 11 12");
  ASSERT_TRUE(parsed.pair.has_value());
  const oracle::StoredBox<double>& a = parsed.pair->a;
  const oracle::StoredBox<double>& b = parsed.pair->b;
  const double read[12] = {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy};
  for (int i = 0; i < 12; ++i) EXPECT_EQ(read[i], i + 1) << "number " << i + 1;
}

TEST(ParseBoxPairLine, rounds_like_strtof_at_float_precision) {
  const harness::ParsedLine<float> parsed = harness::parse_box_pair_line<float>("0.1 0 0 0 0 0 0 0 0 0 0 1e-46");
  ASSERT_TRUE(parsed.pair.has_value());
  EXPECT_EQ(parsed.pair->a.cx, 0.1f);
  EXPECT_EQ(parsed.pair->b.vy, 0.0f);  // below half the smallest subnormal
}

TEST(ParseBoxPairLine, accepts_windows_line_endings) {
  EXPECT_TRUE(harness::parse_box_pair_line<float>("1 2 3 4 5 6 7 8 9 10 11 12\r").pair.has_value());
}

}  // namespace
}  // namespace obb2d::cli
