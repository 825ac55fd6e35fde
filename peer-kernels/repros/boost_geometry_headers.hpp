// The headers of the Boost.Geometry reproductions (boost-geometry/*.cpp),
// precompiled once for all of them: each would take about 5 s to compile
// alone, and a second with them. The same lines as each program's own
// (which the precompiled ones make no-ops), so that they build alike.
#ifndef NDEBUG
#define NDEBUG
#endif
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define BOOST_ALLOW_DEPRECATED_HEADERS
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/algorithms/touches.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
