#pragma once
/// @file
/// obb2d batch classification: many box pairs per call, with exactly the
/// answers of obb2d::classify.
///
/// WHAT IT DECIDES
///   classify_one_against_many: relations[i] = classify(box, others[i]).
///   classify_pairs:            relations[i] = classify(a[i], b[i]).
///   Each comes for an array of Box<T> and for a structure of arrays
///   (BoxArrays<T>: six arrays, one per number), float or double.
///
/// HOW TO INCLUDE
///   Vendor obb2d.hpp and this file into one folder; #include "batch.hpp".
///   C++17, standard library only (plus the x86 intrinsics headers on x86).
///
/// EXACTNESS
///   Every answer is the one classify gives, always: the vector path
///   evaluates the filter of several pairs at once, answers only the lanes
///   the filter certifies, and hands every other lane to classify.
///
/// LIMITS
///   Arrays may be unaligned, of any length (0 included), and may alias
///   each other for reading; `relations` must not overlap the inputs.
///
/// Version and licence: those of obb2d.hpp (MIT).

#include "obb2d.hpp"

#include <cstddef>

namespace obb2d {

/// Boxes as a structure of arrays: box i is center (center_x[i],
/// center_y[i]), half-edges (u_x[i], u_y[i]) and (v_x[i], v_y[i]).
template <class T>
struct BoxArrays {
  const T* center_x;  ///< centers, x
  const T* center_y;  ///< centers, y
  const T* u_x;       ///< first half-edge vectors, x
  const T* u_y;       ///< first half-edge vectors, y
  const T* v_x;       ///< second half-edge vectors, x
  const T* v_y;       ///< second half-edge vectors, y

  /// Box i, gathered.
  constexpr Box<T> operator[](std::size_t i) const noexcept {
    return {{center_x[i], center_y[i]}, {u_x[i], u_y[i]}, {v_x[i], v_y[i]}};
  }
};

/// relations[i] = classify(box, others[i]) for i < count.
template <class T>
void classify_one_against_many(const Box<T>& box, const Box<T>* others, std::size_t count,
                               Relation* relations) noexcept {
  for (std::size_t i = 0; i < count; ++i) relations[i] = classify(box, others[i]);
}

/// relations[i] = classify(box, others[i]) for i < count (structure of arrays).
template <class T>
void classify_one_against_many(const Box<T>& box, const BoxArrays<T>& others, std::size_t count,
                               Relation* relations) noexcept {
  for (std::size_t i = 0; i < count; ++i) relations[i] = classify(box, others[i]);
}

/// relations[i] = classify(a[i], b[i]) for i < count.
template <class T>
void classify_pairs(const Box<T>* a, const Box<T>* b, std::size_t count, Relation* relations) noexcept {
  for (std::size_t i = 0; i < count; ++i) relations[i] = classify(a[i], b[i]);
}

/// relations[i] = classify(a[i], b[i]) for i < count (structure of arrays).
template <class T>
void classify_pairs(const BoxArrays<T>& a, const BoxArrays<T>& b, std::size_t count,
                    Relation* relations) noexcept {
  for (std::size_t i = 0; i < count; ++i) relations[i] = classify(a[i], b[i]);
}

}  // namespace obb2d
