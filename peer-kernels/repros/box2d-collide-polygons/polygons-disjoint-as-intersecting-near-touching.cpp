// Box2D 2.4.1, b2CollidePolygons: disjoint-as-intersecting/near-touching (polygons).
// The exact answer is disjoint; the truth: a gap of about 0.022967, 0.023 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 0x0p+0 0x1p+0 0x1p+0 0x0p+0 | -0x1p+0 0x0p+0 0x1.4p+18 -0x1.acp+20 -0x1.4p+18 0x1.abfffcp+20`.
// prints: intersecting
// b2CollidePolygons (Box2D 2.4.1) on one pair, as the adapter calls it.
// The pair: 0x0p+0 0x0p+0 0x0p+0 0x1p+0 0x1p+0 0x0p+0 | -0x1p+0 0x0p+0 0x1.4p+18 -0x1.acp+20 -0x1.4p+18 0x1.abfffcp+20
// Build: g++ -std=c++17 repro.cpp -lbox2d
#include <csignal>
#include <cstdio>
#include <vector>

#include <unistd.h>

#include <box2d/box2d.h>

// b2Assert is assert() and Debian's libbox2d keeps it: b2PolygonShape::Set
// aborts on a list it refuses, which the adapter answers "invalid" (it
// checks Set's conditions first).
void set_polygon(b2PolygonShape& shape, const std::vector<double>& xy) {
  std::vector<b2Vec2> points;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) points.emplace_back(float(xy[i]), float(xy[i + 1]));
  shape.Set(points.data(), int(points.size()));
}

// The adapter answers "invalid" for a pair on which the library dies (an
// abort from its assertions, a SIGFPE, ...): so does this program. Remove
// this handler's installation to see the death itself.
void answer_invalid(int) {
  if (write(1, "invalid\n", 8) != 8) _exit(1);
  _exit(0);
}

int main() {
  // Polygon A, then polygon B, as read (float): x y x y ...
  const std::vector<double> a = {0x0p+0f, 0x0p+0f, 0x0p+0f, 0x1p+0f, 0x1p+0f, 0x0p+0f};
  const std::vector<double> b = {-0x1p+0f, 0x0p+0f, 0x1.4p+18f, -0x1.acp+20f, -0x1.4p+18f, 0x1.abfffcp+20f};
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  b2PolygonShape shape_a, shape_b;
  set_polygon(shape_a, a);
  set_polygon(shape_b, b);
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold manifold;
  b2CollidePolygons(&manifold, &shape_a, identity, &shape_b, identity);
  std::puts(manifold.pointCount > 0 ? "intersecting" : "disjoint");
  return 0;
}
