// A program that uses obb2d the two ways a user can: through find_package
// (installed header, target obb2d::obb2d) or by copying the single header
// next to its sources (compiled with -DOBB2D_VENDORED).
#if defined(OBB2D_VENDORED)
#include "obb2d.hpp"
#else
#include <obb2d/obb2d.hpp>
#endif

#include <cstdio>

#if !defined(OBB2D_PROJECT_VERSION_NUMBER)
#error "build with -DOBB2D_PROJECT_VERSION_NUMBER, the version the package says it is"
#endif

int main() {
  const obb2d::Box<float> placed = obb2d::make_box_from_aabb<float>({0, 0}, {2, 2});
  const obb2d::Box<float> flush = obb2d::make_box_from_aabb<float>({2, 0}, {4, 2});
  const obb2d::Box<double> turned = obb2d::make_box_from_cos_sin<double>({12, 1}, {5, 5}, 0.6, 0.8);
  const obb2d::Box<double> square{{0, 0}, {5, 0}, {0, 5}};
  const bool is_right = obb2d::classify(placed, flush) == obb2d::Relation::touching &&
                        !obb2d::overlaps(placed, flush, obb2d::TouchingPolicy::open) &&
                        obb2d::overlaps(placed, flush, obb2d::TouchingPolicy::closed) &&
                        obb2d::classify(square, turned) == obb2d::Relation::touching &&
                        obb2d::version == OBB2D_PROJECT_VERSION_NUMBER;
  std::printf("consumer: %s\n", is_right ? "ok" : "WRONG");
  return is_right ? 0 : 1;
}
