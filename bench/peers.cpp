/// @file
/// bench_peers: obb2d against the overlap tests people use today, on the
/// three workloads of workloads.hpp (131,072 pairs each), at float and
/// double. For each method: ns per pair (Google Benchmark, items = pairs),
/// the ratio to obb2d's batch calls on the same workload and precision, and
/// the disagreements with the exact oracle (disagreements.hpp), counted
/// outside the timing from the answers of the last timed pass.
///
///   bench_peers [benchmark flags] [--table_out=FILE.md] [--plot_out=FILE.svg]
///
/// Methods (each box converted to the method's input once, before timing):
///   obb2d classify                   scalar, per pair
///   obb2d classify_pairs             batch over two Box arrays, the same pairs
///   obb2d classify_one_against_many  batch, structure of arrays: each of the
///                                    first 64 A boxes against all 131,072 B
///                                    boxes of the workload (8.4M pairs a pass)
///   naive float SAT                  bench/naive_sat.hpp, per pair (float)
///   naive float SAT, AVX2            branchless_sat_avx2.hpp, on the
///                                    one-vs-many data (float, AVX2 CPUs)
///   seed ports                       ports/*.hpp via their adapters (float)
///   peer libraries                   bench/peers/*_runner.hpp, when found
/// One-vs-many rows are judged on the first query box against every B box.

#include "naive_sat.hpp"
#include "peers/bar_plot_svg.hpp"
#include "peers/box_corners.hpp"
#include "peers/branchless_sat_avx2.hpp"
#include "peers/disagreements.hpp"
#include "peers/oracle_relations.hpp"
#include "peers/results_table.hpp"
#include "peers/seed_port_runners.hpp"
#include "peers/targets.hpp"
#include "workloads.hpp"

#include "peers/available_runners.hpp"

#include <obb2d/batch.hpp>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace obb2d::bench::peers {
namespace {

/// The query boxes of one-vs-many: the A boxes of the first pairs.
constexpr std::size_t one_against_many_queries = 64;

const Workload all_workloads[] = {Workload::random, Workload::touching, Workload::near};

template <class T>
const char* precision_name() {
  return std::is_same_v<T, float> ? "float" : "double";
}

/// What a registered benchmark measures; filled in as it runs.
struct MeasuredMethod {
  PeerResult result;
  double pairs_per_pass = 0;
  bool has_run = false;
};

/// Every registered benchmark, by benchmark name, and the registration order.
std::map<std::string, MeasuredMethod> measured_methods;
std::vector<std::string> registration_order;

/// The B boxes of a workload as a structure of arrays.
template <class T>
struct BoxColumns {
  std::vector<T> center_x, center_y, u_x, u_y, v_x, v_y;

  explicit BoxColumns(const std::vector<BoxPair<T>>& pairs) {
    for (const BoxPair<T>& pair : pairs) {
      center_x.push_back(pair.b.center.x), center_y.push_back(pair.b.center.y);
      u_x.push_back(pair.b.u.x), u_y.push_back(pair.b.u.y);
      v_x.push_back(pair.b.v.x), v_y.push_back(pair.b.v.y);
    }
  }

  BoxArrays<T> arrays() const {
    return {center_x.data(), center_y.data(), u_x.data(), u_y.data(), v_x.data(), v_y.data()};
  }
};

/// Whether a runner answers only some pairs of the workload, listed by
/// `pair_indices()` (its intersects(k) is then about the k-th of those).
template <class Runner, class = void>
struct has_pair_indices : std::false_type {};
template <class Runner>
struct has_pair_indices<Runner, std::void_t<decltype(std::declval<const Runner&>().pair_indices())>>
    : std::true_type {};

/// A yes/no method run pair by pair through a runner (see *_runner.hpp).
template <class Runner, class T>
void time_yes_no_runner(benchmark::State& state, Workload workload, const std::string& name) {
  const auto& pairs = workload_pairs<T>(workload);
  const Runner runner(pairs);
  std::vector<oracle::Relation> truth = oracle_relations_of_pairs<T>(workload);
  if constexpr (has_pair_indices<Runner>::value) {
    std::vector<oracle::Relation> subset;
    for (const std::size_t i : runner.pair_indices()) subset.push_back(truth[i]);
    truth = std::move(subset);
  }
  const std::size_t count = truth.size();
  std::vector<unsigned char> is_intersecting(count);
  for (auto _ : state) {
    for (std::size_t i = 0; i < count; ++i) is_intersecting[i] = runner.intersects(i);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * count));
  MeasuredMethod& measured = measured_methods[name];
  measured.pairs_per_pass = static_cast<double>(count);
  measured.result.disagreements = count_yes_no_disagreements(is_intersecting, truth);
}

