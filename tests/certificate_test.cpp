// certify(): the separating or contact axis, and the witness where boxes
// meet, each checked here against exact rationals.

#include "harness/box_pair_from_bytes.hpp"
#include "harness/certificate_check.hpp"
#include "harness/mismatch_report.hpp"
#include "kernel_test_support.hpp"

#include <array>
#include <random>

namespace obb2d {
namespace {

TEST(Certify, gives_a_separating_axis_for_disjoint_boxes) {
  const Box<double> a{{0, 0}, {1, 0}, {0, 1}}, b{{3, 0}, {1, 0}, {0, 1}};
  const Certificate<double> certificate = certify(a, b);
  EXPECT_EQ(certificate.relation, Relation::disjoint);
  EXPECT_EQ(certificate.axis.y, 0.0);  // perpendicular to v = (0, 1): the x axis
  EXPECT_NE(certificate.axis.x, 0.0);
}

TEST(Certify, gives_the_contact_axis_for_touching_boxes) {
  const Box<float> a{{0, 0}, {1, 0}, {0, 1}}, b{{2, 2}, {1, 0}, {0, 1}};
  const Certificate<float> certificate = certify(a, b);
  EXPECT_EQ(certificate.relation, Relation::touching);
  EXPECT_TRUE(certificate.axis.x != 0 || certificate.axis.y != 0);
}

TEST(Certify, gives_no_axis_for_overlapping_boxes_or_zero_area_contact) {
  const Box<float> a{{0, 0}, {1, 0}, {0, 1}};
  const Certificate<float> overlapping = certify(a, Box<float>{{1, 0}, {1, 0}, {0, 1}});
  EXPECT_EQ(overlapping.relation, Relation::overlapping);
  EXPECT_EQ(overlapping.axis.x, 0.0f);
  EXPECT_EQ(overlapping.axis.y, 0.0f);
  const Certificate<float> point_inside = certify(a, Box<float>{{0.5f, 0}, {0, 0}, {0, 0}});
  EXPECT_EQ(point_inside.relation, Relation::touching);
  EXPECT_EQ(point_inside.axis.x, 0.0f);
  EXPECT_EQ(point_inside.axis.y, 0.0f);
}

TEST(Certify, names_a_corner_inside_for_containment) {
  const Box<double> big{{0, 0}, {4, 0}, {0, 4}}, small{{1, 1}, {1, 0}, {0, 1}};
  const Certificate<double> certificate = certify(big, small);
  EXPECT_EQ(certificate.relation, Relation::overlapping);
  EXPECT_EQ(certificate.witness.kind, Witness::Kind::corner_of_b_in_a);
  EXPECT_TRUE(is_witness_valid(big, small, certificate.witness));
}

TEST(Certify, names_two_edges_for_a_cross_shaped_overlap) {
  // A long thin box across another: no corner of either lies in the other.
  const Box<float> across{{0, 0}, {5, 0}, {0, 1}}, along{{0, 0}, {1, 0}, {0, 5}};
  const Certificate<float> certificate = certify(across, along);
  EXPECT_EQ(certificate.relation, Relation::overlapping);
  EXPECT_EQ(certificate.witness.kind, Witness::Kind::edges_meet);
  EXPECT_TRUE(is_witness_valid(across, along, certificate.witness));
}

TEST(IsWitnessValid, refuses_a_witness_that_is_false) {
  const Box<float> a{{0, 0}, {1, 0}, {0, 1}}, b{{2, 2}, {1, 0}, {0, 1}};  // touching at (1,1) only
  EXPECT_TRUE(is_witness_valid(a, b, Witness{Witness::Kind::corner_of_a_in_b, 0, 0}));   // corner (1,1)
  EXPECT_FALSE(is_witness_valid(a, b, Witness{Witness::Kind::corner_of_a_in_b, 2, 0}));  // corner (-1,-1)
  EXPECT_FALSE(is_witness_valid(a, b, Witness{}));
  EXPECT_FALSE(is_witness_valid(a, b, Witness{Witness::Kind::edges_meet, 4, 0}));  // no edge 4
  // No corner 4, though read as corner 2, b's (1,1), it would meet: refused
  // whichever feature is out of range, and whatever the other is.
  EXPECT_TRUE(is_witness_valid(a, b, Witness{Witness::Kind::corner_of_b_in_a, 0, 2}));
  EXPECT_FALSE(is_witness_valid(a, b, Witness{Witness::Kind::corner_of_b_in_a, 0, 4}));
  EXPECT_FALSE(is_witness_valid(b, a, Witness{Witness::Kind::corner_of_a_in_b, 4, 0}));
}

TEST(IsWitnessValid, refuses_every_witness_on_a_box_that_is_not_finite) {
  // Each witness below is true for the boxes as given: they touch at (1, 1),
  // A's corner 0 and B's corner 2, where A's top and right edges (0, 3)
  // meet B's bottom and left ones (2, 1). With any one number of A or of B
  // made NaN or infinite, the boxes are invalid and no witness holds.
  const Witness witnesses[] = {{Witness::Kind::corner_of_a_in_b, 0, 0},
                               {Witness::Kind::corner_of_b_in_a, 0, 2},
                               {Witness::Kind::edges_meet, 0, 2},
                               {Witness::Kind::edges_meet, 3, 1}};
  const Box<double> a{{0, 0}, {1, 0}, {0, 1}}, b{{2, 2}, {1, 0}, {0, 1}};
  for (const Witness& witness : witnesses) ASSERT_TRUE(is_witness_valid(a, b, witness));
  for (const double bad : {NAN, INFINITY, -INFINITY}) {
    for (int k = 0; k < 12; ++k) {
      Box<double> changed[2] = {a, b};
      double* numbers[2][6] = {{&changed[0].center.x, &changed[0].center.y, &changed[0].u.x, &changed[0].u.y,
                                &changed[0].v.x, &changed[0].v.y},
                               {&changed[1].center.x, &changed[1].center.y, &changed[1].u.x, &changed[1].u.y,
                                &changed[1].v.x, &changed[1].v.y}};
      *numbers[k / 6][k % 6] = bad;
      for (const Witness& witness : witnesses) {
        EXPECT_FALSE(is_witness_valid(changed[0], changed[1], witness)) << "number " << k << " made " << bad;
      }
    }
  }
}

// The rational check itself must refuse what is false, or the fuzz target's
// agreement with it proves nothing.
TEST(CertificateCheck, refuses_a_certificate_that_says_something_false) {
  using oracle::StoredBox;
  const StoredBox<double> a{0, 0, 1, 0, 0, 1}, touching_b{2, 0, 1, 0, 0, 1}, apart_b{3, 0, 1, 0, 0, 1};
  const harness::ExactBox exact_a = harness::make_exact_box(a), exact_touching = harness::make_exact_box(touching_b);
  const Witness corner_on_contact{Witness::Kind::corner_of_a_in_b, 0, 0};  // (1, 1) lies on B's left edge
  const Witness corner_off_contact{Witness::Kind::corner_of_a_in_b, 1, 0};  // (-1, 1) does not
  EXPECT_TRUE(harness::is_certificate_valid(exact_a, exact_touching,
                                            Certificate<double>{Relation::touching, {1, 0}, corner_on_contact}));
  EXPECT_FALSE(harness::is_certificate_valid(exact_a, exact_touching,
                                             Certificate<double>{Relation::touching, {1, 0}, corner_off_contact}));
  EXPECT_FALSE(harness::is_certificate_valid(exact_a, exact_touching,
                                             Certificate<double>{Relation::touching, {1, 1}, corner_on_contact}));
  EXPECT_FALSE(harness::is_certificate_valid(exact_a, exact_touching, Certificate<double>{Relation::disjoint, {1, 0}, {}}));
  EXPECT_TRUE(harness::is_certificate_valid(a, apart_b, Certificate<double>{Relation::disjoint, {1, 0}, {}}));
  EXPECT_FALSE(harness::is_certificate_valid(a, apart_b, Certificate<double>{Relation::disjoint, {0, 1}, {}}));
  EXPECT_FALSE(harness::is_certificate_valid(a, apart_b, Certificate<double>{Relation::invalid, {1, 0}, {}}));
  EXPECT_EQ(harness::exact_gap_along(a, apart_b, Vec2<double>{2, 0}), 2);  // (3 - 0) * 2 - (1 + 1) * 2
  // An axis must be one of the six candidates, even where another separates.
  EXPECT_FALSE(harness::is_certificate_valid(a, apart_b, Certificate<double>{Relation::disjoint, {2, 0}, {}}));
  const StoredBox<double> turned_b{10, 0, 1, 1, -1, 1};  // uB = (1, 1) turned: (-1, 1), a gap of 10 - 4
  EXPECT_TRUE(harness::is_certificate_valid(a, turned_b, Certificate<double>{Relation::disjoint, {-1, 1}, {}}));
  EXPECT_FALSE(harness::is_certificate_valid(a, turned_b, Certificate<double>{Relation::disjoint, {1, -1}, {}}));
}

template <class T>
class CertificateAgainstRationals : public ::testing::Test {};
using Precisions = ::testing::Types<float, double>;
TYPED_TEST_SUITE(CertificateAgainstRationals, Precisions);

TYPED_TEST(CertificateAgainstRationals, holds_on_random_boundary_pairs) {
  using T = TypeParam;
  std::mt19937_64 random(13);
  int count[4] = {0, 0, 0, 0};
  std::string description;
  for (int i = 0; i < 20'000; ++i) {
    const auto [a, b] = testing_support::make_boundary_pair<T>(random, description);
    const Certificate<T> certificate = certify(a, b);
    ++count[static_cast<int>(certificate.relation)];
    ASSERT_TRUE(harness::is_certificate_valid(testing_support::to_stored_box(a), testing_support::to_stored_box(b),
                                           certificate))
        << "pair " << i << ": " << description;
  }
  EXPECT_GT(count[static_cast<int>(Relation::disjoint)], 500);
  EXPECT_GT(count[static_cast<int>(Relation::touching)], 500);
  EXPECT_GT(count[static_cast<int>(Relation::overlapping)], 500);
  EXPECT_GT(count[static_cast<int>(Relation::invalid)], 10);
}

}  // namespace
}  // namespace obb2d
