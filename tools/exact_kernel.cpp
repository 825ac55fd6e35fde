/// @file
/// The production kernel (impl/obb2d/obb2d.hpp), as a kernel of the CLI.

#include "kernel_registry.hpp"

#include <obb2d/obb2d.hpp>

namespace obb2d::cli {

template <class T>
Box<T> to_kernel_box(const oracle::StoredBox<T>& box) {
  return {{box.cx, box.cy}, {box.ux, box.uy}, {box.vx, box.vy}};
}

template <class T>
std::string_view answer_with_exact_kernel(const BoxPair<T>& pair) {
  return to_string(classify(to_kernel_box(pair.a), to_kernel_box(pair.b)));
}

template std::string_view answer_with_exact_kernel<float>(const BoxPair<float>&);
template std::string_view answer_with_exact_kernel<double>(const BoxPair<double>&);

}  // namespace obb2d::cli
