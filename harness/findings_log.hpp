#pragma once
/// @file
/// What a campaign fuzz target remembers about disagreements: one entry per
/// class (what the truth was, what the kernel said, what kind of input), with
/// how often it happened, when it was first seen and its smallest witness.
/// Written as JSON lines when the process ends (libFuzzer ends by returning
/// from main or calling exit, and both run static destructors).

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace obb2d::harness {

/// One class of disagreement.
struct FindingClass {
  std::string truth;             ///< the oracle's relation
  std::string answer;            ///< the kernel's answer
  std::string kind;              ///< the input's kind (see input_kind)
  std::uint64_t count = 0;       ///< disagreements of this class
  double first_seconds = 0;      ///< time from start to the first one
  std::vector<std::uint8_t> smallest_input;  ///< fewest bytes seen
  std::string classify_line;     ///< the smallest witness as an `obb2d classify` line
  std::string native_line;       ///< the geometry the kernel held, as a double line
  bool is_native_exact = false;  ///< native_line is exactly that geometry
};

/// The log of one campaign run; writes to the file named by the
/// environment variable OBB2D_FINDINGS_FILE (nothing when it is unset).
class FindingsLog {
 public:
  FindingsLog() : start_(std::chrono::steady_clock::now()) {}
  FindingsLog(const FindingsLog&) = delete;
  FindingsLog& operator=(const FindingsLog&) = delete;

  /// Records one disagreement.
  void record(const std::string& truth, const std::string& answer, const std::string& kind,
              const std::uint8_t* data, std::size_t size, const std::string& classify_line,
              const std::string& native_line, bool is_native_exact) {
    FindingClass& entry = classes_[truth + "-as-" + answer + "/" + kind];
    if (entry.count == 0) {
      entry.truth = truth, entry.answer = answer, entry.kind = kind;
      entry.first_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }
    ++entry.count;
    if (entry.smallest_input.empty() || size < entry.smallest_input.size()) {
      entry.smallest_input.assign(data, data + size);
      entry.classify_line = classify_line;
      entry.native_line = native_line;
      entry.is_native_exact = is_native_exact;
    }
  }

  /// Counts one input (for the executions figure).
  void count_execution() { ++executions_; }

  /// Writes the log. The executions line comes last: a file cut short (a
  /// full disk) has none, which obb2d verify reads as a run that checked
  /// nothing, never as one that found nothing. A failure is said on stderr.
  ~FindingsLog() {
    const char* path = std::getenv("OBB2D_FINDINGS_FILE");
    if (path == nullptr) return;
    std::FILE* file = std::fopen(path, "w");
    bool is_written = file != nullptr;
    for (const auto& [key, entry] : classes_) {
      if (!is_written) break;
      std::string bytes;
      char hex[3];
      for (const std::uint8_t byte : entry.smallest_input) {
        std::snprintf(hex, sizeof hex, "%02x", byte);
        bytes += hex;
      }
      is_written = std::fprintf(file,
                                "{\"class\": \"%s\", \"truth\": \"%s\", \"answer\": \"%s\", \"kind\": \"%s\", "
                                "\"count\": %llu, \"first_seconds\": %.3f, \"input_hex\": \"%s\", "
                                "\"classify_line\": \"%s\", \"native_line\": \"%s\", \"native_is_exact\": %s}\n",
                                key.c_str(), entry.truth.c_str(), entry.answer.c_str(), entry.kind.c_str(),
                                static_cast<unsigned long long>(entry.count), entry.first_seconds, bytes.c_str(),
                                entry.classify_line.c_str(), entry.native_line.c_str(),
                                entry.is_native_exact ? "true" : "false") >= 0;
    }
    if (is_written) {
      is_written = std::fprintf(file, "{\"executions\": %llu}\n", static_cast<unsigned long long>(executions_)) >= 0;
    }
    if (file != nullptr && std::fclose(file) != 0) is_written = false;
    if (!is_written) std::fprintf(stderr, "obb2d fuzz target: cannot write OBB2D_FINDINGS_FILE %s\n", path);
  }

 private:
  std::chrono::steady_clock::time_point start_;
  std::map<std::string, FindingClass> classes_;
  std::uint64_t executions_ = 0;
};

}  // namespace obb2d::harness
