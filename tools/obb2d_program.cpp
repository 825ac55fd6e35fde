#include "obb2d_program.hpp"

#include "classify_command.hpp"
#include "command_options.hpp"
#include "draw_command.hpp"
#include "sprite_bounds_command.hpp"
#include "verify_command.hpp"

#include <algorithm>
#include <istream>
#include <ostream>

namespace obb2d::cli {
namespace {

/// The program's own options (before any subcommand).
const std::vector<CommandOption>& program_options() {
  static const std::vector<CommandOption> options = {
      {"--version", "", "the version", ""},
      {"--help", "", "this text (COMMAND --help: the command's)", "-h"},
  };
  return options;
}

}  // namespace

const std::vector<Subcommand>& all_subcommands() {
  static const std::vector<Subcommand> subcommands = {
      {"classify", "answer box pairs read from standard input", run_classify_command},
      {"verify", "run the differential fuzzing campaign and write a report",
       [](const std::vector<std::string>& arguments, std::istream&, std::ostream& out, std::ostream& err) {
         return run_verify_command(arguments, out, err);
       }},
      {"draw", "the SVG picture of the box pair on standard input", run_draw_command},
      {"sprite-bounds", "world bounds of a PNG sprite's opaque pixels",
       [](const std::vector<std::string>& arguments, std::istream&, std::ostream& out, std::ostream& err) {
         return run_sprite_bounds_command(arguments, out, err);
       }},
  };
  return subcommands;
}

std::string program_usage() {
  std::string text = "usage: obb2d COMMAND [ARGUMENTS]\n       obb2d " + summarize_command_options(program_options()) +
                     "\n\n" + describe_command_options(program_options()) +
                     "\ncommands (obb2d COMMAND --help for each):\n";
  std::size_t column = 0;
  for (const Subcommand& command : all_subcommands()) column = std::max(column, command.name.size() + 4);
  for (const Subcommand& command : all_subcommands()) {
    text += "  " + std::string(command.name) + std::string(column - command.name.size() - 2, ' ') +
            std::string(command.summary) + '\n';
  }
  return text;
}

int run_obb2d_program(const std::vector<std::string>& arguments, std::string_view version, std::istream& in,
                      std::ostream& out, std::ostream& err) {
  if (arguments.empty()) {
    err << program_usage();
    return 2;
  }
  const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
  const auto command = std::find_if(all_subcommands().begin(), all_subcommands().end(),
                                    [&](const Subcommand& candidate) { return candidate.name == arguments[0]; });
  if (command != all_subcommands().end()) return command->run(rest, in, out, err);
  // Not a command: the program's own option, alone.
  const CommandArguments read = read_command_arguments({arguments[0]}, program_options());
  const bool is_option = read.problem.empty() && read.read.at(0).option;
  const bool is_help = is_option && read.has("--help"), is_version = is_option && read.has("--version");
  if ((is_help || is_version) && rest.empty()) {
    return write_text(is_help ? program_usage() : "obb2d " + std::string(version) + '\n', "obb2d", out, err);
  }
  if (!is_option) {
    err << "obb2d: unknown command '" << arguments[0] << "'\n" << program_usage();
  } else if (is_help || is_version) {
    err << "obb2d: " << arguments[0] << " takes no argument, given '" << rest.front() << "'\n";
  } else {
    err << "obb2d: " << arguments[0] << " is not an option of the program\n" << program_usage();
  }
  return 2;
}

}  // namespace obb2d::cli
