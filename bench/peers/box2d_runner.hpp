#pragma once
/// @file
/// Box2D 2.4's b2TestOverlap as a peer. Each box becomes, once and outside
/// the timing, a b2PolygonShape set from its four corners (box_corners.hpp,
/// rounded to float: Box2D stores float), both with the identity transform.
/// b2PolygonShape::Set aborts on a polygon of zero area, so a box with
/// u x v = 0 (a segment or a point) becomes the b2EdgeShape between its two
/// farthest corners instead, as a Box2D user would model it.
/// b2TestOverlap is Box2D's GJK distance with each shape's skin radius
/// (b2_polygonRadius, 0.01 length units) added: it answers "within 0.01 of
/// each other", which the oracle's exact relation then judges.

#include "../workloads.hpp"
#include "box_corners.hpp"

#include <box2d/box2d.h>

#include <cstddef>
#include <memory>
#include <vector>

namespace obb2d::bench::peers {

/// Box2D's shape for one box: a polygon, or an edge when the box has no area.
inline std::unique_ptr<b2Shape> make_box2d_shape(const BoxCorners& box, bool has_area) {
  const auto& c = box.corners;
  if (has_area) {
    b2Vec2 vertices[4];
    for (int k = 0; k < 4; ++k) vertices[k].Set(static_cast<float>(c[k].x), static_cast<float>(c[k].y));
    auto polygon = std::make_unique<b2PolygonShape>();
    polygon->Set(vertices, 4);
    return polygon;
  }
  int first = 0, second = 0;
  double widest = -1;
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) {
      const double dx = c[i].x - c[j].x, dy = c[i].y - c[j].y;
      if (dx * dx + dy * dy > widest) widest = dx * dx + dy * dy, first = i, second = j;
    }
  }
  auto edge = std::make_unique<b2EdgeShape>();
  edge->SetTwoSided({static_cast<float>(c[first].x), static_cast<float>(c[first].y)},
                    {static_cast<float>(c[second].x), static_cast<float>(c[second].y)});
  return edge;
}

/// Whether a box has positive area: u x v != 0, exact in double for float
/// boxes (products of floats are exact in double).
template <class T>
bool has_area(const Box<T>& box) {
  return double(box.u.x) * double(box.v.y) != double(box.u.y) * double(box.v.x);
}

/// b2TestOverlap on every pair of a workload, shapes made once.
template <class T>
class Box2dRunner {
 public:
  /// Converts every box of `pairs` to a Box2D shape.
  explicit Box2dRunner(const std::vector<BoxPair<T>>& pairs) {
    identity_.SetIdentity();
    for (const BoxPair<T>& pair : pairs) {
      first_.push_back(make_box2d_shape(make_box_corners(pair.a), has_area(pair.a)));
      second_.push_back(make_box2d_shape(make_box_corners(pair.b), has_area(pair.b)));
    }
  }

  /// Box2D's answer for pair i.
  bool intersects(std::size_t i) const {
    return b2TestOverlap(first_[i].get(), 0, second_[i].get(), 0, identity_, identity_);
  }

 private:
  std::vector<std::unique_ptr<b2Shape>> first_, second_;
  b2Transform identity_;
};

}  // namespace obb2d::bench::peers
