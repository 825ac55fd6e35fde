#pragma once
/// @file
/// The seed ports (ports/*.hpp) as benchmark methods, each on its native
/// input made once, outside the timing, by its adapter (ports/box_adapters.hpp,
/// the same as the CLI's `--kernel NAME`): float numbers for every port but
/// flipcode, which takes double corners. They run on the float workloads.

#include "../workloads.hpp"
#include "ports/box_adapters.hpp"

#include <cstddef>
#include <vector>

namespace obb2d::bench::peers {

/// The port's view of a float box.
inline ports::FloatBox to_port_float_box(const Box<float>& box) {
  return {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
}

/// One seed port on every pair of a workload. `make_native` makes the native
/// input of a box; `is_intersecting` answers a pair of native inputs.
template <class Native, Native (*make_native)(const Box<float>&), bool (*is_intersecting)(const Native&, const Native&)>
class SeedPortRunner {
 public:
  /// Converts every box of `pairs` to the port's native input.
  explicit SeedPortRunner(const std::vector<BoxPair<float>>& pairs) {
    for (const BoxPair<float>& pair : pairs) {
      first_.push_back(make_native(pair.a));
      second_.push_back(make_native(pair.b));
    }
  }

  /// The port's answer for pair i.
  bool intersects(std::size_t i) const { return is_intersecting(first_[i], second_[i]); }

 private:
  std::vector<Native> first_, second_;
};

// Each port's adapter (make_*_native) and test (*_intersects), as the
// template arguments of SeedPortRunner.

/// xna: origin, half widths and angle.
inline ports::xna::Obb make_xna_native(const Box<float>& box) { return ports::make_xna_obb(to_port_float_box(box)); }
inline bool xna_intersects(const ports::xna::Obb& a, const ports::xna::Obb& b) { return ports::xna::Intersects(a, b); }

/// unity-box: the four world corners.
inline ports::unity::BoxObb make_unity_box_native(const Box<float>& box) {
  return ports::make_unity_corners(to_port_float_box(box));
}
inline bool unity_box_intersects(const ports::unity::BoxObb& a, const ports::unity::BoxObb& b) {
  return ports::unity::Intersects(a, b);
}

/// unity-convex: the four corners as a polygon.
inline std::vector<ports::unity::Vector2> make_unity_convex_native(const Box<float>& box) {
  return ports::make_unity_polygon(to_port_float_box(box));
}
inline bool unity_convex_intersects(const std::vector<ports::unity::Vector2>& a,
                                    const std::vector<ports::unity::Vector2>& b) {
  return ports::unity::IntersectsConvex(a, b);
}

/// flipcode: the corners in double.
inline ports::flipcode::OBB2D make_flipcode_native(const Box<float>& box) {
  return ports::make_flipcode_box({box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y});
}
inline bool flipcode_intersects(const ports::flipcode::OBB2D& a, const ports::flipcode::OBB2D& b) {
  return a.overlaps(b);
}

/// cocos2dx(-intabs): center, width, height and rotation.
template <ports::cocos2dx::AbsBinding binding>
ports::cocos2dx::ObbRect<binding> make_cocos_native(const Box<float>& box) {
  return ports::make_cocos_rect<binding>(to_port_float_box(box));
}
template <ports::cocos2dx::AbsBinding binding>
bool cocos_intersects(const ports::cocos2dx::ObbRect<binding>& a, const ports::cocos2dx::ObbRect<binding>& b) {
  return a.intersects(b);
}

using XnaRunner = SeedPortRunner<ports::xna::Obb, make_xna_native, xna_intersects>;
using UnityBoxRunner = SeedPortRunner<ports::unity::BoxObb, make_unity_box_native, unity_box_intersects>;
using UnityConvexRunner =
    SeedPortRunner<std::vector<ports::unity::Vector2>, make_unity_convex_native, unity_convex_intersects>;
using FlipcodeRunner = SeedPortRunner<ports::flipcode::OBB2D, make_flipcode_native, flipcode_intersects>;
using CocosRunner = SeedPortRunner<ports::cocos2dx::ObbRect<ports::cocos2dx::AbsBinding::floating>,
                                   make_cocos_native<ports::cocos2dx::AbsBinding::floating>,
                                   cocos_intersects<ports::cocos2dx::AbsBinding::floating>>;
using CocosIntAbsRunner = SeedPortRunner<ports::cocos2dx::ObbRect<ports::cocos2dx::AbsBinding::truncating_int>,
                                         make_cocos_native<ports::cocos2dx::AbsBinding::truncating_int>,
                                         cocos_intersects<ports::cocos2dx::AbsBinding::truncating_int>>;

}  // namespace obb2d::bench::peers
