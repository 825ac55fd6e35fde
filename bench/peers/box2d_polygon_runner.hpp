#pragma once
/// @file
/// Box2D 2.4's b2TestOverlap on the polygon workloads. Each list becomes,
/// once and outside the timing, a Box2D shape: a b2PolygonShape (Set makes
/// its own hull of at most b2_maxPolygonVertices = 8 points and welds points
/// closer than b2_linearSlop, 0.005), a b2EdgeShape for a list of two
/// points, a b2CircleShape of radius 0 for one point; both with the
/// identity transform. b2PolygonShape::Set asserts when the welded hull has
/// fewer than 3 points, so a list of 3 or more whose points come within 0.01
/// of each other or whose area is below 0.005 is not given to it: its pairs
/// are neither timed nor judged (pair_indices() lists those that are).
/// b2TestOverlap is GJK's distance with the skin radii (b2_polygonRadius,
/// 0.01) added: it answers "within about 0.01 of each other", which the
/// oracle's exact relation then judges.

#include "../polygon_workloads.hpp"

#include <box2d/box2d.h>

#include <cmath>
#include <cstddef>
#include <memory>
#include <vector>

namespace obb2d::bench::peers {

/// b2TestOverlap on every pair of a polygon workload (float lists).
class Box2dPolygonRunner {
 public:
  explicit Box2dPolygonRunner(const PolygonSet<float>& set) {
    identity_.SetIdentity();
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      if (is_given(set.polygon(2 * i)) && is_given(set.polygon(2 * i + 1))) pairs_.push_back(i);
    }
    shapes_.resize(set.starts.size() - 1);
    for (const std::size_t i : pairs_) {
      shapes_[2 * i] = make_shape(set.polygon(2 * i));
      shapes_[2 * i + 1] = make_shape(set.polygon(2 * i + 1));
    }
  }

  /// The pairs given to Box2D.
  const std::vector<std::size_t>& pair_indices() const { return pairs_; }

  /// Box2D's answer for pair i (one of pair_indices()).
  bool intersects(std::size_t i) const {
    return b2TestOverlap(shapes_[2 * i].get(), 0, shapes_[2 * i + 1].get(), 0, identity_, identity_);
  }

 private:
  /// A point, a segment, or at most 8 points 0.01 apart or more with twice
  /// their area (shoelace, in double) at least 0.01.
  static bool is_given(PolygonView<float> polygon) {
    const Vec2<float>* p = polygon.vertices;
    if (polygon.count <= 2) return true;
    if (polygon.count > b2_maxPolygonVertices) return false;
    double twice_area = 0;
    for (std::size_t i = 0; i < polygon.count; ++i) {
      const Vec2<float>& q = p[(i + 1) % polygon.count];
      twice_area += double(p[i].x) * q.y - double(p[i].y) * q.x;
      for (std::size_t j = i + 1; j < polygon.count; ++j) {
        const double dx = double(p[i].x) - p[j].x, dy = double(p[i].y) - p[j].y;
        if (dx * dx + dy * dy < 0.01 * 0.01) return false;
      }
    }
    return std::abs(twice_area) >= 0.01;
  }

  static std::unique_ptr<b2Shape> make_shape(PolygonView<float> polygon) {
    const Vec2<float>* p = polygon.vertices;
    if (polygon.count == 1) {
      auto point = std::make_unique<b2CircleShape>();
      point->m_p.Set(p[0].x, p[0].y);
      point->m_radius = 0;
      return point;
    }
    if (polygon.count == 2) {
      auto edge = std::make_unique<b2EdgeShape>();
      edge->SetTwoSided({p[0].x, p[0].y}, {p[1].x, p[1].y});
      return edge;
    }
    b2Vec2 vertices[b2_maxPolygonVertices];
    for (std::size_t k = 0; k < polygon.count && k < b2_maxPolygonVertices; ++k) vertices[k].Set(p[k].x, p[k].y);
    auto shape = std::make_unique<b2PolygonShape>();
    shape->Set(vertices, static_cast<int32>(std::min<std::size_t>(polygon.count, b2_maxPolygonVertices)));
    return shape;
  }

  std::vector<std::size_t> pairs_;
  std::vector<std::unique_ptr<b2Shape>> shapes_;
  b2Transform identity_;
};

}  // namespace obb2d::bench::peers
