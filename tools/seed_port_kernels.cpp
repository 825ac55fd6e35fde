/// @file
/// The seed ports as kernels of the CLI, each behind its adapter
/// (ports/box_adapters.hpp). The ports are float routines except flipcode
/// (double); at --precision double the float ports get the numbers as float.

#include "kernel_registry.hpp"
#include "ports/box_adapters.hpp"

#include <cmath>
#include <vector>

namespace obb2d::cli {
namespace {

std::string_view yes_no(bool is_intersecting) { return is_intersecting ? "intersecting" : "disjoint"; }

template <class T>
ports::FloatBox to_float_box(const oracle::StoredBox<T>& box) {
  return {float(box.cx), float(box.cy), float(box.ux), float(box.uy), float(box.vx), float(box.vy)};
}

template <class T>
ports::DoubleBox to_double_box(const oracle::StoredBox<T>& box) {
  return {double(box.cx), double(box.cy), double(box.ux), double(box.uy), double(box.vx), double(box.vy)};
}

}  // namespace

template <class T>
std::string_view answer_with_xna(const BoxPair<T>& pair) {
  return yes_no(ports::xna::Intersects(ports::make_xna_obb(to_float_box(pair.a)), ports::make_xna_obb(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_unity_box(const BoxPair<T>& pair) {
  return yes_no(ports::unity::Intersects(ports::make_unity_corners(to_float_box(pair.a)), ports::make_unity_corners(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_unity_convex(const BoxPair<T>& pair) {
  return yes_no(ports::unity::IntersectsConvex(ports::make_unity_polygon(to_float_box(pair.a)),
                                               ports::make_unity_polygon(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_flipcode(const BoxPair<T>& pair) {
  return yes_no(ports::make_flipcode_box(to_double_box(pair.a)).overlaps(ports::make_flipcode_box(to_double_box(pair.b))));
}

template <class T>
std::string_view answer_with_cocos2dx(const BoxPair<T>& pair) {
  using ports::cocos2dx::AbsBinding;
  return yes_no(ports::make_cocos_rect<AbsBinding::floating>(to_float_box(pair.a))
                    .intersects(ports::make_cocos_rect<AbsBinding::floating>(to_float_box(pair.b))));
}

template <class T>
std::string_view answer_with_cocos2dx_intabs(const BoxPair<T>& pair) {
  using ports::cocos2dx::AbsBinding;
  return yes_no(ports::make_cocos_rect<AbsBinding::truncating_int>(to_float_box(pair.a))
                    .intersects(ports::make_cocos_rect<AbsBinding::truncating_int>(to_float_box(pair.b))));
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
