#pragma once
/// @file
/// Integers that shrink towards 0, the building block of every generator
/// here: a counterexample shrinks to the smallest numbers, the untransformed
/// case and the first option of each choice.

#include <rapidcheck.h>

namespace obb2d::properties::generators {

/// An integer in [-limit, limit], shrinking towards 0, then ±1, ±2, ...
/// (RapidCheck's inRange shrinks towards its lower end: 0, 1, 2, ... are
/// read as 0, -1, 1, -2, 2, ...).
inline rc::Gen<int> small_int(int limit) {
  return rc::gen::map(rc::gen::inRange(0, 2 * limit + 1), [](int n) { return n % 2 ? -(n + 1) / 2 : n / 2; });
}

/// An integer in [0, count), shrinking towards 0: a choice among options.
inline rc::Gen<int> choice_of(int count) { return rc::gen::inRange(0, count); }

}  // namespace obb2d::properties::generators
