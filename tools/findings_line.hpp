#pragma once
/// @file
/// Reading a fuzz findings file (harness/findings_log.hpp writes it: one
/// flat JSON object of "key": value pairs a line, values strings or
/// numbers), for the campaign of `obb2d verify`: the one reader of every
/// campaign target's findings.

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace obb2d::cli {

/// The "key": value pairs of one findings line, values as written (strings
/// without their quotes); none for a line that is not a whole `{...}`
/// record (a file cut short by a full disk or a killed writer).
std::map<std::string, std::string> read_findings_line_fields(const std::string& line);

/// A count field (such as "executions") as a number; 0 when it is not a
/// whole decimal number that fits.
unsigned long long read_findings_count(const std::string& value);

/// One class line of a findings file: its class, truth, answer, kind,
/// count, first_seconds and witness lines.
struct ClassRecord {
  std::map<std::string, std::string> fields;

  /// The field `key`, or "" when the line has none.
  std::string get(const std::string& key) const {
    const auto found = fields.find(key);
    return found == fields.end() ? "" : found->second;
  }
};

/// What one campaign kernel's fuzzer left: the executions it counted, the
/// classes it found, and its exit status.
struct KernelResult {
  std::string name;  ///< the campaign kernel
  unsigned long long executions = 0;
  std::vector<ClassRecord> classes;
  int fuzzer_status = 0;

  /// The earliest first find of its classes, in seconds; -1 when it found none.
  double first_find_seconds() const;
};

/// The findings file `work`/findings.jsonl of campaign kernel `name`, whose
/// fuzzer exited with `fuzzer_status` (a missing file: no execution, no class).
KernelResult read_kernel_result(const std::string& name, const std::filesystem::path& work, int fuzzer_status);

}  // namespace obb2d::cli
