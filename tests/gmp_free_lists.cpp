// GMP's memory from free lists in the sanitized test programs that run the
// oracle (harness/gmp_free_lists.hpp says why and what ASan no longer sees:
// only GMP's own limbs).
#include "harness/gmp_free_lists.hpp"
