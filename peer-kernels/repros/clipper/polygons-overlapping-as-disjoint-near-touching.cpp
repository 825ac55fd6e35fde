// Clipper 6.4.2, ClipperLib::Clipper::Execute(ctIntersection): overlapping-as-disjoint/near-touching (polygons).
// The exact answer is overlapping; the truth: an overlap about 5.9212e-17 wide, 7.89e-17 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `-0x1.8p-1 -0x1.ap+0 0x1.6p+0 -0x1.cp-1 0x0p+0 0x0p+0 | 0x1p+0 -0x1p+1 0x1p+0 -0x1p+1 0x1p+0 -0x1.4p+0 0x1.3fffffffffffcp-2 -0x1.4p+0`.
// prints: disjoint
// ClipperLib::Clipper::Execute(ctIntersection) (Clipper 6.4.2) on one pair, as the adapter calls it.
// The pair: -0x1.8p-1 -0x1.ap+0 0x1.6p+0 -0x1.cp-1 0x0p+0 0x0p+0 | 0x1p+0 -0x1p+1 0x1p+0 -0x1p+1 0x1p+0 -0x1.4p+0 0x1.3fffffffffffcp-2 -0x1.4p+0
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

int main() {
  // Polygon A, then polygon B, as read (double): x y x y ...
  const std::vector<double> a = {-0x1.8p-1, -0x1.ap+0, 0x1.6p+0, -0x1.cp-1, 0x0p+0, 0x0p+0};
  const std::vector<double> b = {0x1p+0, -0x1p+1, 0x1p+0, -0x1p+1, 0x1p+0, -0x1.4p+0, 0x1.3fffffffffffcp-2, -0x1.4p+0};
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
