#pragma once
/// @file
/// The rows of docs/edge-cases.md as data: each example of each row, with
/// the row's number and its exact answer, at float and double (the same
/// examples as tests/kernel_edge_cases_test.cpp, which states them as
/// GoogleTest cases against the oracle). portability_check.cpp checks them
/// against the kernel; generate_answers.cpp checks them against the oracle,
/// so a mistyped row is caught where the oracle is.
///
/// Build the table in the default floating-point environment: rows 12 and
/// 13 compute tiny and subnormal numbers.

#include <obb2d/obb2d.hpp>

#include <cmath>
#include <limits>
#include <vector>

namespace obb2d::portability {

/// One example of one row.
template <class T>
struct EdgeCaseExample {
  int row;              ///< row number in docs/edge-cases.md
  const char* example;  ///< what the example is, in a few words
  Box<T> a;             ///< first box
  Box<T> b;             ///< second box
  Relation expected;    ///< the row's answer (the same in both orders)
};

/// Every example of every row, for precision T.
template <class T>
std::vector<EdgeCaseExample<T>> make_edge_case_examples() {
  const auto box = [](T cx, T cy, T ux, T uy, T vx, T vy) { return Box<T>{{cx, cy}, {ux, uy}, {vx, vy}}; };
  const auto unit_square = [&box](T cx, T cy) { return box(cx, cy, 1, 0, 0, 1); };
  const Box<T> unit = unit_square(0, 0);
  const Relation disjoint = Relation::disjoint, touching = Relation::touching;
  const Relation overlapping = Relation::overlapping, invalid = Relation::invalid;

  const T huge = std::numeric_limits<T>::max() / 4;
  const T power = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 3);  // 3 * power is exact
  const T beyond_huge = std::nextafter(huge, std::numeric_limits<T>::max());
  const T small = std::ldexp(T(1), -13);  // one float ulp at 1024
  const T tiny = std::numeric_limits<T>::denorm_min();
  const T ux = T(0.1), uy = T(0.7);  // v = 2u: products round, the area is still exactly 0
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();

