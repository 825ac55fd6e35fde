/// @file
/// Fuzz target: the batch API against scalar classify, lane by lane. The
/// bytes give a precision, a batch size (0..67), an offset that misaligns the
/// structure-of-arrays copies, and boundary pairs (harness/box_pair_from_bytes.hpp:
/// touching, ulp nudges, raw bit patterns with NaN and infinity). Every form
/// (pairs and one-vs-many, array of boxes and structure of arrays) and every
/// vector path this CPU has must give exactly classify's answers.

#include "harness/box_arrays_copy.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/box_pair.hpp"
#include "harness/mismatch_report.hpp"

#include <obb2d/batch.hpp>

#include <array>
#include <string>
#include <vector>

namespace {

using obb2d::Box;
using obb2d::Relation;

template <class T>
void expect_scalar_answers(const char* form, const std::vector<obb2d::harness::BoxPair<T>>& pairs,
                           const std::vector<Relation>& answers, bool is_one_against_many) {
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const auto& first = is_one_against_many ? pairs[0].a : pairs[i].a;
    const Relation scalar =
        obb2d::classify(obb2d::harness::to_kernel_box(first), obb2d::harness::to_kernel_box(pairs[i].b));
    if (answers[i] == scalar) continue;
    obb2d::harness::report_mismatch_and_abort<T>(
        "batch_vs_scalar", first, pairs[i].b,
        {{"form", form},
         {"lane", std::to_string(i) + " of " + std::to_string(pairs.size())},
         {"batch", obb2d::to_string(answers[i])},
         {"classify", obb2d::to_string(scalar)}});
  }
}

template <class T>
void check_batch_against_scalar(obb2d::harness::FuzzBytes& bytes) {
  const std::size_t count = bytes.take_choice(68);
  const std::size_t offset = bytes.take_choice(4);
  std::vector<obb2d::harness::BoxPair<T>> pairs;
  std::vector<Box<T>> a, b;
  for (std::size_t i = 0; i < count; ++i) {
    pairs.push_back(obb2d::harness::make_box_pair_from_bytes<T>(bytes));
    a.push_back(obb2d::harness::to_kernel_box(pairs.back().a));
    b.push_back(obb2d::harness::to_kernel_box(pairs.back().b));
  }
  const obb2d::harness::BoxArraysCopy<T> a_arrays(a, offset), b_arrays(b, offset);
  std::vector<Relation> answers(count, Relation::invalid);
  const Box<T> query = count > 0 ? a[0] : Box<T>{};

  obb2d::classify_pairs(a.data(), b.data(), count, answers.data());
  expect_scalar_answers("classify_pairs(Box arrays)", pairs, answers, false);
  obb2d::classify_pairs(a_arrays.arrays(), b_arrays.arrays(), count, answers.data());
  expect_scalar_answers("classify_pairs(BoxArrays)", pairs, answers, false);
  obb2d::classify_one_against_many(query, b.data(), count, answers.data());
  expect_scalar_answers("classify_one_against_many(Box array)", pairs, answers, true);
  obb2d::classify_one_against_many(query, b_arrays.arrays(), count, answers.data());
  expect_scalar_answers("classify_one_against_many(BoxArrays)", pairs, answers, true);
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
  // The dispatcher takes the widest path; the narrower one must agree too.
  obb2d::detail::classify_with_sse2<T>(obb2d::detail::ArrayPairs<T>{a.data(), b.data()}, count, answers.data());
  expect_scalar_answers("SSE2 path", pairs, answers, false);
#endif
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_batch_against_scalar<double>(bytes);
  } else {
    check_batch_against_scalar<float>(bytes);
  }
  return 0;
}
