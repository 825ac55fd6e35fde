#pragma once
/// @file
/// The verdict lines of `obb2d verify`, for the box campaign and the sprite
/// campaign alike: each says exactly what ran, so that a line never reads
/// as a pass for something that was not checked.

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::cli {

/// The documented defects of one campaign: how many there are, how many
/// belong to a kernel that ran (only those are checked), and which of the
/// checked ones were not found again.
struct DefectCheck {
  std::size_t documented = 0;
  std::size_t checked = 0;
  std::vector<std::string> missed;
  std::vector<std::pair<std::string, double>> found;  ///< each found defect and its time to first find (s)
};

/// "all 7 found again", "2 of 7 NOT found again: a b", or "not checked
/// (...)", with the defects whose kernels did not run counted apart.
inline std::string describe(const DefectCheck& check) {
  if (check.checked == 0) return "not checked (no kernel with a documented defect ran)";
  std::string text;
  if (check.missed.empty()) {
    text = "all " + std::to_string(check.checked) + " found again";
  } else {
    text = std::to_string(check.missed.size()) + " of " + std::to_string(check.checked) + " NOT found again:";
    for (const std::string& name : check.missed) text += " " + name;
  }
  const std::size_t unchecked = check.documented - check.checked;
  if (unchecked > 0) text += "; " + std::to_string(unchecked) + " not checked (their kernels did not run)";
  return text;
}

/// The lines "[verify] documented defect NAME first found after S s", one
/// per defect found (scripts/time-to-find reads them).
inline std::string describe_first_finds(const DefectCheck& check) {
  std::string lines;
  for (const auto& [name, seconds] : check.found) {
    char text[64];
    std::snprintf(text, sizeof text, "%.1f", seconds);
    lines += "[verify] documented defect " + name + " first found after " + text + " s\n";
  }
  return lines;
}

/// The production routine's line: "no disagreement in N executions",
/// "DISAGREES", or "not checked (NAME not in --kernels)".
inline std::string describe_production(const std::string& name, bool has_run, bool is_clean,
                                       unsigned long long executions) {
  if (!has_run) return "not checked (" + name + " not in --kernels)";
  if (!is_clean) return "DISAGREES";
  return "no disagreement in " + std::to_string(executions) + " executions";
}

}  // namespace obb2d::cli
