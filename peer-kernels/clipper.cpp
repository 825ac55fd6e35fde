// Clipper 6.4.2's intersection (ClipperLib::Clipper::Execute with
// ctIntersection) as a peer kernel command (peer_kernel.hpp). Clipper works
// on integers (cInt, 64 bits), so the pair is scaled as a user scales
// floats: by the power of two 2^(60 - e), e the binary exponent (frexp) of
// the pair's largest |coordinate|, which puts that coordinate in
// [2^59, 2^60), inside Clipper's hiRange (2^62 - 1); each coordinate is then
// rounded to the nearest integer (std::llround). A is the subject, B the
// clip, both closed, both filled non-zero (so either winding fills); a
// solution with a path of non-zero area is `overlapping`, an empty one
// `disjoint`. A regularized intersection has no area where the polygons
// only touch: touching pairs are answered disjoint, by design. AddPath
// refuses (returns false) a closed path of fewer than 3 distinct points or
// all collinear: `invalid`. When the rounding moved a coordinate, the
// answer says what Clipper held: the rounded integers times 2^(e - 60),
// exact in double.

#include "peer_kernel.hpp"

#include <polyclipping/clipper.hpp>

#include <cmath>
#include <cstdlib>

namespace {

namespace cl = ClipperLib;
using peer_kernels::Reply;
using peer_kernels::VertexList;

/// The exponent k of the pair's scale 2^k: its largest |coordinate| times
/// 2^k is in [2^59, 2^60) (0 when every coordinate is 0).
int scale_exponent(const VertexList& a, const VertexList& b) {
  double largest = 0;
  for (const VertexList* list : {&a, &b}) {
    for (const peer_kernels::Point& p : *list) largest = std::fmax(largest, std::fmax(std::fabs(p.x), std::fabs(p.y)));
  }
  int exponent = 0;
  std::frexp(largest, &exponent);  // largest = f * 2^exponent, f in [0.5, 1)
  return 60 - exponent;
}

/// The list on Clipper's grid: each coordinate times 2^k, rounded.
cl::Path make_path(const VertexList& list, int k) {
  cl::Path path;
  for (const peer_kernels::Point& p : list) {
    path.emplace_back(std::llround(std::ldexp(p.x, k)), std::llround(std::ldexp(p.y, k)));
  }
  return path;
}

/// The path's points back in the pair's units: each integer (below 2^60 in
/// magnitude, so a double holds it) times 2^-k. Exact: a coordinate that
/// rounded had bits below 2^-k, so 2^-k is above the least subnormal.
VertexList held_vertices(const cl::Path& path, int k) {
  VertexList list;
  for (const cl::IntPoint& p : path) {
    list.push_back({std::ldexp(static_cast<double>(p.X), -k), std::ldexp(static_cast<double>(p.Y), -k)});
  }
  return list;
}

Reply answer(const VertexList& a, const VertexList& b) {
  const int k = scale_exponent(a, b);
  const cl::Path subject = make_path(a, k), clip = make_path(b, k);
  Reply reply;
  try {
    cl::Clipper clipper;
    cl::Paths solution;
    if (!clipper.AddPath(subject, cl::ptSubject, true) || !clipper.AddPath(clip, cl::ptClip, true) ||
        !clipper.Execute(cl::ctIntersection, solution, cl::pftNonZero, cl::pftNonZero)) {
      return reply;
    }
    reply.answer = "disjoint";
    for (const cl::Path& path : solution) {
      if (cl::Area(path) != 0) reply.answer = "overlapping";
    }
  } catch (const cl::clipperException&) {
    return reply;
  }
  reply.held = obb2d::harness::PolygonPair<double>{held_vertices(subject, k), held_vertices(clip, k)};
  return reply;
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "Clipper", CLIPPER_VERSION, "ClipperLib::Clipper::Execute(ctIntersection)", "three-way",
      "Each pair scaled by 2^(60 - e) (e: frexp exponent of its largest |coordinate|) and rounded with llround to "
      "cInt IntPoints; Clipper::AddPath(a, ptSubject, true), AddPath(b, ptClip, true), Execute(ctIntersection, "
      "solution, pftNonZero, pftNonZero); a solution path with Area != 0 is overlapping, none is disjoint.",
      "Integers: every coordinate rounded to the pair's grid of 2^(e - 60), e the exponent of its largest "
      "|coordinate| (written as held geometry when it moved a coordinate). A regularized intersection: touching "
      "pairs are answered disjoint by design (never touching). Refused (invalid): AddPath returning false, a "
      "closed path of fewer than 3 distinct points or all collinear (every degenerate polygon or box), and a "
      "clipperException.",
      0, 0,
      "none documented: polyclipping/clipper.hpp states none; besides the rounding to the grid (held geometry "
      "in polygon mode), clipper.cpp's SlopesEqual is exact (Int128 products once a coordinate exceeds loRange, "
      "2^30 - 1), but IntersectPoint computes edge crossings in double and rounds them to the grid (Round)"};
  peer.answer = answer;
  peer.repro_prelude = R"(#include <polyclipping/clipper.hpp>

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
)";
  peer.repro_body = R"(  const int k = scale_exponent(a, b);
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
)";
  peer.repro_link_flags = "-lpolyclipping";
  return peer_kernels::run(argc, argv, peer);
}
