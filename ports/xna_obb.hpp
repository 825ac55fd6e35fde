#pragma once
/// @file
/// Seed 000 (shared seed 000_a39b861b1a3bec97, an XNA `OBB` class in C#),
/// ported step for step. A specimen under test, never fixed: every quirk of
/// the original is kept on purpose, including
///   - the separating-axis test in Ericson's form (R = rotation of the second
///     box in the first's frame, AbsR = |R| + EPSILON with EPSILON = 1e-5f);
///   - only the four face axes, strict `>` comparisons, float arithmetic;
///   - the AngleInRadians setter's range reduction, `value % Math.PI * 2`,
///     which C# parses as `(value % Math.PI) * 2`.
/// C# float arithmetic is IEEE single precision (as RyuJIT on x64 runs it);
/// Math.Cos/Sin/Abs on a float argument work in double, then cast to float.

#include "seed_port.hpp"

#include <cmath>

namespace obb2d::ports::xna {

/// XNA's Vector2: two floats.
struct Vector2 {
  float X;  ///< x
  float Y;  ///< y
};

/// Vector2.Dot: X*X' + Y*Y' in float.
inline float Dot(Vector2 a, Vector2 b) { return a.X * b.X + a.Y * b.Y; }

/// The OBB's state, as the C# class holds it.
struct Obb {
  Vector2 origin;            ///< _origin, the centre
  Vector2 axis[2];           ///< _axis, the orientation
  Vector2 half_widths;       ///< _halfWidths
  float angle_in_radians;    ///< _angleInRadians
};

/// const float EPSILON = 0.00001f;
inline constexpr float EPSILON = 0.00001f;

/// UpdateAxis(float AngleInRadians).
inline void UpdateAxis(Obb& obb, float angle_in_radians) {
  obb.axis[0].X = static_cast<float>(std::cos(static_cast<double>(angle_in_radians)));
  obb.axis[0].Y = static_cast<float>(std::sin(static_cast<double>(angle_in_radians)));
  obb.axis[1].Y = static_cast<float>(std::cos(static_cast<double>(angle_in_radians)));
  obb.axis[1].X = -static_cast<float>(std::sin(static_cast<double>(angle_in_radians)));
  obb.angle_in_radians = angle_in_radians;
}

/// The AngleInRadians property setter, with its three `if`s (not else-if).
inline void SetAngleInRadians(Obb& obb, float value) {
  const double pi = 3.14159265358979323846;  // Math.PI
  if (value < pi && value > -pi) UpdateAxis(obb, value);
  if (value >= pi) UpdateAxis(obb, static_cast<float>(std::fabs(std::fmod(static_cast<double>(value), pi) * 2) - pi));
  if (value <= -pi) UpdateAxis(obb, static_cast<float>(std::fabs(std::fmod(static_cast<double>(value), pi) * 2) + pi));
}

/// The constructor OBB(Vector2 Origin, float AngleInRadians, Vector2 HalfWidths).
inline Obb MakeObb(Vector2 origin, float angle_in_radians, Vector2 half_widths) {
  Obb obb{origin, {{0, 0}, {0, 0}}, half_widths, angle_in_radians};
  UpdateAxis(obb, angle_in_radians);
  return obb;
}

/// Vector2Extensions.Index.
inline float Index(Vector2 v, int i) { return i == 0 ? v.X : v.Y; }

/// OBB.Intersects(OBB First, OBB Second): true when no face axis separates.
inline bool Intersects(const Obb& first, const Obb& second) {
  float rf, rs;
  float R[2][2];
  float AbsR[2][2];
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 2; j++) {
      R[i][j] = Dot(first.axis[i], second.axis[j]);
      AbsR[i][j] = std::fabs(R[i][j]) + EPSILON;
    }
  }
  Vector2 translation{second.origin.X - first.origin.X, second.origin.Y - first.origin.Y};
  translation = Vector2{Dot(translation, first.axis[0]), Dot(translation, first.axis[1])};
  for (int i = 0; i < 2; i++) {
    rf = Index(first.half_widths, i);
    rs = second.half_widths.X * AbsR[i][0] + second.half_widths.Y * AbsR[i][1];
    if (std::fabs(Index(translation, i)) > (rf + rs)) return false;
  }
  for (int i = 0; i < 2; i++) {
    rf = Index(first.half_widths, 0) * AbsR[0][i] + Index(first.half_widths, 1) * AbsR[1][i];
    rs = Index(second.half_widths, i);
    if (std::fabs(Index(translation, 0) * R[0][i] + Index(translation, 1) * R[1][i]) > (rf + rs)) return false;
  }
  return true;
}

// The harness's view (ports/seed_port.hpp) ----------------------------------

/// How the harness calls the routine: a box (c, u, v) made into an Obb the
/// way a caller of the class would, and the region that Obb describes.
struct SeedPort {
  using State = Obb;

  /// MakeObb(origin c, angle atan2(u.y, u.x), half widths (|u|, |v|)), in float.
  static State adapt(const oracle::StoredBox<double>& box) {
    const float ux = float(box.ux), uy = float(box.uy), vx = float(box.vx), vy = float(box.vy);
    return MakeObb({float(box.cx), float(box.cy)}, std::atan2(uy, ux), {std::hypot(ux, uy), std::hypot(vx, vy)});
  }

  static bool intersects(const State& a, const State& b) { return Intersects(a, b); }

  /// origin + s * hx * axis0 + t * hy * axis1, with its own float axes.
  static HeldShape held(const State& obb) {
    return held_scaled_axes(obb.origin.X, obb.origin.Y, obb.half_widths.X, obb.axis[0].X, obb.axis[0].Y,
                            obb.half_widths.Y, obb.axis[1].X, obb.axis[1].Y);
  }
};

}  // namespace obb2d::ports::xna
