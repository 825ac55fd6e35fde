#include "verify_command.hpp"

#include "box_pair_line.hpp"
#include "findings_line.hpp"
#include "fuzzer_process.hpp"
#include "property_run.hpp"
#include "sprite_campaign.hpp"
#include "svg_picture.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>


namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

const char* const all_kernels_in_campaign[] = {"exact", "xna", "unity-box", "unity-convex", "flipcode", "cocos2dx",
                                               "cocos2dx-intabs", "sprite-bounds", "xna-sprite"};

struct VerifyOptions {
  double budget_seconds = 60;
  int jobs = 2;
  fs::path report = "report";
  fs::path fuzzer = "build/fuzz/fuzz/fuzz_ports_vs_oracle";
  fs::path seed_corpus = "corpus/ports_vs_oracle";
  fs::path findings = "corpus/seed_findings";
  std::vector<std::string> kernels{std::begin(all_kernels_in_campaign), std::end(all_kernels_in_campaign)};
  bool prints_help = false;
};

/// One class line of a findings file (fuzz/findings_log.hpp writes them).
struct ClassRecord {
  std::map<std::string, std::string> fields;
  std::string get(const std::string& key) const {
    const auto found = fields.find(key);
    return found == fields.end() ? "" : found->second;
  }
};

struct KernelResult {
  std::string name;
  unsigned long long executions = 0;
  std::vector<ClassRecord> classes;
  int fuzzer_status = 0;
};

/// A documented seed defect the campaign must find again.
struct DocumentedDefect {
  std::string name, kernel, class_pattern, why;
};

std::string parse_options(const std::vector<std::string>& arguments, VerifyOptions& options) {
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    const bool has_value = i + 1 < arguments.size();
    if (argument == "--help" || argument == "-h") {
      options.prints_help = true;
    } else if (argument == "--budget" && has_value) {
      options.budget_seconds = std::atof(arguments[++i].c_str());
      if (!(options.budget_seconds >= 1)) return "--budget takes seconds, at least 1";
    } else if (argument == "--jobs" && has_value) {
      options.jobs = std::atoi(arguments[++i].c_str());
      if (options.jobs < 1) return "--jobs takes a count, at least 1";
    } else if (argument == "--report" && has_value) {
      options.report = arguments[++i];
    } else if (argument == "--fuzzer" && has_value) {
      options.fuzzer = arguments[++i];
    } else if (argument == "--corpus" && has_value) {
      options.seed_corpus = arguments[++i];
    } else if (argument == "--findings" && has_value) {
      options.findings = arguments[++i];
    } else if (argument == "--kernels" && has_value) {
      options.kernels.clear();
      std::stringstream list(arguments[++i]);
      for (std::string name; std::getline(list, name, ',');) options.kernels.push_back(name);
    } else {
      return "unknown or incomplete argument '" + argument + "'";
    }
  }
  return "";
}

/// One class record from a findings line written by FindingsLog.
ClassRecord parse_json_line(const std::string& line) { return {read_findings_line_fields(line)}; }

std::vector<DocumentedDefect> read_documented_defects(const fs::path& folder) {
  std::vector<DocumentedDefect> defects;
  if (!fs::is_directory(folder)) return defects;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".txt") continue;
    DocumentedDefect defect{entry.path().stem().string(), "", "", ""};
    std::ifstream file(entry.path());
    for (std::string line; std::getline(file, line);) {
      if (line.rfind("# ", 0) == 0) defect.why = line.substr(2);
      if (line.rfind("kernel ", 0) == 0) defect.kernel = line.substr(7);
      if (line.rfind("class ", 0) == 0) defect.class_pattern = line.substr(6);
    }
    defects.push_back(defect);
  }
  return defects;
}

bool matches(const std::string& class_name, const std::string& pattern) {
  return pattern.find('/') != std::string::npos ? class_name == pattern : class_name.rfind(pattern + "/", 0) == 0;
}


