#pragma once
/// @file
/// Decodes a fuzz input into a sprite (a small alpha mask and a threshold)
/// and a transform: XNA-style placement (position, origin, scale, rotation,
/// turned into a matrix exactly as seed 004 does) or a raw 2x3 matrix.
/// Small sub-pixel numbers, exact quarter turns, negative scales and
/// positions, raw float bits (huge, tiny, NaN, infinity) are all reachable.

#include "fuzz_bytes.hpp"
#include "oracle/sprite_bounds.hpp"
#include "ports/sprite_adapters.hpp"

#include <obb2d/obb2d.hpp>

#include <cstdio>
#include <string>

namespace obb2d::harness {

/// The largest mask side the decoder makes (the oracle is brute force).
inline constexpr int max_fuzz_sprite_side = 24;

/// A decoded input.
struct SpriteCase {
  oracle::SpriteMask mask;                ///< the sprite
  ports::xna_sprite::Matrix to_world;     ///< the XNA matrix the port uses
  Affine2x3<float> transform;             ///< the same matrix as a 2x3 (what the others use)
  bool is_placement = false;              ///< built from position/origin/scale/rotation
};

namespace detail {

/// A float: eighths in [-limit/8, limit/8] (kind 0) or raw bits (kind 1).
inline float take_number(FuzzBytes& bytes, bool is_raw, int limit) {
  return is_raw ? bytes.take_raw_bits<float>() : static_cast<float>(bytes.take_small_int(limit)) / 8.0f;
}

inline void fill_mask(FuzzBytes& bytes, oracle::SpriteMask& mask) {
  const int width = mask.width, height = mask.height;
  mask.alpha.assign(std::size_t(width) * height, 0);
  switch (bytes.take_choice(4)) {
    case 0: {  // one bit per pixel
      for (std::size_t i = 0; i < mask.alpha.size(); i += 8) {
        const unsigned bits = bytes.take<std::uint8_t>();
        for (std::size_t j = 0; j < 8 && i + j < mask.alpha.size(); ++j) mask.alpha[i + j] = (bits >> j) & 1 ? 255 : 0;
      }
      break;
    }
    case 1:  // raw alpha values
      for (unsigned char& alpha : mask.alpha) alpha = bytes.take<std::uint8_t>();
      break;
    case 2: {  // a filled rectangle
      if (width == 0 || height == 0) break;
      const int x0 = bytes.take_choice(width), y0 = bytes.take_choice(height);
      const int x1 = x0 + 1 + bytes.take_choice(width - x0), y1 = y0 + 1 + bytes.take_choice(height - y0);
      for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) mask.alpha[std::size_t(x) + std::size_t(y) * width] = 255;
      }
      break;
    }
    default: {  // a few single pixels
      if (width == 0 || height == 0) break;
      const int count = 1 + bytes.take_choice(3);
      for (int i = 0; i < count; ++i) {
        const int x = bytes.take_choice(width), y = bytes.take_choice(height);
        mask.alpha[std::size_t(x) + std::size_t(y) * width] = bytes.take<std::uint8_t>() | 1;
      }
    }
  }
}

}  // namespace detail

/// Decodes any byte string (zero bytes give an empty, untransformed sprite).
inline SpriteCase make_sprite_case_from_bytes(FuzzBytes& bytes) {
  namespace xna = ports::xna_sprite;
  SpriteCase sprite;
  sprite.mask.width = bytes.take_choice(max_fuzz_sprite_side + 1);
  sprite.mask.height = bytes.take_choice(max_fuzz_sprite_side + 1);
  const unsigned char thresholds[4] = {0, 127, 254, 255};
  sprite.mask.threshold = thresholds[bytes.take_choice(4)];
  detail::fill_mask(bytes, sprite.mask);

  const unsigned kind = bytes.take_choice(4);
  const bool is_raw = (kind & 1) != 0;
  if (kind < 2) {
    const xna::Vector2 position{detail::take_number(bytes, is_raw, 4000), detail::take_number(bytes, is_raw, 4000)};
    const xna::Vector2 origin{detail::take_number(bytes, is_raw, 400), detail::take_number(bytes, is_raw, 400)};
    const float scale = is_raw ? bytes.take_raw_bits<float>() : static_cast<float>(bytes.take_small_int(64)) / 16.0f;
    // Rotation: a multiple of a quarter turn as XNA code writes it
    // (MathHelper.PiOver2 * k), or hundredths of a radian, or raw bits.
    float rotation;
    const unsigned rotation_kind = bytes.take_choice(2);
    if (is_raw) {
      rotation = bytes.take_raw_bits<float>();
    } else if (rotation_kind == 0) {
      rotation = 1.57079637f * static_cast<float>(bytes.take_small_int(8));
    } else {
      rotation = static_cast<float>(bytes.take_small_int(1000)) / 100.0f;
    }
    sprite.to_world = xna::MakeToWorldSpace(position, origin, scale, rotation);
    sprite.transform = ports::to_affine(sprite.to_world);
    sprite.is_placement = true;
  } else {
    Affine2x3<float> m;
    for (float* number : {&m.xx, &m.xy, &m.yx, &m.yy}) *number = is_raw ? bytes.take_raw_bits<float>() : static_cast<float>(bytes.take_small_int(64)) / 16.0f;
    for (float* number : {&m.tx, &m.ty}) *number = detail::take_number(bytes, is_raw, 4000);
    sprite.transform = m;
    sprite.to_world = ports::to_xna_matrix(m);
  }
  return sprite;
}

/// The mask as text: "WIDTHxHEIGHT:THRESHOLD:" then two hex digits per alpha.
inline std::string format_mask(const oracle::SpriteMask& mask) {
  std::string text = std::to_string(mask.width) + "x" + std::to_string(mask.height) + ":" +
                     std::to_string(int(mask.threshold)) + ":";
  char hex[3];
  for (const unsigned char alpha : mask.alpha) {
    std::snprintf(hex, sizeof hex, "%02x", alpha);
    text += hex;
  }
  return text;
}

/// The transform as `obb2d sprite-bounds` arguments, every number a hex float.
inline std::string format_matrix_arguments(const Affine2x3<float>& m) {
  std::string text = "--matrix ";
  char number[40];
  // --matrix a,b,c,d,e,f means x' = a x + b y + e, y' = c x + d y + f.
  const float numbers[6] = {m.xx, m.yx, m.xy, m.yy, m.tx, m.ty};
  for (int i = 0; i < 6; ++i) {
    std::snprintf(number, sizeof number, "%s%a", i ? "," : "", static_cast<double>(numbers[i]));
    text += number;
  }
  return text;
}

}  // namespace obb2d::harness
