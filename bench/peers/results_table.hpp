#pragma once
/// @file
/// The peer benchmark's table, for the console and as Markdown.

#include "peer_result.hpp"

#include <cstdio>
#include <string>
#include <vector>

namespace obb2d::bench::peers {

/// "1.23×"-style ratio, or "–" when there is nothing to compare with.
inline std::string format_ratio(double ratio) {
  if (ratio <= 0) return "–";
  char text[32];
  std::snprintf(text, sizeof text, ratio < 10 ? "%.2f×" : ratio < 1000 ? "%.1f×" : "%.0f×", ratio);
  return text;
}

/// A count of disagreements out of the judged pairs.
inline std::string format_count(std::size_t count) { return std::to_string(count); }

/// The table, one row per result, as printed after the runs.
inline void print_results_table(const std::vector<PeerResult>& results) {
  std::printf("\n%-34s %-9s %-6s %11s %10s %10s %9s %9s %9s %8s\n", "method", "workload", "prec", "ns/pair",
              "r/1-vs-N", "r/pairs", "false ov", "missed ov", "touch wr", "judged");
  for (const PeerResult& row : results) {
    const Disagreements& d = row.disagreements;
    std::printf("%-34s %-9s %-6s %11s %10s %10s %9zu %9zu %9zu %8zu\n", row.method.c_str(), row.workload.c_str(),
                row.precision.c_str(), format_nanoseconds(row.nanoseconds_per_pair).c_str(),
                format_ratio(row.ratio_to_batch_one_against_many).c_str(),
                format_ratio(row.ratio_to_batch_pairs).c_str(), d.false_overlap, d.missed_overlap,
                d.touching_wrong, d.pairs);
  }
}

/// The table as Markdown.
inline std::string make_markdown_table(const std::vector<PeerResult>& results) {
  std::string text =
      "| method | workload | precision | ns/pair | ratio to batch one-vs-many | ratio to batch pairs | "
      "false overlap | missed overlap | touching wrong | pairs judged |\n"
      "|---|---|---|--:|--:|--:|--:|--:|--:|--:|\n";
  for (const PeerResult& row : results) {
    const Disagreements& d = row.disagreements;
    text += "| " + row.method + " | " + row.workload + " | " + row.precision + " | " +
            format_nanoseconds(row.nanoseconds_per_pair) + " | " + format_ratio(row.ratio_to_batch_one_against_many) +
            " | " + format_ratio(row.ratio_to_batch_pairs) + " | " + format_count(d.false_overlap) + " | " +
            format_count(d.missed_overlap) + " | " + format_count(d.touching_wrong) + " | " + format_count(d.pairs) +
            " |\n";
  }
  return text;
}

}  // namespace obb2d::bench::peers
