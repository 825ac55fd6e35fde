/// @file
/// Fuzz target: the convex-polygon kernel (polygon.hpp) against the oracle,
/// float and double, on pairs built to sit on the boundary
/// (harness/polygon_pair_from_bytes.hpp): check_polygon of each list
/// against the oracle's check in rationals, classify in both orders (and of
/// the two CheckedPolygons) against the oracle's clipping, overlaps under
/// both policies, certify's certificate by the kernel's checker and by the
/// oracle's (harness/polygon_certificate_check.hpp), classify of A and a box
/// through B's vertices, and make_convex_hull of both lists' points against
/// the oracle's hull; a disagreement aborts with a reproduction, after its
/// class is written to the campaign's findings log (OBB2D_FINDINGS_FILE).
///
/// It is also the campaign's polygon target (`obb2d verify`, kernels
/// exact-polygons and unity-convex-polygons): OBB2D_KERNEL picks the
/// production kernel ("exact", the checks above) or seed 001's polygon
/// routine ("unity-convex", on float pairs from the same decoder). The port
/// keeps going: each disagreement with the oracle on a pair of convex
/// polygons (or a number that is NaN or infinite) is grouped into a class
/// (harness/findings_log.hpp) and the log is written at exit to
/// OBB2D_FINDINGS_FILE; lists that are not convex polygons are outside its
/// contract and not judged. Without OBB2D_KERNEL (ctest's replay) both run.

#include "harness/answer.hpp"
#include "harness/findings_log.hpp"
#include "harness/fuzz_bytes.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/input_kind.hpp"
#include "harness/kernels.hpp"
#include "harness/port_finding.hpp"
#include "harness/polygon_certificate_check.hpp"
#include "harness/polygon_pair_from_bytes.hpp"
#include "oracle/box_polygon.hpp"
#include "oracle/convex_hull.hpp"
#include "oracle/convex_list_check.hpp"
#include "oracle/intersect_convex_polygons.hpp"
#include "oracle/rational.hpp"

#include <obb2d/polygon.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using Q = obb2d::oracle::Rational;
using Point = obb2d::oracle::Point<Q>;

template <class T>
bool is_finite_list(const std::vector<obb2d::Vec2<T>>& list) {
  return std::all_of(list.begin(), list.end(), [](const obb2d::Vec2<T>& p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
  });
}

template <class T>
obb2d::oracle::VertexList<Q> to_rationals(const std::vector<obb2d::Vec2<T>>& list) {
  obb2d::oracle::VertexList<Q> points;
  for (const obb2d::Vec2<T>& p : list) {
    points.push_back({obb2d::oracle::to_rational<Q>(p.x), obb2d::oracle::to_rational<Q>(p.y)});
  }
  return points;
}

/// check_polygon's answer, in the oracle's terms, for a finite list.
obb2d::PolygonCheck expected_check(const obb2d::oracle::VertexList<Q>& list) {
  using obb2d::PolygonProblem;
  const obb2d::oracle::ListVerdict verdict = obb2d::oracle::check_convex_list(list);
  switch (verdict.fault) {
    case obb2d::oracle::ListFault::none: return {PolygonProblem::none, 0};
    case obb2d::oracle::ListFault::empty: return {PolygonProblem::empty, 0};
    case obb2d::oracle::ListFault::not_convex: return {PolygonProblem::not_convex, verdict.vertex};
    case obb2d::oracle::ListFault::self_intersecting: return {PolygonProblem::self_intersecting, 0};
  }
  return {PolygonProblem::empty, 0};
}

template <class T>
std::string format_list(const std::vector<obb2d::Vec2<T>>& list) {
  std::string text;
  char number[64];
  for (const obb2d::Vec2<T>& p : list) {
    std::snprintf(number, sizeof number, "%a %a", static_cast<double>(p.x), static_cast<double>(p.y));
    text += (text.empty() ? "" : ", ") + std::string(number);
  }
  return text;
}

obb2d::harness::FindingsLog& findings_log() {
  static obb2d::harness::FindingsLog log;
  return log;
}

/// The input being run (for the findings log's smallest witness).
struct Input {
  const std::uint8_t* data = nullptr;
  std::size_t size = 0;
};
Input current_input;

