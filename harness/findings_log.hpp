#pragma once
/// @file
/// What a campaign fuzz target remembers about disagreements: one entry per
/// class (what the truth was, what the kernel said, what kind of input), with
/// how often it happened, when it was first seen and its smallest witness.
/// Written as JSON lines to OBB2D_FINDINGS_FILE when the process ends by
/// returning from main or calling exit (both run static destructors), and
/// by write_now() before a deliberate abort: libFuzzer's crash handler ends
/// the process without running destructors, so a target that aborts on a
/// disagreement of a production kernel writes its log first
/// (record_production_and_abort), and the campaign reads the class.

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace obb2d::harness {

/// One disagreement as a target sees it.
struct Disagreement {
  std::string truth;                ///< the oracle's relation
  std::string answer;               ///< the kernel's answer
  std::string kind;                 ///< the input's kind (see input_kind)
  std::string classify_line;        ///< the witness as an `obb2d classify` line
  std::string native_line;          ///< the geometry the kernel held, as a double line
  bool is_native_exact = true;      ///< native_line is exactly that geometry
  std::string precision = "float";  ///< the numbers' type: "float" or "double"
};

/// One class of disagreement.
struct FindingClass {
  Disagreement smallest;                     ///< the one of fewest input bytes
  std::uint64_t count = 0;                   ///< disagreements of this class
  double first_seconds = 0;                  ///< time from start to the first one
  std::vector<std::uint8_t> smallest_input;  ///< its input
};

/// The log of one campaign run; writes to the file named by the
/// environment variable OBB2D_FINDINGS_FILE (nothing when it is unset).
class FindingsLog {
 public:
  FindingsLog() : start_(std::chrono::steady_clock::now()) {}
  FindingsLog(const FindingsLog&) = delete;
  FindingsLog& operator=(const FindingsLog&) = delete;

  /// Records one disagreement, of class "TRUTH-as-ANSWER/KIND".
  void record(const Disagreement& disagreement, const std::uint8_t* data, std::size_t size) {
    FindingClass& entry = classes_[disagreement.truth + "-as-" + disagreement.answer + "/" + disagreement.kind];
    if (entry.count == 0) {
      entry.first_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }
    ++entry.count;
    if (entry.count == 1 || size < entry.smallest_input.size()) {
      entry.smallest_input.assign(data, data + size);
      entry.smallest = disagreement;
    }
  }

  /// Counts one input (for the executions figure).
  void count_execution() { ++executions_; }

  /// Whether the log goes to a file (a campaign run), not nowhere (a replay).
  static bool is_campaign() { return std::getenv("OBB2D_FINDINGS_FILE") != nullptr; }

  /// Writes the log now; the destructor writes it again, whole, when the
  /// process ends normally.
  void write_now() const {
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
      const Disagreement& found = entry.smallest;
      is_written = std::fprintf(file,
                                "{\"class\": \"%s\", \"truth\": \"%s\", \"answer\": \"%s\", \"kind\": \"%s\", "
                                "\"count\": %llu, \"first_seconds\": %.3f, \"input_hex\": \"%s\", "
                                "\"classify_line\": \"%s\", \"native_line\": \"%s\", \"native_is_exact\": %s, "
                                "\"precision\": \"%s\"}\n",
                                key.c_str(), found.truth.c_str(), found.answer.c_str(), found.kind.c_str(),
                                static_cast<unsigned long long>(entry.count), entry.first_seconds, bytes.c_str(),
                                found.classify_line.c_str(), found.native_line.c_str(),
                                found.is_native_exact ? "true" : "false", found.precision.c_str()) >= 0;
    }
    // The executions line comes last: a file cut short (a full disk) has
    // none, which obb2d verify reads as a run that checked nothing, never
    // as one that found nothing. A failure is said on stderr.
    if (is_written) {
      is_written = std::fprintf(file, "{\"executions\": %llu}\n", static_cast<unsigned long long>(executions_)) >= 0;
    }
    if (file != nullptr && std::fclose(file) != 0) is_written = false;
    if (!is_written) std::fprintf(stderr, "obb2d fuzz target: cannot write OBB2D_FINDINGS_FILE %s\n", path);
  }

  ~FindingsLog() { write_now(); }

 private:
  std::chrono::steady_clock::time_point start_;
  std::map<std::string, FindingClass> classes_;
  std::uint64_t executions_ = 0;
};

/// A disagreement of a production kernel: recorded and written to the
/// campaign's file, then `report` (which prints a reproduction and aborts,
/// so that libFuzzer, ClusterFuzz and the replay main stop on it).
template <class Report>
[[noreturn]] void record_production_and_abort(FindingsLog& log, const Disagreement& disagreement,
                                              const std::uint8_t* data, std::size_t size, Report report) {
  log.record(disagreement, data, size);
  log.write_now();
  report();
  std::abort();  // report() aborts; this keeps [[noreturn]] true whatever it does
}

}  // namespace obb2d::harness
