/// @file
/// The oracle, as a kernel of the CLI.

#include "kernel_registry.hpp"
#include "oracle/oracle.hpp"

namespace obb2d::cli {

template <class T>
std::string_view answer_with_oracle(const BoxPair<T>& pair) {
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return "invalid";
  return oracle::to_string(oracle::intersect_boxes(pair.a, pair.b).relation);
}

template <class T>
std::string exact_intersection_area(const BoxPair<T>& pair) {
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return "";
  return oracle::intersect_boxes(pair.a, pair.b).area.str();
}

template std::string_view answer_with_oracle<float>(const BoxPair<float>&);
template std::string_view answer_with_oracle<double>(const BoxPair<double>&);
template std::string exact_intersection_area<float>(const BoxPair<float>&);
template std::string exact_intersection_area<double>(const BoxPair<double>&);

}  // namespace obb2d::cli
