/// @file
/// The `obb2d` command-line program: one subcommand per job
/// (tools/obb2d_program.hpp).

#include "obb2d_program.hpp"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  return obb2d::cli::run_obb2d_program(arguments, OBB2D_PROJECT_VERSION, std::cin, std::cout, std::cerr);
}
