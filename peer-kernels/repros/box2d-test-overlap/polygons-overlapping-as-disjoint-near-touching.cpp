// Box2D 2.4.1, b2TestOverlap: overlapping-as-disjoint/near-touching (polygons).
// The exact answer is overlapping; the truth: an overlap about 0.025 wide, 0.0242 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x1p-5 0x0p+0 0x0p+0 0x1p-1 -0x1p+0 0x1p-4 0x0p+0 | 0x0p+0 0x1p+18 -0x1p+19 -0x1.8p+18 0x1p+20 0x1.8p+19 0x1p+19 0x1.8p+19`.
// prints: disjoint
// b2TestOverlap (Box2D 2.4.1) on one pair, as the adapter calls it.
// The pair: 0x0p+0 0x1p-5 0x0p+0 0x0p+0 0x1p-1 -0x1p+0 0x1p-4 0x0p+0 | 0x0p+0 0x1p+18 -0x1p+19 -0x1.8p+18 0x1p+20 0x1.8p+19 0x1p+19 0x1.8p+19
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
  const std::vector<double> a = {0x0p+0f, 0x1p-5f, 0x0p+0f, 0x0p+0f, 0x1p-1f, -0x1p+0f, 0x1p-4f, 0x0p+0f};
  const std::vector<double> b = {0x0p+0f, 0x1p+18f, -0x1p+19f, -0x1.8p+18f, 0x1p+20f, 0x1.8p+19f, 0x1p+19f, 0x1.8p+19f};
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  b2PolygonShape shape_a, shape_b;
  set_polygon(shape_a, a);
  set_polygon(shape_b, b);
  b2Transform identity;
  identity.SetIdentity();
  std::puts(b2TestOverlap(&shape_a, 0, &shape_b, 0, identity, identity) ? "intersecting" : "disjoint");
  return 0;
}
