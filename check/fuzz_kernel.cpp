// The libFuzzer target of a declared routine (obb2d_check/kernel.hpp): the
// fuzz decoders' hard pairs (contacts, ulp nudges, extreme scales,
// degenerate shapes) in the routine's form and precision, each answer
// judged against the exact-rational oracle. A wrong answer beyond the
// declared tolerance (OBB2D_CHECK_TOLERANCE, a fraction of the smaller
// shape's size; 0: none) prints a reproduction and aborts, so that
// libFuzzer, ClusterFuzzLite and OSS-Fuzz report it with its input. Built
// by obb2d_check_kernel() with the project's sources.

#include <obb2d_check/kernel.hpp>

#include "harness/box_pair_from_bytes.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/polygon_pair.hpp"
#include "harness/polygon_pair_from_bytes.hpp"
#include "oracle/convex_list_check.hpp"
#include "oracle/oracle.hpp"
#include "oracle/separation.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#ifndef OBB2D_CHECK_TOLERANCE
#define OBB2D_CHECK_TOLERANCE 0
#endif
#ifndef OBB2D_CHECK_NAME  // obb2d_check_kernel's NAME: its kernel command is NAME_command
#define OBB2D_CHECK_NAME "kernel"
#endif

namespace {

namespace check = obb2d::check;
namespace oracle = obb2d::oracle;
using oracle::Rational;
using Shape = oracle::VertexList<Rational>;

bool is_right(check::Answer answer, oracle::Relation truth) {
  switch (answer) {
    case check::Answer::disjoint: return truth == oracle::Relation::disjoint;
    case check::Answer::touching: return truth == oracle::Relation::touching;
    case check::Answer::overlapping: return truth == oracle::Relation::overlapping;
    case check::Answer::intersecting: return truth != oracle::Relation::disjoint;
  }
  return false;
}

const char* word_of(check::Answer answer) {
  switch (answer) {
    case check::Answer::disjoint: return "disjoint";
    case check::Answer::touching: return "touching";
    case check::Answer::overlapping: return "overlapping";
    case check::Answer::intersecting: return "intersecting";
  }
  return "?";
}

const char* word_of(oracle::Relation relation) {
  switch (relation) {
    case oracle::Relation::disjoint: return "disjoint";
    case oracle::Relation::touching: return "touching";
    case oracle::Relation::overlapping: return "overlapping";
  }
  return "?";
}

/// Reports a wrong answer beyond the tolerance and aborts; returns when it
/// is within it.
void judge(check::Answer answer, const Shape& a, const Shape& b, const std::string& line, bool is_polygons,
           bool is_double) {
  const oracle::Relation truth =
      oracle::relation_of_region(oracle::intersect_hulls(oracle::make_convex_hull(a), oracle::make_convex_hull(b)));
  if (is_right(answer, truth)) return;
  const oracle::Separation separation = oracle::find_separation(a, b);  // how wrong: only for a wrong answer
  const Rational limit = oracle::to_rational<Rational>(double(OBB2D_CHECK_TOLERANCE)) * separation.size;
  if (OBB2D_CHECK_TOLERANCE > 0 && separation.squared_width <= limit * limit) return;
  const char* routine = check::declared_kernel().name;
  std::fprintf(stderr,
               "\n== obb2d check: %s answers %s, the truth is %s (squared gap or overlap width %s, size %s)\n"
               "input:  %s\n"
               "truth:  echo '%s' | obb2d classify%s%s --kernel oracle\n"
               "answer: echo '%s' | %s_command\n"
               "signature: obb2d-check:%s:%s-as-%s\n",
               routine, word_of(answer), word_of(separation.relation), separation.squared_width.str().c_str(),
               separation.size.str().c_str(), line.c_str(), line.c_str(), is_polygons ? " --polygons" : "",
               is_double ? " --precision double" : "", line.c_str(), OBB2D_CHECK_NAME, routine,
               word_of(separation.relation), word_of(answer));
  std::abort();
}

bool is_rectangle(const oracle::StoredBox<double>& box) {
  return oracle::to_rational<Rational>(box.ux) * oracle::to_rational<Rational>(box.vx) +
             oracle::to_rational<Rational>(box.uy) * oracle::to_rational<Rational>(box.vy) ==
         0;
}

template <class T>
void check_boxes(obb2d::harness::FuzzBytes& bytes, const check::Declared& kernel) {
  const obb2d::harness::BoxPair<T> pair = obb2d::harness::make_box_pair_from_bytes<T>(bytes);
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return;  // outside a routine's contract
  const oracle::StoredBox<double> a{pair.a.cx, pair.a.cy, pair.a.ux, pair.a.uy, pair.a.vx, pair.a.vy};
  const oracle::StoredBox<double> b{pair.b.cx, pair.b.cy, pair.b.ux, pair.b.uy, pair.b.vx, pair.b.vy};
  if (kernel.is_rectangles && (!is_rectangle(a) || !is_rectangle(b))) return;
  const double numbers_a[6] = {a.cx, a.cy, a.ux, a.uy, a.vx, a.vy}, numbers_b[6] = {b.cx, b.cy, b.ux, b.uy, b.vx, b.vy};
  judge(kernel.boxes(numbers_a, numbers_b), oracle::make_box_polygon<Rational>(a), oracle::make_box_polygon<Rational>(b),
        obb2d::harness::format_classify_line(pair.a, pair.b), false, sizeof(T) == sizeof(double));
}

template <class T>
void check_polygons(obb2d::harness::FuzzBytes& bytes, const check::Declared& kernel) {
  const obb2d::harness::PolygonPair<T> pair = obb2d::harness::make_polygon_pair_from_bytes<T>(bytes);
  std::vector<double> numbers[2];
  Shape shapes[2];
  for (int side = 0; side < 2; ++side) {
    for (const obb2d::Vec2<T>& p : side == 0 ? pair.a : pair.b) {
      if (!std::isfinite(p.x) || !std::isfinite(p.y)) return;  // outside a routine's contract
      numbers[side].push_back(p.x), numbers[side].push_back(p.y);
      shapes[side].push_back({oracle::to_rational<Rational>(p.x), oracle::to_rational<Rational>(p.y)});
    }
    if (oracle::check_convex_list(shapes[side]).fault != oracle::ListFault::none) return;  // not a convex polygon
  }
  judge(kernel.polygons(numbers[0].data(), numbers[0].size(), numbers[1].data(), numbers[1].size()), shapes[0],
        shapes[1], obb2d::harness::format_polygon_pair_line(pair), true, sizeof(T) == sizeof(double));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  const check::Declared& kernel = check::declared_kernel();
  if (kernel.is_polygons) {
    kernel.is_double ? check_polygons<double>(bytes, kernel) : check_polygons<float>(bytes, kernel);
  } else {
    kernel.is_double ? check_boxes<double>(bytes, kernel) : check_boxes<float>(bytes, kernel);
  }
  return 0;
}
