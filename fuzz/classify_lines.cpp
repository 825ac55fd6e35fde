/// @file
/// The classify line reader target: any bytes, cut into lines as
/// `obb2d classify` cuts them (std::getline). Each line, read at float and at
/// double precision by harness/pair_line.hpp as a box line and as a polygon
/// line (--polygons), must be exactly one of skipped, a pair or an error; a
/// pair must hold, bit for bit, the numbers of a deliberately simple
/// re-reading (below); a line that the re-reading accepts must not be an
/// error, nor skipped. Then the whole command runs over the bytes, both ways:
/// one answer line per line not skipped, "error" exactly for the malformed
/// ones, one message each.

#include "harness/pair_line.hpp"
#include "tools/classify_command.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace {

/// The blanks the reader documents by exception ("a control character other
/// than a blank"): space and tab, and CR (CRLF files), VT and FF.
constexpr std::string_view blanks = " \t\r\v\f";

/// The simple reading of one line: a byte-order mark at the start is
/// skipped, '#' ends the line, the rest is cut at every '|' into groups
/// (polygon lines; box lines have one group and '|' is part of a token),
/// tokens are split on blanks, and each token must be consumed whole by
/// strtof (float) or strtod (double). A box line is accepted when it has no
/// control character (DEL included) and exactly 12 numbers; a polygon line
/// when it has two groups, each of 1 to max_polygon_line_vertices x y pairs.
template <class T>
struct SimpleReading {
  std::size_t first_control_column = 0;       ///< 1-based, after the mark; 0: none
  std::vector<std::vector<std::string>> tokens;  ///< per group, before the first '#'
  std::vector<std::vector<T>> numbers;          ///< per group, when every token is a number
  bool is_accepted = false;

  bool is_blank() const { return first_control_column == 0 && tokens.size() == 1 && tokens[0].empty(); }
};

template <class T>
SimpleReading<T> read_simply(std::string_view line, bool is_polygon_line) {
  SimpleReading<T> reading;
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  for (std::size_t i = 0; i < line.size() && reading.first_control_column == 0; ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if ((byte < 0x20 && blanks.find(line[i]) == std::string_view::npos) || byte == 0x7f) {
      reading.first_control_column = i + 1;
    }
  }
  line = line.substr(0, line.find('#'));
  const std::string_view separators = is_polygon_line ? "|" : "";
  for (std::size_t group_start = 0;;) {
    const std::size_t group_end = std::min(line.find_first_of(separators, group_start), line.size());
    const std::string_view group = line.substr(group_start, group_end - group_start);
    reading.tokens.emplace_back();
    for (std::size_t start = 0; (start = group.find_first_not_of(blanks, start)) != std::string_view::npos;) {
      const std::size_t end = std::min(group.find_first_of(blanks, start), group.size());
      reading.tokens.back().emplace_back(group.substr(start, end - start));
      start = end;
    }
    if (group_end == line.size()) break;
    group_start = group_end + 1;
  }
  if (reading.first_control_column != 0) return reading;
  for (const std::vector<std::string>& group : reading.tokens) {
    reading.numbers.emplace_back();
    for (const std::string& token : group) {
      char* end = nullptr;
      if constexpr (sizeof(T) == sizeof(float)) {
        reading.numbers.back().push_back(std::strtof(token.c_str(), &end));
      } else {
        reading.numbers.back().push_back(std::strtod(token.c_str(), &end));
      }
      if (end != token.c_str() + token.size()) return reading;
    }
  }
  if (is_polygon_line) {
    const auto is_polygon = [](const std::vector<T>& numbers) {
      return !numbers.empty() && numbers.size() % 2 == 0 &&
             numbers.size() <= 2 * obb2d::harness::max_polygon_line_vertices;
    };
    reading.is_accepted = reading.numbers.size() == 2 && is_polygon(reading.numbers[0]) && is_polygon(reading.numbers[1]);
  } else {
    reading.is_accepted = reading.numbers[0].size() == 12;
  }
  return reading;
}

/// The numbers of a pair, in line order (harness/box_pair.hpp, harness/polygon_pair.hpp).
using obb2d::harness::numbers_of;

