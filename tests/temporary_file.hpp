#pragma once
/// @file
/// A file in the temporary folder, for the tests of the command-line
/// program that write pictures or read images.

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

namespace obb2d::cli {

/// A file in the temporary folder, named after this process and `name`,
/// removed when it goes out of scope.
struct TemporaryFile {
  explicit TemporaryFile(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("obb2d-" + std::to_string(::getpid()) + "-" + name)) {}
  ~TemporaryFile() { std::filesystem::remove(path); }
  std::string read() const {
    std::ifstream file(path);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  }
  std::filesystem::path path;
};

}  // namespace obb2d::cli
