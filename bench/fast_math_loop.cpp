/// @file
/// A loop of classify in a file compiled with -ffast-math (see
/// bench/CMakeLists.txt), as an engine whose build uses fast math calls it.
/// The header gives its own code IEEE semantics; this measures what that
/// costs the caller (the kernel is not inlined into fast-math code).

#include "workloads.hpp"

#include <vector>

namespace obb2d::bench {

template <class T>
unsigned count_relations_in_fast_math_file(const std::vector<BoxPair<T>>& pairs) noexcept {
  unsigned count = 0;
  for (const BoxPair<T>& pair : pairs) count += static_cast<unsigned>(classify(pair.a, pair.b));
  return count;
}

template unsigned count_relations_in_fast_math_file(const std::vector<BoxPair<float>>&) noexcept;
template unsigned count_relations_in_fast_math_file(const std::vector<BoxPair<double>>&) noexcept;

}  // namespace obb2d::bench
