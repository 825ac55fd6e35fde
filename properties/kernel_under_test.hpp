#pragma once
/// @file
/// The kernels the laws are run against, at one precision, from the
/// registry (harness/kernels.hpp): the production kernel (float and double)
/// and every seed port (float only: the float ports take float numbers;
/// flipcode widens them to double itself).

#include "harness/kernels.hpp"

#include <optional>
#include <string_view>
#include <type_traits>
#include <vector>

namespace obb2d::properties {

using harness::Answer;
using harness::BoxPair;

/// One kernel at precision T.
template <class T>
struct KernelUnderTest {
  const harness::Kernel* kernel;  ///< its row in the registry
  std::string_view name;          ///< the CLI's --kernel name

  /// Its answer for a pair.
  Answer answer(const BoxPair<T>& pair) const { return kernel->answer(pair); }

  /// Whether this is a seed port (a yes/no specimen), not the production kernel.
  bool is_port() const { return kernel->role == harness::KernelRole::seed_port; }
};

/// The kernel `name` at precision T, or nullopt (unknown name, the oracle, a
/// kernel that takes no boxes, or a port at double precision).
template <class T>
std::optional<KernelUnderTest<T>> find_kernel_under_test(std::string_view name) {
  const harness::Kernel* kernel = harness::find_kernel(name);
  if (kernel == nullptr || kernel->role == harness::KernelRole::oracle || !kernel->takes(harness::Shape::box)) {
    return std::nullopt;
  }
  if (!std::is_same_v<T, float> && kernel->role == harness::KernelRole::seed_port) return std::nullopt;
  return KernelUnderTest<T>{kernel, kernel->name};
}

/// Every kernel at precision T: the production kernel, then (for float) the
/// seed ports.
template <class T>
std::vector<KernelUnderTest<T>> all_kernels_under_test() {
  std::vector<KernelUnderTest<T>> kernels;
  for (const harness::Kernel& kernel : harness::all_kernels()) {
    if (const auto under_test = find_kernel_under_test<T>(kernel.name)) kernels.push_back(*under_test);
  }
  return kernels;
}

}  // namespace obb2d::properties
