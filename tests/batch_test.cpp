// The batch API against scalar classify, lane by lane: every batch size
// 0..67, random and adversarial lanes (flush, ulp-nudged, degenerate, huge,
// NaN, infinity), both precisions, both layouts, both forms, on the path
// this CPU takes and on the SSE2 path for every form (plus the scalar loop,
// built separately).

#include "harness/box_arrays_copy.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/box_pair.hpp"
#include "kernel_test_support.hpp"

#include <obb2d/batch.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
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
      // The SSE2 path, which the forms above take only on a CPU without
      // AVX2, for each of the four sources.
      detail::classify_with_sse2<T>(detail::ArrayPairs<T>{a.data(), b.data()}, count, answers.data());
      expect_classify("SSE2 path, pairs of Box arrays", false);
      detail::classify_with_sse2<T>(detail::ArraysPairs<T>{a_arrays.arrays(), b_arrays.arrays()}, count,
                                    answers.data());
      expect_classify("SSE2 path, pairs of BoxArrays", false);
      detail::classify_with_sse2<T>(detail::OneAgainstMany<T, const Box<T>*>{a[0], b.data()}, count, answers.data());
      expect_classify("SSE2 path, one against a Box array", true);
      detail::classify_with_sse2<T>(detail::OneAgainstMany<T, BoxArrays<T>>{a[0], b_arrays.arrays()}, count,
                                    answers.data());
      expect_classify("SSE2 path, one against BoxArrays", true);
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

/// The lane filter's own answer for each pair (a[i], b[i]), two lanes at a
/// time, is `expected[i]`: no pair is left for classify (where the batch
/// has vector paths).
template <class T>
void expect_lanes_to_answer([[maybe_unused]] const std::vector<Box<T>>& a, [[maybe_unused]] const std::vector<Box<T>>& b,
                            [[maybe_unused]] const std::vector<Relation>& expected) {
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
  expect_lanes_to_answer(a, b, expected);
}

TYPED_TEST(Batch, deeply_overlapping_turned_lanes_are_answered_by_the_vector_filter) {
  using T = TypeParam;
  // Boxes turned by arbitrary angles (components of full significand, so
  // no error-free recomputation can help) around nearby centers: every
  // axis, edge axes included, overlaps by far more than the filter's
  // error, so the lane filter answers each pair itself.
  std::mt19937_64 random(41);
  std::uniform_real_distribution<double> angle(0, 6.283185307179586), offset(-0.25, 0.25);
  std::vector<Box<T>> a, b;
  for (int i = 0; i < 64; ++i) {
    const auto turned = [&](double half_length, double half_width) {
      const double t = angle(random);
      const T c = T(std::cos(t)), s = T(std::sin(t));
      return Box<T>{{T(offset(random)), T(offset(random))}, {T(half_length) * c, T(half_length) * s},
                    {-T(half_width) * s, T(half_width) * c}};
    };
    a.push_back(turned(3, 2));
    b.push_back(turned(2.5, 1.5));
  }
  expect_lanes_to_answer(a, b, std::vector<Relation>(a.size(), Relation::overlapping));
  std::vector<Relation> answers(a.size());
  classify_pairs(a.data(), b.data(), a.size(), answers.data());
  EXPECT_EQ(answers, std::vector<Relation>(a.size(), Relation::overlapping));
}

TYPED_TEST(Batch, turned_contacts_on_each_edge_axis_are_answered_by_the_lanes_recomputation) {
  using T = TypeParam;
  // A box turned by (3, 4)/5 and a small axis-aligned square whose corner
  // touches the middle of one of its faces from outside: the only gap of
  // 0 is that face's edge axis, which the filter leaves uncertain and the
  // lanes' error-free recomputation decides. The face along u is edge axis
  // perp(v), the one along v is perp(u); with the turned box as A or as B,
  // each of the four edge axes is the contact's in turn.
  std::vector<Box<T>> a, b;
  for (int scale = 1; scale <= 4; ++scale) {
    const Box<T> turned{{T(0), T(0)}, {T(3 * scale), T(4 * scale)}, {T(-4 * scale), T(3 * scale)}};
    const T x = T(3 * scale), y = T(4 * scale);  // the middle of the face along u, at c + u
    const Box<T> beyond_u = make_box_from_aabb<T>({x, y}, {x + 2, y + 2});
    const T p = T(-4 * scale), q = T(3 * scale);  // the middle of the face along v, at c + v
    const Box<T> beyond_v = make_box_from_aabb<T>({p - 2, q}, {p, q + 2});
    for (const Box<T>& square : {beyond_u, beyond_v}) {
      a.push_back(turned), b.push_back(square);
      a.push_back(square), b.push_back(turned);
    }
  }
  const std::vector<Relation> expected(a.size(), Relation::touching);
  std::vector<Relation> answers(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) answers[i] = classify(a[i], b[i]);
  EXPECT_EQ(answers, expected);
  expect_lanes_to_answer(a, b, expected);
}

