#include "verify_command.hpp"

#include "campaign_kernels.hpp"
#include "campaign_report.hpp"
#include "campaign_verdict.hpp"
#include "command_campaign.hpp"
#include "command_options.hpp"
#include "findings_line.hpp"
#include "fuzzer_process.hpp"
#include "harness/kernels.hpp"
#include "property_run.hpp"

#include <algorithm>
#include <optional>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <random>
#include <cmath>
#include <sstream>

#include <unistd.h>


namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

/// Every campaign kernel's name, in registry order (the default --kernels).
std::vector<std::string> all_campaign_names() {
  std::vector<std::string> names;
  for (const CampaignKernel& kernel : campaign_kernels()) names.push_back(kernel.name);
  return names;
}

struct VerifyOptions {
  double budget_seconds = 60;
  int jobs = 2;
  fs::path report = "report";
  // Found from the program, not the current folder (see verify_usage).
  fs::path fuzzers = from_program("../../fuzz/fuzz");
  fs::path corpus = from_program("../../../corpus");
  fs::path findings = from_program("../../../corpus");
  std::vector<std::string> kernels = all_campaign_names();
  unsigned long seed = 0;  // libFuzzer's -seed; 0: it picks one
  bool prints_help = false;
  bool has_kernels = false;  // --kernels was given
  CommandCampaignOptions command;  // --kernel-command: a kernel in another program
};

/// The kernel list's problem, or "": empty, unknown or repeated names are
/// refused, so that a run never reports on kernels it did not fuzz.
std::string check_kernels(const std::vector<std::string>& kernels) {
  if (kernels.empty()) return "--kernels names no kernel (known: " + campaign_kernel_names() + ")";
  for (std::size_t i = 0; i < kernels.size(); ++i) {
    if (find_campaign_kernel(kernels[i]) == nullptr) {
      return "unknown kernel '" + kernels[i] + "' in --kernels (known: " + campaign_kernel_names() + ")";
    }
    if (std::find(kernels.begin(), kernels.begin() + i, kernels[i]) != kernels.begin() + i) {
      return "kernel '" + kernels[i] + "' named twice in --kernels";
    }
  }
  return "";
}

/// The longest --budget, in seconds (about 116 days): libFuzzer takes it
/// as a whole number of seconds.
constexpr long max_budget_seconds = 10'000'000;

/// The most fuzzers --jobs runs at once.
constexpr long max_jobs = 256;

