#pragma once
/// @file
/// `obb2d verify`: the verification campaign. Runs the campaign fuzz target
/// (fuzz/ports_vs_oracle.cpp) once per kernel, several at a time, then writes
/// the report folder: summary.md, findings.json, one SVG per finding.

#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// Runs `obb2d verify` with the arguments after "verify". Returns the exit
/// status: 0 when everything that ran is as documented (the production
/// kernel and routine never disagreed and kept every law, every documented
/// defect of a kernel that ran was found again); 1 otherwise; 2 when nothing
/// could be checked (bad or empty kernel list, missing fuzzer or property
/// runner, a fuzzer that ran no input, a report folder it cannot write), and
/// then the last report is left as it was.
int run_verify_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err);

/// The text `obb2d verify --help` prints.
std::string verify_usage();

}  // namespace obb2d::cli
