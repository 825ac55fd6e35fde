// Chipmunk2D 7.0.3, cpShapesCollide: disjoint-as-intersecting/degenerate (polygons).
// The exact answer is disjoint; the truth: a gap of 1 (exactly 0x1p+0), 1 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x1p+1 0x0p+0 0x1p+0 0x0p+0 | 0x0p+0 0x0p+0`.
// prints: intersecting
// cpShapesCollide (Chipmunk2D 7.0.3) on one pair, as the adapter calls it.
// The pair: 0x1p+1 0x0p+0 0x1p+0 0x0p+0 | 0x0p+0 0x0p+0
// Build: g++ -std=c++17 repro.cpp -lchipmunk -lm
#include <csignal>
#include <cstdio>
#include <vector>

#include <unistd.h>

#include <chipmunk/chipmunk.h>

// Debian's libchipmunk keeps cpAssertSoft: a pair on which it aborts is
// answered "invalid", as the adapter does.
cpShape* make_polygon(cpBody* body, const std::vector<double>& xy) {
  std::vector<cpVect> verts;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) verts.push_back(cpv(xy[i], xy[i + 1]));
  cpShape* shape = cpPolyShapeNew(body, int(verts.size()), verts.data(), cpTransformIdentity, 0.0);
  cpShapeCacheBB(shape);  // the world-space vertices cpShapesCollide reads
  return shape;
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
  const std::vector<double> a = {0x1p+1, 0x0p+0, 0x1p+0, 0x0p+0};
  const std::vector<double> b = {0x0p+0, 0x0p+0};
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  cpBody* body = cpBodyNewStatic();
  cpShape* shape_a = make_polygon(body, a);
  cpShape* shape_b = make_polygon(body, b);
  std::puts(cpShapesCollide(shape_a, shape_b).count > 0 ? "intersecting" : "disjoint");
  cpShapeFree(shape_a);
  cpShapeFree(shape_b);
  cpBodyFree(body);
  return 0;
}
