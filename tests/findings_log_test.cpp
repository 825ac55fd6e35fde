// The campaign fuzz targets' log (harness/findings_log.hpp): written when it
// ends, its executions line last, and a file it cannot write said on stderr.

#include "harness/findings_log.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace obb2d::harness {
namespace {

namespace fs = std::filesystem;

/// Writes a log of one disagreement and two executions to `path`; returns what it said on stderr.
std::string write_log_to(const std::string& path) {
  setenv("OBB2D_FINDINGS_FILE", path.c_str(), 1);
  testing::internal::CaptureStderr();
  {
    FindingsLog log;
    const std::uint8_t input[] = {1, 2, 3};
    log.record({"disjoint", "intersecting", "generic", "0 0 1 0 0 1  3 0 1 0 0 1", "0 0 1 0 0 1  3 0 1 0 0 1"}, input,
               sizeof input);
    log.count_execution();
    log.count_execution();
  }
  unsetenv("OBB2D_FINDINGS_FILE");
  return testing::internal::GetCapturedStderr();
}

TEST(FindingsLog, writes_its_classes_then_the_executions_last) {
  const fs::path path = fs::temp_directory_path() / ("obb2d-findings-log-" + std::to_string(getpid()) + ".jsonl");
  EXPECT_EQ(write_log_to(path.string()), "");
  std::ifstream file(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  fs::remove(path);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(lines[0].find("\"class\": \"disjoint-as-intersecting/generic\""), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("\"input_hex\": \"010203\""), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1], "{\"executions\": 2}");
}

TEST(FindingsLog, says_on_stderr_when_it_cannot_write) {
  // Every write to /dev/full fails, as on a full disk; a folder that does
  // not exist cannot be opened.
  for (const std::string path : {"/dev/full", "/nonexistent-folder/findings.jsonl"}) {
    EXPECT_NE(write_log_to(path).find("cannot write OBB2D_FINDINGS_FILE " + path), std::string::npos) << path;
  }
}

// libFuzzer's crash handler runs no destructor: a production kernel's
// disagreement is in the file before the target aborts.
TEST(FindingsLog, a_production_disagreement_is_written_before_the_abort) {
  const fs::path path = fs::temp_directory_path() / ("obb2d-findings-abort-" + std::to_string(getpid()) + ".jsonl");
  setenv("OBB2D_FINDINGS_FILE", path.c_str(), 1);
  EXPECT_DEATH(
      {
        static FindingsLog log;  // never destroyed: the process aborts
        log.count_execution();
        const std::uint8_t input[] = {7};
        record_production_and_abort(log, {"touching", "disjoint", "contact", "0 0 1 0 0 1  2 0 1 0 0 1", ""}, input,
                                    sizeof input, [] { std::fprintf(stderr, "reproduction\n"); });
      },
      "reproduction");
  unsetenv("OBB2D_FINDINGS_FILE");
  std::ifstream file(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  fs::remove(path);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(lines[0].find("\"class\": \"touching-as-disjoint/contact\""), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("\"precision\": \"float\""), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1], "{\"executions\": 1}");
}

}  // namespace
}  // namespace obb2d::harness