KernelResult read_kernel_result(const std::string& kernel, const fs::path& work, int fuzzer_status) {
  KernelResult result{kernel, 0, {}, fuzzer_status};
  std::ifstream file(work / "findings.jsonl");
  for (std::string line; std::getline(file, line);) {
    const ClassRecord record = parse_json_line(line);
    if (record.fields.count("executions")) {
      result.executions = std::stoull(record.get("executions"));
    } else if (record.fields.count("class")) {
      result.classes.push_back(record);
    }
  }
  return result;
}

std::string file_name_of(const std::string& kernel, const std::string& class_name) {
  std::string name = kernel + "--" + class_name;
  for (char& c : name) {
    if (c == '/') c = '-';
  }
  return name;
}

std::string why_of(const std::string& kernel, const ClassRecord& record, const std::vector<DocumentedDefect>& defects) {
  for (const DocumentedDefect& defect : defects) {
    if (defect.kernel == kernel && record.get("class") == defect.class_pattern) return defect.why;
  }
  for (const DocumentedDefect& defect : defects) {
    if (defect.kernel == kernel && matches(record.get("class"), defect.class_pattern)) {
      return "Same truth and answer as the documented defect '" + defect.name + "' (" + defect.why +
             "), here on an input of kind " + record.get("kind") + ".";
    }
  }
  const std::string truth = record.get("truth"), answer = record.get("answer");
  if (truth == "invalid") {
    return "Some number is NaN or infinite; the routine has no check and still answers '" + answer + "'.";
  }
  return "The routine answers '" + answer + "' where the boxes it was given are exactly " + truth +
         " (input kind: " + record.get("kind") + "); see docs/seed-findings.md for the routine's arithmetic.";
}