TYPED_TEST(Batch, boxes_of_zero_area_across_a_box_are_answered_by_the_vector_filter) {
  using T = TypeParam;
  // A box of zero area (u and v along x: a segment) lying across a square,
  // through its inside, with every gap far from 0: no axis separates and
  // none touches, so the pair touches only because one box has zero area,
  // as A or as B. The lanes answer touching themselves (each product of
  // the area has a zero factor, which proves it zero for double input too).
  std::vector<Box<T>> a, b;
  for (int i = 0; i < 8; ++i) {
    const T shift = T(i) / 8;
    const Box<T> square = make_box_from_aabb<T>({T(-2), T(-2)}, {T(2), T(2)});
    const Box<T> segment{{shift, -shift}, {T(1), T(0)}, {T(2), T(0)}};
    a.push_back(square), b.push_back(segment);
    a.push_back(segment), b.push_back(square);
  }
  const std::vector<Relation> expected(a.size(), Relation::touching);
  std::vector<Relation> answers(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) answers[i] = classify(a[i], b[i]);
  EXPECT_EQ(answers, expected);
  expect_lanes_to_answer(a, b, expected);
}

TYPED_TEST(Batch, an_infinite_y_is_invalid_even_where_the_x_axis_separates) {
  using T = TypeParam;
  // Pairs far apart along x, so that every group passes the float
  // pre-filter's x test (and the lane filter's), with an infinite y number
  // in some lanes: those are invalid whatever x shows, and -inf as well as
  // +inf must be seen (magnitudes make both +inf).
  const T infinity = std::numeric_limits<T>::infinity();
  const Box<T> origin = make_box_from_aabb<T>({0, 0}, {1, 1});
  std::vector<Box<T>> a, b;
  for (int i = 0; i < 64; ++i) {
    Box<T> far = make_box_from_aabb<T>({T(10 * (i + 1)), 0}, {T(10 * (i + 1) + 1), 1});
    if (i % 6 == 5) far.center.y = i % 4 == 1 ? infinity : -infinity;
    if (i % 9 == 8) far.u.y = infinity;
    a.push_back(origin);
    b.push_back(far);
  }
  const harness::BoxArraysCopy<T> a_arrays(a, 0), b_arrays(b, 0);
  std::vector<Relation> answers(a.size());
  const auto expect_answers = [&](const char* form) {
    for (std::size_t i = 0; i < a.size(); ++i) {
      const bool is_infinite = i % 6 == 5 || i % 9 == 8;
      ASSERT_EQ(classify(a[i], b[i]), is_infinite ? Relation::invalid : Relation::disjoint) << "pair " << i;
      ASSERT_EQ(answers[i], classify(a[i], b[i])) << form << ", pair " << i;
    }
  };
  classify_pairs(a.data(), b.data(), a.size(), answers.data());
  expect_answers("classify_pairs(Box arrays)");
  classify_pairs(a_arrays.arrays(), b_arrays.arrays(), a.size(), answers.data());
  expect_answers("classify_pairs(BoxArrays)");
  classify_one_against_many(origin, b.data(), b.size(), answers.data());
  expect_answers("classify_one_against_many(Box array)");
  classify_one_against_many(origin, b_arrays.arrays(), b.size(), answers.data());
  expect_answers("classify_one_against_many(BoxArrays)");
}

