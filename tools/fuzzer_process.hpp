#pragma once
/// @file
/// Starting one libFuzzer campaign as a child process, for `obb2d verify`:
/// the box kernels' campaign and the sprite campaign start their fuzzers the
/// same way.

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <sys/types.h>

namespace obb2d::cli {

/// What one fuzzer process is given.
struct FuzzerLaunch {
  std::filesystem::path fuzzer;       ///< the libFuzzer binary
  double budget_seconds;              ///< -max_total_time
  int max_len;                        ///< -max_len
  std::filesystem::path work;         ///< its folder: corpus/, fuzzer.log, findings.jsonl
  std::filesystem::path seed_corpus;  ///< read too, when it is a folder
  std::string kernel;                 ///< OBB2D_KERNEL
  unsigned long seed = 0;             ///< -seed (0: libFuzzer picks one)
  std::string name;                   ///< the campaign's name of the kernel, for messages ("" : `kernel`)
};

/// `relative` resolved against the folder of the running program (read
/// from /proc/self/exe), so that defaults do not depend on the current
/// folder; `relative` as given where that folder is unknown. The presets lay
/// the build out as build/PRESET/FOLDER/PROGRAM: from build/default/tools/
/// the fuzz preset's targets are ../../fuzz/fuzz/ and the repository is
/// ../../../.
std::filesystem::path from_program(const std::filesystem::path& relative);

/// The running program as a shell word, for the commands a report prints:
/// its path (from /proc/self/exe), single-quoted when it holds anything but
/// letters, digits and / . _ -; "obb2d" where that path is unknown. A
/// program replaced on disk while it runs is named by its path (where the
/// new one is), not by the kernel's "<path> (deleted)".
std::string this_program_command();

/// Starts the fuzzer on work/corpus (and the seed corpus), its output in
/// work/fuzzer.log, its findings in work/findings.jsonl (OBB2D_FINDINGS_FILE),
/// and whatever libFuzzer saves of an input that crashed, leaked or timed
/// out in work/ too (-artifact_prefix), never in the caller's folder;
/// returns its process id, or -1 when it could not be started.
pid_t start_fuzzer_process(const FuzzerLaunch& launch);

/// The exit status of a child as `waitpid` gave it: its exit code, or 128
/// plus the signal that ended it.
int exit_status_of(int wait_status);

/// Runs the fuzzers of `launches`, at most `jobs` at once, in order, saying
/// on `out` when each starts and finishes ("[verify] S s: started NAME",
/// NAME its name or kernel); returns each one's exit status (exit_status_of), or
/// nothing when one could not be started (said on `out`; those running are
/// waited for first). The one process loop of obb2d verify's campaigns.
std::optional<std::vector<int>> run_fuzzers(const std::vector<FuzzerLaunch>& launches, int jobs, std::ostream& out);

/// Why a fuzzer in `work` stopped with `status` (not 0) before it wrote its
/// findings: the first error line of work/fuzzer.log (a sanitizer's report,
/// libFuzzer's "deadly signal", a timeout, a leak, running out of memory),
/// the input it saved, and the log's path; one line.
std::string describe_fuzzer_stop(const std::filesystem::path& work, int status);

}  // namespace obb2d::cli
