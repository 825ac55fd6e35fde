// Boost.Geometry 1.74.0, boost::geometry::intersects, boost::geometry::touches: death-1 (boxes).
// The library failed on this pair (died: it was killed by signal 8 (Floating point exception)); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `-0x1p-1 0x1p+58 -0x0p+0 -0x0p+0 -0x1p+56 -0x0p+0 0x1.cp+57 -0x1p-1 -0x0p+0 -0x0p+0 -0x1.2p+58 0x1.8p+58`.
// prints: invalid
// boost::geometry::intersects, boost::geometry::touches (Boost.Geometry 1.74.0) on one pair, as the adapter calls it.
// The pair: -0x1p-1 0x1p+58 -0x0p+0 -0x0p+0 -0x1p+56 -0x0p+0 0x1.cp+57 -0x1p-1 -0x0p+0 -0x0p+0 -0x1.2p+58 0x1.8p+58
// Build: g++ -std=c++17 repro.cpp (header only)
#include <csignal>
#include <cstdio>
#include <vector>

#include <unistd.h>

// The adapter is built with -DNDEBUG (BOOST_GEOMETRY_ASSERT off): so is this.
#ifndef NDEBUG
#define NDEBUG
#endif
// GCC 12 warns (-Wmaybe-uninitialized) inside Boost 1.74's rescale_policy.hpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define BOOST_ALLOW_DEPRECATED_HEADERS  // Boost 1.74 includes a header it deprecated
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/algorithms/touches.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace bg = boost::geometry;
using Polygon = bg::model::polygon<bg::model::d2::point_xy<double>>;

Polygon make_polygon(const std::vector<double>& xy) {
  Polygon polygon;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) polygon.outer().push_back({xy[i], xy[i + 1]});
  bg::correct(polygon);  // closes the ring and makes it clockwise
  return polygon;
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
  const std::vector<double> a = corners_of({-0x1p-1f, 0x1p+58f, -0x0p+0f, -0x0p+0f, -0x1p+56f, -0x0p+0f});
  const std::vector<double> b = corners_of({0x1.cp+57f, -0x1p-1f, -0x0p+0f, -0x0p+0f, -0x1.2p+58f, 0x1.8p+58f});
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  const Polygon polygon_a = make_polygon(a), polygon_b = make_polygon(b);
  const char* answer = "invalid";  // an exception: bg::exception, boost::numeric::bad_numeric_cast
  try {
    answer = !bg::intersects(polygon_a, polygon_b) ? "disjoint"
             : bg::touches(polygon_a, polygon_b)   ? "touching"
                                                   : "overlapping";
  } catch (const std::exception&) {
  }
  std::puts(answer);
  return 0;
}
