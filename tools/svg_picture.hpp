#pragma once
/// @file
/// The picture of one finding: both boxes, the oracle's witness point (where
/// they meet) or the gap between their centers, and, when the story is
/// smaller than a pixel of the whole view, a zoomed second panel.

#include "box_pair_line.hpp"

#include <string>

namespace obb2d::cli {

/// An SVG document (two panels side by side) picturing `pair`, titled
/// `title`. The witness comes from the oracle; none for invalid pairs.
std::string draw_box_pair_svg(const BoxPair<double>& pair, const std::string& title);

/// `text` as SVG (XML) character data (not for attributes): &, < and >
/// escaped, and any
/// control character other than tab replaced by U+FFFD, so that no title can
/// break the file or add markup to it.
std::string escape_svg_text(const std::string& text);

}  // namespace obb2d::cli
