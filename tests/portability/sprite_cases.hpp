#pragma once
/// @file
/// The sprites and transforms of corpus/portability/sprite_bounds.txt
/// (generate_answers.cpp adds the oracle's answers): the masks and matrices
/// of tests/sprite_bounds_test.cpp, every named mask under every named
/// matrix, then random masks under random transforms as in that test's
/// random trial (rotations whose cosines and sines round, scales, sub-pixel
/// and far translations, NaN and infinities now and then). Only IEEE
/// operations that are correctly rounded (+, *, /, sqrt) and
/// std::mt19937_64's raw output, so the cases are the same on every run.

#include "oracle/sprite_bounds.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::portability {

/// One sprite input: a mask and a float transform.
struct SpriteInput {
  oracle::SpriteMask mask;             ///< alpha, size, threshold
  oracle::StoredAffine<float> matrix;  ///< xx, xy, yx, yy, tx, ty
};

/// A mask from rows of text: '#' is opaque (alpha 255), '.' transparent.
inline oracle::SpriteMask make_mask(const std::vector<std::string>& rows, unsigned char threshold = 0) {
  oracle::SpriteMask mask;
  mask.height = static_cast<int>(rows.size());
  mask.width = rows.empty() ? 0 : static_cast<int>(rows[0].size());
  mask.threshold = threshold;
  for (const std::string& row : rows) {
    for (const char pixel : row) mask.alpha.push_back(pixel == '#' ? 255 : 0);
  }
  return mask;
}

/// x' = a x + b y + e, y' = c x + d y + f (the CLI's --matrix order).
inline oracle::StoredAffine<float> make_matrix(float a, float b, float c, float d, float e, float f) {
  return {a, c, b, d, e, f};
}

/// The masks of tests/sprite_bounds_test.cpp and a few more shapes.
inline std::vector<oracle::SpriteMask> make_named_masks() {
  oracle::SpriteMask faint = make_mask({"#"}, 100);
  faint.alpha[0] = 100;  // at the threshold: not opaque
  return {
      make_mask({"....", ".#..", ".##.", "...."}),          // L shape
      make_mask({".#", "#."}),                              // diagonal
      make_mask({"...", "..#"}),                            // one pixel
      make_mask({"...", "..."}),                            // clear
      make_mask({}),                                        // empty (0 x 0)
      faint,                                                // alpha at the threshold
      make_mask({"#####", "#####", "#####"}),               // full rectangle
      make_mask({"..##..", ".#..#.", "#....#", ".#..#.", "..##.."}),  // ring
      make_mask({"#", "#", "#", "#", "#", "#", "#"}),        // a column
      make_mask({"###"}),                                   // a row
  };
}

/// The matrices of tests/sprite_bounds_test.cpp and a few more.
inline std::vector<oracle::StoredAffine<float>> make_named_matrices() {
  const float c = 0.70710677f;            // cos(pi/4) in float
  const float quarter_cos = -0x1.777a5cp-25f;  // cosf(1.57079637f): not 0
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  return {
      make_matrix(1, 0, 0, 1, 0, 0),                             // identity
      make_matrix(0, -1, 1, 0, 10, 20),                          // quarter turns, exact
      make_matrix(-1, 0, 0, -1, 10, 20),
      make_matrix(0, 1, -1, 0, 10, 20),
      make_matrix(quarter_cos, -1, 1, quarter_cos, 100.25f, -7.5f),  // a rounded quarter turn
      make_matrix(-2, 0, 0, 3, 0, 0),                            // mirrored scale
      make_matrix(1, 0, 0, 1, 0.1f, -1e-7f),                     // sub-pixel position
      make_matrix(3, 0, 0, 3, -0.5f, 0.25f),
      make_matrix(0.3f, -0.7f, 0.7f, 0.3f, -9.5f, 2),
      make_matrix(c, -c, c, c, 0, 0),                            // 45 degrees
      make_matrix(3e38f, 0, 0, 1, 0, 0),                         // float sides overflow
      make_matrix(1, 0, 0, 1, 0x1p100f, 0),                      // center beyond double precision
      make_matrix(1, 0, 0, 1, 0x1p53f, 0),                       // ties in the center
      make_matrix(0, 0, 0, 0, 5, 6),                             // zero matrix: a point
      make_matrix(1, 2, 2, 4, 0, 0),                             // parallel columns: a segment
      make_matrix(nan, 0, 0, 1, 0, 0),                           // invalid
      make_matrix(1, 0, 0, 1, inf, 0),
      make_matrix(1, 0, 0, 1, 0, -inf),
  };
}

