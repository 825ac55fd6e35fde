/// @file
/// The production kernel against the naive float SAT engines use today, on
/// every workload of workloads.hpp, at float and double: classify per pair,
/// the batch's classify_pairs (arrays of boxes, and structures of arrays),
/// and classify called as an engine may call it: from a file compiled with
/// -ffast-math (fast_math_loop.cpp), and with flush-to-zero and
/// denormals-are-zero set by the caller (x86). After the runs it prints a
/// table: ns per pair, the ratio to the baseline on the same workload, and
/// (in the counting build, bench_kernels_counting) the share of filtered
/// axes the filter left uncertain and the share that reached an exact sum.
///
///   build/default/bench/bench_kernels            timings and ratios
///   build/default/bench/bench_kernels_counting   filter failure rates
///
/// With --benchmark_repetitions=N (and, best, the interleaving flag
/// --benchmark_enable_random_interleaving=true), the table takes each
/// benchmark's fastest repetition: on a shared machine noise only ever adds
/// time, so the minimum is the steadiest estimate of what the code costs.

#include "naive_sat.hpp"
#include "workloads.hpp"
#include "obb2d/batch.hpp"

#include <benchmark/benchmark.h>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::bench {

/// classify in a loop compiled with -ffast-math (fast_math_loop.cpp): the
/// header keeps IEEE semantics for its own code, so each call is a call.
template <class T>
unsigned count_relations_in_fast_math_file(const std::vector<BoxPair<T>>& pairs) noexcept;

