#pragma once
/// @file
/// How a caller of each seed routine turns a box (c, u, v) into the
/// routine's native input: the adapters behind the CLI's port kernels and the
/// verification campaign (which then judges the port on exactly the geometry
/// this native input describes). The float ports take the numbers as float.
///   xna            origin c, half widths (|u|, |v|), angle atan2(u.y, u.x)
///   unity-box      world corners P0 = c-u-v, P1 = c+u-v, P2 = c+u+v, P3 = c-u+v
///   unity-convex   the same four points as the polygon
///   flipcode       corners c-u-v, c+u-v, c+u+v, c-u+v (in double)
///   cocos2dx(-intabs)  center c, width 2|u|, height 2|v|, rotation atan2(u.y, u.x)

#include "cocos2dx_obb_rect.hpp"
#include "flipcode_obb2d.hpp"
#include "unity_obb.hpp"
#include "xna_obb.hpp"

#include <cmath>
#include <vector>

namespace obb2d::ports {

/// A box's numbers as float, the precision of the float ports.
struct FloatBox {
  float cx, cy, ux, uy, vx, vy;
};

/// xna: origin c, half widths (|u|, |v|), angle atan2(u.y, u.x).
inline xna::Obb make_xna_obb(const FloatBox& box) {
  return xna::MakeObb({box.cx, box.cy}, std::atan2(box.uy, box.ux),
                      {std::hypot(box.ux, box.uy), std::hypot(box.vx, box.vy)});
}

/// unity-box: the world corners P0 = c-u-v, P1 = c+u-v, P2 = c+u+v, P3 = c-u+v.
inline unity::BoxObb make_unity_corners(const FloatBox& box) {
  return {{box.cx - box.ux - box.vx, box.cy - box.uy - box.vy},
          {box.cx + box.ux - box.vx, box.cy + box.uy - box.vy},
          {box.cx + box.ux + box.vx, box.cy + box.uy + box.vy},
          {box.cx - box.ux + box.vx, box.cy - box.uy + box.vy}};
}

/// unity-convex: the same four points, as the polygon.
inline std::vector<unity::Vector2> make_unity_polygon(const FloatBox& box) {
  const unity::BoxObb corners = make_unity_corners(box);
  return {corners.P0, corners.P1, corners.P2, corners.P3};
}

/// A box's numbers as double, the precision of the flipcode port.
struct DoubleBox {
  double cx, cy, ux, uy, vx, vy;
};

/// flipcode: corners c-u-v, c+u-v, c+u+v, c-u+v in double.
inline flipcode::OBB2D make_flipcode_box(const DoubleBox& box) {
  const double cx = box.cx, cy = box.cy, ux = box.ux, uy = box.uy, vx = box.vx, vy = box.vy;
  const flipcode::Vector2 corners[4] = {
      {cx - ux - vx, cy - uy - vy}, {cx + ux - vx, cy + uy - vy}, {cx + ux + vx, cy + uy + vy}, {cx - ux + vx, cy - uy + vy}};
  return flipcode::OBB2D::from_corners(corners);
}

/// cocos2dx: center c, width 2|u|, height 2|v|, rotation atan2(u.y, u.x).
template <cocos2dx::AbsBinding binding>
cocos2dx::ObbRect<binding> make_cocos_rect(const FloatBox& box) {
  return {box.cx, box.cy, 2 * std::hypot(box.ux, box.uy), 2 * std::hypot(box.vx, box.vy), std::atan2(box.uy, box.ux)};
}

}  // namespace obb2d::ports
