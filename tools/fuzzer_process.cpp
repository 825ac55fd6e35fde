#include "fuzzer_process.hpp"

#include <chrono>
#include <fstream>
#include <map>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace obb2d::cli {

std::filesystem::path from_program(const std::filesystem::path& relative) {
  std::error_code error;
  const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return relative;
  return (program.parent_path() / relative).lexically_normal();
}

std::string this_program_command() {
  std::error_code error;
  std::string program = std::filesystem::read_symlink("/proc/self/exe", error).string();
  if (error || program.empty()) return "obb2d";
  // A program rebuilt while it runs reads as "<path> (deleted)": the
  // commands name the path, where the rebuilt program now is.
  const std::string deleted = " (deleted)";
  if (program.size() > deleted.size() && program.compare(program.size() - deleted.size(), deleted.size(), deleted) == 0) {
    program.resize(program.size() - deleted.size());
  }
  const bool is_plain = program.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-") ==
                        std::string::npos;
  if (is_plain) return program;
  std::string quoted = "'";
  for (const char c : program) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

pid_t start_fuzzer_process(const FuzzerLaunch& launch) {
  namespace fs = std::filesystem;
  fs::create_directories(launch.work / "corpus");
  std::vector<std::string> arguments = {launch.fuzzer.string(),
                                        "-max_total_time=" + std::to_string(static_cast<long>(launch.budget_seconds)),
                                        "-max_len=" + std::to_string(launch.max_len), "-print_final_stats=1",
                                        "-artifact_prefix=" + (launch.work / "").string(),
                                        (launch.work / "corpus").string()};
  if (fs::is_directory(launch.seed_corpus)) arguments.push_back(launch.seed_corpus.string());
  if (launch.seed != 0) arguments.insert(arguments.begin() + 1, "-seed=" + std::to_string(launch.seed));
  std::vector<std::string> environment;
  for (char** variable = environ; *variable != nullptr; ++variable) environment.emplace_back(*variable);
  environment.push_back("OBB2D_KERNEL=" + launch.kernel);
  environment.push_back("OBB2D_FINDINGS_FILE=" + (launch.work / "findings.jsonl").string());

  std::vector<char*> argv, envp;
  for (std::string& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);
  for (std::string& variable : environment) envp.push_back(variable.data());
  envp.push_back(nullptr);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  const std::string log = (launch.work / "fuzzer.log").string();
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = -1;
  const int status = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  return status == 0 ? pid : -1;
}

int exit_status_of(int wait_status) {
  return WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);
}

std::string describe_fuzzer_stop(const std::filesystem::path& work, int status) {
  const std::filesystem::path log = work / "fuzzer.log";
  std::ifstream file(log);
  std::string error, artifact;
  for (std::string line; std::getline(file, line);) {
    if (error.empty() && (line.find("ERROR: ") != std::string::npos || line.find("runtime error: ") != std::string::npos ||
                          line.find("ALARM: ") != std::string::npos)) {
      error = line;
    }
    const std::string written = "Test unit written to ";
    if (const std::size_t at = line.find(written); at != std::string::npos) artifact = line.substr(at + written.size());
  }
  if (error.size() > 300) error = error.substr(0, 300) + "...";
  std::string text = "stopped with status " + std::to_string(status) + " before it wrote its findings";
  text += error.empty() ? " (no error line in its log)" : ": " + error;
  if (!artifact.empty()) text += "; the input: " + artifact;
  return text + "; log: " + log.string();
}

namespace {
const std::string& name_of(const FuzzerLaunch& launch) { return launch.name.empty() ? launch.kernel : launch.name; }
}  // namespace

std::optional<std::vector<int>> run_fuzzers(const std::vector<FuzzerLaunch>& launches, int jobs, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&start] {
    return static_cast<int>(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  };
  std::vector<int> statuses(launches.size(), 0);
  std::map<pid_t, std::size_t> running;
  bool could_start = true;
  for (std::size_t next = 0; (could_start && next < launches.size()) || !running.empty();) {
    while (could_start && next < launches.size() && static_cast<int>(running.size()) < jobs) {
      const pid_t pid = start_fuzzer_process(launches[next]);
      if (pid < 0) {
        out << "[verify] cannot start " << launches[next].fuzzer.string() << '\n';
        could_start = false;
        break;
      }
      running[pid] = next;
      out << "[verify] " << seconds() << " s: started " << name_of(launches[next++]) << '\n' << std::flush;
    }
    if (running.empty()) break;
    int status = 0;
    const pid_t done = waitpid(-1, &status, 0);
    if (done < 0) break;
    const auto found = running.find(done);
    if (found == running.end()) continue;
    statuses[found->second] = exit_status_of(status);
    out << "[verify] " << seconds() << " s: finished " << name_of(launches[found->second]) << " (fuzzer status "
        << statuses[found->second] << ")\n"
        << std::flush;
    running.erase(found);
  }
  if (!could_start) return std::nullopt;
  return statuses;
}

}  // namespace obb2d::cli
