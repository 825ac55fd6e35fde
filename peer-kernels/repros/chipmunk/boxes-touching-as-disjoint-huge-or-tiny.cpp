// Chipmunk2D 7.0.3, cpShapesCollide: touching-as-disjoint/huge-or-tiny (boxes).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `0x1p+47 0x0p+0 -0x1p+48 0x0p+0 0x0p+0 -0x1p+46 0x1.8p+50 -0x1.9p+49 -0x1.8p+49 -0x1.2p+49 -0x1.8p+49 0x1p+50`.
// prints: disjoint
// cpShapesCollide (Chipmunk2D 7.0.3) on one pair, as the adapter calls it.
// The pair: 0x1p+47 0x0p+0 -0x1p+48 0x0p+0 0x0p+0 -0x1p+46 0x1.8p+50 -0x1.9p+49 -0x1.8p+49 -0x1.2p+49 -0x1.8p+49 0x1p+50
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

// c-u-v, c+u-v, c+u+v, c-u+v of the box cx cy ux uy vx vy, each coordinate
// (c + s*u) + t*v in double, as the adapter computes them.
std::vector<double> corners_of(const float (&n)[6]) {
  constexpr int signs[4][2] = {{-1, -1}, {+1, -1}, {+1, +1}, {-1, +1}};
  std::vector<double> xy;
  for (const auto& st : signs) {
    xy.push_back((double(n[0]) + st[0] * double(n[2])) + st[1] * double(n[4]));
    xy.push_back((double(n[1]) + st[0] * double(n[3])) + st[1] * double(n[5]));
  }
  return xy;
}

int main() {
  // Box A, then box B, as read (float): cx cy ux uy vx vy; each a list of its corners.
  const std::vector<double> a = corners_of({0x1p+47f, 0x0p+0f, -0x1p+48f, 0x0p+0f, 0x0p+0f, -0x1p+46f});
  const std::vector<double> b = corners_of({0x1.8p+50f, -0x1.9p+49f, -0x1.8p+49f, -0x1.2p+49f, -0x1.8p+49f, 0x1p+50f});
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
