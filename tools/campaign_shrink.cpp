#include "campaign_shrink.hpp"

#include "harness/mismatch_report.hpp"
#include "harness/pair_line.hpp"
#include "harness/port_finding.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/shrink.hpp"

#include <optional>

namespace obb2d::cli {
namespace {


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

}  // namespace

void shrink_classes(const CampaignKernel& kernel, const KernelResult& result, ShrunkWitnesses& shrunk) {
  if (kernel.shape == harness::Shape::sprite || kernel.kernel->role == harness::KernelRole::foreign) return;
  for (const ClassRecord& record : result.classes) {
    if (auto witness = shrink_witness(kernel, record)) {
      shrunk.emplace(result.name + " " + record.get("class"), std::move(*witness));
    }
  }
}

}  // namespace obb2d::cli