std::string parse_options(const std::vector<std::string>& arguments, VerifyOptions& options) {
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    const bool has_value = i + 1 < arguments.size();
    if (argument == "--help" || argument == "-h") {
      options.prints_help = true;
    } else if (argument == "--budget" && has_value) {
      const std::optional<long> seconds = parse_count(arguments[++i], 1, max_budget_seconds);
      if (!seconds) return "--budget takes whole seconds, from 1 to " + std::to_string(max_budget_seconds);
      options.budget_seconds = double(*seconds);
    } else if (argument == "--jobs" && has_value) {
      const std::optional<long> jobs = parse_count(arguments[++i], 1, max_jobs);
      if (!jobs) return "--jobs takes a count, from 1 to " + std::to_string(max_jobs);
      options.jobs = int(*jobs);
    } else if (argument == "--seed" && has_value) {
      const std::string& value = arguments[++i];
      char* end = nullptr;
      options.seed = std::strtoul(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0' || value[0] == '-' || options.seed == 0 || options.seed > 0xffffffffUL) {
        return "--seed takes a number from 1 to 4294967295";
      }
    } else if (argument == "--report" && has_value) {
      options.report = arguments[++i];
    } else if (argument == "--fuzzers" && has_value) {
      options.fuzzers = arguments[++i];
    } else if (argument == "--corpus" && has_value) {
      options.corpus = arguments[++i];
    } else if (argument == "--findings" && has_value) {
      options.findings = arguments[++i];
    } else if (argument == "--kernel-command" && has_value) {
      options.command.command = arguments[++i];
      if (options.command.command.empty()) return "--kernel-command takes a command, not an empty one";
    } else if (argument == "--kernel-timeout" && has_value) {
      const std::optional<long> seconds = parse_count(arguments[++i], 1, 3600);
      if (!seconds) return "--kernel-timeout takes whole seconds, from 1 to 3600";
      options.command.timeout_seconds = double(*seconds);
    } else if (argument == "--kernel-tolerance" && has_value) {
      const std::string& value = arguments[++i];
      char* end = nullptr;
      const double tolerance = std::strtod(value.c_str(), &end);
      if (value.empty() || *end != '\0' || !(tolerance >= 0 && tolerance <= 1)) {
        return "--kernel-tolerance takes a fraction of the smaller shape's size, from 0 to 1";
      }
      options.command.tolerance = tolerance;
    } else if (argument == "--kernel-tolerance-absolute" && has_value) {
      const std::string& value = arguments[++i];
      char* end = nullptr;
      const double width = std::strtod(value.c_str(), &end);
      if (value.empty() || *end != '\0' || !(width >= 0 && width < HUGE_VAL)) {
        return "--kernel-tolerance-absolute takes a width in the routine's units, finite and not negative";
      }
      options.command.absolute_tolerance = width;
    } else if (argument == "--kernel-shapes" && has_value) {
      const std::string& shapes = arguments[++i];
      if (shapes != "boxes" && shapes != "rectangles" && shapes != "polygons") {
        return "--kernel-shapes takes boxes, rectangles or polygons, not '" + shapes + "'";
      }
      options.command.is_polygons = shapes == "polygons";
      options.command.is_rectangles = shapes == "rectangles";
    } else if (argument == "--kernel-precision" && has_value) {
      const std::string& precision = arguments[++i];
      if (precision != "float" && precision != "double") {
        return "--kernel-precision takes float or double, not '" + precision + "'";
      }
      options.command.is_double = precision == "double";
    } else if (argument == "--kernels" && has_value) {
      options.has_kernels = true;
      options.kernels.clear();
      const std::string& names = arguments[++i];
      std::stringstream list(names);
      for (std::string name; std::getline(list, name, ',');) options.kernels.push_back(name);
      if (!names.empty() && names.back() == ',') options.kernels.push_back("");  // getline drops it: refused below
    } else {
      return "unknown or incomplete argument '" + argument + "'";
    }
  }
  if (options.command.command.empty()) return check_kernels(options.kernels);
  if (options.has_kernels) return "--kernel-command checks its own kernel alone: give it without --kernels";
  return "";
}

}  // namespace

