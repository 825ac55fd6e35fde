#pragma once
/// @file
/// The harness's polygon pair: two vertex lists exactly as read, what the
/// polygon kernel, the oracle and the seed port unity-convex are given, and
/// its `obb2d classify --polygons` line.

#include <obb2d/polygon.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace obb2d::harness {

/// Two vertex lists, as the polygon kernel takes them: polygon A and polygon B.
template <class T>
struct PolygonPair {
  std::vector<Vec2<T>> a;
  std::vector<Vec2<T>> b;
};

/// A list as the kernel's view of it.
template <class T>
PolygonView<T> view_of(const std::vector<Vec2<T>>& list) {
  return {list.data(), list.size()};
}

/// The pair's numbers in double (exact for float).
template <class T>
PolygonPair<double> widened(const PolygonPair<T>& pair) {
  const auto widen = [](const std::vector<Vec2<T>>& list) {
    std::vector<Vec2<double>> points;
    for (const Vec2<T>& p : list) points.push_back({p.x, p.y});
    return points;
  };
  return {widen(pair.a), widen(pair.b)};
}

/// The pair's numbers: x y of A's vertices, then of B's.
template <class T>
std::vector<T> numbers_of(const PolygonPair<T>& pair) {
  std::vector<T> numbers;
  for (const std::vector<Vec2<T>>* list : {&pair.a, &pair.b}) {
    for (const Vec2<T>& p : *list) numbers.insert(numbers.end(), {p.x, p.y});
  }
  return numbers;
}

/// The pair of those numbers whose first `a_size` points are A's.
template <class T>
PolygonPair<T> polygon_pair_of(const std::vector<T>& numbers, std::size_t a_size) {
  PolygonPair<T> pair;
  for (std::size_t i = 0; i + 1 < numbers.size(); i += 2) {
    (i / 2 < a_size ? pair.a : pair.b).push_back({numbers[i], numbers[i + 1]});
  }
  return pair;
}

/// The pair as an `obb2d classify --polygons` line: A's vertices as
/// `x y` hex floats (exact), a `|`, then B's.
template <class T>
std::string format_polygon_pair_line(const PolygonPair<T>& pair) {
  std::string line;
  char number[64];
  for (const std::vector<Vec2<T>>* list : {&pair.a, &pair.b}) {
    if (list == &pair.b) line += " |";
    for (const Vec2<T>& p : *list) {
      std::snprintf(number, sizeof number, "%a %a", static_cast<double>(p.x), static_cast<double>(p.y));
      line += (line.empty() ? "" : " ") + std::string(number);
    }
  }
  return line;
}

}  // namespace obb2d::harness
