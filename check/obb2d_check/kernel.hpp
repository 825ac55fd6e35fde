#pragma once
/// @file
/// Declaring a routine of your own to obb2d's checks (docs/foreign-kernels.md,
/// "In your C++ project"). In one source file of your project:
///
///     #include <obb2d_check/kernel.hpp>
///     bool my_overlap(const MyBox& a, const MyBox& b);   // yours
///     bool my_routine(const obb2d::check::CenterHalfEdges<float>& a,
///                     const obb2d::check::CenterHalfEdges<float>& b) {
///       return my_overlap(to_my_box(a), to_my_box(b));
///     }
///     OBB2D_CHECK_KERNEL(my_routine)
///
/// and in CMake `obb2d_check_kernel(NAME my_routine SOURCES that_file.cpp ...)`
/// (find_package(obb2d COMPONENTS check)): a libFuzzer target of the routine
/// against the exact oracle, a kernel command for `obb2d verify
/// --kernel-command`, and their ctest runs.
///
/// The routine takes two shapes of one form and answers yes/no (bool:
/// true when they meet, touching included) or three-way (Answer). The form
/// and the precision are read off its parameter type:
///
/// | form                          | what the campaign's box (c ± u ± v) becomes          | exact? |
/// |---|---|---|
/// | CenterHalfEdges<T>            | c, u, v as they are                                  | yes |
/// | CenterExtentsAngle<T>         | c, |u|, |v|, atan2(u.y, u.x), for rectangles alone   | no: the length and angle round |
/// | Corners<T>                    | c - u - v, c + u - v, c + u + v, c - u + v, in T     | no: the sums round |
/// | Polygon<T>                    | a convex polygon's vertices, counter-clockwise or not | yes |
///
/// T is float or double. A form that rounds makes the routine hold other
/// geometry than it was given: declare a tolerance (TOLERANCE in CMake, a
/// fraction of the smaller shape's size), or its rounding is reported.

#include <cmath>
#include <cstddef>
#include <type_traits>
#include <vector>

namespace obb2d::check {

/// A three-way answer (a yes/no routine returns bool instead).
enum class Answer { disjoint, touching, overlapping, intersecting };

/// A box as center and half-edge vectors: the set c + s u + t v, s, t in [-1, 1].
template <class T>
struct CenterHalfEdges {
  T cx, cy, ux, uy, vx, vy;
};

/// A rectangle as center, half extents and the angle of its first axis
/// (radians, from the x axis).
template <class T>
struct CenterExtentsAngle {
  T cx, cy, half_width, half_height, angle;
};

/// A parallelogram by its four corners in order.
template <class T>
struct Corners {
  T x[4], y[4];
};

/// One vertex of a polygon.
template <class T>
struct Point {
  T x, y;
};

/// A convex polygon as its vertex list.
template <class T>
using Polygon = std::vector<Point<T>>;

/// What the checks need of a declared routine, as fixed types (filled in
/// by OBB2D_CHECK_KERNEL).
struct Declared {
  const char* name;
  bool is_polygons;     ///< polygon pairs, not box pairs
  bool is_double;       ///< numbers are double, not float
  bool is_rectangles;   ///< only rectangles (u perpendicular to v) are its input
  /// Box pairs: 6 numbers each, c u v, as the campaign makes them.
  Answer (*boxes)(const double* a, const double* b);
  /// Polygon pairs: x y numbers of each list.
  Answer (*polygons)(const double* a, std::size_t a_numbers, const double* b, std::size_t b_numbers);
};

/// The routine your project declared (defined by OBB2D_CHECK_KERNEL).
const Declared& declared_kernel();

namespace detail {

template <class T>
CenterHalfEdges<T> make_shape(const double* n, CenterHalfEdges<T>*) {
  return {T(n[0]), T(n[1]), T(n[2]), T(n[3]), T(n[4]), T(n[5])};
}

template <class T>
CenterExtentsAngle<T> make_shape(const double* n, CenterExtentsAngle<T>*) {
  const T ux = T(n[2]), uy = T(n[3]), vx = T(n[4]), vy = T(n[5]);
  return {T(n[0]), T(n[1]), std::hypot(ux, uy), std::hypot(vx, vy), std::atan2(uy, ux)};
}

template <class T>
Corners<T> make_shape(const double* n, Corners<T>*) {
  const T cx = T(n[0]), cy = T(n[1]), ux = T(n[2]), uy = T(n[3]), vx = T(n[4]), vy = T(n[5]);
  return {{cx - ux - vx, cx + ux - vx, cx + ux + vx, cx - ux + vx}, {cy - uy - vy, cy + uy - vy, cy + uy + vy, cy - uy + vy}};
}

template <class T>
Polygon<T> make_polygon(const double* n, std::size_t count) {
  Polygon<T> points;
  for (std::size_t i = 0; i + 1 < count; i += 2) points.push_back({T(n[i]), T(n[i + 1])});
  return points;
}

inline Answer to_answer(bool meets) { return meets ? Answer::intersecting : Answer::disjoint; }
inline Answer to_answer(Answer answer) { return answer; }

template <class>
struct ShapeOf;
template <class R, class S>
struct ShapeOf<R (*)(const S&, const S&)> {
  using Shape = S;
};

template <class>
struct NumberOf;
template <template <class> class F, class T>
struct NumberOf<F<T>> {
  using Number = T;
};
template <class T>
struct NumberOf<std::vector<Point<T>>> {
  using Number = T;
};

template <auto Function>
Declared declare(const char* name) {
  using Shape = std::decay_t<typename ShapeOf<decltype(Function)>::Shape>;
  using T = typename NumberOf<Shape>::Number;
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>, "a routine's numbers are float or double");
  constexpr bool is_polygons = std::is_same_v<Shape, Polygon<T>>;
  Declared declared{name, is_polygons, std::is_same_v<T, double>, std::is_same_v<Shape, CenterExtentsAngle<T>>,
                    nullptr, nullptr};
  if constexpr (is_polygons) {
    declared.polygons = [](const double* a, std::size_t a_numbers, const double* b, std::size_t b_numbers) {
      return to_answer(Function(make_polygon<T>(a, a_numbers), make_polygon<T>(b, b_numbers)));
    };
  } else {
    declared.boxes = [](const double* a, const double* b) {
      return to_answer(Function(make_shape(a, static_cast<Shape*>(nullptr)), make_shape(b, static_cast<Shape*>(nullptr))));
    };
  }
  return declared;
}

}  // namespace detail
}  // namespace obb2d::check

/// Declares ROUTINE (a function of two shapes of one form, see above) as
/// the kernel the checks of this target run. Once, in one source file.
#define OBB2D_CHECK_KERNEL(ROUTINE)                                                                 \
  const ::obb2d::check::Declared& ::obb2d::check::declared_kernel() {                               \
    static const ::obb2d::check::Declared declared = ::obb2d::check::detail::declare<&ROUTINE>(#ROUTINE); \
    return declared;                                                                                \
  }