/// A disagreement of the production kernel: its class (the truth, what the
/// kernel said, the kind of input) goes to the campaign's findings log, then
/// the reproduction to stderr, and the target aborts.
template <class T>
[[noreturn]] void report_and_abort(const obb2d::harness::PolygonPair<T>& pair, const std::string& truth,
                                   const std::string& answer, const std::string& kind, const std::string& what) {
  const char* precision = sizeof(T) == 4 ? "float" : "double";
  const std::string line = obb2d::harness::format_polygon_pair_line(pair);
  const auto word = [](std::string text) {  // "not convex" -> "not-convex": a class name is a file name too
    std::replace(text.begin(), text.end(), ' ', '-');
    return text;
  };
  obb2d::harness::record_production_and_abort(
      findings_log(), {word(truth), word(answer), kind, line, line, true, precision}, current_input.data, current_input.size, [&] {
        std::fprintf(stderr, "\n== obb2d mismatch in polygon_vs_oracle (precision %s)\n", precision);
        std::fprintf(stderr, "A: %s\nB: %s\n%s\n", format_list(pair.a).c_str(), format_list(pair.b).c_str(),
                     what.c_str());
        std::fprintf(stderr, "replay: fuzz_polygon_vs_oracle FILE (this input)\n");
        std::fprintf(stderr, "signature: polygon_vs_oracle:%s:%s\n", precision, what.substr(0, what.find(':')).c_str());
        std::abort();
      });
}

/// The oracle's hull turned to start at the lowest point (leftmost among
/// the lowest), as make_convex_hull orders it.
obb2d::oracle::VertexList<Q> hull_from_lowest(const obb2d::oracle::VertexList<Q>& points) {
  obb2d::oracle::VertexList<Q> hull = obb2d::oracle::make_convex_hull(points);
  const auto lowest = std::min_element(hull.begin(), hull.end(), [](const Point& p, const Point& q) {
    return p.y != q.y ? p.y < q.y : p.x < q.x;
  });
  std::rotate(hull.begin(), lowest, hull.end());
  return hull;
}

/// The box whose corners are B's first three vertices p, q, r (repeated
/// when B has fewer) and p - q + r: c = (p + r) / 2, u = (p - q) / 2, v =
/// (q - r) / 2, rounded to T, so that it shares B's contacts with A when
/// nothing rounds, and is some nearby box when something does.
template <class T>
obb2d::Box<T> box_through(const std::vector<obb2d::Vec2<T>>& list) {
  const obb2d::Vec2<T>& p = list[0];
  const obb2d::Vec2<T>& q = list[std::min<std::size_t>(1, list.size() - 1)];
  const obb2d::Vec2<T>& r = list[std::min<std::size_t>(2, list.size() - 1)];
  return {{(p.x + r.x) / 2, (p.y + r.y) / 2}, {(p.x - q.x) / 2, (p.y - q.y) / 2}, {(q.x - r.x) / 2, (q.y - r.y) / 2}};
}

/// classify and overlaps of A and box_through(B), as a view and as a
/// checked polygon, against the oracle's clipping of A and the box's exact
/// corners.
template <class T>
void check_polygon_and_box(const obb2d::harness::PolygonPair<T>& pair, bool is_a_valid) {
  using obb2d::Relation;
  if (pair.b.empty()) return;
  const obb2d::Box<T> box = box_through(pair.b);
  Relation truth = Relation::invalid;
  if (is_a_valid && obb2d::is_finite_box(box)) {
    const auto rational = [](T x) { return obb2d::oracle::to_rational<Q>(x); };
    const Point c{rational(box.center.x), rational(box.center.y)}, u{rational(box.u.x), rational(box.u.y)},
        v{rational(box.v.x), rational(box.v.y)};
    truth = obb2d::harness::relation_of(
        obb2d::oracle::intersect_convex_polygons(to_rationals(pair.a), obb2d::oracle::make_box_polygon_from_rationals(c, u, v))
            .relation);
  }
  const obb2d::PolygonView<T> a{pair.a.data(), pair.a.size()};
  const Relation actual = obb2d::classify(a, box), checked = obb2d::classify(obb2d::CheckedPolygon<T>(a), box);
  const bool closed = obb2d::overlaps(a, box, obb2d::TouchingPolicy::closed);
  const bool open = obb2d::overlaps(a, box, obb2d::TouchingPolicy::open);
  if (actual != truth || checked != truth || closed != (truth == Relation::touching || truth == Relation::overlapping) ||
      open != (truth == Relation::overlapping)) {
    char numbers[256];
    std::snprintf(numbers, sizeof numbers, "c %a %a u %a %a v %a %a", double(box.center.x), double(box.center.y),
                  double(box.u.x), double(box.u.y), double(box.v.x), double(box.v.y));
    report_and_abort(pair, obb2d::to_string(truth), std::string("box-") + obb2d::to_string(actual), "polygon-and-box",
                     std::string("classify of A and the box through B (") + numbers + "): " +
                               obb2d::to_string(actual) + ", checked once " + obb2d::to_string(checked) +
                               ", overlaps closed/open " + (closed ? "true/" : "false/") + (open ? "true" : "false") +
                               ", oracle " + obb2d::to_string(truth));
  }
}

