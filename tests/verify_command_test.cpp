// `obb2d verify`: it never reports green without having checked, never
// throws on a bad report folder, and never destroys the last report in a
// run that checked nothing. (A whole run, with the fuzzers: the
// verify_*_smoke tests of the fuzz preset.)

#include "command_result.hpp"
#include "tools/findings_line.hpp"
#include "tools/fuzzer_process.hpp"
#include "tools/property_run.hpp"
#include "tools/verify_command.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace obb2d::cli {
namespace {

namespace fs = std::filesystem;

CommandResult run_verify(const std::vector<std::string>& arguments) {
  std::ostringstream out;
  std::ostringstream err;
  const int status = run_verify_command(arguments, out, err);
  return {status, out.str(), err.str()};
}

/// A fresh folder of this test's own, removed at the end.
class VerifyCommand : public testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() /
              ("obb2d-verify-test-" + std::to_string(getpid()) + "-" +
               testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  static std::string read(const fs::path& path) {
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
  }

  /// A --fuzzers folder holding `script` under the names of the campaign
  /// targets (`missing` left out).
  std::string fuzzers_running(const std::string& name, const std::string& script, const std::string& missing = "") const {
    const fs::path fuzzers = folder_ / name;
    fs::create_directories(fuzzers);
    for (const char* target : {"fuzz_ports_vs_oracle", "fuzz_polygon_vs_oracle", "fuzz_sprite_bounds_vs_oracle"}) {
      if (target == missing) continue;
      std::ofstream(fuzzers / target) << "#!/bin/sh\n" << script;
      fs::permissions(fuzzers / target, fs::perms::owner_all);
    }
    return fuzzers.string();
  }

  /// Fuzzers that run no input: they exit 0 at once and write no findings.
  std::string fuzzers_that_run_nothing() const { return fuzzers_running("runs-nothing", "exit 0\n"); }

  /// Fuzzers that crash for a reason of their own (as a sanitizer's report
  /// and a segmentation fault would end one) before they write their findings.
  std::string fuzzers_that_crash() const {
    return fuzzers_running("crash",
                           "echo '==42==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000'\n"
                           "echo 'Test unit written to /somewhere/crash-0123'\n"
                           "kill -SEGV $$\n");
  }

  fs::path folder_;
};

TEST_F(VerifyCommand, refuses_an_empty_kernel_list_with_status_2) {
  const CommandResult result = run_verify({"--kernels", "", "--property-cases", "0"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("--kernels names no kernel"), std::string::npos) << result.err;
  EXPECT_EQ(result.out, "");
}

TEST_F(VerifyCommand, refuses_an_unknown_kernel_with_status_2) {
  const CommandResult result = run_verify({"--kernels", "nosuch", "--budget", "3"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("unknown kernel 'nosuch'"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("exact"), std::string::npos) << "the message lists the known kernels";
}

TEST_F(VerifyCommand, refuses_a_seed_that_is_not_a_number_from_1_to_2_to_the_32_minus_1) {
  for (const char* seed : {"0", "-1", "x1", "1x", "", "4294967296"}) {
    const CommandResult result = run_verify({"--seed", seed, "--kernels", "nosuch"});
    EXPECT_EQ(result.status, 2) << seed;
    EXPECT_NE(result.err.find("--seed takes a number from 1 to 4294967295"), std::string::npos) << seed;
  }
}

TEST_F(VerifyCommand, refuses_a_budget_jobs_or_case_count_that_is_not_a_whole_number_in_range) {
  const std::vector<std::vector<std::string>> refused = {
      {"--budget", "inf"},   {"--budget", "1e400"},        {"--budget", "1abc"},    {"--budget", "0"},
      {"--budget", "1.5"},   {"--budget", "10000001"},     {"--budget", " 5"},      {"--budget", ""},
      {"--jobs", "2abc"},    {"--jobs", "99999999999"},    {"--jobs", "0"},         {"--jobs", "257"},
      {"--property-cases", ""}, {"--property-cases", "99999999999999999999999"}, {"--property-cases", "-1"},
      {"--property-cases", "1000000001"}};
  for (std::vector<std::string> arguments : refused) {
    const std::string shown = arguments[0] + " '" + arguments[1] + "'";
    arguments.insert(arguments.end(), {"--kernels", "exact", "--fuzzers", fuzzers_that_run_nothing()});
    const CommandResult result = run_verify(arguments);
    EXPECT_EQ(result.status, 2) << shown;
    EXPECT_NE(result.err.find(arguments[0] + " takes"), std::string::npos) << shown << ": " << result.err;
  }
}

TEST_F(VerifyCommand, refuses_a_kernel_list_ending_in_a_comma) {
  const CommandResult result = run_verify({"--kernels", "exact,", "--fuzzers", fuzzers_that_run_nothing()});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("--kernels"), std::string::npos) << result.err;
}

TEST_F(VerifyCommand, refuses_an_empty_name_in_the_list_and_a_name_given_twice) {
  EXPECT_EQ(run_verify({"--kernels", "exact,,xna"}).status, 2);
  const CommandResult twice = run_verify({"--kernels", "exact,xna,exact"});
  EXPECT_EQ(twice.status, 2);
  EXPECT_NE(twice.err.find("named twice"), std::string::npos) << twice.err;
}

TEST_F(VerifyCommand, refuses_a_report_path_that_is_a_file_without_throwing) {
  const fs::path file = folder_ / "a-file";
  std::ofstream(file) << "not a folder\n";
  const CommandResult result = run_verify(
      {"--kernels", "exact", "--property-cases", "0", "--fuzzers", fuzzers_that_run_nothing(), "--report", file.string()});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("is not a folder"), std::string::npos) << result.err;
  EXPECT_EQ(read(file), "not a folder\n");
}

TEST_F(VerifyCommand, says_why_it_cannot_create_the_report_folder_without_throwing) {
  const CommandResult result = run_verify({"--kernels", "exact", "--property-cases", "0", "--fuzzers",
                                           fuzzers_that_run_nothing(), "--report", "/proc/nope"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("obb2d verify: "), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("/proc/nope"), std::string::npos) << "the message names the folder: " << result.err;
}

// Run from a folder that looks like a report (it holds a summary.md), so
// that only the check of the name can refuse it: "." and "some/.." name the
// working folder itself, which a run would replace.
TEST_F(VerifyCommand, refuses_the_current_folder_as_report) {
  std::ofstream(folder_ / "summary.md") << "# the last good report\n";
  const fs::path working_folder = fs::current_path();
  fs::current_path(folder_);
  for (const char* report : {".", "some/..", "./"}) {
    const CommandResult result = run_verify({"--kernels", "exact", "--budget", "1", "--property-cases", "0",
                                             "--fuzzers", fuzzers_that_run_nothing(), "--report", report});
    EXPECT_EQ(result.status, 2) << report;
    EXPECT_NE(result.err.find("--report needs a folder name"), std::string::npos) << report << ": " << result.err;
  }
  fs::current_path(working_folder);
  EXPECT_EQ(read(folder_ / "summary.md"), "# the last good report\n");
}

TEST_F(VerifyCommand, does_not_replace_a_folder_that_is_not_a_report) {
  const fs::path report = folder_ / "notes";
  fs::create_directories(report);
  std::ofstream(report / "notes.txt") << "mine\n";
  const CommandResult result = run_verify(
      {"--kernels", "exact", "--property-cases", "0", "--fuzzers", fuzzers_that_run_nothing(), "--report",
       report.string()});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("not a report"), std::string::npos) << result.err;
  EXPECT_EQ(read(report / "notes.txt"), "mine\n");
}

TEST_F(VerifyCommand, a_run_that_checks_nothing_exits_2_and_leaves_the_last_report_whole) {
  const fs::path report = folder_ / "report";
  fs::create_directories(report / "pictures");
  std::ofstream(report / "summary.md") << "# the last good report\n";
  std::ofstream(report / "pictures" / "finding.svg") << "<svg/>\n";
  const CommandResult result = run_verify({"--kernels", "exact", "--budget", "1", "--property-cases", "0",
                                           "--fuzzers", fuzzers_that_run_nothing(), "--report", report.string()});
  EXPECT_EQ(result.status, 2) << result.out << result.err;
  EXPECT_NE(result.err.find("ran no input"), std::string::npos) << result.err;
  EXPECT_EQ(read(report / "summary.md"), "# the last good report\n");
  EXPECT_TRUE(fs::exists(report / "pictures" / "finding.svg"));
  for (const auto& entry : fs::directory_iterator(folder_)) {
    EXPECT_EQ(entry.path().filename().string().find("report.running-"), std::string::npos)
        << "left behind: " << entry.path();
  }
}

TEST_F(VerifyCommand, help_lists_every_option_and_the_exit_statuses_on_stdout) {
  const CommandResult result = run_verify({"--help"});
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(result.err, "");
  for (const char* option : {"--budget", "--jobs", "--report", "--kernels", "--fuzzers", "--corpus", "--findings",
                             "--property-cases", "--properties", "--help", "-h", "Exit status: 0", "1 when", "2 when"}) {
    EXPECT_NE(result.out.find(option), std::string::npos) << option;
  }
}

TEST_F(VerifyCommand, every_option_its_help_names_is_known_to_its_parser) {
  // Each "--word" of the help, with a value, before an empty kernel list
  // (refused before anything runs): never an unknown argument.
  const std::string usage = run_verify({"--help"}).out;
  const std::regex option_pattern("--[a-z-]+");
  std::vector<std::string> options = {"-h"};
  for (auto match = std::sregex_iterator(usage.begin(), usage.end(), option_pattern); match != std::sregex_iterator();
       ++match) {
    options.push_back(match->str());
  }
  EXPECT_GE(options.size(), 11u);
  for (const std::string& option : options) {
    std::vector<std::string> arguments = {"--kernels", ""};
    if (option != "--kernels") arguments.insert(arguments.begin(), option);
    if (option != "--kernels" && option != "--help" && option != "-h") arguments.insert(arguments.begin() + 1, "x");
    const CommandResult result = run_verify(arguments);
    EXPECT_EQ(result.err.find("unknown or incomplete argument"), std::string::npos) << option << ": " << result.err;
  }
}

TEST_F(VerifyCommand, the_property_step_runs_with_the_seed_and_cases_its_report_states) {
  std::ofstream(folder_ / "findings.json") << "{\n}\n";
  std::ofstream(folder_ / "summary.md") << "# a campaign\n";
  PropertyRunOptions options;
  options.cases = 5;
  options.seed = 12345;
  // RC_PARAMS in verify's environment does not reach the runner: the seed
  // and cases the report states are the ones it ran.
  setenv("RC_PARAMS", "seed=7 max_success=9", 1);
  std::ostringstream out, err;
  const PropertyRunResult result = run_property_step(options, folder_, out, err);
  unsetenv("RC_PARAMS");
  EXPECT_TRUE(result.has_run && result.could_write) << err.str();
  EXPECT_NE(read(folder_ / "summary.md").find("obb2d_properties --cases 5 --seed 12345"), std::string::npos);
  EXPECT_NE(read(folder_ / "work" / "properties.log").find("5 cases per law and kernel, seed 12345 "),
            std::string::npos) << read(folder_ / "work" / "properties.log").substr(0, 300);
  EXPECT_NE(read(folder_ / "findings.json").find("\"properties\""), std::string::npos);
}

TEST_F(VerifyCommand, the_property_step_says_when_it_cannot_add_its_section_to_the_report) {
  // Every write to /dev/full fails, as on a full disk.
  std::ofstream(folder_ / "findings.json") << "{\n}\n";
  fs::create_symlink("/dev/full", folder_ / "summary.md");
  PropertyRunOptions options;
  options.cases = 5;
  std::ostringstream out, err;
  const PropertyRunResult result = run_property_step(options, folder_, out, err);
  EXPECT_TRUE(result.has_run) << err.str();
  EXPECT_FALSE(result.could_write);
  EXPECT_NE(err.str().find("cannot add the properties to the report"), std::string::npos) << err.str();
}

TEST(FindingsLine, reads_a_whole_record_and_nothing_from_a_line_cut_short) {
  const std::string line =
      "{\"class\": \"disjoint-as-intersecting/generic\", \"count\": 3, \"input_hex\": \"0102\", "
      "\"native_is_exact\": true}";
  const auto fields = read_findings_line_fields(line);
  EXPECT_EQ(fields.at("class"), "disjoint-as-intersecting/generic");
  EXPECT_EQ(fields.at("count"), "3");
  EXPECT_EQ(fields.at("input_hex"), "0102");
  EXPECT_EQ(fields.at("native_is_exact"), "true");
  // A file cut short (a full disk) ends inside a record: no cut reads as
  // fields, and none hangs the reader.
  for (std::size_t length = 0; length < line.size(); ++length) {
    EXPECT_TRUE(read_findings_line_fields(line.substr(0, length)).empty()) << line.substr(0, length);
  }
  for (const std::string executions : {"{\"executions\": 12}", "{\"executions\": 12", "{\"executions\": "}) {
    const auto read = read_findings_line_fields(executions);
    EXPECT_EQ(read.count("executions") ? read_findings_count(read.at("executions")) : 0, executions.back() == '}' ? 12u : 0u)
        << executions;
  }
}

TEST(FindingsLine, a_count_is_a_whole_decimal_number_or_0) {
  EXPECT_EQ(read_findings_count("12"), 12u);
  EXPECT_EQ(read_findings_count("18446744073709551615"), 18446744073709551615u);
  for (const std::string bad : {"", " 12", "12 ", "12x", "-1", "18446744073709551616", "1e3"}) {
    EXPECT_EQ(read_findings_count(bad), 0u) << bad;
  }
}

TEST(FromProgram, resolves_against_the_program_folder_not_the_current_one) {
  const fs::path program = fs::read_symlink("/proc/self/exe");
  EXPECT_EQ(from_program("../x/y"), (program.parent_path() / "../x/y").lexically_normal());
  EXPECT_TRUE(from_program("fuzzer").is_absolute());
}

TEST_F(VerifyCommand, refuses_a_fuzzers_folder_without_a_target_a_kernel_needs_before_any_runs) {
  const fs::path ran = folder_ / "ran";
  const std::string fuzzers = fuzzers_running("no-polygons", "touch '" + ran.string() + "'\n", "fuzz_polygon_vs_oracle");
  const CommandResult result = run_verify({"--kernels", "exact,exact-polygons", "--budget", "1", "--property-cases",
                                           "0", "--fuzzers", fuzzers, "--report", (folder_ / "report").string()});
  EXPECT_EQ(result.status, 2) << result.out << result.err;
  EXPECT_NE(result.err.find("no fuzzer at " + (fs::path(fuzzers) / "fuzz_polygon_vs_oracle").string() +
                            " for exact-polygons"),
            std::string::npos)
      << result.err;
  EXPECT_FALSE(fs::exists(ran)) << "a fuzzer ran before the missing one was found";
  // Only the targets the kernels need must be there.
  const CommandResult boxes = run_verify({"--kernels", "exact", "--budget", "1", "--property-cases", "0", "--fuzzers",
                                          fuzzers, "--report", (folder_ / "report").string()});
  EXPECT_NE(boxes.err.find("ran no input for exact"), std::string::npos) << boxes.err;
  EXPECT_TRUE(fs::exists(ran)) << "the box target ran";
}

TEST_F(VerifyCommand, a_fuzzer_that_crashed_for_another_reason_exits_2_with_that_reason) {
  for (const char* kernel : {"exact", "xna", "exact-polygons", "sprite-bounds"}) {
    const CommandResult result = run_verify({"--kernels", kernel, "--budget", "1", "--property-cases", "0",
                                             "--fuzzers", fuzzers_that_crash(), "--report",
                                             (folder_ / "report").string()});
    EXPECT_EQ(result.status, 2) << kernel << ": " << result.out << result.err;
    EXPECT_NE(result.err.find("stopped with status 139 before it wrote its findings: ==42==ERROR: AddressSanitizer: "
                              "SEGV"),
              std::string::npos)
        << kernel << ": " << result.err;
    EXPECT_NE(result.err.find("the input: /somewhere/crash-0123"), std::string::npos) << kernel << ": " << result.err;
    EXPECT_EQ(result.err.find("ran no input"), std::string::npos) << kernel << ": " << result.err;
    EXPECT_FALSE(fs::exists(folder_ / "report")) << kernel;
  }
}


// A kernel command that misbehaves never hangs the campaign and never
// passes: exit 2 with what it did, and the last report left as it was.
TEST_F(VerifyCommand, a_kernel_command_that_misbehaves_exits_2_with_what_it_did) {
  const struct {
    const char* command;
    const char* message;
  } cases[] = {
      {"/nonexistent/kernel", "answers: it ended with status 127; its standard error "
                              "begins: "},
      {"kill -SEGV $$", "answers: it was ended by signal 11"},
      {"read line; echo disjoint", "it stopped after 1 of "},
      {"yes disjoint", "it wrote more answer lines than it was sent lines"},
      {"yes banana", "its answer to line 1 of a batch is 'banana', not one of disjoint, touching"},
      {"tr -d '\\n'", "it wrote an answer line longer than 8192 bytes"},
      {"sed -u 's/.*/disjoint held banana/'", "the geometry it says it held for the line '"},
      {"yes error >&2", "a file it wrote, perhaps its standard error, passed 16 MiB"},
      {"sed -u 's/.*/disjoint and more/'", "with nothing after it but 'held' and the geometry it held"},
      {"sleep 30", "no answer within 1 s (0 of "},
      {"cat > /dev/null", "no answer within 1 s"},
  };
  for (const auto& hostile : cases) {
    const auto start = std::chrono::steady_clock::now();
    const CommandResult result = run_verify({"--kernel-command", hostile.command, "--kernel-timeout", "1", "--budget",
                                             "2", "--report", (folder_ / "report").string()});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(result.status, 2) << hostile.command << ": " << result.out << result.err;
    EXPECT_NE(result.err.find(hostile.message), std::string::npos) << hostile.command << ": " << result.err;
    EXPECT_NE(result.err.find("nothing checked"), std::string::npos) << hostile.command << ": " << result.err;
    EXPECT_LT(seconds, 10) << hostile.command;
    EXPECT_FALSE(fs::exists(folder_ / "report")) << hostile.command;
  }
}

TEST_F(VerifyCommand, a_kernel_command_is_checked_alone) {
  const CommandResult result = run_verify({"--kernel-command", "cat", "--kernels", "exact"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("give it without --kernels"), std::string::npos) << result.err;
  EXPECT_EQ(run_verify({"--kernel-command", ""}).status, 2);
  EXPECT_EQ(run_verify({"--kernel-command", "cat", "--kernel-shapes", "circles"}).status, 2);
  EXPECT_EQ(run_verify({"--kernel-command", "cat", "--kernel-precision", "half"}).status, 2);
  EXPECT_EQ(run_verify({"--kernel-command", "cat", "--kernel-timeout", "0"}).status, 2);
  for (const char* width : {"-1", "inf", "nan", "", "0.02m"}) {
    const CommandResult refused = run_verify({"--kernel-command", "cat", "--kernel-tolerance-absolute", width});
    EXPECT_EQ(refused.status, 2) << width;
    EXPECT_NE(refused.err.find("--kernel-tolerance-absolute takes a width"), std::string::npos) << refused.err;
  }
}

}  // namespace
}  // namespace obb2d::cli