void write_report(const VerifyOptions& options, const std::vector<KernelResult>& results,
                  const std::vector<DocumentedDefect>& defects, const std::vector<std::string>& missed,
                  std::ostream& summary_out) {
  fs::create_directories(options.report / "pictures");
  std::ofstream json(options.report / "findings.json");
  std::ofstream summary(options.report / "summary.md");
  std::ostringstream table;
  table << "| kernel | executions | classes found | time to first find (s) |\n|---|---|---|---|\n";
  json << "{\n  \"budget_seconds\": " << options.budget_seconds << ",\n  \"kernels\": [\n";
  for (std::size_t k = 0; k < results.size(); ++k) {
    const KernelResult& result = results[k];
    double first = -1;
    for (const ClassRecord& record : result.classes) {
      const double seconds = std::atof(record.get("first_seconds").c_str());
      if (first < 0 || seconds < first) first = seconds;
    }
    table << "| " << result.name << " | " << result.executions << " | " << result.classes.size() << " | "
          << (first < 0 ? std::string("-") : std::to_string(first).substr(0, std::to_string(first).find('.') + 4))
          << " |\n";
    json << "    {\"kernel\": \"" << result.name << "\", \"executions\": " << result.executions
         << ", \"fuzzer_status\": " << result.fuzzer_status << ", \"classes\": [";
    for (std::size_t c = 0; c < result.classes.size(); ++c) {
      const ClassRecord& record = result.classes[c];
      json << (c ? ", " : "") << "{\"class\": \"" << record.get("class") << "\", \"truth\": \"" << record.get("truth")
           << "\", \"answer\": \"" << record.get("answer") << "\", \"kind\": \"" << record.get("kind")
           << "\", \"count\": " << record.get("count") << ", \"first_seconds\": " << record.get("first_seconds")
           << ", \"witness\": \"" << record.get("classify_line") << "\", \"picture\": \"pictures/"
           << file_name_of(result.name, record.get("class")) << ".svg\"}";
    }
    json << "]}" << (k + 1 < results.size() ? "," : "") << "\n";
  }
  json << "  ],\n  \"documented_defects_missed\": [";
  for (std::size_t i = 0; i < missed.size(); ++i) json << (i ? ", " : "") << "\"" << missed[i] << "\"";
  json << "]\n}\n";

  summary << "# Verification campaign\n\nBudget: " << options.budget_seconds
          << " s of libFuzzer per kernel against the exact-rational oracle.\n\n"
          << table.str() << "\n";
  summary << (missed.empty() ? "Every documented seed defect was found again.\n"
                             : "Documented seed defects NOT found again: ");
  for (const std::string& name : missed) summary << name << " ";
  summary << "\n\n## Findings\n";
  for (const KernelResult& result : results) {
    for (const ClassRecord& record : result.classes) {
      const std::string line = record.get("classify_line");
      const std::string native = record.get("native_line");
      const std::string picture = "pictures/" + file_name_of(result.name, record.get("class")) + ".svg";
      summary << "\n### " << result.name << ": " << record.get("class") << "\n\n"
              << "- the routine answered **" << record.get("answer") << "**; the truth is **" << record.get("truth")
              << "** (" << record.get("count") << " times, first after " << record.get("first_seconds") << " s)\n"
              << "- why: " << why_of(result.name, record, defects) << "\n"
              << "- witness (hex floats, box A then box B as `cx cy ux uy vx vy`): `" << line << "`\n"
              << "- the routine's answer: `echo '" << line << "' | obb2d classify --kernel " << result.name << "`\n";
      if (native != line) {
        summary << "- the geometry it held after its own construction (" << (record.get("native_is_exact") == "true" ? "exactly" : "approximately")
                << ") and the truth for it: `echo '" << native << "' | obb2d classify --precision double --kernel oracle`\n";
      }
      summary << "- picture (the geometry it held): [" << picture << "](" << picture << ")\n";
      const ParsedLine<double> parsed = parse_box_pair_line<double>(native.empty() ? line : native);
      if (parsed.pair) {
        std::ofstream svg(options.report / picture);
        svg << draw_box_pair_svg(*parsed.pair, result.name + ": " + record.get("class"));
      }
    }
  }
  summary_out << table.str();
}

}  // namespace

std::string verify_usage() {
  return "usage: obb2d verify [--budget SECONDS] [--jobs N] [--report DIR] [--kernels a,b,...]\n"
         "                    [--fuzzer PATH] [--corpus DIR] [--findings DIR]\n"
         "\n"
         "Runs the differential fuzzing campaign: each kernel (the production kernel\n"
         "'exact' and every seed port; the sprite-bounds routine 'sprite-bounds' and\n"
         "seed 004's 'xna-sprite' on the sprite target) against the exact-rational oracle for SECONDS\n"
         "(default 60) of libFuzzer, N at a time (default 2, one per core). Ports keep\n"
         "going after a disagreement; disagreements are grouped into classes (truth,\n"
         "answer, kind of input) with the time to first find and the smallest witness.\n"
         "Writes DIR (default report/): summary.md, findings.json, pictures/*.svg.\n"
         "Exit status 1 if the production kernel disagrees even once, or if a\n"
         "documented seed defect (corpus/seed_findings/) is not found again.\n" +
         property_run_usage();
}

