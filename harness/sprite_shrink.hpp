#pragma once
/// @file
/// A shrinker for sprite findings: the mask and the matrix made simpler
/// while the finding's class (a sprite kernel's sprite_class, e.g. seed
/// 004's port's: the defect and the kind of transform) still holds. The mask's moves,
/// simplest result first: a border column or row dropped (last, first),
/// the threshold set to 0, a pixel made transparent (alpha 0), an opaque
/// pixel made fully opaque (alpha 255); the first move that keeps the class
/// is taken and the moves are made again from the new mask. The matrix's
/// six numbers go to shrink_numbers (harness/shrink.hpp), with "no
/// translation" as a move of both its numbers at once. Mask and matrix take
/// turns until neither changes or the budget of class tests is spent. An
/// invertible transform stays invertible. Deterministic: the same witness gives the same result.

#include "harness/kernels.hpp"
#include "harness/shrink.hpp"
#include "oracle/sprite_bounds.hpp"
#include "ports/sprite_adapters.hpp"

#include <obb2d/obb2d.hpp>

#include <string>
#include <vector>

namespace obb2d::harness {

/// A sprite finding's witness: the mask and the 2x3 transform the port is
/// given (as an XNA matrix: ports::to_xna_matrix).
struct SpriteWitness {
  oracle::SpriteMask mask;
  Affine2x3<float> transform;
};

/// How complicated a mask is: its area first, then its sides, then its
/// pixels (fully opaque simpler than partly) and a non-zero threshold.
inline long mask_complexity(const oracle::SpriteMask& mask) {
  long sum = 4096L * mask.width * mask.height + 16L * (mask.width + mask.height) + (mask.threshold != 0 ? 1 : 0);
  for (const unsigned char alpha : mask.alpha) sum += alpha == 0 ? 0 : alpha == 255 ? 2 : 3;
  return sum;
}

/// The part of `mask` of `width` x `height` pixels from (left, top).
inline oracle::SpriteMask cropped(const oracle::SpriteMask& mask, int left, int top, int width, int height) {
  oracle::SpriteMask part{width, height, {}, mask.threshold};
  part.alpha.reserve(std::size_t(width) * std::size_t(height));
  for (int y = top; y < top + height; ++y) {
    for (int x = left; x < left + width; ++x) part.alpha.push_back(mask.alpha[std::size_t(x) + std::size_t(y) * mask.width]);
  }
  return part;
}

/// The masks one move simpler than `mask`, in the order they are tried.
inline std::vector<oracle::SpriteMask> simpler_masks(const oracle::SpriteMask& mask) {
  std::vector<oracle::SpriteMask> masks;
  const int width = mask.width, height = mask.height;
  if (width > 0) {
    masks.push_back(cropped(mask, 0, 0, width - 1, height));
    masks.push_back(cropped(mask, 1, 0, width - 1, height));
  }
  if (height > 0) {
    masks.push_back(cropped(mask, 0, 0, width, height - 1));
    masks.push_back(cropped(mask, 0, 1, width, height - 1));
  }
  if (mask.threshold != 0) {
    masks.push_back(mask);
    masks.back().threshold = 0;
  }
  for (std::size_t i = 0; i < mask.alpha.size(); ++i) {
    const unsigned char alpha = mask.alpha[i];
    if (alpha != 0) {
      masks.push_back(mask);
      masks.back().alpha[i] = 0;
    }
    if (alpha > mask.threshold && alpha != 255) {
      masks.push_back(mask);
      masks.back().alpha[i] = 255;
    }
  }
  return masks;
}

/// The six numbers of a transform, in `--matrix a,b,c,d,e,f` order.
inline std::vector<float> numbers_of(const Affine2x3<float>& m) { return {m.xx, m.yx, m.xy, m.yy, m.tx, m.ty}; }

inline Affine2x3<float> transform_of(const std::vector<float>& n) { return {n[0], n[2], n[1], n[3], n[4], n[5]}; }

/// Whether the transform's linear part is invertible (its determinant, a
/// difference of two products of floats, exact in double, is not 0).
inline bool is_invertible(const Affine2x3<float>& m) {
  return double(m.xx) * double(m.yy) != double(m.xy) * double(m.yx);
}

/// The witness made as simple as its class allows, calling `class_of`
/// (mask, transform -> class name) at most `budget` times; the witness as
/// it was when its class is not `wanted` (nothing to keep). A witness whose
/// transform is invertible keeps an invertible one: a sprite squashed onto
/// a line may show the same class, but not the sprite a reader has in mind.
template <class ClassOf>
SpriteWitness shrink_sprite_witness(SpriteWitness witness, ClassOf class_of, const std::string& wanted, int budget) {
  const bool was_invertible = is_invertible(witness.transform);
  const auto holds = [&](const oracle::SpriteMask& mask, const Affine2x3<float>& m) {
    --budget;
    return (is_invertible(m) || !was_invertible) && class_of(mask, m) == wanted;
  };
  if (!holds(witness.mask, witness.transform)) return witness;
  const auto no_translation = [](const std::vector<float>& n) {
    std::vector<std::vector<float>> moves(1, n);
    moves[0][4] = moves[0][5] = 0;
    return moves;
  };
  for (bool has_changed = true; has_changed && budget > 0;) {
    has_changed = false;
    for (bool has_mask_changed = true; has_mask_changed && budget > 0;) {
      has_mask_changed = false;
      for (const oracle::SpriteMask& mask : simpler_masks(witness.mask)) {
        if (budget <= 0) break;
        if (mask_complexity(mask) < mask_complexity(witness.mask) && holds(mask, witness.transform)) {
          witness.mask = mask;
          has_mask_changed = has_changed = true;
          break;
        }
      }
    }
    const std::vector<float> numbers = numbers_of(witness.transform);
    const auto numbers_hold = [&](const std::vector<float>& n) { return holds(witness.mask, transform_of(n)); };
    const std::vector<float> shrunk = shrink_numbers(numbers, numbers_hold, no_translation, budget);
    if (shrunk != numbers) {
      witness.transform = transform_of(shrunk);
      has_changed = true;
    }
  }
  return witness;
}

/// A sprite kernel's witness of class `wanted` made as simple as it allows
/// (the row's sprite_class; a port is given the 2x3 transform as an XNA matrix).
inline SpriteWitness shrink_sprite_witness(const SpriteWitness& witness, const Kernel& kernel, const std::string& wanted,
                                           int budget) {
  const auto class_of = [&kernel](const oracle::SpriteMask& mask, const Affine2x3<float>& m) {
    return kernel.sprite_class({mask, ports::to_xna_matrix(m), m});
  };
  return shrink_sprite_witness(witness, class_of, wanted, budget);
}

}  // namespace obb2d::harness
