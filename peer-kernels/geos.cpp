// GEOS's GEOSIntersects_r and GEOSTouches_r (the C API, re-entrant) as a
// three-way peer kernel command (peer_kernel.hpp): each list becomes a
// LinearRing closed by its first vertex, then a Polygon without holes;
// not intersects is disjoint, intersects and touches is touching, intersects
// and not touches is overlapping. GEOS refuses a ring of fewer than 4 points
// (a list of one or two vertices: GEOSGeom_createLinearRing_r returns NULL),
// and a predicate reports an exception as 2: both are answered `invalid`.

#include "peer_kernel.hpp"

#define GEOS_USE_ONLY_R_API
#include <geos_c.h>

namespace {

using peer_kernels::Reply;
using peer_kernels::VertexList;

/// The GEOS context of the whole run.
GEOSContextHandle_t context() {
  static const GEOSContextHandle_t handle = GEOS_init_r();
  return handle;
}

/// The polygon whose shell is `list` closed, or nullptr when GEOS refuses it.
GEOSGeometry* make_polygon(const VertexList& list) {
  const unsigned count = static_cast<unsigned>(list.size());
  GEOSCoordSequence* shell = GEOSCoordSeq_create_r(context(), count + 1, 2);
  if (!shell) return nullptr;
  for (unsigned k = 0; k <= count; ++k) GEOSCoordSeq_setXY_r(context(), shell, k, list[k % count].x, list[k % count].y);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(context(), shell);  // owns shell, even when it fails
  return ring ? GEOSGeom_createPolygon_r(context(), ring, nullptr, 0) : nullptr;
}

/// The three-way answer from GEOS's two predicates (0, 1, or 2: an exception).
const char* relation(const GEOSGeometry* a, const GEOSGeometry* b) {
  const char intersects = GEOSIntersects_r(context(), a, b);
  if (intersects == 0) return "disjoint";
  if (intersects != 1) return "invalid";
  const char touches = GEOSTouches_r(context(), a, b);
  return touches == 1 ? "touching" : touches == 0 ? "overlapping" : "invalid";
}

Reply answer(const VertexList& a, const VertexList& b) {
  GEOSGeometry* polygon_a = make_polygon(a);
  GEOSGeometry* polygon_b = make_polygon(b);
  Reply reply;
  if (polygon_a && polygon_b) reply.answer = relation(polygon_a, polygon_b);
  if (polygon_a) GEOSGeom_destroy_r(context(), polygon_a);
  if (polygon_b) GEOSGeom_destroy_r(context(), polygon_b);
  return reply;
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "GEOS", GEOSversion(), "GEOSIntersects_r, GEOSTouches_r", "three-way",
      "GEOS_init_r(); per list GEOSCoordSeq_create_r and GEOSCoordSeq_setXY_r (closed by the first vertex), "
      "GEOSGeom_createLinearRing_r, GEOSGeom_createPolygon_r; then GEOSIntersects_r and GEOSTouches_r: not "
      "intersects is disjoint, touches is touching, else overlapping.",
      "The doubles as given (nothing rounded or rebuilt; zero-area polygons are kept, as GEOS does not validate). "
      "Refused (answered invalid): a ring of fewer than 4 points, that is a list of one or two vertices "
      "(GEOSGeom_createLinearRing_r returns NULL), and a predicate that reports an exception (returns 2).",
      0, 0,
      "none: geos_c.h documents no tolerance for GEOSIntersects_r/GEOSTouches_r; geometries get the factory's "
      "default FLOATING PrecisionModel (no snapping), and GEOS's relate decides orientation with "
      "CGAlgorithmsDD::orientationIndex (double-double)"};
  peer.answer = answer;
  peer.repro_prelude = R"(#include <geos_c.h>

// The polygon whose shell is the list closed, or nullptr when GEOS refuses it.
GEOSGeometry* make_polygon(GEOSContextHandle_t context, const std::vector<double>& xy) {
  const unsigned count = unsigned(xy.size() / 2);
  GEOSCoordSequence* shell = GEOSCoordSeq_create_r(context, count + 1, 2);
  for (unsigned k = 0; k <= count; ++k) GEOSCoordSeq_setXY_r(context, shell, k, xy[2 * (k % count)], xy[2 * (k % count) + 1]);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(context, shell);
  return ring ? GEOSGeom_createPolygon_r(context, ring, nullptr, 0) : nullptr;
}
)";
  peer.repro_body = R"(  GEOSContextHandle_t context = GEOS_init_r();
  GEOSGeometry* polygon_a = make_polygon(context, a);
  GEOSGeometry* polygon_b = make_polygon(context, b);
  const char* answer = "invalid";  // a refused ring, or a predicate's exception (2)
  if (polygon_a && polygon_b) {
    const char intersects = GEOSIntersects_r(context, polygon_a, polygon_b);
    const char touches = intersects == 1 ? GEOSTouches_r(context, polygon_a, polygon_b) : 0;
    if (intersects == 0) answer = "disjoint";
    if (intersects == 1 && touches == 1) answer = "touching";
    if (intersects == 1 && touches == 0) answer = "overlapping";
  }
  std::puts(answer);
  if (polygon_a) GEOSGeom_destroy_r(context, polygon_a);
  if (polygon_b) GEOSGeom_destroy_r(context, polygon_b);
  GEOS_finish_r(context);
)";
  peer.repro_link_flags = "-lgeos_c";
  return peer_kernels::run(argc, argv, peer);
}
