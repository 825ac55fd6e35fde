#pragma once
/// @file
/// Judging a seed port fairly: run it on its native input (made by its
/// adapter, ports/box_adapters.hpp) and give the oracle exactly the geometry
/// that native state describes, in exact rationals. So a disagreement is the
/// routine's fault (its arithmetic, comparisons, missing axes), never the
/// harness's rounding.
///   xna            origin + s*hx*axis0 + t*hy*axis1, with its own float axes
///   unity-box      the four float world corners it holds
///   unity-convex   the same four points
///   flipcode       the four double corners it holds
///   cocos2dx(-intabs)  (x, y) + s*(width/2)*v0 + t*(height/2)*v1, its own vectors

#include "oracle/oracle.hpp"
#include "ports/box_adapters.hpp"

#include <optional>
#include <string_view>

namespace obb2d::fuzz {

using oracle::Rational;
using RationalPolygon = oracle::VertexList<Rational>;

/// A port's answer and the exact regions its native state describes.
struct PortTrial {
  bool is_intersecting = false;  ///< the port's yes/no answer
  RationalPolygon a, b;          ///< exact regions; empty when a number is not finite
  bool is_finite = true;         ///< every number of the native state is finite
  /// The native regions as boxes (c, u, v) in double, for reports and the
  /// CLI (`--precision double --kernel oracle`); exact when the flag says so.
  oracle::StoredBox<double> native_a{}, native_b{};
  bool is_native_box_exact = false;
};

inline bool is_finite_number(double value) { return value - value == 0; }

inline oracle::Point<Rational> exact_point(double x, double y) {
  return {oracle::to_rational<Rational>(x), oracle::to_rational<Rational>(y)};
}

/// origin + s*half_u*axis_u + t*half_v*axis_v, exactly.
inline std::optional<RationalPolygon> exact_scaled_box(double cx, double cy, double half_u, double ux, double uy,
                                                       double half_v, double vx, double vy) {
  for (const double value : {cx, cy, half_u, ux, uy, half_v, vx, vy}) {
    if (!is_finite_number(value)) return std::nullopt;
  }
  const Rational hu = oracle::to_rational<Rational>(half_u), hv = oracle::to_rational<Rational>(half_v);
  const oracle::Point<Rational> u = exact_point(ux, uy), v = exact_point(vx, vy);
  return oracle::make_box_polygon_from_rationals(exact_point(cx, cy), {hu * u.x, hu * u.y}, {hv * v.x, hv * v.y});
}

template <class Point>
std::optional<RationalPolygon> exact_points(std::initializer_list<Point> points) {
  RationalPolygon polygon;
  for (const Point& p : points) {
    if (!is_finite_number(p.x) || !is_finite_number(p.y)) return std::nullopt;
    polygon.push_back(exact_point(p.x, p.y));
  }
  return polygon;
}

inline std::optional<RationalPolygon> native_region(const ports::xna::Obb& obb) {
  return exact_scaled_box(obb.origin.X, obb.origin.Y, obb.half_widths.X, obb.axis[0].X, obb.axis[0].Y,
                          obb.half_widths.Y, obb.axis[1].X, obb.axis[1].Y);
}

inline std::optional<RationalPolygon> native_region(const ports::unity::BoxObb& box) {
  return exact_points({box.P0, box.P1, box.P2, box.P3});
}

inline std::optional<RationalPolygon> native_region(const ports::flipcode::OBB2D& box) {
  const auto& c = box.corners();
  return exact_points({c[0], c[1], c[2], c[3]});
}

template <ports::cocos2dx::AbsBinding binding>
std::optional<RationalPolygon> native_region(const ports::cocos2dx::ObbRect<binding>& rect) {
  // The routine's radius is width * |v0 . axis| / 2 (in its arithmetic): the
  // box it means is (x, y) + s * (width / 2) * v0 + t * (height / 2) * v1.
  const auto& v = rect.vectors();
  const double half_width = double(rect.width()) / 2, half_height = double(rect.height()) / 2;
  return exact_scaled_box(rect.x(), rect.y(), half_width, v[0][0], v[0][1], half_height, v[1][0], v[1][1]);
}

/// The box (c, u, v) in double of a native state: centre + s*u + t*v.
inline oracle::StoredBox<double> native_box(const ports::xna::Obb& obb) {
  return {obb.origin.X, obb.origin.Y, double(obb.half_widths.X) * obb.axis[0].X,
          double(obb.half_widths.X) * obb.axis[0].Y, double(obb.half_widths.Y) * obb.axis[1].X,
          double(obb.half_widths.Y) * obb.axis[1].Y};
}

template <class Point>
oracle::StoredBox<double> native_box_from_corners(Point p0, Point p1, Point p2, Point p3) {
  (void)p2;  // a parallelogram's c is also (p1 + p3) / 2
  return {(double(p1.x) + double(p3.x)) / 2, (double(p1.y) + double(p3.y)) / 2, (double(p1.x) - double(p0.x)) / 2,
          (double(p1.y) - double(p0.y)) / 2, (double(p3.x) - double(p0.x)) / 2, (double(p3.y) - double(p0.y)) / 2};
}

inline oracle::StoredBox<double> native_box(const ports::unity::BoxObb& box) {
  return native_box_from_corners(box.P0, box.P1, box.P2, box.P3);
}

inline oracle::StoredBox<double> native_box(const ports::flipcode::OBB2D& box) {
  const auto& c = box.corners();
  return native_box_from_corners(c[0], c[1], c[2], c[3]);
}

template <ports::cocos2dx::AbsBinding binding>
oracle::StoredBox<double> native_box(const ports::cocos2dx::ObbRect<binding>& rect) {
  const auto& v = rect.vectors();
  const double half_width = double(rect.width()) / 2, half_height = double(rect.height()) / 2;
  return {rect.x(), rect.y(), half_width * v[0][0], half_width * v[0][1], half_height * v[1][0], half_height * v[1][1]};
}

/// Runs port `name` on boxes a, b (as float; flipcode widens to double).
/// nullopt for an unknown name.
inline std::optional<PortTrial> run_port(std::string_view name, const ports::FloatBox& a, const ports::FloatBox& b) {
  PortTrial trial;
  auto judge = [&trial](bool answer, const std::optional<RationalPolygon>& region_a,
                        const std::optional<RationalPolygon>& region_b, const auto& native_a, const auto& native_b) {
    trial.is_intersecting = answer;
    trial.is_finite = region_a.has_value() && region_b.has_value();
    trial.native_a = native_box(native_a);
    trial.native_b = native_box(native_b);
    if (trial.is_finite) {
      trial.a = *region_a, trial.b = *region_b;
      const bool is_box_finite = oracle::is_finite_box(trial.native_a) && oracle::is_finite_box(trial.native_b);
      trial.is_native_box_exact =
          is_box_finite &&
          oracle::make_convex_hull(oracle::make_box_polygon<Rational>(trial.native_a)) == oracle::make_convex_hull(trial.a) &&
          oracle::make_convex_hull(oracle::make_box_polygon<Rational>(trial.native_b)) == oracle::make_convex_hull(trial.b);
    }
    return trial;
  };
  using ports::cocos2dx::AbsBinding;
  if (name == "xna") {
    const auto first = ports::make_xna_obb(a), second = ports::make_xna_obb(b);
    return judge(ports::xna::Intersects(first, second), native_region(first), native_region(second), first, second);
  }
  if (name == "unity-box" || name == "unity-convex") {
    const auto first = ports::make_unity_corners(a), second = ports::make_unity_corners(b);
    const bool answer = name == "unity-box"
                            ? ports::unity::Intersects(first, second)
                            : ports::unity::IntersectsConvex(ports::make_unity_polygon(a), ports::make_unity_polygon(b));
    return judge(answer, native_region(first), native_region(second), first, second);
  }
  if (name == "flipcode") {
    const auto widen = [](const ports::FloatBox& box) {
      return ports::DoubleBox{box.cx, box.cy, box.ux, box.uy, box.vx, box.vy};
    };
    const auto first = ports::make_flipcode_box(widen(a)), second = ports::make_flipcode_box(widen(b));
    return judge(first.overlaps(second), native_region(first), native_region(second), first, second);
  }
  if (name == "cocos2dx") {
    const auto first = ports::make_cocos_rect<AbsBinding::floating>(a);
    const auto second = ports::make_cocos_rect<AbsBinding::floating>(b);
    return judge(first.intersects(second), native_region(first), native_region(second), first, second);
  }
  if (name == "cocos2dx-intabs") {
    const auto first = ports::make_cocos_rect<AbsBinding::truncating_int>(a);
    const auto second = ports::make_cocos_rect<AbsBinding::truncating_int>(b);
    return judge(first.intersects(second), native_region(first), native_region(second), first, second);
  }
  return std::nullopt;
}

}  // namespace obb2d::fuzz
