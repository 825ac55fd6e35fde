#pragma once
/// @file
/// The report of `obb2d verify`'s campaign: summary.md, findings.json and
/// the pictures, written by parts that each do one job: the witnesses of
/// the box and polygon classes shrunk (harness/shrink.hpp,
/// harness/scene_shrink.hpp), findings.json, the summary's table and
/// verdicts, one section per box or polygon class (its truth, how wrong,
/// why, commands and picture), and the sprite classes' section
/// (sprite_report.hpp).

#include "campaign_kernels.hpp"
#include "campaign_verdict.hpp"
#include "findings_line.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// What a campaign found, for its report.
struct CampaignFindings {
  double budget_seconds = 0;                ///< per kernel
  std::vector<KernelResult> results;        ///< every campaign kernel that ran, in the order run
  std::vector<DocumentedDefect> defects;    ///< the documented defects (checked or not)
  DefectCheck defect_check;                 ///< which were found again
  std::string production_verdict;           ///< the production kernels' line
};

/// Writes summary.md, findings.json and the pictures into `folder`, and the
/// summary's table of kernels to `table_out`; false when a file could not
/// be written.
bool write_campaign_report(const CampaignFindings& findings, const std::filesystem::path& folder,
                           std::ostream& table_out);

}  // namespace obb2d::cli
