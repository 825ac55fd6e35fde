// A child process answering lines one at a time (answer_worker.hpp).

#include "answer_worker.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace peer_kernels {

namespace {

/// Writes all of `text`; false when the pipe is closed or broken.
bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t count = write(fd, text.data(), text.size());
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(count));
  }
  return true;
}

/// Reads from `fd` until `pending` holds a '\n' and moves that line
/// (without it) into `line`; false at the end of the input.
bool read_one_line(int fd, std::string& pending, std::string& line) {
  char buffer[65536];
  for (std::size_t end; (end = pending.find('\n')) == std::string::npos;) {
    const ssize_t count = read(fd, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return false;
    pending.append(buffer, static_cast<std::size_t>(count));
  }
  const std::size_t end = pending.find('\n');
  line.assign(pending, 0, end);
  pending.erase(0, end + 1);
  return true;
}

/// How much standard error may hold before the library's messages are
/// dropped: the campaign stops a command whose files pass 16 MiB, and a
/// library that warns (Chipmunk's cpAssertWarn) or dies often would get
/// there in a long campaign.
constexpr off_t stderr_limit = off_t(4) << 20;

/// Whether standard error is a regular file past stderr_limit.
bool is_stderr_full() {
  struct stat status;
  return fstat(STDERR_FILENO, &status) == 0 && S_ISREG(status.st_mode) && status.st_size > stderr_limit;
}

/// Sends the child's standard error to /dev/null once it is full.
void quiet_stderr_when_full() {
  if (!is_stderr_full()) return;
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) dup2(null, STDERR_FILENO), close(null);
}

/// The child's loop: a line in, its answer out, until its input ends.
[[noreturn]] void serve(int in, int out, const std::function<std::string(std::string_view)>& answer,
                        unsigned seconds_per_line) {
  std::signal(SIGALRM, SIG_DFL);
  std::string pending, line;
  for (unsigned long count = 0; read_one_line(in, pending, line); ++count) {
    if (count % 64 == 0) quiet_stderr_when_full();
    alarm(seconds_per_line);
    const std::string reply = answer(line) + '\n';
    alarm(0);
    if (!write_all(out, reply)) _exit(1);
  }
  _exit(0);
}

}  // namespace

AnswerWorker::AnswerWorker(std::function<std::string(std::string_view)> answer, unsigned seconds_per_line,
                           std::string name)
    : answer_(std::move(answer)), seconds_per_line_(seconds_per_line), name_(std::move(name)) {
  std::signal(SIGPIPE, SIG_IGN);  // a dead child's pipe is an error return, not a signal
}

AnswerWorker::~AnswerWorker() {
  if (pid_ < 0) return;
  close(to_child_);
  close(from_child_);
  int status = 0;
  waitpid(pid_, &status, 0);
}

bool AnswerWorker::start() {
  int lines[2], answers[2];
  if (pipe(lines) != 0) return false;
  if (pipe(answers) != 0) {
    close(lines[0]), close(lines[1]);
    return false;
  }
  std::fflush(nullptr);  // nothing buffered is written twice
  pid_ = fork();
  if (pid_ == 0) {
    close(lines[1]);
    close(answers[0]);
    serve(lines[0], answers[1], answer_, seconds_per_line_);
  }
  close(lines[0]);
  close(answers[1]);
  if (pid_ < 0) {
    close(lines[1]), close(answers[0]);
    return false;
  }
  to_child_ = lines[1];
  from_child_ = answers[0];
  pending_.clear();
  return true;
}

void AnswerWorker::bury(const std::string& line) {
  close(to_child_);
  close(from_child_);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  std::string cause = "it ended";
  if (WIFSIGNALED(status)) {
    cause = "it was killed by signal " + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
    if (WTERMSIG(status) == SIGALRM) cause += ": more than " + std::to_string(seconds_per_line_) + " s on the pair";
  } else if (WIFEXITED(status)) {
    cause = "it exited with status " + std::to_string(WEXITSTATUS(status));
  }
  if (!is_stderr_full()) {
    std::fprintf(stderr, "%s: the library died on a pair (%s); answered invalid: %s\n", name_.c_str(), cause.c_str(),
                 line.c_str());
  } else if (!is_quiet_) {
    is_quiet_ = true;
    std::fprintf(stderr, "%s: standard error past %lld bytes: further deaths and the library's messages are not "
                 "written\n", name_.c_str(), static_cast<long long>(stderr_limit));
  }
}

std::string AnswerWorker::answer(const std::string& line) {
  if (pid_ < 0 && !start()) {
    std::fprintf(stderr, "%s: could not start the answering process (%s); answered invalid: %s\n", name_.c_str(),
                 std::strerror(errno), line.c_str());
    return "invalid";
  }
  std::string reply;
  if (write_all(to_child_, line + '\n') && read_one_line(from_child_, pending_, reply)) return reply;
  bury(line);
  return "invalid";
}

}  // namespace peer_kernels