namespace {

void naive_float_sat(benchmark::State& state, Workload workload) {
  const auto& pairs = workload_pairs<float>(workload);
  for (auto _ : state) {
    unsigned count = 0;
    for (const BoxPair<float>& pair : pairs) count += overlaps_by_naive_float_sat(pair.a, pair.b);
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}

template <class T>
void exact_classify(benchmark::State& state, Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  detail::filter_counters = {};
#endif
  for (auto _ : state) {
    unsigned count = 0;
    for (const BoxPair<T>& pair : pairs) count += static_cast<unsigned>(classify(pair.a, pair.b));
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  const auto& counters = detail::filter_counters;
  const double filtered = static_cast<double>(counters.axes_filtered);
  state.counters["past_filter_%"] = 100.0 * static_cast<double>(counters.axes_past_filter) / filtered;
  state.counters["exact_%"] = 100.0 * static_cast<double>(counters.axes_exact) / filtered;
#endif
}

/// The batch over the workload's pairs: two arrays of boxes (Box<T>), or
/// two structures of arrays.
template <class T, bool is_structure_of_arrays>
void batch_classify_pairs(benchmark::State& state, Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
  std::vector<Box<T>> a, b;
  std::vector<T> columns[12];
  for (const BoxPair<T>& pair : pairs) {
    a.push_back(pair.a);
    b.push_back(pair.b);
    int column = 0;
    for (const Box<T>* box : {&pair.a, &pair.b}) {
      for (const T number : {box->center.x, box->center.y, box->u.x, box->u.y, box->v.x, box->v.y}) {
        columns[column++].push_back(number);
      }
    }
  }
  const BoxArrays<T> arrays_a{columns[0].data(), columns[1].data(), columns[2].data(),
                              columns[3].data(), columns[4].data(), columns[5].data()};
  const BoxArrays<T> arrays_b{columns[6].data(), columns[7].data(), columns[8].data(),
                              columns[9].data(), columns[10].data(), columns[11].data()};
  std::vector<Relation> relations(pairs.size());
  for (auto _ : state) {
    if constexpr (is_structure_of_arrays) {
      classify_pairs(arrays_a, arrays_b, pairs.size(), relations.data());
    } else {
      classify_pairs(a.data(), b.data(), pairs.size(), relations.data());
    }
    benchmark::DoNotOptimize(relations.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}

template <class T>
void exact_classify_from_fast_math_file(benchmark::State& state, Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
  for (auto _ : state) benchmark::DoNotOptimize(count_relations_in_fast_math_file(pairs));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}

#if defined(__SSE2__)
/// classify called with flush-to-zero and denormals-are-zero set (MXCSR
/// bits 15 and 6), as engines and anything linked with -ffast-math set them:
/// each call switches to the default environment and back.
template <class T>
void exact_classify_under_ftz_daz(benchmark::State& state, Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
  const unsigned caller = _mm_getcsr();
  _mm_setcsr(caller | 0x8040u);
  for (auto _ : state) {
    unsigned count = 0;
    for (const BoxPair<T>& pair : pairs) count += static_cast<unsigned>(classify(pair.a, pair.b));
    benchmark::DoNotOptimize(count);
  }
  _mm_setcsr(caller);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}
#endif

/// Keeps each benchmark's fastest run in ns per pair (over repetitions, if
/// any), then prints the ratio table.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type != Run::RT_Iteration) continue;  // mean, median, stddev rows
      const std::string& name = run.run_name.function_name;
      const double pairs = static_cast<double>(run.iterations) * pairs_per_workload;
      const double nanoseconds = run.real_accumulated_time * 1e9 / pairs;
      const auto kept = nanoseconds_per_pair_.find(name);
      if (kept == nanoseconds_per_pair_.end() || nanoseconds < kept->second) nanoseconds_per_pair_[name] = nanoseconds;
      ++repetitions_[name];
      const auto past_filter = run.counters.find("past_filter_%");
      const auto exact = run.counters.find("exact_%");
      if (past_filter != run.counters.end() && exact != run.counters.end()) {
        step_rates_[name] = {past_filter->second.value, exact->second.value};
      }
    }
  }

  void print_ratio_table() const {
    int fewest_repetitions = 0;
    for (const auto& [name, count] : repetitions_) {
      if (fewest_repetitions == 0 || count < fewest_repetitions) fewest_repetitions = count;
    }
    if (fewest_repetitions > 1) std::printf("\nns/pair: the fastest of %d repetitions of each\n", fewest_repetitions);
    std::printf("\n%-16s %-25s %10s %18s %24s\n", "workload", "method", "ns/pair", "ratio to naive SAT",
                "axes past filter / exact");
    for (const Workload workload : all_workloads) {
      const std::string suffix = std::string("/") + workload_name(workload);
      const auto baseline = nanoseconds_per_pair_.find("naive_float_sat" + suffix);
      for (const char* method : {"naive_float_sat", "exact_classify<float>", "exact_classify<double>",
                                 "classify_pairs<float>", "classify_pairs<double>", "classify_pairs_soa<float>",
                                 "fast_math_file<float>", "fast_math_file<double>", "ftz_daz<float>",
                                 "ftz_daz<double>"}) {
        const auto found = nanoseconds_per_pair_.find(method + suffix);
        if (found == nanoseconds_per_pair_.end() || baseline == nanoseconds_per_pair_.end()) continue;
        const auto rates = step_rates_.find(method + suffix);
        char rate[48] = "-";
        if (rates != step_rates_.end()) {
          std::snprintf(rate, sizeof rate, "%.2f%% / %.2f%%", rates->second.first, rates->second.second);
        }
        std::printf("%-16s %-25s %10.2f %17.2fx %24s\n", workload_name(workload), method, found->second,
                    found->second / baseline->second, rate);
      }
    }
  }

 private:
  std::map<std::string, double> nanoseconds_per_pair_;
  std::map<std::string, int> repetitions_;
  std::map<std::string, std::pair<double, double>> step_rates_;  ///< % of filtered axes past the filter, exact
};

void register_benchmarks() {
  for (const Workload workload : all_workloads) {
    const std::string suffix = std::string("/") + workload_name(workload);
    benchmark::RegisterBenchmark(("naive_float_sat" + suffix).c_str(), naive_float_sat, workload);
    benchmark::RegisterBenchmark(("exact_classify<float>" + suffix).c_str(), exact_classify<float>, workload);
    benchmark::RegisterBenchmark(("exact_classify<double>" + suffix).c_str(), exact_classify<double>, workload);
    benchmark::RegisterBenchmark(("classify_pairs<float>" + suffix).c_str(), batch_classify_pairs<float, false>,
                                 workload);
    benchmark::RegisterBenchmark(("classify_pairs<double>" + suffix).c_str(), batch_classify_pairs<double, false>,
                                 workload);
    benchmark::RegisterBenchmark(("classify_pairs_soa<float>" + suffix).c_str(), batch_classify_pairs<float, true>,
                                 workload);
#if !defined(OBB2D_COUNT_FILTER_FAILURES)
    benchmark::RegisterBenchmark(("fast_math_file<float>" + suffix).c_str(), exact_classify_from_fast_math_file<float>,
                                 workload);
    benchmark::RegisterBenchmark(("fast_math_file<double>" + suffix).c_str(),
                                 exact_classify_from_fast_math_file<double>, workload);
#if defined(__SSE2__)
    benchmark::RegisterBenchmark(("ftz_daz<float>" + suffix).c_str(), exact_classify_under_ftz_daz<float>, workload);
    benchmark::RegisterBenchmark(("ftz_daz<double>" + suffix).c_str(), exact_classify_under_ftz_daz<double>, workload);
#endif
#endif
  }
}

}  // namespace
}  // namespace obb2d::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  obb2d::bench::register_benchmarks();
  obb2d::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratio_table();
  benchmark::Shutdown();
  return 0;
}
