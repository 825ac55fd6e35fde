#pragma once
/// @file
/// `obb2d draw`: the SVG picture of one box pair (or polygon pair) read from standard input.

#include "command_options.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// The text `obb2d draw --help` prints.
std::string draw_usage();

/// The options `obb2d draw` accepts: the table its parser reads and its
/// --help lists.
const std::vector<CommandOption>& draw_options();

/// Runs `obb2d draw [--title TEXT] [--polygons]`: reads the first pair line of `in`
/// (the `obb2d classify` syntax, read at double precision) and writes its
/// picture (tools/svg_picture.hpp) to `out`. Exit status 0, or 1 when no
/// well-formed line is found, 2 for bad arguments, a pair that cannot be
/// drawn (nothing is written to `out`; `err` says why) or a failed write.
int run_draw_command(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                     std::ostream& err);

}  // namespace obb2d::cli
