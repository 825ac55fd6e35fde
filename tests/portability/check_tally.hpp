#pragma once
/// @file
/// Counts the cases of portability_check.cpp per section, prints the first
/// few failures in full (hex floats, so each is a reproduction) and ends with
/// the one line scripts/test-portability reads: `N passed, M failed`. Under
/// OBB2D_CHECK_STOP_AT_FIRST_FAILED_SECTION=1 (scripts/mutate sets it) the
/// check ends at the first section after one that failed.

#include <obb2d/obb2d.hpp>

#include <cstdio>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

namespace obb2d::portability {

/// The twelve numbers of a pair as a classify_stdin line (`float` or
/// `double`, then box A and box B in hex floats).
template <class T>
std::string format_pair_line(const Box<T>& a, const Box<T>& b) {
  std::string line = std::is_same_v<T, float> ? "float" : "double";
  for (const Box<T>* box : {&a, &b}) {
    for (const T number : {box->center.x, box->center.y, box->u.x, box->u.y, box->v.x, box->v.y}) {
      char text[40];
      std::snprintf(text, sizeof text, " %a", static_cast<double>(number));
      line += text;
    }
  }
  return line;
}

/// Passed and failed cases, per section and in all.
class Tally {
 public:
  /// With `stop` set, the check ends (status 1, after the summary so far)
  /// when a section starts after one that failed: scripts/mutate needs one
  /// failed section to call a mutant killed, not all of them.
  void stop_at_first_failed_section(bool stop) { stops_at_first_failed_section_ = stop; }

  /// Starts a section (a kind of check in one FP mode); returns its number.
  int add_section(const std::string& name) {
    if (stops_at_first_failed_section_ && has_failed()) {
      print_summary();
      std::fflush(stdout);
      std::exit(1);
    }
    sections_.push_back({name});
    return static_cast<int>(sections_.size()) - 1;
  }

  /// Records one case of `section`. `describe()` (a std::string) is called
  /// only for a failure that is printed: the first `printed_failure_limit`.
  template <class Describe>
  void record(int section, bool passed, const Describe& describe) {
    Section& counts = sections_[static_cast<std::size_t>(section)];
    if (passed) {
      ++counts.passed;
      return;
    }
    ++counts.failed;
    if (printed_failures_ < printed_failure_limit) {
      ++printed_failures_;
      std::printf("FAIL [%s] %s\n", counts.name.c_str(), std::string(describe()).c_str());
    }
  }

  /// One line per section, then `N passed, M failed`; true when none failed.
  bool print_summary() const {
    long passed = 0, failed = 0;
    for (const Section& section : sections_) {
      std::printf("  %-60s %8ld passed %8ld failed\n", section.name.c_str(), section.passed, section.failed);
      passed += section.passed;
      failed += section.failed;
    }
    std::printf("%ld passed, %ld failed\n", passed, failed);
    return failed == 0;
  }

  static constexpr int printed_failure_limit = 12;

 private:
  bool has_failed() const {
    for (const Section& section : sections_) {
      if (section.failed > 0) return true;
    }
    return false;
  }

  struct Section {
    std::string name;
    long passed = 0;
    long failed = 0;
  };

  std::vector<Section> sections_;
  int printed_failures_ = 0;
  bool stops_at_first_failed_section_ = false;
};

}  // namespace obb2d::portability
