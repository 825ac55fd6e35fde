#pragma once
/// @file
/// The runners of the peer libraries this build found (bench/CMakeLists.txt
/// defines OBB2D_HAVE_* for each), for the benchmark and its tests.

#if defined(OBB2D_HAVE_BOX2D)
#include "box2d_runner.hpp"
#endif
#if defined(OBB2D_HAVE_CGAL)
#include "cgal_runner.hpp"
#endif
#if defined(OBB2D_HAVE_BOOST_GEOMETRY)
#include "boost_geometry_runner.hpp"
#endif
#if defined(OBB2D_HAVE_GEOS)
#include "geos_runner.hpp"
#endif
