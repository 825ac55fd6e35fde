#pragma once
/// @file
/// `obb2d classify`: answers box pairs read from standard input.

#include "command_options.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// Runs `obb2d classify` with the arguments after the word "classify".
/// Reads `in` line by line (constant memory), writes one answer line per box
/// pair to `out` and one message per malformed line to `err`.
/// Returns the exit status: 0 when every line was answered, 1 when some line
/// was malformed (every other line is still answered), 2 for bad arguments.
int run_classify_command(const std::vector<std::string>& arguments, std::istream& in,
                         std::ostream& out, std::ostream& err);

/// The text `obb2d classify --help` prints.
std::string classify_usage();

/// The options `obb2d classify` accepts: the table its parser reads and its
/// --help lists.
const std::vector<CommandOption>& classify_options();

}  // namespace obb2d::cli
