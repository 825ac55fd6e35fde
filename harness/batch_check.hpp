#pragma once
/// @file
/// The batch API against scalar classify on a list of box pairs, lane by
/// lane, in every form: pairs, and one-vs-many (the first pair's A against
/// every B); from arrays of boxes and from structures of arrays (misaligned
/// by `offset` elements); by the dispatcher, and by the narrower SSE2 path
/// where the CPU also has a wider one. Each form starts from answers that
/// differ from classify's in every lane, so a lane it leaves unwritten
/// fails too. A lane that differs is reported (mismatch_report.hpp) and
/// aborts: the check of the fuzz targets batch_vs_scalar and
/// long_contacts_vs_oracle.

#include "box_arrays_copy.hpp"
#include "box_pair.hpp"
#include "mismatch_report.hpp"

#include <obb2d/batch.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace obb2d::harness {

/// A relation other than `relation`.
inline Relation other_than(Relation relation) {
  return static_cast<Relation>((static_cast<unsigned>(relation) + 1) % 4);
}

/// Checks every form of the batch on `pairs` (above); `target` names the
/// fuzz target in the report.
template <class T>
void check_batch_against_classify(const char* target, const std::vector<BoxPair<T>>& pairs, std::size_t offset) {
  const std::size_t count = pairs.size();
  std::vector<Box<T>> a, b;
  for (const BoxPair<T>& pair : pairs) {
    a.push_back(to_kernel_box(pair.a));
    b.push_back(to_kernel_box(pair.b));
  }
  const BoxArraysCopy<T> a_arrays(a, offset), b_arrays(b, offset);
  const Box<T> query = count > 0 ? a[0] : Box<T>{};
  std::vector<Relation> pair_relations(count), query_relations(count), answers(count);
  for (std::size_t i = 0; i < count; ++i) {
    pair_relations[i] = classify(a[i], b[i]);
    query_relations[i] = classify(query, b[i]);
  }
  const auto check_form = [&](const char* form, bool is_one_against_many, const auto& run_form) {
    const std::vector<Relation>& relations = is_one_against_many ? query_relations : pair_relations;
    for (std::size_t i = 0; i < count; ++i) answers[i] = other_than(relations[i]);
    run_form(answers.data());
    for (std::size_t i = 0; i < count; ++i) {
      if (answers[i] == relations[i]) continue;
      report_mismatch_and_abort<T>(target, is_one_against_many ? pairs[0].a : pairs[i].a, pairs[i].b,
                                   {{"form", form},
                                    {"lane", std::to_string(i) + " of " + std::to_string(count)},
                                    {"batch", to_string(answers[i])},
                                    {"classify", to_string(relations[i])}});
    }
  };
  check_form("classify_pairs(Box arrays)", false,
             [&](Relation* out) { classify_pairs(a.data(), b.data(), count, out); });
  check_form("classify_pairs(BoxArrays)", false,
             [&](Relation* out) { classify_pairs(a_arrays.arrays(), b_arrays.arrays(), count, out); });
  check_form("classify_one_against_many(Box array)", true,
             [&](Relation* out) { classify_one_against_many(query, b.data(), count, out); });
  check_form("classify_one_against_many(BoxArrays)", true,
             [&](Relation* out) { classify_one_against_many(query, b_arrays.arrays(), count, out); });
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
  // The dispatcher takes the widest path; the narrower one must agree too.
  check_form("SSE2 path", false, [&](Relation* out) {
    detail::classify_with_sse2<T>(detail::ArrayPairs<T>{a.data(), b.data()}, count, out);
  });
#endif
}

}  // namespace obb2d::harness
