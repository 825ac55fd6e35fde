#pragma once
/// @file
/// The seed ports (ports/*.hpp) as benchmark methods, each on its native
/// input made once, outside the timing, by its own adapter (the port's
/// SeedPort::adapt, the same as the CLI's `--kernel NAME`): float numbers
/// for every port but flipcode, which takes double corners. They run on the
/// float workloads.

#include "../workloads.hpp"
#include "ports/cocos2dx_obb_rect.hpp"
#include "ports/flipcode_obb2d.hpp"
#include "ports/unity_obb.hpp"
#include "ports/xna_obb.hpp"

#include <cstddef>
#include <vector>

namespace obb2d::bench::peers {

/// One seed port (its SeedPort struct) on every pair of a workload.
template <class Port>
class SeedPortRunner {
 public:
  /// Converts every box of `pairs` to the port's native input.
  explicit SeedPortRunner(const std::vector<BoxPair<float>>& pairs) {
    const auto native = [](const Box<float>& box) {
      return Port::adapt({box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y});
    };
    for (const BoxPair<float>& pair : pairs) {
      first_.push_back(native(pair.a));
      second_.push_back(native(pair.b));
    }
  }

  /// The port's answer for pair i.
  bool intersects(std::size_t i) const { return Port::intersects(first_[i], second_[i]); }

 private:
  std::vector<typename Port::State> first_, second_;
};

using XnaRunner = SeedPortRunner<ports::xna::SeedPort>;
using UnityBoxRunner = SeedPortRunner<ports::unity::BoxSeedPort>;
using UnityConvexRunner = SeedPortRunner<ports::unity::ConvexSeedPort>;
using FlipcodeRunner = SeedPortRunner<ports::flipcode::SeedPort>;
using CocosRunner = SeedPortRunner<ports::cocos2dx::SeedPort<ports::cocos2dx::AbsBinding::floating>>;
using CocosIntAbsRunner = SeedPortRunner<ports::cocos2dx::SeedPort<ports::cocos2dx::AbsBinding::truncating_int>>;

}  // namespace obb2d::bench::peers