/// Random masks under random transforms.
class RandomSprites {
 public:
  explicit RandomSprites(std::uint64_t seed) : random_(seed) {}

  SpriteInput make() {
    SpriteInput input;
    oracle::SpriteMask& mask = input.mask;
    mask.width = between(1, 12), mask.height = between(1, 12);
    const bool has_grey = below(3) == 0;  // alphas of every value against a threshold
    mask.threshold = has_grey ? static_cast<unsigned char>(below(256)) : 0;
    for (int i = 0; i < mask.width * mask.height; ++i) {
      mask.alpha.push_back(has_grey ? static_cast<unsigned char>(below(256)) : below(3) == 0 ? 200 : 0);
    }
    input.matrix = make_transform();
    return input;
  }

 private:
  unsigned below(unsigned count) { return static_cast<unsigned>(random_() % count); }
  int between(int low, int high) { return low + static_cast<int>(below(static_cast<unsigned>(high - low + 1))); }

  /// A float with a random 24-bit significand and exponent in [low, high].
  float make_float(int low, int high) {
    const float significand = float(below(1u << 24) | (1u << 23)) / float(1u << 23);
    return (below(2) ? 1.0f : -1.0f) * std::ldexp(significand, between(low, high));
  }

  oracle::StoredAffine<float> make_transform() {
    oracle::StoredAffine<float> m{};
    switch (below(4)) {
      case 0:
      case 1: {  // a rotation (p, q)/|(p, q)|, rounded like cos and sin, times a scale
        int p = between(-1000, 1000), q = between(-1000, 1000);
        if (p == 0 && q == 0) p = 1;
        const float length = std::sqrt(float(p * p + q * q));
        const float scale = float(between(-50, 50)) / 10;
        const float cosine = float(p) / length, sine = float(q) / length;
        m = make_matrix(scale * cosine, -scale * sine, scale * sine, scale * cosine, float(between(-5000, 5000)) / 10,
                        float(between(-5000, 5000)) / 10);
        break;
      }
      case 2:  // any numbers, wide exponents
        m = {make_float(-20, 20), make_float(-20, 20), make_float(-20, 20),
             make_float(-20, 20), make_float(-20, 60), make_float(-20, 60)};
        break;
      default:  // far from the origin: the box center may need more than 53 bits
        m = make_matrix(make_float(-3, 3), make_float(-3, 3), make_float(-3, 3), make_float(-3, 3),
                        make_float(20, 110), make_float(20, 110));
        break;
    }
    if (below(20) == 0) {  // now and then a NaN or an infinity
      float* numbers[6] = {&m.xx, &m.xy, &m.yx, &m.yy, &m.tx, &m.ty};
      *numbers[below(6)] = below(2) ? std::numeric_limits<float>::quiet_NaN() : -std::numeric_limits<float>::infinity();
    }
    return m;
  }

  std::mt19937_64 random_;
};

/// Every named mask under every named matrix, then `random_count` random ones.
inline std::vector<SpriteInput> make_sprite_inputs(int random_count) {
  std::vector<SpriteInput> inputs;
  for (const oracle::SpriteMask& mask : make_named_masks()) {
    for (const oracle::StoredAffine<float>& matrix : make_named_matrices()) inputs.push_back({mask, matrix});
  }
  RandomSprites random(2024);
  for (int i = 0; i < random_count; ++i) inputs.push_back(random.make());
  return inputs;
}

}  // namespace obb2d::portability
