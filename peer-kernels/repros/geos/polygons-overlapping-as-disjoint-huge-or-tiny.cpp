// GEOS 3.11.1-CAPI-1.17.1, GEOSIntersects_r, GEOSTouches_r: overlapping-as-disjoint/huge-or-tiny (polygons).
// The exact answer is overlapping; the truth: an overlap about 1.1114e-162 wide, 1.11e-162 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x1p-538 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 0x0p+0 0x0p+0 0x0p+0 | -0x1p+0 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 -0x1p+0 0x1p+0 0x0p+0 0x0p+0 0x0p+0`.
// prints: disjoint
// GEOSIntersects_r, GEOSTouches_r (GEOS 3.11.1-CAPI-1.17.1) on one pair, as the adapter calls it.
// The pair: 0x1p-538 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 0x0p+0 0x0p+0 0x0p+0 | -0x1p+0 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 -0x1p+0 0x1p+0 0x0p+0 0x0p+0 0x0p+0
// Build: g++ -std=c++17 repro.cpp -lgeos_c
#include <csignal>
#include <cstdio>
#include <vector>

#include <unistd.h>

#include <geos_c.h>

// The polygon whose shell is the list closed, or nullptr when GEOS refuses it.
GEOSGeometry* make_polygon(GEOSContextHandle_t context, const std::vector<double>& xy) {
  const unsigned count = unsigned(xy.size() / 2);
  GEOSCoordSequence* shell = GEOSCoordSeq_create_r(context, count + 1, 2);
  for (unsigned k = 0; k <= count; ++k) GEOSCoordSeq_setXY_r(context, shell, k, xy[2 * (k % count)], xy[2 * (k % count) + 1]);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(context, shell);
  return ring ? GEOSGeom_createPolygon_r(context, ring, nullptr, 0) : nullptr;
}

// The adapter answers "invalid" for a pair on which the library dies (an
// abort from its assertions, a SIGFPE, ...): so does this program. Remove
// this handler's installation to see the death itself.
void answer_invalid(int) {
  if (write(1, "invalid\n", 8) != 8) _exit(1);
  _exit(0);
}

int main() {
  // Polygon A, then polygon B, as read (double): x y x y ...
  const std::vector<double> a = {0x1p-538, 0x0p+0, 0x0p+0, -0x1p+0, 0x0p+0, 0x0p+0, 0x0p+0, 0x0p+0};
  const std::vector<double> b = {-0x1p+0, 0x0p+0, 0x0p+0, -0x1p+0, 0x0p+0, -0x1p+0, 0x1p+0, 0x0p+0, 0x0p+0, 0x0p+0};
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  GEOSContextHandle_t context = GEOS_init_r();
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
  return 0;
}
