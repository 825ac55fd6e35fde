#pragma once
/// @file
/// One line of `obb2d classify` input: twelve numbers, box A then box B.

#include "box_pair.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace obb2d::harness {

/// What a line holds: nothing to answer (blank or comment), a box pair, or a
/// reason it is malformed.
template <class T>
struct ParsedLine {
  bool is_skipped = false;          ///< blank, or its first non-blank is '#'
  std::optional<BoxPair<T>> pair;   ///< set when the line is well formed
  std::string error;                ///< what is wrong, when it is not
};

/// Parses one line. Tokens are separated by blanks; each must be a whole
/// `strtod` number (decimal, hex float, "nan", "inf", ...). For T = float a
/// token is read by `strtof`, so it rounds to binary32 exactly as strtof does
/// (out-of-range magnitudes become ±inf, tiny ones subnormal or 0). A '#'
/// ends the line (a comment), also right after a number. A control
/// character other than a blank (NUL included) makes the line an error, with
/// its column; a UTF-8 byte-order mark at the start is skipped.
template <class T>
ParsedLine<T> parse_box_pair_line(std::string_view line);

extern template ParsedLine<float> parse_box_pair_line<float>(std::string_view);
extern template ParsedLine<double> parse_box_pair_line<double>(std::string_view);

}  // namespace obb2d::harness
