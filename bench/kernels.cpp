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
/// The counting build also says which pairs get past the filter, and the
/// timing build times those pairs and the others apart, so that a workload's
/// cost splits into what the filter costs and what the later steps add:
///
///   build/default/bench/bench_kernels_counting --print-paths > paths.txt
///   build/default/bench/bench_kernels --split-by-path=paths.txt
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

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace obb2d::bench {

/// classify in a loop compiled with -ffast-math (fast_math_loop.cpp): the
/// header keeps IEEE semantics for its own code, so each call is a call.
template <class T>
unsigned count_relations_in_fast_math_file(const std::vector<BoxPair<T>>& pairs) noexcept;

namespace {

template <class T>
constexpr const char* precision_name() noexcept {
  return std::is_same_v<T, float> ? "float" : "double";
}

/// A fingerprint of a workload's pairs (FNV-1a over the bytes of their
/// numbers), so that path marks printed by one build are read only for the
/// same pairs.
template <class T>
std::string fingerprint_of(const std::vector<BoxPair<T>>& pairs) {
  std::uint64_t hash = 0xcbf29ce484222325u;
  for (const BoxPair<T>& pair : pairs) {
    for (const Box<T>* box : {&pair.a, &pair.b}) {
      for (const T number : {box->center.x, box->center.y, box->u.x, box->u.y, box->v.x, box->v.y}) {
        unsigned char bytes[sizeof number];
        std::memcpy(bytes, &number, sizeof bytes);
        for (const unsigned char byte : bytes) hash = (hash ^ byte) * 0x100000001b3u;
      }
    }
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

#if defined(OBB2D_COUNT_FILTER_FAILURES)
/// --print-paths: a line per workload and precision,
///     <workload> <float|double> <fingerprint> <marks>
/// with a mark per pair: 1 when the filter left one of its axes uncertain,
/// so that a later step (the error-free recomputation, the grid test, the
/// exact-products step or an exact sum) decided it, else 0.
template <class T>
void print_paths(Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
  std::string marks;
  marks.reserve(pairs.size());
  for (const BoxPair<T>& pair : pairs) {
    const unsigned long long before = detail::filter_counters.axes_past_filter;
    static_cast<void>(classify(pair.a, pair.b));
    marks += detail::filter_counters.axes_past_filter != before ? '1' : '0';
  }
  std::printf("%s %s %s %s\n", workload_name(workload), precision_name<T>(), fingerprint_of(pairs).c_str(),
              marks.c_str());
}
#else
/// The pairs of a workload the filter decides (is_past_filter false) or
/// leaves to a later step (true), as --split-by-path's file marks them.
template <class T>
std::vector<BoxPair<T>>& path_pairs(Workload workload, bool is_past_filter) {
  static std::vector<BoxPair<T>> cache[std::size(all_workloads)][2];
  return cache[static_cast<int>(workload)][is_past_filter];
}

/// Sorts a workload's pairs into path_pairs by one line's marks; false if
/// the line is not about this build's pairs.
template <class T>
bool sort_by_marks(Workload workload, const std::string& fingerprint, const std::string& marks) {
  const auto& pairs = workload_pairs<T>(workload);
  if (marks.size() != pairs.size() || fingerprint != fingerprint_of(pairs)) return false;
  if (!path_pairs<T>(workload, false).empty() || !path_pairs<T>(workload, true).empty()) return false;  // twice
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (marks[i] != '0' && marks[i] != '1') return false;
    path_pairs<T>(workload, marks[i] == '1').push_back(pairs[i]);
  }
  return true;
}

/// Reads the file of --split-by-path (bench_kernels_counting --print-paths):
/// true when it marks every workload at both precisions, for these pairs;
/// else false, with the reason on stderr.
bool read_paths(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "bench_kernels: cannot open %s\n", path.c_str());
    return false;
  }
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    std::istringstream fields(line);
    std::string name, precision, fingerprint, marks, rest;
    fields >> name >> precision >> fingerprint >> marks >> rest;
    bool is_sorted = false;
    for (const Workload workload : all_workloads) {
      if (name != workload_name(workload) || !rest.empty()) continue;
      if (precision == "float") is_sorted = sort_by_marks<float>(workload, fingerprint, marks);
      if (precision == "double") is_sorted = sort_by_marks<double>(workload, fingerprint, marks);
    }
    if (!is_sorted) {
      std::fprintf(stderr,
                   "bench_kernels: %s, line %d: not a line of marks for this build's pairs (build both benchmarks "
                   "from the same source and print the marks again)\n",
                   path.c_str(), line_number);
      return false;
    }
  }
  if (in.bad()) {
    std::fprintf(stderr, "bench_kernels: error reading %s\n", path.c_str());
    return false;
  }
  const int expected = 2 * static_cast<int>(std::size(all_workloads));
  if (line_number != expected) {
    std::fprintf(stderr, "bench_kernels: %s has %d lines; one per workload and precision makes %d\n", path.c_str(),
                 line_number, expected);
    return false;
  }
  return true;
}

