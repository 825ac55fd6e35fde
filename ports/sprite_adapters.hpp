#pragma once
/// @file
/// How a caller hands a sprite to seed 004's port (ports/xna_sprite.hpp), and
/// how the port's matrix is read by everyone else, so the CLI, the fuzz
/// target and the tests judge the port on exactly the transform it holds:
///   - the 2x3 part of an XNA matrix (row vectors: world x = x M11 + y M21 +
///     M41, world y = x M12 + y M22 + M42) is an obb2d::Affine2x3<float>;
///   - a 2x3 transform given directly becomes an XNA matrix with it in those
///     six places and the identity elsewhere;
///   - the port reads `pixelData[x, y].A > 0`; for a threshold t the adapter
///     zeroes every alpha at or below t, so "opaque" means the same for all.

#include "xna_sprite.hpp"

#include <obb2d/obb2d.hpp>

#include <vector>

namespace obb2d::ports {

/// The 2x3 affine part of an XNA matrix.
inline Affine2x3<float> to_affine(const xna_sprite::Matrix& m) { return {m.M11, m.M12, m.M21, m.M22, m.M41, m.M42}; }

/// An XNA matrix holding a 2x3 affine transform (identity elsewhere).
inline xna_sprite::Matrix to_xna_matrix(const Affine2x3<float>& a) {
  xna_sprite::Matrix m = xna_sprite::Identity();
  m.M11 = a.xx, m.M12 = a.xy, m.M21 = a.yx, m.M22 = a.yy, m.M41 = a.tx, m.M42 = a.ty;
  return m;
}

/// The alpha values the port should see for `threshold`: those at or below
/// it become 0 (the port's own test is A > 0).
inline std::vector<unsigned char> make_port_alpha(const std::vector<unsigned char>& alpha, unsigned char threshold) {
  std::vector<unsigned char> port_alpha(alpha);
  for (unsigned char& value : port_alpha) value = value > threshold ? value : 0;
  return port_alpha;
}

/// The port's whole routine on a row-major mask (alpha[x + y * width]).
inline xna_sprite::Rectangle run_xna_sprite(int width, int height, const std::vector<unsigned char>& alpha,
                                            unsigned char threshold, const xna_sprite::Matrix& to_world) {
  const std::vector<unsigned char> port_alpha = make_port_alpha(alpha, threshold);
  return xna_sprite::UpdateBoundingBox({width, height, port_alpha.data()}, to_world);
}

}  // namespace obb2d::ports
