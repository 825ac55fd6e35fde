#pragma once
/// @file
/// The parameters each law reads (laws/law_table.hpp), generated for one
/// pair: a symmetry, a rewrite, a containing construction, a box to grow; a
/// translation on a grid coarse enough for the pair's centers to stay exact;
/// a power of two; an arbitrary angle or amount for the approximate laws.

#include "../law_parameters.hpp"
#include "small_numbers.hpp"
#include "arbitrary_angle_pair.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>

namespace obb2d::properties::generators {

/// An exact translation amount for the pair: m * 2^e with small m, where 2^e
/// is the ulp of the pair's largest center coordinate times 2^j (j small),
/// so that sums with the centers are mostly exact; the law checks.
template <class T>
rc::Gen<double> exact_translation_amount(const harness::BoxPair<T>& pair) {
  T largest = 0;
  for (const T center : {pair.a.cx, pair.a.cy, pair.b.cx, pair.b.cy}) largest = std::max(largest, std::fabs(center));
  constexpr int digits = std::numeric_limits<T>::digits;
  const int ulp_exponent = largest == 0 ? 0 : std::ilogb(largest) - (digits - 1);
  return rc::gen::exec([ulp_exponent] {
    const int exponent = std::max(ulp_exponent + *choice_of(digits), std::numeric_limits<T>::min_exponent - digits);
    return double(std::ldexp(T(*small_int(64)), exponent));
  });
}

/// The parameters of law `name` for `pair` (above).
template <class T>
rc::Gen<LawParameters> law_parameters(std::string_view name, const harness::BoxPair<T>& pair) {
  return rc::gen::exec([name, pair] {
    LawParameters parameters;
    if (name == "square_symmetry") {
      parameters.choice = 1 + *choice_of(7);
    } else if (name == "same_box_rewritten") {
      const int n = *choice_of(21);
      parameters.choice = (n / 7) * 8 + n % 7 + 1;
    } else if (name == "containment") {
      parameters.choice = *choice_of(8);
    } else if (name == "growth") {
      parameters.choice = *choice_of(2);
    } else if (name == "translation") {
      parameters.x = *exact_translation_amount(pair);
      parameters.y = *exact_translation_amount(pair);
    } else if (name == "scaling") {
      constexpr int range = std::numeric_limits<T>::max_exponent - std::numeric_limits<T>::min_exponent +
                            std::numeric_limits<T>::digits;
      parameters.exponent = *choice_of(3) ? *small_int(16) : *small_int(range);
    } else if (name == "rotation_with_margin") {
      parameters.angle = *small_int(1 << 20) * (pi / (1 << 20));
    } else if (name == "translation_with_margin") {
      parameters.x = *small_int(1 << 29) * 0x1p-19;
      parameters.y = *small_int(1 << 29) * 0x1p-19;
    }
    return parameters;
  });
}

}  // namespace obb2d::properties::generators