/// The naive float SAT as a runner.
class NaiveSatRunner {
 public:
  explicit NaiveSatRunner(const std::vector<BoxPair<float>>& pairs) : pairs_(pairs) {}
  bool intersects(std::size_t i) const { return overlaps_by_naive_float_sat(pairs_[i].a, pairs_[i].b); }

 private:
  const std::vector<BoxPair<float>>& pairs_;
};

template <class T>
void time_scalar_classify(benchmark::State& state, Workload workload, const std::string& name) {
  const auto& pairs = workload_pairs<T>(workload);
  std::vector<Relation> relations(pairs.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < pairs.size(); ++i) relations[i] = classify(pairs[i].a, pairs[i].b);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
  measured_methods[name].result.disagreements =
      count_relation_disagreements(relations, oracle_relations_of_pairs<T>(workload));
}

template <class T>
void time_batch_pairs(benchmark::State& state, Workload workload, const std::string& name) {
  const auto& pairs = workload_pairs<T>(workload);
  std::vector<Box<T>> first, second;
  for (const BoxPair<T>& pair : pairs) first.push_back(pair.a), second.push_back(pair.b);
  std::vector<Relation> relations(pairs.size());
  for (auto _ : state) {
    classify_pairs(first.data(), second.data(), pairs.size(), relations.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
  measured_methods[name].result.disagreements =
      count_relation_disagreements(relations, oracle_relations_of_pairs<T>(workload));
}

template <class T>
void time_batch_one_against_many(benchmark::State& state, Workload workload, const std::string& name) {
  const auto& pairs = workload_pairs<T>(workload);
  const BoxColumns<T> columns(pairs);
  const BoxArrays<T> others = columns.arrays();
  std::vector<Relation> relations(pairs.size());
  for (auto _ : state) {
    for (std::size_t query = 0; query < one_against_many_queries; ++query) {
      classify_one_against_many(pairs[query].a, others, pairs.size(), relations.data());
      benchmark::ClobberMemory();
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * one_against_many_queries * pairs.size()));
  classify_one_against_many(pairs.front().a, others, pairs.size(), relations.data());
  measured_methods[name].result.disagreements =
      count_relation_disagreements(relations, oracle_relations_of_first_query<T>(workload));
}

void time_avx2_naive_sat_one_against_many(benchmark::State& state, Workload workload, const std::string& name) {
  if (!has_avx2()) {
    state.SkipWithError("this CPU has no AVX2");
    return;
  }
  const auto& pairs = workload_pairs<float>(workload);
  const BoxColumns<float> columns(pairs);
  const BoxArrays<float> others = columns.arrays();
  std::vector<unsigned char> is_intersecting(pairs.size());
  for (auto _ : state) {
    for (std::size_t query = 0; query < one_against_many_queries; ++query) {
      overlaps_one_against_many_by_avx2_naive_sat(pairs[query].a, others, pairs.size(), is_intersecting.data());
      benchmark::ClobberMemory();
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * one_against_many_queries * pairs.size()));
  overlaps_one_against_many_by_avx2_naive_sat(pairs.front().a, others, pairs.size(), is_intersecting.data());
  measured_methods[name].result.disagreements =
      count_yes_no_disagreements(is_intersecting, oracle_relations_of_first_query<float>(workload));
}

using TimedFunction = void (*)(benchmark::State&, Workload, const std::string&);

/// Registers one benchmark, named `method/workload/precision`.
void register_method(const std::string& method, MethodFamily family, Workload workload, const char* precision,
                     TimedFunction function, bool is_one_against_many = false, bool is_exact_peer = false) {
  std::string name = method + "/" + workload_name(workload) + "/" + precision;
  for (char& c : name) c = c == ' ' ? '_' : c;
  MeasuredMethod& measured = measured_methods[name];
  measured.result.method = method;
  measured.result.family = family;
  measured.result.workload = workload_name(workload);
  measured.result.precision = precision;
  measured.result.is_exact_peer = is_exact_peer;
  measured.pairs_per_pass = static_cast<double>(pairs_per_workload) * (is_one_against_many ? one_against_many_queries : 1);
  registration_order.push_back(name);
  benchmark::RegisterBenchmark(name.c_str(), [function, workload, name](benchmark::State& state) {
    function(state, workload, name);
  });
}

/// The methods that take both precisions, in table order.
template <class T>
void register_methods_of_precision(Workload workload) {
  const char* precision = precision_name<T>();
  register_method("obb2d classify_one_against_many", MethodFamily::obb2d, workload, precision,
                  time_batch_one_against_many<T>, true);
  register_method("obb2d classify_pairs", MethodFamily::obb2d, workload, precision, time_batch_pairs<T>);
  register_method("obb2d classify", MethodFamily::obb2d, workload, precision, time_scalar_classify<T>);
  if constexpr (std::is_same_v<T, float>) {
    register_method("naive float SAT, AVX2 one-vs-many", MethodFamily::baseline, workload, precision,
                    time_avx2_naive_sat_one_against_many, true);
    register_method("naive float SAT", MethodFamily::baseline, workload, precision,
                    time_yes_no_runner<NaiveSatRunner, float>);
    register_method("seed port xna", MethodFamily::seed_port, workload, precision, time_yes_no_runner<XnaRunner, float>);
    register_method("seed port unity-box", MethodFamily::seed_port, workload, precision,
                    time_yes_no_runner<UnityBoxRunner, float>);
    register_method("seed port unity-convex", MethodFamily::seed_port, workload, precision,
                    time_yes_no_runner<UnityConvexRunner, float>);
    register_method("seed port flipcode", MethodFamily::seed_port, workload, precision,
                    time_yes_no_runner<FlipcodeRunner, float>);
    register_method("seed port cocos2dx", MethodFamily::seed_port, workload, precision,
                    time_yes_no_runner<CocosRunner, float>);
    register_method("seed port cocos2dx-intabs", MethodFamily::seed_port, workload, precision,
                    time_yes_no_runner<CocosIntAbsRunner, float>);
#if defined(OBB2D_HAVE_BOX2D)
    register_method("Box2D b2TestOverlap", MethodFamily::peer, workload, precision,
                    time_yes_no_runner<Box2dRunner<float>, float>);
#endif
  }
#if defined(OBB2D_HAVE_BOOST_GEOMETRY)
  register_method("Boost.Geometry intersects", MethodFamily::peer, workload, precision,
                  time_yes_no_runner<BoostGeometryRunner<T>, T>);
#endif
#if defined(OBB2D_HAVE_CGAL)
  register_method("CGAL orientation test (Epick)", MethodFamily::peer, workload, precision,
                  time_yes_no_runner<CgalOrientationRunner<T>, T>, false, true);
  register_method("CGAL Polygon_2 do_intersect (Epeck)", MethodFamily::peer, workload, precision,
                  time_yes_no_runner<CgalPolygonRunner<T>, T>, false, true);
#endif
#if defined(OBB2D_HAVE_GEOS)
  register_method("GEOS GEOSIntersects_r", MethodFamily::peer, workload, precision,
                  time_yes_no_runner<GeosRunner<T>, T>, false, true);
#endif
}

/// Keeps each run's ns per pair, from the CPU time of the benchmark thread
/// (the machine may be shared: wall time would count other processes).
class PeerReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      const auto found = measured_methods.find(run.benchmark_name());
      if (found == measured_methods.end() || run.error_occurred || run.iterations == 0) continue;
      MeasuredMethod& measured = found->second;
      measured.result.nanoseconds_per_pair =
          run.cpu_accumulated_time * 1e9 / (static_cast<double>(run.iterations) * measured.pairs_per_pass);
      measured.has_run = true;
    }
  }
};

