#pragma once
/// @file
/// The step of `obb2d verify` between a campaign's findings and its report:
/// each box or polygon class of a kernel in this program with its witness
/// made as simple as the class allows (harness/shrink.hpp, then a search of
/// simple scenes for a class left above 8 bits, harness/scene_shrink.hpp).
/// A kernel by command is shrunk through its program by its driver
/// (command_campaign.hpp), into the same struct; sprite classes by their
/// report part (sprite_report.hpp).

#include "campaign_kernels.hpp"
#include "findings_line.hpp"

#include <map>
#include <string>
#include <vector>

namespace obb2d::cli {

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
  std::string held;      ///< a kernel by command: the geometry it said it held for the shrunk witness ("": none)
  std::string how_wrong; ///< a kernel by command: describe_separation of the shrunk witness's truth geometry
};

/// The shrunk witnesses of a campaign, by "KERNEL CLASS".
using ShrunkWitnesses = std::map<std::string, ShrunkWitness>;

/// Each box or polygon class of `kernel`'s `result` with its witness shrunk
/// (a witness that does not show its class is left out: then it is
/// reported as found).
void shrink_classes(const CampaignKernel& kernel, const KernelResult& result, ShrunkWitnesses& shrunk);

}  // namespace obb2d::cli
