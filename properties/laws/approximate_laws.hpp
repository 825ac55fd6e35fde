#pragma once
/// @file
/// The approximate laws: rotating a pair by an arbitrary angle, or moving it
/// by an arbitrary amount, rounds its numbers, so they are no exact laws. But
/// when the pair and its image are both clearly apart or both clearly
/// overlapping (clear_margin.hpp), the answer must not change.

#include "../clear_margin.hpp"
#include "exact_laws.hpp"

#include <cmath>

namespace obb2d::properties {

/// The pair rotated about the origin by `angle` (radians, counter-clockwise),
/// each number computed in double and rounded to T.
template <class T>
BoxPair<T> rotate_pair(const BoxPair<T>& pair, double angle) {
  const double cos = std::cos(angle), sin = std::sin(angle);
  const auto turn = [cos, sin](T& x, T& y) {
    const double turned_x = cos * double(x) - sin * double(y), turned_y = sin * double(x) + cos * double(y);
    x = T(turned_x), y = T(turned_y);
  };
  BoxPair<T> result = pair;
  for (oracle::StoredBox<T>* box : {&result.a, &result.b}) {
    turn(box->cx, box->cy);
    turn(box->ux, box->uy);
    turn(box->vx, box->vy);
  }
  return result;
}

/// The pair with both centers moved by (x, y), each sum computed in double
/// and rounded to T.
template <class T>
BoxPair<T> move_pair(const BoxPair<T>& pair, double x, double y) {
  BoxPair<T> result = pair;
  for (oracle::StoredBox<T>* box : {&result.a, &result.b}) {
    box->cx = T(double(box->cx) + x);
    box->cy = T(double(box->cy) + y);
  }
  return result;
}

/// The law "both clearly on one side, so one answer", for a pair and its image.
template <class T>
LawVerdict check_same_answer_with_margin(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                         const char* image_name, const BoxPair<T>& image) {
  const Clearance before = clearance_of(pair);
  if (before == Clearance::unclear) return does_not_apply("(A, B) is within the margin");
  if (clearance_of(image) != before) return does_not_apply("the image is not as clear as (A, B)");
  LawVerdict verdict = check_same_answer(kernel, "(A, B)", pair, image_name, image);
  verdict.detail += std::string("; both ") + to_string(before);
  return verdict;
}

/// rotation_with_margin: rotating both boxes about the origin by `angle`.
template <class T>
LawVerdict check_rotation_with_margin(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                      const LawParameters& parameters) {
  return check_same_answer_with_margin(kernel, pair, "(rA, rB)", rotate_pair(pair, parameters.angle));
}

/// translation_with_margin: moving both boxes by (x, y).
template <class T>
LawVerdict check_translation_with_margin(const KernelUnderTest<T>& kernel, const BoxPair<T>& pair,
                                         const LawParameters& parameters) {
  return check_same_answer_with_margin(kernel, pair, "(A + t, B + t)", move_pair(pair, parameters.x, parameters.y));
}

}  // namespace obb2d::properties
