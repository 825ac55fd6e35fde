// Pictures draw something finite or say why not: every number an SVG of
// `obb2d draw` or `obb2d sprite-bounds --svg` writes is finite and at most
// largest_svg_number, whatever the geometry's size; a box pair that cannot
// be drawn (NaN, infinity, a corner beyond double range) is refused with
// status 2 and a reason, and writes nothing.

#include "temporary_file.hpp"
#include "tools/draw_command.hpp"
#include "oracle/picture_facts.hpp"
#include "tools/svg_panel.hpp"
#include "tools/png_mask.hpp"
#include "tools/sprite_bounds_command.hpp"
#include "tools/svg_panel.hpp"
#include "tools/svg_picture.hpp"

#include "oracle/separation.hpp"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace obb2d::cli {
namespace {

/// What is wrong with the numbers of `svg`'s geometry attributes (points,
/// x, y, cx, cy, r, width, height, viewBox): the first that is not a finite
/// number of magnitude at most largest_svg_number; "" when there is none.
std::string find_unbounded_number(const std::string& svg) {
  static const std::regex attribute(R"re(\b(points|x|y|cx|cy|r|width|height|viewBox)="([^"]*)")re");
  for (auto match = std::sregex_iterator(svg.begin(), svg.end(), attribute); match != std::sregex_iterator(); ++match) {
    std::istringstream words(std::regex_replace((*match)[2].str(), std::regex(","), " "));
    for (std::string word; words >> word;) {
      char* end = nullptr;
      const double value = std::strtod(word.c_str(), &end);
      if (*end != '\0' || !std::isfinite(value) || std::abs(value) > largest_svg_number) {
        return (*match)[1].str() + "=\"..." + word + "...\"";
      }
    }
  }
  return "";
}

struct DrawResult {
  int status;
  std::string out;
  std::string err;
};

DrawResult run_draw(const std::string& line) {
  std::istringstream in(line + "\n");
  std::ostringstream out, err;
  const int status = run_draw_command({}, in, out, err);
  return {status, out.str(), err.str()};
}

TEST(FindUnboundedNumber, sees_nan_infinity_and_huge_coordinates) {
  EXPECT_EQ(find_unbounded_number("<polygon points=\"1.000,2.000 3,4 \"/>"), "");
  EXPECT_NE(find_unbounded_number("<polygon points=\"nan,25.000 \"/>"), "");
  EXPECT_NE(find_unbounded_number("<circle cx=\"inf\" cy=\"0\"/>"), "");
  EXPECT_NE(find_unbounded_number("<polygon points=\"1,-124999850.000 \"/>"), "");
}

TEST(DrawCommand, refuses_a_pair_holding_nan_with_status_2_and_writes_nothing) {
  const DrawResult run = run_draw("nan 0 1 0 0 1  3 0 1 0 0 1");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("cannot draw this pair: box A holds NaN or infinity"), std::string::npos) << run.err;
}

TEST(DrawCommand, refuses_a_pair_holding_infinity) {
  const DrawResult run = run_draw("0 0 1 0 0 1  3 0 inf 0 0 1");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("box B holds NaN or infinity"), std::string::npos) << run.err;
}

TEST(DrawCommand, refuses_a_box_whose_corner_is_beyond_the_double_range) {
  // 1e308 + 1e308 overflows: the box has no corner in double.
  const DrawResult run = run_draw("1e308 0 1e308 0 0 1  -1e308 0 1 0 0 1");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("beyond the double range"), std::string::npos) << run.err;
}

