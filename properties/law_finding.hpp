#pragma once
/// @file
/// A law broken on one input, written down so it can be replayed: the file
/// format of corpus/property_findings/*.txt and of the runner's "pin" blocks.
///   # why the routine breaks the law (one line, any number of them)
///   law NAME           a law of laws/law_table.hpp
///   kernel NAME        the kernel that breaks it (a seed port)
///   precision float    or double
///   parameters TEXT    as to_text(LawParameters) writes them
///   input LINE         the box pair, an `obb2d classify` line

#include "law_parameters.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/pair_line.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <string>

namespace obb2d::properties {

/// One written-down counterexample (above).
struct LawFinding {
  std::string why;         ///< the `#` lines, joined by spaces
  std::string law;         ///< the law's name
  std::string kernel;      ///< the kernel's name
  std::string precision;   ///< "float" or "double"
  std::string parameters;  ///< the law's parameters, as text
  std::string input;       ///< the classify line
};

/// The finding as the file format (above).
inline std::string format_law_finding(const LawFinding& finding) {
  std::string text;
  for (std::size_t start = 0; start < finding.why.size();) {  // one `#` line per line of `why`
    const std::size_t end = std::min(finding.why.find('\n', start), finding.why.size());
    text += "# " + finding.why.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return text + "law " + finding.law + "\nkernel " + finding.kernel + "\nprecision " + finding.precision +
         "\nparameters " + finding.parameters + "\ninput " + finding.input + "\n";
}

/// Reads one finding file; nullopt when it cannot be read or lacks a field.
inline std::optional<LawFinding> read_law_finding(const std::string& path) {
  std::ifstream file(path);
  if (!file) return std::nullopt;
  LawFinding finding;
  std::map<std::string, std::string*> fields = {{"law", &finding.law},           {"kernel", &finding.kernel},
                                                {"precision", &finding.precision}, {"parameters", &finding.parameters},
                                                {"input", &finding.input}};
  for (std::string line; std::getline(file, line);) {
    if (line.rfind("#", 0) == 0) {
      finding.why += (finding.why.empty() ? "" : " ") + line.substr(line.size() > 1 && line[1] == ' ' ? 2 : 1);
      continue;
    }
    const auto space = line.find(' ');
    const auto field = fields.find(line.substr(0, space));
    if (field != fields.end() && space != std::string::npos) *field->second = line.substr(space + 1);
  }
  for (const auto& [key, value] : fields) {
    if (key != "parameters" && value->empty()) return std::nullopt;
  }
  return finding;
}

}  // namespace obb2d::properties
