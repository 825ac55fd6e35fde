#pragma once
/// @file
/// The sprite part of `obb2d verify`: runs the sprite fuzz target
/// (fuzz/sprite_bounds_vs_oracle.cpp) for the production routine
/// (`sprite-bounds`) and for seed 004's port (`xna-sprite`), --jobs at once,
/// then appends a section to the report: each class with its count, first
/// find, smallest witness (a PNG of the mask and an `obb2d sprite-bounds`
/// line) and an SVG picture. Documented sprite defects
/// (corpus/sprite_findings/*.txt) must be found again.

#include "campaign_verdict.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// The campaign's kernels that belong to the sprite target: the production
/// routine and seed 004's port.
inline const std::vector<std::string> sprite_campaign_kernels = {"sprite-bounds", "xna-sprite"};

/// Whether `name` is one of sprite_campaign_kernels.
bool is_sprite_kernel(const std::string& name);

/// Where the sprite campaign finds its fuzzer, seeds and documented defects,
/// and how long it runs.
struct SpriteCampaignOptions {
  double budget_seconds = 60;            ///< per kernel
  std::filesystem::path fuzzer;          ///< fuzz_sprite_bounds_vs_oracle
  std::filesystem::path seed_corpus;     ///< corpus/sprite_bounds_vs_oracle
  std::filesystem::path findings;        ///< corpus/sprite_findings
  std::filesystem::path report;          ///< the report folder (summary.md is appended to)
  unsigned long seed = 0;                ///< libFuzzer's -seed (0: it picks one)
  int jobs = 2;                          ///< fuzzers at once (verify's --jobs)
};

/// What the sprite campaign concluded.
struct SpriteCampaignResult {
  bool is_production_clean = true;   ///< sprite-bounds never disagreed (or did not run)
  DefectCheck defects;               ///< documented sprite defects: checked, not found again
  bool could_run = true;             ///< false: the fuzzer is missing or would not start
  bool has_run_every_kernel = true;  ///< false: a fuzzer ran no input, or stopped with nothing written
  std::string why_not_run;           ///< when has_run_every_kernel is false: which fuzzer, and why
  bool could_write = true;           ///< false: the report could not be written
};

/// Runs `kernels` (a subset of sprite-bounds, xna-sprite; nothing when
/// empty), writes report/sprite/ and appends to report/summary.md.
SpriteCampaignResult run_sprite_campaign(const SpriteCampaignOptions& options, const std::vector<std::string>& kernels,
                                         std::ostream& out);

}  // namespace obb2d::cli
