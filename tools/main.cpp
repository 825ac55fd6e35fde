/// @file
/// The `obb2d` command-line program: one subcommand per job.

#include "classify_command.hpp"
#include "draw_command.hpp"
#include "sprite_bounds_command.hpp"
#include "verify_command.hpp"

#include <iostream>
#include <string>
#include <vector>

namespace {

const char* const usage =
    "usage: obb2d COMMAND [ARGUMENTS]   (obb2d --version: the version)\n"
    "\n"
    "commands:\n"
    "  classify   answer box pairs read from standard input (obb2d classify --help)\n"
    "  verify     run the differential fuzzing campaign and write a report (obb2d verify --help)\n"
    "  draw       the SVG picture of the box pair on standard input (obb2d draw [--title TEXT])\n"
    "  sprite-bounds  world bounds of a PNG sprite's opaque pixels (obb2d sprite-bounds --help)\n";

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  if (!arguments.empty() && arguments[0] == "--version") {
    std::cout << "obb2d " << OBB2D_VERSION << '\n' << std::flush;
    return std::cout ? 0 : 2;
  }
  if (arguments.empty() || arguments[0] == "--help" || arguments[0] == "-h") {
    (arguments.empty() ? std::cerr : std::cout) << usage;
    return arguments.empty() ? 2 : 0;
  }
  const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
  if (arguments[0] == "classify") {
    return obb2d::cli::run_classify_command(rest, std::cin, std::cout, std::cerr);
  }
  if (arguments[0] == "draw") return obb2d::cli::run_draw_command(rest, std::cin, std::cout, std::cerr);
  if (arguments[0] == "sprite-bounds") return obb2d::cli::run_sprite_bounds_command(rest, std::cout, std::cerr);
  if (arguments[0] == "verify") return obb2d::cli::run_verify_command(rest, std::cout, std::cerr);
  std::cerr << "obb2d: unknown command '" << arguments[0] << "'\n" << usage;
  return 2;
}
