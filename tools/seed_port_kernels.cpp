/// @file
/// The seed ports as kernels of the CLI, each behind the adapter a caller of
/// that routine would write to turn a box (c, u, v) into its native input.
/// The ports are float routines except flipcode (double); at --precision
/// double the float ports receive the numbers rounded to float.
///   xna            origin c, half widths (|u|, |v|), angle atan2(u.y, u.x)
///   unity-box      world corners P0 = c-u-v, P1 = c+u-v, P2 = c+u+v, P3 = c-u+v
///   unity-convex   the same four points as the polygon
///   flipcode       corners c-u-v, c+u-v, c+u+v, c-u+v (in double)
///   cocos2dx(-intabs)  center c, width 2|u|, height 2|v|, rotation atan2(u.y, u.x)

#include "kernel_registry.hpp"
#include "ports/cocos2dx_obb_rect.hpp"
#include "ports/flipcode_obb2d.hpp"
#include "ports/unity_obb.hpp"
#include "ports/xna_obb.hpp"

#include <cmath>
#include <vector>

namespace obb2d::cli {
namespace {

std::string_view yes_no(bool is_intersecting) { return is_intersecting ? "intersecting" : "disjoint"; }

/// A box's numbers as float, the precision of the float ports.
struct FloatBox {
  float cx, cy, ux, uy, vx, vy;
};

template <class T>
FloatBox to_float_box(const oracle::StoredBox<T>& box) {
  return {float(box.cx), float(box.cy), float(box.ux), float(box.uy), float(box.vx), float(box.vy)};
}

ports::xna::Obb make_xna_obb(const FloatBox& box) {
  return ports::xna::MakeObb({box.cx, box.cy}, std::atan2(box.uy, box.ux),
                             {std::hypot(box.ux, box.uy), std::hypot(box.vx, box.vy)});
}

ports::unity::BoxObb make_unity_corners(const FloatBox& box) {
  return {{box.cx - box.ux - box.vx, box.cy - box.uy - box.vy},
          {box.cx + box.ux - box.vx, box.cy + box.uy - box.vy},
          {box.cx + box.ux + box.vx, box.cy + box.uy + box.vy},
          {box.cx - box.ux + box.vx, box.cy - box.uy + box.vy}};
}

std::vector<ports::unity::Vector2> make_unity_polygon(const FloatBox& box) {
  const ports::unity::BoxObb corners = make_unity_corners(box);
  return {corners.P0, corners.P1, corners.P2, corners.P3};
}

template <class T>
ports::flipcode::OBB2D make_flipcode_box(const oracle::StoredBox<T>& box) {
  const double cx = box.cx, cy = box.cy, ux = box.ux, uy = box.uy, vx = box.vx, vy = box.vy;
  const ports::flipcode::Vector2 corners[4] = {
      {cx - ux - vx, cy - uy - vy}, {cx + ux - vx, cy + uy - vy}, {cx + ux + vx, cy + uy + vy}, {cx - ux + vx, cy - uy + vy}};
  return ports::flipcode::OBB2D::from_corners(corners);
}

template <ports::cocos2dx::AbsBinding binding>
ports::cocos2dx::ObbRect<binding> make_cocos_rect(const FloatBox& box) {
  return {box.cx, box.cy, 2 * std::hypot(box.ux, box.uy), 2 * std::hypot(box.vx, box.vy), std::atan2(box.uy, box.ux)};
}

}  // namespace

template <class T>
std::string_view answer_with_xna(const BoxPair<T>& pair) {
  return yes_no(ports::xna::Intersects(make_xna_obb(to_float_box(pair.a)), make_xna_obb(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_unity_box(const BoxPair<T>& pair) {
  return yes_no(ports::unity::Intersects(make_unity_corners(to_float_box(pair.a)), make_unity_corners(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_unity_convex(const BoxPair<T>& pair) {
  return yes_no(ports::unity::IntersectsConvex(make_unity_polygon(to_float_box(pair.a)),
                                               make_unity_polygon(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_flipcode(const BoxPair<T>& pair) {
  return yes_no(make_flipcode_box(pair.a).overlaps(make_flipcode_box(pair.b)));
}

template <class T>
std::string_view answer_with_cocos2dx(const BoxPair<T>& pair) {
  using ports::cocos2dx::AbsBinding;
  return yes_no(make_cocos_rect<AbsBinding::floating>(to_float_box(pair.a))
                    .intersects(make_cocos_rect<AbsBinding::floating>(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_cocos2dx_intabs(const BoxPair<T>& pair) {
  using ports::cocos2dx::AbsBinding;
  return yes_no(make_cocos_rect<AbsBinding::truncating_int>(to_float_box(pair.a))
                    .intersects(make_cocos_rect<AbsBinding::truncating_int>(to_float_box(pair.b))));
}

#define OBB2D_INSTANTIATE_PORT_ANSWER(function)                                  \
  template std::string_view function<float>(const BoxPair<float>&); \
  template std::string_view function<double>(const BoxPair<double>&);
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_xna)
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_unity_box)
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_unity_convex)
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_flipcode)
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_cocos2dx)
OBB2D_INSTANTIATE_PORT_ANSWER(answer_with_cocos2dx_intabs)
#undef OBB2D_INSTANTIATE_PORT_ANSWER

}  // namespace obb2d::cli
