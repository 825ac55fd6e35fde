#pragma once
/// @file
/// The baseline: the separating-axis test engines use today. Plain float
/// arithmetic, the four edge normals of the two boxes, early exit, no
/// exactness and no coordinate axes. Answers "do they overlap" (closed).

#include <obb2d/obb2d.hpp>

#include <cmath>

namespace obb2d::bench {

/// Whether no edge normal of a or b separates them, evaluated in float.
inline bool overlaps_by_naive_float_sat(const Box<float>& a, const Box<float>& b) {
  const float dx = b.center.x - a.center.x, dy = b.center.y - a.center.y;
  const Vec2<float> edges[4] = {a.u, a.v, b.u, b.v};
  for (const Vec2<float>& edge : edges) {
    const float nx = -edge.y, ny = edge.x;
    const float distance = std::fabs(dx * nx + dy * ny);
    const float radius = std::fabs(a.u.x * nx + a.u.y * ny) + std::fabs(a.v.x * nx + a.v.y * ny) +
                         std::fabs(b.u.x * nx + b.u.y * ny) + std::fabs(b.v.x * nx + b.v.y * ny);
    if (distance > radius) return false;
  }
  return true;
}

}  // namespace obb2d::bench
