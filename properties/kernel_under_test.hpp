#pragma once
/// @file
/// The kernels the laws are run against, at one precision: the production
/// kernel (`exact`, float and double) and every seed port behind its adapter
/// (float only: the ports take float numbers; flipcode widens them to
/// double itself). Answers are the CLI's spellings: disjoint, touching,
/// overlapping, invalid for the kernel; intersecting or disjoint for a port.

#include "tools/kernel_registry.hpp"

#include <optional>
#include <string_view>
#include <type_traits>
#include <vector>

namespace obb2d::properties {

template <class T>
using BoxPair = cli::BoxPair<T>;

/// One kernel at precision T.
template <class T>
struct KernelUnderTest {
  std::string_view name;                               ///< the CLI's --kernel name
  std::string_view (*answer)(const BoxPair<T>&);       ///< its answer for a pair

  /// Whether this is a seed port (a yes/no specimen), not the production kernel.
  bool is_port() const { return name != "exact"; }
};

/// The names of the seed ports, in the CLI's order.
inline constexpr std::string_view seed_port_names[] = {"xna",      "unity-box", "unity-convex",
                                                       "flipcode", "cocos2dx",  "cocos2dx-intabs"};

/// The kernel `name` at precision T, or nullopt (unknown name, or a port at
/// double precision).
template <class T>
std::optional<KernelUnderTest<T>> find_kernel_under_test(std::string_view name) {
  const cli::Kernel* kernel = cli::find_kernel(name);
  if (kernel == nullptr || name == "oracle" || name == "all") return std::nullopt;
  if constexpr (std::is_same_v<T, float>) {
    return KernelUnderTest<T>{kernel->name, kernel->answer_float};
  } else {
    if (name != "exact") return std::nullopt;
    return KernelUnderTest<T>{kernel->name, kernel->answer_double};
  }
}

/// Every kernel at precision T: `exact`, then (for float) the seed ports.
template <class T>
std::vector<KernelUnderTest<T>> all_kernels_under_test() {
  std::vector<KernelUnderTest<T>> kernels{*find_kernel_under_test<T>("exact")};
  if constexpr (std::is_same_v<T, float>) {
    for (const std::string_view name : seed_port_names) kernels.push_back(*find_kernel_under_test<T>(name));
  }
  return kernels;
}

}  // namespace obb2d::properties
