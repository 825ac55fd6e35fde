#pragma once
/// @file
/// The report of `obb2d verify`'s campaign: summary.md, findings.json and
/// the pictures, written by parts that each do one job: findings.json; the
/// summary's head (the table of kernels, the verdicts); the table of
/// shrunk witnesses; one section per box or polygon class of a kernel in
/// this program (its truth, how wrong, why, commands and picture) or of a
/// kernel by command (its commands through the program, the geometry it
/// held); the broken laws of a kernel by command; and the sprite classes
/// (sprite_report.hpp). The witnesses come shrunk (campaign_shrink.hpp).

#include "campaign_kernels.hpp"
#include "campaign_shrink.hpp"
#include "campaign_verdict.hpp"
#include "findings_line.hpp"

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace obb2d::cli {

/// One kernel of a campaign, and what it found.
struct KernelFindings {
  CampaignKernel kernel;
  KernelResult result;
};

/// A broken law of a kernel by command: its answers to a pair and to an
/// exact transformation of it differ.
struct LawBreak {
  std::string name;  ///< "LAW: BEFORE-then-AFTER/KIND"
  unsigned long long count = 0;
  double first_seconds = 0;
  std::string line, transformed;  ///< the pair and its transformation, as lines
  std::string truth;              ///< the truth of both
};

/// How a kernel by command was run, for the report.
struct CommandRun {
  std::string command;      ///< run as /bin/sh -c COMMAND
  std::string precision;    ///< float or double
  bool is_polygons = false;  ///< polygon pairs, not box pairs
  unsigned long seed = 0;   ///< the random bytes' seed
  double tolerance = 0;     ///< its declared tolerance, relative to the smaller shape's size (0: none)
  double absolute_tolerance = 0;  ///< and as an absolute width (0: none)
  long long pairs_a_second = 0;
  unsigned long long law_checks = 0;
  std::vector<LawBreak> laws;
};

/// What a campaign found, for its report.
struct CampaignFindings {
  double budget_seconds = 0;              ///< per kernel
  std::vector<KernelFindings> kernels;    ///< every kernel that ran, in the order run
  ShrunkWitnesses shrunk;                 ///< the box and polygon classes' witnesses, shrunk
  std::vector<DocumentedDefect> defects;  ///< the documented defects (checked or not)
  DefectCheck defect_check;               ///< which were found again
  std::string production_verdict;         ///< the production kernels' line ("": none of this program ran)
  std::optional<CommandRun> command;      ///< a kernel by command ran
};

/// A kernel by command's verdict: "no disagreement in N executions",
/// "... beyond tolerance ...", or "DISAGREES (N classes ...)".
std::string describe_command_kernel(const KernelFindings& findings);

/// Whether a kernel by command has a class beyond its declared tolerance.
bool has_class_beyond_tolerance(const KernelFindings& findings);

/// A kernel by command's laws: "kept in N checks" or "broken in N classes".
std::string describe_laws(const CommandRun& run);

/// The laws of a kernel by command, as the report names them.
inline constexpr const char* command_law_list = "swap, symmetry, rewrite, scale, translate";

/// Writes summary.md, findings.json and the pictures into `folder`, and the
/// summary's table of kernels to `table_out`; false when a file could not
/// be written.
bool write_campaign_report(const CampaignFindings& findings, const std::filesystem::path& folder,
                           std::ostream& table_out);

}  // namespace obb2d::cli
