#include "property_run.hpp"

#include "command_options.hpp"
#include "harness/json_string.hpp"
#include "harness/kernels.hpp"

#include <cstdlib>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string_view>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

/// One line of the runner's --report file.
struct PropertyRow {
  std::string id, law, kind, kernel, precision, inputs, cases, outcome, counterexample, reproduce;
};

std::vector<PropertyRow> read_rows(const fs::path& path) {
  std::vector<PropertyRow> rows;
  std::ifstream file(path);
  for (std::string line; std::getline(file, line);) {
    std::vector<std::string> fields;
    std::stringstream stream(line);
    for (std::string field; std::getline(stream, field, '\t');) fields.push_back(field);
    fields.resize(10);
    rows.push_back({fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6], fields[7], fields[8],
                    fields[9]});
  }
  return rows;
}

/// Runs the runner; its output goes to `log`. Returns its exit status, or -1.
int run_runner(const PropertyRunOptions& options, const fs::path& report_file, const fs::path& log) {
  std::vector<std::string> arguments = {options.runner.string(), "--cases", std::to_string(options.cases),
                                        "--seed", std::to_string(options.seed), "--report", report_file.string()};
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  const std::string log_path = log.string();
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = -1;
  // The runner gets this environment without RC_PARAMS: its cases and seed
  // are the ones the report states.
  std::vector<char*> environment;
  for (char** variable = environ; *variable != nullptr; ++variable) {
    if (std::string_view(*variable).rfind("RC_PARAMS=", 0) != 0) environment.push_back(*variable);
  }
  environment.push_back(nullptr);
  const int started = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environment.data());
  posix_spawn_file_actions_destroy(&actions);
  if (started != 0) return -1;
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/// Adds the Properties section to summary.md. Returns whether it was written.
bool append_summary(const fs::path& path, const PropertyRunOptions& options, const std::vector<PropertyRow>& rows,
                    const PropertyRunResult& result) {
  std::ofstream summary(path, std::ios::app);
  summary << "\n## Properties\n\n"
          << "RapidCheck laws (properties/README.md), up to " << options.cases
          << " cases per law and kernel, RapidCheck seed " << options.seed << " (`obb2d_properties --cases "
          << options.cases << " --seed " << options.seed << "` runs the same cases). The production kernel "
          << (result.kernel_rows_not_kept == 0 ? "keeps every law" : "BREAKS A LAW") << "; the seed ports break "
          << result.port_rows_broken << " law rows (their findings: docs/seed-findings.md).\n\n"
          << "| law | kind | kernel | precision | inputs | cases | result |\n|---|---|---|---|---|---|---|\n";
  for (const PropertyRow& row : rows) {
    summary << "| " << row.law << " | " << row.kind << " | " << row.kernel << " | " << row.precision << " | "
            << row.inputs << " | " << row.cases << " | " << row.outcome << " |\n";
  }
  bool has_counterexample = false;
  for (const PropertyRow& row : rows) {
    if (row.outcome == "kept") continue;
    if (!has_counterexample) summary << "\n### Counterexamples (shrunk by RapidCheck, then toward simple numbers)\n";
    has_counterexample = true;
    summary << "\n- `" << row.id << "` " << row.outcome << ": " << row.counterexample << "\n";
    if (!row.reproduce.empty()) {
      summary << "  reproduce: `RC_PARAMS=\"" << row.reproduce << "\" obb2d_properties --only " << row.id << "`\n";
    }
  }
  summary.close();
  return !summary.fail();
}

