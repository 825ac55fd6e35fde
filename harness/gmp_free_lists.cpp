// Installs GMP's free lists (gmp_free_lists.hpp) in a program built under the
// sanitizers that runs the oracle: the top-level CMakeLists.txt adds this file
// to every such program through the oracle's target.
#include "harness/gmp_free_lists.hpp"
