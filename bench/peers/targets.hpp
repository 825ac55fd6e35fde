#pragma once
/// @file
/// The benchmark's targets, judged from one run's results:
///   1. obb2d's batch one-vs-many on the random workload (float) takes at
///      most 2 ns a pair, and at most 1.5 times the branchless AVX2 naive
///      float SAT on the same data;
///   2. obb2d's batch (one-vs-many, and pairs) on the touching and near
///      workloads takes at most 3 times its time on random;
///   3. obb2d's scalar classify is at least 3 times faster than every exact
///      peer (CGAL, GEOS) on every workload and precision.

#include "peer_result.hpp"

#include <cstdio>
#include <string>
#include <vector>

namespace obb2d::bench::peers {

/// Target 1: ns per pair of the batch one-vs-many (random, float), at most.
inline constexpr double batch_nanoseconds_target = 2.0;
/// Target 1: the batch one-vs-many's time over the AVX2 naive SAT's, at most.
inline constexpr double batch_to_avx2_sat_target = 1.5;
/// Target 2: the batch's time on touching or near over its time on random, at most.
inline constexpr double batch_workload_ratio_target = 3.0;
/// Target 3: the fastest exact peer's time over scalar obb2d's, at least.
inline constexpr double exact_peer_speedup_target = 3.0;

/// The row of `method` on `workload` at `precision`, or nullptr.
inline const PeerResult* find_result(const std::vector<PeerResult>& results, const std::string& method,
                                     const std::string& workload, const std::string& precision) {
  for (const PeerResult& row : results) {
    if (row.method == method && row.workload == workload && row.precision == precision) return &row;
  }
  return nullptr;
}

/// "met", or "not met" in bold.
inline const char* met_or_not(bool is_met) { return is_met ? "met" : "**not met**"; }

/// The targets as Markdown list items, one per judged comparison; the
/// methods are named as in the table.
inline std::string describe_targets(const std::vector<PeerResult>& results, const std::string& batch_method,
                                    const std::string& pairs_method, const std::string& avx2_method,
                                    const std::string& scalar_method) {
  const std::string batch_methods[2] = {batch_method, pairs_method};
  std::string text;
  char line[512];
  const PeerResult* batch = find_result(results, batch_method, "random", "float");
  const PeerResult* avx2 = find_result(results, avx2_method, "random", "float");
  if (batch && avx2) {
    const double ratio = batch->nanoseconds_per_pair / avx2->nanoseconds_per_pair;
    std::snprintf(line, sizeof line,
                  "- Batch one-vs-many, random, float: %.2f ns/pair (target ≤ %.0f: %s), %.2f× the AVX2 naive "
                  "float SAT's %.2f ns/pair (target ≤ %.1f×: %s)\n",
                  batch->nanoseconds_per_pair, batch_nanoseconds_target,
                  met_or_not(batch->nanoseconds_per_pair <= batch_nanoseconds_target), ratio,
                  avx2->nanoseconds_per_pair, batch_to_avx2_sat_target, met_or_not(ratio <= batch_to_avx2_sat_target));
    text += line;
  }
  for (const std::string& method : batch_methods) {
    for (const char* precision : {"float", "double"}) {
      const PeerResult* random = find_result(results, method, "random", precision);
      for (const char* workload : {"touching", "near"}) {
        const PeerResult* other = find_result(results, method, workload, precision);
        if (!random || !other) continue;
        const double ratio = other->nanoseconds_per_pair / random->nanoseconds_per_pair;
        std::snprintf(line, sizeof line,
                      "- %s, %s, %s: %.3g ns/pair, %.1f× its %.3g ns/pair on random (target ≤ %.0f×: %s)\n",
                      method.c_str(), workload, precision, other->nanoseconds_per_pair, ratio,
                      random->nanoseconds_per_pair, batch_workload_ratio_target,
                      met_or_not(ratio <= batch_workload_ratio_target));
        text += line;
      }
    }
  }
  for (const PeerResult& scalar : results) {
    if (scalar.method != scalar_method) continue;
    const PeerResult* fastest = nullptr;
    for (const PeerResult& row : results) {
      if (row.is_exact_peer && row.workload == scalar.workload && row.precision == scalar.precision &&
          (!fastest || row.nanoseconds_per_pair < fastest->nanoseconds_per_pair)) {
        fastest = &row;
      }
    }
    if (!fastest) continue;
    const double speedup = fastest->nanoseconds_per_pair / scalar.nanoseconds_per_pair;
    std::snprintf(line, sizeof line,
                  "- Scalar obb2d, %s, %s: %.3g ns/pair, %.1f× faster than the fastest exact peer (%s, %.3g ns/pair; "
                  "target ≥ %.0f×: %s)\n",
                  scalar.workload.c_str(), scalar.precision.c_str(), scalar.nanoseconds_per_pair, speedup,
                  fastest->method.c_str(), fastest->nanoseconds_per_pair, exact_peer_speedup_target,
                  met_or_not(speedup >= exact_peer_speedup_target));
    text += line;
  }
  return text;
}

}  // namespace obb2d::bench::peers
