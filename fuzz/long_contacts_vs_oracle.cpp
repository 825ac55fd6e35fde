/// @file
/// Fuzz target: the production kernel against the oracle, float and double,
/// on exact contacts of wide turned boxes whose centers lie far apart
/// (harness/long_distance_contact.hpp): where the error-free recomputation
/// of an edge axis reaches the end of its range, and one bit beyond it. The
/// same checks as kernel_vs_oracle (harness/box_pair_check.hpp), then the
/// batch on the pair in a full group of lanes, in every form (pairs and
/// one-vs-many, arrays of boxes and structures of arrays), A and B in both
/// orders, which must answer as classify does.

#include "harness/box_arrays_copy.hpp"
#include "harness/box_pair_check.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/long_distance_contact.hpp"

#include <obb2d/batch.hpp>

#include <string>
#include <vector>

namespace {

using obb2d::Box;
using obb2d::Relation;

/// The batch's answers for the pair in a full group of lanes against
/// classify's: the pairs (a, b), (b, a), (a, b), (b, a), and a against four
/// copies of b and b against four of a, each from arrays of boxes and from
/// structures of arrays.
template <class T>
void check_lanes_against_classify(const obb2d::harness::BoxPair<T>& pair) {
  using obb2d::harness::BoxArraysCopy;
  const Box<T> a = obb2d::harness::to_kernel_box(pair.a), b = obb2d::harness::to_kernel_box(pair.b);
  const std::vector<Box<T>> firsts = {a, b, a, b}, seconds = {b, a, b, a}, all_a(4, a), all_b(4, b);
  const BoxArraysCopy<T> firsts_arrays(firsts, 1), seconds_arrays(seconds, 3), all_a_arrays(all_a, 2),
      all_b_arrays(all_b, 0);
  const Relation scalar = obb2d::classify(a, b);
  Relation answers[4] = {};
  const auto expect_classify = [&](const char* form) {
    for (std::size_t lane = 0; lane < 4; ++lane) {
      if (answers[lane] == scalar) continue;
      obb2d::harness::report_mismatch_and_abort<T>(
          "long_contacts_vs_oracle", pair.a, pair.b,
          {{"form", form},
           {"lane", std::to_string(lane)},
           {"batch", obb2d::to_string(answers[lane])},
           {"classify", obb2d::to_string(scalar)}});
    }
  };
  obb2d::classify_pairs(firsts.data(), seconds.data(), 4, answers);
  expect_classify("classify_pairs(Box arrays), (a, b) and (b, a)");
  obb2d::classify_pairs(firsts_arrays.arrays(), seconds_arrays.arrays(), 4, answers);
  expect_classify("classify_pairs(BoxArrays), (a, b) and (b, a)");
  obb2d::classify_one_against_many(a, all_b.data(), 4, answers);
  expect_classify("classify_one_against_many(a, Box array of b)");
  obb2d::classify_one_against_many(b, all_a_arrays.arrays(), 4, answers);
  expect_classify("classify_one_against_many(b, BoxArrays of a)");
  obb2d::classify_one_against_many(a, all_b_arrays.arrays(), 4, answers);
  expect_classify("classify_one_against_many(a, BoxArrays of b)");
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
  // The dispatcher takes the widest path; the narrower one must agree too.
  obb2d::detail::classify_with_sse2<T>(obb2d::detail::ArrayPairs<T>{firsts.data(), seconds.data()}, 4, answers);
  expect_classify("SSE2 path, (a, b) and (b, a)");
#endif
}

template <class T>
void check_long_contact(obb2d::harness::FuzzBytes& bytes) {
  const auto pair = obb2d::harness::make_long_distance_contact_from_bytes<T>(bytes);
  obb2d::harness::check_box_pair_against_oracle("long_contacts_vs_oracle", pair, bytes);
  check_lanes_against_classify(pair);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_long_contact<double>(bytes);
  } else {
    check_long_contact<float>(bytes);
  }
  return 0;
}
