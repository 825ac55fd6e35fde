/// @file
/// The convex-polygon kernel (polygon.hpp) against the naive float polygon
/// SAT engines use (edge normals of both polygons, early exit), on the
/// workloads of polygon_workloads.hpp: classify<float> and classify<double>
/// per pair, of the lists as given and of polygons checked once
/// (CheckedPolygon); and, when they were found at configure time, CGAL's
/// orientation predicate used the same way, on the lists as given and on
/// lists checked once (peers/cgal_polygon_runner.hpp), and Box2D 2.4's
/// b2TestOverlap (peers/box2d_polygon_runner.hpp); and
/// classify of a polygon against a Box (B replaced by a box through its
/// first three vertices) against the naive SAT on that box's corners. After the
/// runs it prints a table: ns per pair (the fastest repetition), the ratio
/// to the naive SAT on the same workload, and how often each answer
/// disagrees with the exact one (the oracle's, computed once, outside the
/// timing; yes/no answers judged with closed semantics), with the mix of
/// relations.
///
///   build/default/bench/bench_polygons --benchmark_repetitions=5
///       --benchmark_enable_random_interleaving=true   (one command line)

#include "oracle/box_polygon.hpp"
#include "oracle/intersect_convex_polygons.hpp"
#include "oracle/rational.hpp"
#include "polygon_workloads.hpp"

#include <benchmark/benchmark.h>

