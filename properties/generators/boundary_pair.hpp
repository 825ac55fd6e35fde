#pragma once
/// @file
/// The input of the exact laws: a mix of every generator here, each followed
/// by the post-transformations (scale by 2^k, offset, ulp nudges):
///   weight  construction
///   3       two grid boxes (Pythagorean turns, parallelograms)
///   4       a constructed touching pair
///   2       a box and a box containing it (shared edges and corners)
///   2       the same box twice, the second written differently
///   2       a degenerate box (segment, point) and a grid box
///   1       twelve extreme values (huge, tiny, subnormal, -0.0)
///   2       two rectangles at arbitrary angles
///   2       a contact of wide turned boxes far apart
/// Finite numbers only: NaN and infinity make every law trivial (invalid).

#include "arbitrary_angle_pair.hpp"
#include "containing_pair.hpp"
#include "degenerate_box.hpp"
#include "extreme_values.hpp"
#include "long_distance_contact.hpp"
#include "post_transformations.hpp"
#include "touching_pair.hpp"

namespace obb2d::properties::generators {

/// Two grid boxes.
template <class T>
rc::Gen<harness::BoxPair<T>> grid_pair() {
  return rc::gen::exec([] { return harness::BoxPair<T>{*grid_box<T>(), *grid_box<T>()}; });
}

/// A grid box and the same box written differently (rewrite bits 0..7).
template <class T>
rc::Gen<harness::BoxPair<T>> same_box_pair() {
  return rc::gen::exec([] {
    const oracle::StoredBox<T> box = *grid_box<T>();
    return harness::BoxPair<T>{box, rewrite_box(box, *choice_of(8))};
  });
}

/// A degenerate box and a grid box, in either order.
template <class T>
rc::Gen<harness::BoxPair<T>> degenerate_pair() {
  return rc::gen::exec([] {
    const oracle::StoredBox<T> degenerate = *degenerate_box<T>(), other = *grid_box<T>();
    return *choice_of(2) ? harness::BoxPair<T>{other, degenerate} : harness::BoxPair<T>{degenerate, other};
  });
}

/// The mix (above).
template <class T>
rc::Gen<harness::BoxPair<T>> boundary_pair() {
  return rc::gen::weightedOneOf<harness::BoxPair<T>>({
      {3, with_post_transformations(grid_pair<T>())},
      {4, with_post_transformations(touching_pair<T>())},
      {2, with_post_transformations(containing_pair<T>())},
      {2, with_post_transformations(same_box_pair<T>())},
      {2, with_post_transformations(degenerate_pair<T>())},
      {1, extreme_pair<T>()},
      {2, with_post_transformations(arbitrary_angle_pair<T>())},
      {2, with_post_transformations(long_distance_contact<T>())},
  });
}

}  // namespace obb2d::properties::generators
