// Chipmunk 7's cpShapesCollide as a peer kernel command (peer_kernel.hpp):
// each list becomes cpPolyShapeNew(body, count, verts, cpTransformIdentity,
// 0.0) on one static body, which keeps the list's convex hull (QuickHull,
// tolerance 0: repeated and collinear points dropped) and radius 0;
// cpShapeCacheBB then computes the world-space vertices that
// cpShapesCollide reads (a shape outside a space has none until then); a
// contact point set with count > 0 is Chipmunk's "intersecting".
//
// cpPolyShapeNew, not cpPolyShapeNewRaw: Raw requires a convex
// counter-clockwise list without repeats, which the protocol's lists (either
// winding, repeated or collinear vertices) are not, and the header says the
// hull is what cpPolyShapeNew is for.
//
// Debian's libchipmunk is built without NDEBUG: cpAssertSoft is on, and an
// internal check inside the collision (EPA: "EPA vertexes are the same")
// calls abort(). Such a pair costs only its answer: the adapter answers in
// a child process (answer_worker.hpp), and a pair it dies on is `invalid`,
// with Chipmunk's own message on stderr.

#include "peer_kernel.hpp"

#include <chipmunk/chipmunk.h>

#include <vector>

namespace {

using peer_kernels::Reply;
using peer_kernels::VertexList;

/// A polygon shape of `list` on `body`, its world-space vertices cached.
cpShape* make_polygon(cpBody* body, const VertexList& list) {
  std::vector<cpVect> verts;
  for (const peer_kernels::Point& p : list) verts.push_back(cpv(p.x, p.y));
  cpShape* shape = cpPolyShapeNew(body, static_cast<int>(verts.size()), verts.data(), cpTransformIdentity, 0.0);
  cpShapeCacheBB(shape);
  return shape;
}

/// The hull Chipmunk holds (cpPolyShapeGetCount, cpPolyShapeGetVert).
VertexList held_vertices(const cpShape* shape) {
  VertexList list;
  for (int i = 0; i < cpPolyShapeGetCount(shape); ++i) {
    const cpVect v = cpPolyShapeGetVert(shape, i);
    list.push_back({v.x, v.y});
  }
  return list;
}

/// The static body all shapes are on, for the whole run.
cpBody* static_body() {
  static cpBody* const body = cpBodyNewStatic();
  return body;
}

Reply answer(const VertexList& a, const VertexList& b) {
  cpShape* shape_a = make_polygon(static_body(), a);
  cpShape* shape_b = make_polygon(static_body(), b);
  const int count = cpShapesCollide(shape_a, shape_b).count;
  const Reply reply = {count > 0 ? "intersecting" : "disjoint",
                       obb2d::harness::PolygonPair<double>{held_vertices(shape_a), held_vertices(shape_b)}};
  cpShapeFree(shape_a);
  cpShapeFree(shape_b);
  return reply;
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "Chipmunk2D", cpVersionString, "cpShapesCollide", "yes/no",
      "cpPolyShapeNew(cpBodyNewStatic(), count, verts, cpTransformIdentity, 0.0) and cpShapeCacheBB(shape) for each "
      "list (cpVect, double), then cpShapesCollide(a, b); a cpContactPointSet with count > 0 is intersecting.",
      "cpVect doubles as given, but cpPolyShapeNew keeps the convex hull (cpConvexHull, tolerance 0: repeated and "
      "collinear points dropped, counter-clockwise from the leftmost point; written as held geometry), radius 0. "
      "Refuses nothing: a list of one or two points is a poly shape of one or two vertices. Debian's build keeps "
      "cpAssertSoft: a pair on which it aborts inside cpShapesCollide is answered invalid (the adapter answers in "
      "a child process).",
      0, 0,
      "none: chipmunk/cpPolyShape.h documents none; src/cpCollision.c PolyToPoly makes contacts when points.d - "
      "poly1->r - poly2->r <= 0.0 with the radius 0 given, and GJK/EPA (cpCollision.c, MAX_GJK_ITERATIONS 30) "
      "decide sides with the floating-point cpCheckPointGreater/cpCheckAxis of chipmunk/cpRobust.h; cpSpace's "
      "collisionSlop is for the solver, not cpShapesCollide"};
  peer.answer = answer;
  peer.repro_prelude = R"(#include <chipmunk/chipmunk.h>

// Debian's libchipmunk keeps cpAssertSoft: a pair on which it aborts is
// answered "invalid", as the adapter does.
cpShape* make_polygon(cpBody* body, const std::vector<double>& xy) {
  std::vector<cpVect> verts;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) verts.push_back(cpv(xy[i], xy[i + 1]));
  cpShape* shape = cpPolyShapeNew(body, int(verts.size()), verts.data(), cpTransformIdentity, 0.0);
  cpShapeCacheBB(shape);  // the world-space vertices cpShapesCollide reads
  return shape;
}
)";
  peer.repro_body = R"(  cpBody* body = cpBodyNewStatic();
  cpShape* shape_a = make_polygon(body, a);
  cpShape* shape_b = make_polygon(body, b);
  std::puts(cpShapesCollide(shape_a, shape_b).count > 0 ? "intersecting" : "disjoint");
  cpShapeFree(shape_a);
  cpShapeFree(shape_b);
  cpBodyFree(body);
)";
  peer.repro_link_flags = "-lchipmunk -lm";
  return peer_kernels::run(argc, argv, peer);
}
