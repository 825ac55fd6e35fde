// obb2d's box kernel declared as a user's routine: float boxes as center and
// half-edge vectors, three-way answers.
#include <obb2d/obb2d.hpp>
#include <obb2d_check/kernel.hpp>

namespace {

obb2d::check::Answer classify_boxes(const obb2d::check::CenterHalfEdges<float>& a,
                                    const obb2d::check::CenterHalfEdges<float>& b) {
  const obb2d::Box<float> p{{a.cx, a.cy}, {a.ux, a.uy}, {a.vx, a.vy}}, q{{b.cx, b.cy}, {b.ux, b.uy}, {b.vx, b.vy}};
  switch (obb2d::classify(p, q)) {
    case obb2d::Relation::disjoint: return obb2d::check::Answer::disjoint;
    case obb2d::Relation::touching: return obb2d::check::Answer::touching;
    default: return obb2d::check::Answer::overlapping;
  }
}

}  // namespace

OBB2D_CHECK_KERNEL(classify_boxes)