TEST(DrawCommand, writes_only_finite_bounded_numbers_whatever_the_geometry) {
  const char* const lines[] = {
      "0 0 1 0 0 1  2 0 1 0 0 1",                           // 1. touching: the zoom panel used to reach 1e8
      "0 0 1 0 0 1  2.0000000000000004 0 1 0 0 1",          // 2. a gap of one double ulp (zoom 10^15)
      "1.5e308 0 1e307 0 0 1  -1.5e308 0 1e307 0 0 1",      // 3. an extent (3e308) that overflows double
      "0 0 1e300 1e300 -1e-300 1e-300  1e300 0 1 0 0 1",    // 4. a huge thin box against a unit one
      "0 0 0 0 0 0  0 0 0 0 0 0",                           // 5. two points at the origin
      "0 0 4e-324 0 0 4e-324  1e-323 0 4e-324 0 0 4e-324",  // 6. subnormal boxes
      "-1e308 -1e308 0 0 0 0  1e308 1e308 0 0 0 0",         // 7. two points at opposite ends of the range
  };
  for (const char* line : lines) {
    const DrawResult run = run_draw(line);
    EXPECT_EQ(run.status, 0) << line << ": " << run.err;
    EXPECT_EQ(find_unbounded_number(run.out), "") << line;
    EXPECT_EQ(run.out.find("nan"), std::string::npos) << line;
    EXPECT_EQ(run.out.find("inf"), std::string::npos) << line;
  }
}

