// Box2D 2.4.1's b2CollidePolygons as a peer kernel command
// (peer_kernel.hpp): two b2PolygonShapes (box2d_polygon.hpp), the identity
// transforms, and the manifold's pointCount > 0 as Box2D's yes/no answer.
// b2CollidePolygons (src/collision/b2_collide_polygon.cpp) finds the axis
// of greatest separation on either polygon's normals, returns no point
// when it exceeds totalRadius (both skin radii), and keeps the clipped
// incident points whose separation is at most totalRadius.

#include "box2d_polygon.hpp"

namespace {

using peer_kernels::Reply;
using peer_kernels::VertexList;

Reply answer(const VertexList& a, const VertexList& b) {
  const std::optional<b2PolygonShape> shape_a = peer_kernels::make_box2d_polygon(a);
  const std::optional<b2PolygonShape> shape_b = peer_kernels::make_box2d_polygon(b);
  if (!shape_a || !shape_b) return {};
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold manifold;
  b2CollidePolygons(&manifold, &*shape_a, identity, &*shape_b, identity);
  return {manifold.pointCount > 0 ? "intersecting" : "disjoint",
          obb2d::harness::PolygonPair<double>{peer_kernels::held_vertices(*shape_a),
                                              peer_kernels::held_vertices(*shape_b)}};
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "Box2D", peer_kernels::box2d_version(), "b2CollidePolygons", "yes/no",
      "b2PolygonShape::Set(points, count) on each list of b2Vec2 (float), then b2CollidePolygons(&manifold, &polyA, "
      "xfA, &polyB, xfB) with identity b2Transforms; manifold.pointCount > 0 is intersecting.",
      peer_kernels::box2d_holds, 0,
      // totalRadius: both skin radii.
      2.0 * double(b2_polygonRadius),
      "box2d/b2_common.h: b2_polygonRadius = 2 * b2_linearSlop (0.01) on every b2PolygonShape (b2_polygon_shape.h); "
      "b2CollidePolygons in src/collision/b2_collide_polygon.cpp: totalRadius = polyA->m_radius + polyB->m_radius, "
      "no point when the greatest separation > totalRadius, a point where separation <= totalRadius"};
  peer.polygon_precision = peer_kernels::Precision::single;
  peer.answer = answer;
  peer.repro_prelude = peer_kernels::box2d_repro_prelude;
  peer.repro_body = R"(  b2PolygonShape shape_a, shape_b;
  set_polygon(shape_a, a);
  set_polygon(shape_b, b);
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold manifold;
  b2CollidePolygons(&manifold, &shape_a, identity, &shape_b, identity);
  std::puts(manifold.pointCount > 0 ? "intersecting" : "disjoint");
)";
  peer.repro_link_flags = "-lbox2d";
  return peer_kernels::run(argc, argv, peer);
}