/// Aborts with the line (hex-escaped) and both readings when `holds` is false.
template <class T, class Pair>
void require(bool holds, const char* what, std::string_view line, const obb2d::harness::ParsedLine<T, Pair>& parsed,
             const SimpleReading<T>& reading) {
  if (holds) return;
  std::fprintf(stderr, "\n== obb2d mismatch in classify_lines (%s): %s\nline:  '", sizeof(T) == 4 ? "float" : "double",
               what);
  for (const char c : line) std::fprintf(stderr, "\\x%02x", static_cast<unsigned char>(c));
  std::fprintf(stderr, "'\nreader: skipped %d, pair %d, error '%s'\nsimple: %zu groups, accepted %d, control at %zu\n",
               parsed.is_skipped, parsed.pair.has_value(), parsed.error.c_str(), reading.tokens.size(),
               reading.is_accepted, reading.first_control_column);
  if (parsed.pair) {
    const std::vector<T> read = numbers_of(*parsed.pair);
    for (std::size_t i = 0; i < read.size(); ++i) std::fprintf(stderr, "number %zu: reader %a\n", i + 1, double(read[i]));
  }
  std::abort();
}

/// What `obb2d classify` writes for a line: nothing, an answer, or "error".
enum class LineOutcome { skipped, answer, error };

/// Checks one line at precision T, as a box line or a polygon line, against the simple reading.
template <class T, class Pair>
LineOutcome check_line(std::string_view line, obb2d::harness::ParsedLine<T, Pair> (*parse)(std::string_view)) {
  constexpr bool is_polygon_line = std::is_same_v<Pair, obb2d::harness::PolygonPair<T>>;
  const obb2d::harness::ParsedLine<T, Pair> parsed = parse(line);
  const SimpleReading<T> reading = read_simply<T>(line, is_polygon_line);
  require(int(parsed.is_skipped) + int(parsed.pair.has_value()) + int(!parsed.error.empty()) == 1,
          "not exactly one of skipped, pair, error", line, parsed, reading);
  require(parsed.is_skipped == reading.is_blank(), "skipped, but not blank or a comment (or the converse)", line, parsed,
          reading);
  require(parsed.pair.has_value() == reading.is_accepted, "a pair the simple reading rejects (or the converse)", line,
          parsed, reading);
  if (parsed.pair) {
    std::vector<T> expected = reading.numbers[0];
    if (is_polygon_line) expected.insert(expected.end(), reading.numbers[1].begin(), reading.numbers[1].end());
    const std::vector<T> read = numbers_of(*parsed.pair);
    require(read.size() == expected.size() && std::memcmp(read.data(), expected.data(), read.size() * sizeof(T)) == 0,
            "numbers differ in their bits", line, parsed, reading);
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

/// Runs `obb2d classify` at precision T (with --polygons when the reader is
/// the polygon one) over `input` and compares its output with the verdicts
/// of check_line on each line.
template <class T, class Pair>
void check_command(const std::string& input, obb2d::harness::ParsedLine<T, Pair> (*parse)(std::string_view)) {
  constexpr bool is_polygon_line = std::is_same_v<Pair, obb2d::harness::PolygonPair<T>>;
  std::string expected_out;
  std::size_t errors = 0;
  std::istringstream lines(input);
  for (std::string line; std::getline(lines, line);) {
    const LineOutcome outcome = check_line(line, parse);
    if (outcome == LineOutcome::skipped) continue;
    errors += outcome == LineOutcome::error;
    expected_out += outcome == LineOutcome::error ? "error\n" : "answer\n";
  }
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  std::vector<std::string> arguments = {"--precision", sizeof(T) == 4 ? "float" : "double"};
  if (is_polygon_line) arguments.push_back("--polygons");
  const int status = obb2d::cli::run_classify_command(arguments, in, out, err);
  // Every answer that is not "error" reads "answer" here: the words are the
  // kernels' business, the count and the place of each error are the reader's.
  std::string got_out;
  std::istringstream answers(out.str());
  for (std::string answer; std::getline(answers, answer);) got_out += answer == "error" ? "error\n" : "answer\n";
  const std::string messages = err.str();
  const auto message_count = static_cast<std::size_t>(std::count(messages.begin(), messages.end(), '\n'));
  if (got_out == expected_out && message_count == errors && status == (errors > 0 ? 1 : 0)) return;
  std::fprintf(stderr, "\n== obb2d mismatch in classify_lines: obb2d classify --precision %s%s exited %d\n",
               sizeof(T) == 4 ? "float" : "double", is_polygon_line ? " --polygons" : "", status);
  std::fprintf(stderr, "expected:\n%sgot:\n%smessages:\n%s", expected_out.c_str(), out.str().c_str(), messages.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  check_command(input, &obb2d::harness::parse_box_pair_line<float>);
  check_command(input, &obb2d::harness::parse_box_pair_line<double>);
  check_command(input, &obb2d::harness::parse_polygon_pair_line<float>);
  check_command(input, &obb2d::harness::parse_polygon_pair_line<double>);
  return 0;
}
