#pragma once
/// @file
/// Seed 002 (shared seed 002_c942383cd2e986cb, Morgan McGuire's `OBB2D` from
/// flipcode, C++), ported step for step. A specimen under test, never fixed.
/// Kept quirks: corners built from cos/sin of the angle; axes from corner 0
/// scaled by 1/|edge|^2 so the box projects onto [origin, origin + 1]; the
/// strict `>`/`<` interval test; `if / else if` in the min-max scan; all in
/// double. computeAxes "assumes the corners actually form a rectangle": a
/// zero-length edge divides by zero, as in the original.

#include "seed_port.hpp"

#include <cmath>

namespace obb2d::ports::flipcode {

/// The Vector2 the class uses, in double.
struct Vector2 {
  double x;  ///< x
  double y;  ///< y
  double dot(const Vector2& other) const { return x * other.x + y * other.y; }
  double squaredLength() const { return x * x + y * y; }
  friend Vector2 operator-(const Vector2& a, const Vector2& b) { return {a.x - b.x, a.y - b.y}; }
  friend Vector2 operator+(const Vector2& a, const Vector2& b) { return {a.x + b.x, a.y + b.y}; }
};

class OBB2D {
 public:
  /// OBB2D(const Vector2& center, const double w, const double h, double angle).
  OBB2D(const Vector2& center, const double w, const double h, double angle) {
    Vector2 X{std::cos(angle), std::sin(angle)};
    Vector2 Y{-std::sin(angle), std::cos(angle)};
    X = Vector2{X.x * (w / 2), X.y * (w / 2)};
    Y = Vector2{Y.x * (h / 2), Y.y * (h / 2)};
    corner[0] = center - X - Y;
    corner[1] = center + X - Y;
    corner[2] = center + X + Y;
    corner[3] = center - X + Y;
    computeAxes();
  }

  /// The state the constructor would leave, given the four corners
  /// directly (corner 0 lower left, counter-clockwise): what the harness
  /// feeds so the truth is exactly these corners.
  static OBB2D from_corners(const Vector2 (&corners)[4]) {
    OBB2D box;
    for (int c = 0; c < 4; ++c) box.corner[c] = corners[c];
    box.computeAxes();
    return box;
  }

  /// bool overlaps(const OBB2D& other) const.
  bool overlaps(const OBB2D& other) const { return overlaps1Way(other) && other.overlaps1Way(*this); }

  /// The corners (read only).
  const Vector2 (&corners() const)[4] { return corner; }

 private:
  OBB2D() = default;

  bool overlaps1Way(const OBB2D& other) const {
    for (int a = 0; a < 2; ++a) {
      double t = other.corner[0].dot(axis[a]);
      double tMin = t;
      double tMax = t;
      for (int c = 1; c < 4; ++c) {
        t = other.corner[c].dot(axis[a]);
        if (t < tMin) {
          tMin = t;
        } else if (t > tMax) {
          tMax = t;
        }
      }
      if ((tMin > 1 + origin[a]) || (tMax < origin[a])) return false;
    }
    return true;
  }

  void computeAxes() {
    axis[0] = corner[1] - corner[0];
    axis[1] = corner[3] - corner[0];
    for (int a = 0; a < 2; ++a) {
      const double squared_length = axis[a].squaredLength();
      axis[a] = Vector2{axis[a].x / squared_length, axis[a].y / squared_length};  // axis[a] /= ...
      origin[a] = corner[0].dot(axis[a]);
    }
  }

  Vector2 corner[4];
  Vector2 axis[2];
  double origin[2];
};

// The harness's view (ports/seed_port.hpp) ----------------------------------

/// How the harness calls the routine: the corners c-u-v, c+u-v, c+u+v, c-u+v
/// in double (the class's precision), and the four corners it holds.
struct SeedPort {
  using State = OBB2D;

  static State adapt(const oracle::StoredBox<double>& box) {
    const double cx = box.cx, cy = box.cy, ux = box.ux, uy = box.uy, vx = box.vx, vy = box.vy;
    const Vector2 corners[4] = {{cx - ux - vx, cy - uy - vy},
                                {cx + ux - vx, cy + uy - vy},
                                {cx + ux + vx, cy + uy + vy},
                                {cx - ux + vx, cy - uy + vy}};
    return OBB2D::from_corners(corners);
  }

  static bool intersects(const State& a, const State& b) { return a.overlaps(b); }

  static HeldShape held(const State& box) {
    const auto& c = box.corners();
    return held_corners(c[0].x, c[0].y, c[1].x, c[1].y, c[2].x, c[2].y, c[3].x, c[3].y);
  }
};

}  // namespace obb2d::ports::flipcode
