#include "kernel_registry.hpp"

namespace obb2d::cli {

const std::vector<Kernel>& all_kernels() {
  static const std::vector<Kernel> kernels = {
      {"exact", "the production kernel: filtered exact separating-axis test",
       &answer_with_exact_kernel<float>, &answer_with_exact_kernel<double>},
      {"oracle", "exact-rational polygon clipping (the reference answer)",
       &answer_with_oracle<float>, &answer_with_oracle<double>},
      {"xna", "seed 000 port: XNA OBB, Ericson form with EPSILON (yes/no)",
       &answer_with_xna<float>, &answer_with_xna<double>},
      {"unity-box", "seed 001 port: Unity box, strict interval tests (yes/no)",
       &answer_with_unity_box<float>, &answer_with_unity_box<double>},
      {"unity-convex", "seed 001 port: Unity convex polygon, own edges only (yes/no)",
       &answer_with_unity_convex<float>, &answer_with_unity_convex<double>},
      {"flipcode", "seed 002 port: flipcode OBB2D, axes scaled by 1/|edge|^2 (yes/no)",
       &answer_with_flipcode<float>, &answer_with_flipcode<double>},
      {"cocos2dx", "seed 003 port: cocos2d-x OBBRect as written (yes/no)",
       &answer_with_cocos2dx<float>, &answer_with_cocos2dx<double>},
      {"cocos2dx-intabs", "seed 003 port: OBBRect with abs bound to int abs(int) (yes/no)",
       &answer_with_cocos2dx_intabs<float>, &answer_with_cocos2dx_intabs<double>},
  };
  return kernels;
}

const Kernel* find_kernel(std::string_view name) {
  for (const Kernel& kernel : all_kernels()) {
    if (kernel.name == name) return &kernel;
  }
  return nullptr;
}

std::string_view default_kernel_name() { return "exact"; }

}  // namespace obb2d::cli
