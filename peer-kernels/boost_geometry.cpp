// Boost.Geometry's bg::intersects and bg::touches as a three-way peer
// kernel command (peer_kernel.hpp): each list becomes the default
// bg::model::polygon of bg::model::d2::point_xy<double> (clockwise, closed),
// put right by bg::correct (closes the ring, reverses a counter-clockwise
// one), as a user with a vertex list of either winding would. Not intersects
// is disjoint, intersects and touches is touching, else overlapping. Boost
// validates nothing on the way: an exception thrown by a predicate (a
// bg::exception, or boost::numeric::positive_overflow from the robustness
// rescaling of huge coordinates: it is the library refusing the pair,
// though no documented precondition says so) is answered `invalid`.

#include "peer_kernel.hpp"

// GCC 12 warns (-Wmaybe-uninitialized) inside Boost 1.74's rescale_policy.hpp
// when bg::touches is instantiated: a false positive in Boost's code, not ours.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
// Boost 1.74's geometry headers include a header of its own it deprecated.
#define BOOST_ALLOW_DEPRECATED_HEADERS
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/algorithms/touches.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/version.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#include <exception>
#include <string>

namespace {

namespace bg = boost::geometry;
using peer_kernels::Reply;
using peer_kernels::VertexList;
using Polygon = bg::model::polygon<bg::model::d2::point_xy<double>>;

Polygon make_polygon(const VertexList& list) {
  Polygon polygon;
  for (const peer_kernels::Point& p : list) polygon.outer().push_back({p.x, p.y});
  bg::correct(polygon);
  return polygon;
}

Reply answer(const VertexList& a, const VertexList& b) {
  const Polygon polygon_a = make_polygon(a), polygon_b = make_polygon(b);
  try {
    if (!bg::intersects(polygon_a, polygon_b)) return {"disjoint", {}};
    return {bg::touches(polygon_a, polygon_b) ? "touching" : "overlapping", {}};
  } catch (const std::exception&) {  // bg::exception, boost::numeric::bad_numeric_cast
    return {};
  }
}

std::string boost_version() {
  return std::to_string(BOOST_VERSION / 100000) + "." + std::to_string(BOOST_VERSION / 100 % 1000) + "." +
         std::to_string(BOOST_VERSION % 100);
}

}  // namespace

int main(int argc, char** argv) {
  peer_kernels::Peer peer;
  peer.description = {
      "Boost.Geometry", boost_version(), "boost::geometry::intersects, boost::geometry::touches", "three-way",
      "bg::model::polygon<bg::model::d2::point_xy<double>> from each list (outer().push_back), bg::correct(polygon), "
      "then bg::intersects(a, b) and bg::touches(a, b): not intersects is disjoint, touches is touching, else "
      "overlapping.",
      "The doubles as given; bg::correct closes the ring and makes it clockwise (the same polygon). Nothing is "
      "validated (degenerate rings are kept); an exception from a predicate (bg::exception, or "
      "boost::numeric::positive_overflow where the robustness rescaling overflows on huge coordinates) is answered "
      "invalid, and so is a pair on which Boost crashes: SIGFPE, an integer division by zero in boost::rational's "
      "gcd under segment_ratio, found from bg::touches on valid polygons whose coordinates span 2^28..2^35 (the "
      "adapter answers in a child process). Built with "
      "NDEBUG (the preset's -DNDEBUG): BOOST_GEOMETRY_ASSERT is off.",
      0, 0,
      "none documented (the predicates' documentation states no tolerance); in the source, "
      "boost/geometry/strategies/cartesian/side_by_triangle.hpp: side_by_triangle::apply takes a side value s = "
      "dx*dpy - dy*dpx as collinear when |s| <= DBL_EPSILON * max(|dx|, |dy|, |dpx|, |dpy|, 1) "
      "(boost/geometry/util/math.hpp: equals_by_policy, equals_factor_policy): neither a fixed width nor a fixed "
      "fraction of the shapes' size, so nothing is declared for it here"};
  peer.answer = answer;
  peer.repro_prelude = R"(// The adapter is built with -DNDEBUG (BOOST_GEOMETRY_ASSERT off): so is this.
#ifndef NDEBUG
#define NDEBUG
#endif
// GCC 12 warns (-Wmaybe-uninitialized) inside Boost 1.74's rescale_policy.hpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define BOOST_ALLOW_DEPRECATED_HEADERS  // Boost 1.74 includes a header it deprecated
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/algorithms/touches.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace bg = boost::geometry;
using Polygon = bg::model::polygon<bg::model::d2::point_xy<double>>;

Polygon make_polygon(const std::vector<double>& xy) {
  Polygon polygon;
  for (std::size_t i = 0; i + 1 < xy.size(); i += 2) polygon.outer().push_back({xy[i], xy[i + 1]});
  bg::correct(polygon);  // closes the ring and makes it clockwise
  return polygon;
}
)";
  peer.repro_body = R"(  const Polygon polygon_a = make_polygon(a), polygon_b = make_polygon(b);
  const char* answer = "invalid";  // an exception: bg::exception, boost::numeric::bad_numeric_cast
  try {
    answer = !bg::intersects(polygon_a, polygon_b) ? "disjoint"
             : bg::touches(polygon_a, polygon_b)   ? "touching"
                                                   : "overlapping";
  } catch (const std::exception&) {
  }
  std::puts(answer);
)";
  peer.repro_link_flags = "(header only)";
  return peer_kernels::run(argc, argv, peer);
}
