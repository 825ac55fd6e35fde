#include "verify_command.hpp"

#include "harness/pair_line.hpp"
#include "campaign_verdict.hpp"
#include "command_campaign.hpp"
#include "command_options.hpp"
#include "findings_line.hpp"
#include "fuzzer_process.hpp"
#include "harness/kernels.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/port_finding.hpp"
#include "harness/seed_mechanisms.hpp"
#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/separation.hpp"
#include "picture_facts.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/shrink.hpp"
#include "property_run.hpp"
#include "sprite_campaign.hpp"
#include "svg_picture.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <random>
#include <sstream>

#include <unistd.h>


namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

/// The campaign name of a registry kernel fuzzed on polygon pairs (the
/// polygon target): its name and this suffix, e.g. unity-convex-polygons.
constexpr std::string_view polygons_suffix = "-polygons";

/// Every kernel a campaign can fuzz: the registry's (harness/kernels.hpp)
/// but the oracle on box pairs, those that take polygons on polygon pairs,
/// then the sprite target's.
const std::vector<std::string>& all_kernels_in_campaign() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> kernels;
    for (const harness::Kernel& kernel : harness::all_kernels()) {
      if (kernel.role != harness::KernelRole::oracle) kernels.emplace_back(kernel.name);
    }
    for (const harness::Kernel& kernel : harness::all_kernels()) {
      if (kernel.role != harness::KernelRole::oracle && kernel.takes_polygons()) {
        kernels.push_back(std::string(kernel.name) + std::string(polygons_suffix));
      }
    }
    kernels.insert(kernels.end(), sprite_campaign_kernels.begin(), sprite_campaign_kernels.end());
    return kernels;
  }();
  return names;
}

/// Whether a campaign kernel runs on the polygon target.
bool is_polygon_kernel(const std::string& name) {
  return name.size() > polygons_suffix.size() &&
         name.compare(name.size() - polygons_suffix.size(), polygons_suffix.size(), polygons_suffix) == 0;
}

/// The registry name a campaign kernel's target is given (OBB2D_KERNEL).
std::string registry_name(const std::string& name) {
  return is_polygon_kernel(name) ? name.substr(0, name.size() - polygons_suffix.size()) : name;
}

struct VerifyOptions {
  double budget_seconds = 60;
  int jobs = 2;
  fs::path report = "report";
  // Found from the program, not the current folder (see verify_usage).
  fs::path fuzzer = from_program("../../fuzz/fuzz/fuzz_ports_vs_oracle");
  fs::path seed_corpus = from_program("../../../corpus/ports_vs_oracle");
  fs::path findings = from_program("../../../corpus/seed_findings");
  std::vector<std::string> kernels = all_kernels_in_campaign();
  unsigned long seed = 0;  // libFuzzer's -seed; 0: it picks one
  bool prints_help = false;
  bool has_kernels = false;  // --kernels was given
  CommandCampaignOptions command;  // --kernel-command: a kernel in another program
};

bool is_campaign_kernel(const std::string& name) {
  const std::vector<std::string>& kernels = all_kernels_in_campaign();
  return std::find(kernels.begin(), kernels.end(), name) != kernels.end();
}

std::string campaign_kernel_names() {
  std::string names;
  for (const std::string& name : all_kernels_in_campaign()) names += (names.empty() ? "" : ", ") + name;
  return names;
}

/// The kernel list's problem, or "": empty, unknown or repeated names are
/// refused, so that a run never reports on kernels it did not fuzz.
std::string check_kernels(const std::vector<std::string>& kernels) {
  if (kernels.empty()) return "--kernels names no kernel (known: " + campaign_kernel_names() + ")";
  for (std::size_t i = 0; i < kernels.size(); ++i) {
    if (!is_campaign_kernel(kernels[i])) {
      return "unknown kernel '" + kernels[i] + "' in --kernels (known: " + campaign_kernel_names() + ")";
    }
    if (std::find(kernels.begin(), kernels.begin() + i, kernels[i]) != kernels.begin() + i) {
      return "kernel '" + kernels[i] + "' named twice in --kernels";
    }
  }
  return "";
}

