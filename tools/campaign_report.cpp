#include "campaign_report.hpp"

#include "fuzzer_process.hpp"
#include "harness/json_string.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/pair_line.hpp"
#include "harness/port_finding.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/seed_mechanisms.hpp"
#include "harness/shrink.hpp"
#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/separation.hpp"
#include "svg_panel.hpp"
#include "sprite_report.hpp"
#include "svg_picture.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

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
    if (defect.kernel == kernel && record.get("class") == defect.pattern) {
      why += "; pinned finding of this class: " + defect.name;
    }
  }
  return why;
}

/// The picture of a class, relative to the report folder.
std::string picture_of(const CampaignKernel& campaign, const ClassRecord& record) {
  if (campaign.shape != harness::Shape::sprite) return "pictures/" + file_name_of(campaign.name, record.get("class")) + ".svg";
  const std::string& name = record.get("class");
  return "sprite/pictures/" + file_name_of(campaign.name, name.substr(name.find("-as-") + 4)) + ".svg";
}

/// The command a kernel by command runs, as a shell word, for `echo '...' | sh -c WORD`.
std::string quoted(const std::string& text) {
  std::string word = "'";
  for (const char c : text) word += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return word + "'";
}

/// Part 1: findings.json, every kernel that ran with its classes (and a
/// kernel by command's broken laws).
void write_findings_json(const CampaignFindings& findings, std::ostream& json) {
  json << "{\n  \"budget_seconds\": " << findings.budget_seconds;
  if (const auto& run = findings.command) {
    json << ",\n  \"command\": " << harness::json_string(run->command) << ", \"shapes\": \""
         << (run->is_polygons ? "polygons" : "boxes") << "\", \"precision\": \"" << run->precision
         << "\", \"seed\": " << run->seed << ", \"tolerance\": " << run->tolerance
         << ", \"absolute_tolerance\": " << run->absolute_tolerance << ", \"pairs_a_second\": " << run->pairs_a_second;
  }
  json << ",\n  \"kernels\": [\n";
  for (std::size_t k = 0; k < findings.kernels.size(); ++k) {
    const auto& [kernel, result] = findings.kernels[k];
    json << "    {\"kernel\": \"" << result.name << "\", \"shapes\": \"" << harness::to_string(kernel.shape)
         << "\", \"executions\": " << result.executions << ", \"fuzzer_status\": " << result.fuzzer_status
         << ", \"classes\": [";
    for (std::size_t c = 0; c < result.classes.size(); ++c) {
      const ClassRecord& record = result.classes[c];
      const auto shrunk = findings.shrunk.find(result.name + " " + record.get("class"));
      const bool is_shrunk = shrunk != findings.shrunk.end();
      json << (c ? ", " : "") << "{\"class\": \"" << record.get("class") << "\", \"truth\": \"" << record.get("truth")
           << "\", \"answer\": \"" << record.get("answer") << "\", \"kind\": \"" << record.get("kind")
           << "\", \"count\": " << record.get("count") << ", \"first_seconds\": " << record.get("first_seconds")
           << ", \"witness\": \"" << (is_shrunk ? shrunk->second.line : record.get("classify_line"))
           << "\", \"raw_witness\": \"" << record.get("classify_line") << "\"";
      if (is_shrunk && !shrunk->second.held.empty()) json << ", \"held\": \"" << shrunk->second.held << "\"";
      if (is_shrunk && !shrunk->second.how_wrong.empty()) {
        json << ", \"how_wrong\": " << harness::json_string(shrunk->second.how_wrong);
      }
      if (!record.get("within_tolerance").empty()) {
        json << ", \"within_tolerance\": " << record.get("within_tolerance")
             << ", \"largest_relative_width\": \"" << record.get("largest_relative_width") << "\"";
      }
      json << ", \"picture\": \"" << picture_of(kernel, record) << "\"}";
    }
    json << "]}" << (k + 1 < findings.kernels.size() ? "," : "") << "\n";
  }
  const std::vector<std::string>& missed = findings.defect_check.missed;
  json << "  ],\n  \"documented_defects_checked\": " << findings.defect_check.checked
       << ",\n  \"documented_defects_missed\": [";
  for (std::size_t i = 0; i < missed.size(); ++i) json << (i ? ", " : "") << "\"" << missed[i] << "\"";
  json << "]";
  if (findings.command) {
    json << ",\n  \"law_checks\": " << findings.command->law_checks << ", \"laws_broken\": [";
    for (std::size_t i = 0; i < findings.command->laws.size(); ++i) {
      const LawBreak& broken = findings.command->laws[i];
      json << (i ? "," : "") << "\n    {\"law\": \"" << broken.name << "\", \"count\": " << broken.count
           << ", \"witness\": \"" << broken.line << "\", \"transformed\": \"" << broken.transformed << "\"}";
    }
    json << "\n  ]";
  }
  json << "\n}\n";
}

