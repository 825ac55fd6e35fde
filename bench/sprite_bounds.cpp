/// @file
/// Per-frame cost of a sprite's world bounds: the production routine
/// (make_sprite_bounds on a shape precomputed once) against seed 004's routine
/// (ports/xna_sprite.hpp, which scans the transformed area every update), for
/// 32 x 32, 128 x 128 and 512 x 512 sprites turned by 0.7 rad. After the
/// usual table it prints port / production time ratios from the same run.
///   build/default/bench/bench_sprite_bounds

#include "ports/sprite_adapters.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

namespace xna = obb2d::ports::xna_sprite;

/// A side x side sprite: an opaque disc with a transparent margin of side / 8.
std::vector<unsigned char> make_disc(int side) {
  std::vector<unsigned char> alpha(std::size_t(side) * side, 0);
  const double center = side / 2.0, radius = side / 2.0 - side / 8.0;
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      const double dx = x + 0.5 - center, dy = y + 0.5 - center;
      if (dx * dx + dy * dy <= radius * radius) alpha[std::size_t(x) + std::size_t(y) * side] = 255;
    }
  }
  return alpha;
}

/// The frame's placement: turned by 0.7 rad about the sprite's center.
xna::Matrix make_frame_matrix(int side) {
  return xna::MakeToWorldSpace({300.25f, 200.5f}, {side / 2.0f, side / 2.0f}, 1.0f, 0.7f);
}

void production(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const std::vector<unsigned char> alpha = make_disc(side);
  const obb2d::SpriteShape shape = obb2d::make_sprite_shape({alpha.data(), side, side, 1, side}, 0);
  obb2d::Affine2x3<float> transform = obb2d::ports::to_affine(make_frame_matrix(side));
  for (auto _ : state) {
    benchmark::DoNotOptimize(transform);
    benchmark::DoNotOptimize(obb2d::make_sprite_bounds<float>(transform, shape));
  }
  state.counters["hull"] = static_cast<double>(shape.hull().size());
}

void xna_sprite_port(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const std::vector<unsigned char> alpha = make_disc(side);
  xna::Matrix to_world = make_frame_matrix(side);
  for (auto _ : state) {
    benchmark::DoNotOptimize(to_world);
    benchmark::DoNotOptimize(xna::UpdateBoundingBox({side, side, alpha.data()}, to_world));
  }
}

BENCHMARK(production)->Arg(32)->Arg(128)->Arg(512);
BENCHMARK(xna_sprite_port)->Arg(32)->Arg(128)->Arg(512);

/// Prints the usual table and remembers each run's time per iteration.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) nanoseconds_[run.benchmark_name()] = run.GetAdjustedRealTime();
  }
  /// The port / production ratio per sprite size.
  void PrintRatios() const {
    std::printf("\nper-frame cost, port / production (same run):\n");
    for (const char* side : {"32", "128", "512"}) {
      const auto port = nanoseconds_.find(std::string("xna_sprite_port/") + side);
      const auto ours = nanoseconds_.find(std::string("production/") + side);
      if (port == nanoseconds_.end() || ours == nanoseconds_.end()) continue;
      std::printf("  %3s x %-3s  %12.1f ns / %8.1f ns = %10.0f x\n", side, side, port->second, ours->second,
                  port->second / ours->second);
    }
  }

 private:
  std::map<std::string, double> nanoseconds_;
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.PrintRatios();
  benchmark::Shutdown();
  return 0;
}
