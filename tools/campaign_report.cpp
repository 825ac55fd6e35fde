#include "campaign_report.hpp"

#include "fuzzer_process.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/pair_line.hpp"
#include "harness/port_finding.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/seed_mechanisms.hpp"
#include "harness/shrink.hpp"
#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/separation.hpp"
#include "picture_facts.hpp"
#include "sprite_report.hpp"
#include "svg_picture.hpp"

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

/// The shrunk witness of a box or polygon class, or nullopt (a witness that
/// does not show its class: then it is reported as found).
std::optional<ShrunkWitness> shrink_witness(const CampaignKernel& campaign, const ClassRecord& record) {
  const harness::Kernel* kernel = campaign.kernel;
  if (campaign.shape == harness::Shape::polygon) {
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


/// The shrunk witnesses of the box and polygon classes, by "kernel class".
using ShrunkWitnesses = std::map<std::string, ShrunkWitness>;

/// Part 1: each box or polygon class with its witness shrunk (the commands,
/// the picture and findings.json use the shrunk one; the raw one follows).
ShrunkWitnesses shrink_witnesses(const std::vector<KernelResult>& results) {
  ShrunkWitnesses shrunk_witnesses;
  for (const KernelResult& result : results) {
    const CampaignKernel& campaign = *find_campaign_kernel(result.name);
    if (campaign.shape == harness::Shape::sprite) continue;  // shrunk by its own part (sprite_report.hpp)
    for (const ClassRecord& record : result.classes) {
      if (auto shrunk = shrink_witness(campaign, record)) {
        shrunk_witnesses.emplace(result.name + " " + record.get("class"), std::move(*shrunk));
      }
    }
  }
  return shrunk_witnesses;
}

/// The picture of a class, relative to the report folder.
std::string picture_of(const CampaignKernel& campaign, const ClassRecord& record) {
  if (campaign.shape != harness::Shape::sprite) return "pictures/" + file_name_of(campaign.name, record.get("class")) + ".svg";
  const std::string& name = record.get("class");
  return "sprite/pictures/" + file_name_of(campaign.name, name.substr(name.find("-as-") + 4)) + ".svg";
}

/// Part 2: findings.json, every kernel that ran with its classes.
void write_findings_json(const CampaignFindings& findings, const ShrunkWitnesses& shrunk_witnesses, std::ostream& json) {
  const std::vector<KernelResult>& results = findings.results;
  json << "{\n  \"budget_seconds\": " << findings.budget_seconds << ",\n  \"kernels\": [\n";
  for (std::size_t k = 0; k < results.size(); ++k) {
    const KernelResult& result = results[k];
    const CampaignKernel& campaign = *find_campaign_kernel(result.name);
    json << "    {\"kernel\": \"" << result.name << "\", \"shapes\": \"" << harness::to_string(campaign.shape)
         << "\", \"executions\": " << result.executions << ", \"fuzzer_status\": " << result.fuzzer_status
         << ", \"classes\": [";
    for (std::size_t c = 0; c < result.classes.size(); ++c) {
      const ClassRecord& record = result.classes[c];
      const auto shrunk = shrunk_witnesses.find(result.name + " " + record.get("class"));
      const std::string witness =
          shrunk == shrunk_witnesses.end() ? record.get("classify_line") : shrunk->second.line;
      json << (c ? ", " : "") << "{\"class\": \"" << record.get("class") << "\", \"truth\": \"" << record.get("truth")
           << "\", \"answer\": \"" << record.get("answer") << "\", \"kind\": \"" << record.get("kind")
           << "\", \"count\": " << record.get("count") << ", \"first_seconds\": " << record.get("first_seconds")
           << ", \"witness\": \"" << witness << "\", \"raw_witness\": \"" << record.get("classify_line")
           << "\", \"picture\": \"" << picture_of(campaign, record) << "\"}";
    }
    json << "]}" << (k + 1 < results.size() ? "," : "") << "\n";
  }
  const std::vector<std::string>& missed = findings.defect_check.missed;
  json << "  ],\n  \"documented_defects_checked\": " << findings.defect_check.checked
       << ",\n  \"documented_defects_missed\": [";
  for (std::size_t i = 0; i < missed.size(); ++i) json << (i ? ", " : "") << "\"" << missed[i] << "\"";
  json << "]\n}\n";
}

/// Part 3: the table of kernels, one row each.
std::string kernel_table(const std::vector<KernelResult>& results) {
  std::ostringstream table;
  table << "| kernel | shapes | executions | classes found | time to first find (s) |\n|---|---|---|---|---|\n";
  for (const KernelResult& result : results) {
    const double first = result.first_find_seconds();
    char seconds[32] = "-";
    if (first >= 0) std::snprintf(seconds, sizeof seconds, "%.3f", first);
    table << "| " << result.name << " | " << harness::to_string(find_campaign_kernel(result.name)->shape) << " | "
          << result.executions << " | " << result.classes.size() << " | " << seconds << " |\n";
  }
  return table.str();
}

/// Part 4: the summary's head: the table, the verdicts, the program.
void write_summary_head(const CampaignFindings& findings, const std::string& table, std::ostream& summary) {
  summary << "# Verification campaign\n\nBudget: " << findings.budget_seconds
          << " s of libFuzzer per kernel against the exact-rational oracle.\n\n"
          << table << "\n"
          << "Production kernels: " << findings.production_verdict << ".\n\n"
          << "Documented defects: " << describe(findings.defect_check) << ".\n";
  for (const auto& [name, seconds] : findings.defect_check.found) {
    summary << "- " << name << ": first found after " << seconds << " s\n";
  }
  summary << "\nThe commands below run the program that wrote this report: `" << this_program_command() << "`.\n";
}

/// Part 5: the table of shrunk witnesses, as found and shrunk.
void write_shrink_table(const ShrunkWitnesses& shrunk_witnesses, std::ostream& summary) {
  if (shrunk_witnesses.empty()) return;
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

/// Part 6: the judgement of one witness `line` of `campaign`.
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

/// Part 7: the picture of one box or polygon finding at `path`; false when
/// it could not be written. One that cannot be drawn says why.
bool write_finding_picture(const CampaignKernel& campaign, const std::string& line, const FindingGeometry& geometry,
                           const std::string& title, const std::string& answered, const fs::path& path) {
  std::optional<BoxPairPicture> drawn;
  if (campaign.shape == harness::Shape::polygon) {
    const auto parsed = harness::parse_polygon_pair_line<double>(line);
    if (parsed.pair) drawn = draw_polygon_pair_svg(*parsed.pair, title, answered);
  } else if (geometry.trial) {
    drawn = draw_held_geometry_svg(*geometry.trial, *geometry.box_pair, title, answered);
  } else if (geometry.box_pair) {
    drawn = draw_box_pair_svg(harness::widened(*geometry.box_pair), title, answered);
  }
  const std::string why_not = drawn ? drawn->why_not : "the witness cannot be read as a pair of shapes";
  std::ofstream svg(path);
  svg << (why_not.empty() ? drawn->svg : draw_message_svg(title, why_not));
  svg.close();
  return !svg.fail();
}

/// Part 8: the section of one box or polygon class (its truth, how wrong,
/// why, the commands that print its answers), then its picture; false when
/// the picture could not be written.
bool write_finding(const KernelResult& result, const ClassRecord& record, const ShrunkWitnesses& shrunk_witnesses,
                   const std::vector<DocumentedDefect>& defects, const fs::path& folder, std::ostream& out) {
  const CampaignKernel& campaign = *find_campaign_kernel(result.name);
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

}  // namespace

bool write_campaign_report(const CampaignFindings& findings, const fs::path& folder, std::ostream& table_out) {
  fs::create_directories(folder / "pictures");
  const ShrunkWitnesses shrunk_witnesses = shrink_witnesses(findings.results);
  std::ofstream json(folder / "findings.json");
  write_findings_json(findings, shrunk_witnesses, json);
  json.close();
  std::ofstream summary(folder / "summary.md");
  const std::string table = kernel_table(findings.results);
  write_summary_head(findings, table, summary);
  write_shrink_table(shrunk_witnesses, summary);
  bool is_written = true;
  std::vector<KernelResult> sprite_results;
  bool has_findings_heading = false;
  for (const KernelResult& result : findings.results) {
    if (find_campaign_kernel(result.name)->shape == harness::Shape::sprite) {
      sprite_results.push_back(result);
      continue;
    }
    for (const ClassRecord& record : result.classes) {
      if (!has_findings_heading) summary << "\n## Findings\n";
      has_findings_heading = true;
      is_written = write_finding(result, record, shrunk_witnesses, findings.defects, folder, summary) && is_written;
    }
  }
  is_written = write_sprite_findings(sprite_results, folder, summary) && is_written;
  summary.close();
  table_out << table;
  return is_written && !json.fail() && !summary.fail();
}

}  // namespace obb2d::cli
