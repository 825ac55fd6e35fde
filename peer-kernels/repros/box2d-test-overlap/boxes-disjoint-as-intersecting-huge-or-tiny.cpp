// Box2D 2.4.1, b2TestOverlap: disjoint-as-intersecting/huge-or-tiny (boxes).
// The exact answer is disjoint; the truth: a gap of 2 (exactly 0x1p+1), 1 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x1p+2 0x0p+0 0x1p+0 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 0x0p+0 0x1p+0 0x0p+0 0x0p+0 0x1p+63`.
// prints: intersecting
// b2TestOverlap (Box2D 2.4.1) on one pair, as the adapter calls it.
// The pair: 0x1p+2 0x0p+0 0x1p+0 0x0p+0 0x0p+0 -0x1p+0 0x0p+0 0x0p+0 0x1p+0 0x0p+0 0x0p+0 0x1p+63
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
  const std::vector<double> a = corners_of({0x1p+2f, 0x0p+0f, 0x1p+0f, 0x0p+0f, 0x0p+0f, -0x1p+0f});
  const std::vector<double> b = corners_of({0x0p+0f, 0x0p+0f, 0x1p+0f, 0x0p+0f, 0x0p+0f, 0x1p+63f});
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  b2PolygonShape shape_a, shape_b;
  set_polygon(shape_a, a);
  set_polygon(shape_b, b);
  b2Transform identity;
  identity.SetIdentity();
  std::puts(b2TestOverlap(&shape_a, 0, &shape_b, 0, identity, identity) ? "intersecting" : "disjoint");
  return 0;
}