int run_verify_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) {
  VerifyOptions options;
  PropertyRunOptions property_options;
  std::vector<std::string> campaign_arguments = arguments;
  std::string problem = take_property_options(campaign_arguments, property_options);
  if (problem.empty()) problem = parse_options(campaign_arguments, options);
  if (options.prints_help) {
    out << verify_usage();
    return 0;
  }
  if (!problem.empty()) {
    err << "obb2d verify: " << problem << '\n';
    return 2;
  }
  if (!fs::exists(options.fuzzer)) {
    err << "obb2d verify: no fuzzer at " << options.fuzzer << " (build the fuzz preset, or pass --fuzzer)\n";
    return 2;
  }
  fs::remove_all(options.report / "work");
  fs::create_directories(options.report / "work");
  // The sprite kernels run their own target after the box kernels (sprite_campaign.cpp).
  std::vector<std::string> sprite_kernels;
  for (const std::string& kernel : options.kernels) {
    if (is_sprite_kernel(kernel)) sprite_kernels.push_back(kernel);
  }
  options.kernels.erase(std::remove_if(options.kernels.begin(), options.kernels.end(), is_sprite_kernel),
                        options.kernels.end());

  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::map<pid_t, std::string> running;
  std::map<std::string, int> statuses;
  std::size_t next = 0;
  out << "[verify] " << options.kernels.size() << " kernels, " << options.budget_seconds << " s each, "
      << options.jobs << " at a time\n";
  while (next < options.kernels.size() || !running.empty()) {
    while (next < options.kernels.size() && static_cast<int>(running.size()) < options.jobs) {
      const std::string& kernel = options.kernels[next++];
      const pid_t pid = start_fuzzer_process(
          {options.fuzzer, options.budget_seconds, 256, options.report / "work" / kernel, options.seed_corpus, kernel});
      if (pid < 0) {
        err << "obb2d verify: cannot start " << options.fuzzer << '\n';
        return 2;
      }
      running[pid] = kernel;
      out << "[verify] " << static_cast<int>(elapsed()) << " s: started " << kernel << '\n' << std::flush;
    }
    int status = 0;
    const pid_t done = waitpid(-1, &status, WNOHANG);
    if (done > 0 && running.count(done)) {
      statuses[running[done]] = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      out << "[verify] " << static_cast<int>(elapsed()) << " s: finished " << running[done] << " (fuzzer status "
          << statuses[running[done]] << ")\n" << std::flush;
      running.erase(done);
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
  }

  std::vector<KernelResult> results;
  for (const std::string& kernel : options.kernels) {
    results.push_back(read_kernel_result(kernel, options.report / "work" / kernel, statuses[kernel]));
  }
  const std::vector<DocumentedDefect> defects = read_documented_defects(options.findings);
  std::vector<std::string> missed;
  for (const DocumentedDefect& defect : defects) {
    bool is_found = false;
    bool is_in_campaign = false;
    for (const KernelResult& result : results) {
      if (result.name != defect.kernel) continue;
      is_in_campaign = true;
      for (const ClassRecord& record : result.classes) is_found = is_found || matches(record.get("class"), defect.class_pattern);
    }
    if (is_in_campaign && !is_found) missed.push_back(defect.name);
  }
  write_report(options, results, defects, missed, out);

  bool is_kernel_clean = true;
  for (const KernelResult& result : results) {
    if (result.name == "exact") is_kernel_clean = result.classes.empty() && result.fuzzer_status == 0;
  }
  const SpriteCampaignResult sprite = run_sprite_campaign(
      {options.budget_seconds, options.fuzzer.parent_path() / "fuzz_sprite_bounds_vs_oracle",
       options.seed_corpus.parent_path() / "sprite_bounds_vs_oracle", options.findings.parent_path() / "sprite_findings",
       options.report},
      sprite_kernels, out);
  if (!sprite.could_run) return 2;
  const PropertyRunResult properties = run_property_step(property_options, options.report, out, err);
  const bool are_properties_kept =
      property_options.cases == 0 || (properties.has_run && properties.kernel_rows_not_kept == 0);
  is_kernel_clean = is_kernel_clean && are_properties_kept;
  out << "[verify] report: " << (options.report / "summary.md").string() << '\n';
  out << "[verify] production kernel: " << (is_kernel_clean ? "no disagreement" : "DISAGREES") << "; documented seed defects missed: "
      << missed.size() << '\n';
  return (is_kernel_clean && missed.empty() && sprite.is_production_clean && sprite.missed.empty()) ? 0 : 1;
}

}  // namespace obb2d::cli
