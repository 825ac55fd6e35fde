#pragma once
/// @file
/// `obb2d verify --kernel-command`: the campaign for a kernel that lives in
/// another program, in any language (tools/kernel_process.hpp speaks to
/// it). Shape pairs come in batches from the fuzz targets' decoders
/// (harness/box_pair_from_bytes.hpp, harness/polygon_pair_from_bytes.hpp:
/// contacts, ulp nudges, extreme scales, degenerate shapes) fed with
/// seeded random bytes; each answer is judged against the exact truth; the
/// disagreements are grouped into classes, each witness shrunk through the
/// program, and the laws checked; `obb2d verify` writes the report with the
/// same parts as the in-process campaign's (campaign_report.hpp). What it
/// loses against in-process fuzzing: no coverage guidance inside the
/// routine (docs/foreign-kernels.md).

#include "campaign_report.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>

namespace obb2d::cli {

struct CommandCampaignOptions {
  std::string command;             ///< run as /bin/sh -c COMMAND
  bool is_polygons = false;        ///< polygon pairs, not box pairs
  bool is_rectangles = false;      ///< box pairs of rectangles alone (u perpendicular to v, exactly)
  bool is_double = false;          ///< double numbers, not float
  double budget_seconds = 60;      ///< time for the pairs (shrinking comes after)
  double timeout_seconds = 10;     ///< the longest wait for one batch's answers
  unsigned long seed = 1;          ///< the random bytes' seed
  /// The routine's declared tolerance, relative to the smaller shape's size
  /// (oracle/separation.hpp): a wrong answer whose truth is a gap or an
  /// overlap no wider than this (a touching pair always) is within it, its
  /// class named .../within-tolerance, and does not fail the run. 0: none.
  double tolerance = 0;
  /// A declared tolerance as an absolute width (a skin radius in the
  /// routine's units), added to the relative one. 0: none.
  double absolute_tolerance = 0;
};

/// The campaign name of a kernel by command.
inline constexpr std::string_view command_kernel_name = "command";

/// What a kernel by command's campaign found.
struct CommandCampaign {
  KernelResult result;           ///< its classes, as findings lines
  ShrunkWitnesses shrunk;        ///< each class's witness shrunk through the program
  CommandRun run;                ///< how it ran, and its laws
  std::string problem;           ///< the program could not be checked: why (it could not be started,
                                 ///< crashed, hung, answered garbage or too few or too many lines)
  std::string production_issue;  ///< the production kernel and the oracle disagreed (a defect of ours)
};

/// Runs the campaign, the program's files in `work` (its standard error log).
CommandCampaign run_command_campaign(const CommandCampaignOptions& options, const std::filesystem::path& work,
                                     std::ostream& out);

}  // namespace obb2d::cli
