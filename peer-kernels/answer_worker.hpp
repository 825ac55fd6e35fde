#pragma once
/// @file
/// Answers lines in a child process, one line at a time, so that a library
/// that dies on a pair (an abort from its assertions, a SIGFPE, any crash)
/// or does not return costs that pair's answer and not the run: the pair
/// is answered `invalid`, what happened is said on standard error, and the
/// next line gets a new child. The child is a fork of the adapter (no
/// exec): it answers with the adapter's own function. POSIX only.
///
/// A line and its answer cross two pipes, one line in flight: a few
/// microseconds a pair, nothing against a campaign's pace. Once standard
/// error (a regular file: the campaign's log) passes 4 MiB, the deaths and
/// the library's own messages are no longer written, so that a library
/// that warns or dies often stays below the campaign's 16 MiB file limit.

#include <functional>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace peer_kernels {

/// A child that answers one line at a time with `answer`.
class AnswerWorker {
 public:
  /// `answer` gives one line's answer (without '\n'); a line taking more
  /// than `seconds_per_line` seconds kills the child (SIGALRM); `name`
  /// starts the messages on standard error.
  AnswerWorker(std::function<std::string(std::string_view)> answer, unsigned seconds_per_line, std::string name);
  AnswerWorker(const AnswerWorker&) = delete;
  AnswerWorker& operator=(const AnswerWorker&) = delete;
  /// Ends the child (its input closed, then waited for).
  ~AnswerWorker();

  /// The child's answer for `line`, or "invalid" when the child died on it
  /// (or could not be started).
  std::string answer(const std::string& line);

 private:
  bool start();
  /// Waits for a dead child and says on stderr what it died of, on `line`.
  void bury(const std::string& line);

  std::function<std::string(std::string_view)> answer_;
  unsigned seconds_per_line_;
  std::string name_;
  pid_t pid_ = -1;
  int to_child_ = -1;    ///< the child's standard input of lines
  int from_child_ = -1;  ///< its answers
  std::string pending_;  ///< what was read of the child's answers past the last '\n'
  bool is_quiet_ = false;  ///< the note that deaths are no longer written was written
};

}  // namespace peer_kernels
