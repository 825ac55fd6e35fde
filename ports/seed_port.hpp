#pragma once
/// @file
/// What the harness needs of a seed port besides the routine itself. Each
/// port file ends with a `SeedPort` struct (harness/kernels.cpp makes one
/// row of the kernel registry from it):
///
///     struct SeedPort {
///       using State = ...;                                  // what the routine takes
///       static State adapt(const oracle::StoredBox<double>& box);  // the caller's adapter
///       static bool intersects(const State& a, const State& b);    // the routine
///       static HeldShape held(const State& state);          // the region the state describes
///     };
///
/// `adapt` is how a caller of the routine turns a box (c, u, v) into its
/// input (float routines take the numbers as float). `held` says exactly
/// which region the state it built describes, so that the routine is judged
/// on that geometry, never blamed for the adapter's rounding.

#include "oracle/stored_box.hpp"

namespace obb2d::ports {

/// The region a routine's state describes, in numbers it holds (each one a
/// double exactly): the convex hull of four corners, or
/// origin + s * half_u * axis_u + t * half_v * axis_v for -1 <= s, t <= 1
/// (the products taken exactly).
struct HeldShape {
  bool is_corners = true;     ///< which of the two forms
  double corners[4][2] = {};  ///< the corners, in order around the box
  double origin[2] = {};      ///< the scaled-axes form: origin,
  double half_u = 0;          ///< half extent along axis_u,
  double axis_u[2] = {};      ///< the first axis,
  double half_v = 0;          ///< half extent along axis_v,
  double axis_v[2] = {};      ///< the second axis
};

/// The corners form: (x0, y0), ..., (x3, y3), in order around the box.
inline HeldShape held_corners(double x0, double y0, double x1, double y1, double x2, double y2, double x3,
                              double y3) {
  return {true, {{x0, y0}, {x1, y1}, {x2, y2}, {x3, y3}}, {}, 0, {}, 0, {}};
}

/// The scaled-axes form: origin + s * half_u * axis_u + t * half_v * axis_v.
inline HeldShape held_scaled_axes(double origin_x, double origin_y, double half_u, double axis_ux, double axis_uy,
                                  double half_v, double axis_vx, double axis_vy) {
  return {false, {}, {origin_x, origin_y}, half_u, {axis_ux, axis_uy}, half_v, {axis_vx, axis_vy}};
}

}  // namespace obb2d::ports
