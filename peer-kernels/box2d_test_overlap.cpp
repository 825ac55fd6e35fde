// Box2D 2.4.1's b2TestOverlap as a peer kernel command (peer_kernel.hpp):
// two b2PolygonShapes (box2d_polygon.hpp), the identity transforms, and
// Box2D's yes/no answer. b2TestOverlap (src/collision/b2_collision.cpp)
// runs b2Distance with useRadii, which subtracts both skin radii, and
// answers distance < 10 * b2_epsilon: "within 2 * b2_polygonRadius of each
// other".

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
  const bool is_overlap = b2TestOverlap(&*shape_a, 0, &*shape_b, 0, identity, identity);
  return {is_overlap ? "intersecting" : "disjoint",
          obb2d::harness::PolygonPair<double>{peer_kernels::held_vertices(*shape_a),
                                              peer_kernels::held_vertices(*shape_b)}};
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "Box2D", peer_kernels::box2d_version(), "b2TestOverlap", "yes/no",
      "b2PolygonShape::Set(points, count) on each list of b2Vec2 (float), then b2TestOverlap(&shapeA, 0, &shapeB, 0, "
      "xfA, xfB) with identity b2Transforms; true is intersecting.",
      peer_kernels::box2d_holds, 0,
      // Both skin radii, then b2TestOverlap's own margin.
      2.0 * double(b2_polygonRadius) + 10.0 * double(b2_epsilon),
      "box2d/b2_common.h: b2_polygonRadius = 2 * b2_linearSlop (0.01) on every b2PolygonShape (b2_polygon_shape.h); "
      "b2TestOverlap in src/collision/b2_collision.cpp calls b2Distance with useRadii = true, which subtracts rA + "
      "rB, and answers output.distance < 10.0f * b2_epsilon (FLT_EPSILON)"};
  peer.polygon_precision = peer_kernels::Precision::single;
  peer.answer = answer;
  peer.repro_prelude = peer_kernels::box2d_repro_prelude;
  peer.repro_body = R"(  b2PolygonShape shape_a, shape_b;
  set_polygon(shape_a, a);
  set_polygon(shape_b, b);
  b2Transform identity;
  identity.SetIdentity();
  std::puts(b2TestOverlap(&shape_a, 0, &shape_b, 0, identity, identity) ? "intersecting" : "disjoint");
)";
  peer.repro_link_flags = "-lbox2d";
  return peer_kernels::run(argc, argv, peer);
}
