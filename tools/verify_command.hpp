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
/// status: 0 when the production kernel never disagreed and every documented
/// seed defect was found again; 1 otherwise; 2 for bad arguments or when the
/// fuzzer cannot be run.
int run_verify_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err);

/// The text `obb2d verify --help` prints.
std::string verify_usage();

}  // namespace obb2d::cli
