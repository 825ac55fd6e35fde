/// @file
/// The classify line reader target: any bytes, cut into lines as
/// `obb2d classify` cuts them (std::getline). Each line, read at float and at
/// double precision by tools/box_pair_line.hpp, must be exactly one of
/// skipped, a box pair or an error; a pair must hold, bit for bit, the twelve
/// numbers of a deliberately simple re-reading (below); a line that the
/// re-reading accepts must not be an error, nor skipped. Then the whole
/// command runs over the bytes: one answer line per line not skipped,
/// "error" exactly for the malformed ones, one message each.

#include "harness/box_pair_line.hpp"
#include "tools/classify_command.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

/// The blanks the reader documents by exception ("a control character other
/// than a blank"): space and tab, and CR (CRLF files), VT and FF.
constexpr std::string_view blanks = " \t\r\v\f";

/// The simple reading of one line: a byte-order mark at the start is
/// skipped, '#' ends the line, tokens are split on blanks, and the line is
/// accepted when it has no control character (DEL included) and exactly 12
/// tokens, each consumed whole by strtof (float) or strtod (double).
template <class T>
struct SimpleReading {
  std::size_t first_control_column = 0;  ///< 1-based, after the mark; 0: none
  std::vector<std::string> tokens;       ///< before the first '#'
  std::array<T, 12> numbers{};
  bool is_accepted = false;
};

template <class T>
SimpleReading<T> read_simply(std::string_view line) {
  SimpleReading<T> reading;
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  for (std::size_t i = 0; i < line.size() && reading.first_control_column == 0; ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if ((byte < 0x20 && blanks.find(line[i]) == std::string_view::npos) || byte == 0x7f) {
      reading.first_control_column = i + 1;
    }
  }
  line = line.substr(0, line.find('#'));
  for (std::size_t start = 0; (start = line.find_first_not_of(blanks, start)) != std::string_view::npos;) {
    const std::size_t end = std::min(line.find_first_of(blanks, start), line.size());
    reading.tokens.emplace_back(line.substr(start, end - start));
    start = end;
  }
  if (reading.first_control_column != 0 || reading.tokens.size() != reading.numbers.size()) return reading;
  for (std::size_t i = 0; i < reading.numbers.size(); ++i) {
    const char* token = reading.tokens[i].c_str();
    char* end = nullptr;
    if constexpr (sizeof(T) == sizeof(float)) {
      reading.numbers[i] = std::strtof(token, &end);
    } else {
      reading.numbers[i] = std::strtod(token, &end);
    }
    if (end != token + reading.tokens[i].size()) return reading;
  }
  reading.is_accepted = true;
  return reading;
}

/// Aborts with the line (hex-escaped) and both readings when `holds` is false.
template <class T>
void require(bool holds, const char* what, std::string_view line, const obb2d::harness::ParsedLine<T>& parsed,
             const SimpleReading<T>& reading) {
  if (holds) return;
  std::fprintf(stderr, "\n== obb2d mismatch in classify_lines (%s): %s\nline:  '", sizeof(T) == 4 ? "float" : "double",
               what);
  for (const char c : line) std::fprintf(stderr, "\\x%02x", static_cast<unsigned char>(c));
  std::fprintf(stderr, "'\nreader: skipped %d, pair %d, error '%s'\nsimple: %zu tokens, accepted %d, control at %zu\n",
               parsed.is_skipped, parsed.pair.has_value(), parsed.error.c_str(), reading.tokens.size(),
               reading.is_accepted, reading.first_control_column);
  if (parsed.pair) {
    const auto& p = *parsed.pair;
    const T read[12] = {p.a.cx, p.a.cy, p.a.ux, p.a.uy, p.a.vx, p.a.vy, p.b.cx, p.b.cy, p.b.ux, p.b.uy, p.b.vx, p.b.vy};
    for (std::size_t i = 0; i < 12; ++i) {
      std::fprintf(stderr, "number %zu: reader %a, simple %a\n", i + 1, double(read[i]), double(reading.numbers[i]));
    }
  }
  std::abort();
}

/// What `obb2d classify` writes for a line: nothing, an answer, or "error".
enum class LineOutcome { skipped, answer, error };

/// Checks one line at precision T against the simple reading.
template <class T>
LineOutcome check_line(std::string_view line) {
  const obb2d::harness::ParsedLine<T> parsed = obb2d::harness::parse_box_pair_line<T>(line);
  const SimpleReading<T> reading = read_simply<T>(line);
  require(int(parsed.is_skipped) + int(parsed.pair.has_value()) + int(!parsed.error.empty()) == 1,
          "not exactly one of skipped, pair, error", line, parsed, reading);
  require(parsed.is_skipped == (reading.first_control_column == 0 && reading.tokens.empty()),
          "skipped, but not blank or a comment (or the converse)", line, parsed, reading);
  require(parsed.pair.has_value() == reading.is_accepted, "a pair the simple reading rejects (or the converse)", line,
          parsed, reading);
  if (parsed.pair) {
    const auto& p = *parsed.pair;
    const T read[12] = {p.a.cx, p.a.cy, p.a.ux, p.a.uy, p.a.vx, p.a.vy, p.b.cx, p.b.cy, p.b.ux, p.b.uy, p.b.vx, p.b.vy};
    require(std::memcmp(read, reading.numbers.data(), sizeof read) == 0, "numbers differ in their bits", line, parsed,
            reading);
  }
  if (reading.first_control_column != 0) {
    const std::string column = "at column " + std::to_string(reading.first_control_column);
    require(
        parsed.error.find("control character") != std::string::npos && parsed.error.find(column) != std::string::npos,
        "a control character's error does not name its column", line, parsed, reading);
  }
  if (parsed.is_skipped) return LineOutcome::skipped;
  return parsed.pair ? LineOutcome::answer : LineOutcome::error;
}

/// Runs `obb2d classify` at precision T over `input` and compares its output
/// with the verdicts of check_line on each line.
template <class T>
void check_command(const std::string& input) {
  std::string expected_out;
  std::size_t errors = 0;
  std::istringstream lines(input);
  for (std::string line; std::getline(lines, line);) {
    const LineOutcome outcome = check_line<T>(line);
    if (outcome == LineOutcome::skipped) continue;
    errors += outcome == LineOutcome::error;
    expected_out += outcome == LineOutcome::error ? "error\n" : "answer\n";
  }
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const std::vector<std::string> arguments = {"--precision", sizeof(T) == 4 ? "float" : "double"};
  const int status = obb2d::cli::run_classify_command(arguments, in, out, err);
  // Every answer that is not "error" reads "answer" here: the words are the
  // kernels' business, the count and the place of each error are the reader's.
  std::string got_out;
  std::istringstream answers(out.str());
  for (std::string answer; std::getline(answers, answer);) got_out += answer == "error" ? "error\n" : "answer\n";
  const std::string messages = err.str();
  const auto message_count = static_cast<std::size_t>(std::count(messages.begin(), messages.end(), '\n'));
  if (got_out == expected_out && message_count == errors && status == (errors > 0 ? 1 : 0)) return;
  std::fprintf(stderr, "\n== obb2d mismatch in classify_lines: obb2d classify --precision %s exited %d\n",
               sizeof(T) == 4 ? "float" : "double", status);
  std::fprintf(stderr, "expected:\n%sgot:\n%smessages:\n%s", expected_out.c_str(), out.str().c_str(), messages.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  check_command<float>(input);
  check_command<double>(input);
  return 0;
}
