#pragma once
/// @file
/// A box as stored: plain numbers, no dependency (the seed ports' adapters
/// take it too).

#include <cmath>

namespace obb2d::oracle {

/// A box exactly as stored: center c and half-edge vectors u, v, meaning the
/// closed set { c + s*u + t*v : -1 <= s, t <= 1 }. Plain data, so the oracle
/// does not depend on the kernel's types.
template <class T>
struct StoredBox {
  T cx, cy;  ///< center
  T ux, uy;  ///< first half-edge vector
  T vx, vy;  ///< second half-edge vector
};

/// Whether every number of the box is finite (neither NaN nor ±infinity).
template <class T>
bool is_finite_box(const StoredBox<T>& box) {
  return std::isfinite(box.cx) && std::isfinite(box.cy) && std::isfinite(box.ux) &&
         std::isfinite(box.uy) && std::isfinite(box.vx) && std::isfinite(box.vy);
}

}  // namespace obb2d::oracle