/// The rows that ran, in registration order, with their ratios.
std::vector<PeerResult> collect_results() {
  std::vector<PeerResult> results;
  const auto find = [](const std::string& method, const PeerResult& like) -> const MeasuredMethod* {
    std::string name = method + "/" + like.workload + "/" + like.precision;
    for (char& c : name) c = c == ' ' ? '_' : c;
    const auto found = measured_methods.find(name);
    return found != measured_methods.end() && found->second.has_run ? &found->second : nullptr;
  };
  for (const std::string& name : registration_order) {
    const MeasuredMethod& measured = measured_methods[name];
    if (!measured.has_run) continue;
    PeerResult row = measured.result;
    if (const MeasuredMethod* batch = find("obb2d classify_one_against_many", row)) {
      row.ratio_to_batch_one_against_many = row.nanoseconds_per_pair / batch->result.nanoseconds_per_pair;
    }
    if (const MeasuredMethod* batch = find("obb2d classify_pairs", row)) {
      row.ratio_to_batch_pairs = row.nanoseconds_per_pair / batch->result.nanoseconds_per_pair;
    }
    results.push_back(row);
  }
  return results;
}

/// How many boxes of each workload have corners that double cannot hold
/// exactly (box_corners.hpp): the peers then test slightly moved corners.
void print_rounded_corner_counts() {
  std::printf("\nboxes whose corners round in double (peers given moved corners):");
  for (const Workload workload : all_workloads) {
    std::size_t rounded[2] = {0, 0};
    for (const auto& pair : workload_pairs<float>(workload)) {
      rounded[0] += !make_box_corners(pair.a).is_exact + !make_box_corners(pair.b).is_exact;
    }
    for (const auto& pair : workload_pairs<double>(workload)) {
      rounded[1] += !make_box_corners(pair.a).is_exact + !make_box_corners(pair.b).is_exact;
    }
    std::printf(" %s: float %zu, double %zu;", workload_name(workload), rounded[0], rounded[1]);
  }
  std::printf("\n");
}

