/// @file
/// The production kernel against the naive float SAT engines use today, on
/// the three workloads of workloads.hpp, at float and double; and the same
/// kernel called as an engine may call it: from a file compiled with
/// -ffast-math (fast_math_loop.cpp), and with flush-to-zero and
/// denormals-are-zero set by the caller (x86). After the
/// runs it prints a table: ns per pair, the ratio to the baseline on the same
/// workload, and (in the counting build, bench_kernels_counting) the share
/// of axes the filter could not decide.
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

#include <benchmark/benchmark.h>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include <cstdio>
#include <map>
#include <string>

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
  state.counters["uncertain_axes_%"] =
      100.0 * static_cast<double>(counters.axes_uncertain) / static_cast<double>(counters.axes_filtered);
#endif
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
      const auto failures = run.counters.find("uncertain_axes_%");
      if (failures != run.counters.end()) uncertain_percent_[name] = failures->second.value;
    }
  }

  void print_ratio_table() const {
    int fewest_repetitions = 0;
    for (const auto& [name, count] : repetitions_) {
      if (fewest_repetitions == 0 || count < fewest_repetitions) fewest_repetitions = count;
    }
    if (fewest_repetitions > 1) std::printf("\nns/pair: the fastest of %d repetitions of each\n", fewest_repetitions);
    std::printf("\n%-16s %-22s %10s %18s %16s\n", "workload", "method", "ns/pair", "ratio to naive SAT",
                "uncertain axes");
    for (const Workload workload : all_workloads) {
      const std::string suffix = std::string("/") + workload_name(workload);
      const auto baseline = nanoseconds_per_pair_.find("naive_float_sat" + suffix);
      for (const char* method : {"naive_float_sat", "exact_classify<float>", "exact_classify<double>",
                                 "fast_math_file<float>", "fast_math_file<double>", "ftz_daz<float>",
                                 "ftz_daz<double>"}) {
        const auto found = nanoseconds_per_pair_.find(method + suffix);
        if (found == nanoseconds_per_pair_.end() || baseline == nanoseconds_per_pair_.end()) continue;
        const auto failures = uncertain_percent_.find(method + suffix);
        char rate[32] = "-";
        if (failures != uncertain_percent_.end()) std::snprintf(rate, sizeof rate, "%.2f%%", failures->second);
        std::printf("%-16s %-22s %10.2f %17.2fx %16s\n", workload_name(workload), method, found->second,
                    found->second / baseline->second, rate);
      }
    }
  }

 private:
  std::map<std::string, double> nanoseconds_per_pair_;
  std::map<std::string, int> repetitions_;
  std::map<std::string, double> uncertain_percent_;
};

void register_benchmarks() {
  for (const Workload workload : all_workloads) {
    const std::string suffix = std::string("/") + workload_name(workload);
    benchmark::RegisterBenchmark(("naive_float_sat" + suffix).c_str(), naive_float_sat, workload);
    benchmark::RegisterBenchmark(("exact_classify<float>" + suffix).c_str(), exact_classify<float>, workload);
    benchmark::RegisterBenchmark(("exact_classify<double>" + suffix).c_str(), exact_classify<double>, workload);
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
