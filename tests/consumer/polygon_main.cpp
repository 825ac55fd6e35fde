// A program that uses the sibling header polygon.hpp the two ways a user
// can: installed (find_package) or copied next to obb2d.hpp (compiled with
// -DOBB2D_VENDORED). Exits 0 when its answers are right.
#if defined(OBB2D_VENDORED)
#include "polygon.hpp"
#else
#include <obb2d/polygon.hpp>
#endif

#include <cstdio>

int main() {
  // Two triangles sharing the edge (1, 0)-(0, 1) (also checked once), the
  // lower one against the square beyond that edge given as a box turned by
  // 45 degrees, a pentagram, and the hull of five points of which one is inside and
  // one on an edge.
  const obb2d::Vec2<float> lower[3] = {{0, 0}, {1, 0}, {0, 1}};
  const obb2d::Vec2<float> upper[3] = {{1, 0}, {1, 1}, {0, 1}};
  const obb2d::Vec2<double> pentagram[5] = {{0, 10}, {6, -8}, {-9, 3}, {9, 3}, {-6, -8}};
  obb2d::Vec2<double> cloud[5] = {{2, 2}, {1, 1}, {0, 2}, {0, 0}, {2, 0}};
  const obb2d::Relation relation =
      obb2d::classify(obb2d::PolygonView<float>{lower, 3}, obb2d::PolygonView<float>{upper, 3});
  const obb2d::PolygonCheck check = obb2d::check_polygon(obb2d::PolygonView<double>{pentagram, 5});
  const std::size_t corners = obb2d::make_convex_hull(cloud, 5);
  const obb2d::PolygonCertificate certificate =
      obb2d::certify(obb2d::PolygonView<float>{lower, 3}, obb2d::PolygonView<float>{upper, 3});
  const obb2d::CheckedPolygon<float> checked_lower(obb2d::PolygonView<float>{lower, 3});
  const obb2d::CheckedPolygon<float> checked_upper(obb2d::PolygonView<float>{upper, 3});
  const obb2d::Box<float> diamond{{1, 1}, {-0.5f, -0.5f}, {0.5f, -0.5f}};
  const bool is_right = relation == obb2d::Relation::touching && certificate.relation == relation &&
                        obb2d::classify(checked_lower, checked_upper) == relation &&
                        obb2d::overlaps(checked_lower, checked_upper, obb2d::TouchingPolicy::closed) &&
                        obb2d::classify(obb2d::PolygonView<float>{lower, 3}, diamond) == obb2d::Relation::touching &&
                        !obb2d::overlaps(checked_lower, diamond, obb2d::TouchingPolicy::open) &&
                        obb2d::is_certificate_valid(obb2d::PolygonView<float>{lower, 3},
                                                    obb2d::PolygonView<float>{upper, 3}, certificate) &&
                        check.problem == obb2d::PolygonProblem::self_intersecting && corners == 4 &&
                        !obb2d::overlaps(obb2d::PolygonView<float>{lower, 3}, obb2d::PolygonView<float>{upper, 3},
                                         obb2d::TouchingPolicy::open);
  std::printf("polygon consumer: %s\n", is_right ? "ok" : "WRONG");
  return is_right ? 0 : 1;
}