#if defined(OBB2D_HAVE_CGAL)
#include "peers/cgal_polygon_runner.hpp"
#endif
#if defined(OBB2D_HAVE_BOX2D)
#include "peers/box2d_polygon_runner.hpp"
#endif

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace obb2d::bench {
namespace {

/// The baseline: for every edge of a and of b, the normal perp(edge), the
/// projections of both polygons onto it, in float; separated as soon as one
/// normal separates them. Closed semantics; no coordinate axes, no
/// exactness.
bool overlaps_by_naive_float_polygon_sat(PolygonView<float> a, PolygonView<float> b) {
  for (const PolygonView<float>& polygon : {a, b}) {
    for (std::size_t k = 0; k < polygon.count; ++k) {
      const Vec2<float>& p = polygon.vertices[k];
      const Vec2<float>& q = polygon.vertices[(k + 1) % polygon.count];
      const float nx = p.y - q.y, ny = q.x - p.x;
      float a_min = INFINITY, a_max = -INFINITY, b_min = INFINITY, b_max = -INFINITY;
      for (std::size_t i = 0; i < a.count; ++i) {
        const float d = a.vertices[i].x * nx + a.vertices[i].y * ny;
        a_min = std::min(a_min, d);
        a_max = std::max(a_max, d);
      }
      for (std::size_t i = 0; i < b.count; ++i) {
        const float d = b.vertices[i].x * nx + b.vertices[i].y * ny;
        b_min = std::min(b_min, d);
        b_max = std::max(b_max, d);
      }
      if (a_max < b_min || b_max < a_min) return false;
    }
  }
  return true;
}

void naive_float_sat(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += overlaps_by_naive_float_polygon_sat(set.polygon(2 * i), set.polygon(2 * i + 1));
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}

template <class T>
void exact_classify(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<T>& set = polygon_workload<T>(workload);
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += static_cast<unsigned>(classify(set.polygon(2 * i), set.polygon(2 * i + 1)));
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}

/// classify of polygons checked once (CheckedPolygon), the way an engine
/// tests stored shapes: the checks are made before the timing.
template <class T>
void checked_once_classify(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<T>& set = polygon_workload<T>(workload);
  std::vector<CheckedPolygon<T>> checked;
  for (std::size_t k = 0; k < 2 * set.pair_count(); ++k) checked.emplace_back(set.polygon(k));
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += static_cast<unsigned>(classify(checked[2 * i], checked[2 * i + 1]));
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}

/// The polygon-and-box rows: each pair's B replaced by the box whose
/// corners are B's first three vertices p, q, r and p - q + r (c = (p +
/// r) / 2, u = (p - q) / 2, v = (q - r) / 2 in float), which keeps B's
/// contacts on its first two edges; and that box's four corners, in float,
/// for the naive SAT.
struct BoxesOfWorkload {
  std::vector<Box<float>> boxes;
  std::vector<std::array<Vec2<float>, 4>> corners;
};

const BoxesOfWorkload& boxes_of(PolygonWorkload workload) {
  static std::map<PolygonWorkload, BoxesOfWorkload> made;
  BoxesOfWorkload& result = made[workload];
  if (!result.boxes.empty()) return result;
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  for (std::size_t i = 0; i < set.pair_count(); ++i) {
    const PolygonView<float> b = set.polygon(2 * i + 1);
    const Vec2<float>& p = b.vertices[0];
    const Vec2<float>& q = b.vertices[std::min<std::size_t>(1, b.count - 1)];
    const Vec2<float>& r = b.vertices[std::min<std::size_t>(2, b.count - 1)];
    const Box<float> box{{(p.x + r.x) / 2, (p.y + r.y) / 2}, {(p.x - q.x) / 2, (p.y - q.y) / 2},
                         {(q.x - r.x) / 2, (q.y - r.y) / 2}};
    result.boxes.push_back(box);
    std::array<Vec2<float>, 4> corners;
    int k = 0;
    for (const auto& [s, t] : {std::pair{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
      corners[static_cast<std::size_t>(k++)] = {box.center.x + s * box.u.x + t * box.v.x,
                                                box.center.y + s * box.u.y + t * box.v.y};
    }
    result.corners.push_back(corners);
  }
  return result;
}

void naive_float_sat_against_box(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  const BoxesOfWorkload& boxes = boxes_of(workload);
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += overlaps_by_naive_float_polygon_sat(set.polygon(2 * i), {boxes.corners[i].data(), 4});
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}

void exact_classify_against_box(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  const BoxesOfWorkload& boxes = boxes_of(workload);
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += static_cast<unsigned>(classify(set.polygon(2 * i), boxes.boxes[i]));
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}

#if defined(OBB2D_HAVE_CGAL)
/// CGAL's decision, on the lists as given, or on lists checked once outside
/// the timing (the peer of checked_once_classify).
template <bool is_checked_once>
void cgal_orientation(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  const peers::CgalPolygonOrientationRunner runner(set);
  for (auto _ : state) {
    unsigned count = 0;
    for (std::size_t i = 0; i < set.pair_count(); ++i) {
      count += static_cast<unsigned>(is_checked_once ? runner.classify_checked_once(i) : runner.classify(i));
    }
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.pair_count()));
}
#endif

#if defined(OBB2D_HAVE_BOX2D)
void box2d_test_overlap(benchmark::State& state, PolygonWorkload workload) {
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  const peers::Box2dPolygonRunner runner(set);
  for (auto _ : state) {
    unsigned count = 0;
    for (const std::size_t i : runner.pair_indices()) count += runner.intersects(i);
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * runner.pair_indices().size()));
}
#endif

/// The oracle's relation of every pair, and each method's disagreements with
/// it (yes/no answers with closed semantics: disjoint must be false, the
/// rest true; -1: the method was not built).
struct Truth {
  std::array<long, 3> relations = {0, 0, 0};
  long naive_disagreements = 0;
  long classify_disagreements = 0;  ///< classify<float> of the lists or of CheckedPolygons
  long cgal_disagreements = -1;  ///< CGAL's decision on the lists or on the lists checked once
  long box2d_disagreements = -1;
  long box2d_pairs = 0;  ///< the pairs given to Box2D
  long naive_box_disagreements = 0;     ///< the polygon-and-box rows (boxes_of)
  long classify_box_disagreements = 0;
};

Truth find_truth(PolygonWorkload workload) {
  using Q = oracle::Rational;
  const PolygonSet<float>& set = polygon_workload<float>(workload);
  const auto to_rationals = [](PolygonView<float> polygon) {
    oracle::VertexList<Q> points;
    for (std::size_t k = 0; k < polygon.count; ++k) {
      points.push_back({oracle::to_rational<Q>(polygon.vertices[k].x), oracle::to_rational<Q>(polygon.vertices[k].y)});
    }
    return points;
  };
  Truth truth;
#if defined(OBB2D_HAVE_CGAL)
  const peers::CgalPolygonOrientationRunner cgal(set);
  truth.cgal_disagreements = 0;
#endif
#if defined(OBB2D_HAVE_BOX2D)
  const peers::Box2dPolygonRunner box2d(set);
  truth.box2d_disagreements = 0;
  truth.box2d_pairs = static_cast<long>(box2d.pair_indices().size());
  std::vector<bool> is_given_to_box2d(set.pair_count());
  for (const std::size_t i : box2d.pair_indices()) is_given_to_box2d[i] = true;
#endif
  for (std::size_t i = 0; i < set.pair_count(); ++i) {
    const PolygonView<float> a = set.polygon(2 * i), b = set.polygon(2 * i + 1);
    const oracle::Relation relation = oracle::intersect_convex_polygons(to_rationals(a), to_rationals(b)).relation;
    const bool do_meet = relation != oracle::Relation::disjoint;
    ++truth.relations[static_cast<int>(relation)];
    truth.naive_disagreements += overlaps_by_naive_float_polygon_sat(a, b) != do_meet;
    const Relation checked = classify(CheckedPolygon<float>(a), CheckedPolygon<float>(b));
    truth.classify_disagreements += static_cast<int>(classify(a, b)) != static_cast<int>(relation) ||
                                    static_cast<int>(checked) != static_cast<int>(relation);
#if defined(OBB2D_HAVE_CGAL)
    truth.cgal_disagreements += static_cast<int>(cgal.classify(i)) != static_cast<int>(relation) ||
                                static_cast<int>(cgal.classify_checked_once(i)) != static_cast<int>(relation);
#endif
#if defined(OBB2D_HAVE_BOX2D)
    if (is_given_to_box2d[i]) truth.box2d_disagreements += box2d.intersects(i) != do_meet;
#endif
    // Against the box: the oracle on its exact corners c ± u ± v.
    const Box<float>& box = boxes_of(workload).boxes[i];
    const auto exact = [](const Vec2<float>& p) {
      return oracle::Point<Q>{oracle::to_rational<Q>(p.x), oracle::to_rational<Q>(p.y)};
    };
    const oracle::Relation box_relation =
        oracle::intersect_convex_polygons(to_rationals(a),
                                          oracle::make_box_polygon_from_rationals(exact(box.center), exact(box.u), exact(box.v)))
            .relation;
    truth.naive_box_disagreements +=
        overlaps_by_naive_float_polygon_sat(a, {boxes_of(workload).corners[i].data(), 4}) !=
        (box_relation != oracle::Relation::disjoint);
    truth.classify_box_disagreements += static_cast<int>(classify(a, box)) != static_cast<int>(box_relation);
  }
  return truth;
}

/// The console output, then the ratio table (fastest repetition of each).
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type != Run::RT_Iteration) continue;
      const double pairs = static_cast<double>(run.iterations) * polygon_pairs_per_workload;
      const double nanoseconds = run.real_accumulated_time * 1e9 / pairs;
      const std::string& name = run.run_name.function_name;
      const auto kept = nanoseconds_per_pair_.find(name);
      if (kept == nanoseconds_per_pair_.end() || nanoseconds < kept->second) nanoseconds_per_pair_[name] = nanoseconds;
    }
  }

  void print_ratio_table() const {
    std::printf("\n%-10s %-30s %10s %18s\n", "workload", "method", "ns/pair", "ratio to naive SAT");
    for (const PolygonWorkload workload : all_polygon_workloads) {
      const std::string suffix = std::string("/") + polygon_workload_name(workload);
      const auto baseline = nanoseconds_per_pair_.find("naive_float_sat" + suffix);
      for (const char* method : {"naive_float_sat", "exact_classify<float>", "exact_classify<double>",
                                 "checked_once_classify<float>", "checked_once_classify<double>", "cgal_orientation",
                                 "cgal_orientation_checked_once", "box2d_test_overlap"}) {
        const auto found = nanoseconds_per_pair_.find(method + suffix);
        if (found == nanoseconds_per_pair_.end() || baseline == nanoseconds_per_pair_.end()) continue;
        std::printf("%-10s %-30s %10.2f %17.2fx\n", polygon_workload_name(workload), method, found->second,
                    found->second / baseline->second);
      }
      const auto box_baseline = nanoseconds_per_pair_.find("naive_float_sat_against_box" + suffix);
      const auto box_exact = nanoseconds_per_pair_.find("exact_classify_against_box" + suffix);
      if (box_baseline != nanoseconds_per_pair_.end() && box_exact != nanoseconds_per_pair_.end()) {
        std::printf("%-10s %-30s %10.2f %17s\n", polygon_workload_name(workload), "naive_float_sat_against_box",
                    box_baseline->second, "(box baseline)");
        std::printf("%-10s %-30s %10.2f %17.2fx\n", polygon_workload_name(workload), "exact_classify_against_box",
                    box_exact->second, box_exact->second / box_baseline->second);
      }
    }
    std::printf("\nwrong answers (yes/no answers judged with closed semantics; - not built)\n");
    std::printf("%-10s %38s %10s %16s %10s %16s\n", "workload", "oracle: disjoint/touching/overlapping", "naive SAT",
                "classify<float>", "CGAL", "Box2D");
    std::map<PolygonWorkload, Truth> truths;
    for (const PolygonWorkload workload : all_polygon_workloads) truths[workload] = find_truth(workload);
    for (const PolygonWorkload workload : all_polygon_workloads) {
      const Truth& truth = truths[workload];
      char mix[64], cgal[24] = "-", box2d[48] = "-";
      std::snprintf(mix, sizeof mix, "%ld/%ld/%ld", truth.relations[0], truth.relations[1], truth.relations[2]);
      if (truth.cgal_disagreements >= 0) std::snprintf(cgal, sizeof cgal, "%ld", truth.cgal_disagreements);
      if (truth.box2d_disagreements >= 0) {
        std::snprintf(box2d, sizeof box2d, "%ld of %ld", truth.box2d_disagreements, truth.box2d_pairs);
      }
      std::printf("%-10s %38s %10ld %16ld %10s %16s\n", polygon_workload_name(workload), mix,
                  truth.naive_disagreements, truth.classify_disagreements, cgal, box2d);
    }
    std::printf("\nwrong answers against the box (polygon A and the box through B's first three vertices)\n");
    std::printf("%-10s %10s %16s\n", "workload", "naive SAT", "classify<float>");
    for (const PolygonWorkload workload : all_polygon_workloads) {
      const Truth& truth = truths[workload];
      std::printf("%-10s %10ld %16ld\n", polygon_workload_name(workload), truth.naive_box_disagreements,
                  truth.classify_box_disagreements);
    }
  }

 private:
  std::map<std::string, double> nanoseconds_per_pair_;
};

}  // namespace
}  // namespace obb2d::bench

