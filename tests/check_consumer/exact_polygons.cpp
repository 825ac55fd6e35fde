// obb2d's polygon kernel declared as a user's routine: double vertex lists,
// yes/no answers (the routine says only whether they meet).
#include <obb2d/polygon.hpp>
#include <obb2d_check/kernel.hpp>

#include <vector>

namespace {

bool polygons_meet(const obb2d::check::Polygon<double>& a, const obb2d::check::Polygon<double>& b) {
  const auto points = [](const obb2d::check::Polygon<double>& list) {
    std::vector<obb2d::Vec2<double>> converted;
    for (const auto& p : list) converted.push_back({p.x, p.y});
    return converted;
  };
  const std::vector<obb2d::Vec2<double>> p = points(a), q = points(b);
  return obb2d::overlaps(obb2d::PolygonView<double>{p.data(), p.size()}, obb2d::PolygonView<double>{q.data(), q.size()},
                         obb2d::TouchingPolicy::closed);
}

}  // namespace

OBB2D_CHECK_KERNEL(polygons_meet)
