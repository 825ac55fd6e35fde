#pragma once
/// @file
/// The answers `obb2d sprite-bounds` can give for one sprite and transform,
/// one per kernel: `exact` (the production routine,
/// impl/obb2d/sprite_bounds.hpp), `oracle` (exact rationals,
/// oracle/sprite_bounds.hpp) and `xna-sprite` (seed 004's port, judged on the
/// matrix it holds: ports/sprite_adapters.hpp).

#include "oracle/sprite_bounds.hpp"
#include "ports/xna_sprite.hpp"

#include <obb2d/obb2d.hpp>

#include <optional>
#include <string>
#include <vector>

namespace obb2d::cli {

/// One sprite placed in the world: the mask and the one matrix every kernel
/// uses (the port as an XNA matrix, the others as its 2x3 part).
struct SpriteScene {
  oracle::SpriteMask mask;               ///< alpha and threshold
  ports::xna_sprite::Matrix to_world{};  ///< the matrix as XNA holds it
  Affine2x3<float> transform{};          ///< its 2x3 part
};

/// One kernel's answer, as text and as numbers for the picture.
struct SpriteAnswer {
  /// "bounded", "transparent", "invalid" (the matrix holds NaN or infinity,
  /// and only then) or "refused (why)".
  std::string status;
  std::string aabb_text;             ///< "minx miny maxx maxy" (when bounded)
  std::string box_text;              ///< "cx cy ux uy vx vy" as doubles, for `obb2d classify --precision double`
  std::string box_note;              ///< how box_text relates to the kernel's box (when bounded)
  double min_x = 0, min_y = 0, max_x = 0, max_y = 0;  ///< the AABB (rounded for the oracle)
  std::optional<Box<double>> box;    ///< the kernel's box, for the picture
};

/// The kernel names, in the order `--help` lists them.
const std::vector<std::string>& sprite_kernel_names();

/// The answer of kernel `name` (one of sprite_kernel_names()).
SpriteAnswer answer_sprite(const std::string& name, const SpriteScene& scene);

/// Whether every number of `m` is finite (else every kernel but the port
/// answers "invalid").
bool is_finite_matrix(const Affine2x3<float>& m);

/// A float as decimal text that reads back as the same float (nine
/// significant digits, "%.9g").
std::string format_float(float value);

}  // namespace obb2d::cli
