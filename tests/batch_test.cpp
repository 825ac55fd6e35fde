// The batch API against scalar classify, lane by lane: every batch size
// 0..67, random and adversarial lanes (flush, ulp-nudged, degenerate, huge,
// NaN, infinity), both precisions, both layouts, both forms, and each
// vector path this CPU has (plus the scalar loop, built separately).

#include "harness/box_arrays_copy.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/box_pair.hpp"
#include "kernel_test_support.hpp"

#include <obb2d/batch.hpp>

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace obb2d {
namespace {

template <class T>
class Batch : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(Batch, Precisions);

/// A box for lane i of an adversarial batch: boundary pairs from the fuzz
/// decoder, with every seventh lane made NaN or infinite and every fifth a
/// segment.
template <class T>
std::pair<Box<T>, Box<T>> make_lane(std::mt19937_64& random, std::size_t lane) {
  std::array<std::uint8_t, 64> noise;
  for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
  harness::FuzzBytes bytes(noise.data(), noise.size());
  const auto pair = harness::make_box_pair_from_bytes<T>(bytes);
  Box<T> a = harness::to_kernel_box(pair.a), b = harness::to_kernel_box(pair.b);
  if (lane % 7 == 3) b.u.y = lane % 2 ? std::numeric_limits<T>::quiet_NaN() : std::numeric_limits<T>::infinity();
  if (lane % 5 == 2) a.v = {T(0), T(0)};
  return {a, b};
}

TYPED_TEST(Batch, agrees_with_classify_lane_by_lane_for_every_size_up_to_67) {
  using T = TypeParam;
  std::mt19937_64 random(23);
  int relation_count[4] = {0, 0, 0, 0};
  for (int round = 0; round < 20; ++round) {
    for (std::size_t count = 0; count <= 67; ++count) {
      std::vector<Box<T>> a, b;
      for (std::size_t i = 0; i < count; ++i) {
        const auto [first, second] = make_lane<T>(random, i + round);
        a.push_back(first);
        b.push_back(second);
      }
      const harness::BoxArraysCopy<T> a_arrays(a, count % 3), b_arrays(b, count % 3);
      // One slot past the end: the batch must not write beyond count.
      std::vector<Relation> answers(count + 1, Relation::invalid);
      answers[count] = Relation::touching;
      const auto expect_classify = [&](const char* form, bool is_one_against_many) {
        for (std::size_t i = 0; i < count; ++i) {
          const Relation scalar = classify(is_one_against_many ? a[0] : a[i], b[i]);
          ASSERT_EQ(answers[i], scalar) << form << ", lane " << i << " of " << count;
          if (!is_one_against_many) ++relation_count[static_cast<int>(scalar)];
        }
        ASSERT_EQ(answers[count], Relation::touching) << form << " wrote past the end";
      };
      classify_pairs(a.data(), b.data(), count, answers.data());
      expect_classify("classify_pairs(Box arrays)", false);
      classify_pairs(a_arrays.arrays(), b_arrays.arrays(), count, answers.data());
      expect_classify("classify_pairs(BoxArrays)", false);
      if (count == 0) continue;
      classify_one_against_many(a[0], b.data(), count, answers.data());
      expect_classify("classify_one_against_many(Box array)", true);
      classify_one_against_many(a[0], b_arrays.arrays(), count, answers.data());
      expect_classify("classify_one_against_many(BoxArrays)", true);
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
      detail::classify_with_sse2<T>(detail::ArrayPairs<T>{a.data(), b.data()}, count, answers.data());
      expect_classify("SSE2 path", false);
#endif
    }
  }
  // The adversarial lanes reach every relation.
  for (const int seen : relation_count) EXPECT_GT(seen, 100);
}

TYPED_TEST(Batch, empty_batches_touch_nothing) {
  using T = TypeParam;
  Relation untouched = Relation::touching;
  classify_pairs<T>(static_cast<const Box<T>*>(nullptr), nullptr, 0, &untouched);
  classify_one_against_many(Box<T>{}, static_cast<const Box<T>*>(nullptr), 0, &untouched);
  classify_pairs(BoxArrays<T>{}, BoxArrays<T>{}, 0, &untouched);
  EXPECT_EQ(untouched, Relation::touching);
}

TYPED_TEST(Batch, flush_grid_and_far_apart_lanes_are_answered_by_the_vector_filter_exactly) {
  using T = TypeParam;
  // Flush squares (touching), nested ones (overlapping), distant ones
  // (disjoint): the lane filter decides them all without classify.
  std::vector<Box<T>> a, b;
  std::vector<Relation> expected;
  for (int i = 0; i < 64; ++i) {
    const T x = T(i % 8), y = T(i / 8);
    a.push_back(make_box_from_aabb<T>({x, y}, {x + 1, y + 1}));
    switch (i % 3) {
      case 0: b.push_back(make_box_from_aabb<T>({x + 1, y}, {x + 2, y + 1})); expected.push_back(Relation::touching); break;
      case 1: b.push_back(make_box_from_aabb<T>({x, y}, {x + T(0.5), y + T(0.5)})); expected.push_back(Relation::overlapping); break;
      default: b.push_back(make_box_from_aabb<T>({x + 3, y}, {x + 4, y + 1})); expected.push_back(Relation::disjoint); break;
    }
  }
  std::vector<Relation> answers(a.size());
  classify_pairs(a.data(), b.data(), a.size(), answers.data());
  EXPECT_EQ(answers, expected);
#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
  for (std::size_t begin = 0; begin + 2 <= a.size(); begin += 2) {
    detail::LaneInput<2> input{};
    detail::fill_lanes<2>(input, detail::ArrayPairs<T>{a.data(), b.data()}, begin);
    detail::LaneOutcome outcomes[2];
    detail::decide_lanes<T, 2>(input, outcomes);
    for (int lane = 0; lane < 2; ++lane) {
      EXPECT_EQ(static_cast<int>(outcomes[lane]), static_cast<int>(expected[begin + lane])) << "pair " << begin + lane;
    }
  }
#endif
}

}  // namespace
}  // namespace obb2d
