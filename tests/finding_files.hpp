#pragma once
// Reading a folder of pinned finding files (corpus/seed_findings/,
// corpus/sprite_findings/): each file is `key value` lines after a `#`
// explanation; the files come back sorted by name.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace obb2d::testing_support {

/// One finding file: its name (the file's stem) and its `key value` lines.
struct FindingFile {
  std::string name;
  std::map<std::string, std::string> fields;
};

inline std::vector<FindingFile> read_finding_files(const std::filesystem::path& folder) {
  std::vector<FindingFile> findings;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".txt") continue;
    FindingFile finding{entry.path().stem().string(), {}};
    std::ifstream file(entry.path());
    for (std::string line; std::getline(file, line);) {
      if (line.empty() || line[0] == '#') continue;
      const auto space = line.find(' ');
      finding.fields[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space + 1);
    }
    findings.push_back(finding);
  }
  std::sort(findings.begin(), findings.end(),
            [](const FindingFile& a, const FindingFile& b) { return a.name < b.name; });
  return findings;
}

/// GoogleTest names a parameterised case by its finding.
inline void PrintTo(const FindingFile& finding, std::ostream* out) { *out << finding.name; }

}  // namespace obb2d::testing_support