std::string verify_usage() {
  return "usage: obb2d verify [--budget SECONDS] [--jobs N] [--report DIR] [--kernels a,b,...]\n"
         "                    [--seed N] [--fuzzers DIR] [--corpus DIR] [--findings DIR]\n"
         "                    [--property-cases N] [--properties PATH] [--help]\n"
         "       obb2d verify --kernel-command 'CMD ARGS' [--kernel-shapes boxes|rectangles|polygons]\n"
         "                    [--kernel-precision float|double] [--kernel-timeout SECONDS]\n"
         "                    [--kernel-tolerance FRACTION] [--kernel-tolerance-absolute WIDTH]\n"
         "                    [--budget SECONDS] [--seed N] [--report DIR]\n"
         "\n"
         "Runs the differential fuzzing campaign: each kernel of the registry on each\n"
         "shape it takes, on that shape's fuzz target, against the exact-rational oracle\n"
         "for SECONDS (whole seconds, default 60) of libFuzzer, N at a time (default\n"
         "2, one per core). Box pairs: the production kernel 'exact' and every seed\n"
         "port (fuzz_ports_vs_oracle); convex polygon pairs: 'exact-polygons' and seed\n"
         "001's polygon routine 'unity-convex-polygons' (fuzz_polygon_vs_oracle);\n"
         "sprites: the sprite-bounds routine 'sprite-bounds' and seed 004's 'xna-sprite'\n"
         "(fuzz_sprite_bounds_vs_oracle).\n"
         "--kernels takes names from: " + campaign_kernel_names() + " (default: all).\n"
         "Ports keep going after a disagreement; disagreements are grouped into classes\n"
         "(truth, answer, kind of input) with the time to first find and the smallest\n"
         "witness; each documented defect found gets a line with its time to first\n"
         "find. --seed N (1 to 4294967295) passes -seed=N to every libFuzzer run and\n"
         "is the properties' seed (default: libFuzzer draws its own, and the properties\n"
         "one that the report states); scripts/time-to-find runs 5 seeds.\n"
         "--fuzzers DIR is the folder of the three fuzz targets (default\n"
         "../../fuzz/fuzz); each one the kernels need must be there. --corpus DIR holds\n"
         "their seed corpora (DIR/ports_vs_oracle, DIR/polygon_vs_oracle,\n"
         "DIR/sprite_bounds_vs_oracle; a missing one: no seeds), --findings DIR the\n"
         "documented defects (DIR/seed_findings, DIR/sprite_findings); both default to\n"
         "../../../corpus. Defaults are found from this program's folder, as the CMake\n"
         "presets lay out the build, not from the current folder.\n"
         "The report goes to DIR (default report/): summary.md, findings.json,\n"
         "pictures/*.svg and sprite/pictures/ (a witness that cannot be drawn, e.g. one\n"
         "holding a NaN, gets a picture saying why). It is written into a new folder\n"
         "beside DIR and takes DIR's place only when the run completes, so a failed run\n"
         "leaves the last report whole and no file of an earlier run stays in a new one.\n"
         "The last lines say what was checked: a production kernel ('exact',\n"
         "'exact-polygons', 'sprite-bounds') only when it ran, a documented defect only\n"
         "when its kernel ran.\n" +
         property_run_usage() +
         "--kernel-command runs a kernel that lives in another program, in any language:\n"
         "CMD (run by /bin/sh) reads shape pairs, one a line in the syntax of obb2d classify\n"
         "(boxes; rectangles alone, for a routine that takes an angle; or polygons, as\n"
         "--kernel-shapes says; numbers in --kernel-precision,\n"
         "default float) and writes one answer a line (disjoint, touching, overlapping,\n"
         "invalid; or intersecting for a yes/no routine), and may add what it held\n"
         "('ANSWER held LINE': that answer is then judged on the pair LINE). Pairs\n"
         "come in batches of up to 4096 (one in five of them a fresh pair exactly\n"
         "transformed: the laws)\n"
         "from the fuzz targets' decoders for SECONDS; a class found makes exit 1 with\n"
         "the report; a command that cannot be started, crashes, hangs (--kernel-timeout,\n"
         "default 10 s, without a batch's answers), answers garbage or too few or too\n"
         "many lines is exit 2. Each finding states the exact gap or overlap its truth\n"
         "has, absolute and relative to the smaller shape's size (its bounding box's\n"
         "longer side); --kernel-tolerance F (a routine's declared slop, e.g. a skin\n"
         "radius) puts the wrong answers whose truth is within F of that size (touching\n"
         "ones always) in classes .../within-tolerance, which do not fail the run;\n"
         "--kernel-tolerance-absolute W adds W, a width in the routine's own units\n"
         "(a skin radius of 0.01 on each shape: 0.02).\n"
         "docs/foreign-kernels.md is the guide.\n"
         "--help (or -h) prints this text.\n"
         "\n"
         "Exit status: 0 when everything that ran is as documented (the production\n"
         "kernel and routine never disagreed and kept every law; every documented\n"
         "defect of a kernel that ran was found again); 1 when the production kernel\n"
         "or routine disagreed or broke a law, or a documented defect was not found\n"
         "again; 2 when it could not check: bad arguments, a missing fuzzer or property\n"
         "runner, a fuzzer that ran no input or stopped before it wrote its findings (a\n"
         "sanitizer, a crash, a timeout: said with the reason), a report folder it\n"
         "cannot write. A production kernel's disagreement ends its fuzzer at once,\n"
         "after the class is written: its report section has the shrunk witness, the\n"
         "picture and the commands.\n";
}

