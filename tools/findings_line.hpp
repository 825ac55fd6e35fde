#pragma once
/// @file
/// Reading one line of a fuzz findings file (harness/findings_log.hpp writes
/// them: a flat JSON object of "key": value pairs, values strings or
/// numbers), for the campaign reports of `obb2d verify`.

#include <map>
#include <string>

namespace obb2d::cli {

/// The "key": value pairs of one findings line, values as written (strings
/// without their quotes); none for a line that is not a whole `{...}`
/// record (a file cut short by a full disk or a killed writer).
std::map<std::string, std::string> read_findings_line_fields(const std::string& line);

/// A count field (such as "executions") as a number; 0 when it is not a
/// whole decimal number that fits.
unsigned long long read_findings_count(const std::string& value);

}  // namespace obb2d::cli
