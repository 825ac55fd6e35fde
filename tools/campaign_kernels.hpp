#pragma once
/// @file
/// What `obb2d verify` fuzzes, from the one registry (harness/kernels.hpp):
/// each row but the oracle on each shape it takes, with the campaign target
/// of that shape, and the documented defects the campaign must find again
/// (corpus/seed_findings, corpus/sprite_findings), read by one reader.

#include "harness/kernels.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace obb2d::cli {

/// The campaign target of a shape: the fuzz target that judges its kernels,
/// its seed corpus and the folder of its documented defects (both in the
/// corpus folder), and the longest input it is given.
struct CampaignTarget {
  std::string_view fuzzer;    ///< the fuzz target's file name, e.g. fuzz_ports_vs_oracle
  std::string_view seeds;     ///< its seed corpus folder, e.g. ports_vs_oracle
  std::string_view findings;  ///< the folder of its documented defects, e.g. seed_findings
  int max_len;                ///< libFuzzer's -max_len
};

/// The target of `shape`.
const CampaignTarget& campaign_target(harness::Shape shape);

/// A kernel of the campaign: a registry row on one shape.
struct CampaignKernel {
  std::string name;               ///< the --kernels spelling (see campaign_kernels)
  const harness::Kernel* kernel;  ///< its row
  harness::Shape shape;           ///< the shape it is fuzzed on

  bool is_production() const { return kernel->role == harness::KernelRole::production; }
};

/// Every kernel the campaign fuzzes, in registry order: the rows that take
/// boxes, then those that take polygons, then those that take sprites. A row
/// is named as in the registry, but on polygons when it takes boxes too:
/// then "-polygons" is added (exact-polygons, unity-convex-polygons).
const std::vector<CampaignKernel>& campaign_kernels();

/// The campaign kernel called `name`, or nullptr.
const CampaignKernel* find_campaign_kernel(std::string_view name);

/// The campaign names, comma-separated, for messages.
std::string campaign_kernel_names();

/// A documented defect the campaign must find again: one file of a target's
/// findings folder, with a "kernel NAME" line (and "shapes polygons" when it
/// is found on polygons) and a "class PATTERN" line.
struct DocumentedDefect {
  std::string name;     ///< the file's name without .txt
  std::string kernel;   ///< the campaign kernel that must find it
  std::string pattern;  ///< a class name (with '/') or a class's part before its '/'
  std::string why;      ///< the file's "# " line
};

/// Every documented defect under `corpus` (the findings folder of each
/// target; a missing folder holds none), sorted by name.
std::vector<DocumentedDefect> read_documented_defects(const std::filesystem::path& corpus);

/// Whether a found class (as the findings log names it) is of `defect`.
bool is_of(const std::string& class_name, const DocumentedDefect& defect);

}  // namespace obb2d::cli