/// Adds "properties" to findings.json: its last line is the closing brace.
/// Returns whether it was read and written.
bool append_json(const fs::path& path, const std::vector<PropertyRow>& rows) {
  std::string text;
  {
    std::ifstream file(path);
    std::stringstream content;
    content << file.rdbuf();
    text = content.str();
  }
  const std::size_t brace = text.rfind('}');
  if (brace == std::string::npos) return false;
  std::ostringstream entry;
  entry << ",\n  \"properties\": [\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PropertyRow& row = rows[i];
    entry << "    {\"law\": " << harness::json_string(row.law) << ", \"kind\": " << harness::json_string(row.kind)
          << ", \"kernel\": " << harness::json_string(row.kernel) << ", \"precision\": " << harness::json_string(row.precision)
          << ", \"inputs\": " << harness::json_string(row.inputs) << ", \"cases\": " << std::atol(row.cases.c_str())
          << ", \"result\": " << harness::json_string(row.outcome) << ", \"counterexample\": " << harness::json_string(row.counterexample)
          << ", \"reproduce\": " << harness::json_string(row.reproduce) << "}" << (i + 1 < rows.size() ? "," : "") << "\n";
  }
  entry << "  ]\n";
  std::string head = text.substr(0, brace);
  while (!head.empty() && (head.back() == '\n' || head.back() == ' ')) head.pop_back();
  std::ofstream file(path);
  file << head << entry.str() << "}\n";
  file.close();
  return !file.fail();
}

}  // namespace

/// The most --property-cases: a billion cases per law and kernel.
constexpr long max_property_cases = 1'000'000'000;

std::string take_property_options(std::vector<std::string>& arguments, PropertyRunOptions& options) {
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const bool has_value = i + 1 < arguments.size();
    if (arguments[i] == "--property-cases" && has_value) {
      const std::optional<long> cases = parse_count(arguments[++i], 0, max_property_cases);
      if (!cases) {
        return "--property-cases takes a count from 0 to " + std::to_string(max_property_cases) +
               " (0 skips the properties)";
      }
      options.cases = *cases;
    } else if (arguments[i] == "--properties" && has_value) {
      options.runner = arguments[++i];
    } else {
      rest.push_back(arguments[i]);
    }
  }
  arguments = rest;
  return "";
}

std::string property_run_usage() {
  return "\n"
         "Then runs the RapidCheck properties (every law against the production kernel\n"
         "and each seed port) with --property-cases N cases per law and kernel (default\n"
         "20000; 0 skips them), using the runner at --properties PATH (default\n"
         "../properties/obb2d_properties from this program's folder), and adds a\n"
         "Properties section to the report.\n";
}

PropertyRunResult run_property_step(const PropertyRunOptions& options, const fs::path& report, std::ostream& out,
                                    std::ostream& err) {
  PropertyRunResult result;
  if (options.cases == 0) return result;
  if (!fs::exists(options.runner)) {
    err << "obb2d verify: no property runner at " << options.runner
        << " (build the obb2d_properties target, or pass --properties)\n";
    return result;
  }
  fs::create_directories(report / "work");
  const fs::path rows_file = report / "work" / "properties.tsv", log = report / "work" / "properties.log";
  out << "[verify] properties: " << options.cases << " cases per law and kernel\n" << std::flush;
  const int status = run_runner(options, rows_file, log);
  const std::vector<PropertyRow> rows = read_rows(rows_file);
  result.has_run = status >= 0 && status <= 1 && !rows.empty();
  if (!result.has_run) {
    err << "obb2d verify: the property runner failed (status " << status << "), see " << log << '\n';
    return result;
  }
  result.rows = static_cast<int>(rows.size());
  const std::string_view production = harness::production_kernel().name;
  for (const PropertyRow& row : rows) {
    if (row.kernel == production && row.outcome != "kept") ++result.kernel_rows_not_kept;
    if (row.kernel != production && row.outcome == "broken") ++result.port_rows_broken;
  }
  result.could_write = append_summary(report / "summary.md", options, rows, result) &&
                       append_json(report / "findings.json", rows);
  if (!result.could_write) err << "obb2d verify: cannot add the properties to the report in " << report.string() << '\n';
  out << "[verify] properties: " << result.rows << " law rows; production kernel "
      << (result.kernel_rows_not_kept == 0 ? "keeps every law" : "BREAKS " + std::to_string(result.kernel_rows_not_kept))
      << "; seed ports break " << result.port_rows_broken << '\n';
  return result;
}

}  // namespace obb2d::cli