#if defined(OBB2D_BATCH_HAS_VECTOR_PATHS)
/// Expects the batch to call every pair of `contacts` touching, in every
/// lane and both orders, and one against many.
template <class T, std::size_t N>
void expect_batch_calls_touching(const std::array<std::pair<Box<T>, Box<T>>, N>& contacts) {
  std::vector<Box<T>> a, b;
  for (int i = 0; i < 16; ++i) {
    const auto& [first, second] = contacts[std::size_t(i) % contacts.size()];
    a.push_back(i % 2 == 0 ? first : second);
    b.push_back(i % 2 == 0 ? second : first);
  }
  std::vector<Relation> answers(a.size());
  classify_pairs(a.data(), b.data(), a.size(), answers.data());
  EXPECT_EQ(answers, std::vector<Relation>(a.size(), Relation::touching));
  const std::vector<Box<T>> copies(16, b[0]);
  classify_one_against_many(a[0], copies.data(), copies.size(), answers.data());
  EXPECT_EQ(answers, std::vector<Relation>(a.size(), Relation::touching));
}

TEST(BatchLanes, refuse_distances_whose_products_with_an_edge_round) {
  // Contacts the lanes' error-free recomputation must leave to classify
  // (see EdgeRecomputation in filter_bound_test.cpp), in every lane, for
  // double and for float input.
  expect_batch_calls_touching(testing_support::contacts_with_a_28_bit_distance());
  expect_batch_calls_touching(testing_support::contacts_with_a_30_bit_distance());
}

TEST(BatchLanes, short_significand_tests_count_significant_bits) {
  // The batch's has_short_significand, on 2 and 4 lanes of doubles, against
  // the scalar kernel's (itself checked against a count from frexp), on any
  // bit patterns and on ones whose lowest set bit stands alone: a count or
  // a mask one off would let products round unseen.
  std::mt19937_64 random(31);
  for (int i = 0; i < 20'000; ++i) {
    double values[4];
    for (double& value : values) {
      const int zeros = int(random() % 54);
      std::uint64_t pattern = random() & ~((std::uint64_t(1) << zeros) - 1);
      if (random() % 2) {  // one set bit at `zeros`, the 30 above it clear: a mask one bit short is seen
        const std::uint64_t below = zeros + 31 >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << (zeros + 31)) - 1;
        pattern = (pattern & ~below) | std::uint64_t(1) << zeros;
      }
      std::memcpy(&value, &pattern, sizeof value);
    }
    for (const int bits : {24, 26, 27, 29}) {
      unsigned expected = 0;
      for (int k = 0; k < 4; ++k) expected |= unsigned(detail::has_short_significand(values[k], bits)) << k;
      const detail::LaneValues<double, 16> two{detail::VectorOf<double, 16>::Values{values[0], values[1]}};
      const detail::LaneValues<double, 32> four{
          detail::VectorOf<double, 32>::Values{values[0], values[1], values[2], values[3]}};
      ASSERT_EQ(detail::lane_bits(detail::has_short_significand(two, bits)), expected & 0x3u) << "bits " << bits;
      ASSERT_EQ(detail::lane_bits(detail::has_short_significand(four, bits)), expected) << "bits " << bits;
    }
  }
}

TEST(BatchFloatPrefilter, certifies_groups_a_coordinate_axis_separates_and_no_other) {
  // The float pre-filter answers a group of four pairs at once: it must
  // certify groups that every pair's x or y axis separates (else it is
  // dead weight), and never a group with a pair that touches, overlaps or
  // holds an infinity.
  const Box<float> origin = make_box_from_aabb<float>({0, 0}, {1, 1});
  const auto group_of = [&](std::vector<Box<float>> others) {
    const std::vector<Box<float>> a(others.size(), origin);
    return detail::are_all_separated_by_coordinate_axes<2>(detail::ArrayPairs<float>{a.data(), others.data()}, 0);
  };
  const Box<float> right = make_box_from_aabb<float>({5, 0}, {6, 1}), above = make_box_from_aabb<float>({0, 7}, {1, 8});
  const Box<float> far = make_box_from_aabb<float>({-3e30f, 2e30f}, {-2e30f, 3e30f});
  EXPECT_TRUE(group_of({right, above, far, right}));
  EXPECT_FALSE(group_of({right, above, make_box_from_aabb<float>({1, 0}, {2, 1}), right}));     // touching
  EXPECT_FALSE(group_of({right, make_box_from_aabb<float>({0.5f, 0.5f}, {2, 2}), far, right}));  // overlapping
  Box<float> infinite = right;
  infinite.center.y = -std::numeric_limits<float>::infinity();
  EXPECT_FALSE(group_of({right, above, far, infinite}));
  infinite = right;
  infinite.v.y = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(group_of({infinite, above, far, right}));
}

