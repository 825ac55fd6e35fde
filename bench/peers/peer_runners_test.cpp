// Each peer runner of bench_peers on hand cases whose answer is plain (a
// clear overlap, a clear separation, a shared edge, a segment inside a box),
// checked against the oracle too; the AVX2 naive SAT against its scalar
// original; and the disagreement counts. A runner is tested only when its
// library was found (the OBB2D_HAVE_* definitions of bench/CMakeLists.txt).

#include "bench/peers/branchless_sat_avx2.hpp"
#include "bench/peers/disagreements.hpp"
#include "bench/peers/oracle_relations.hpp"
#include "bench/peers/seed_port_runners.hpp"
#include "bench/workloads.hpp"

#include "bench/peers/available_runners.hpp"
#if defined(OBB2D_HAVE_CGAL)
#include "bench/peers/cgal_polygon_runner.hpp"
#endif

#include <gtest/gtest.h>

#include <iterator>
#include <utility>
#include <vector>

namespace obb2d::bench::peers {
namespace {

Box<float> make_aabb(float x0, float y0, float x1, float y1) { return make_box_from_aabb<float>({x0, y0}, {x1, y1}); }

// The hand cases, by index.
constexpr std::size_t clear_overlap = 0, clear_separation = 1, shared_edge = 2, segment_inside = 3;

std::vector<BoxPair<float>> hand_cases() {
  const Box<float> square = make_aabb(0, 0, 2, 2);
  const Box<float> segment{{1, 1}, {0.5f, 0}, {0, 0}};  // zero area: the segment from (0.5, 1) to (1.5, 1)
  return {{square, make_aabb(1, 1, 3, 3)}, {square, make_aabb(5, 5, 6, 6)}, {square, make_aabb(2, 0, 4, 2)},
          {square, segment}};
}

TEST(hand_cases, oracle_gives_the_expected_relations) {
  const auto cases = hand_cases();
  EXPECT_EQ(oracle_relation(cases[clear_overlap].a, cases[clear_overlap].b), oracle::Relation::overlapping);
  EXPECT_EQ(oracle_relation(cases[clear_separation].a, cases[clear_separation].b), oracle::Relation::disjoint);
  EXPECT_EQ(oracle_relation(cases[shared_edge].a, cases[shared_edge].b), oracle::Relation::touching);
  EXPECT_EQ(oracle_relation(cases[segment_inside].a, cases[segment_inside].b), oracle::Relation::touching);
}

/// A closed-semantics runner that must get every hand case right.
template <class Runner>
void expect_closed_answers_on_positive_area_cases() {
  const Runner runner(hand_cases());
  EXPECT_TRUE(runner.intersects(clear_overlap));
  EXPECT_FALSE(runner.intersects(clear_separation));
  EXPECT_TRUE(runner.intersects(shared_edge));
}

TEST(seed_port_runners, xna_answers_clear_cases) {
  const XnaRunner runner(hand_cases());
  EXPECT_TRUE(runner.intersects(clear_overlap));
  EXPECT_FALSE(runner.intersects(clear_separation));
}

TEST(seed_port_runners, flipcode_answers_clear_cases) {
  const FlipcodeRunner runner(hand_cases());
  EXPECT_TRUE(runner.intersects(clear_overlap));
  EXPECT_FALSE(runner.intersects(clear_separation));
}

#if defined(OBB2D_HAVE_BOX2D)
TEST(box2d_runner, answers_clear_cases_and_counts_contact_within_its_skin) {
  expect_closed_answers_on_positive_area_cases<Box2dRunner<float>>();
  const Box2dRunner<float> runner(hand_cases());
  EXPECT_TRUE(runner.intersects(segment_inside));  // given as a b2EdgeShape
  // 0.005 apart: less than the two skins of 0.01 each, so "overlapping".
  const Box2dRunner<float> near_miss({{make_aabb(0, 0, 2, 2), make_aabb(2.005f, 0, 4, 2)}});
  EXPECT_TRUE(near_miss.intersects(0));
}
#endif

#if defined(OBB2D_HAVE_CGAL)
TEST(cgal_runner, orientation_test_answers_every_hand_case_with_closed_semantics) {
  expect_closed_answers_on_positive_area_cases<CgalOrientationRunner<float>>();
  const CgalOrientationRunner<float> runner(hand_cases());
  EXPECT_TRUE(runner.intersects(segment_inside));
}

TEST(cgal_runner, orientation_test_sees_a_segment_outside_a_box) {
  const Box<float> segment{{5, 1}, {0.5f, 0}, {0, 0}};
  const CgalOrientationRunner<float> runner({{make_aabb(0, 0, 2, 2), segment}});
  EXPECT_FALSE(runner.intersects(0));
}

TEST(cgal_runner, polygon_do_intersect_answers_whether_interiors_meet) {
  const CgalPolygonRunner<float> runner(hand_cases());
  EXPECT_TRUE(runner.intersects(clear_overlap));
  EXPECT_FALSE(runner.intersects(clear_separation));
  EXPECT_FALSE(runner.intersects(shared_edge));  // regularised: a shared edge is no intersection
}

TEST(cgal_runner, polygon_do_intersect_is_not_given_a_box_of_zero_area) {
  const CgalPolygonRunner<float> runner(hand_cases());
  EXPECT_EQ(runner.pair_indices(), (std::vector<std::size_t>{clear_overlap, clear_separation, shared_edge}));
}

// bench_polygons' CGAL rows: the lists as given, and checked once.
TEST(cgal_polygon_runner, answers_hand_pairs_as_polygon_hpp_does_as_given_and_checked_once) {
  using List = std::vector<Vec2<float>>;
  const List square = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const std::vector<std::pair<List, List>> pairs = {
      {square, {{1, 1}, {3, 1}, {3, 3}, {1, 3}}},             // overlapping
      {square, {{5, 5}, {6, 5}, {6, 6}, {5, 6}}},             // apart
      {square, {{2, 0}, {4, 0}, {4, 2}, {2, 2}}},             // a shared edge
      {square, {{0, 0}, {2, 2}, {2, 0}, {0, 2}}},             // a bow tie
      {square, {{0.5f, 1}, {1.5f, 1}}},                       // a segment inside
      {{{2, 2}, {0, 2}, {0, 0}, {2, 0}}, {{3, 1}, {2, 1}}}};  // clockwise; a segment ending on an edge
  PolygonSet<float> set;
  set.starts = {0};
  for (const auto& [a, b] : pairs) {
    for (const List& list : {a, b}) {
      set.vertices.insert(set.vertices.end(), list.begin(), list.end());
      set.starts.push_back(set.vertices.size());
    }
  }
  const Relation expected[] = {Relation::overlapping, Relation::disjoint, Relation::touching,
                               Relation::invalid,     Relation::touching, Relation::touching};
  const CgalPolygonOrientationRunner runner(set);
  ASSERT_EQ(set.pair_count(), std::size(expected));
  for (std::size_t i = 0; i < set.pair_count(); ++i) {
    EXPECT_EQ(classify(set.polygon(2 * i), set.polygon(2 * i + 1)), expected[i]) << "pair " << i;
    EXPECT_EQ(runner.classify(i), expected[i]) << "pair " << i;
    EXPECT_EQ(runner.classify_checked_once(i), expected[i]) << "pair " << i;
  }
}
#endif

#if defined(OBB2D_HAVE_BOOST_GEOMETRY)
TEST(boost_geometry_runner, answers_clear_cases_with_closed_semantics) {
  expect_closed_answers_on_positive_area_cases<BoostGeometryRunner<float>>();
}
#endif

#if defined(OBB2D_HAVE_GEOS)
TEST(geos_runner, answers_clear_cases_with_closed_semantics) {
  expect_closed_answers_on_positive_area_cases<GeosRunner<float>>();
}
#endif

TEST(avx2_naive_sat, gives_the_scalar_naive_sat_answers_bit_for_bit) {
  if (!has_avx2()) GTEST_SKIP() << "this CPU has no AVX2";
  for (const Workload workload : {Workload::random, Workload::touching, Workload::near}) {
    const auto& pairs = workload_pairs<float>(workload);
    std::vector<float> columns[6];
    for (const BoxPair<float>& pair : pairs) {
      const float numbers[6] = {pair.b.center.x, pair.b.center.y, pair.b.u.x, pair.b.u.y, pair.b.v.x, pair.b.v.y};
      for (int k = 0; k < 6; ++k) columns[k].push_back(numbers[k]);
    }
    const BoxArrays<float> others{columns[0].data(), columns[1].data(), columns[2].data(),
                                  columns[3].data(), columns[4].data(), columns[5].data()};
    const std::size_t count = pairs.size() - 3;  // not a multiple of 8: the scalar tail runs too
    for (std::size_t query = 0; query < 4; ++query) {
      std::vector<unsigned char> is_intersecting(count);
      overlaps_one_against_many_by_avx2_naive_sat(pairs[query].a, others, count, is_intersecting.data());
      std::size_t differences = 0;
      for (std::size_t i = 0; i < count; ++i) {
        differences += is_intersecting[i] != overlaps_by_naive_float_sat(pairs[query].a, others[i]);
      }
      EXPECT_EQ(differences, 0u) << workload_name(workload) << " query " << query;
    }
  }
}

TEST(disagreements, yes_no_answers_are_read_with_closed_semantics) {
  using oracle::Relation;
  const std::vector<Relation> truth = {Relation::disjoint, Relation::disjoint, Relation::touching,
                                       Relation::touching, Relation::overlapping, Relation::overlapping};
  const Disagreements counts = count_yes_no_disagreements({1, 0, 0, 1, 0, 1}, truth);
  EXPECT_EQ(counts.false_overlap, 1u);
  EXPECT_EQ(counts.touching_wrong, 1u);
  EXPECT_EQ(counts.missed_overlap, 1u);
  EXPECT_EQ(counts.pairs, 6u);
}

TEST(disagreements, three_way_answers_must_be_the_oracle_relation) {
  using oracle::Relation;
  const std::vector<Relation> truth = {Relation::disjoint, Relation::touching, Relation::overlapping,
                                       Relation::overlapping};
  const std::vector<obb2d::Relation> answers = {obb2d::Relation::touching, obb2d::Relation::touching,
                                                obb2d::Relation::touching, obb2d::Relation::overlapping};
  const Disagreements counts = count_relation_disagreements(answers, truth);
  EXPECT_EQ(counts.false_overlap, 1u);
  EXPECT_EQ(counts.touching_wrong, 0u);
  EXPECT_EQ(counts.missed_overlap, 1u);
}

}  // namespace
}  // namespace obb2d::bench::peers