TEST(DrawCommand, deep_zoom_shows_a_one_ulp_gap_where_it_is) {
  // Unit squares 2^-51 apart: five panels, each zooming at most a thousand
  // times (x7.21e3 per step), the last four gaps wide: A's right edge and
  // B's left edge a quarter panel (75 px) apart, both as long as the panel
  // half, the gap's width written exactly and its middle listed as a probe.
  const DrawResult run = run_draw("0 0 1 0 0 1  2.0000000000000004 0 1 0 0 1");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("zoom x7.21e+03"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("zoom x2.7e+15<"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("points=\"1265.000,210.000 1392.500,210.000 1392.500,45.000 1265.000,45.000 \""),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("points=\"1467.500,210.000 1595.000,210.000 1595.000,45.000 1467.500,45.000 \""),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("true (oracle): disjoint, gap 4.4409e-16 (exactly 0x1p-51)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("gap 4.4409e-16 (exactly 0x1p-51) = 75 px"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("probe 1430.000 210.000 background\nprobe 1392.500 210.000 a\nprobe 1467.500 210.000 b\n"),
            std::string::npos)
      << run.out;
}

TEST(DrawCommand, writes_the_width_the_truth_and_the_answer_for_every_relation) {
  // A sliver overlap of 2^-20, a shared edge, and a gap between a point box and a square.
  const struct {
    const char* line;
    const char* truth;
    const char* probes;
  } cases[] = {
      {"0 0 1 0 0 1  1.9999990463256836 0.5 1 0 0 1", "true (oracle): overlapping, overlap width 9.5367e-07 (exactly 0x1p-20)",
       "both\n</metadata>"},
      {"0 0 1 0 0 1  2 0.5 1 0 0 1", "true (oracle): touching, they meet: no gap, no overlap", " a\nprobe "},
      {"0 0 0 0 0 0  3 4 1 0 0 1", "true (oracle): disjoint, gap about 3.6056", " background\n"},
  };
  for (const auto& c : cases) {
    std::istringstream in(c.line);
    std::ostringstream out, err;
    ASSERT_EQ(run_draw_command({"--answered", "xna: disjoint"}, in, out, err), 0) << err.str();
    EXPECT_NE(out.str().find(c.truth), std::string::npos) << c.line << "\n" << out.str();
    EXPECT_NE(out.str().find("answered: xna: disjoint"), std::string::npos) << c.line;
    EXPECT_NE(out.str().find(c.probes), std::string::npos) << c.line << "\n" << out.str();
  }
}

TEST(PictureFacts, a_sliver_thinner_than_its_coordinates_ulp_still_gets_a_focus_inside_it) {
  // The triangle (1, ±2^-128), (-1, -2^33) inside a large rectangle: the
  // overlap is the triangle, 1.4e-48 thin, whose centroid (y near -5.7e9,
  // ulp 1e-6) rounds far outside it. The middle of its two long edges,
  // (0, -2^32), is a double inside it.
  const auto exact = [](std::initializer_list<double> xy) {
    oracle::VertexList<oracle::Rational> list;
    for (auto p = xy.begin(); p != xy.end(); p += 2) {
      list.push_back({oracle::to_rational<oracle::Rational>(p[0]), oracle::to_rational<oracle::Rational>(p[1])});
    }
    return list;
  };
  const PictureFacts facts = find_picture_facts(exact({1, 0x1p-128, 1, -0x1p-128, -1, -0x1p33}),
                                                exact({-2, -1e10, 2, -1e10, 2, 1, -2, 1}));
  EXPECT_EQ(facts.truth, oracle::Relation::overlapping);
  EXPECT_NEAR(facts.width, 1.3685e-48, 1e-52);
  EXPECT_GE(facts.focus_margin, facts.width / 4);
  EXPECT_EQ(facts.focus.x, 0);
  EXPECT_EQ(facts.focus.y, -0x1p32);
}

TEST(PictureFacts, a_sliver_between_two_doubles_is_centered_by_a_correction) {
  // Exact rectangles (a port's rebuilt geometry need not be doubles) that
  // overlap in y from 2^40 + 2^-14 + 2^-21 to 2^40 + 2^-14 + 2^-20: no double
  // lies in that range (they are 2^-12 apart there), so the window's center
  // is a double plus a correction.
  using oracle::Rational;
  const Rational y = Rational(1ll << 40) + Rational(1, 1 << 14), w(1, 1 << 20);
  const auto rectangle = [](Rational low, Rational high) {
    return oracle::VertexList<Rational>{{0, low}, {1, low}, {1, high}, {0, high}};
  };
  const PictureFacts facts = find_picture_facts(rectangle(y, y + w), rectangle(y + w / 2, y + 1));
  EXPECT_EQ(facts.truth, oracle::Relation::overlapping);
  EXPECT_EQ(facts.width, 0x1p-21);
  EXPECT_GE(facts.focus_margin, facts.width / 4);
  EXPECT_NE(facts.focus_correction.y, 0);
}

TEST(PictureFacts, the_focus_of_a_gap_is_in_the_gap_not_merely_far_from_both_shapes) {
  // Unit squares corner to corner, 2^-20 apart on each axis: the middle of
  // A's top-left and B's bottom-right corners is far from both (a larger
  // margin) but not in the gap; the focus must be within one gap of each.
  using oracle::Rational;
  const Rational g(1, 1 << 20);
  const auto square = [](Rational x, Rational y) {
    return oracle::VertexList<Rational>{{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
  };
  const PictureFacts facts = find_picture_facts(square(0, 0), square(1 + g, 1 + g));
  EXPECT_EQ(facts.truth, oracle::Relation::disjoint);
  EXPECT_NEAR(facts.focus.x, 1 + 0x1p-21, 1e-12);
  EXPECT_NEAR(facts.focus.y, 1 + 0x1p-21, 1e-12);
  EXPECT_LE(std::hypot(facts.to_a.x, facts.to_a.y), facts.width);
  EXPECT_LE(std::hypot(facts.to_b.x, facts.to_b.y), facts.width);
}

TEST(PictureFacts, square_root_of_a_square_beyond_the_double_range_is_exact) {
  // 1e-200 squared is below the smallest double, 1e200 squared above the
  // largest; converting the square first would give 0 and infinity.
  for (const double width : {1e-200, 1e200, 0x1p-1074, 3.0}) {
    const oracle::Rational w = oracle::to_rational<oracle::Rational>(width);
    EXPECT_EQ(oracle::sqrt_to_double(w * w), width);
  }
  EXPECT_EQ(oracle::sqrt_to_double(0), 0);
}

TEST(DrawMessageSvg, holds_the_title_and_the_reason_escaped_and_no_geometry) {
  // What obb2d verify links in place of a witness it cannot draw.
  const std::string svg = draw_message_svg("xna: invalid<", "box A holds NaN or infinity");
  EXPECT_NE(svg.find("xna: invalid&lt;"), std::string::npos) << svg;
  EXPECT_NE(svg.find("not drawn: box A holds NaN or infinity"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("<polygon"), std::string::npos);
  EXPECT_EQ(find_unbounded_number(svg), "");
}

TEST(SvgPanel, window_around_the_whole_double_range_is_finite) {
  const auto window = make_window_around({{-DBL_MAX, -DBL_MAX}, {DBL_MAX, DBL_MAX}, {NAN, 0}, {INFINITY, 0}}, 1.2, 1);
  ASSERT_TRUE(window.has_value());
  EXPECT_EQ(window->center.x, 0);
  EXPECT_EQ(window->half_side, DBL_MAX);  // 1.2 DBL_MAX capped
  EXPECT_FALSE(make_window_around({{NAN, 0}, {0, INFINITY}}, 1.2, 1).has_value());
}

TEST(SvgPanel, clips_an_infinite_rectangle_to_the_panel_and_drops_what_is_out_of_view) {
  const ViewWindow window{{0, 0}, 1};  // the world square [-1, 1]^2
  const Panel panel{0, 0, 100, false};
  EXPECT_EQ(format_polygon_on_panel({{0, 0}, {INFINITY, 0}, {INFINITY, INFINITY}, {0, INFINITY}}, window, panel),
            "50.000,50.000 105.000,50.000 105.000,105.000 50.000,105.000 ");
  EXPECT_EQ(format_polygon_on_panel({{5, 5}, {6, 5}, {6, 6}}, window, panel), "");
  EXPECT_EQ(format_polygon_on_panel({{NAN, 0}, {0, 0}, {0, 1}}, window, panel), "");
  EXPECT_FALSE(place_on_panel({3, 0}, window, panel).has_value());
}

/// A 6 x 4 PNG with an L of opaque pixels.
TemporaryFile write_l_sprite() {
  TemporaryFile png("l-sprite.png");
  oracle::SpriteMask mask;
  mask.width = 6, mask.height = 4;
  mask.alpha = {0, 255, 0,   0,   0,   0,  //
                0, 255, 0,   0,   0,   0,  //
                0, 255, 255, 255, 255, 0,  //
                0, 0,   0,   0,   0,   0};
  EXPECT_EQ(write_png_mask(png.path.string(), mask), "");
  return png;
}

TEST(SpriteBoundsCommand, picture_of_a_huge_scale_writes_only_finite_bounded_numbers) {
  const TemporaryFile png = write_l_sprite();
  // 1e38: the production AABB overflows float (inf sides), the exact bounds
  // are near 1e38..5e38; 3e38 with a far position; a tiny scale.
  const std::vector<std::vector<std::string>> placements = {{"--scale", "1e38"},
                                                            {"--scale", "3e38", "--position", "3e38,-3e38"},
                                                            {"--matrix", "1e38,1e38,-1e38,1e38,3e38,3e38"},
                                                            {"--scale", "1e-38"}};
  for (const char* kernel : {"exact", "oracle", "xna-sprite"}) {
    for (const std::vector<std::string>& placement : placements) {
      const TemporaryFile svg("huge-scale.svg");
      std::vector<std::string> arguments = {png.path.string(), "--kernel", kernel, "--svg", svg.path.string()};
      arguments.insert(arguments.end(), placement.begin(), placement.end());
      std::ostringstream out, err;
      EXPECT_EQ(run_sprite_bounds_command(arguments, out, err), 0) << err.str();
      const std::string picture = svg.read();
      EXPECT_NE(picture.find("</svg>"), std::string::npos);
      EXPECT_EQ(find_unbounded_number(picture), "") << kernel << " " << placement[1];
    }
  }
}

TEST(SpriteBoundsCommand, picture_for_a_nan_rotation_says_why_it_shows_no_pixel) {
  const TemporaryFile png = write_l_sprite();
  const TemporaryFile svg("nan-rotation.svg");
  std::ostringstream out, err;
  EXPECT_EQ(run_sprite_bounds_command({png.path.string(), "--rotation", "nan", "--svg", svg.path.string()}, out, err),
            0);
  EXPECT_NE(out.str().find("aabb invalid"), std::string::npos) << out.str();
  const std::string picture = svg.read();
  EXPECT_EQ(find_unbounded_number(picture), "");
  EXPECT_EQ(picture.find("<polygon"), std::string::npos);
  EXPECT_NE(picture.find("no pixel drawn: the matrix holds NaN or infinity"), std::string::npos) << picture;
}

}  // namespace
}  // namespace obb2d::cli