template <class T>
void check_polygons_against_oracle(obb2d::harness::FuzzBytes& bytes) {
  using obb2d::PolygonProblem;
  using obb2d::Relation;
  const obb2d::harness::PolygonPair<T> pair = obb2d::harness::make_polygon_pair_from_bytes<T>(bytes);
  const obb2d::PolygonView<T> a{pair.a.data(), pair.a.size()}, b{pair.b.data(), pair.b.size()};
  bool are_valid = true, is_a_valid = true;
  for (const std::vector<obb2d::Vec2<T>>* list : {&pair.a, &pair.b}) {
    const obb2d::PolygonCheck actual = obb2d::check_polygon(obb2d::PolygonView<T>{list->data(), list->size()});
    obb2d::PolygonCheck expected{PolygonProblem::not_finite, 0};
    if (is_finite_list(*list)) {
      expected = expected_check(to_rationals(*list));
    } else {
      const auto first = std::find_if(list->begin(), list->end(), [](const obb2d::Vec2<T>& p) {
        return !std::isfinite(p.x) || !std::isfinite(p.y);
      });
      expected.vertex = static_cast<std::size_t>(first - list->begin());
    }
    if (actual.problem != expected.problem || actual.vertex != expected.vertex) {
      report_and_abort(pair, obb2d::to_string(expected.problem), obb2d::to_string(actual.problem), "check_polygon",
                       std::string("check_polygon: ") + obb2d::to_string(actual.problem) + " at " +
                                 std::to_string(actual.vertex) + ", oracle " + obb2d::to_string(expected.problem) +
                                 " at " + std::to_string(expected.vertex) + (list == &pair.a ? " (A)" : " (B)"));
    }
    are_valid = are_valid && expected.problem == PolygonProblem::none;
    if (list == &pair.a) is_a_valid = expected.problem == PolygonProblem::none;
  }
  // The lists in rationals, once, where both are convex polygons.
  const obb2d::oracle::VertexList<Q> exact_a = are_valid ? to_rationals(pair.a) : obb2d::oracle::VertexList<Q>{};
  const obb2d::oracle::VertexList<Q> exact_b = are_valid ? to_rationals(pair.b) : obb2d::oracle::VertexList<Q>{};
  const Relation truth =
      are_valid ? obb2d::harness::relation_of(obb2d::oracle::intersect_convex_polygons(exact_a, exact_b).relation)
                : Relation::invalid;
  const Relation actual = obb2d::classify(a, b), swapped = obb2d::classify(b, a);
  const Relation checked = obb2d::classify(obb2d::CheckedPolygon<T>(a), obb2d::CheckedPolygon<T>(b));
  const obb2d::PolygonCertificate certificate = obb2d::certify(a, b);
  const bool is_certified =
      certificate.relation == truth && obb2d::harness::has_only_the_fields_of_its_relation(certificate) &&
      (truth == Relation::invalid ||
       (obb2d::is_certificate_valid(a, b, certificate) &&
        obb2d::harness::is_polygon_certificate_true(exact_a, exact_b, certificate)));
  const bool closed = obb2d::overlaps(a, b, obb2d::TouchingPolicy::closed);
  const bool open = obb2d::overlaps(a, b, obb2d::TouchingPolicy::open);
  if (actual != truth || swapped != truth || checked != truth || !is_certified ||
      closed != (truth == Relation::touching || truth == Relation::overlapping) || open != (truth == Relation::overlapping)) {
    // The class names the first answer that is wrong.
    const char* answer = actual != truth    ? obb2d::to_string(actual)
                         : swapped != truth ? "swapped-wrong"
                         : checked != truth ? "checked-once-wrong"
                         : !is_certified    ? "certificate-wrong"
                                            : "overlaps-wrong";
    const std::string kind = obb2d::harness::input_kind(pair, obb2d::harness::answer_of(truth));
    report_and_abort(pair, obb2d::to_string(truth), answer, kind,
                     std::string("classify: ") + obb2d::to_string(actual) + ", swapped " +
                               obb2d::to_string(swapped) + ", checked once " + obb2d::to_string(checked) +
                               ", certificate " + (is_certified ? "valid" : "NOT valid") +
                               ", overlaps closed/open " + (closed ? "true/" : "false/") + (open ? "true" : "false") +
                               ", oracle " + obb2d::to_string(truth));
  }
  check_polygon_and_box(pair, is_a_valid);
  std::vector<obb2d::Vec2<T>> cloud = pair.a;
  cloud.insert(cloud.end(), pair.b.begin(), pair.b.end());
  if (!is_finite_list(cloud)) return;
  const obb2d::oracle::VertexList<Q> expected_hull = hull_from_lowest(to_rationals(cloud));
  cloud.resize(obb2d::make_convex_hull(cloud.data(), cloud.size()));
  if (to_rationals(cloud) != expected_hull) {
    report_and_abort(pair, "hull-of-" + std::to_string(expected_hull.size()),
                     "hull-of-" + std::to_string(cloud.size()), "make_convex_hull",
                     "make_convex_hull: " + std::to_string(cloud.size()) + " corners, oracle " +
                               std::to_string(expected_hull.size()));
  }
}

