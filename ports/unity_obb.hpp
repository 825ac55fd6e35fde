#pragma once
/// @file
/// Seed 001 (shared seed 001_7c95c85e72748058, a Unity `Obb` MonoBehaviour
/// in C#, "2D OBB collision"), both versions, ported step for step. Specimens
/// under test, never fixed.
///   box version:    axes from P1 - P0 and P3 - P0, normalised; the corner
///                   projections' intervals are compared with strict `<`, `>`:
///                   an interval is "inside" only strictly, so identical,
///                   nested-flush and touching intervals all read as apart;
///   convex version: the edge normals of THIS polygon only (none of the
///                   other's), projections through Vector3.Project(...)
///                   .magnitude * Sign(...), `>=`/`<=` comparisons, and
///                   GetMinMax starting from float.MaxValue / float.MinValue
///                   (MinValue is the most negative float in C#).
/// Both take the world points the MonoBehaviour computes with
/// localToWorldMatrix.MultiplyPoint3x4; the harness feeds those points.
/// Unity's float arithmetic is IEEE single precision.

#include "seed_port.hpp"

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

namespace obb2d::ports::unity {

/// Unity's Vector2 (z is 0 for every point here, so Vector3 math reduces to it).
struct Vector2 {
  float x;  ///< x
  float y;  ///< y
};

inline float Dot(Vector2 a, Vector2 b) { return a.x * b.x + a.y * b.y; }

/// Vector2.normalized: v / magnitude when magnitude > 1e-5f, else zero.
inline Vector2 Normalized(Vector2 v) {
  const float magnitude = std::sqrt(v.x * v.x + v.y * v.y);
  if (magnitude > 1E-05f) return Vector2{v.x / magnitude, v.y / magnitude};
  return Vector2{0, 0};
}

/// The box version's state: its four world corners P0 (-x,-y), P1 (+x,-y),
/// P2 (+x,+y), P3 (-x,+y).
struct BoxObb {
  Vector2 P0, P1, P2, P3;
};

/// Mathf.Min / Mathf.Max over params float[]: the first value, replaced by
/// each later one that compares smaller (larger); NaN never replaces.
inline float MathfMin(float a, float b, float c, float d) {
  float result = a;
  for (const float value : {b, c, d}) if (value < result) result = value;
  return result;
}
inline float MathfMax(float a, float b, float c, float d) {
  float result = a;
  for (const float value : {b, c, d}) if (value > result) result = value;
  return result;
}

/// bool IsIntersect(Obb x, Obb y, Vector2 axis): true means "apart on axis".
inline bool IsIntersect(const BoxObb& x, const BoxObb& y, Vector2 axis) {
  const float xP0 = Dot(x.P0, axis), xP1 = Dot(x.P1, axis), xP2 = Dot(x.P2, axis), xP3 = Dot(x.P3, axis);
  const float yP0 = Dot(y.P0, axis), yP1 = Dot(y.P1, axis), yP2 = Dot(y.P2, axis), yP3 = Dot(y.P3, axis);
  const float xMin = MathfMin(xP0, xP1, xP2, xP3);
  const float xMax = MathfMax(xP0, xP1, xP2, xP3);
  const float yMin = MathfMin(yP0, yP1, yP2, yP3);
  const float yMax = MathfMax(yP0, yP1, yP2, yP3);
  if (yMin > xMin && yMin < xMax) return false;
  if (yMax > xMin && yMax < xMax) return false;
  if (xMin > yMin && xMin < yMax) return false;
  if (xMax > yMin && xMax < yMax) return false;
  return true;
}

/// bool Intersects(Obb other), the box version.
inline bool Intersects(const BoxObb& self, const BoxObb& other) {
  const Vector2 axis1 = Normalized({self.P1.x - self.P0.x, self.P1.y - self.P0.y});
  const Vector2 axis2 = Normalized({self.P3.x - self.P0.x, self.P3.y - self.P0.y});
  const Vector2 axis3 = Normalized({other.P1.x - other.P0.x, other.P1.y - other.P0.y});
  const Vector2 axis4 = Normalized({other.P3.x - other.P0.x, other.P3.y - other.P0.y});
  if (IsIntersect(self, other, axis1)) return false;
  if (IsIntersect(self, other, axis2)) return false;
  if (IsIntersect(self, other, axis3)) return false;
  if (IsIntersect(self, other, axis4)) return false;
  return true;
}

/// The convex version's projection of p onto axis:
/// Vector3.Project(p, axis).magnitude * Mathf.Sign(Dot(Project(p, axis), axis)).
inline float ProjectValue(Vector2 p, Vector2 axis) {
  // Vector3.Project: zero when sqrMag < Mathf.Epsilon (the smallest
  // subnormal float), else onNormal * dot / sqrMag, left to right.
  const float sqr_magnitude = Dot(axis, axis);
  Vector2 projected{0, 0};
  if (!(sqr_magnitude < std::numeric_limits<float>::denorm_min())) {
    const float dot = Dot(p, axis);
    projected = Vector2{axis.x * dot / sqr_magnitude, axis.y * dot / sqr_magnitude};
  }
  const float magnitude = std::sqrt(projected.x * projected.x + projected.y * projected.y);
  const float sign = Dot(projected, axis) >= 0.0f ? 1.0f : -1.0f;  // Mathf.Sign(0) is 1
  return magnitude * sign;
}

/// GetMinMax(matrix, points, projectAxis, out min, out max), on world points.
inline void GetMinMax(const std::vector<Vector2>& points, Vector2 axis, float& min, float& max) {
  min = std::numeric_limits<float>::max();
  max = std::numeric_limits<float>::lowest();  // C#'s float.MinValue
  for (const Vector2& p : points) {
    const float value = ProjectValue(p, axis);
    if (value > max) max = value;
  }
  for (const Vector2& p : points) {
    const float value = ProjectValue(p, axis);
    if (value < min) min = value;
  }
}

/// ProjectionIsNotIntersect(Obb x, Obb y, Vector2 axis).
inline bool ProjectionIsNotIntersect(const std::vector<Vector2>& x, const std::vector<Vector2>& y, Vector2 axis) {
  float xMin, xMax, yMin, yMax;
  GetMinMax(x, axis, xMin, xMax);
  GetMinMax(y, axis, yMin, yMax);
  if (yMin >= xMin && yMin <= xMax) return false;
  if (yMax >= xMin && yMax <= xMax) return false;
  if (xMin >= yMin && xMin <= yMax) return false;
  if (xMax >= yMin && xMax <= yMax) return false;
  return true;
}

/// bool Intersects(Obb other), the convex version: only this polygon's edge
/// normals, Vector3.Cross(p1 - p0, Vector3.forward).normalized.
inline bool IntersectsConvex(const std::vector<Vector2>& self, const std::vector<Vector2>& other) {
  bool isNotIntersect = false;
  const std::size_t count = self.size();
  for (std::size_t i = 1; i <= count; i++) {
    const Vector2 p0 = self[i - 1];
    const Vector2 p1 = self[i % count];
    const Vector2 edge{p1.x - p0.x, p1.y - p0.y};
    // Cross(edge, (0,0,1)) = (edge.y, -edge.x, 0).
    const Vector2 axis = Normalized({edge.y, -edge.x});
    isNotIntersect |= ProjectionIsNotIntersect(self, other, axis);
  }
  return isNotIntersect ? false : true;
}

// The harness's view (ports/seed_port.hpp) ----------------------------------

/// The world corners a caller of the box routine computes, in float:
/// P0 = c-u-v, P1 = c+u-v, P2 = c+u+v, P3 = c-u+v.
inline BoxObb make_corners(const oracle::StoredBox<double>& box) {
  const float cx = float(box.cx), cy = float(box.cy), ux = float(box.ux), uy = float(box.uy), vx = float(box.vx),
              vy = float(box.vy);
  return {{cx - ux - vx, cy - uy - vy}, {cx + ux - vx, cy + uy - vy}, {cx + ux + vx, cy + uy + vy},
          {cx - ux + vx, cy - uy + vy}};
}

/// The box routine: its state is the four corners it holds.
struct BoxSeedPort {
  using State = BoxObb;
  static State adapt(const oracle::StoredBox<double>& box) { return make_corners(box); }
  static bool intersects(const State& a, const State& b) { return Intersects(a, b); }
  static HeldShape held(const State& box) {
    return held_corners(box.P0.x, box.P0.y, box.P1.x, box.P1.y, box.P2.x, box.P2.y, box.P3.x, box.P3.y);
  }
};

/// The convex-polygon routine, given the same four points as the polygon.
struct ConvexSeedPort {
  using State = std::vector<Vector2>;
  static State adapt(const oracle::StoredBox<double>& box) {
    const BoxObb corners = make_corners(box);
    return {corners.P0, corners.P1, corners.P2, corners.P3};
  }
  static bool intersects(const State& a, const State& b) { return IntersectsConvex(a, b); }
  static HeldShape held(const State& p) {
    return held_corners(p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y, p[3].x, p[3].y);
  }
};

}  // namespace obb2d::ports::unity
