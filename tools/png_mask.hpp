#pragma once
/// @file
/// Alpha masks in and out of PNG files, through Debian's libpng (its
/// simplified png_image API): any PNG libpng reads (grey, palette, RGB, with
/// or without alpha, 8 or 16 bits) becomes 8-bit RGBA, and the alpha channel
/// is the mask (opaque everywhere for images without alpha).

#include "oracle/sprite_bounds.hpp"

#include <cstddef>
#include <string>

namespace obb2d::cli {

/// A mask read from a file, or the reason it could not be read.
struct PngMaskResult {
  oracle::SpriteMask mask;  ///< valid when `error` is empty (threshold left 0)
  std::string error;        ///< e.g. "not a PNG file" or libpng's own message
};

/// The most pixels an image may have (4096 x 4096, or any other shape of
/// that area): checked against the header before the pixels are allocated
/// (5 bytes a pixel while reading), so that a small file cannot claim
/// gigabytes.
inline constexpr unsigned long long png_pixel_budget = 1ull << 24;

/// Reads the alpha channel of the PNG at `path`; an image over
/// png_pixel_budget is an error.
PngMaskResult read_png_mask(const std::string& path);

/// The same for a PNG held in memory, `bytes[0, size)` (the fuzz target's
/// entry point: no file per input).
PngMaskResult read_png_mask_from_memory(const void* bytes, std::size_t size);

/// Reads a mask written as text, `WxH:HEX`: the width and the height
/// (decimal, at most png_pixel_budget pixels and each at most
/// max_sprite_side, 2^24, even when the other is 0; either may be 0, which
/// no PNG can hold), a colon, then each pixel's alpha as two hex digits, row
/// by row from the top (2 W H digits). Anything else is an error.
PngMaskResult read_text_mask(const std::string& text);

/// The text read_text_mask reads.
std::string format_text_mask(const oracle::SpriteMask& mask);

/// Writes `mask` as a grey-and-alpha PNG (grey 0, alpha as in the mask).
/// Returns an empty string on success, else the reason.
std::string write_png_mask(const std::string& path, const oracle::SpriteMask& mask);

}  // namespace obb2d::cli
