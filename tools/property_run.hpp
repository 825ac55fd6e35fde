#pragma once
/// @file
/// The property step of `obb2d verify`: runs the RapidCheck property runner
/// (properties/, obb2d_properties) with a larger budget and adds its result
/// to the report: a "Properties" section in summary.md and a "properties"
/// entry in findings.json, per law and kernel the cases run, whether the law
/// was kept or broken, and the shrunk counterexample.

#include "fuzzer_process.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// The options of the property step.
struct PropertyRunOptions {
  long cases = 20000;  ///< cases per law and kernel; 0 skips the step
  unsigned long seed = 1;  ///< RapidCheck's seed: the same seed runs the same cases
  std::filesystem::path runner = from_program("../properties/obb2d_properties");  ///< the runner program
};

/// Removes `--property-cases N` and `--properties PATH` from `arguments`
/// into `options`. Returns an error message, or "" when they are fine.
std::string take_property_options(std::vector<std::string>& arguments, PropertyRunOptions& options);

/// The lines `obb2d verify --help` adds for these options.
std::string property_run_usage();

/// What the property step found.
struct PropertyRunResult {
  bool has_run = false;            ///< the runner ran and wrote its report
  bool could_write = true;         ///< its section was added to summary.md and findings.json
  int kernel_rows_not_kept = 0;    ///< rows where the production kernel broke a law or gave up
  int port_rows_broken = 0;        ///< rows where a seed port broke a law
  int rows = 0;                    ///< rows run
};

/// Runs the property runner into work/properties.* below `report`, then adds its
/// section to `report`/summary.md and `report`/findings.json (written
/// before by the campaign), and prints a short summary to `out`.
PropertyRunResult run_property_step(const PropertyRunOptions& options, const std::filesystem::path& report,
                                    std::ostream& out, std::ostream& err);

}  // namespace obb2d::cli