namespace {

/// The campaign of a kernel by command into `folder`: a row of the
/// registry's type (role foreign) run by its driver (command_campaign.hpp),
/// reported by the same parts as the kernels of this program.
int run_command_kernel(VerifyOptions& options, const PropertyRunOptions& property_options, const fs::path& folder,
                       std::ostream& out, std::ostream& err) {
  CommandCampaignOptions& command = options.command;
  command.budget_seconds = options.budget_seconds;
  command.seed = options.seed != 0 ? options.seed : property_options.seed;
  harness::Kernel row{command_kernel_name, command.command, harness::KernelRole::foreign,
                      harness::AnswerKind::three_way, harness::Judging::as_given};
  row.tolerance = command.tolerance;
  const harness::Shape shape = command.is_polygons ? harness::Shape::polygon : harness::Shape::box;
  CommandCampaign campaign = run_command_campaign(command, folder / "work" / std::string(command_kernel_name), out);
  if (!campaign.problem.empty()) {
    err << "obb2d verify: the kernel command " << command.command << ": " << campaign.problem << '\n';
    return 2;
  }
  if (campaign.result.executions == 0) {
    err << "obb2d verify: the kernel command ran no pair\n";
    return 2;
  }
  CampaignFindings findings;
  findings.budget_seconds = options.budget_seconds;
  findings.kernels.push_back({{std::string(command_kernel_name), &row, shape}, std::move(campaign.result)});
  findings.shrunk = std::move(campaign.shrunk);
  findings.command = std::move(campaign.run);
  std::ostringstream table;  // the summary has it; the verdict lines say it
  if (!write_campaign_report(findings, folder, table)) {
    err << "obb2d verify: cannot write the report in " << folder.string() << '\n';
    return 2;
  }
  const CommandRun& run = *findings.command;
  out << "[verify] kernel by command (" << (run.is_polygons ? "polygons" : "boxes") << ", " << run.precision
      << "): " << describe_command_kernel(findings.kernels.front()) << " (" << run.pairs_a_second
      << " pairs a second)\n"
      << "[verify] laws by command (" << command_law_list << "): "
      << (run.laws.empty() ? "kept in " + std::to_string(run.law_checks) + " checks"
                           : "BROKEN in " + std::to_string(run.laws.size()) + " classes of " +
                                 std::to_string(run.law_checks) + " checks (each break is a wrong answer too)")
      << "\n"
      << "[verify] properties: the RapidCheck runner is for in-process kernels; a kernel by command keeps "
         "the laws above (the same exact transformations)\n";
  if (!campaign.production_issue.empty()) {
    err << "obb2d verify: " << campaign.production_issue << '\n';
    return 1;
  }
  return has_class_beyond_tolerance(findings.kernels.front()) ? 1 : 0;
}

/// Which documented defects of the kernels that ran were found again, and
/// when first.
DefectCheck check_documented_defects(const CampaignFindings& findings) {
  DefectCheck check;
  for (const DocumentedDefect& defect : findings.defects) {
    ++check.documented;
    const auto found = std::find_if(findings.kernels.begin(), findings.kernels.end(),
                                    [&](const KernelFindings& k) { return k.result.name == defect.kernel; });
    if (found == findings.kernels.end()) continue;  // its kernel did not run: not checked
    ++check.checked;
    double first_seconds = -1;  // the earliest of the classes it matches
    for (const ClassRecord& record : found->result.classes) {
      const double seconds = std::atof(record.get("first_seconds").c_str());
      if (is_of(record.get("class"), defect) && (first_seconds < 0 || seconds < first_seconds)) first_seconds = seconds;
    }
    if (first_seconds < 0) {
      check.missed.push_back(defect.name);
    } else {
      check.found.emplace_back(defect.name, first_seconds);
    }
  }
  return check;
}

/// The production kernels' line, one on each shape ("exact: no
/// disagreement in N executions; exact-polygons: not checked ..."); clears
/// `is_clean` when one that ran disagreed.
std::string describe_production_kernels(const CampaignFindings& findings, bool& is_clean) {
  std::string verdict;
  for (const CampaignKernel& kernel : campaign_kernels()) {
    if (!kernel.is_production()) continue;
    const auto found = std::find_if(findings.kernels.begin(), findings.kernels.end(),
                                    [&](const KernelFindings& k) { return k.result.name == kernel.name; });
    const bool has_run = found != findings.kernels.end();
    const bool is_kernel_clean = !has_run || (found->result.classes.empty() && found->result.fuzzer_status == 0);
    is_clean = is_clean && is_kernel_clean;
    verdict += (verdict.empty() ? "" : "; ") + kernel.name + ": " +
               describe_production(kernel.name, has_run, is_kernel_clean, has_run ? found->result.executions : 0);
  }
  return verdict;
}

/// The campaign from parsed options into `folder` (the new report); the
/// exit status as run_verify_command documents it.
int run_campaign(VerifyOptions& options, const PropertyRunOptions& property_options, const fs::path& folder,
                 std::ostream& out, std::ostream& err) {
  fs::create_directories(folder / "work");
  if (!options.command.command.empty()) return run_command_kernel(options, property_options, folder, out, err);
  // One launch per campaign kernel, on its shape's target (campaign_kernels.hpp).
  out << "[verify] " << options.kernels.size() << " kernels, " << options.budget_seconds << " s each, "
      << options.jobs << " at a time; fuzzers from " << options.fuzzers.string() << "\n";
  std::vector<FuzzerLaunch> launches;
  for (const std::string& name : options.kernels) {
    const CampaignKernel& kernel = *find_campaign_kernel(name);
    const CampaignTarget& target = campaign_target(kernel.shape);
    launches.push_back({options.fuzzers / target.fuzzer, options.budget_seconds, target.max_len, folder / "work" / name,
                        options.corpus / target.seeds, std::string(kernel.kernel->name), options.seed, name});
  }
  const std::optional<std::vector<int>> fuzzer_statuses = run_fuzzers(launches, options.jobs, out);
  if (!fuzzer_statuses) {
    err << "obb2d verify: a fuzzer could not be started (above)\n";
    return 2;
  }
  CampaignFindings findings;
  findings.budget_seconds = options.budget_seconds;
  for (std::size_t k = 0; k < options.kernels.size(); ++k) {
    const std::string& name = options.kernels[k];
    const fs::path work = folder / "work" / name;
    const KernelResult& result =
        findings.kernels.emplace_back(KernelFindings{*find_campaign_kernel(name),
                                                     read_kernel_result(name, work, (*fuzzer_statuses)[k])})
            .result;
    // A fuzzer that stops with a status is a production kernel's finding
    // only when it wrote that finding first (the targets do, then abort);
    // anything else that stopped it (a sanitizer, a crash of the code under
    // test or of the harness, a timeout) leaves nothing checked.
    const bool is_production_finding =
        find_campaign_kernel(name)->is_production() && !result.classes.empty() && result.executions > 0;
    if (result.fuzzer_status != 0 && !is_production_finding) {
      err << "obb2d verify: the fuzzer for " << name << " " << describe_fuzzer_stop(work, result.fuzzer_status) << "\n";
      return 2;
    }
    if (result.executions == 0) {
      err << "obb2d verify: the fuzzer ran no input for " << name << " (see " << (work / "fuzzer.log").string()
          << ")\n";
      return 2;
    }
  }
  findings.defects = read_documented_defects(options.findings);
  findings.defect_check = check_documented_defects(findings);
  const DefectCheck& defect_check = findings.defect_check;
  bool is_production_clean = true;
  findings.production_verdict = describe_production_kernels(findings, is_production_clean);
  for (const KernelFindings& kernel : findings.kernels) shrink_classes(kernel.kernel, kernel.result, findings.shrunk);
  if (!write_campaign_report(findings, folder, out)) {
    err << "obb2d verify: cannot write the report in " << folder.string() << '\n';
    return 2;
  }
  const PropertyRunResult properties = run_property_step(property_options, folder, out, err);
  if (property_options.cases > 0 && (!properties.has_run || !properties.could_write)) return 2;
  const bool are_properties_kept = property_options.cases == 0 || properties.kernel_rows_not_kept == 0;

  out << "[verify] production kernels: " << findings.production_verdict << '\n'
      << "[verify] documented defects: " << describe(defect_check) << '\n'
      << describe_first_finds(defect_check)
      << "[verify] properties: "
      << (property_options.cases == 0 ? std::string("not run (--property-cases 0)")
                                      : are_properties_kept ? "production kernel keeps every law"
                                                            : "production kernel BREAKS a law")
      << '\n';
  return is_production_clean && are_properties_kept && defect_check.missed.empty() ? 0 : 1;
}

}  // namespace