/// classify over the pairs of one path of a workload (--split-by-path).
template <class T>
void exact_classify_on_path(benchmark::State& state, Workload workload, bool is_past_filter) {
  const auto& pairs = path_pairs<T>(workload, is_past_filter);
  for (auto _ : state) {
    unsigned count = 0;
    for (const BoxPair<T>& pair : pairs) count += static_cast<unsigned>(classify(pair.a, pair.b));
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}
#endif

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
      const auto counted = pair_counts_.find(name);
      const std::size_t pairs_per_run = counted == pair_counts_.end() ? pairs_per_workload : counted->second;
      const double pairs = static_cast<double>(run.iterations) * static_cast<double>(pairs_per_run);
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

  /// Benchmark `name` runs over `count` pairs, not a whole workload.
  void count_pairs(const std::string& name, std::size_t count) { pair_counts_[name] = count; }

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
    print_path_table();
  }

 private:
  /// With --split-by-path: per workload and precision, the share of pairs
  /// past the filter, then ns/pair and the ratio to the naive SAT (on the
  /// whole workload) of the pairs the filter decides, of those past it, and
  /// of the whole workload.
  void print_path_table() const {
    bool has_paths = false;
    for (const auto& [name, count] : pair_counts_) has_paths = has_paths || name.find("/filter_decides") != name.npos;
    if (!has_paths) return;
    std::printf("\n%-16s %-9s %11s %22s %22s %22s\n", "workload", "precision", "past filter",
                "filter decides: ns, x", "past filter: ns, x", "all pairs: ns, x");
    for (const Workload workload : all_workloads) {
      const std::string suffix = std::string("/") + workload_name(workload);
      const auto baseline = nanoseconds_per_pair_.find("naive_float_sat" + suffix);
      if (baseline == nanoseconds_per_pair_.end()) continue;
      for (const char* precision : {"float", "double"}) {
        const std::string method = std::string("exact_classify<") + precision + ">" + suffix;
        const auto decided = pair_counts_.find(method + "/filter_decides");
        const auto past = pair_counts_.find(method + "/past_filter");
        const std::size_t decided_count = decided == pair_counts_.end() ? 0 : decided->second;
        const std::size_t past_count = past == pair_counts_.end() ? 0 : past->second;
        if (decided_count + past_count == 0) continue;
        const double share = 100.0 * static_cast<double>(past_count) / static_cast<double>(decided_count + past_count);
        std::printf("%-16s %-9s %10.2f%%", workload_name(workload), precision, share);
        for (const std::string& name : {method + "/filter_decides", method + "/past_filter", method}) {
          const auto found = nanoseconds_per_pair_.find(name);
          if (found == nanoseconds_per_pair_.end()) {
            std::printf(" %22s", "-");
          } else {
            std::printf(" %12.2f %8.2fx", found->second, found->second / baseline->second);
          }
        }
        std::printf("\n");
      }
    }
  }

  std::map<std::string, std::size_t> pair_counts_;  ///< benchmarks over other than a whole workload
  std::map<std::string, double> nanoseconds_per_pair_;
  std::map<std::string, int> repetitions_;
  std::map<std::string, std::pair<double, double>> step_rates_;  ///< % of filtered axes past the filter, exact
};

#if !defined(OBB2D_COUNT_FILTER_FAILURES)
/// With --split-by-path: classify on the pairs of each path of each workload
/// (a path with no pairs has no benchmark).
template <class T>
void register_path_benchmarks(RatioReporter& reporter) {
  for (const Workload workload : all_workloads) {
    for (const bool is_past_filter : {false, true}) {
      const std::size_t count = path_pairs<T>(workload, is_past_filter).size();
      if (count == 0) continue;
      const std::string name = std::string("exact_classify<") + precision_name<T>() + ">/" +
                               workload_name(workload) + (is_past_filter ? "/past_filter" : "/filter_decides");
      benchmark::RegisterBenchmark(name.c_str(), exact_classify_on_path<T>, workload, is_past_filter);
      reporter.count_pairs(name, count);
    }
  }
}
#endif

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

/// Besides Google Benchmark's flags: --print-paths (bench_kernels_counting)
/// and --split-by-path=FILE (bench_kernels); see the top of this file.
int main(int argc, char** argv) {
  using namespace obb2d::bench;
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  if (argc == 2 && std::string(argv[1]) == "--print-paths") {
    for (const Workload workload : all_workloads) {
      print_paths<float>(workload);
      print_paths<double>(workload);
    }
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
  }
  const int known_arguments = 1;
#else
  const std::string split_flag = "--split-by-path=";
  const bool is_splitting = argc == 2 && std::string(argv[1]).compare(0, split_flag.size(), split_flag) == 0;
  if (is_splitting) {
    if (!read_paths(std::string(argv[1]).substr(split_flag.size()))) return 1;
    register_path_benchmarks<float>(reporter);
    register_path_benchmarks<double>(reporter);
  }
  const int known_arguments = is_splitting ? 2 : 1;
#endif
  if (argc > known_arguments) {
    std::fprintf(stderr, "%s: unknown argument %s (see the top of bench/kernels.cpp)\n", argv[0],
                 argv[known_arguments]);
    return 2;
  }
  register_benchmarks();
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratio_table();
  benchmark::Shutdown();
  return 0;
}