/// Removes `--flag=VALUE` from argv and returns VALUE ("" when absent).
std::string take_flag(int& argc, char** argv, const char* flag) {
  std::string value;
  const std::size_t length = std::strlen(flag);
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], flag, length) == 0 && argv[i][length] == '=') {
      value = argv[i] + length + 1;
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  return value;
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  return static_cast<bool>(file);
}

}  // namespace
}  // namespace obb2d::bench::peers

int main(int argc, char** argv) {
  using namespace obb2d::bench::peers;
  const std::string table_path = take_flag(argc, argv, "--table_out");
  const std::string plot_path = take_flag(argc, argv, "--plot_out");
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  std::printf("peer libraries built in:%s%s%s%s\n",
#if defined(OBB2D_HAVE_BOX2D)
              " Box2D",
#else
              "",
#endif
#if defined(OBB2D_HAVE_CGAL)
              " CGAL",
#else
              "",
#endif
#if defined(OBB2D_HAVE_BOOST_GEOMETRY)
              " Boost.Geometry",
#else
              "",
#endif
#if defined(OBB2D_HAVE_GEOS)
              " GEOS"
#else
              ""
#endif
  );
  for (const obb2d::bench::Workload workload : all_workloads) {
    register_methods_of_precision<float>(workload);
    register_methods_of_precision<double>(workload);
  }
  PeerReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::vector<PeerResult> results = collect_results();
  print_results_table(results);
  print_rounded_corner_counts();
  const std::string targets =
      describe_targets(results, "obb2d classify_one_against_many", "obb2d classify_pairs",
                       "naive float SAT, AVX2 one-vs-many", "obb2d classify");
  std::printf("\ntargets:\n%s", targets.c_str());
  int status = 0;
  if (!table_path.empty() && !write_file(table_path, make_markdown_table(results) + "\nTargets:\n\n" + targets)) {
    std::fprintf(stderr, "bench_peers: cannot write %s\n", table_path.c_str());
    status = 1;
  }
  std::vector<std::string> workload_names;
  for (const obb2d::bench::Workload workload : all_workloads) workload_names.push_back(workload_name(workload));
  if (!plot_path.empty() && !write_file(plot_path, make_bar_plot_svg(results, workload_names))) {
    std::fprintf(stderr, "bench_peers: cannot write %s\n", plot_path.c_str());
    status = 1;
  }
  benchmark::Shutdown();
  return status;
}
