// The kernel command of a declared routine (obb2d_check/kernel.hpp): the
// protocol of `obb2d verify --kernel-command` (docs/foreign-kernels.md) around
// obb2d::check::declared_kernel(). Built by obb2d_check_kernel() with the
// project's sources; POSIX (read(2) on standard input).
//
// `PROGRAM --verify OBB2D [ARGUMENTS]` runs the campaign on itself instead:
// `OBB2D verify --kernel-command PROGRAM` with the shapes and the precision
// its routine declares, then ARGUMENTS (--budget, --kernel-tolerance, ...).

#include <obb2d_check/kernel.hpp>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

using obb2d::check::Answer;

const char* word_of(Answer answer) {
  switch (answer) {
    case Answer::disjoint: return "disjoint";
    case Answer::touching: return "touching";
    case Answer::overlapping: return "overlapping";
    case Answer::intersecting: return "intersecting";
  }
  return "unreadable";
}

/// The numbers of text[begin, end); false when a token is not one.
bool read_numbers(const std::string& text, std::size_t begin, std::size_t end, std::vector<double>& numbers) {
  numbers.clear();
  const std::string part = text.substr(begin, end - begin);
  const char* at = part.c_str();
  for (char* next = nullptr;; at = next) {
    while (*at == ' ' || *at == '\t' || *at == '\r') ++at;
    if (*at == '\0') return true;
    numbers.push_back(std::strtod(at, &next));
    if (next == at) return false;
  }
}

/// The routine's answer to one line, or "unreadable" (which the campaign refuses).
const char* answer_line(const obb2d::check::Declared& kernel, const std::string& line) {
  std::vector<double> a, b;
  if (kernel.is_polygons) {
    const std::size_t bar = line.find('|');
    if (bar == std::string::npos || !read_numbers(line, 0, bar, a) || !read_numbers(line, bar + 1, line.size(), b) ||
        a.size() % 2 != 0 || b.size() % 2 != 0) {
      return "unreadable";
    }
    return word_of(kernel.polygons(a.data(), a.size(), b.data(), b.size()));
  }
  if (!read_numbers(line, 0, line.size(), a) || a.size() != 12) return "unreadable";
  return word_of(kernel.boxes(a.data(), a.data() + 6));
}

/// Replaces this process with `obb2d verify` on this program; returns only
/// when it could not (status 2, said on stderr).
int run_verify(const obb2d::check::Declared& kernel, int argc, char** argv) {
  char self[PATH_MAX];
  const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
  if (length <= 0) {
    std::fprintf(stderr, "%s: cannot find its own path\n", argv[0]);
    return 2;
  }
  self[length] = '\0';
  std::string shapes = kernel.is_polygons ? "polygons" : kernel.is_rectangles ? "rectangles" : "boxes";
  std::string precision = kernel.is_double ? "double" : "float";
  std::string verify = "verify", command = "--kernel-command", shapes_option = "--kernel-shapes",
              precision_option = "--kernel-precision";
  std::vector<char*> arguments = {argv[2],          verify.data(), command.data(),          self,
                                  shapes_option.data(), shapes.data(), precision_option.data(), precision.data()};
  for (int i = 3; i < argc; ++i) arguments.push_back(argv[i]);
  arguments.push_back(nullptr);
  execv(argv[2], arguments.data());
  std::fprintf(stderr, "%s: cannot run %s: %s\n", argv[0], argv[2], std::strerror(errno));
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const obb2d::check::Declared& kernel = obb2d::check::declared_kernel();
  if (argc >= 3 && std::strcmp(argv[1], "--verify") == 0) return run_verify(kernel, argc, argv);
  // Answers every whole line that has come before it reads again, so that
  // no answer waits in a buffer while the campaign waits for it.
  std::string pending, answers;
  char buffer[65536];
  for (ssize_t count; (count = read(STDIN_FILENO, buffer, sizeof buffer)) > 0;) {
    pending.append(buffer, static_cast<std::size_t>(count));
    std::size_t start = 0;
    for (std::size_t end; (end = pending.find('\n', start)) != std::string::npos; start = end + 1) {
      answers += answer_line(kernel, pending.substr(start, end - start));
      answers += '\n';
    }
    pending.erase(0, start);
    if (std::fwrite(answers.data(), 1, answers.size(), stdout) != answers.size() || std::fflush(stdout) != 0) return 1;
    answers.clear();
  }
  return 0;
}
