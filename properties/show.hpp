#pragma once
/// @file
/// How RapidCheck prints the values of a counterexample: a box as its six
/// numbers in hex floats (exact, `cx cy ux uy vx vy`), law parameters as
/// to_text writes them.

#include "law_parameters.hpp"
#include "harness/pair_line.hpp"

#include <cstdio>
#include <ostream>

namespace obb2d::oracle {

/// A stored box for RapidCheck's counterexample listing.
template <class T>
void showValue(const StoredBox<T>& box, std::ostream& out) {
  char line[160];
  std::snprintf(line, sizeof line, "%a %a %a %a %a %a", double(box.cx), double(box.cy), double(box.ux),
                double(box.uy), double(box.vx), double(box.vy));
  out << line;
}

}  // namespace obb2d::oracle

namespace obb2d::harness {

/// A box pair for RapidCheck's counterexample listing: an `obb2d classify` line.
template <class T>
void showValue(const BoxPair<T>& pair, std::ostream& out) {
  oracle::showValue(pair.a, out);
  out << "  ";
  oracle::showValue(pair.b, out);
}

}  // namespace obb2d::harness

namespace obb2d::properties {

/// Law parameters for RapidCheck's counterexample listing.
inline void showValue(const LawParameters& parameters, std::ostream& out) { out << to_text(parameters); }

}  // namespace obb2d::properties
