/// @file
/// obb2d_properties: runs every law (laws/law_table.hpp) against every
/// kernel it applies to, at float and double, with RapidCheck, and reports
/// per law and kernel the cases run and whether the law was kept or broken,
/// with the shrunk counterexample. See properties/README.md.
///
///   obb2d_properties [--cases N] [--seed N] [--only TEXT] [--report FILE] [--write-findings DIR] [--verbose]
///
/// --cases N      successful cases per law and kernel, 1 to 2^31 - 1 (default
///                1000); a max_success in RC_PARAMS takes precedence (and must
///                be at least 1 too)
/// --seed N       RapidCheck's seed, so that a run can be repeated case for
///                case (default: one drawn and printed); a seed in RC_PARAMS
///                takes precedence
/// --only TEXT    run only the rows whose id (law/kernel/precision[/ordinary])
///                contains TEXT
/// --report FILE  also write one tab-separated line per row (for obb2d verify)
/// --write-findings DIR  write each law a seed port breaks as a finding file
///                (law_finding.hpp), DIR/KERNEL--LAW[--ordinary].txt, for
///                corpus/property_findings/
/// --verbose      print RapidCheck's own failure message for broken port laws too
///
/// Exit status 0 when the production kernel keeps every law; 1 when it
/// breaks or gives up on one, or a row runs no case (the seed ports breaking
/// laws is their finding, not a failure); 2 for bad arguments, an --only that
/// selects no row, or an output it cannot write (--report and
/// --write-findings are checked before any row runs, and again when written;
/// the standard output after its first line and when the run ends).

#include "generators/boundary_pair.hpp"
#include "generators/law_parameters.hpp"
#include "harness/box_pair.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/shrink.hpp"
#include "law_finding.hpp"
#include "laws/law_table.hpp"
#include "show.hpp"

#include <rapidcheck.h>

#include <unistd.h>

