#pragma once
/// @file
/// What every peer adapter shares: one library routine as a kernel command
/// (docs/foreign-kernels.md, "The protocol"), with the common interface of
/// the peer kernels. An adapter is a Peer (its description, how it reads
/// polygon numbers, its answer for two vertex lists, the C++ text of its
/// repro program) handed to run(), which does the rest:
///
///     ADAPTER [--polygons]      the protocol on stdin/stdout (boxes by default)
///     ADAPTER --describe        one line of JSON: library, version, routine, tolerance
///     ADAPTER --repro [--polygons]
///                               one pair line on stdin -> a self-contained C++17
///                               program that builds the pair with the library's
///                               public API and prints the library's answer
///
/// A box line (`cx cy ux uy vx vy` of A then B, read as float) becomes two
/// lists of four corners, c-u-v, c+u-v, c+u+v, c-u+v, computed in double
/// (box_corners); a polygon line becomes its two lists, read in the peer's
/// polygon precision and widened to double, exactly. The peer converts the
/// lists to its own number type and answers. When it says what it held and
/// that is not the given polygons (up to the starting vertex and the
/// winding), the answer is written `ANSWER held LINE` in polygon mode.
/// A line that cannot be read is answered `unreadable`, which the campaign
/// refuses as garbage. The library runs in a child process
/// (answer_worker.hpp): a pair on which it dies or takes more than 5 s is
/// answered `invalid`, and said on stderr; the repro programs answer such a
/// pair `invalid` too (a handler of the fatal signals). POSIX only.

#include "harness/polygon_pair.hpp"

#include <obb2d/obb2d.hpp>

#include <optional>
#include <string>
#include <vector>

namespace peer_kernels {

/// A vertex, in double.
using Point = obb2d::Vec2<double>;

/// A polygon's vertices in order.
using VertexList = std::vector<Point>;

/// A library's answer for one pair.
struct Reply {
  const char* answer = "invalid";  ///< one word of the protocol's vocabulary
  /// The pair the library held when it stored other geometry than it was
  /// given (welded, hulled, rounded), exactly; unset when it held the
  /// given pair or cannot say exactly what it held.
  std::optional<obb2d::harness::PolygonPair<double>> held;
};

/// What `--describe` prints (the fields of the common interface).
struct Description {
  std::string library;            ///< "Box2D"
  std::string version;            ///< from the library at run time or its header macros
  std::string routine;            ///< "b2TestOverlap"
  const char* answers;            ///< "yes/no" or "three-way"
  std::string calls;              ///< the public calls, as a user makes them
  std::string holds;              ///< the geometry the library holds, and what it refuses
  double tolerance_relative = 0;  ///< a fraction of the smaller shape's size; 0 if none
  double tolerance_absolute = 0;  ///< an absolute width; 0 if none
  std::string tolerance_source;   ///< where the tolerance is set (installed header or source symbol)
};

/// The number type a peer reads polygon lines in (box lines are float).
enum class Precision { single, twofold };

/// A library routine as a kernel command.
struct Peer {
  Description description;
  Precision polygon_precision = Precision::twofold;
  /// The library's answer for two vertex lists (box corners or a polygon
  /// line's lists, in double): it converts them to its own type itself.
  Reply (*answer)(const VertexList& a, const VertexList& b) = nullptr;
  /// The repro program's `#include` lines and helper functions (before main).
  const char* repro_prelude = "";
  /// The statements of the repro's main after `a` and `b` (each a
  /// `const std::vector<double>` of x y x y ...) are made: builds the shapes
  /// as `answer` does and prints the answer word with a newline.
  const char* repro_body = "";
  /// What the repro program is linked with ("-lbox2d"), for its comment.
  const char* repro_link_flags = "";
};

/// c-u-v, c+u-v, c+u+v, c-u+v of the box `cx cy ux uy vx vy` (float, as a
/// box line holds it), each coordinate (c + s*u) + t*v in double: exact
/// unless the exponents of the three numbers span more than 29 binades.
VertexList box_corners(const float (&box)[6]);

/// Whether `held` is the polygon `given`: the same vertices in the same
/// cyclic order, from any starting vertex, in either winding.
bool is_same_polygon(const VertexList& held, const VertexList& given);

/// The adapter's main: parses the options (--polygons, --describe,
/// --repro) and runs the protocol, the description or the repro generator.
int run(int argc, char** argv, const Peer& peer);

}  // namespace peer_kernels