/// The port's answer on the float pair the bytes describe, judged by the oracle.
void check_port(const obb2d::harness::Kernel& port, const std::uint8_t* data, std::size_t size) {
  namespace harness = obb2d::harness;
  harness::FuzzBytes bytes(data, size);
  bytes.take_choice(2);  // the precision byte of the production check: the port is float
  const harness::PolygonPair<float> pair = harness::make_polygon_pair_from_bytes<float>(bytes);
  const auto finding = harness::find_polygon_port_finding(port, pair);
  if (!finding) return;
  const std::string line = harness::format_polygon_pair_line(pair);
  findings_log().record({std::string(to_string(finding->truth)), std::string(to_string(finding->answer)), finding->kind,
                         line, line},
                        data, size);
}

void check_production(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_polygons_against_oracle<double>(bytes);
  } else {
    check_polygons_against_oracle<float>(bytes);
  }
}

/// The kernels of this target: the registry's rows that take polygons, but the oracle.
bool is_fuzzed(const obb2d::harness::Kernel* kernel) {
  return kernel != nullptr && kernel->role != obb2d::harness::KernelRole::oracle &&
         kernel->takes(obb2d::harness::Shape::polygon);
}

/// Kernel `kernel` on the input: the production kernel's checks, or a port's answer.
void check_kernel(const obb2d::harness::Kernel& kernel, const std::uint8_t* data, std::size_t size) {
  if (kernel.role == obb2d::harness::KernelRole::production) return check_production(data, size);
  check_port(kernel, data, size);
}

}  // namespace

/// An OBB2D_KERNEL that names no kernel of this target is refused before any
/// input, so that no campaign can count executions of a kernel that never ran.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr || is_fuzzed(obb2d::harness::find_kernel(chosen))) return 0;
  std::fprintf(stderr, "polygon_vs_oracle: OBB2D_KERNEL '%s' names no kernel of this target\n", chosen);
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  findings_log().count_execution();
  current_input = {data, size};
  if (const char* chosen = std::getenv("OBB2D_KERNEL")) {
    check_kernel(*obb2d::harness::find_kernel(chosen), data, size);
  } else {
    for (const obb2d::harness::Kernel& kernel : obb2d::harness::all_kernels()) {
      if (is_fuzzed(&kernel)) check_kernel(kernel, data, size);
    }
  }
  return 0;
}
