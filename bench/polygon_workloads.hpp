#pragma once
/// @file
/// The convex-polygon benchmark's workloads, each 16,384 pairs of float
/// polygons (3 to 8 vertices; a few lattice hulls are segments or points),
/// made once from a fixed seed:
///   random    3-8 points at random angles on a circle of radius [0.5, 5]
///             around a uniform center in [0, 100]^2, as their exact hull
///   flush     tiles of a grid of 4 x 4 cells, each a square with some
///             corners cut by 1 (squares, hexagons, octagons), against a tile
///             of a neighbouring cell (90 %, sharing an edge or a corner, or
///             apart where the corners are cut) or of the same cell (10 %)
///   contacts  hulls of points of an integer lattice turned by a Pythagorean
///             direction ((3,4)/5, (5,12)/13, ...), B moved so that a vertex
///             or edge midpoint of B lies on one of A, both moved by one
///             integer offset in [2^12, 2^13): exact placement and snapping
///   nudged    the contacts with one coordinate of B moved by +-1 ulp
///   far       the contacts moved by one integer offset in [2^21, 2^22)
///             instead: still exact (float keeps the half-integers of edge
///             midpoints below 2^23), with differences of coordinates far
///             smaller than the coordinates

#include "harness/polygon_pair_from_bytes.hpp"

#include <obb2d/polygon.hpp>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <random>
#include <vector>

namespace obb2d::bench {

inline constexpr std::size_t polygon_pairs_per_workload = 1 << 14;

enum class PolygonWorkload { random, flush, contacts, nudged, far };
inline constexpr PolygonWorkload all_polygon_workloads[] = {PolygonWorkload::random, PolygonWorkload::flush,
                                                            PolygonWorkload::contacts, PolygonWorkload::nudged,
                                                            PolygonWorkload::far};

inline const char* polygon_workload_name(PolygonWorkload workload) {
  switch (workload) {
    case PolygonWorkload::random: return "random";
    case PolygonWorkload::flush: return "flush";
    case PolygonWorkload::contacts: return "contacts";
    case PolygonWorkload::nudged: return "nudged";
    case PolygonWorkload::far: return "far";
  }
  return "?";
}

/// A workload's pairs: polygon 2i is pair i's A, 2i + 1 its B.
template <class T>
struct PolygonSet {
  std::vector<Vec2<T>> vertices;
  std::vector<std::size_t> starts;  ///< polygon k is vertices[starts[k], starts[k + 1])

  PolygonView<T> polygon(std::size_t k) const { return {vertices.data() + starts[k], starts[k + 1] - starts[k]}; }
  std::size_t pair_count() const { return (starts.size() - 1) / 2; }
};

namespace detail_workloads {

inline std::vector<Vec2<float>> make_random_polygon(std::mt19937_64& random) {
  std::uniform_real_distribution<float> coordinate(0, 100), radius(0.5f, 5), angle(0, 6.2831853f);
  std::uniform_int_distribution<int> count(3, 8);
  const float cx = coordinate(random), cy = coordinate(random), r = radius(random);
  std::vector<Vec2<float>> points(static_cast<std::size_t>(count(random)));
  for (Vec2<float>& p : points) {
    const float a = angle(random);
    p = {cx + r * std::cos(a), cy + r * std::sin(a)};
  }
  points.resize(make_convex_hull(points.data(), points.size()));
  return points;
}

/// The tile of cell (i, j): the square [4i, 4i + 4] x [4j, 4j + 4],
/// counter-clockwise, with each corner whose bit `cuts` sets replaced by
/// the points 1 before it and 1 after it along the boundary.
inline std::vector<Vec2<float>> make_tile(int i, int j, unsigned cuts) {
  const float x = float(4 * i), y = float(4 * j);
  const Vec2<float> corners[4] = {{x, y}, {x + 4, y}, {x + 4, y + 4}, {x, y + 4}};
  const Vec2<float> directions[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};  // of the edge leaving corner k
  std::vector<Vec2<float>> tile;
  for (int k = 0; k < 4; ++k) {
    const Vec2<float>& corner = corners[k];
    if (cuts & (1u << k)) {
      const Vec2<float>& in = directions[(k + 3) % 4];
      const Vec2<float>& out = directions[k];
      tile.push_back({corner.x - in.x, corner.y - in.y});
      tile.push_back({corner.x + out.x, corner.y + out.y});
    } else {
      tile.push_back(corner);
    }
  }
  return tile;
}

}  // namespace detail_workloads

/// The pairs of one workload, made once (see the file comment).
template <class T>
const PolygonSet<T>& polygon_workload(PolygonWorkload workload) {
  static PolygonSet<T> sets[std::size(all_polygon_workloads)];
  PolygonSet<T>& set = sets[static_cast<int>(workload)];
  if (!set.starts.empty()) return set;
  std::mt19937_64 random(20261124 + static_cast<unsigned>(workload));
  set.starts.push_back(0);
  const auto add = [&set](const std::vector<Vec2<float>>& polygon) {
    for (const Vec2<float>& p : polygon) set.vertices.push_back({T(p.x), T(p.y)});
    set.starts.push_back(set.vertices.size());
  };
  std::uniform_int_distribution<int> cell(0, 24), step(-1, 1), percent(0, 99);
  std::uniform_int_distribution<unsigned> cuts(0, 15);
  while (set.pair_count() < polygon_pairs_per_workload) {
    if (workload == PolygonWorkload::random) {
      add(detail_workloads::make_random_polygon(random));
      add(detail_workloads::make_random_polygon(random));
      continue;
    }
    if (workload == PolygonWorkload::flush) {
      const int i = cell(random), j = cell(random);
      const bool is_same_cell = percent(random) < 10;
      int di = 0, dj = 0;
      while (!is_same_cell && di == 0 && dj == 0) di = step(random), dj = step(random);
      add(detail_workloads::make_tile(i, j, cuts(random)));
      add(detail_workloads::make_tile(i + di, j + dj, cuts(random)));
      continue;
    }
    std::uint8_t bytes[64];
    for (std::uint8_t& byte : bytes) byte = static_cast<std::uint8_t>(random());
    harness::FuzzBytes decoder(bytes, sizeof bytes);
    harness::PolygonPair<float> pair{harness::make_lattice_polygon<float>(decoder),
                                     harness::make_lattice_polygon<float>(decoder)};
    harness::place_touching(pair, decoder);
    const float offset = workload == PolygonWorkload::far ? float((1u << 21) + random() % (1u << 21))
                                                          : float(4096 + random() % 4096);
    for (auto* polygon : {&pair.a, &pair.b}) {
      for (Vec2<float>& p : *polygon) p = {p.x + offset, p.y + offset};
    }
    if (workload == PolygonWorkload::nudged) {
      Vec2<float>& p = pair.b[random() % pair.b.size()];
      float& number = random() % 2 ? p.x : p.y;
      number = std::nextafter(number, random() % 2 ? 1e9f : -1e9f);
    }
    add(pair.a);
    add(pair.b);
  }
  return set;
}

}  // namespace obb2d::bench