/// One class line of a findings file (harness/findings_log.hpp writes them).
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
    } else if (argument == "--fuzzer" && has_value) {
      options.fuzzer = arguments[++i];
    } else if (argument == "--corpus" && has_value) {
      options.seed_corpus = arguments[++i];
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

/// One class record from a findings line written by FindingsLog.
ClassRecord parse_json_line(const std::string& line) { return {read_findings_line_fields(line)}; }

std::vector<DocumentedDefect> read_documented_defects(const fs::path& folder) {
  std::vector<DocumentedDefect> defects;
  if (!fs::is_directory(folder)) return defects;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".txt") continue;
    DocumentedDefect defect{entry.path().stem().string(), "", "", ""};
    std::ifstream file(entry.path());
    bool is_on_polygons = false;  // "shapes polygons": found by the polygon target
    for (std::string line; std::getline(file, line);) {
      if (line.rfind("# ", 0) == 0) defect.why = line.substr(2);
      if (line.rfind("kernel ", 0) == 0) defect.kernel = line.substr(7);
      if (line.rfind("class ", 0) == 0) defect.class_pattern = line.substr(6);
      if (line == "shapes polygons") is_on_polygons = true;
    }
    if (is_on_polygons) defect.kernel += polygons_suffix;
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
      result.executions = read_findings_count(record.get("executions"));
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

/// Whether two vertex lists are the same region (the same convex hull).
bool is_same_region(const harness::RationalPolygon& a, const harness::RationalPolygon& b) {
  return oracle::make_convex_hull(a) == oracle::make_convex_hull(b);
}

/// The "why" of a class: its mechanism as docs/seed-findings.md attributes
/// it (harness/seed_mechanisms.hpp), or that none is documented; and the
/// pinned findings of the same class, by name. Nothing here is about one
/// witness, so nothing can contradict the witness shown.
std::string why_of(const std::string& kernel, const ClassRecord& record, const std::vector<DocumentedDefect>& defects) {
  const harness::SeedMechanism* mechanism = harness::find_seed_mechanism(kernel, record.get("class"));
  std::string why = mechanism ? std::string(mechanism->name) + ": " + std::string(mechanism->explanation) +
                                    " (docs/seed-findings.md)"
                              : "no documented mechanism for this class (docs/seed-findings.md attributes the "
                                "classes of one campaign run; this one was not among them)";
  for (const DocumentedDefect& defect : defects) {
    if (defect.kernel == kernel && record.get("class") == defect.class_pattern) {
      why += "; pinned finding of this class: " + defect.name;
    }
  }
  return why;
}

/// A class with its witness made as simple as the class allows
/// (harness/shrink.hpp): every step keeps the truth, the answer and the
/// input kind (of the geometry the kernel held, for box pairs:
/// harness/port_finding.hpp).
struct ShrunkWitness {
  std::string raw_simplicity, shrunk_simplicity;  ///< describe_simplicity of the numbers as found and shrunk
  int raw_bits = 0, shrunk_bits = 0;              ///< most_significant_bits of the same
  std::string line;                               ///< the shrunk witness as a classify line
  std::string native_line;                        ///< box pairs: the geometry the kernel held, as boxes in double
  bool is_native_exact = true;
};

/// Calls of the class predicate and the oracle that the search of simple
/// scenes (harness/scene_shrink.hpp) may spend on one class, about 30 s at
/// most: the rarest class of a campaign so far (unity-convex's
/// overlapping-as-disjoint/near-touching) shows in about 1 of 100,000 calls
/// of the search (the property runner keeps the default, 200,000).
constexpr long search_budget = 1000000;

/// Whether a finding is of the class `record` names.
bool is_class_of(const ClassRecord& record, harness::Answer truth, harness::Answer answer, const std::string& kind) {
  return to_string(truth) == record.get("truth") && to_string(answer) == record.get("answer") &&
         kind == record.get("kind");
}

/// The raw and shrunk numbers of a witness, described.
template <class T>
void describe_shrinking(const std::vector<T>& raw, const std::vector<T>& shrunk, ShrunkWitness& witness) {
  witness.raw_simplicity = harness::describe_simplicity(raw);
  witness.shrunk_simplicity = harness::describe_simplicity(shrunk);
  witness.raw_bits = harness::most_significant_bits(raw);
  witness.shrunk_bits = harness::most_significant_bits(shrunk);
}

/// A polygon class's shrunk witness at precision T.
template <class T>
std::optional<ShrunkWitness> shrink_polygon_witness(const harness::Kernel& kernel, const ClassRecord& record) {
  const auto parsed = harness::parse_polygon_pair_line<T>(record.get("classify_line"));
  if (!parsed.pair) return std::nullopt;
  const std::size_t a_size = parsed.pair->a.size();
  const auto holds = [&](const std::vector<T>& numbers) {
    const auto finding = harness::find_polygon_port_finding(kernel, harness::polygon_pair_of(numbers, a_size));
    return finding && is_class_of(record, finding->truth, finding->answer, finding->kind);
  };
  const std::vector<T> raw = harness::numbers_of(*parsed.pair);
  if (!holds(raw)) return std::nullopt;
  const std::vector<T> shrunk = harness::shrink_polygon_scene(raw, a_size, holds, search_budget);
  ShrunkWitness witness;
  describe_shrinking(raw, shrunk, witness);
  witness.line = harness::format_polygon_pair_line(harness::polygon_pair_of(shrunk, a_size));
  return witness;
}

/// The shrunk witness of a class of a seed port or a production kernel,
/// or nullopt (a witness that does not show its class: then it is reported
/// as found).
std::optional<ShrunkWitness> shrink_witness(const std::string& kernel_name, const ClassRecord& record) {
  const harness::Kernel* kernel = harness::find_kernel(registry_name(kernel_name));
  if (kernel == nullptr || kernel->role == harness::KernelRole::oracle) return std::nullopt;
  if (is_polygon_kernel(kernel_name)) {
    return record.get("precision") == "double" ? shrink_polygon_witness<double>(*kernel, record)
                                               : shrink_polygon_witness<float>(*kernel, record);
  }
  const auto parsed = harness::parse_box_pair_line<float>(record.get("classify_line"));
  if (!parsed.pair) return std::nullopt;
  const auto finding_of = [&](const std::vector<float>& numbers) -> std::optional<harness::PortFinding> {
    auto finding = harness::find_port_finding(*kernel, harness::box_pair_of(numbers));
    if (!finding || !is_class_of(record, finding->truth, finding->answer, finding->kind)) return std::nullopt;
    return finding;
  };
  const auto holds = [&](const std::vector<float>& numbers) { return finding_of(numbers).has_value(); };
  const std::vector<float> raw = harness::numbers_of(*parsed.pair);
  if (!holds(raw)) return std::nullopt;
  const std::vector<float> shrunk = harness::shrink_box_scene(raw, holds, search_budget);
  const harness::PortFinding finding = *finding_of(shrunk);
  const harness::BoxPair<float> pair = harness::box_pair_of(shrunk);
  ShrunkWitness witness;
  describe_shrinking(raw, shrunk, witness);
  witness.line = harness::format_classify_line(pair.a, pair.b);
  witness.native_line = harness::format_classify_line(finding.native.a, finding.native.b);
  witness.is_native_exact = finding.is_native_exact;
  return witness;
}

/// Writes summary.md, findings.json and the pictures into `folder`; false
/// when a file could not be written.
bool write_report(const VerifyOptions& options, const fs::path& folder, const std::vector<KernelResult>& results,
                  const std::vector<DocumentedDefect>& defects, const std::string& production_verdict,
                  const DefectCheck& defect_check, std::ostream& summary_out) {
  fs::create_directories(folder / "pictures");
  // Each class of a seed port with its witness shrunk (the commands, the
  // picture and findings.json use the shrunk one; the raw one follows).
  std::map<std::string, ShrunkWitness> shrunk_witnesses;
  for (const KernelResult& result : results) {
    for (const ClassRecord& record : result.classes) {
      if (auto shrunk = shrink_witness(result.name, record)) {
        shrunk_witnesses.emplace(result.name + " " + record.get("class"), std::move(*shrunk));
      }
    }
  }
  std::ofstream json(folder / "findings.json");
  std::ofstream summary(folder / "summary.md");
  bool is_written = true;
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
      const auto shrunk = shrunk_witnesses.find(result.name + " " + record.get("class"));
      const std::string witness =
          shrunk == shrunk_witnesses.end() ? record.get("classify_line") : shrunk->second.line;
      json << (c ? ", " : "") << "{\"class\": \"" << record.get("class") << "\", \"truth\": \"" << record.get("truth")
           << "\", \"answer\": \"" << record.get("answer") << "\", \"kind\": \"" << record.get("kind")
           << "\", \"count\": " << record.get("count") << ", \"first_seconds\": " << record.get("first_seconds")
           << ", \"witness\": \"" << witness << "\", \"raw_witness\": \"" << record.get("classify_line")
           << "\", \"picture\": \"pictures/" << file_name_of(result.name, record.get("class")) << ".svg\"}";
    }
    json << "]}" << (k + 1 < results.size() ? "," : "") << "\n";
  }
  const std::vector<std::string>& missed = defect_check.missed;
  json << "  ],\n  \"documented_defects_checked\": " << defect_check.checked
       << ",\n  \"documented_defects_missed\": [";
  for (std::size_t i = 0; i < missed.size(); ++i) json << (i ? ", " : "") << "\"" << missed[i] << "\"";
  json << "]\n}\n";

  summary << "# Verification campaign\n\nBudget: " << options.budget_seconds
          << " s of libFuzzer per kernel against the exact-rational oracle.\n\n"
          << table.str() << "\n"
          << "Production kernels: " << production_verdict << ".\n\n"
          << "Documented seed defects: " << describe(defect_check) << ".\n";
  for (const auto& [name, seconds] : defect_check.found) {
    summary << "- " << name << ": first found after " << seconds << " s\n";
  }
  const std::string program = this_program_command();
  summary << "\nThe commands below run the program that wrote this report: `" << program << "`.\n";
  if (!shrunk_witnesses.empty()) {
    summary << "\n## Shrunk witnesses\n\nEach class with its witness made as simple as the class "
               "allows (harness/shrink.hpp, then a search of simple scenes for a class left above 8 bits, harness/scene_shrink.hpp): "
               "the witness the fuzzer found, and the one the findings below show.\n\n"
            << "| kernel: class | as found | shrunk |\n|---|---|---|\n";
    int simple_as_found = 0, simple_shrunk = 0;
    std::string above_eight_bits;
    for (const auto& [name, shrunk] : shrunk_witnesses) {
      const std::string class_name = name.substr(0, name.find(' ')) + ": " + name.substr(name.find(' ') + 1);
      summary << "| " << class_name << " | " << shrunk.raw_simplicity << " | " << shrunk.shrunk_simplicity << " |\n";
      simple_as_found += shrunk.raw_bits <= 8;
      simple_shrunk += shrunk.shrunk_bits <= 8;
      if (shrunk.shrunk_bits > 8) above_eight_bits += "\n- " + class_name;
    }
    summary << "\nWitnesses of at most 8 significant bits: " << simple_as_found << " of " << shrunk_witnesses.size()
            << " classes as found, " << simple_shrunk << " shrunk"
            << (above_eight_bits.empty() ? ".\n" : "; above 8 bits after shrinking (no simpler witness found):")
            << above_eight_bits << (above_eight_bits.empty() ? "" : "\n");
  }
  summary << "\n## Findings\n";
  for (const KernelResult& result : results) {
    for (const ClassRecord& record : result.classes) {
      const auto shrunk = shrunk_witnesses.find(result.name + " " + record.get("class"));
      const bool is_shrunk = shrunk != shrunk_witnesses.end();
      const std::string raw_line = record.get("classify_line");
      const std::string line = is_shrunk ? shrunk->second.line : raw_line;
      const std::string native = is_shrunk ? shrunk->second.native_line : record.get("native_line");
      const bool is_native_exact =
          is_shrunk ? shrunk->second.is_native_exact : record.get("native_is_exact") == "true";
      const std::string picture = "pictures/" + file_name_of(result.name, record.get("class")) + ".svg";
      const bool is_polygons = is_polygon_kernel(result.name);
      const std::string echo = "`echo '" + line + "' | " + program + " classify" +
                               (record.get("precision") == "double" ? " --precision double" : "");
      const std::string answer = record.get("answer"), truth = record.get("truth");
      const harness::Kernel* port = harness::find_kernel(registry_name(result.name));
      const auto box_pair = harness::parse_box_pair_line<float>(line).pair;
      // One truth per finding, for one geometry: what the polygon routine was
      // given; what a box routine held after its own construction, which is
      // not always what it was given (rebuilt from an angle, corners rounded).
      std::optional<harness::PortTrial> trial;
      if (!is_polygons && box_pair && port && port->trial) trial = port->trial(harness::widened(*box_pair));
      const bool is_finite = box_pair && oracle::is_finite_box(box_pair->a) && oracle::is_finite_box(box_pair->b);
      const bool is_rebuilt = trial && is_finite && trial->is_finite &&
                              !(is_same_region(trial->a, oracle::make_box_polygon<oracle::Rational>(box_pair->a)) &&
                                is_same_region(trial->b, oracle::make_box_polygon<oracle::Rational>(box_pair->b)));
      // How wrong, exactly: the separation of the geometry the truth is for.
      std::optional<oracle::Separation> separation;
      if (is_polygons) {
        const auto parsed = harness::parse_polygon_pair_line<double>(line);
        if (parsed.pair && harness::oracle_answer(*parsed.pair) != harness::Answer::invalid) {
          const auto exact = [](const std::vector<Vec2<double>>& list) {
            harness::RationalPolygon points;
            for (const Vec2<double>& p : list) {
              points.push_back({oracle::to_rational<oracle::Rational>(p.x), oracle::to_rational<oracle::Rational>(p.y)});
            }
            return points;
          };
          separation = oracle::find_separation(exact(parsed.pair->a), exact(parsed.pair->b));
        }
      } else if (trial && is_finite && trial->is_finite) {
        separation = oracle::find_separation(trial->a, trial->b);
      } else if (is_finite && !trial) {
        separation = oracle::find_separation(oracle::make_box_polygon<oracle::Rational>(box_pair->a),
                                             oracle::make_box_polygon<oracle::Rational>(box_pair->b));
      }
      summary << "\n### " << result.name << ": " << record.get("class") << "\n\n"
              << "- the routine answered **" << answer << "**; the truth "
              << (is_polygons  ? "for the polygons it was given"
                  : !is_finite ? "for the boxes it was given (a number is NaN or infinite)"
                  : is_rebuilt ? "for the geometry it held after its own construction from the boxes it was given"
                               : "for the boxes it was given (and held exactly as they are)")
              << " is **" << truth << "** (" << record.get("count") << " times, first after "
              << record.get("first_seconds") << " s)\n"
              << (separation ? "- how wrong: " + describe_separation(*separation) + "\n" : std::string())
              << "- why: " << why_of(result.name, record, defects) << "\n"
              << "- witness (hex floats, "
              << (is_polygons ? "polygon A's vertices as `x y`, a `|`, then polygon B's" : "box A then box B as `cx cy ux uy vx vy`")
              << (is_shrunk ? "; shrunk: " + shrunk->second.shrunk_simplicity : std::string())
              << "): `" << line << "`\n";
      // A class of another function than classify (a polygon check, the
      // hull) has an answer classify does not print.
      if (harness::answer_named(answer)) {
        summary << "- the routine's answer, prints `" << answer << "`: " << echo << (is_polygons ? " --polygons" : "")
                << " --kernel " << registry_name(result.name) << "`\n";
      }
      if (harness::answer_named(truth)) {
        summary << "- the truth, prints `" << truth << "`: " << echo
                << (is_polygons               ? " --polygons --kernel oracle`"
                    : port && port->trial     ? " --held-truth --kernel " + registry_name(result.name) + "`"
                                              : std::string(" --kernel oracle`"))
                << "\n";
      }
      if (is_rebuilt && box_pair) {
        summary << "- for comparison, the truth for the boxes as given (which the routine never tested), prints `"
                << to_string(harness::find_kernel("oracle")->answer(*box_pair)) << "`: " << echo << " --kernel oracle`\n";
        if (is_native_exact) {
          summary << "- the geometry it held, as boxes in double, prints `" << truth << "`: `echo '" << native << "' | "
                  << program << " classify --precision double --kernel oracle`\n";
        }
      }
      summary << "- picture (" << (is_rebuilt ? "the geometry it held, exactly" : "the witness") << "): [" << picture
              << "](" << picture << ")\n";
      if (is_shrunk) {
        summary << "- raw witness, as the fuzzer found it (" << shrunk->second.raw_simplicity << "): `" << raw_line
                << "`\n";
      }
      const std::string title = result.name + ": " + record.get("class");
      const std::string answered = result.name + ": " + answer;
      std::optional<BoxPairPicture> drawn;
      if (is_polygons) {
        const auto parsed = harness::parse_polygon_pair_line<double>(line);
        if (parsed.pair) drawn = draw_polygon_pair_svg(*parsed.pair, title, answered);
      } else if (trial) {
        drawn = draw_held_geometry_svg(*trial, *box_pair, title, answered);
      } else if (box_pair) {
        drawn = draw_box_pair_svg(harness::widened(*box_pair), title, answered);
      }
      // Every finding links its picture: one that cannot be drawn says why.
      const std::string why_not = drawn ? drawn->why_not : "the witness cannot be read as a pair of shapes";
      std::ofstream svg(folder / picture);
      svg << (why_not.empty() ? drawn->svg : draw_message_svg(title, why_not));
      svg.close();
      is_written = is_written && !svg.fail();
    }
  }
  json.close();
  summary.close();
  summary_out << table.str();
  return is_written && !json.fail() && !summary.fail();
}

}  // namespace

