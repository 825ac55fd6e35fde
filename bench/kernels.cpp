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

#include <array>
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

/// The six numbers of a box, in the order of BoxArrays' columns.
template <class T>
std::array<T, 6> numbers_of(const Box<T>& box) noexcept {
  return {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
}

/// classify over `pairs`, its relations summed so that no call is left out.
template <class T>
unsigned count_relations(const std::vector<BoxPair<T>>& pairs) noexcept {
  unsigned count = 0;
  for (const BoxPair<T>& pair : pairs) count += static_cast<unsigned>(classify(pair.a, pair.b));
  return count;
}

/// Where classify decides a pair, with its mark in --print-paths' lines.
enum class Path {
  filter,         ///< '0': an early exit, or the filter certified every axis
  recomputation,  ///< '1': the hot path's error-free recomputation of the coordinate axes
  cold_path,      ///< '2': decide_uncertain (grid test, exact-products step, exact sums)
};
inline constexpr Path all_paths[] = {Path::filter, Path::recomputation, Path::cold_path};

inline const char* path_name(Path path) noexcept {
  switch (path) {
    case Path::filter: return "filter";
    case Path::recomputation: return "recomputation";
    case Path::cold_path: return "cold_path";
  }
  return "?";
}

/// A fingerprint of a workload's pairs (FNV-1a over the bytes of their
/// numbers), so that marks printed by one build are read only for the same
/// pairs. It names the pairs, not the kernel: after a change of the
/// headers, print the marks again.
template <class T>
std::string fingerprint_of(const std::vector<BoxPair<T>>& pairs) {
  std::uint64_t hash = 0xcbf29ce484222325u;
  for (const BoxPair<T>& pair : pairs) {
    for (const Box<T>* box : {&pair.a, &pair.b}) {
      for (const T number : numbers_of(*box)) {
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
/// The path classify takes for a pair. The counters tell whether the filter
/// left an axis uncertain (an early exit counts nothing); if it did, the
/// filter's signs after the hot path's recomputation of the coordinate axes
/// tell whether decide() goes on to the cold path: its own test, on the
/// coordinate sums it computes.
template <class T>
Path path_of(const Box<T>& a, const Box<T>& b) noexcept {
  const unsigned long long before = detail::filter_counters.axes_past_filter;
  static_cast<void>(classify(a, b));
  if (detail::filter_counters.axes_past_filter == before) return Path::filter;
  const auto x = detail::sum_coordinate_axis(a.center.x, b.center.x, a.u.x, a.v.x, b.u.x, b.v.x);
  const auto y = detail::sum_coordinate_axis(a.center.y, b.center.y, a.u.y, a.v.y, b.u.y, b.v.y);
  const bool is_cold = detail::filter_axis_signs(a, b, x, y).signs.certain() != detail::all_axes;
  return is_cold ? Path::cold_path : Path::recomputation;
}

/// --print-paths: a line per workload and precision,
///     <workload> <float|double> <fingerprint> <marks>
/// with a mark per pair, its Path.
template <class T>
void print_paths(Workload workload) {
  const auto& pairs = workload_pairs<T>(workload);
  std::string marks;
  marks.reserve(pairs.size());
  for (const BoxPair<T>& pair : pairs) marks += static_cast<char>('0' + static_cast<int>(path_of(pair.a, pair.b)));
  std::printf("%s %s %s %s\n", workload_name(workload), precision_name<T>(), fingerprint_of(pairs).c_str(),
              marks.c_str());
}
#else
/// The pairs of a workload that take one path, as --split-by-path's file
/// marks them.
template <class T>
std::vector<BoxPair<T>>& path_pairs(Workload workload, Path path) {
  static std::vector<BoxPair<T>> cache[std::size(all_workloads)][std::size(all_paths)];
  return cache[static_cast<int>(workload)][static_cast<int>(path)];
}

/// Splits a workload's pairs into path_pairs by one line's marks; the
/// reason the line cannot be used, or "" when it was.
template <class T>
std::string split_by_marks(Workload workload, const std::string& fingerprint, const std::string& marks) {
  const auto& pairs = workload_pairs<T>(workload);
  if (fingerprint != fingerprint_of(pairs)) return "its fingerprint is not of this build's pairs";
  if (marks.size() != pairs.size()) {
    return std::to_string(marks.size()) + " marks for " + std::to_string(pairs.size()) + " pairs";
  }
  for (const char mark : marks) {
    if (mark < '0' || mark >= '0' + static_cast<int>(std::size(all_paths))) return "a mark not in 0..2";
  }
  for (const Path path : all_paths) {
    if (!path_pairs<T>(workload, path).empty()) return "a second line for the same workload and precision";
  }
  for (std::size_t i = 0; i < pairs.size(); ++i) path_pairs<T>(workload, Path(marks[i] - '0')).push_back(pairs[i]);
  return "";
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
    std::string problem = "not <workload> <float|double> <fingerprint> <marks>";
    for (const Workload workload : all_workloads) {
      if (name != workload_name(workload) || !rest.empty()) continue;
      if (precision == "float") problem = split_by_marks<float>(workload, fingerprint, marks);
      if (precision == "double") problem = split_by_marks<double>(workload, fingerprint, marks);
    }
    if (!problem.empty()) {
      std::fprintf(stderr, "bench_kernels: %s, line %d: %s (print the marks again with the counting build of "
                   "this source)\n", path.c_str(), line_number, problem.c_str());
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
void exact_classify_on_path(benchmark::State& state, Workload workload, Path path) {
  const auto& pairs = path_pairs<T>(workload, path);
  for (auto _ : state) benchmark::DoNotOptimize(count_relations(pairs));
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
  for (auto _ : state) benchmark::DoNotOptimize(count_relations(pairs));
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
      for (const T number : numbers_of(*box)) columns[column++].push_back(number);
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
  for (auto _ : state) benchmark::DoNotOptimize(count_relations(pairs));
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
  }

  /// With --split-by-path: per workload and precision, each path's share of
  /// the pairs, then its pairs' ns/pair and ratio to the naive SAT on the
  /// whole workload, then the whole workload's.
  void print_path_table() const {
    std::printf("\n%-16s %-9s", "workload", "precision");
    for (const Path path : all_paths) {
      std::printf(" %31s", (std::string(path_name(path)) + ": share, ns, x").c_str());
    }
    std::printf(" %21s\n", "all pairs: ns, x");
    for (const Workload workload : all_workloads) {
      const std::string suffix = std::string("/") + workload_name(workload);
      const auto baseline = nanoseconds_per_pair_.find("naive_float_sat" + suffix);
      for (const char* precision : {"float", "double"}) {
        const std::string method = std::string("exact_classify<") + precision + ">" + suffix;
        std::size_t total = 0;
        bool has_run = nanoseconds_per_pair_.count(method) != 0;
        for (const Path path : all_paths) {
          total += pairs_of(method + "/" + path_name(path));
          has_run = has_run || nanoseconds_per_pair_.count(method + "/" + path_name(path)) != 0;
        }
        if (total == 0 || !has_run) continue;
        std::printf("%-16s %-9s", workload_name(workload), precision);
        for (const Path path : all_paths) {
          const std::string name = method + "/" + path_name(path);
          std::printf(" %7.2f%%", 100.0 * static_cast<double>(pairs_of(name)) / static_cast<double>(total));
          print_time(name, baseline, 12, 8);
        }
        print_time(method, baseline, 11, 8);
        std::printf("\n");
      }
    }
  }

 private:
  /// How many pairs benchmark `name` runs over, if count_pairs was told; else 0.
  std::size_t pairs_of(const std::string& name) const {
    const auto found = pair_counts_.find(name);
    return found == pair_counts_.end() ? 0 : found->second;
  }

  /// " ns ratio" of benchmark `name` against the baseline, or "-" where
  /// either did not run.
  void print_time(const std::string& name, std::map<std::string, double>::const_iterator baseline, int ns_width,
                  int ratio_width) const {
    const auto found = nanoseconds_per_pair_.find(name);
    if (found == nanoseconds_per_pair_.end()) {
      std::printf(" %*s", ns_width + ratio_width + 2, "-");
    } else if (baseline == nanoseconds_per_pair_.end()) {
      std::printf(" %*.2f %*s", ns_width, found->second, ratio_width + 1, "-");
    } else {
      std::printf(" %*.2f %*.2fx", ns_width, found->second, ratio_width, found->second / baseline->second);
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
    for (const Path path : all_paths) {
      const std::size_t count = path_pairs<T>(workload, path).size();
      if (count == 0) continue;
      const std::string name = std::string("exact_classify<") + precision_name<T>() + ">/" +
                               workload_name(workload) + "/" + path_name(path);
      benchmark::RegisterBenchmark(name.c_str(), exact_classify_on_path<T>, workload, path);
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
  using obb2d::bench::all_workloads;
  using obb2d::bench::Workload;
  benchmark::Initialize(&argc, argv);
  obb2d::bench::RatioReporter reporter;
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  const std::string flag = "--print-paths";
#else
  const std::string flag = "--split-by-path=";
#endif
  std::string flag_argument;
  bool has_flag = false;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool is_flag = flag.back() == '=' ? argument.compare(0, flag.size(), flag) == 0 : argument == flag;
    if (!is_flag || has_flag) {
      std::fprintf(stderr, "%s: unknown argument %s (see the top of bench/kernels.cpp)\n", argv[0], argv[i]);
      return 2;
    }
    has_flag = true;
    flag_argument = argument.substr(flag.size());
  }
#if defined(OBB2D_COUNT_FILTER_FAILURES)
  if (has_flag) {
    for (const Workload workload : all_workloads) {
      obb2d::bench::print_paths<float>(workload);
      obb2d::bench::print_paths<double>(workload);
    }
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
  }
#else
  if (has_flag) {
    if (!obb2d::bench::read_paths(flag_argument)) return 1;
    obb2d::bench::register_path_benchmarks<float>(reporter);
    obb2d::bench::register_path_benchmarks<double>(reporter);
  }
#endif
  obb2d::bench::register_benchmarks();
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratio_table();
  if (has_flag) reporter.print_path_table();
  benchmark::Shutdown();
  return 0;
}