/// Part 2: the table of kernels, one row each.
std::string kernel_table(const CampaignFindings& findings) {
  std::ostringstream table;
  table << "| kernel | shapes | executions | classes found | time to first find (s) |\n|---|---|---|---|---|\n";
  for (const auto& [kernel, result] : findings.kernels) {
    const double first = result.first_find_seconds();
    char seconds[32] = "-";
    if (first >= 0) std::snprintf(seconds, sizeof seconds, "%.3f", first);
    table << "| " << result.name << " | " << harness::to_string(kernel.shape) << " | " << result.executions << " | "
          << result.classes.size() << " | " << seconds << " |\n";
  }
  return table.str();
}

/// A kernel by command's declared tolerance, in words.
std::string describe_tolerance(const CommandRun& run) {
  if (run.tolerance <= 0 && run.absolute_tolerance <= 0) return "no tolerance declared";
  std::ostringstream text;
  text << "declared tolerance ";
  if (run.tolerance > 0) text << run.tolerance << " of the smaller shape's size";
  if (run.tolerance > 0 && run.absolute_tolerance > 0) text << " plus ";
  if (run.absolute_tolerance > 0) text << "a width of " << run.absolute_tolerance;
  return text.str();
}

/// Part 3: the summary's head: how the kernels ran, the table, the
/// verdicts, the program.
void write_summary_head(const CampaignFindings& findings, const std::string& table, std::ostream& summary) {
  if (const auto& run = findings.command) {
    summary << "# Verification campaign: a kernel by command\n\nCommand: `sh -c " << quoted(run->command) << "`, on "
            << (run->is_polygons ? "polygons" : "boxes") << " in " << run->precision << ", "
            << findings.budget_seconds << " s of pairs from the fuzz targets' decoders (seed " << run->seed
            << ", " << run->pairs_a_second << " pairs a second), each judged against the exact truth"
            << "; " << describe_tolerance(*run)
            << ".\n\n"
            << table << "\n";
    for (const KernelFindings& kernel : findings.kernels) {
      summary << "Kernel by command: " << describe_command_kernel(kernel) << ".\n\n";
    }
    summary << "Laws by command (" << command_law_list << "): " << describe_laws(*run) << ".\n";
  } else {
    summary << "# Verification campaign\n\nBudget: " << findings.budget_seconds
            << " s of libFuzzer per kernel against the exact-rational oracle.\n\n"
            << table << "\n"
            << "Production kernels: " << findings.production_verdict << ".\n\n"
            << "Documented defects: " << describe(findings.defect_check) << ".\n";
    for (const auto& [name, seconds] : findings.defect_check.found) {
      summary << "- " << name << ": first found after " << seconds << " s\n";
    }
  }
  summary << "\nThe commands below run the program that wrote this report: `" << this_program_command() << "`.\n";
}

