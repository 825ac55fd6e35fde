#pragma once
// The loop of a kernel command in C++ (docs/foreign-kernels.md, "The
// protocol"): reads what is on standard input, answers every whole line of
// it, writes and flushes the answers, and only then reads again, so that no
// answer waits in a buffer while the campaign waits for it. POSIX only
// (read(2) on standard input).

#include <cstdio>
#include <string>

#include <unistd.h>

namespace kernel_commands {

/// Answers each input line with `answer(line)` (without its '\n') until
/// standard input ends; the exit status: 0, or 1 when an answer could not
/// be written.
template <class Answer>
int answer_lines(Answer answer) {
  std::string pending, answers;
  char buffer[65536];
  for (ssize_t count; (count = read(STDIN_FILENO, buffer, sizeof buffer)) > 0;) {
    pending.append(buffer, static_cast<std::size_t>(count));
    std::size_t start = 0;
    for (std::size_t end; (end = pending.find('\n', start)) != std::string::npos; start = end + 1) {
      answers += answer(pending.substr(start, end - start));
      answers += '\n';
    }
    pending.erase(0, start);
    if (std::fwrite(answers.data(), 1, answers.size(), stdout) != answers.size() || std::fflush(stdout) != 0) return 1;
    answers.clear();
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace kernel_commands
