// The smallest kernel command (docs/foreign-kernels.md): it answers
// "disjoint" for every pair, without reading the numbers: a wrong kernel
// the campaign must report. It reads what is there, answers every whole
// line of it and writes the answers before it reads again, so that answers
// never wait in a buffer while it waits for lines. POSIX only.

#include <cstdio>
#include <string>

#include <unistd.h>

int main() {
  char buffer[65536];
  std::string answers;
  for (ssize_t count; (count = read(STDIN_FILENO, buffer, sizeof buffer)) > 0;) {
    for (ssize_t i = 0; i < count; ++i) {
      if (buffer[i] == '\n') answers += "disjoint\n";
    }
    if (std::fwrite(answers.data(), 1, answers.size(), stdout) != answers.size() || std::fflush(stdout) != 0) return 1;
    answers.clear();
  }
  return 0;
}
