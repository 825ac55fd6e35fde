#pragma once
/// @file
/// Whether a vertex list is a convex polygon, in the words of
/// docs/design.md, section 6, decided in rationals: the oracle's reference
/// for the kernel's check_polygon.

#include "convex_hull.hpp"
#include "point.hpp"

#include <cstddef>
#include <vector>

namespace obb2d::oracle {

/// What is wrong with a list, if anything (non-finite numbers have no
/// rational value: callers refuse them before).
enum class ListFault { none, empty, not_convex, self_intersecting };

/// The verdict and, for not_convex, the index of the first vertex at fault.
struct ListVerdict {
  ListFault fault = ListFault::none;
  std::size_t vertex = 0;
};

/// The contract, step by step:
///   drop every vertex equal to the one before it (cyclically);
///   no turn non-zero (one line, or one point)            -> none;
///   the first vertex whose turn has the other sign than the first non-zero
///   one, or is zero and goes back (dot product < 0)      -> not_convex there;
///   else the list is convex exactly when every vertex lies on the inner side
///   of every edge and its signed area is its hull's, once (an argument of
///   its own, not a count of direction changes)           -> none, else
///                                                           self_intersecting.
template <class Q>
ListVerdict check_convex_list(const VertexList<Q>& list) {
  if (list.empty()) return {ListFault::empty, 0};
  std::vector<std::size_t> starts;  // the vertices that differ from the one before
  for (std::size_t k = 0; k < list.size(); ++k) {
    if (list[k] != list[(k + list.size() - 1) % list.size()]) starts.push_back(k);
  }
  const std::size_t m = starts.size();
  int winding = 0;
  std::size_t fault = list.size();
  for (std::size_t i = 0; i < m; ++i) {
    const Point<Q>& p = list[starts[(i + m - 1) % m]];
    const Point<Q>& q = list[starts[i]];
    const Point<Q>& r = list[starts[(i + 1) % m]];
    const Q turn = cross(q - p, r - q);
    const int sign = turn > 0 ? 1 : turn < 0 ? -1 : 0;
    if (sign != 0 && winding == 0) winding = sign;
    const bool is_fault = sign != 0 ? sign != winding : dot(q - p, r - q) < 0;
    if (is_fault && fault == list.size()) fault = starts[i];
  }
  if (winding == 0) return {ListFault::none, 0};
  if (fault < list.size()) return {ListFault::not_convex, fault};
  VertexList<Q> distinct;
  for (const std::size_t k : starts) distinct.push_back(list[k]);
  bool is_inside_every_edge = true;
  for (std::size_t i = 0; i < m; ++i) {
    for (const Point<Q>& x : distinct) {
      if (winding * orientation(distinct[i], distinct[(i + 1) % m], x) < 0) is_inside_every_edge = false;
    }
  }
  const bool encloses_once = winding * twice_signed_area(distinct) == twice_signed_area(make_convex_hull(distinct));
  return {is_inside_every_edge && encloses_once ? ListFault::none : ListFault::self_intersecting, 0};
}

}  // namespace obb2d::oracle
