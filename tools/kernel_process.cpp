#include "kernel_process.hpp"

#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace obb2d::cli {
namespace {

/// The longest answer line: the longest word is 12 bytes.

using Clock = std::chrono::steady_clock;

int milliseconds_until(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left < 0 ? 0 : static_cast<int>(left);
}

}  // namespace

KernelProcess::KernelProcess(const std::string& command, const std::filesystem::path& error_log)
    : error_log_(error_log) {
  // A program that stops reading must not end this one: writes then fail
  // with EPIPE, which ask() reports.
  std::signal(SIGPIPE, SIG_IGN);
  int input[2], output[2];
  if (pipe2(input, O_CLOEXEC) != 0) {
    problem_ = "cannot make a pipe: " + std::string(std::strerror(errno));
    return;
  }
  if (pipe2(output, O_CLOEXEC) != 0) {
    problem_ = "cannot make a pipe: " + std::string(std::strerror(errno));
    close(input[0]), close(input[1]);
    return;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
  const std::string log = error_log.string();
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  // Its own process group, so that a stop reaches what the shell started.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  // Its files, the standard error log among them, stay bounded: past
  // max_file_blocks it gets SIGXFSZ (or EFBIG, if it ignores the signal).
  std::string shell = "/bin/sh", option = "-c",
              text = "ulimit -f " + std::to_string(max_file_blocks) + " 2>/dev/null\n" + command;
  char* argv[] = {shell.data(), option.data(), text.data(), nullptr};
  const int status = posix_spawn(&pid_, argv[0], &actions, &attributes, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close(input[0]), close(output[1]);
  to_child_ = input[1], from_child_ = output[0];
  if (status != 0) {
    pid_ = -1;
    problem_ = "cannot start /bin/sh: " + std::string(std::strerror(status));
    return;
  }
  fcntl(to_child_, F_SETFL, fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  fcntl(from_child_, F_SETFL, fcntl(from_child_, F_GETFL) | O_NONBLOCK);
}

KernelProcess::~KernelProcess() {
  if (to_child_ >= 0) close(to_child_);
  if (from_child_ >= 0) close(from_child_);
  if (pid_ > 0 && !has_ended_) {
    kill(-pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
}

std::string KernelProcess::first_error_line() const {
  std::ifstream file(error_log_);
  std::string line;
  std::getline(file, line);
  if (line.size() > 200) line = line.substr(0, 200) + "...";
  return line;
}

std::string KernelProcess::describe_end() {
  if (!has_ended_ && pid_ > 0) {
    // Its output is closed: it has ended or is about to; a second at most.
    const Clock::time_point deadline = Clock::now() + std::chrono::seconds(1);
    while (!has_ended_ && Clock::now() < deadline) {
      if (waitpid(pid_, &wait_status_, WNOHANG) == pid_) {
        has_ended_ = true;
      } else {
        usleep(1000);
      }
    }
  }
  std::string text;
  if (!has_ended_) {
    text = "it closed its output but did not end";
  } else if (WIFSIGNALED(wait_status_)) {
    text = "it was ended by signal " + std::to_string(WTERMSIG(wait_status_)) + " (" +
           strsignal(WTERMSIG(wait_status_)) + ")";
    if (WTERMSIG(wait_status_) == SIGXFSZ) {
      text += ": a file it wrote, perhaps its standard error, passed " +
              std::to_string(max_file_blocks / 2048) + " MiB";
    }
  } else {
    text = "it ended with status " + std::to_string(WEXITSTATUS(wait_status_));
  }
  const std::string error = first_error_line();
  return text + (error.empty() ? "" : "; its standard error begins: " + error);
}

std::string KernelProcess::fail(const std::string& problem) {
  problem_ = problem;
  if (pid_ > 0 && !has_ended_) {
    kill(-pid_, SIGKILL);
    waitpid(pid_, &wait_status_, 0);
    has_ended_ = true;
  }
  return problem_;
}

std::string KernelProcess::ask(const std::vector<std::string>& lines, std::vector<harness::Answer>& answers,
                               std::vector<std::string>& held, double timeout_seconds) {
  answers.clear();
  held.clear();
  if (!problem_.empty()) return problem_;
  std::string request;
  for (const std::string& line : lines) request += line + '\n';
  std::size_t written = 0;
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_seconds));
  // Answers already waiting are answers to no line of this request.
  if (!pending_.empty()) return fail("it wrote more answer lines than it was sent lines");
  char buffer[65536];
  while (answers.size() < lines.size()) {
    pollfd fds[2] = {{from_child_, POLLIN, 0}, {written < request.size() ? to_child_ : -1, POLLOUT, 0}};
    const int ready = poll(fds, 2, milliseconds_until(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) {
      return fail("no answer within " + std::to_string(static_cast<long>(timeout_seconds)) + " s (" +
                  std::to_string(answers.size()) + " of " + std::to_string(lines.size()) +
                  " lines answered): it was stopped");
    }
    if (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) {
      const ssize_t count = write(to_child_, request.data() + written, request.size() - written);
      if (count > 0) {
        written += static_cast<std::size_t>(count);
      } else if (count < 0 && errno != EAGAIN && errno != EINTR) {
        written = request.size();  // it stopped reading: what it answered still counts, then its end is said
      }
    }
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      const ssize_t count = read(from_child_, buffer, sizeof buffer);
      if (count == 0) {
        return fail("it stopped after " + std::to_string(answers.size()) + " of " + std::to_string(lines.size()) +
                    " answers: " + describe_end());
      }
      if (count < 0) continue;
      pending_.append(buffer, static_cast<std::size_t>(count));
      std::size_t start = 0;
      for (std::size_t end; (end = pending_.find('\n', start)) != std::string::npos; start = end + 1) {
        std::string text = pending_.substr(start, end - start);
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (answers.size() == lines.size()) return fail("it wrote more answer lines than it was sent lines");
        // "ANSWER" or "ANSWER held LINE".
        const std::size_t space = text.find(' ');
        const std::string word = text.substr(0, space), rest = space == std::string::npos ? "" : text.substr(space);
        const std::optional<harness::Answer> answer = harness::answer_named(word);
        const bool is_held = rest.rfind(" held ", 0) == 0;
        if (!answer || (!rest.empty() && !is_held)) {
          return fail("its answer to line " + std::to_string(answers.size() + 1) + " of a batch is '" +
                      text.substr(0, 40) +
                      "', not one of disjoint, touching, overlapping, invalid, intersecting, with nothing after it "
                      "but 'held' and the geometry it held (the input line: " +
                      lines[answers.size()] + ")");
        }
        answers.push_back(*answer);
        held.push_back(is_held ? rest.substr(6) : "");
      }
      pending_.erase(0, start);
      if (pending_.size() > max_answer_bytes) {
        return fail("it wrote an answer line longer than " + std::to_string(max_answer_bytes) + " bytes: '" +
                    pending_.substr(0, 40) + "...'");
      }
    }
  }
  if (!pending_.empty()) return fail("it wrote more answer lines than it was sent lines");
  return "";
}

std::string KernelProcess::finish(double timeout_seconds) {
  if (!problem_.empty()) return problem_;
  close(to_child_);
  to_child_ = -1;
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_seconds));
  char buffer[4096];
  for (;;) {
    pollfd fd{from_child_, POLLIN, 0};
    const int ready = poll(&fd, 1, milliseconds_until(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return fail("it did not end within " + std::to_string(static_cast<long>(timeout_seconds)) +
                                " s of its input's end: it was stopped");
    const ssize_t count = read(from_child_, buffer, sizeof buffer);
    if (count == 0) break;
    if (count > 0) pending_.append(buffer, static_cast<std::size_t>(count));
    if (!pending_.empty()) return fail("it wrote more answer lines than it was sent lines");
  }
  const std::string end = describe_end();
  if (!has_ended_ || !WIFEXITED(wait_status_) || WEXITSTATUS(wait_status_) != 0) {
    problem_ = "at the end of its input " + end;
    return problem_;
  }
  return "";
}

}  // namespace obb2d::cli
