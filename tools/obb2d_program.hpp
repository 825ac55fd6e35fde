#pragma once
/// @file
/// The `obb2d` program: its table of subcommands, the usage `obb2d --help`
/// prints from that table, and the dispatch to a subcommand.

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace obb2d::cli {

/// One subcommand: `obb2d NAME ARGUMENTS...`.
struct Subcommand {
  std::string_view name;     ///< the word after "obb2d"
  std::string_view summary;  ///< one line for `obb2d --help`
  /// Runs it with the arguments after its name; returns the exit status.
  int (*run)(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out, std::ostream& err);
};

/// Every subcommand, in the order `obb2d --help` lists them.
const std::vector<Subcommand>& all_subcommands();

/// The text `obb2d --help` prints: its own options and every subcommand.
std::string program_usage();

/// Runs `obb2d ARGUMENTS...` (the words after the program's name):
/// --help or -h prints the usage to `out` (0), --version prints "obb2d
/// VERSION" (0, 2 when it cannot be written), no argument prints the usage
/// to `err` (2), a subcommand's name runs it, anything else is refused (2).
int run_obb2d_program(const std::vector<std::string>& arguments, std::string_view version, std::istream& in,
                      std::ostream& out, std::ostream& err);

}  // namespace obb2d::cli
