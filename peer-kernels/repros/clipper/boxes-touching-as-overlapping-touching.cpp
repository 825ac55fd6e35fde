// Clipper 6.4.2, ClipperLib::Clipper::Execute(ctIntersection): touching-as-overlapping/touching (boxes).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 0x1.2p+2 -0x1.ep+0 0x1.8p-2 -0x1.8p-1 -0x1.8p+0 -0x1.5p+2 0x1.8p+1 -0x1.4p+0 0x1.ep+0 0x1.2p+2`.
// prints: overlapping
// ClipperLib::Clipper::Execute(ctIntersection) (Clipper 6.4.2) on one pair, as the adapter calls it.
// The pair: 0x0p+0 0x0p+0 0x1.2p+2 -0x1.ep+0 0x1.8p-2 -0x1.8p-1 -0x1.8p+0 -0x1.5p+2 0x1.8p+1 -0x1.4p+0 0x1.ep+0 0x1.2p+2
// Build: g++ -std=c++17 repro.cpp -lpolyclipping
#include <csignal>
#include <cstdio>
#include <vector>

#include <unistd.h>

#include <polyclipping/clipper.hpp>

#include <cmath>

namespace cl = ClipperLib;

// The pair's scale 2^k: its largest |coordinate| times 2^k is in [2^59, 2^60).
int scale_exponent(const std::vector<double>& a, const std::vector<double>& b) {
  double largest = 0;
  for (const double v : a) largest = std::fmax(largest, std::fabs(v));
  for (const double v : b) largest = std::fmax(largest, std::fabs(v));
  int exponent = 0;
  std::frexp(largest, &exponent);
  return 60 - exponent;
}

cl::Path make_path(const std::vector<double>& xy, int k) {
  cl::Path path;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) {
    path.emplace_back(std::llround(std::ldexp(xy[i], k)), std::llround(std::ldexp(xy[i + 1], k)));
  }
  return path;
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
  const std::vector<double> a = corners_of({0x0p+0f, 0x0p+0f, 0x1.2p+2f, -0x1.ep+0f, 0x1.8p-2f, -0x1.8p-1f});
  const std::vector<double> b = corners_of({-0x1.8p+0f, -0x1.5p+2f, 0x1.8p+1f, -0x1.4p+0f, 0x1.ep+0f, 0x1.2p+2f});
  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);
  const int k = scale_exponent(a, b);
  const char* answer = "invalid";  // AddPath refused a path, or a clipperException
  try {
    cl::Clipper clipper;
    cl::Paths solution;
    if (clipper.AddPath(make_path(a, k), cl::ptSubject, true) && clipper.AddPath(make_path(b, k), cl::ptClip, true) &&
        clipper.Execute(cl::ctIntersection, solution, cl::pftNonZero, cl::pftNonZero)) {
      answer = "disjoint";
      for (const cl::Path& path : solution) {
        if (cl::Area(path) != 0) answer = "overlapping";
      }
    }
  } catch (const cl::clipperException&) {
  }
  std::puts(answer);
  return 0;
}