std::string verify_usage() {
  return "usage: obb2d verify [--budget SECONDS] [--jobs N] [--report DIR] [--kernels a,b,...]\n"
         "                    [--seed N] [--fuzzer PATH] [--corpus DIR] [--findings DIR]\n"
         "                    [--property-cases N] [--properties PATH] [--help]\n"
         "       obb2d verify --kernel-command 'CMD ARGS' [--kernel-shapes boxes|rectangles|polygons]\n"
         "                    [--kernel-precision float|double] [--kernel-timeout SECONDS]\n"
         "                    [--kernel-tolerance FRACTION]\n"
         "                    [--budget SECONDS] [--seed N] [--report DIR]\n"
         "\n"
         "Runs the differential fuzzing campaign: each kernel (the production kernel\n"
         "'exact' and every seed port on box pairs; the polygon kernel 'exact-polygons'\n"
         "and seed 001's polygon routine 'unity-convex-polygons' on convex polygon pairs\n"
         "(fuzz_polygon_vs_oracle, beside the fuzzer; seeds ../polygon_vs_oracle beside\n"
         "the corpus); the sprite-bounds routine 'sprite-bounds' and seed 004's\n"
         "'xna-sprite' on the sprite target) against the exact-rational oracle\n"
         "for SECONDS (whole seconds, default 60) of libFuzzer, N at a time (default\n"
         "2, one per core).\n"
         "--kernels takes names from: " + campaign_kernel_names() + " (default: all).\n"
         "Ports keep going after a disagreement; disagreements are grouped into classes\n"
         "(truth, answer, kind of input) with the time to first find and the smallest\n"
         "witness; each documented defect found gets a line with its time to first\n"
         "find. --seed N (1 to 4294967295) passes -seed=N to every libFuzzer run and\n"
         "is the properties' seed (default: libFuzzer draws its own, and the properties\n"
         "one that the report states); scripts/time-to-find runs 5 seeds.\n"
         "The fuzzer (default ../../fuzz/fuzz/fuzz_ports_vs_oracle), seed corpus\n"
         "(../../../corpus/ports_vs_oracle) and documented defects\n"
         "(../../../corpus/seed_findings) are found from this program's folder, as the\n"
         "CMake presets lay out the build, not from the current folder.\n"
         "The report goes to DIR (default report/): summary.md, findings.json,\n"
         "pictures/*.svg (a witness that cannot be drawn, e.g. one holding a NaN, gets\n"
         "a picture saying why). It is written into a new folder beside DIR and takes DIR's\n"
         "place only when the run completes, so a failed run leaves the last report\n"
         "whole and no file of an earlier run stays in a new one.\n"
         "The last lines say what was checked: a production kernel only when it\n"
         "('exact', 'exact-polygons') ran, a documented seed defect only when its kernel ran.\n" +
         property_run_usage() +
         "--kernel-command runs a kernel that lives in another program, in any language:\n"
         "CMD (run by /bin/sh) reads shape pairs, one a line in the syntax of obb2d classify\n"
         "(boxes; rectangles alone, for a routine that takes an angle; or polygons, as\n"
         "--kernel-shapes says; numbers in --kernel-precision,\n"
         "default float) and writes one answer a line (disjoint, touching, overlapping,\n"
         "invalid; or intersecting for a yes/no routine). Pairs come in batches of up to\n"
         "4096 (one in five of them a fresh pair swapped or mirrored: the laws)\n"
         "from the fuzz targets' decoders for SECONDS; a class found makes exit 1 with\n"
         "the report; a command that cannot be started, crashes, hangs (--kernel-timeout,\n"
         "default 10 s, without a batch's answers), answers garbage or too few or too\n"
         "many lines is exit 2. Each finding states the exact gap or overlap its truth\n"
         "has, absolute and relative to the smaller shape's size (its bounding box's\n"
         "longer side); --kernel-tolerance F (a routine's declared slop, e.g. a skin\n"
         "radius) puts the wrong answers whose truth is within F of that size (touching\n"
         "ones always) in classes .../within-tolerance, which do not fail the run.\n"
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

/// The campaign from parsed options into `folder` (the new report); the
/// exit status as run_verify_command documents it.
int run_campaign(VerifyOptions& options, const PropertyRunOptions& property_options, const fs::path& folder,
                 std::ostream& out, std::ostream& err) {
  fs::create_directories(folder / "work");
  if (!options.command.command.empty()) {
    options.command.budget_seconds = options.budget_seconds;
    options.command.seed = options.seed != 0 ? options.seed : property_options.seed;
    const int status = run_command_campaign(options.command, folder, out, err);
    if (status != 2) {
      out << "[verify] properties: the RapidCheck laws are not run for a kernel by command (its own laws above)\n";
    }
    return status;
  }
  // The sprite kernels run their own target after the box kernels (sprite_campaign.cpp).
  std::vector<std::string> sprite_kernels;
  for (const std::string& kernel : options.kernels) {
    if (is_sprite_kernel(kernel)) sprite_kernels.push_back(kernel);
  }
  options.kernels.erase(std::remove_if(options.kernels.begin(), options.kernels.end(), is_sprite_kernel),
                        options.kernels.end());

  out << "[verify] " << options.kernels.size() << " kernels, " << options.budget_seconds << " s each, "
      << options.jobs << " at a time\n";
  // The polygon and sprite targets are found beside --fuzzer, by name: said, so that a run never uses a binary
  // its caller did not see.
  out << "[verify] fuzzers: " << options.fuzzer.string() << "; polygons and sprites: fuzz_polygon_vs_oracle and "
      << "fuzz_sprite_bounds_vs_oracle in " << options.fuzzer.parent_path().string() << "\n";
  std::vector<FuzzerLaunch> launches;
  for (const std::string& kernel : options.kernels) {
    const bool is_polygons = is_polygon_kernel(kernel);
    const fs::path fuzzer = is_polygons ? options.fuzzer.parent_path() / "fuzz_polygon_vs_oracle" : options.fuzzer;
    const fs::path seeds = is_polygons ? options.seed_corpus.parent_path() / "polygon_vs_oracle" : options.seed_corpus;
    launches.push_back({fuzzer, options.budget_seconds, 256, folder / "work" / kernel, seeds, registry_name(kernel),
                        options.seed, kernel});
  }
  const std::optional<std::vector<int>> fuzzer_statuses = run_fuzzers(launches, options.jobs, out);
  if (!fuzzer_statuses) {
    err << "obb2d verify: a fuzzer could not be started (above)\n";
    return 2;
  }
  std::map<std::string, int> statuses;
  for (std::size_t k = 0; k < options.kernels.size(); ++k) statuses[options.kernels[k]] = (*fuzzer_statuses)[k];

  std::vector<KernelResult> results;
  for (const std::string& kernel : options.kernels) {
    const fs::path work = folder / "work" / kernel;
    const KernelResult& result = results.emplace_back(read_kernel_result(kernel, work, statuses[kernel]));
    // A fuzzer that stops with a status is a production kernel's finding
    // only when it wrote that finding first (the targets do, then abort);
    // anything else that stopped it (a sanitizer, a crash of the code under
    // test or of the harness, a timeout) leaves nothing checked.
    const bool is_production_finding = harness::find_kernel(registry_name(kernel))->role ==
                                           harness::KernelRole::production &&
                                       !result.classes.empty() && result.executions > 0;
    if (result.fuzzer_status != 0 && !is_production_finding) {
      err << "obb2d verify: the fuzzer for " << kernel << " " << describe_fuzzer_stop(work, result.fuzzer_status)
          << "\n";
      return 2;
    }
    if (result.executions == 0) {
      err << "obb2d verify: the fuzzer ran no input for " << kernel << " (see " << (work / "fuzzer.log").string()
          << ")\n";
      return 2;
    }
  }
  const std::vector<DocumentedDefect> defects = read_documented_defects(options.findings);
  DefectCheck defect_check;
  for (const DocumentedDefect& defect : defects) {
    ++defect_check.documented;
    const auto result = std::find_if(results.begin(), results.end(),
                                     [&](const KernelResult& r) { return r.name == defect.kernel; });
    if (result == results.end()) continue;  // its kernel did not run: not checked
    ++defect_check.checked;
    double first_seconds = -1;  // the earliest of the classes it matches
    for (const ClassRecord& record : result->classes) {
      const double seconds = std::atof(record.get("first_seconds").c_str());
      if (matches(record.get("class"), defect.class_pattern) && (first_seconds < 0 || seconds < first_seconds)) {
        first_seconds = seconds;
      }
    }
    if (first_seconds < 0) {
      defect_check.missed.push_back(defect.name);
    } else {
      defect_check.found.emplace_back(defect.name, first_seconds);
    }
  }
  // The production kernels: on box pairs and on polygon pairs.
  const std::string production_name(harness::kernel_names(harness::KernelRole::production).front());
  bool is_production_clean = true;
  std::string production_verdict;
  for (const std::string& name : {production_name, production_name + std::string(polygons_suffix)}) {
    const auto production =
        std::find_if(results.begin(), results.end(), [&](const KernelResult& r) { return r.name == name; });
    const bool has_run = production != results.end();
    const bool is_clean = !has_run || (production->classes.empty() && production->fuzzer_status == 0);
    is_production_clean = is_production_clean && is_clean;
    production_verdict += (production_verdict.empty() ? "" : "; ") + name + ": " +
                          describe_production(name, has_run, is_clean, has_run ? production->executions : 0);
  }
  if (!write_report(options, folder, results, defects, production_verdict, defect_check, out)) {
    err << "obb2d verify: cannot write the report in " << folder.string() << '\n';
    return 2;
  }

  SpriteCampaignOptions sprite_options{options.budget_seconds, options.fuzzer.parent_path() / "fuzz_sprite_bounds_vs_oracle",
                                       options.seed_corpus.parent_path() / "sprite_bounds_vs_oracle",
                                       options.findings.parent_path() / "sprite_findings", folder, options.seed,
                                       options.jobs};
  const SpriteCampaignResult sprite = run_sprite_campaign(sprite_options, sprite_kernels, out);
  if (!sprite.could_run || !sprite.has_run_every_kernel || !sprite.could_write) {
    err << "obb2d verify: "
        << (sprite.why_not_run.empty() ? "the sprite campaign could not check every kernel or write its section"
                                       : sprite.why_not_run)
        << "\n";
    return 2;
  }
  const PropertyRunResult properties = run_property_step(property_options, folder, out, err);
  if (property_options.cases > 0 && (!properties.has_run || !properties.could_write)) return 2;
  const bool are_properties_kept = property_options.cases == 0 || properties.kernel_rows_not_kept == 0;

  out << "[verify] production kernels: " << production_verdict << '\n'
      << "[verify] documented seed defects: " << describe(defect_check) << '\n'
      << describe_first_finds(defect_check)
      << "[verify] properties: "
      << (property_options.cases == 0 ? std::string("not run (--property-cases 0)")
                                      : are_properties_kept ? "production kernel keeps every law"
                                                            : "production kernel BREAKS a law")
      << '\n';
  const bool is_clean = is_production_clean && are_properties_kept && sprite.is_production_clean;
  const bool are_defects_found = defect_check.missed.empty() && sprite.defects.missed.empty();
  return is_clean && are_defects_found ? 0 : 1;
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
  if (options.command.command.empty() && !fs::exists(options.fuzzer)) {
    err << "obb2d verify: no fuzzer at " << options.fuzzer.string() << " (build the fuzz preset, or pass --fuzzer)\n";
    return 2;
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
