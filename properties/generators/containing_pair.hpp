#pragma once
/// @file
/// Containment, often with shared edges: a grid box and a box built to
/// contain it (make_containing_box: grown about its center, or grown along
/// one or both half-edges so that edges and a corner are shared), in either
/// order. Grid boxes keep every construction exact.

#include "harness/exact_transformations.hpp"
#include "grid_box.hpp"

namespace obb2d::properties::generators {

using namespace harness::exact;

/// A box and a box containing it (above).
template <class T>
rc::Gen<harness::BoxPair<T>> containing_pair() {
  return rc::gen::exec([] {
    const oracle::StoredBox<T> inner = *grid_box<T>();
    const oracle::StoredBox<T> outer = *make_containing_box(inner, *choice_of(4));  // grid numbers: exact
    return *choice_of(2) ? harness::BoxPair<T>{outer, inner} : harness::BoxPair<T>{inner, outer};
  });
}

}  // namespace obb2d::properties::generators