  std::vector<EdgeCaseExample<T>> examples = {
      {1, "unit squares sharing x = 1", unit, unit_square(2, T(0.5)), touching},
      {2, "unit squares sharing the corner (1,1)", unit, unit_square(2, 2), touching},
      {3, "diamond corner on the square's edge", unit, box(2, 0, T(0.5), T(0.5), T(-0.5), T(0.5)), touching},
      {3, "(3,4)/5-turned corner on x = 5", box(0, 0, 5, 0, 0, 5), box(12, 1, 3, 4, -4, 3), touching},
      {4, "inner square flush with x = 2", box(0, 0, 2, 0, 0, 2), unit_square(1, 0), overlapping},
      {5, "a box and itself", box(3, -2, 3, 4, -8, 6), box(3, -2, 3, 4, -8, 6), overlapping},
      {6, "segment (v = 0) inside", box(0, 0, 1, 0, 0, 0), unit, touching},
      {6, "segment (u = 0) inside", box(0, 0, 0, 0, 0, T(0.5)), unit, touching},
      {6, "equal points", box(0, 0, 0, 0, 0, 0), box(0, 0, 0, 0, 0, 0), touching},
      {6, "v = 2u, oblique", box(0, 0, ux, uy, 2 * ux, 2 * uy), unit, touching},
      {6, "v = u, oblique", box(0, 0, ux, uy, ux, uy), unit, touching},
      {7, "diagonal segments overlapping", box(0, 0, 1, 1, 0, 0), box(1, 1, 1, 1, 0, 0), touching},
      {7, "diagonal segments end to end", box(0, 0, 1, 1, 0, 0), box(2, 2, 1, 1, 0, 0), touching},
      {7, "diagonal segments apart", box(0, 0, 1, 1, 0, 0), box(3, 3, 1, 1, 0, 0), disjoint},
      {8, "equal points", box(1, 1, 0, 0, 0, 0), box(1, 1, 0, 0, 0, 0), touching},
      {8, "different points", box(1, 1, 0, 0, 0, 0), box(1, 2, 0, 0, 0, 0), disjoint},
      {8, "point on an edge", box(1, T(0.5), 0, 0, 0, 0), unit, touching},
      {8, "point at a corner", box(1, 1, 0, 0, 0, 0), unit, touching},
      {9, "parallelogram corner on an edge", box(0, 0, 1, 0, 1, 1), box(3, 1, 1, 0, 0, 1), touching},
      {9, "parallelogram apart", box(0, 0, 1, 0, 1, 1), box(3, -1, 1, 0, 0, 1), disjoint},
      {9, "parallelogram overlapping", box(0, 0, 1, 0, 1, 1), box(T(2.5), 1, 1, 0, 0, 1), overlapping},
      {10, "-u, -v", box(0, 0, -1, 0, 0, -1), unit_square(2, T(0.5)), touching},
      {10, "u <-> v", box(0, 0, 0, 1, 1, 0), unit_square(2, T(0.5)), touching},
      {10, "-u <-> -v", box(0, 0, 0, -1, -1, 0), unit_square(2, T(0.5)), touching},
      {11, "max/4 squares meeting at x = 0", box(-huge, 0, huge, 0, 0, huge), box(huge, 0, huge, 0, 0, huge), touching},
      {11, "huge diamonds meeting at a corner", box(-power, 0, power, power, -power, power),
       box(3 * power, 0, power, power, -power, power), touching},
      {11, "max/4 squares one ulp apart", box(-huge, 0, huge, 0, 0, huge), box(beyond_huge, 0, huge, 0, 0, huge),
       disjoint},
      {12, "2^-13 squares meeting at 1024", box(1024 - small, 0, small, 0, 0, small),
       box(1024 + small, 0, small, 0, 0, small), touching},
      {12, "2^-13 squares apart at 1024", box(1024 - small, 0, small, 0, 0, small),
       box(1024 + 3 * small, 0, small, 0, 0, small), disjoint},
      {12, "2^-13 squares overlapping at 1024", box(1024 - small, 0, small, 0, 0, small),
       box(1024, 0, small, 0, 0, small), overlapping},
      {13, "subnormal squares meeting", box(0, 0, tiny, 0, 0, tiny), box(2 * tiny, 0, tiny, 0, 0, tiny), touching},
      {13, "subnormal squares apart", box(0, 0, tiny, 0, 0, tiny), box(3 * tiny, 0, tiny, 0, 0, tiny), disjoint},
      {13, "subnormal diamonds overlapping", box(0, 0, tiny, tiny, -tiny, tiny), box(tiny, 0, tiny, tiny, -tiny, tiny),
       overlapping},
      {14, "-0.0 in center and half-edges", box(T(-0.0), T(-0.0), 1, T(-0.0), T(-0.0), 1), unit_square(2, 0), touching},
      {14, "-0.0 point on an edge", box(1, 0, T(-0.0), T(-0.0), T(-0.0), T(-0.0)), unit, touching},
      {15, "NaN in v", box(0, 0, 1, 0, 0, nan), unit, invalid},
      {15, "NaN in the center", box(nan, 0, 1, 0, 0, 1), unit, invalid},
      {16, "+inf in u", box(0, 0, inf, 0, 0, 1), unit, invalid},
      {16, "-inf in the center", box(0, -inf, 1, 0, 0, 1), unit, invalid},
      {17, "one ulp right of flush", unit, unit_square(std::nextafter(T(2), T(3)), 0), disjoint},
      {17, "one ulp left of flush", unit, unit_square(std::nextafter(T(2), T(1)), 0), overlapping},
  };
  const double two_and_a_bit = 2 + std::ldexp(1.0, -30);  // 2 as a float, not as a double
  if constexpr (std::is_same_v<T, double>) {
    const double e = std::ldexp(1.0, -40);
    examples.push_back({12, "2^-40 diamonds meeting at 4096", box(4096 - e, 7, e, e, -e, e),
                        box(4096 + 3 * e, 7, e, e, -e, e), touching});
    examples.push_back({17, "2 + 2^-30 in double", unit, unit_square(two_and_a_bit, 0), disjoint});
  } else {
    examples.push_back({17, "2 + 2^-30 in float", unit, unit_square(static_cast<float>(two_and_a_bit), 0), touching});
  }
  return examples;
}

}  // namespace obb2d::portability
