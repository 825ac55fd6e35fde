#pragma once
/// @file
/// The kernels `obb2d classify --kernel NAME` can ask, by name.

#include "box_pair_line.hpp"

#include <string_view>
#include <vector>

namespace obb2d::cli {

/// One named kernel: how it answers a box pair read at each precision.
/// Three-way kernels answer disjoint/touching/overlapping/invalid; yes/no
/// routines answer intersecting/disjoint.
struct Kernel {
  std::string_view name;     ///< the --kernel spelling
  std::string_view summary;  ///< one line for --help
  std::string_view (*answer_float)(const BoxPair<float>&);    ///< --precision float
  std::string_view (*answer_double)(const BoxPair<double>&);  ///< --precision double
};

/// Every kernel, in the order `--kernel all` prints them.
const std::vector<Kernel>& all_kernels();

/// The kernel called `name`, or nullptr.
const Kernel* find_kernel(std::string_view name);

/// The kernel used when --kernel is not given.
std::string_view default_kernel_name();

/// The oracle's answer for a pair (invalid when any number is NaN or ±inf).
template <class T>
std::string_view answer_with_oracle(const BoxPair<T>& pair);

/// The production kernel's answer (impl/obb2d/obb2d.hpp).
template <class T>
std::string_view answer_with_exact_kernel(const BoxPair<T>& pair);

/// The seed ports' answers, each behind its adapter (seed_port_kernels.cpp).
template <class T> std::string_view answer_with_xna(const BoxPair<T>& pair);
template <class T> std::string_view answer_with_unity_box(const BoxPair<T>& pair);
template <class T> std::string_view answer_with_unity_convex(const BoxPair<T>& pair);
template <class T> std::string_view answer_with_flipcode(const BoxPair<T>& pair);
template <class T> std::string_view answer_with_cocos2dx(const BoxPair<T>& pair);
template <class T> std::string_view answer_with_cocos2dx_intabs(const BoxPair<T>& pair);

/// The exact intersection area as a reduced fraction ("0", "3", "1/2"), or
/// the empty string when any number is NaN or ±inf.
template <class T>
std::string exact_intersection_area(const BoxPair<T>& pair);

}  // namespace obb2d::cli