int main(int argc, char** argv) {
  using namespace obb2d::bench;
  benchmark::Initialize(&argc, argv);
  for (const PolygonWorkload workload : all_polygon_workloads) {
    const std::string suffix = std::string("/") + polygon_workload_name(workload);
    benchmark::RegisterBenchmark(("naive_float_sat" + suffix).c_str(), naive_float_sat, workload);
    benchmark::RegisterBenchmark(("exact_classify<float>" + suffix).c_str(), exact_classify<float>, workload);
    benchmark::RegisterBenchmark(("exact_classify<double>" + suffix).c_str(), exact_classify<double>, workload);
    benchmark::RegisterBenchmark(("checked_once_classify<float>" + suffix).c_str(), checked_once_classify<float>,
                                 workload);
    benchmark::RegisterBenchmark(("checked_once_classify<double>" + suffix).c_str(), checked_once_classify<double>,
                                 workload);
    benchmark::RegisterBenchmark(("naive_float_sat_against_box" + suffix).c_str(), naive_float_sat_against_box,
                                 workload);
    benchmark::RegisterBenchmark(("exact_classify_against_box" + suffix).c_str(), exact_classify_against_box,
                                 workload);
#if defined(OBB2D_HAVE_CGAL)
    benchmark::RegisterBenchmark(("cgal_orientation" + suffix).c_str(), cgal_orientation<false>, workload);
    benchmark::RegisterBenchmark(("cgal_orientation_checked_once" + suffix).c_str(), cgal_orientation<true>,
                                 workload);
#endif
#if defined(OBB2D_HAVE_BOX2D)
    benchmark::RegisterBenchmark(("box2d_test_overlap" + suffix).c_str(), box2d_test_overlap, workload);
#endif
  }
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratio_table();
  benchmark::Shutdown();
  return 0;
}
