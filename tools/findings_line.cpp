#include "findings_line.hpp"

#include <charconv>
#include <cstdlib>
#include <fstream>

namespace obb2d::cli {

std::map<std::string, std::string> read_findings_line_fields(const std::string& line) {
  // A record is a whole line, `{` to `}`: a line cut short has none.
  if (line.size() < 2 || line.front() != '{' || line.back() != '}') return {};
  std::map<std::string, std::string> fields;
  for (std::size_t position = 1; (position = line.find('"', position)) != std::string::npos;) {
    const std::size_t key_end = line.find('"', position + 1);
    const std::size_t colon = key_end == std::string::npos ? key_end : line.find(':', key_end);
    if (colon == std::string::npos) return {};
    const std::string key = line.substr(position + 1, key_end - position - 1);
    std::size_t value_start = colon + 1;
    while (value_start < line.size() && line[value_start] == ' ') ++value_start;
    if (line[value_start] == '"') {
      const std::size_t value_end = line.find('"', value_start + 1);
      if (value_end == std::string::npos) return {};
      fields[key] = line.substr(value_start + 1, value_end - value_start - 1);
      position = value_end + 1;
    } else {
      const std::size_t value_end = line.find_first_of(",}", value_start);  // the closing } is there
      fields[key] = line.substr(value_start, value_end - value_start);
      position = value_end;
    }
  }
  return fields;
}

unsigned long long read_findings_count(const std::string& value) {
  unsigned long long count = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), count);
  return error == std::errc() && end == value.data() + value.size() ? count : 0;
}

double KernelResult::first_find_seconds() const {
  double first = -1;
  for (const ClassRecord& record : classes) {
    const double seconds = std::atof(record.get("first_seconds").c_str());
    if (first < 0 || seconds < first) first = seconds;
  }
  return first;
}

KernelResult read_kernel_result(const std::string& name, const std::filesystem::path& work, int fuzzer_status) {
  KernelResult result{name, 0, {}, fuzzer_status};
  std::ifstream file(work / "findings.jsonl");
  for (std::string line; std::getline(file, line);) {
    ClassRecord record{read_findings_line_fields(line)};
    if (record.fields.count("executions")) {
      result.executions = read_findings_count(record.get("executions"));
    } else if (record.fields.count("class")) {
      result.classes.push_back(std::move(record));
    }
  }
  return result;
}

}  // namespace obb2d::cli