/// Part 4: the table of shrunk witnesses, as found and shrunk.
void write_shrink_table(const ShrunkWitnesses& shrunk_witnesses, std::ostream& summary) {
  if (shrunk_witnesses.empty()) return;
  summary << "\n## Shrunk witnesses\n\nEach class with its witness made as simple as the class "
             "allows (harness/shrink.hpp, then a search of simple scenes for a class left above 8 bits, harness/scene_shrink.hpp; "
             "a kernel by command through its program): "
             "the witness the campaign found, and the one the findings below show.\n\n"
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

/// The geometry a box or polygon finding's truth is for, and how wrong the
/// answer was: what the polygon routine was given; what a box routine held
/// after its own construction, which is not always what it was given
/// (rebuilt from an angle, corners rounded).
struct FindingGeometry {
  std::optional<harness::BoxPair<float>> box_pair;  ///< the witness, for box kernels
  std::optional<harness::PortTrial> trial;          ///< what a box port held
  bool is_finite = false;                           ///< box pairs: every number finite
  bool is_rebuilt = false;                          ///< a box port held other regions than it was given
  std::optional<oracle::Separation> separation;     ///< the exact gap or overlap of the truth's geometry
};

/// Part 5: the judgement of one witness `line` of `campaign`.
FindingGeometry judge_finding(const CampaignKernel& campaign, const std::string& line) {
  const bool is_polygons = campaign.shape == harness::Shape::polygon;
  const harness::Kernel* port = campaign.kernel;
  FindingGeometry geometry;
  const auto& box_pair = geometry.box_pair = harness::parse_box_pair_line<float>(line).pair;
  auto& trial = geometry.trial;
  if (!is_polygons && box_pair && port->trial) trial = port->trial(harness::widened(*box_pair));
  const bool is_finite = geometry.is_finite =
      box_pair && oracle::is_finite_box(box_pair->a) && oracle::is_finite_box(box_pair->b);
  geometry.is_rebuilt = trial && is_finite && trial->is_finite &&
                        !(is_same_region(trial->a, oracle::make_box_polygon<oracle::Rational>(box_pair->a)) &&
                          is_same_region(trial->b, oracle::make_box_polygon<oracle::Rational>(box_pair->b)));
  // How wrong, exactly: the separation of the geometry the truth is for.
  auto& separation = geometry.separation;
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
  return geometry;
}

/// Part 6: the picture of one box or polygon finding at `path`; false when
/// it could not be written. One that cannot be drawn says why.
bool write_finding_picture(const CampaignKernel& campaign, const std::string& line, const FindingGeometry& geometry,
                           const std::string& title, const std::string& answered, const fs::path& path) {
  std::optional<BoxPairPicture> drawn;
  if (geometry.trial) {
    drawn = draw_held_geometry_svg(*geometry.trial, *geometry.box_pair, title, answered);
  } else if (campaign.shape == harness::Shape::polygon) {
    const auto parsed = harness::parse_polygon_pair_line<double>(line);
    if (parsed.pair) drawn = draw_polygon_pair_svg(*parsed.pair, title, answered);
  } else if (const auto parsed = harness::parse_box_pair_line<double>(line); parsed.pair) {
    drawn = draw_box_pair_svg(*parsed.pair, title, answered);
  }
  const std::string why_not = drawn ? drawn->why_not : "the witness cannot be read as a pair of shapes";
  std::ofstream svg(path);
  svg << (why_not.empty() ? drawn->svg : draw_message_svg(title, why_not));
  svg.close();
  return !svg.fail();
}

/// Part 7: the section of one box or polygon class (its truth, how wrong,
/// why, the commands that print its answers), then its picture; false when
/// the picture could not be written.
bool write_finding(const CampaignKernel& campaign, const KernelResult& result, const ClassRecord& record,
                   const ShrunkWitnesses& shrunk_witnesses, const std::vector<DocumentedDefect>& defects,
                   const fs::path& folder, std::ostream& out) {
  const std::string program = this_program_command();
  const auto shrunk = shrunk_witnesses.find(result.name + " " + record.get("class"));
  const bool is_shrunk = shrunk != shrunk_witnesses.end();
  const std::string raw_line = record.get("classify_line");
  const std::string line = is_shrunk ? shrunk->second.line : raw_line;
  const std::string native = is_shrunk ? shrunk->second.native_line : record.get("native_line");
  const bool is_native_exact =
      is_shrunk ? shrunk->second.is_native_exact : record.get("native_is_exact") == "true";
  const std::string picture = "pictures/" + file_name_of(result.name, record.get("class")) + ".svg";
  const bool is_polygons = campaign.shape == harness::Shape::polygon;
  const std::string echo = "`echo '" + line + "' | " + program + " classify" +
                           (record.get("precision") == "double" ? " --precision double" : "");
  const std::string answer = record.get("answer"), truth = record.get("truth");
  const harness::Kernel* port = campaign.kernel;
  const FindingGeometry geometry = judge_finding(campaign, line);
  const auto& box_pair = geometry.box_pair;
  const bool is_finite = geometry.is_finite, is_rebuilt = geometry.is_rebuilt;
  const auto& separation = geometry.separation;
  out << "\n### " << result.name << ": " << record.get("class") << "\n\n"
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
    out << "- the routine's answer, prints `" << answer << "`: " << echo << (is_polygons ? " --polygons" : "")
        << " --kernel " << std::string(port->name) << "`\n";
  }
  if (harness::answer_named(truth)) {
    out << "- the truth, prints `" << truth << "`: " << echo
        << (is_polygons   ? " --polygons --kernel oracle`"
            : port->trial ? " --held-truth --kernel " + std::string(port->name) + "`"
                          : std::string(" --kernel oracle`"))
        << "\n";
  }
  if (is_rebuilt && box_pair) {
    out << "- for comparison, the truth for the boxes as given (which the routine never tested), prints `"
        << to_string(harness::find_kernel("oracle")->answer(*box_pair)) << "`: " << echo << " --kernel oracle`\n";
    if (is_native_exact) {
      out << "- the geometry it held, as boxes in double, prints `" << truth << "`: `echo '" << native << "' | "
          << program << " classify --precision double --kernel oracle`\n";
    }
  }
  out << "- picture (" << (is_rebuilt ? "the geometry it held, exactly" : "the witness") << "): [" << picture
      << "](" << picture << ")\n";
  if (is_shrunk) {
    out << "- raw witness, as the fuzzer found it (" << shrunk->second.raw_simplicity << "): `" << raw_line
        << "`\n";
  }
  const std::string title = result.name + ": " + record.get("class");
  return write_finding_picture(campaign, line, geometry, title, result.name + ": " + answer, folder / picture);
}