TEST(BatchFloatPrefilter, reads_each_group_where_it_lies) {
  // Both layouts: every array of boxes or of numbers starts 64 places into
  // its buffer, after pairs far apart, and holds 64 pairs far apart (which
  // keep the pre-filter trying) and then 64 that overlap. A group read from
  // anywhere but its own place, such as the padding, would be certified
  // disjoint.
  constexpr std::size_t padding = 64, count = 128;
  const Box<float> unit = make_box_from_aabb<float>({0, 0}, {1, 1});
  const Box<float> far = make_box_from_aabb<float>({100, 0}, {101, 1});
  std::vector<Box<float>> a(padding + count, unit), b(padding + count, far);
  for (std::size_t i = padding + count / 2; i < padding + count; ++i) b[i] = unit;
  const harness::BoxArraysCopy<float> a_copy(a, 0), b_copy(b, 0);
  const auto past_padding = [](const BoxArrays<float>& all) {
    return BoxArrays<float>{all.center_x + padding, all.center_y + padding, all.u_x + padding,
                            all.u_y + padding,      all.v_x + padding,      all.v_y + padding};
  };
  std::vector<Relation> expected(count, Relation::disjoint);
  std::fill(expected.begin() + count / 2, expected.end(), Relation::overlapping);
  std::vector<Relation> answers(count);
  classify_pairs(past_padding(a_copy.arrays()), past_padding(b_copy.arrays()), count, answers.data());
  EXPECT_EQ(answers, expected);
  classify_one_against_many(unit, past_padding(b_copy.arrays()), count, answers.data());
  EXPECT_EQ(answers, expected);
  classify_pairs(a.data() + padding, b.data() + padding, count, answers.data());
  EXPECT_EQ(answers, expected);
  classify_one_against_many(unit, b.data() + padding, count, answers.data());
  EXPECT_EQ(answers, expected);
}

TEST(BatchFloatPrefilter, writes_no_relation_past_the_last_pair) {
  // Every group far apart along x, so the pre-filter answers each one
  // whole: the relations of a batch whose count is a multiple of the group
  // size end at the last pair (a guard value just past it stays as it was).
  const Box<float> origin = make_box_from_aabb<float>({0, 0}, {1, 1});
  const Box<float> right = make_box_from_aabb<float>({5, 0}, {6, 1});
  for (const std::size_t count : {16u, 32u, 64u}) {
    const std::vector<Box<float>> a(count, origin), b(count, right);
    std::vector<Relation> relations(count + 1, Relation::invalid);
    classify_pairs(a.data(), b.data(), count, relations.data());
    EXPECT_EQ(std::vector<Relation>(relations.begin(), relations.end() - 1), std::vector<Relation>(count, Relation::disjoint));
    EXPECT_EQ(relations.back(), Relation::invalid) << count << " pairs";
  }
}

TEST(BatchGroups, say_whether_every_pair_of_the_group_is_disjoint) {
  // classify_group's answer decides whether the float pre-filter is tried on
  // the next group (docs/performance.md): true only when all four pairs are
  // disjoint, whatever the others are, and whatever the array held before.
  // The relations themselves as classify's, and the slot past them untouched.
  const Box<float> origin = make_box_from_aabb<float>({0, 0}, {1, 1});
  const Box<float> right = make_box_from_aabb<float>({5, 0}, {6, 1});
  const Box<float> touching = make_box_from_aabb<float>({1, 0}, {2, 1});
  const Box<float> overlapping = make_box_from_aabb<float>({0.5f, 0.5f}, {2, 2});
  const auto group_of = [&](std::vector<Box<float>> others, Relation before) {
    const std::vector<Box<float>> a(others.size(), origin);
    Relation relations[5] = {before, before, before, before, before};
    const bool are_all_disjoint =
        detail::classify_group<float, 4>(detail::ArrayPairs<float>{a.data(), others.data()}, 0, relations);
    for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(relations[i], classify(origin, others[i])) << "pair " << i;
    EXPECT_EQ(relations[4], before);
    return are_all_disjoint;
  };
  for (const Relation before : {Relation::disjoint, Relation::overlapping}) {
    EXPECT_TRUE(group_of({right, right, right, right}, before));
    EXPECT_FALSE(group_of({right, right, touching, right}, before));
    EXPECT_FALSE(group_of({overlapping, right, right, right}, before));
    EXPECT_FALSE(group_of({touching, overlapping, touching, overlapping}, before));
  }
}
#endif

}  // namespace
}  // namespace obb2d
