#pragma once
/// @file
/// Reading one line of a fuzz findings file (harness/findings_log.hpp writes
/// them: a flat JSON object of "key": value pairs, values strings or
/// numbers), for the campaign reports of `obb2d verify`.

#include <map>
#include <string>

namespace obb2d::cli {

/// The "key": value pairs of one findings line, values as written (strings
/// without their quotes).
std::map<std::string, std::string> read_findings_line_fields(const std::string& line);

}  // namespace obb2d::cli
