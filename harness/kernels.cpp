#include "kernels.hpp"

#include "oracle/convex_hull.hpp"
#include "oracle/convex_list_check.hpp"
#include "oracle/oracle.hpp"
#include "harness/sprite_bounds_check.hpp"
#include "harness/xna_sprite_defects.hpp"
#include "ports/cocos2dx_obb_rect.hpp"
#include "ports/flipcode_obb2d.hpp"
#include "ports/unity_obb.hpp"
#include "ports/xna_obb.hpp"

#include <obb2d/obb2d.hpp>
#include <obb2d/polygon.hpp>

#include <algorithm>

namespace obb2d::harness {
namespace {

using oracle::Rational;

template <class T>
Answer exact_answer(const BoxPair<T>& pair) {
  return answer_of(classify(to_kernel_box(pair.a), to_kernel_box(pair.b)));
}

template <class T>
Answer exact_polygon_answer(const PolygonPair<T>& pair) {
  return answer_of(classify(view_of(pair.a), view_of(pair.b)));
}

/// unity-convex on a polygon pair: the vertices as Unity's float points.
template <class T>
Answer unity_convex_polygon_answer(const PolygonPair<T>& pair) {
  const auto points = [](const std::vector<Vec2<T>>& list) {
    std::vector<ports::unity::Vector2> unity;
    for (const Vec2<T>& p : list) unity.push_back({float(p.x), float(p.y)});
    return unity;
  };
  return answer_of_yes_no(ports::unity::IntersectsConvex(points(pair.a), points(pair.b)));
}

oracle::Point<Rational> exact_point(double x, double y) {
  return {oracle::to_rational<Rational>(x), oracle::to_rational<Rational>(y)};
}

bool is_finite_shape(const ports::HeldShape& shape) {
  const double numbers[] = {shape.corners[0][0], shape.corners[0][1], shape.corners[1][0], shape.corners[1][1],
                            shape.corners[2][0], shape.corners[2][1], shape.corners[3][0], shape.corners[3][1],
                            shape.origin[0],     shape.origin[1],     shape.half_u,        shape.axis_u[0],
                            shape.axis_u[1],     shape.half_v,        shape.axis_v[0],     shape.axis_v[1]};
  for (const double number : numbers) {
    if (!std::isfinite(number)) return false;
  }
  return true;
}

/// The region a finite held shape describes, exactly.
RationalPolygon exact_region(const ports::HeldShape& shape) {
  if (shape.is_corners) {
    RationalPolygon corners;
    for (const auto& corner : shape.corners) corners.push_back(exact_point(corner[0], corner[1]));
    return corners;
  }
  const Rational half_u = oracle::to_rational<Rational>(shape.half_u);
  const Rational half_v = oracle::to_rational<Rational>(shape.half_v);
  const oracle::Point<Rational> u = exact_point(shape.axis_u[0], shape.axis_u[1]);
  const oracle::Point<Rational> v = exact_point(shape.axis_v[0], shape.axis_v[1]);
  return oracle::make_box_polygon_from_rationals(exact_point(shape.origin[0], shape.origin[1]),
                                                 {half_u * u.x, half_u * u.y}, {half_v * v.x, half_v * v.y});
}

/// The held shape as a box (c, u, v) in double (rounded for the scaled-axes form).
StoredBox<double> native_box(const ports::HeldShape& shape) {
  if (shape.is_corners) {  // a parallelogram p0 p1 p2 p3: c = (p1 + p3) / 2, u = (p1 - p0) / 2, v = (p3 - p0) / 2
    const auto& p = shape.corners;
    return {(p[1][0] + p[3][0]) / 2, (p[1][1] + p[3][1]) / 2, (p[1][0] - p[0][0]) / 2,
            (p[1][1] - p[0][1]) / 2, (p[3][0] - p[0][0]) / 2, (p[3][1] - p[0][1]) / 2};
  }
  return {shape.origin[0],
          shape.origin[1],
          shape.half_u * shape.axis_u[0],
          shape.half_u * shape.axis_u[1],
          shape.half_v * shape.axis_v[0],
          shape.half_v * shape.axis_v[1]};
}

/// A seed port's answer: its routine on the states its adapter builds.
template <class Port, class T>
Answer port_answer(const BoxPair<T>& pair) {
  const BoxPair<double> numbers = widened(pair);
  return answer_of_yes_no(Port::intersects(Port::adapt(numbers.a), Port::adapt(numbers.b)));
}

/// A seed port's answer and the geometry its states held.
template <class Port>
PortTrial port_trial(const BoxPair<double>& pair) {
  const typename Port::State a = Port::adapt(pair.a), b = Port::adapt(pair.b);
  const ports::HeldShape held_a = Port::held(a), held_b = Port::held(b);
  PortTrial trial;
  trial.answer = answer_of_yes_no(Port::intersects(a, b));
  trial.is_finite = is_finite_shape(held_a) && is_finite_shape(held_b);
  trial.native_a = native_box(held_a);
  trial.native_b = native_box(held_b);
  if (trial.is_finite) {
    trial.a = exact_region(held_a);
    trial.b = exact_region(held_b);
    const auto is_exactly = [](const StoredBox<double>& box, const RationalPolygon& region) {
      return oracle::is_finite_box(box) && oracle::make_convex_hull(oracle::make_box_polygon<Rational>(box)) ==
                                               oracle::make_convex_hull(region);
    };
    trial.is_native_box_exact = is_exactly(trial.native_a, trial.a) && is_exactly(trial.native_b, trial.b);
  }
  return trial;
}

/// The row of a box seed port: yes/no, judged on the geometry its state held.
template <class Port>
Kernel seed_port(std::string_view name, std::string_view summary) {
  Kernel row{name, summary, KernelRole::seed_port, AnswerKind::yes_no, Judging::held_geometry};
  row.answer_float = &port_answer<Port, float>;
  row.answer_double = &port_answer<Port, double>;
  row.trial = &port_trial<Port>;
  return row;
}

/// The production sprite routine (harness/sprite_bounds_check.hpp).
std::string sprite_bounds_class(const SpriteCase& sprite) {
  return find_sprite_bounds_class(sprite.mask, sprite.transform);
}

/// Seed 004's port, on the XNA matrix it is given (harness/xna_sprite_defects.hpp).
std::string xna_sprite_class(const SpriteCase& sprite) { return find_xna_sprite_class(sprite.mask, sprite.to_world); }

/// `kernel` answering polygon pairs too.
Kernel with_polygons(Kernel kernel, Answer (*answer_float)(const PolygonPair<float>&),
                     Answer (*answer_double)(const PolygonPair<double>&)) {
  kernel.answer_polygons_float = answer_float;
  kernel.answer_polygons_double = answer_double;
  return kernel;
}

}  // namespace

const std::vector<Kernel>& all_kernels() {
  using ports::cocos2dx::AbsBinding;
  static const std::vector<Kernel> kernels = {
      {"exact", "the production kernels: filtered exact separating-axis tests", KernelRole::production,
       AnswerKind::three_way, Judging::as_given, &exact_answer<float>, &exact_answer<double>, nullptr,
       &exact_polygon_answer<float>, &exact_polygon_answer<double>},
      {"oracle", "exact-rational polygon clipping (the reference answer)", KernelRole::oracle, AnswerKind::three_way,
       Judging::as_given, &oracle_answer<float>, &oracle_answer<double>, nullptr, &oracle_answer<float>,
       &oracle_answer<double>},
      seed_port<ports::xna::SeedPort>("xna", "seed 000 port: XNA OBB, Ericson form with EPSILON (yes/no)"),
      seed_port<ports::unity::BoxSeedPort>("unity-box", "seed 001 port: Unity box, strict interval tests (yes/no)"),
      with_polygons(seed_port<ports::unity::ConvexSeedPort>(
                        "unity-convex", "seed 001 port: Unity convex polygon, own edges only (yes/no)"),
                    &unity_convex_polygon_answer<float>, &unity_convex_polygon_answer<double>),
      seed_port<ports::flipcode::SeedPort>("flipcode",
                                           "seed 002 port: flipcode OBB2D, axes scaled by 1/|edge|^2 (yes/no)"),
      seed_port<ports::cocos2dx::SeedPort<AbsBinding::floating>>("cocos2dx",
                                                                 "seed 003 port: cocos2d-x OBBRect as written (yes/no)"),
      seed_port<ports::cocos2dx::SeedPort<AbsBinding::truncating_int>>(
          "cocos2dx-intabs", "seed 003 port: OBBRect with abs bound to int abs(int) (yes/no)"),
      {"sprite-bounds", "the production sprite bounds: exact outward-rounded world bounds", KernelRole::production,
       AnswerKind::bounds, Judging::as_given, nullptr, nullptr, nullptr, nullptr, nullptr, &sprite_bounds_class},
      {"xna-sprite", "seed 004 port: XNA per-pixel sprite bounds, on the matrix it holds", KernelRole::seed_port,
       AnswerKind::bounds, Judging::held_geometry, nullptr, nullptr, nullptr, nullptr, nullptr, &xna_sprite_class},
  };
  return kernels;
}

const Kernel* find_kernel(std::string_view name) {
  for (const Kernel& kernel : all_kernels()) {
    if (kernel.name == name) return &kernel;
  }
  return nullptr;
}

const Kernel& production_kernel(Shape shape) {
  return *std::find_if(all_kernels().begin(), all_kernels().end(), [shape](const Kernel& kernel) {
    return kernel.role == KernelRole::production && kernel.takes(shape);
  });
}

std::vector<std::string_view> kernel_names(KernelRole role, Shape shape) {
  std::vector<std::string_view> names;
  for (const Kernel& kernel : all_kernels()) {
    if (kernel.role == role && kernel.takes(shape)) names.push_back(kernel.name);
  }
  return names;
}

std::string_view to_string(Shape shape) {
  switch (shape) {
    case Shape::box: return "boxes";
    case Shape::polygon: return "polygons";
    case Shape::sprite: return "sprites";
  }
  return "?";
}

template <class T>
Answer oracle_answer(const BoxPair<T>& pair) {
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return Answer::invalid;
  return answer_of(oracle::relate_boxes(pair.a, pair.b));
}

template <class T>
Answer oracle_answer(const PolygonPair<T>& pair) {
  const auto is_finite = [](const std::vector<Vec2<T>>& list) {
    return std::all_of(list.begin(), list.end(), [](const Vec2<T>& p) { return std::isfinite(p.x) && std::isfinite(p.y); });
  };
  if (!is_finite(pair.a) || !is_finite(pair.b)) return Answer::invalid;
  const auto exact = [](const std::vector<Vec2<T>>& list) {
    RationalPolygon points;
    for (const Vec2<T>& p : list) points.push_back(exact_point(p.x, p.y));
    return points;
  };
  const RationalPolygon a = exact(pair.a), b = exact(pair.b);
  for (const RationalPolygon* list : {&a, &b}) {
    if (oracle::check_convex_list(*list).fault != oracle::ListFault::none) return Answer::invalid;
  }
  return relation_of(a, b);
}

template <class T>
std::string exact_intersection_area(const BoxPair<T>& pair) {
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return "";
  return oracle::intersect_boxes(pair.a, pair.b).area.str();
}

Answer relation_of(const RationalPolygon& a, const RationalPolygon& b) {
  return answer_of(oracle::intersect_convex_polygons(a, b).relation);
}

template Answer oracle_answer<float>(const BoxPair<float>&);
template Answer oracle_answer<double>(const BoxPair<double>&);
template Answer oracle_answer<float>(const PolygonPair<float>&);
template Answer oracle_answer<double>(const PolygonPair<double>&);
template std::string exact_intersection_area<float>(const BoxPair<float>&);
template std::string exact_intersection_area<double>(const BoxPair<double>&);

}  // namespace obb2d::harness
