#include "findings_line.hpp"

namespace obb2d::cli {

std::map<std::string, std::string> read_findings_line_fields(const std::string& line) {
  std::map<std::string, std::string> fields;
  std::size_t position = 0;
  while ((position = line.find('"', position)) != std::string::npos) {
    const std::size_t key_end = line.find('"', position + 1);
    if (key_end == std::string::npos) break;
    const std::string key = line.substr(position + 1, key_end - position - 1);
    std::size_t value_start = line.find(':', key_end) + 1;
    while (value_start < line.size() && line[value_start] == ' ') ++value_start;
    std::string value;
    std::size_t value_end;
    if (value_start < line.size() && line[value_start] == '"') {
      value_end = line.find('"', value_start + 1);
      value = line.substr(value_start + 1, value_end - value_start - 1);
      ++value_end;
    } else {
      value_end = line.find_first_of(",}", value_start);
      value = line.substr(value_start, value_end - value_start);
    }
    fields[key] = value;
    position = value_end;
  }
  return fields;
}

}  // namespace obb2d::cli
