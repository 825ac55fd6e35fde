#pragma once
/// @file
/// A kernel that lives in another program, for `obb2d verify
/// --kernel-command`: the program is started once (as `/bin/sh -c
/// COMMAND`), reads shape pairs as lines on its standard input (the
/// `obb2d classify` syntax: boxes, or polygons with `--polygons`) and
/// writes one answer a line (docs/foreign-kernels.md), which may add the
/// geometry the routine held (`ANSWER held LINE`, LINE a pair of shapes in
/// the same syntax). Whatever the
/// program does, a call returns: an answer for every line, or what went
/// wrong — it could not be started, it ended or crashed, it sent fewer or
/// more lines than it was given, a line that is no answer, or no answer
/// within the time limit (then it is killed). Memory stays bounded: an
/// answer line longer than max_answer_bytes is garbage; so does the disk:
/// no file the program writes may pass max_file_blocks.

#include "harness/answer.hpp"

#include <filesystem>
#include <string>
#include <vector>

#include <sys/types.h>

namespace obb2d::cli {

/// The longest answer line, held geometry included: 64 polygon vertices as
/// hex floats fit.
constexpr std::size_t max_answer_bytes = 8192;

/// The largest file the program may write, its standard error log among
/// them, in the 512-byte blocks of `ulimit -f`: 16 MiB.
constexpr long max_file_blocks = 32768;

class KernelProcess {
 public:
  /// Starts `command` with its standard error going to `error_log`.
  KernelProcess(const std::string& command, const std::filesystem::path& error_log);
  KernelProcess(const KernelProcess&) = delete;
  KernelProcess& operator=(const KernelProcess&) = delete;
  /// Ends the program: its input closed, then killed if it is still running.
  ~KernelProcess();

  /// Sends `lines` and reads one answer for each into `answers`, and into
  /// `held` the geometry each answer says the routine held ("" when it says
  /// none); "" when all came back, else what went wrong, in one sentence
  /// (and the program is then stopped: every later call fails the same way).
  std::string ask(const std::vector<std::string>& lines, std::vector<harness::Answer>& answers,
                  std::vector<std::string>& held, double timeout_seconds);

  /// Closes the program's input and waits for it to end; "" when it ended
  /// with status 0 and wrote nothing more, else what it did.
  std::string finish(double timeout_seconds);

 private:
  std::string fail(const std::string& problem);
  std::string describe_end();
  std::string first_error_line() const;

  std::filesystem::path error_log_;
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string pending_;  ///< bytes read past the last whole answer line
  std::string problem_;  ///< once set, the program is stopped
  int wait_status_ = 0;
  bool has_ended_ = false;
};

}  // namespace obb2d::cli
