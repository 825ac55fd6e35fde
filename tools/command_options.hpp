#pragma once
/// @file
/// A subcommand's options as one table: its parser reads the arguments
/// against the table and its --help lists the table, so no option is
/// accepted without being listed (the reader refuses any other) and none is
/// listed without being handled (tests/classify_command_test.cpp passes
/// every listed option to its command).

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace obb2d::cli {

/// One option of a subcommand.
struct CommandOption {
  std::string name;   ///< the spelling, e.g. "--kernel"
  std::string value;  ///< the value's name in --help ("NAME"), or "" for a flag
  std::string help;   ///< what it does; each '\n' continues it on an aligned line
  std::string alias;  ///< another spelling ("-h"), or ""
};

/// One argument read against a table: an option with its value, or a
/// positional word (then `option` is null).
struct CommandArgument {
  const CommandOption* option = nullptr;
  std::string value;  ///< the option's value ("" for a flag), or the positional word
};

/// The arguments as read against a table.
struct CommandArguments {
  std::vector<CommandArgument> read;  ///< in order, up to the first problem
  std::string problem;                ///< what is wrong, or "" when every argument was read

  /// Whether option `name` was read (before any problem).
  bool has(const std::string& name) const;
};

/// Reads `arguments` against `table`. A word starting with "--", or equal
/// to an option's alias, is an option and must be in the table ("unknown
/// option '--x'" otherwise); an option with a value takes the next word,
/// whatever it is ("'--x' needs a value (NAME)" when there is none). Any
/// other word is positional. Reading stops at the first problem.
CommandArguments read_command_arguments(const std::vector<std::string>& arguments,
                                        const std::vector<CommandOption>& table);

/// The table as a usage line shows it: "[--kernel NAME] [--area] ...".
std::string summarize_command_options(const std::vector<CommandOption>& table);

/// The table as --help lists it, one option a line: "  --name VALUE, alias"
/// then its help, aligned in one column.
std::string describe_command_options(const std::vector<CommandOption>& table);

/// Writes `text` (a usage, a version) to `out` and flushes it: 0, or 2 with
/// "COMMAND: cannot write to standard output ..." on `err` when the write
/// failed (a full disk, a closed output), so that no command's help or
/// version is lost in silence.
int write_text(const std::string& text, const std::string& command, std::ostream& out, std::ostream& err);

/// `text` read whole as a decimal count from `least` to `most`: digits
/// only (no sign, no blank, no exponent), or nullopt.
std::optional<long> parse_count(const std::string& text, long least, long most);

/// The problem a command reports for an option that is in its table but
/// that its parser does not handle: the same words as an unknown one, so a
/// test that finds neither proves the table and the parser agree.
std::string describe_unhandled_option(const CommandOption& option);

}  // namespace obb2d::cli
