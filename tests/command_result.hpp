#pragma once
/// @file
/// What one run of an `obb2d` subcommand gave, for the tests of the
/// command-line program.

#include <string>

namespace obb2d::cli {

/// Exit status and the text written to each stream.
struct CommandResult {
  int status;
  std::string out;
  std::string err;
};

}  // namespace obb2d::cli
