#pragma once
/// @file
/// GMP's memory for the fuzz targets, from free lists: included by every
/// target that runs the oracle, it installs itself (mp_set_memory_functions)
/// before any input. Under the sanitizers (OBB2D_SANITIZE) every other
/// program that runs the oracle has it too (gmp_free_lists.cpp): tests,
/// properties, the CLI.
///
/// Why: the oracle's rationals allocate and free GMP limbs at every
/// operation. Under ASan each malloc records a stack trace and each free
/// goes through the quarantine; measured on fuzz_kernel_vs_oracle, 45 % of
/// an execution went there, and the oracle bounded the target to 2,647
/// executions per second (docs/oracle.md has the measurements).
///
/// How: blocks of 16, 32, ..., 2048 bytes are kept, when freed, on one stack
/// per size (at most `kept_per_size` each, the rest freed); larger blocks
/// go to malloc. What ASan no longer sees: GMP's own limbs, which only GMP
/// (not instrumented, so never checked by ASan) reads and writes; every
/// object of the project's code stays on ASan's heap and stack. (Poisoning
/// the kept blocks was tried: it costs 15 % and can report nothing, since
/// no instrumented code touches limbs.) Single-threaded, as a fuzz target
/// is (libFuzzer's -jobs runs processes), and as the tests, the properties
/// and the CLI are (the CLI runs its fuzzers as processes). The functions
/// are not traced for coverage: they are plumbing, not code under test.

#include <gmp.h>

#include <cstddef>
#include <cstdlib>
#include <cstring>

#if defined(__clang__)
#define OBB2D_NOT_TRACED __attribute__((no_sanitize("coverage")))
#else
#define OBB2D_NOT_TRACED
#endif

namespace obb2d::harness::gmp_free_lists {

inline constexpr int size_count = 8;                  ///< 16 << 0 .. 16 << 7 = 2048 bytes
inline constexpr std::size_t kept_per_size = 1 << 12;  ///< blocks kept per size, at most

struct FreeStack {
  void* blocks[kept_per_size];
  std::size_t count;
};
inline FreeStack free_stacks[size_count] = {};

/// The smallest k with 16 << k >= size (sizes up to 16 are 0).
OBB2D_NOT_TRACED inline int size_index(std::size_t size) {
  return size <= 16 ? 0 : 60 - __builtin_clzll(static_cast<unsigned long long>(size - 1));
}

OBB2D_NOT_TRACED inline void* allocate(std::size_t size) {
  const int k = size_index(size);
  if (k >= size_count) return std::malloc(size);
  FreeStack& stack = free_stacks[k];
  if (stack.count == 0) return std::malloc(std::size_t{16} << k);
  return stack.blocks[--stack.count];
}

OBB2D_NOT_TRACED inline void release(void* block, std::size_t size) {
  const int k = size_index(size);
  if (k >= size_count || free_stacks[k].count == kept_per_size) {
    std::free(block);
    return;
  }
  free_stacks[k].blocks[free_stacks[k].count++] = block;
}

OBB2D_NOT_TRACED inline void* reallocate(void* block, std::size_t old_size, std::size_t new_size) {
  const int k = size_index(new_size);
  if (k < size_count && k == size_index(old_size)) return block;  // the block already holds 16 << k bytes
  void* moved = allocate(new_size);
  if (moved == nullptr) return nullptr;
  std::memcpy(moved, block, old_size < new_size ? old_size : new_size);
  release(block, old_size);
  return moved;
}

/// Installs the functions before any static object is constructed
/// (constructor priority 101, ahead of the default), so that GMP never holds
/// a block from another allocator. Each including file installs the same
/// functions again, which changes nothing.
__attribute__((constructor(101))) static void install() { mp_set_memory_functions(allocate, reallocate, release); }

}  // namespace obb2d::harness::gmp_free_lists
