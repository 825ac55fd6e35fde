/// @file
/// An ordinary main for a fuzz target, so any compiler can replay a corpus:
///   TARGET PATH...   runs LLVMFuzzerTestOneInput once per file; a folder
///                    means every file in it, in name order.
/// Exits 0 when every input ran (a disagreement aborts, as under libFuzzer);
/// 2, with the reason, when there is no PATH, a PATH holds no input, or an
/// input is not a regular file, cannot be read, or is larger than
/// max_input_bytes: an input that did not run is never counted as run.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

/// The most bytes an input may hold: the corpora's inputs are a few
/// kilobytes (libFuzzer runs here with -max_len=256), so a larger file is a
/// mistake, refused before it is read whole.
constexpr std::size_t max_input_bytes = std::size_t(1) << 20;

/// The files `path` names: itself, or every entry of the folder it is, in
/// name order; or the reason it names none.
std::string list_inputs(const fs::path& path, std::vector<fs::path>& inputs) {
  std::error_code error;
  if (!fs::is_directory(path, error)) {
    if (error) return error.message();
    inputs.push_back(path);
    return "";
  }
  fs::directory_iterator entry(path, error), end;
  for (; !error && entry != end; entry.increment(error)) inputs.push_back(entry->path());
  if (error) return error.message();
  if (inputs.empty()) return "a folder with no input";
  std::sort(inputs.begin(), inputs.end());
  return "";
}

/// Reads `path`, a regular file of at most max_input_bytes, into `bytes`;
/// the reason it cannot be read, or "". Reads until the end of the file, not
/// its stated size (a file of /proc states 0).
std::string read_input(const fs::path& path, std::vector<std::uint8_t>& bytes) {
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return error ? error.message() : "not a regular file";
  std::ifstream file(path, std::ios::binary);
  if (!file) return "cannot be opened";
  bytes.clear();
  char chunk[1 << 16];
  while (file.read(chunk, sizeof chunk) || file.gcount() > 0) {
    bytes.insert(bytes.end(), chunk, chunk + file.gcount());
    if (bytes.size() > max_input_bytes) return "larger than " + std::to_string(max_input_bytes) + " bytes";
  }
  if (file.bad()) return "a read error";
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s PATH...  (files, or folders of files, each run as one input)\n", argv[0]);
    return 2;
  }
  std::size_t replayed = 0;
  std::vector<std::uint8_t> bytes;
  for (int i = 1; i < argc; ++i) {
    std::vector<fs::path> inputs;
    const std::string problem = list_inputs(argv[i], inputs);
    if (!problem.empty()) {
      std::fprintf(stderr, "replay: %s: %s\n", argv[i], problem.c_str());
      return 2;
    }
    for (const fs::path& input : inputs) {
      const std::string read_problem = read_input(input, bytes);
      if (!read_problem.empty()) {
        std::fprintf(stderr, "replay: %s: %s\n", input.string().c_str(), read_problem.c_str());
        return 2;
      }
      LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
      ++replayed;
    }
  }
  std::printf("replay: %zu inputs ran\n", replayed);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "replay: cannot write to standard output\n");
    return 2;
  }
  return 0;
}