/// Part 8: the section of one class of a kernel by command (its answer
/// and its truth, each with the command that prints it; the geometry it
/// said it held), then its picture; false when the picture could not be
/// written.
bool write_command_finding(const KernelFindings& findings, const ClassRecord& record, const CommandRun& run,
                           const ShrunkWitnesses& shrunk_witnesses, const fs::path& folder, std::ostream& out) {
  const std::string& name = record.get("class");
  const auto shrunk = shrunk_witnesses.find(findings.result.name + " " + name);
  const bool is_shrunk = shrunk != shrunk_witnesses.end();
  const std::string raw_line = record.get("classify_line");
  const std::string line = is_shrunk ? shrunk->second.line : raw_line;
  const std::string held = is_shrunk ? shrunk->second.held : "";
  const bool is_held = !held.empty();
  const std::string program = this_program_command();
  const std::string classify = program + " classify" + (run.is_polygons ? " --polygons" : "") +
                               (run.precision == "double" ? " --precision double" : "");
  const std::string picture = picture_of(findings.kernel, record);
  const std::string answer = record.get("answer"), truth = record.get("truth");
  const std::string shapes = run.is_polygons ? "polygons" : "boxes";
  out << "\n### " << findings.result.name << ": " << name << "\n\n"
      << "- the routine answered **" << answer << "**; the truth for the "
      << (is_held ? "geometry it said it held (below)" : shapes + " it was given") << " is **" << truth << "** ("
      << record.get("count") << " times, first after " << record.get("first_seconds") << " s)\n";
  if (is_shrunk) {
    out << "- how wrong: " << shrunk->second.how_wrong
        << (record.get("within_tolerance") == "true" ? ", within the declared tolerance" : "") << "\n";
  }
  out << "- witness (hex floats" << (is_shrunk ? "; shrunk: " + shrunk->second.shrunk_simplicity : std::string())
      << "): `" << line << "`\n"
      << "- the routine's answer" << (is_held ? " and the geometry it held" : "") << ", prints `" << answer
      << (is_held ? " held " + held : "") << "`: `echo '" << line << "' | sh -c " << quoted(run.command) << "`\n";
  if (is_held) {
    // The held geometry is read in double, whatever the campaign's precision.
    out << "- the geometry it held: `" << held << "`\n"
        << "- the truth of the geometry it held, prints `" << truth << "`: `echo '" << held << "' | " << program
        << " classify" << (run.is_polygons ? " --polygons" : "") << " --precision double --kernel oracle`\n"
        << "- for comparison, the truth for the " << shapes << " as given, prints `"
        << record.get("truth_as_given") << "`: `echo '" << line << "' | " << classify << " --kernel oracle`\n"
        << "- picture (the geometry it held): [" << picture << "](" << picture << ")\n";
  } else {
    out << "- the truth, prints `" << truth << "`: `echo '" << line << "' | " << classify << " --kernel oracle`\n"
        << "- picture (the witness): [" << picture << "](" << picture << ")\n";
  }
  if (is_shrunk) {
    out << "- raw witness, as the campaign found it (" << shrunk->second.raw_simplicity << "): `" << raw_line << "`\n";
  }
  const std::string title = findings.result.name + ": " + name;
  return write_finding_picture(findings.kernel, is_held ? held : line, FindingGeometry{}, title,
                               findings.result.name + ": " + answer, folder / picture);
}

