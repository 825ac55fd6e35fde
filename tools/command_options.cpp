#include "command_options.hpp"

#include <algorithm>
#include <ostream>

namespace obb2d::cli {
namespace {

std::string spelling_of(const CommandOption& option) {
  std::string text = option.name;
  if (!option.value.empty()) text += " " + option.value;
  if (!option.alias.empty()) text += ", " + option.alias;
  return text;
}

}  // namespace

bool CommandArguments::has(const std::string& name) const {
  return std::any_of(read.begin(), read.end(),
                     [&](const CommandArgument& argument) { return argument.option && argument.option->name == name; });
}

CommandArguments read_command_arguments(const std::vector<std::string>& arguments,
                                        const std::vector<CommandOption>& table) {
  CommandArguments result;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& word = arguments[i];
    const auto option = std::find_if(table.begin(), table.end(), [&](const CommandOption& candidate) {
      return word == candidate.name || (!candidate.alias.empty() && word == candidate.alias);
    });
    if (option == table.end()) {
      if (word.rfind("--", 0) == 0) {
        result.problem = "unknown option '" + word + "'";
        return result;
      }
      result.read.push_back({nullptr, word});
      continue;
    }
    if (option->value.empty()) {
      result.read.push_back({&*option, ""});
    } else if (i + 1 < arguments.size()) {
      result.read.push_back({&*option, arguments[++i]});
    } else {
      result.problem = "'" + word + "' needs a value (" + option->value + ")";
      return result;
    }
  }
  return result;
}

std::string summarize_command_options(const std::vector<CommandOption>& table) {
  std::string text;
  for (const CommandOption& option : table) {
    text += (text.empty() ? "[" : " [") + option.name + (option.value.empty() ? "" : " " + option.value) + "]";
  }
  return text;
}

std::string describe_command_options(const std::vector<CommandOption>& table) {
  std::size_t column = 0;
  for (const CommandOption& option : table) column = std::max(column, spelling_of(option).size());
  column += 4;  // two before, at least two after
  std::string text;
  for (const CommandOption& option : table) {
    const std::string spelling = "  " + spelling_of(option);
    text += spelling + std::string(column - spelling.size(), ' ');
    for (const char c : option.help) text += c == '\n' ? "\n" + std::string(column, ' ') : std::string(1, c);
    text += '\n';
  }
  return text;
}

int write_text(const std::string& text, const std::string& command, std::ostream& out, std::ostream& err) {
  out << text << std::flush;
  if (out) return 0;
  err << command << ": cannot write to standard output (disk full, or a closed output)\n";
  return 2;
}

std::optional<long> parse_count(const std::string& text, long least, long most) {
  if (text.empty() || text.size() > 18) return std::nullopt;  // 18 digits fit in a long
  long count = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    count = 10 * count + (c - '0');
  }
  if (count < least || count > most) return std::nullopt;
  return count;
}

std::string describe_unhandled_option(const CommandOption& option) { return "unknown option '" + option.name + "'"; }

}  // namespace obb2d::cli
