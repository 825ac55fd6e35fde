#include "kernel_registry.hpp"

namespace obb2d::cli {

const std::vector<Kernel>& all_kernels() {
  static const std::vector<Kernel> kernels = {
      {"exact", "the production kernel: filtered exact separating-axis test",
       &answer_with_exact_kernel<float>, &answer_with_exact_kernel<double>},
      {"oracle", "exact-rational polygon clipping (the reference answer)",
       &answer_with_oracle<float>, &answer_with_oracle<double>},
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