/// Part 9: the broken laws of a kernel by command, each with its two commands.
void write_laws(const CommandRun& run, std::ostream& summary) {
  if (run.laws.empty()) return;
  const std::string classify = this_program_command() + " classify" + (run.is_polygons ? " --polygons" : "") +
                               (run.precision == "double" ? " --precision double" : "");
  summary << "\n## Laws\n\nExact transformations that keep the truth (swap: B and A; symmetry: a quarter "
             "turn or a mirror of the scene; rewrite: a box's u and v negated or swapped, a polygon's list from "
             "another vertex or reversed; scale: every number times 2^k; translate: the scene moved so that A's "
             "centre, or first vertex, is the origin); the routine's answers to a pair and to its "
             "transformation differ, so one of them is wrong. Not shrunk.\n";
  for (const LawBreak& broken : run.laws) {
    summary << "\n### law " << broken.name << "\n\n- " << broken.count << " times, first after " << broken.first_seconds
            << " s\n- the pair: `echo '" << broken.line << "' | sh -c " << quoted(run.command) << "`\n"
            << "- transformed: `echo '" << broken.transformed << "' | sh -c " << quoted(run.command) << "`\n"
            << "- the truth of both, prints `" << broken.truth << "`: `echo '" << broken.line << "' | " << classify
            << " --kernel oracle`\n";
  }
}

}  // namespace

std::string describe_command_kernel(const KernelFindings& findings) {
  const auto& classes = findings.result.classes;
  const std::size_t within = static_cast<std::size_t>(std::count_if(
      classes.begin(), classes.end(), [](const ClassRecord& record) { return record.get("within_tolerance") == "true"; }));
  const std::size_t beyond = classes.size() - within;
  const std::string tolerated =
      within == 0 ? "" : "; " + std::to_string(within) + " classes within the declared tolerance";
  if (beyond > 0) return "DISAGREES (" + std::to_string(beyond) + " classes" + tolerated + ")";
  return std::string(within == 0 ? "no disagreement in " : "no disagreement beyond tolerance in ") +
         std::to_string(findings.result.executions) + " executions" + tolerated;
}

bool has_class_beyond_tolerance(const KernelFindings& findings) {
  const auto& classes = findings.result.classes;
  return std::any_of(classes.begin(), classes.end(),
                     [](const ClassRecord& record) { return record.get("within_tolerance") != "true"; });
}

std::string describe_laws(const CommandRun& run) {
  return run.laws.empty() ? "kept in " + std::to_string(run.law_checks) + " checks"
                          : "broken in " + std::to_string(run.laws.size()) + " classes of " +
                                std::to_string(run.law_checks) + " checks";
}

bool write_campaign_report(const CampaignFindings& findings, const fs::path& folder, std::ostream& table_out) {
  fs::create_directories(folder / "pictures");
  std::ofstream json(folder / "findings.json");
  write_findings_json(findings, json);
  json.close();
  std::ofstream summary(folder / "summary.md");
  const std::string table = kernel_table(findings);
  write_summary_head(findings, table, summary);
  write_shrink_table(findings.shrunk, summary);
  bool is_written = true;
  std::vector<KernelResult> sprite_results;
  bool has_findings_heading = false;
  for (const KernelFindings& kernel : findings.kernels) {
    if (kernel.kernel.shape == harness::Shape::sprite) {
      sprite_results.push_back(kernel.result);
      continue;
    }
    for (const ClassRecord& record : kernel.result.classes) {
      if (!has_findings_heading) summary << "\n## Findings\n";
      has_findings_heading = true;
      const bool is_written_now =
          kernel.kernel.kernel->role == harness::KernelRole::foreign
              ? write_command_finding(kernel, record, *findings.command, findings.shrunk, folder, summary)
              : write_finding(kernel.kernel, kernel.result, record, findings.shrunk, findings.defects, folder, summary);
      is_written = is_written_now && is_written;
    }
  }
  if (findings.command) write_laws(*findings.command, summary);
  is_written = write_sprite_findings(sprite_results, folder, summary) && is_written;
  summary.close();
  table_out << table;
  return is_written && !json.fail() && !summary.fail();
}

}  // namespace obb2d::cli
