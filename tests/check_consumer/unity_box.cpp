// Seed 001's Unity box routine (ports/unity_obb.hpp, bugs kept) declared as a
// user's routine: float boxes as center and half-edge vectors, yes/no.
#include <obb2d_check/kernel.hpp>

#include "unity_obb.hpp"

namespace {

bool unity_box_intersects(const obb2d::check::CenterHalfEdges<float>& a, const obb2d::check::CenterHalfEdges<float>& b) {
  using Port = obb2d::ports::unity::BoxSeedPort;
  const auto stored = [](const obb2d::check::CenterHalfEdges<float>& box) {
    return obb2d::oracle::StoredBox<double>{box.cx, box.cy, box.ux, box.uy, box.vx, box.vy};
  };
  return Port::intersects(Port::adapt(stored(a)), Port::adapt(stored(b)));
}

}  // namespace

OBB2D_CHECK_KERNEL(unity_box_intersects)
