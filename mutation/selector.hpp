// The run-time selector of the mutant schemata (mutation/schemata.py): each
// schema asks on(k) whether its mutant k is the one this process runs.
// Force-included (-include) into every translation unit of a schemata build,
// before the headers, so that the headers' text keeps its lines.
//
//   OBB2D_MUTANT=k            the mutant k is live (none when unset or 0)
//   OBB2D_MUTATION_REACH=FILE  write the mutants whose schema was evaluated to
//                             FILE at exit (one line, "label: k k ..."), and
//                             at each call of write_reached(label)
//
// on(k) is a load, a compare and a store of globals: the environment is read
// once, by a constructor that runs before any static initializer of the
// program (priority 101), so that no schema pays for a guard of a
// function-local static.
#pragma once

#include <cstdio>
#include <cstdlib>

#ifndef OBB2D_MUTATION_SITES
#error "a schemata build defines OBB2D_MUTATION_SITES, one more than its largest selector number"
#endif

namespace obb2d_mutation {

inline unsigned selected = 0;                           // the live mutant; 0: none
inline const char* reach_path = nullptr;                // where the reached selectors go; null when not asked
inline unsigned char reached[OBB2D_MUTATION_SITES] = {};  // reached[k]: schema k was evaluated

/// Appends "label: k k ..." (the selectors evaluated since the last call) to
/// the reach file, and forgets them.
inline void write_reached(const char* label) noexcept {
  if (!reach_path) return;
  std::FILE* file = std::fopen(reach_path, "a");
  if (!file) {
    std::fprintf(stderr, "obb2d_mutation: cannot write %s\n", reach_path);
    std::abort();
  }
  std::fprintf(file, "%s:", label);
  for (unsigned k = 1; k < OBB2D_MUTATION_SITES; ++k) {
    if (reached[k]) std::fprintf(file, " %u", k);
    reached[k] = 0;
  }
  std::fprintf(file, "\n");
  if (std::fclose(file) != 0) std::abort();
}

inline void write_reached_at_exit() noexcept { write_reached("exit"); }

// One copy a translation unit (static), each reading the same environment
// into the same globals; the first registers the write at exit.
__attribute__((constructor(101))) static void read_environment() noexcept {
  if (reach_path) return;
  const char* mutant = std::getenv("OBB2D_MUTANT");
  selected = mutant ? static_cast<unsigned>(std::strtoul(mutant, nullptr, 10)) : 0u;
  reach_path = std::getenv("OBB2D_MUTATION_REACH");
  if (reach_path) std::atexit(write_reached_at_exit);
}

/// Whether mutant k is the live one; notes that its schema was evaluated.
/// The selector's value is opaque to the optimizer at each schema (an empty
/// asm that may change it): no two schemata are known to exclude each other,
/// so none is merged with another or threaded through it (g++ 12 fails on
/// some such threading of vector code).
inline bool on(unsigned k) noexcept {
  reached[k] = 1;
  unsigned live = selected;
  asm("" : "+r"(live));
  return live == k;
}

}  // namespace obb2d_mutation