#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace obb2d::properties {
namespace {

struct RunnerOptions {
  int cases = 1000;
  std::uint64_t seed = 0;  // 0: one drawn
  rc::detail::Configuration configuration;  // RC_PARAMS read over --cases and --seed
  std::string only;
  std::string report;
  std::string findings_folder;
  bool is_verbose = false;
};

/// The outcome of one law against one kernel at one precision.
struct RowResult {
  std::string id, law, kind, kernel, precision;
  std::string inputs;          // "all", or "ordinary" (is_ordinary_pair)
  int cases = 0;
  std::string outcome;         // kept, broken, gave up, unchecked (no case ran), error
  std::string counterexample;  // a law finding (law_finding.hpp), for broken
  std::string reproduce;       // RC_PARAMS value that replays it
  double seconds = 0;
};

/// Keeps RapidCheck quiet while a property runs: the runner prints one line
/// per row instead.
class SilentListener : public rc::detail::TestListener {
 public:
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

template <class T>
const char* precision_name() {
  return std::is_same_v<T, float> ? "float" : "double";
}

/// Whether a pair is what a game would pass: both boxes of positive area,
/// every number 0 or of magnitude in [2^-20, 2^20]. A seed port breaks most
/// laws with degenerate boxes or at the ends of the float range (its
/// products overflow or underflow); on ordinary pairs, what it breaks says
/// more about its logic.
template <class T>
bool is_ordinary_pair(const BoxPair<T>& pair) {
  for (const oracle::StoredBox<T>* box : {&pair.a, &pair.b}) {
    if (has_zero_area(*box)) return false;
    for (const T number : {box->cx, box->cy, box->ux, box->uy, box->vx, box->vy}) {
      const T magnitude = std::fabs(number);
      if (magnitude != 0 && !(magnitude >= T(0x1p-20) && magnitude <= T(0x1p+20))) return false;
    }
  }
  return true;
}

/// law/kernel/precision, with "/ordinary" for rows restricted to ordinary
/// pairs.
template <class T>
std::string row_id(const Law<T>& law, const KernelUnderTest<T>& kernel, bool needs_ordinary) {
  return std::string(law.name) + "/" + std::string(kernel.name) + "/" + precision_name<T>() +
         (needs_ordinary ? "/ordinary" : "");
}

/// The law finding of a failing case, its pair shrunk further toward simple
/// numbers while the law still applies and fails (harness/scene_shrink.hpp; the
/// law's parameters kept): RapidCheck shrinks a real only to 0, -x and
/// trunc(x). The finding's `#` lines say what was shrunk from what.
template <class T>
std::string shrunk_law_finding(const Law<T>& law, const KernelUnderTest<T>& kernel, bool needs_ordinary,
                               const BoxPair<T>& raw, const LawParameters& parameters) {
  const auto breaks = [&](const std::vector<T>& numbers) {
    const BoxPair<T> pair = harness::box_pair_of(numbers);
    if (needs_ordinary && !is_ordinary_pair(pair)) return false;
    const LawVerdict verdict = law.check(kernel, pair, parameters);
    return verdict.applies && !verdict.holds;
  };
  const std::vector<T> raw_numbers = harness::numbers_of(raw);
  const std::vector<T> numbers = harness::shrink_box_scene(raw_numbers, breaks);
  const BoxPair<T> pair = harness::box_pair_of(numbers);
  std::string why = law.check(kernel, pair, parameters).detail;
  if (numbers != raw_numbers) {
    why += "\nshrunk from RapidCheck's counterexample (" + harness::describe_simplicity(raw_numbers) + "; now " +
           harness::describe_simplicity(numbers) + "): " + harness::format_classify_line(raw.a, raw.b);
  }
  return format_law_finding({why, std::string(law.name), std::string(kernel.name), precision_name<T>(),
                             to_text(parameters), harness::format_classify_line(pair.a, pair.b)});
}

template <class T>
RowResult run_row(const Law<T>& law, const KernelUnderTest<T>& kernel, bool needs_ordinary,
                  const RunnerOptions& options, std::ostream& out) {
  RowResult row;
  row.inputs = needs_ordinary ? "ordinary" : "all";
  row.law = std::string(law.name);
  row.kind = law.kind == LawKind::exact ? "exact" : "approximate";
  row.kernel = std::string(kernel.name);
  row.precision = precision_name<T>();
  row.id = row_id(law, kernel, needs_ordinary);

  // The last failing case is RapidCheck's shrunk counterexample: shrinking
  // accepts a candidate only when it fails, and stops when no candidate does.
  std::optional<std::pair<BoxPair<T>, LawParameters>> last_failure;
  const auto property = [&law, &kernel, needs_ordinary, &last_failure] {
    const BoxPair<T> pair = law.kind == LawKind::exact ? *generators::boundary_pair<T>()
                                                       : *generators::arbitrary_angle_pair<T>();
    RC_PRE(!needs_ordinary || is_ordinary_pair(pair));
    const LawParameters parameters = *generators::law_parameters<T>(law.name, pair);
    const LawVerdict verdict = law.check(kernel, pair, parameters);
    RC_PRE(verdict.applies);
    if (!verdict.holds) {
      last_failure.emplace(pair, parameters);
      RC_FAIL(verdict.detail);
    }
  };

  // rc::check would print and return a bool; checkProperty (RapidCheck's
  // own entry point behind it) returns the result itself: the case count,
  // the shrunk failure and its reproduction, which the report needs. The
  // configuration is RC_PARAMS's, so seed=, reproduce= etc. work as usual.
  SilentListener listener;
  const auto start = std::chrono::steady_clock::now();
  const rc::detail::TestResult result =
      rc::detail::checkProperty(rc::detail::toProperty(property), rc::detail::TestMetadata{row.id, row.id},
                                options.configuration.testParams, listener, options.configuration.reproduce);
  row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  rc::detail::SuccessResult success;
  rc::detail::FailureResult failure;
  rc::detail::GaveUpResult gave_up;
  if (result.match(success) && success.numSuccess == 0) {
    // A law no case reached is not kept: a green row means "checked".
    row.outcome = "unchecked";
    row.counterexample = "no case ran";
  } else if (result.match(success)) {
    row.outcome = "kept", row.cases = success.numSuccess;
  } else if (result.match(failure)) {
    row.outcome = "broken", row.cases = failure.numSuccess;
    row.counterexample = shrunk_law_finding(law, kernel, needs_ordinary, last_failure->first, last_failure->second);
    rc::detail::Configuration replay;
    replay.reproduce[row.id] = failure.reproduce;
    row.reproduce = rc::detail::configToMinimalString(replay);
    if (!kernel.is_port() || options.is_verbose) rc::detail::printResultMessage(result, out), out << '\n';
  } else if (result.match(gave_up)) {
    row.outcome = "gave up", row.cases = gave_up.numSuccess;
    row.counterexample = gave_up.description;
  } else {
    row.outcome = "error";
    rc::detail::printResultMessage(result, out);
    out << '\n';
  }
  return row;
}

void print_row(const RowResult& row, std::ostream& out) {
  out << std::left << std::setw(24) << row.law << std::setw(16) << row.kernel << std::setw(7) << row.precision
      << std::setw(14) << row.inputs
      << std::right << std::setw(8) << row.cases << " cases  " << std::left << std::setw(8) << row.outcome
      << std::fixed << std::setprecision(1) << std::right << std::setw(6) << row.seconds << " s\n";
  if (row.outcome == "broken") {
    out << "  reproduce: RC_PARAMS=\"" << row.reproduce << "\" obb2d_properties --only " << row.id << "\n";
    std::istringstream lines(row.counterexample);
    for (std::string line; std::getline(lines, line);) out << "  | " << line << "\n";
  } else if (row.outcome != "kept") {
    out << "  " << row.counterexample << "\n";
  }
  out << std::flush;
}

/// Calls visit(law, kernel, needs_ordinary) for every row at precision T
/// whose id contains `only` (every row when it is empty): the one list of
/// rows, which the run and the check of --only both read.
template <class T, class Visit>
void for_each_selected_row(const std::string& only, Visit visit) {
  for (const Law<T>& law : all_laws<T>()) {
    if (std::is_same_v<T, double> && !law.is_for_double) continue;
    for (const KernelUnderTest<T>& kernel : all_kernels_under_test<T>()) {
      if (kernel.is_port() && !law.is_for_ports) continue;
      // A port also runs on ordinary pairs only: degenerate boxes and the
      // ends of the float range break most laws for most ports, and the
      // shrunk counterexample would hide what else does.
      for (const bool needs_ordinary : {false, true}) {
        if (needs_ordinary && (!kernel.is_port() || law.kind != LawKind::exact)) continue;
        if (!only.empty() && row_id(law, kernel, needs_ordinary).find(only) == std::string::npos) continue;
        visit(law, kernel, needs_ordinary);
      }
    }
  }
}

/// How many rows, at both precisions, --only selects.
int count_selected_rows(const std::string& only) {
  int count = 0;
  const auto count_row = [&count](const auto&, const auto&, bool) { ++count; };
  for_each_selected_row<float>(only, count_row);
  for_each_selected_row<double>(only, count_row);
  return count;
}

template <class T>
void run_rows(const RunnerOptions& options, std::vector<RowResult>& rows, std::ostream& out) {
  for_each_selected_row<T>(options.only, [&](const Law<T>& law, const KernelUnderTest<T>& kernel, bool needs_ordinary) {
    rows.push_back(run_row(law, kernel, needs_ordinary, options, out));
    print_row(rows.back(), out);
  });
}

/// Whether the report can be written, asked before any row runs so that a
/// long run does not end in a lost report: the file opened for appending (so
/// created when missing, and left as it is until the run writes it).
bool can_write_report(const std::string& path) {
  std::ofstream report(path, std::ios::app);
  return report.is_open();
}

/// Whether finding files can be created in `folder`, asked before any row
/// runs: an existing folder this process may write into. A run that breaks
/// no port law writes no file, but a folder that is not there is still a
/// mistake in the command, not a silent success.
bool can_write_findings_into(const std::string& folder) {
  std::error_code error;
  return std::filesystem::is_directory(folder, error) && access(folder.c_str(), W_OK | X_OK) == 0;
}

/// One tab-separated line per row: id, law, kind, kernel, precision, inputs,
/// cases, outcome, counterexample (its lines joined by " | "), reproduce.
/// Returns whether the file was written.
bool write_report(const std::string& path, const std::vector<RowResult>& rows) {
  std::ofstream report(path);
  for (const RowResult& row : rows) {
    std::string counterexample = row.counterexample;
    for (std::size_t at; (at = counterexample.find_first_of("\n\t")) != std::string::npos;) {
      counterexample.replace(at, 1, " | ");
    }
    while (counterexample.size() >= 3 && counterexample.compare(counterexample.size() - 3, 3, " | ") == 0) {
      counterexample.resize(counterexample.size() - 3);
    }
    report << row.id << '\t' << row.law << '\t' << row.kind << '\t' << row.kernel << '\t' << row.precision << '\t'
           << row.inputs << '\t' << row.cases << '\t' << row.outcome << '\t' << counterexample << '\t' << row.reproduce << '\n';
  }
  report.close();
  return !report.fail();
}

/// Each broken port row as a finding file (see --write-findings). Returns
/// whether every file was written.
bool write_findings(const std::string& folder, const std::vector<RowResult>& rows) {
  bool is_written = true;
  for (const RowResult& row : rows) {
    if (row.kernel == "exact" || row.outcome != "broken") continue;
    const std::string name = row.kernel + "--" + row.law + (row.inputs == "all" ? "" : "--ordinary");
    std::ofstream file(folder + "/" + name + ".txt");
    file << row.counterexample;
    file.close();
    is_written = is_written && !file.fail();
  }
  return is_written;
}

int run(int argc, char** argv) {
  RunnerOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool has_value = i + 1 < argc;
    if (argument == "--cases" && has_value) {
      // The whole value, digits only, in int's range (as --seed): atoi would
      // read "10abc" as 10.
      const std::string_view value = argv[++i];
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), options.cases);
      if (error != std::errc() || end != value.data() + value.size() || options.cases < 1) {
        return std::cerr << "obb2d_properties: --cases takes a count from 1 to 2^31 - 1\n", 2;
      }
    } else if (argument == "--seed" && has_value) {
      const std::string_view value = argv[++i];
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), options.seed);
      if (error != std::errc() || end != value.data() + value.size() || options.seed == 0) {
        return std::cerr << "obb2d_properties: --seed takes a number from 1 to 2^64 - 1\n", 2;
      }
    } else if (argument == "--only" && has_value) {
      options.only = argv[++i];
    } else if (argument == "--report" && has_value) {
      options.report = argv[++i];
    } else if (argument == "--write-findings" && has_value) {
      options.findings_folder = argv[++i];
    } else if (argument == "--verbose") {
      options.is_verbose = true;
    } else {
      std::cerr << "usage: obb2d_properties [--cases N] [--seed N] [--only TEXT] [--report FILE] [--write-findings DIR] "
                   "[--verbose]\n";
      return 2;
    }
  }
  // RC_PARAMS is read as RapidCheck reads it, over --cases and --seed: a
  // parameter it names wins.
  rc::detail::Configuration defaults;
  defaults.testParams.maxSuccess = options.cases;
  std::random_device random;
  defaults.testParams.seed = options.seed != 0 ? options.seed : (std::uint64_t{random()} << 32) ^ random();
  const char* parameters = std::getenv("RC_PARAMS");
  try {
    options.configuration = rc::detail::configFromString(parameters != nullptr ? parameters : "", defaults);
  } catch (const rc::detail::ConfigurationException& problem) {
    return std::cerr << "obb2d_properties: RC_PARAMS: " << problem.what() << "\n", 2;
  }
  // A run of 0 cases would call every law kept having checked none.
  if (options.configuration.testParams.maxSuccess < 1) {
    return std::cerr << "obb2d_properties: RC_PARAMS: max_success takes a count, at least 1\n", 2;
  }
  // Everything that can refuse the run does so before a row runs or a
  // verdict is printed.
  if (count_selected_rows(options.only) == 0) {
    return std::cerr << "obb2d_properties: no row matches --only " << options.only << "\n", 2;
  }
  if (!options.report.empty() && !can_write_report(options.report)) {
    return std::cerr << "obb2d_properties: cannot write --report " << options.report << "\n", 2;
  }
  if (!options.findings_folder.empty() && !can_write_findings_into(options.findings_folder)) {
    return std::cerr << "obb2d_properties: cannot write the findings into " << options.findings_folder
                     << " (not a folder it can write into)\n", 2;
  }
  const auto cannot_write_standard_output = [] {
    return std::cerr << "obb2d_properties: cannot write the standard output\n", 2;
  };
  std::cout << "obb2d properties: " << options.configuration.testParams.maxSuccess
            << " cases per law and kernel, seed " << options.configuration.testParams.seed << " (as RC_PARAMS=\""
            << rc::detail::configToMinimalString(options.configuration) << "\")\n" << std::flush;
  if (!std::cout) return cannot_write_standard_output();
  std::vector<RowResult> rows;
  run_rows<float>(options, rows, std::cout);
  run_rows<double>(options, rows, std::cout);
  if (!options.report.empty() && !write_report(options.report, rows)) {
    return std::cerr << "obb2d_properties: cannot write --report " << options.report << "\n", 2;
  }
  if (!options.findings_folder.empty() && !write_findings(options.findings_folder, rows)) {
    return std::cerr << "obb2d_properties: cannot write the findings into " << options.findings_folder << "\n", 2;
  }

  int kernel_failures = 0, port_laws_broken = 0, unchecked_port_rows = 0;
  for (const RowResult& row : rows) {
    if (row.kernel == "exact" && row.outcome != "kept") ++kernel_failures;
    if (row.kernel != "exact" && row.outcome == "broken") ++port_laws_broken;
    if (row.kernel != "exact" && row.outcome == "unchecked") ++unchecked_port_rows;
  }
  std::cout << "production kernel: " << (kernel_failures == 0 ? "keeps every law" : "BREAKS ")
            << (kernel_failures == 0 ? "" : std::to_string(kernel_failures) + " law rows")
            << "; seed ports: " << port_laws_broken << " law rows broken";
  if (unchecked_port_rows != 0) std::cout << ", " << unchecked_port_rows << " law rows UNCHECKED (no case ran)";
  std::cout << "\n" << std::flush;
  if (!std::cout) return cannot_write_standard_output();
  return kernel_failures == 0 && unchecked_port_rows == 0 ? 0 : 1;
}

}  // namespace
}  // namespace obb2d::properties

int main(int argc, char** argv) { return obb2d::properties::run(argc, argv); }
