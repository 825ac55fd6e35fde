#pragma once
/// @file
/// The oracle for sprite bounds, by brute force with exact rationals:
///   - the opaque rectangle: every pixel is looked at, min and max kept;
///   - the world bounds: every corner of every opaque pixel square goes
///     through the stored affine transform exactly, min and max kept;
///   - the world box of a pixel rectangle: c = M * middle, u = M_x * w / 2,
///     v = M_y * h / 2, exactly.
/// It shares nothing with impl/obb2d/sprite_bounds.hpp's reasoning (no hull,
/// no extreme-vertex search, no rounding): a different algorithm for the
/// same meaning.

#include "rational.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace obb2d::oracle {

/// An alpha mask: `alpha[x + y * width]` is pixel (x, y); a pixel is opaque
/// when its alpha is greater than `threshold`.
struct SpriteMask {
  int width = 0;                    ///< pixels per row
  int height = 0;                   ///< rows
  std::vector<unsigned char> alpha; ///< width * height values, row by row
  unsigned char threshold = 0;      ///< opaque means alpha > threshold

  /// Whether pixel (x, y) is opaque (false outside the mask).
  bool is_opaque(int x, int y) const {
    return x >= 0 && y >= 0 && x < width && y < height && alpha[std::size_t(x) + std::size_t(y) * width] > threshold;
  }
};

/// A stored 2x3 affine transform: local (x, y) goes to world
/// (xx * x + yx * y + tx, xy * x + yy * y + ty).
template <class T>
struct StoredAffine {
  T xx, xy;  ///< image of the local x axis
  T yx, yy;  ///< image of the local y axis
  T tx, ty;  ///< translation
};

/// Whether every number of the transform is finite.
template <class T>
bool is_finite_affine(const StoredAffine<T>& m) {
  return std::isfinite(m.xx) && std::isfinite(m.xy) && std::isfinite(m.yx) && std::isfinite(m.yy) &&
         std::isfinite(m.tx) && std::isfinite(m.ty);
}

/// The closed pixel rectangle [min_x, max_x] x [min_y, max_y].
struct ExactPixelRectangle {
  int min_x, min_y, max_x, max_y;  ///< edges in texture space
};

/// Exact world bounds [min, max].
template <class Q = Rational>
struct ExactBounds {
  Q min_x, min_y, max_x, max_y;  ///< the extremes of the opaque squares' world points
};

/// An exact box (c, u, v).
template <class Q = Rational>
struct ExactBox {
  Q cx, cy, ux, uy, vx, vy;  ///< center and half-edge vectors
};

/// The smallest pixel rectangle holding every opaque square; none when no
/// pixel is opaque.
inline std::optional<ExactPixelRectangle> find_exact_opaque_rectangle(const SpriteMask& mask) {
  std::optional<ExactPixelRectangle> found;
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) {
      if (!mask.is_opaque(x, y)) continue;
      if (!found) found = ExactPixelRectangle{x, y, x + 1, y + 1};
      found->min_x = std::min(found->min_x, x), found->max_x = std::max(found->max_x, x + 1);
      found->min_y = std::min(found->min_y, y), found->max_y = std::max(found->max_y, y + 1);
    }
  }
  return found;
}

/// The exact world bounds of the union of the opaque squares under `m`
/// (finite numbers only); none when no pixel is opaque. Every grid point
/// that is a corner of some opaque square is transformed.
template <class Q = Rational, class T>
std::optional<ExactBounds<Q>> find_exact_world_bounds(const SpriteMask& mask, const StoredAffine<T>& m) {
  const Q xx = to_rational<Q>(m.xx), xy = to_rational<Q>(m.xy), yx = to_rational<Q>(m.yx);
  const Q yy = to_rational<Q>(m.yy), tx = to_rational<Q>(m.tx), ty = to_rational<Q>(m.ty);
  std::optional<ExactBounds<Q>> bounds;
  for (int y = 0; y <= mask.height; ++y) {
    for (int x = 0; x <= mask.width; ++x) {
      const bool is_corner = mask.is_opaque(x, y) || mask.is_opaque(x - 1, y) || mask.is_opaque(x, y - 1) ||
                             mask.is_opaque(x - 1, y - 1);
      if (!is_corner) continue;
      const Q world_x = xx * x + yx * y + tx;
      const Q world_y = xy * x + yy * y + ty;
      if (!bounds) {
        bounds = ExactBounds<Q>{world_x, world_y, world_x, world_y};
        continue;
      }
      if (world_x < bounds->min_x) bounds->min_x = world_x;
      if (world_x > bounds->max_x) bounds->max_x = world_x;
      if (world_y < bounds->min_y) bounds->min_y = world_y;
      if (world_y > bounds->max_y) bounds->max_y = world_y;
    }
  }
  return bounds;
}

/// The exact world box of the pixel rectangle `r` under `m`.
template <class Q = Rational, class T>
ExactBox<Q> make_exact_rectangle_box(const ExactPixelRectangle& r, const StoredAffine<T>& m) {
  const Q xx = to_rational<Q>(m.xx), xy = to_rational<Q>(m.xy), yx = to_rational<Q>(m.yx);
  const Q yy = to_rational<Q>(m.yy), tx = to_rational<Q>(m.tx), ty = to_rational<Q>(m.ty);
  const Q middle_x = Q(r.min_x + r.max_x) / 2, middle_y = Q(r.min_y + r.max_y) / 2;
  const Q half_width = Q(r.max_x - r.min_x) / 2, half_height = Q(r.max_y - r.min_y) / 2;
  return {xx * middle_x + yx * middle_y + tx, xy * middle_x + yy * middle_y + ty, xx * half_width,
          xy * half_width, yx * half_height, yy * half_height};
}

}  // namespace obb2d::oracle
