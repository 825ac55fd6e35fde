#pragma once
/// @file
/// The 486 boxes of the exhaustive small grid (tests/kernel_exhaustive_grid_test.cpp
/// checks every pair against the oracle; portability_check.cpp against the
/// stored table): center in {0, 1, 2} x {0, 1}, u and v each in
/// {-1, 0, 1}^2. Small integers, so the float and the double boxes are the
/// same sets and share one answer table (grid_relations.txt).

#include <obb2d/obb2d.hpp>

#include <vector>

namespace obb2d::portability {

/// Number of grid boxes: 6 centers * 9 u * 9 v.
inline constexpr int grid_box_count = 486;

/// The grid boxes in table order (row i, column j of grid_relations.txt).
template <class T>
std::vector<Box<T>> make_grid_boxes() {
  std::vector<Box<T>> boxes;
  const int unit[3] = {-1, 0, 1};
  for (int cx = 0; cx <= 2; ++cx)
    for (int cy = 0; cy <= 1; ++cy)
      for (int ux : unit)
        for (int uy : unit)
          for (int vx : unit)
            for (int vy : unit) boxes.push_back({{T(cx), T(cy)}, {T(ux), T(uy)}, {T(vx), T(vy)}});
  return boxes;
}

}  // namespace obb2d::portability
