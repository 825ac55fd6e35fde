// The run-time selector of the mutant schemata (mutation/schemata.py): each
// schema asks on(k) whether its mutant k is the one this process runs.
// Force-included (-include) into every translation unit of a schemata build,
// before the headers, so that the headers' text keeps its lines.
//
//   OBB2D_MUTANT=k            the mutant k is live (none when unset or 0)
//   OBB2D_MUTATION_REACH=FILE  write the mutants whose schema was evaluated to
//                             FILE at exit (one line, "label: k k ..."), and
//                             after each test that calls reached_since_last()
// Built with -DOBB2D_MUTATION_NONE, on() is constexpr false: every schema
// folds to its original branch, and the object code must be the plain
// build's (scripts/mutate checks that it is).
#pragma once

#ifdef OBB2D_MUTATION_NONE

namespace obb2d_mutation {
constexpr bool on(unsigned) noexcept { return false; }
}  // namespace obb2d_mutation

#else

#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifndef OBB2D_MUTATION_SITES
#error "a schemata build defines OBB2D_MUTATION_SITES, one more than its largest selector number"
#endif

namespace obb2d_mutation {

struct State {
  unsigned selected = 0;
  const char* reach_path = nullptr;  // where the reached selectors go; null when not asked
  unsigned char reached[OBB2D_MUTATION_SITES] = {};
};

void write_reached(const char* label) noexcept;

inline State& state() noexcept {
  static State* const kept = [] {
    static State made;
    const char* selected = std::getenv("OBB2D_MUTANT");
    made.selected = selected ? static_cast<unsigned>(std::strtoul(selected, nullptr, 10)) : 0u;
    made.reach_path = std::getenv("OBB2D_MUTATION_REACH");
    if (made.reach_path) std::atexit([] { write_reached("exit"); });
    return &made;
  }();
  return *kept;
}

/// Appends "label: k k ..." (the selectors evaluated since the last call) to
/// the reach file, and forgets them.
inline void write_reached(const char* label) noexcept {
  State& s = state();
  if (!s.reach_path) return;
  std::FILE* file = std::fopen(s.reach_path, "a");
  if (!file) {
    std::fprintf(stderr, "obb2d_mutation: cannot write %s\n", s.reach_path);
    std::abort();
  }
  std::fprintf(file, "%s:", label);
  for (unsigned k = 1; k < OBB2D_MUTATION_SITES; ++k) {
    if (s.reached[k]) std::fprintf(file, " %u", k);
    s.reached[k] = 0;
  }
  std::fprintf(file, "\n");
  if (std::fclose(file) != 0) std::abort();
}

/// Whether mutant k is the live one; notes that its schema was evaluated.
inline bool on(unsigned k) noexcept {
  State& s = state();
  if (s.reach_path && k < OBB2D_MUTATION_SITES) s.reached[k] = 1;
  return s.selected == k;
}

}  // namespace obb2d_mutation

#endif
