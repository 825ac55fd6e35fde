#pragma once
/// @file
/// Seed 003 (shared seed 003_41be52ac5faad435, cocos2d-x `OBBRect`, C++),
/// ported step for step. A specimen under test, never fixed. Two builds of
/// the same source, because its `abs(float)` call binds differently:
///   AbsBinding::floating         as written with C++'s overloads: abs(float)
///                                is the floating absolute value, cos and sin
///                                take and return float;
///   AbsBinding::truncating_int   as toolchains build it where only C's
///                                `int abs(int)` is visible: the dot product is
///                                truncated to an int, so every projection
///                                loses its fraction; cos and sin are C's
///                                double functions.
/// Kept quirks: the `<=` separation test (touching counts as apart), the
/// radius `_width * dot / 2` in float, four axes only. Out-of-range float to
/// int conversion is undefined in C++; the port does what x86-64 does
/// (cvttss2si yields INT_MIN, and abs(INT_MIN) stays INT_MIN).

#include "seed_port.hpp"

#include <climits>
#include <cmath>

namespace obb2d::ports::cocos2dx {

/// Which `abs` the routine's `abs(float)` call reaches (see the file comment).
enum class AbsBinding { floating, truncating_int };

template <AbsBinding binding>
class ObbRect {
 public:
  /// OBBRect(float x, float y, float width, float height, float rotation).
  ObbRect(float x, float y, float width, float height, float rotation = 0.0f)
      : _x(x), _y(y), _width(width), _height(height), _rotation(rotation) {
    resetVector();
  }

  /// bool intersects(OBBRect& other).
  bool intersects(const ObbRect& other) const {
    float distanceVector[2] = {other._x - _x, other._y - _y};
    for (int i = 0; i < 2; ++i) {
      if (getProjectionRadius(_vectors[i]) + other.getProjectionRadius(_vectors[i]) <=
          dot(distanceVector, _vectors[i])) {
        return false;
      }
      if (getProjectionRadius(other._vectors[i]) + other.getProjectionRadius(other._vectors[i]) <=
          dot(distanceVector, other._vectors[i])) {
        return false;
      }
    }
    return true;
  }

  /// The state, read only, for the harness that judges the port on exactly
  /// the geometry it holds: center, width, height and resetVector()'s vectors.
  float x() const { return _x; }
  float y() const { return _y; }
  float width() const { return _width; }
  float height() const { return _height; }
  const float (&vectors() const)[2][2] { return _vectors; }

 private:
  void resetVector() {
    if constexpr (binding == AbsBinding::floating) {
      _vectors[0][0] = std::cos(_rotation);
      _vectors[0][1] = std::sin(_rotation);
    } else {
      _vectors[0][0] = static_cast<float>(std::cos(static_cast<double>(_rotation)));
      _vectors[0][1] = static_cast<float>(std::sin(static_cast<double>(_rotation)));
    }
    _vectors[1][0] = -_vectors[0][1];
    _vectors[1][1] = _vectors[0][0];
  }

  /// The routine's `abs` of a float, as each binding evaluates it.
  static float routine_abs(float value) {
    if constexpr (binding == AbsBinding::floating) {
      return std::fabs(value);
    } else {
      // (int)value, as x86-64's cvttss2si: out of range or NaN gives INT_MIN.
      const bool is_in_range = value > -2147483649.0f && value < 2147483648.0f;
      const int truncated = is_in_range ? static_cast<int>(value) : INT_MIN;
      return static_cast<float>(truncated == INT_MIN ? INT_MIN : (truncated < 0 ? -truncated : truncated));
    }
  }

  static float dot(const float a[2], const float b[2]) { return routine_abs(a[0] * b[0] + a[1] * b[1]); }

  float getProjectionRadius(const float vector[2]) const {
    return (_width * dot(_vectors[0], vector) / 2 + _height * dot(_vectors[1], vector) / 2);
  }

  float _x;
  float _y;
  float _width;
  float _height;
  float _rotation;
  float _vectors[2][2];
};

// The harness's view (ports/seed_port.hpp) ----------------------------------

/// How the harness calls the routine: an OBBRect at center c, width 2|u|,
/// height 2|v|, rotation atan2(u.y, u.x), in float; and the region it holds.
template <AbsBinding binding>
struct SeedPort {
  using State = ObbRect<binding>;

  static State adapt(const oracle::StoredBox<double>& box) {
    const float ux = float(box.ux), uy = float(box.uy), vx = float(box.vx), vy = float(box.vy);
    return {float(box.cx), float(box.cy), 2 * std::hypot(ux, uy), 2 * std::hypot(vx, vy), std::atan2(uy, ux)};
  }

  static bool intersects(const State& a, const State& b) { return a.intersects(b); }

  /// The routine's radius is width * |v0 . axis| / 2 (in its arithmetic):
  /// the box it means is (x, y) + s * (width / 2) * v0 + t * (height / 2) * v1.
  static HeldShape held(const State& rect) {
    const auto& v = rect.vectors();
    return held_scaled_axes(rect.x(), rect.y(), double(rect.width()) / 2, v[0][0], v[0][1],
                            double(rect.height()) / 2, v[1][0], v[1][1]);
  }
};

}  // namespace obb2d::ports::cocos2dx
