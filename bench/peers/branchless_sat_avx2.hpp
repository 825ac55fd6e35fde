#pragma once
/// @file
/// The speed yardstick for one-vs-many: the naive float separating-axis test
/// of naive_sat.hpp (four edge normals, no exactness, no coordinate axes),
/// written branch-free with AVX2 over a structure of arrays, eight boxes a
/// step. Same operations in the same order as the scalar version, without
/// fma, so it gives the scalar version's answers bit for bit. The default
/// build has no -mavx2: the function is compiled for AVX2 by a target
/// attribute and may be called only when has_avx2() says so.

#include "../naive_sat.hpp"

#include <obb2d/batch.hpp>

#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace obb2d::bench::peers {

/// Whether this CPU runs AVX2 code.
inline bool has_avx2() { return __builtin_cpu_supports("avx2"); }

/// For each 8-bit mask of separated lanes, the eight answer bytes
/// (1 = intersecting, i.e. lane not separated).
inline constexpr std::array<std::uint64_t, 256> make_intersecting_bytes_table() {
  std::array<std::uint64_t, 256> table{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    for (unsigned lane = 0; lane < 8; ++lane) {
      if (!(mask >> lane & 1)) table[mask] |= std::uint64_t{1} << (8 * lane);
    }
  }
  return table;
}

inline constexpr std::array<std::uint64_t, 256> intersecting_bytes = make_intersecting_bytes_table();

namespace avx2 {

/// |x| per lane: the sign bit cleared.
__attribute__((target("avx2"))) inline __m256 absolute(__m256 x) { return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x); }

/// x * nx + y * ny per lane, two roundings then one, as the scalar code.
__attribute__((target("avx2"))) inline __m256 dot(__m256 x, __m256 y, __m256 nx, __m256 ny) {
  return _mm256_add_ps(_mm256_mul_ps(x, nx), _mm256_mul_ps(y, ny));
}

}  // namespace avx2

/// is_intersecting[i] = overlaps_by_naive_float_sat(box, others[i]) for
/// i < count (1 or 0). Precondition: has_avx2().
__attribute__((target("avx2"))) inline void overlaps_one_against_many_by_avx2_naive_sat(
    const Box<float>& box, const BoxArrays<float>& others, std::size_t count, unsigned char* is_intersecting) {
  using avx2::absolute, avx2::dot;
  const __m256 sign_bit = _mm256_set1_ps(-0.0f);
  const __m256 a_cx = _mm256_set1_ps(box.center.x), a_cy = _mm256_set1_ps(box.center.y);
  const __m256 a_ux = _mm256_set1_ps(box.u.x), a_uy = _mm256_set1_ps(box.u.y);
  const __m256 a_vx = _mm256_set1_ps(box.v.x), a_vy = _mm256_set1_ps(box.v.y);
  std::size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    const __m256 dx = _mm256_sub_ps(_mm256_loadu_ps(others.center_x + i), a_cx);
    const __m256 dy = _mm256_sub_ps(_mm256_loadu_ps(others.center_y + i), a_cy);
    const __m256 b_ux = _mm256_loadu_ps(others.u_x + i), b_uy = _mm256_loadu_ps(others.u_y + i);
    const __m256 b_vx = _mm256_loadu_ps(others.v_x + i), b_vy = _mm256_loadu_ps(others.v_y + i);
    // The edge normals perp(e) = (-e.y, e.x) of a.u, a.v, b.u, b.v.
    const __m256 normals[4][2] = {{_mm256_xor_ps(a_uy, sign_bit), a_ux},
                                  {_mm256_xor_ps(a_vy, sign_bit), a_vx},
                                  {_mm256_xor_ps(b_uy, sign_bit), b_ux},
                                  {_mm256_xor_ps(b_vy, sign_bit), b_vx}};
    __m256 separated = _mm256_setzero_ps();
    for (const auto& n : normals) {
      const __m256 distance = absolute(dot(dx, dy, n[0], n[1]));
      __m256 radius = _mm256_add_ps(absolute(dot(a_ux, a_uy, n[0], n[1])), absolute(dot(a_vx, a_vy, n[0], n[1])));
      radius = _mm256_add_ps(radius, absolute(dot(b_ux, b_uy, n[0], n[1])));
      radius = _mm256_add_ps(radius, absolute(dot(b_vx, b_vy, n[0], n[1])));
      separated = _mm256_or_ps(separated, _mm256_cmp_ps(distance, radius, _CMP_GT_OQ));
    }
    const std::uint64_t bytes = intersecting_bytes[static_cast<unsigned>(_mm256_movemask_ps(separated))];
    std::memcpy(is_intersecting + i, &bytes, sizeof bytes);
  }
  for (; i < count; ++i) is_intersecting[i] = overlaps_by_naive_float_sat(box, others[i]);
}

}  // namespace obb2d::bench::peers
