#pragma once
/// @file
/// One line of `obb2d classify` input: twelve numbers, box A then box B;
/// or, with --polygons, polygon A's vertices, a `|`, then polygon B's.

#include "box_pair.hpp"
#include "polygon_pair.hpp"

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

namespace obb2d::harness {

/// What a line holds: nothing to answer (blank or comment), a pair, or a
/// reason it is malformed.
template <class T, class Pair = BoxPair<T>>
struct ParsedLine {
  bool is_skipped = false;     ///< blank, or its first non-blank is '#'
  std::optional<Pair> pair;    ///< set when the line is well formed
  std::string error;           ///< what is wrong, when it is not
};

/// Parses one box-pair line. Tokens are separated by blanks; each must be a
/// whole `strtod` number (decimal, hex float, "nan", "inf", ...). For
/// T = float a token is read by `strtof`, so it rounds to binary32 exactly
/// as strtof does (out-of-range magnitudes become ±inf, tiny ones subnormal
/// or 0). A '#' ends the line (a comment), also right after a number. A
/// control character other than a blank (NUL included) makes the line an
/// error, with its column; a UTF-8 byte-order mark at the start is skipped.
template <class T>
ParsedLine<T> parse_box_pair_line(std::string_view line);

/// The most vertices a polygon of a line may have: a longer list is an
/// error, so that one line never holds more than this many points.
inline constexpr std::size_t max_polygon_line_vertices = 1024;

/// Parses one polygon-pair line: polygon A as `x y` numbers, one `|` (a
/// token of its own or touching a number), then polygon B; each polygon at
/// least one vertex, at most max_polygon_line_vertices. Numbers, comments,
/// blanks and control characters as for box lines. Whether the lists are
/// convex polygons is not the reader's business: the kernels judge that.
template <class T>
ParsedLine<T, PolygonPair<T>> parse_polygon_pair_line(std::string_view line);

/// The longest input line, in bytes (the end of line not counted), that
/// `obb2d classify` and `obb2d draw` read: ample for two polygons of
/// max_polygon_line_vertices vertices, and a bound on the memory one line
/// takes.
inline constexpr std::size_t max_line_bytes = std::size_t(1) << 20;

/// What read_line found.
enum class LineRead {
  line,      ///< a line, in `line`
  too_long,  ///< a line longer than max_line_bytes: read to its end, not kept
  end,       ///< no more input, or a read error (the stream says which)
};

/// Reads one line of `in` into `line` (without its '\n'), keeping at most
/// max_line_bytes of it: a longer line is read to its end and dropped, so
/// that no input makes the reader hold more than that.
LineRead read_line(std::istream& in, std::string& line);

/// Reads the next line of `in` with read_line and parses it with `parse`;
/// a line longer than max_line_bytes is malformed, and says so. False at
/// the end of the input (or a read error: the stream says which).
template <class Parsed>
bool read_and_parse_line(std::istream& in, std::string& line, Parsed (*parse)(std::string_view), Parsed& parsed) {
  const LineRead read = read_line(in, line);
  if (read == LineRead::end) return false;
  if (read == LineRead::too_long) {
    parsed = Parsed{};
    parsed.error = "longer than " + std::to_string(max_line_bytes) + " bytes";
  } else {
    parsed = parse(line);
  }
  return true;
}

extern template ParsedLine<float> parse_box_pair_line<float>(std::string_view);
extern template ParsedLine<double> parse_box_pair_line<double>(std::string_view);
extern template ParsedLine<float, PolygonPair<float>> parse_polygon_pair_line<float>(std::string_view);
extern template ParsedLine<double, PolygonPair<double>> parse_polygon_pair_line<double>(std::string_view);

}  // namespace obb2d::harness
