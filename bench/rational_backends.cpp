/// @file
/// Which exact rational type should the oracle use? The whole oracle (box
/// polygons, clipping, hull, area) timed on one fixed workload with Boost's
/// cpp_rational and with GMP's mpq_rational (docs/oracle.md has the figures).
///
/// The workload: 4096 float box pairs from the fuzz decoder with a fixed
/// seed: raw bit patterns, grid and Pythagorean boxes, constructed touching
/// pairs, identical pairs, with 2^k scalings, offsets and ulp nudges.

#include "harness/box_pair_from_bytes.hpp"
#include "oracle/oracle.hpp"

#include <benchmark/benchmark.h>

#include <array>
#include <random>
#include <vector>

namespace {

using obb2d::harness::BoxPair;

const std::vector<BoxPair<float>>& oracle_workload() {
  static const std::vector<BoxPair<float>> pairs = [] {
    std::vector<BoxPair<float>> made;
    std::mt19937 random(42);
    while (made.size() < 4096) {
      std::array<std::uint8_t, 64> noise;
      for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
      obb2d::harness::FuzzBytes bytes(noise.data(), noise.size());
      const auto pair = obb2d::harness::make_box_pair_from_bytes<float>(bytes);
      if (obb2d::oracle::is_finite_box(pair.a) && obb2d::oracle::is_finite_box(pair.b)) made.push_back(pair);
    }
    return made;
  }();
  return pairs;
}

template <class Q>
void oracle_with_backend(benchmark::State& state) {
  const auto& pairs = oracle_workload();
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& pair = pairs[i++ % pairs.size()];
    benchmark::DoNotOptimize(obb2d::oracle::intersect_boxes<Q>(pair.a, pair.b).relation);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

BENCHMARK_TEMPLATE(oracle_with_backend, boost::multiprecision::cpp_rational)->Name("oracle/cpp_rational");
BENCHMARK_TEMPLATE(oracle_with_backend, boost::multiprecision::mpq_rational)->Name("oracle/mpq_rational");

}  // namespace

BENCHMARK_MAIN();
