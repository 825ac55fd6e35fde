#pragma once
/// @file
/// Exact points and the two products every oracle routine is built from.

#include <vector>

namespace obb2d::oracle {

/// A point (or a vector) with exact rational coordinates.
template <class Q>
struct Point {
  Q x;  ///< x coordinate
  Q y;  ///< y coordinate

  friend bool operator==(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
  friend bool operator!=(const Point& a, const Point& b) { return !(a == b); }
  friend Point operator-(const Point& a, const Point& b) { return {a.x - b.x, a.y - b.y}; }
  friend Point operator+(const Point& a, const Point& b) { return {a.x + b.x, a.y + b.y}; }
};

/// A list of vertices. Read as a region, it means their convex hull.
template <class Q>
using VertexList = std::vector<Point<Q>>;

/// The z component of the cross product a x b (twice the signed area of the
/// triangle 0, a, b): positive when b is counter-clockwise of a.
template <class Q>
Q cross(const Point<Q>& a, const Point<Q>& b) {
  return a.x * b.y - a.y * b.x;
}

/// The dot product a . b.
template <class Q>
Q dot(const Point<Q>& a, const Point<Q>& b) {
  return a.x * b.x + a.y * b.y;
}

/// Twice the signed area of triangle (origin, a, b): > 0 when the turn
/// origin -> a -> b is counter-clockwise, 0 when the three are collinear.
template <class Q>
Q orientation(const Point<Q>& origin, const Point<Q>& a, const Point<Q>& b) {
  return cross(a - origin, b - origin);
}

/// Lexicographic order (x first, then y); the order of the convex hull sweep.
template <class Q>
bool is_lexicographically_less(const Point<Q>& a, const Point<Q>& b) {
  return a.x < b.x || (a.x == b.x && a.y < b.y);
}

}  // namespace obb2d::oracle
