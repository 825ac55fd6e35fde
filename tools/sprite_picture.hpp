#pragma once
/// @file
/// The picture of one sprite's bounds: its opaque pixels placed in the world,
/// the exact bounds (the oracle's), and one kernel's AABB and box. World y
/// points down the picture, as on a game's screen. Every number in it is
/// finite and of modest size (tools/svg_panel.hpp), whatever the transform.

#include "sprite_kernels.hpp"

#include <string>

namespace obb2d::cli {

/// An SVG document showing `scene` with the oracle's `exact` answer and the
/// kernel's `answer`, titled `title`. The panel shows the finite parts of
/// both AABBs (a side that overflowed float reaches past the panel). What
/// cannot be drawn is left out and a last legend line says why: no pixel
/// when the matrix holds NaN or infinity, nothing when neither answer has
/// bounds. Its size is bounded whatever the mask: a mask whose rows hold
/// more than 10,000 runs of opaque pixels is drawn in square cells of 2^k
/// pixels (grey when any of their pixels is opaque), and a last legend line
/// says so; the bounds and the box are drawn from their numbers as always.
std::string draw_sprite_bounds_svg(const SpriteScene& scene, const SpriteAnswer& exact, const SpriteAnswer& answer,
                                   const std::string& title);

}  // namespace obb2d::cli
