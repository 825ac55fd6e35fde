#pragma once
/// @file
/// Box2D 2.4.1's b2PolygonShape as both Box2D adapters build it: the list's
/// points rounded to float (b2Vec2), handed to b2PolygonShape::Set, with the
/// identity transform. Set welds points closer than 0.5 * b2_linearSlop
/// (0.0025) and keeps their gift-wrapped hull; it asserts (b2Assert, which
/// is assert(), and Debian's libbox2d is built with assertions on, so the
/// process aborts) when the list has fewer than 3 or more than
/// b2_maxPolygonVertices (8) points, when fewer than 3 remain after the
/// welding, when the hull does not close within 8 vertices or has fewer
/// than 3, when a hull edge is not longer than b2_epsilon, and when the
/// hull's area (ComputeCentroid's, in float) is not above b2_epsilon. A
/// careful user checks that first: is_accepted_by_set takes Set's own
/// steps in Set's float arithmetic and answers whether none of its
/// assertions fails, and such a list is answered `invalid`.

#include "peer_kernel.hpp"

#include <box2d/box2d.h>

#include <climits>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <dlfcn.h>

namespace peer_kernels {

/// Whether b2PolygonShape::Set(points, count) of Box2D 2.4.1
/// (src/collision/b2_polygon_shape.cpp) passes all its assertions: the
/// same welding, the same gift wrapping and the same area, step by step.
inline bool is_accepted_by_set(const b2Vec2* points, int count) {
  if (count < 3 || count > b2_maxPolygonVertices) return false;  // b2Assert(3 <= count && count <= 8)
  // Welding: a point closer than 0.5 * b2_linearSlop to a kept one is dropped.
  b2Vec2 kept[b2_maxPolygonVertices];
  int n = 0;
  for (int i = 0; i < count; ++i) {
    bool is_unique = true;
    for (int j = 0; j < n && is_unique; ++j) {
      is_unique = !(b2DistanceSquared(points[i], kept[j]) < (0.5f * b2_linearSlop) * (0.5f * b2_linearSlop));
    }
    if (is_unique) kept[n++] = points[i];
  }
  if (n < 3) return false;  // "Polygon is degenerate": b2Assert(false)
  // Gift wrapping from the rightmost point (the lowest of those).
  int i0 = 0;
  float x0 = kept[0].x;
  for (int i = 1; i < n; ++i) {
    if (kept[i].x > x0 || (kept[i].x == x0 && kept[i].y < kept[i0].y)) i0 = i, x0 = kept[i].x;
  }
  int hull[b2_maxPolygonVertices];
  int m = 0;
  for (int ih = i0;;) {
    if (m >= b2_maxPolygonVertices) return false;  // b2Assert(m < b2_maxPolygonVertices)
    hull[m] = ih;
    int ie = 0;
    for (int j = 1; j < n; ++j) {
      if (ie == ih) {
        ie = j;
        continue;
      }
      const b2Vec2 r = kept[ie] - kept[hull[m]];
      const b2Vec2 v = kept[j] - kept[hull[m]];
      const float c = b2Cross(r, v);
      if (c < 0.0f) ie = j;
      if (c == 0.0f && v.LengthSquared() > r.LengthSquared()) ie = j;
    }
    ++m;
    ih = ie;
    if (ie == i0) break;
  }
  if (m < 3) return false;  // "Polygon is degenerate": b2Assert(false)
  b2Vec2 vertices[b2_maxPolygonVertices];
  for (int i = 0; i < m; ++i) vertices[i] = kept[hull[i]];
  for (int i = 0; i < m; ++i) {
    const b2Vec2 edge = vertices[i + 1 < m ? i + 1 : 0] - vertices[i];
    if (!(edge.LengthSquared() > b2_epsilon * b2_epsilon)) return false;  // b2Assert in Set
  }
  // ComputeCentroid's area: triangles fanned from vertex 0, relative to it.
  float area = 0.0f;
  const b2Vec2 s = vertices[0];
  for (int i = 0; i < m; ++i) {
    const b2Vec2 p1 = vertices[0] - s;
    const b2Vec2 p2 = vertices[i] - s;
    const b2Vec2 p3 = i + 1 < m ? vertices[i + 1] - s : vertices[0] - s;
    area += 0.5f * b2Cross(p2 - p1, p3 - p1);
  }
  return area > b2_epsilon;  // b2Assert(area > b2_epsilon) in ComputeCentroid
}

/// The b2PolygonShape of `list` (rounded to float), or nothing when Set
/// would refuse it (is_accepted_by_set).
inline std::optional<b2PolygonShape> make_box2d_polygon(const VertexList& list) {
  std::vector<b2Vec2> points;
  for (const Point& p : list) points.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  const int count = static_cast<int>(points.size());
  if (!is_accepted_by_set(points.data(), count)) return std::nullopt;
  b2PolygonShape shape;
  shape.Set(points.data(), count);
  return shape;
}

/// The vertices Box2D holds for `shape` (its public m_vertices, m_count).
inline VertexList held_vertices(const b2PolygonShape& shape) {
  VertexList list;
  for (int i = 0; i < shape.m_count; ++i) list.push_back({shape.m_vertices[i].x, shape.m_vertices[i].y});
  return list;
}

/// Box2D's version at run time: that of the library file that holds its
/// code (libbox2d.so.2.4.1: found from b2CollidePolygons, as b2_version
/// itself may be copied into the executable), since Box2D v2.4.1's b2_version itself
/// still says {2, 4, 0} (src/common/b2_settings.cpp); b2_version when the
/// file's name has no version.
inline std::string box2d_version() {
  Dl_info info{};
  char path[PATH_MAX];
  if (dladdr(reinterpret_cast<void*>(&b2CollidePolygons), &info) != 0 && info.dli_fname && realpath(info.dli_fname, path)) {
    const char* suffix = std::strstr(path, ".so.");
    if (suffix && std::strchr(suffix + 4, '/') == nullptr) return suffix + 4;
  }
  return std::to_string(b2_version.major) + "." + std::to_string(b2_version.minor) + "." +
         std::to_string(b2_version.revision);
}

/// What both Box2D adapters hold, for --describe.
constexpr const char* box2d_holds =
    "b2Vec2 floats: box corners (computed in double) are rounded to float; b2PolygonShape::Set welds points "
    "closer than 0.5 * b2_linearSlop (0.0025) and keeps their gift-wrapped hull (written as held geometry), and "
    "every polygon carries the skin radius b2_polygonRadius (0.01). Refused (answered invalid, checked before "
    "Set, whose b2Assert aborts in Debian's build): fewer than 3 or more than 8 points, fewer than 3 after "
    "welding, a hull edge not longer than b2_epsilon, a hull area not above b2_epsilon (so every degenerate box "
    "or polygon).";

/// The repro programs' b2PolygonShape: Set itself decides, and its abort
/// (b2Assert) is the answer `invalid`.
constexpr const char* box2d_repro_prelude = R"(#include <box2d/box2d.h>

// b2Assert is assert() and Debian's libbox2d keeps it: b2PolygonShape::Set
// aborts on a list it refuses, which the adapter answers "invalid" (it
// checks Set's conditions first).
void set_polygon(b2PolygonShape& shape, const std::vector<double>& xy) {
  std::vector<b2Vec2> points;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) points.emplace_back(float(xy[i]), float(xy[i + 1]));
  shape.Set(points.data(), int(points.size()));
}
)";

}  // namespace peer_kernels
