#pragma once
/// @file
/// One row of the peer benchmark's table: a method on a workload at a
/// precision, its speed, its ratios to obb2d's batch calls, and its
/// disagreements with the oracle.

#include "disagreements.hpp"

#include <cstdio>
#include <string>

namespace obb2d::bench::peers {

/// Which kind of method a row is, for the plot's colours.
enum class MethodFamily { obb2d, baseline, seed_port, peer };

/// One measured row.
struct PeerResult {
  std::string method;     ///< how the table names the method
  MethodFamily family;    ///< obb2d, baseline, seed port or peer library
  bool is_exact_peer = false;  ///< a peer library whose answers are exact (CGAL, GEOS)
  std::string workload;   ///< random, touching or near
  std::string precision;  ///< float or double: the numbers of the workload's boxes
  double nanoseconds_per_pair = 0;             ///< CPU time per pair
  double ratio_to_batch_one_against_many = 0;  ///< ns/pair over obb2d one-vs-many's (0: none measured)
  double ratio_to_batch_pairs = 0;             ///< ns/pair over obb2d classify_pairs' (0: none measured)
  Disagreements disagreements;                 ///< against the oracle, outside the timing
};

/// ns/pair as the table and the plot print it: about three significant
/// digits, never an exponent.
inline std::string format_nanoseconds(double nanoseconds) {
  char text[32];
  std::snprintf(text, sizeof text, nanoseconds < 10 ? "%.2f" : nanoseconds < 1000 ? "%.1f" : "%.0f", nanoseconds);
  return text;
}

}  // namespace obb2d::bench::peers
