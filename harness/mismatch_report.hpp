#pragma once
/// @file
/// What a fuzz target prints when two answers disagree: a reproduction.
/// Both boxes as hex floats (exact), the `obb2d classify` line that replays
/// them, every answer, and a one-line signature stable across runs.

#include "oracle/box_polygon.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::harness {

/// One named answer, e.g. {"oracle", "touching"}.
using NamedAnswer = std::pair<std::string, std::string>;

/// The box pair as an `obb2d classify` input line, every number a hex float.
template <class T>
std::string format_classify_line(const oracle::StoredBox<T>& a, const oracle::StoredBox<T>& b) {
  std::string line;
  char number[64];
  for (T value : {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy, b.cx, b.cy, b.ux, b.uy, b.vx, b.vy}) {
    std::snprintf(number, sizeof number, "%a", static_cast<double>(value));
    if (!line.empty()) line += ' ';
    line += number;
  }
  return line;
}

/// Prints the reproduction of a disagreement to stderr and aborts, which
/// libFuzzer (and the replay main) report as a failure.
template <class T>
[[noreturn]] void report_mismatch_and_abort(const char* target, const oracle::StoredBox<T>& a,
                                            const oracle::StoredBox<T>& b,
                                            const std::vector<NamedAnswer>& answers) {
  const char* precision = sizeof(T) == 4 ? "float" : "double";
  std::fprintf(stderr, "\n== obb2d mismatch in %s (precision %s)\n", target, precision);
  std::fprintf(stderr, "input:  %s\n", format_classify_line(a, b).c_str());
  std::string signature = std::string(target) + ":" + precision;
  for (const NamedAnswer& answer : answers) {
    std::fprintf(stderr, "  %-24s %s\n", answer.first.c_str(), answer.second.c_str());
    signature += ":" + answer.first + "=" + answer.second;
  }
  std::fprintf(stderr, "replay: echo '%s' | obb2d classify --kernel all --precision %s\n",
               format_classify_line(a, b).c_str(), precision);
  std::fprintf(stderr, "signature: %s\n", signature.c_str());
  std::abort();
}

}  // namespace obb2d::harness
