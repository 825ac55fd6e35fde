#pragma once
/// @file
/// The one registry of kernels: every kernel the CLI can ask, the campaign
/// fuzzes, the laws are run against and the tests replay. A row holds a
/// kernel's name, its one-line summary, its role, how it answers a box pair
/// at each precision, for a seed port how it is judged (the geometry its
/// own state held for that pair), and, for the kernels that take convex
/// polygons (the polygon kernel, the oracle, unity-convex), how it answers a
/// polygon pair. A seed port's documented defect classes are
/// its pinned findings, corpus/seed_findings/<name>-*.txt.
///
/// Adding a seed port: the port file (ports/, ending in its SeedPort struct,
/// see ports/seed_port.hpp) and one row in kernels.cpp.

#include "answer.hpp"
#include "box_pair.hpp"
#include "polygon_pair.hpp"
#include "oracle/point.hpp"
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
  std::string_view name;                           ///< the --kernel spelling
  std::string_view summary;                        ///< one line for --help
  KernelRole role;                                 ///< production, oracle or seed port
  Answer (*answer_float)(const BoxPair<float>&);    ///< its answer for float numbers
  Answer (*answer_double)(const BoxPair<double>&);  ///< its answer for double numbers (float ports round them)
  /// Seed ports: runs the port and returns what its state held (nullptr otherwise).
  PortTrial (*trial)(const BoxPair<double>&);
  /// Its answer for a pair of vertex lists, per precision (nullptr: it takes boxes only).
  Answer (*answer_polygons_float)(const PolygonPair<float>&) = nullptr;
  Answer (*answer_polygons_double)(const PolygonPair<double>&) = nullptr;

  /// Whether it answers polygon pairs.
  bool takes_polygons() const { return answer_polygons_float != nullptr; }

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

/// Every kernel, in the order `obb2d classify --kernel all` prints them:
/// exact, oracle, then the seed ports.
const std::vector<Kernel>& all_kernels();

/// The kernel called `name`, or nullptr.
const Kernel* find_kernel(std::string_view name);

/// The production kernel's row (the one of role production).
const Kernel& production_kernel();

/// The names of the kernels with `role`, in registry order.
std::vector<std::string_view> kernel_names(KernelRole role);

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
