#include "draw_command.hpp"

#include "harness/pair_line.hpp"
#include "command_options.hpp"
#include "svg_picture.hpp"

#include <istream>
#include <ostream>

namespace obb2d::cli {

const std::vector<CommandOption>& draw_options() {
  static const std::vector<CommandOption> options = {
      {"--title", "TEXT", "the caption (default 'obb2d draw'); escaped for SVG", ""},
      {"--polygons", "", "read a polygon pair (obb2d classify --polygons syntax)", ""},
      {"--answered", "TEXT", "what a routine answered, written under the truth (e.g. 'xna: disjoint')", ""},
      {"--help", "", "this text", "-h"},
  };
  return options;
}

std::string draw_usage() {
  return "usage: obb2d draw " + summarize_command_options(draw_options()) +
         " < LINE\n"
         "\n"
         "Writes the SVG picture of the first box pair on standard input (one line as\n"
         "obb2d classify reads it, numbers read as doubles) to standard output: both\n"
         "boxes, what is true (from the oracle, with the width of the gap or the overlap),\n"
         "and panels zooming on the gap, the overlap or the contact until its width\n"
         "shows. With --polygons\n"
         "the line is a polygon pair, as obb2d classify --polygons reads it.\n"
         "\n" +
         describe_command_options(draw_options()) +
         "\n"
         "Every number in the picture is finite and at most a few hundred: the boxes\n"
         "are mapped into the panels, whatever their size. A pair that cannot be drawn\n"
         "(a NaN or infinite number, or a box corner beyond the double range) writes\n"
         "nothing to standard output and says why on standard error.\n"
         "\n"
         "Exit status 0; 1 when there is no pair, or the first line that is not blank\n"
         "or a comment is malformed; 2 for bad arguments, a pair that cannot be drawn,\n"
         "input that cannot be read, or when the picture or this text cannot be\n"
         "written.\n";
}

namespace {

/// Draws the first pair `parse` finds in `in`; the exit status as run_draw_command documents it.
template <class Pair>
int draw_first_pair(harness::ParsedLine<double, Pair> (*parse)(std::string_view),
                    BoxPairPicture (*draw)(const Pair&, const std::string&, const std::string&),
                    const std::string& title, const std::string& answered, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string line;
  harness::ParsedLine<double, Pair> parsed;
  for (long number = 1; harness::read_and_parse_line(in, line, parse, parsed); ++number) {
    if (parsed.is_skipped) continue;
    if (!parsed.pair) {
      err << "obb2d draw: line " << number << ": " << parsed.error << '\n';
      return 1;
    }
    const BoxPairPicture picture = draw(*parsed.pair, title, answered);
    if (!picture.why_not.empty()) {
      err << "obb2d draw: line " << number << ": cannot draw this pair: " << picture.why_not << '\n';
      return 2;
    }
    out << picture.svg;
    out.flush();
    if (!out) {
      err << "obb2d draw: cannot write the picture (disk full, or a closed output)\n";
      return 2;
    }
    return 0;
  }
  if (in.bad()) {
    err << "obb2d draw: cannot read the input (a folder, or a read error)\n";
    return 2;
  }
  err << "obb2d draw: no pair on standard input\n";
  return 1;
}

}  // namespace

int run_draw_command(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                     std::ostream& err) {
  const CommandArguments read = read_command_arguments(arguments, draw_options());
  if (read.has("--help")) return write_text(draw_usage(), "obb2d draw", out, err);
  std::string title = "obb2d draw";
  std::string answered;
  bool reads_polygons = false;
  std::string problem = read.problem;
  for (const CommandArgument& argument : read.read) {
    if (!problem.empty()) break;
    if (!argument.option) {
      problem = "unexpected argument '" + argument.value + "' (the boxes come on standard input)";
    } else if (argument.option->name == "--title") {
      title = argument.value;
    } else if (argument.option->name == "--answered") {
      answered = argument.value;
    } else if (argument.option->name == "--polygons") {
      reads_polygons = true;
    } else if (argument.option->name != "--help") {
      problem = describe_unhandled_option(*argument.option);
    }
  }
  if (!problem.empty()) {
    err << "obb2d draw: " << problem << "\n" << draw_usage();
    return 2;
  }
  return reads_polygons ? draw_first_pair(&harness::parse_polygon_pair_line<double>, &draw_polygon_pair_svg, title,
                                          answered, in, out, err)
                        : draw_first_pair(&harness::parse_box_pair_line<double>, &draw_box_pair_svg, title, answered,
                                          in, out, err);
}

}  // namespace obb2d::cli
