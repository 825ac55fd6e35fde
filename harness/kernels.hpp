#pragma once
/// @file
/// The one registry of kernels: every kernel the CLI can ask, the campaign
/// fuzzes, the laws are run against and the tests replay. A row is typed:
/// its name, one-line summary and role; what it answers (three-way, yes/no,
/// or bounds); the shapes it takes, each as a function (box pairs at each
/// precision, convex polygon pairs, sprites; nullptr: not that shape); how a
/// wrong answer is judged (on the shapes as given, or on the geometry its
/// own state held, which a box port reports through `trial`); and its
/// declared tolerance. Its documented defect classes are its pinned
/// findings (harness/documented_defects.hpp reads them).
///
/// Adding a seed port: the port file (ports/, ending in its SeedPort struct,
/// see ports/seed_port.hpp) and one row in kernels.cpp; the campaign, the
/// CLI and the tests find it there.

#include "answer.hpp"
#include "box_pair.hpp"
#include "polygon_pair.hpp"
#include "oracle/point.hpp"
#include "sprite_from_bytes.hpp"
#include "oracle/rational.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace obb2d::harness {

using RationalPolygon = oracle::VertexList<oracle::Rational>;

/// What a kernel is to the harness.
enum class KernelRole {
  production,  ///< impl/obb2d/obb2d.hpp: a disagreement with the oracle is a defect of ours
  oracle,      ///< the reference answer (exact-rational clipping)
  seed_port,   ///< a yes/no specimen (ports/): its disagreements are findings
  foreign,     ///< a routine outside the suite (obb2d verify --kernel-command): judged as a production
               ///< kernel, within its declared tolerance; it answers through its driver, no function here
};

/// The shapes a kernel can take; each has its campaign target.
enum class Shape {
  box,      ///< a box pair, as centre and half-edge vectors (fuzz/ports_vs_oracle.cpp)
  polygon,  ///< a pair of convex vertex lists (fuzz/polygon_vs_oracle.cpp)
  sprite,   ///< an alpha mask under a transform, bounded (fuzz/sprite_bounds_vs_oracle.cpp)
};

/// What a kernel answers.
enum class AnswerKind {
  three_way,  ///< disjoint, touching or overlapping (or invalid)
  yes_no,     ///< intersecting or disjoint
  bounds,     ///< the world bounds of a sprite
};

/// On what geometry a kernel's answer is judged.
enum class Judging {
  as_given,       ///< the shapes it was given, exactly
  held_geometry,  ///< the geometry its own state held (rebuilt from an angle, scaled axes, a matrix)
};

/// A seed port's answer for a pair and the geometry it held.
struct PortTrial {
  Answer answer = Answer::disjoint;  ///< intersecting or disjoint
  bool is_finite = true;             ///< every number of the state it held is finite
  RationalPolygon a, b;              ///< the regions it held, exactly (when finite)
  /// The regions as boxes (c, u, v) in double, for reports and for
  /// `obb2d classify --precision double --kernel oracle`; exactly when the flag says so.
  StoredBox<double> native_a{}, native_b{};
  bool is_native_box_exact = false;
};

/// One row of the registry.
struct Kernel {
  std::string_view name;     ///< the --kernel spelling
  std::string_view summary;  ///< one line for --help
  KernelRole role;           ///< production, oracle or seed port
  AnswerKind answers;        ///< three-way, yes/no or bounds
  Judging judging;           ///< on the shapes as given, or on the geometry it held
  /// Box pairs: its answer for float numbers, and for double numbers (float
  /// ports round them); nullptr: it takes no boxes.
  Answer (*answer_float)(const BoxPair<float>&) = nullptr;
  Answer (*answer_double)(const BoxPair<double>&) = nullptr;
  /// Box ports judged on held geometry: runs the port and returns what its state held.
  PortTrial (*trial)(const BoxPair<double>&) = nullptr;
  /// Its answer for a pair of vertex lists, per precision (nullptr: it takes no polygons).
  Answer (*answer_polygons_float)(const PolygonPair<float>&) = nullptr;
  Answer (*answer_polygons_double)(const PolygonPair<double>&) = nullptr;
  /// Sprites: the class of its disagreement with the exact bounds of the
  /// sprite's opaque pixels ("WHAT/KIND"), empty when it agrees (nullptr: it
  /// takes no sprites). A port is given the XNA matrix, the others its 2x3 part.
  std::string (*sprite_class)(const SpriteCase& sprite) = nullptr;
  /// The declared tolerance: a wrong answer whose truth is a gap or an
  /// overlap no wider than this fraction of the smaller shape's size
  /// (oracle/separation.hpp) is within it. 0: none (every kernel here).
  double tolerance = 0;

  /// Whether it takes `shape`.
  bool takes(Shape shape) const {
    switch (shape) {
      case Shape::box: return answer_float != nullptr;
      case Shape::polygon: return answer_polygons_float != nullptr;
      case Shape::sprite: return sprite_class != nullptr;
    }
    return false;
  }

  /// Whether it answers polygon pairs.
  bool takes_polygons() const { return takes(Shape::polygon); }

  /// Its answer at precision T.
  template <class T>
  Answer answer(const BoxPair<T>& pair) const {
    if constexpr (sizeof(T) == sizeof(float)) {
      return answer_float(pair);
    } else {
      return answer_double(pair);
    }
  }

  /// Its answer for a polygon pair at precision T (only when takes_polygons()).
  template <class T>
  Answer answer(const PolygonPair<T>& pair) const {
    if constexpr (sizeof(T) == sizeof(float)) {
      return answer_polygons_float(pair);
    } else {
      return answer_polygons_double(pair);
    }
  }
};

/// Every kernel: exact, oracle, the box and polygon seed ports (in the
/// order `obb2d classify --kernel all` prints those that take boxes), then
/// the sprite routines.
const std::vector<Kernel>& all_kernels();

/// The kernel called `name`, or nullptr.
const Kernel* find_kernel(std::string_view name);

/// The production kernel's row for `shape` (the one of role production
/// that takes it).
const Kernel& production_kernel(Shape shape = Shape::box);

/// The names of the kernels with `role` that take `shape`, in registry order.
std::vector<std::string_view> kernel_names(KernelRole role, Shape shape = Shape::box);

/// The spelling of a shape ("boxes", "polygons", "sprites").
std::string_view to_string(Shape shape);

/// The oracle's answer for a pair: its relation, or invalid when a number is
/// NaN or ±infinity.
template <class T>
Answer oracle_answer(const BoxPair<T>& pair);

/// The oracle's answer for a polygon pair: invalid when a number is NaN or
/// ±infinity or a list is not a convex polygon (docs/design.md, section 6,
/// decided in rationals by oracle/convex_list_check.hpp), else the relation
/// of its clipping.
template <class T>
Answer oracle_answer(const PolygonPair<T>& pair);

/// The exact intersection area as a reduced fraction ("0", "3", "1/2"), or
/// the empty string when a number is NaN or ±infinity.
template <class T>
std::string exact_intersection_area(const BoxPair<T>& pair);

/// The oracle's relation of two exact regions.
Answer relation_of(const RationalPolygon& a, const RationalPolygon& b);

}  // namespace obb2d::harness