int run_verify_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) {
  VerifyOptions options;
  PropertyRunOptions property_options;
  std::vector<std::string> campaign_arguments = arguments;
  std::string problem = take_property_options(campaign_arguments, property_options);
  if (problem.empty()) problem = parse_options(campaign_arguments, options);
  // libFuzzer draws its own seed when there is none; the properties' seed is
  // drawn here, so that the report can state it.
  property_options.seed = options.seed != 0 ? options.seed : 1 + std::random_device{}() % 0xfffffffeUL;
  if (options.prints_help) return write_text(verify_usage(), "obb2d verify", out, err);
  if (!problem.empty()) {
    err << "obb2d verify: " << problem << '\n';
    return 2;
  }
  // Every fuzzer the kernels asked for must be there before any runs.
  for (const std::string& name : options.command.command.empty() ? options.kernels : std::vector<std::string>{}) {
    const fs::path fuzzer = options.fuzzers / campaign_target(find_campaign_kernel(name)->shape).fuzzer;
    if (!fs::exists(fuzzer)) {
      err << "obb2d verify: no fuzzer at " << fuzzer.string() << " for " << name
          << " (build the fuzz preset, or pass --fuzzers)\n";
      return 2;
    }
  }
  fs::path report = options.report.lexically_normal();
  if (!report.has_filename()) report = report.parent_path();  // "report/"
  if (report.empty() || report.filename() == "." || report.filename() == "..") {
    err << "obb2d verify: --report needs a folder name, not " << options.report.string() << '\n';
    return 2;
  }
  // The new report: a folder beside DIR, renamed to DIR when the run completes.
  fs::path folder = report;
  folder += ".running-" + std::to_string(getpid());
  try {
    if (fs::exists(report) && !fs::is_directory(report)) {
      err << "obb2d verify: --report " << report.string() << " is not a folder\n";
      return 2;
    }
    // Only a report (or nothing) is ever replaced.
    if (fs::exists(report) && !fs::is_empty(report) && !fs::exists(report / "summary.md")) {
      err << "obb2d verify: --report " << report.string()
          << " holds files but no summary.md: not a report of obb2d verify, so not replaced\n";
      return 2;
    }
    fs::remove_all(folder);
    const int status = run_campaign(options, property_options, folder, out, err);
    if (status == 2) {
      fs::remove_all(folder);
      err << "obb2d verify: nothing checked; the last report, if any, is left as it was\n";
      return 2;
    }
    fs::remove_all(report);
    fs::rename(folder, report);
    out << "[verify] report: " << (report / "summary.md").string() << '\n' << std::flush;
    if (!out) {  // the verdict lines are lost; the report is whole
      err << "obb2d verify: cannot write to standard output (disk full, or a closed output); the report is "
          << (report / "summary.md").string() << '\n';
      return 2;
    }
    return status;
  } catch (const fs::filesystem_error& error) {
    err << "obb2d verify: " << error.what() << '\n';
    std::error_code ignored;
    fs::remove_all(folder, ignored);
    return 2;
  }
}

}  // namespace obb2d::cli
