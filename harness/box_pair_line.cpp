#include "box_pair_line.hpp"

#include <array>
#include <cstdlib>

namespace obb2d::harness {
namespace {

constexpr std::size_t numbers_per_line = 12;

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

}  // namespace

template <class T>
ParsedLine<T> parse_box_pair_line(std::string_view line) {
  ParsedLine<T> parsed;
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);  // a UTF-8 byte-order mark
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (is_control(line[i])) {
      parsed.error = "control character " + hex_byte(line[i]) + " at column " + std::to_string(i + 1);
      return parsed;
    }
  }
  std::array<T, numbers_per_line> numbers{};
  std::size_t count = 0;
  std::size_t position = 0;
  while (true) {
    while (position < line.size() && is_blank(line[position])) ++position;
    if (position == line.size() || line[position] == '#') break;
    std::size_t token_end = position;
    while (token_end < line.size() && !is_blank(line[token_end]) && line[token_end] != '#') ++token_end;
    const std::string token(line.substr(position, token_end - position));
    position = token_end;
    ++count;
    if (count > numbers_per_line) continue;  // counted, reported below
    const std::optional<T> value = parse_number<T>(token);
    if (!value) {
      parsed.error = "number " + std::to_string(count) + " ('" + token + "') is not a number";
      return parsed;
    }
    numbers[count - 1] = *value;
  }
  if (count == 0) {
    parsed.is_skipped = true;
  } else if (count != numbers_per_line) {
    parsed.error = "expected 12 numbers (cx cy ux uy vx vy for box A, then box B), found " +
                   std::to_string(count);
  } else {
    const auto& n = numbers;
    parsed.pair = BoxPair<T>{{n[0], n[1], n[2], n[3], n[4], n[5]},
                             {n[6], n[7], n[8], n[9], n[10], n[11]}};
  }
  return parsed;
}

template ParsedLine<float> parse_box_pair_line<float>(std::string_view);
template ParsedLine<double> parse_box_pair_line<double>(std::string_view);

}  // namespace obb2d::harness
