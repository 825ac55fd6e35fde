#pragma once
/// @file
/// Why each seed port gets a class of pairs wrong: the mechanisms
/// docs/seed-findings.md names ("Every class one campaign found"), and, per
/// port, the class each one explains, as that document's tables attribute
/// them. The campaign report's "why" line for a class is its mechanism from
/// here, or says that none is documented; a test keeps this table and the
/// document's tables equal (tests/seed_mechanisms_test.cpp).

#include <string>
#include <string_view>

namespace obb2d::harness {

/// A mechanism: its name in docs/seed-findings.md and what it does, said
/// of the routine's code (no witness's numbers: the sentence must fit every
/// witness of every class it explains).
struct SeedMechanism {
  std::string_view name;
  std::string_view explanation;
};

inline constexpr SeedMechanism seed_mechanisms[] = {
    {"M1", "no validation: the routine never checks for NaN or infinity; comparisons with NaN are false, so it "
           "answers whatever its control flow falls through to"},
    {"M2", "float range: with numbers beyond about 2^64 or below about 2^-75 its float projections and radii "
           "overflow to infinity, become NaN or underflow to 0, and its comparisons answer at random"},
    {"M3", "rounding at the boundary: it evaluates its gaps in plain float (flipcode: double) with no error "
           "bound, so where the exact gap is 0 or within rounding of it (often a gap its own construction made) "
           "the computed sign is arbitrary"},
    {"xna-EPS", "the EPSILON (1e-5) added to every |R| entry grows each projected radius, so a gap narrower "
                "than that margin reads as an overlap"},
    {"unity-strict", "its interval tests are strict (> and <): an axis on which the two intervals are equal "
                     "or meet only at an end point (identical boxes, a box flush inside another, touching or "
                     "degenerate boxes) reads as separating"},
    {"unity-axes", "it tries only the first polygon's edge normals, so a pair that only an edge normal of the "
                   "second polygon separates reads as intersecting"},
    {"no-axis", "an edge shorter than 1e-5 (a point's one edge) normalises to (0, 0), on which nothing "
                "separates"},
    {"flip-nan", "a zero-length edge gives 0/0 = NaN axes and a NaN origin; every comparison is then false "
                 "and no axis can separate"},
    {"flip-round", "the 1/|edge|^2 scaling and the strict [0, 1] test round contacts and slivers to the wrong "
                   "side; with a degenerate box the other box's axes still decide"},
    {"cocos-le", "radiusA + radiusB <= distance calls a contact a separation"},
    {"cocos-int", "the truncating int abs(int) shrinks radii and distances to whole numbers, both ways"},
};

/// One row of docs/seed-findings.md's tables: a port's class and the name
/// of the mechanism that explains it.
struct SeedClassMechanism {
  std::string_view kernel, class_name, mechanism;
};

inline constexpr SeedClassMechanism seed_class_mechanisms[] = {
    {"xna", "invalid-as-intersecting/invalid", "M1"},
    {"xna", "disjoint-as-intersecting/degenerate", "xna-EPS"},
    {"xna", "disjoint-as-intersecting/near-touching", "xna-EPS"},
    {"xna", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"xna", "disjoint-as-intersecting/generic", "xna-EPS"},
    {"xna", "invalid-as-disjoint/invalid", "M1"},
    {"xna", "touching-as-disjoint/degenerate", "M3"},
    {"xna", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"unity-box", "touching-as-disjoint/identical", "unity-strict"},
    {"unity-box", "invalid-as-disjoint/invalid", "M1"},
    {"unity-box", "touching-as-disjoint/degenerate", "unity-strict"},
    {"unity-box", "overlapping-as-disjoint/identical", "unity-strict"},
    {"unity-box", "touching-as-disjoint/touching", "unity-strict"},
    {"unity-box", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"unity-box", "overlapping-as-disjoint/generic", "unity-strict"},
    {"unity-box", "touching-as-disjoint/huge-or-tiny", "M2"},
    {"unity-box", "disjoint-as-intersecting/generic", "M3"},
    {"unity-box", "disjoint-as-intersecting/near-touching", "M3"},
    {"unity-box", "overlapping-as-disjoint/near-touching", "unity-strict"},
    {"unity-box", "disjoint-as-intersecting/degenerate", "M3"},
    {"unity-box", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"unity-box", "overlapping-as-disjoint/degenerate", "unity-strict"},
    {"unity-convex", "disjoint-as-intersecting/degenerate", "unity-axes"},
    {"unity-convex", "invalid-as-intersecting/invalid", "M1"},
    {"unity-convex", "touching-as-disjoint/degenerate", "M3"},
    {"unity-convex", "disjoint-as-intersecting/generic", "unity-axes"},
    {"unity-convex", "invalid-as-disjoint/invalid", "M1"},
    {"unity-convex", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"unity-convex", "touching-as-disjoint/identical", "M2"},
    {"unity-convex", "disjoint-as-intersecting/near-touching", "unity-axes"},
    {"unity-convex", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"unity-convex", "overlapping-as-disjoint/identical", "M2"},
    {"unity-convex", "touching-as-disjoint/touching", "M3"},
    {"unity-convex", "overlapping-as-disjoint/degenerate", "M3"},
    {"unity-convex", "touching-as-disjoint/huge-or-tiny", "M2"},
    {"unity-convex", "overlapping-as-disjoint/near-touching", "M3"},
    {"unity-convex-polygons", "disjoint-as-intersecting/degenerate", "no-axis"},
    {"unity-convex-polygons", "invalid-as-intersecting/invalid", "M1"},
    {"unity-convex-polygons", "touching-as-disjoint/degenerate", "M3"},
    {"unity-convex-polygons", "disjoint-as-intersecting/generic", "unity-axes"},
    {"unity-convex-polygons", "invalid-as-disjoint/invalid", "M1"},
    {"unity-convex-polygons", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"unity-convex-polygons", "overlapping-as-disjoint/identical", "M2"},
    {"unity-convex-polygons", "touching-as-disjoint/identical", "M2"},
    {"unity-convex-polygons", "disjoint-as-intersecting/near-touching", "M3"},
    {"unity-convex-polygons", "touching-as-disjoint/touching", "M3"},
    {"unity-convex-polygons", "overlapping-as-disjoint/near-touching", "M3"},
    {"unity-convex-polygons", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"unity-convex-polygons", "touching-as-disjoint/huge-or-tiny", "M2"},
    {"flipcode", "disjoint-as-intersecting/degenerate", "flip-nan"},
    {"flipcode", "invalid-as-intersecting/invalid", "M1"},
    {"flipcode", "touching-as-disjoint/degenerate", "flip-round"},
    {"flipcode", "touching-as-disjoint/touching", "flip-round"},
    {"flipcode", "overlapping-as-disjoint/generic", "flip-round"},
    {"flipcode", "disjoint-as-intersecting/generic", "flip-round"},
    {"flipcode", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"flipcode", "touching-as-disjoint/huge-or-tiny", "M2"},
    {"flipcode", "overlapping-as-disjoint/near-touching", "flip-round"},
    {"flipcode", "disjoint-as-intersecting/near-touching", "flip-round"},
    {"flipcode", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"flipcode", "invalid-as-disjoint/invalid", "M1"},
    {"flipcode", "overlapping-as-disjoint/degenerate", "flip-round"},
    {"cocos2dx", "touching-as-disjoint/identical", "cocos-le"},
    {"cocos2dx", "invalid-as-intersecting/invalid", "M1"},
    {"cocos2dx", "touching-as-disjoint/degenerate", "cocos-le"},
    {"cocos2dx", "disjoint-as-intersecting/near-touching", "M3"},
    {"cocos2dx", "touching-as-disjoint/touching", "cocos-le"},
    {"cocos2dx", "overlapping-as-disjoint/near-touching", "M3"},
    {"cocos2dx", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"cocos2dx", "overlapping-as-disjoint/generic", "M3"},
    {"cocos2dx", "invalid-as-disjoint/invalid", "M1"},
    {"cocos2dx", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"cocos2dx", "disjoint-as-intersecting/degenerate", "M3"},
    {"cocos2dx", "touching-as-disjoint/huge-or-tiny", "M2"},
    {"cocos2dx", "disjoint-as-intersecting/generic", "M3"},
    {"cocos2dx-intabs", "touching-as-disjoint/identical", "cocos-le"},
    {"cocos2dx-intabs", "invalid-as-intersecting/invalid", "M1"},
    {"cocos2dx-intabs", "touching-as-disjoint/degenerate", "cocos-le"},
    {"cocos2dx-intabs", "overlapping-as-disjoint/identical", "cocos-int"},
    {"cocos2dx-intabs", "disjoint-as-intersecting/degenerate", "cocos-int"},
    {"cocos2dx-intabs", "disjoint-as-intersecting/near-touching", "M3"},
    {"cocos2dx-intabs", "overlapping-as-disjoint/generic", "cocos-int"},
    {"cocos2dx-intabs", "touching-as-disjoint/touching", "cocos-le"},
    {"cocos2dx-intabs", "overlapping-as-disjoint/near-touching", "cocos-int"},
    {"cocos2dx-intabs", "disjoint-as-intersecting/huge-or-tiny", "M2"},
    {"cocos2dx-intabs", "overlapping-as-disjoint/huge-or-tiny", "M2"},
    {"cocos2dx-intabs", "disjoint-as-intersecting/generic", "cocos-int"},
    {"cocos2dx-intabs", "touching-as-disjoint/huge-or-tiny", "M2"},
};

/// The documented mechanism of `kernel`'s class `class_name`, or nullptr.
inline const SeedMechanism* find_seed_mechanism(std::string_view kernel, std::string_view class_name) {
  for (const SeedClassMechanism& row : seed_class_mechanisms) {
    if (row.kernel != kernel || row.class_name != class_name) continue;
    for (const SeedMechanism& mechanism : seed_mechanisms) {
      if (mechanism.name == row.mechanism) return &mechanism;
    }
  }
  return nullptr;
}

}  // namespace obb2d::harness
