// A program that uses the sibling header sprite_bounds.hpp the two ways a
// user can: installed (find_package) or copied next to obb2d.hpp
// (compiled with -DOBB2D_VENDORED). Exits 0 when its answer is right.
#if defined(OBB2D_VENDORED)
#include "sprite_bounds.hpp"
#else
#include <obb2d/sprite_bounds.hpp>
#endif

#include <cstdio>

// x == value, written so that the strict warning sets (-Wfloat-equal) the
// consumer builds with accept it.
static bool is_exactly(float x, float value) { return x <= value && x >= value; }

int main() {
  // A 2 x 2 mask with one opaque pixel at (1, 0), moved by (10, 20).
  const unsigned char alpha[4] = {0, 255, 0, 0};
  const obb2d::SpriteShape shape = obb2d::make_sprite_shape({alpha, 2, 2, 1, 2}, 0);
  const obb2d::SpriteBounds<float> bounds = obb2d::make_sprite_bounds<float>({1, 0, 0, 1, 10, 20}, shape);
  const bool is_right = bounds.status == obb2d::SpriteBoundsStatus::bounded && is_exactly(bounds.aabb.min.x, 11) &&
                        is_exactly(bounds.aabb.max.x, 12) && is_exactly(bounds.aabb.min.y, 20) &&
                        is_exactly(bounds.aabb.max.y, 21) &&
                        obb2d::classify(bounds.box, bounds.box) == obb2d::Relation::overlapping;
  std::printf("sprite consumer: %s\n", is_right ? "ok" : "WRONG");
  return is_right ? 0 : 1;
}
