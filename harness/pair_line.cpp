#include "pair_line.hpp"

#include <cstdlib>
#include <istream>
#include <limits>
#include <string>
#include <vector>

namespace obb2d::harness {
namespace {

constexpr std::size_t numbers_per_box_line = 12;

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/// A control character that is not a blank (NUL included), or DEL: never
/// part of a number, and never silently cut from a token.
bool is_control(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return (byte < 0x20 && !is_blank(c)) || byte == 0x7f;
}

std::string hex_byte(char c) {
  const char* const digits = "0123456789abcdef";
  const auto byte = static_cast<unsigned char>(c);
  return std::string("0x") + digits[byte >> 4] + digits[byte & 0xf];
}

/// Reads a whole token as a number of type T, or returns nullopt.
template <class T>
std::optional<T> parse_number(const std::string& token) {
  char* end = nullptr;
  T value;
  if constexpr (std::is_same_v<T, float>) {
    value = std::strtof(token.c_str(), &end);
  } else {
    value = std::strtod(token.c_str(), &end);
  }
  if (end == token.c_str() || *end != '\0') return std::nullopt;
  return value;
}

/// The numbers of a line, in groups split by `|` (when `splits_at_bar`; one
/// group otherwise), each group keeping at most `kept` numbers and counting
/// the rest; or what is wrong with the line.
template <class T>
struct LineNumbers {
  std::vector<std::vector<T>> groups{1};
  std::vector<std::size_t> counts{0};
  std::string error;
};

template <class T>
LineNumbers<T> read_line_numbers(std::string_view line, bool splits_at_bar, std::size_t kept) {
  LineNumbers<T> read;
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);  // a UTF-8 byte-order mark
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (is_control(line[i])) {
      read.error = "control character " + hex_byte(line[i]) + " at column " + std::to_string(i + 1);
      return read;
    }
  }
  const auto ends_token = [splits_at_bar](char c) { return is_blank(c) || c == '#' || (splits_at_bar && c == '|'); };
  std::size_t position = 0, count = 0;
  while (true) {
    while (position < line.size() && is_blank(line[position])) ++position;
    if (position == line.size() || line[position] == '#') break;
    if (splits_at_bar && line[position] == '|') {
      if (read.groups.size() == 2) {  // one '|' is all a line may have
        read.error = "a second '|' at column " + std::to_string(position + 1);
        return read;
      }
      read.groups.emplace_back();
      read.counts.push_back(0);
      ++position;
      continue;
    }
    std::size_t token_end = position;
    while (token_end < line.size() && !ends_token(line[token_end])) ++token_end;
    const std::string token(line.substr(position, token_end - position));
    position = token_end;
    ++count;
    if (++read.counts.back() > kept) continue;  // counted, reported by the caller
    const std::optional<T> value = parse_number<T>(token);
    if (!value) {
      const std::size_t shown = 40;  // of a token that may be a whole line long
      const std::string text = token.size() <= shown ? token : token.substr(0, shown) + "...";
      read.error = "number " + std::to_string(count) + " ('" + text + "') is not a number";
      return read;
    }
    read.groups.back().push_back(*value);
  }
  return read;
}

}  // namespace

template <class T>
ParsedLine<T> parse_box_pair_line(std::string_view line) {
  ParsedLine<T> parsed;
  const LineNumbers<T> read = read_line_numbers<T>(line, false, numbers_per_box_line);
  const std::size_t count = read.counts[0];
  if (!read.error.empty()) {
    parsed.error = read.error;
  } else if (count == 0) {
    parsed.is_skipped = true;
  } else if (count != numbers_per_box_line) {
    parsed.error = "expected 12 numbers (cx cy ux uy vx vy for box A, then box B), found " + std::to_string(count);
  } else {
    const std::vector<T>& n = read.groups[0];
    parsed.pair = BoxPair<T>{{n[0], n[1], n[2], n[3], n[4], n[5]}, {n[6], n[7], n[8], n[9], n[10], n[11]}};
  }
  return parsed;
}

template <class T>
ParsedLine<T, PolygonPair<T>> parse_polygon_pair_line(std::string_view line) {
  ParsedLine<T, PolygonPair<T>> parsed;
  const LineNumbers<T> read = read_line_numbers<T>(line, true, 2 * max_polygon_line_vertices);
  if (!read.error.empty()) {
    parsed.error = read.error;
    return parsed;
  }
  if (read.groups.size() == 1 && read.counts[0] == 0) {
    parsed.is_skipped = true;
    return parsed;
  }
  if (read.groups.size() != 2) {
    parsed.error = "expected polygon A's numbers, one '|', then polygon B's; found " +
                   std::to_string(read.groups.size() - 1) + " '|'";
    return parsed;
  }
  std::vector<Vec2<T>>* lists[2] = {&parsed.pair.emplace().a, &parsed.pair->b};
  for (std::size_t index = 0; index < 2; ++index) {
    const std::size_t count = read.counts[index];
    const std::string name = index == 0 ? "polygon A" : "polygon B";
    if (count == 0 || count % 2 != 0) {
      parsed.error = name + " needs x y numbers for at least one vertex, found " + std::to_string(count) + " numbers";
    } else if (count > 2 * max_polygon_line_vertices) {
      parsed.error = name + " has more than " + std::to_string(max_polygon_line_vertices) + " vertices";
    }
    if (!parsed.error.empty()) {
      parsed.pair.reset();
      return parsed;
    }
    const std::vector<T>& n = read.groups[index];
    for (std::size_t i = 0; i < n.size(); i += 2) lists[index]->push_back({n[i], n[i + 1]});
  }
  return parsed;
}

LineRead read_line(std::istream& in, std::string& line) {
  // Character by character from the stream's buffer, into a string that
  // keeps its capacity from line to line: a buffer of max_line_bytes made
  // ready for each line cost a megabyte of writes a line.
  line.clear();
  const std::istream::sentry is_readable(in, true);  // skips no blanks
  if (!is_readable) return LineRead::end;
  std::size_t extracted = 0;  // the '\n' too, when read
  bool is_too_long = false;
  try {
    std::streambuf& buffer = *in.rdbuf();
    for (;;) {
      const int c = buffer.sbumpc();
      if (c == std::char_traits<char>::eof()) {
        in.setstate(extracted == 0 ? std::ios::eofbit | std::ios::failbit : std::ios::eofbit);
        break;
      }
      ++extracted;
      if (c == '\n') break;
      if (line.size() < max_line_bytes) {
        line.push_back(static_cast<char>(c));
      } else {
        is_too_long = true;  // read to its end, not kept
      }
    }
  } catch (...) {
    in.setstate(std::ios::badbit);  // the buffer failed: a read error, which the stream reports
  }
  if (in.bad() || extracted == 0) {
    line.clear();
    return LineRead::end;
  }
  if (is_too_long) {
    line.clear();
    return LineRead::too_long;
  }
  return LineRead::line;
}

template ParsedLine<float> parse_box_pair_line<float>(std::string_view);
template ParsedLine<double> parse_box_pair_line<double>(std::string_view);
template ParsedLine<float, PolygonPair<float>> parse_polygon_pair_line<float>(std::string_view);
template ParsedLine<double, PolygonPair<double>> parse_polygon_pair_line<double>(std::string_view);

}  // namespace obb2d::harness
