// Every ordered pair of boxes from a small integer grid, against the oracle's
// answers stored in corpus/portability/grid_relations.txt (which the test
// portability.stored_answers_are_current recomputes with the oracle in the
// default build, so the table is the oracle's). Boxes: center in {0, 1, 2} x
// {0, 1}, u and v each in {-1, 0, 1}^2: 6 * 9 * 9 = 486 boxes (squares,
// diamonds, parallelograms, flipped and swapped half-edges, segments,
// points), 486^2 = 236,196 ordered pairs per precision. This file is built
// three times: as it is, on the scalar edge filter (OBB2D_NO_SIMD) and with
// contracted products (-ffp-contract=fast -mfma).

#include "portability/answer_files.hpp"
#include "portability/grid_boxes.hpp"

#include <obb2d/obb2d.hpp>

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

namespace obb2d {
namespace {

using portability::grid_box_count;
using portability::make_grid_boxes;

template <class T>
class ExhaustiveGrid : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(ExhaustiveGrid, Precisions);

TYPED_TEST(ExhaustiveGrid, every_pair_agrees_with_the_oracle) {
  using T = TypeParam;
  std::vector<Relation> table;
  std::string error;
  ASSERT_TRUE(portability::read_grid_relations(OBB2D_PORTABILITY_CORPUS_DIR "/grid_relations.txt", grid_box_count,
                                               grid_box_count, table, error))
      << error;
  const std::vector<Box<T>> boxes = make_grid_boxes<T>();
  ASSERT_EQ(boxes.size(), std::size_t(grid_box_count));
  std::array<long, 3> count = {0, 0, 0};
  long mismatches = 0;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    for (std::size_t j = 0; j < boxes.size(); ++j) {
      const Box<T>& a = boxes[i];
      const Box<T>& b = boxes[j];
      const Relation expected = table[i * boxes.size() + j];
      const Relation actual = classify(a, b);
      ++count[static_cast<int>(expected)];
      if (actual != expected && ++mismatches <= 5) {
        ADD_FAILURE() << "A=(" << a.center.x << "," << a.center.y << "," << a.u.x << "," << a.u.y << ","
                      << a.v.x << "," << a.v.y << ") B=(" << b.center.x << "," << b.center.y << "," << b.u.x
                      << "," << b.u.y << "," << b.v.x << "," << b.v.y << "): kernel " << to_string(actual)
                      << ", oracle " << to_string(expected);
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
  EXPECT_EQ(count[0] + count[1] + count[2], 236'196);
  for (const long relation_count : count) EXPECT_GT(relation_count, 10'000);
}

}  // namespace
}  // namespace obb2d
