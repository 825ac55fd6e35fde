#pragma once
/// @file
/// A text as a JSON string, quotes included: the findings files, the
/// property results and the peer kernels' descriptions write theirs with it.

#include <cstdio>
#include <string>
#include <string_view>

namespace obb2d::harness {

/// `text` quoted, with '"', '\\' and the control characters escaped.
inline std::string json_string(std::string_view text) {
  std::string quoted = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      quoted += '\\';
      quoted += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(c));
      quoted += escape;
    } else {
      quoted += c;
    }
  }
  return quoted + "\"";
}

}  // namespace obb2d::harness
