/// @file
/// The sprite bounds target: one decoded sprite and transform
/// (harness/sprite_from_bytes.hpp); the production routine must agree with the
/// oracle exactly (harness/sprite_bounds_check.hpp), or the target aborts with a
/// reproduction. Seed 004's port (`xna-sprite`) keeps going: its disagreements
/// are grouped into classes (harness/xna_sprite_defects.hpp) and written at exit
/// to OBB2D_FINDINGS_FILE. OBB2D_KERNEL picks one ("sprite-bounds" or
/// "xna-sprite"); without it (ctest's replay) both run.

#include "harness/findings_log.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/sprite_bounds_check.hpp"
#include "harness/sprite_from_bytes.hpp"
#include "harness/xna_sprite_defects.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

namespace xna = obb2d::ports::xna_sprite;

/// The port's scans may take up to this many steps; beyond it the input is
/// left to the production routine (the port's cost grows with the area).
constexpr double port_scan_limit = 1 << 18;

obb2d::harness::FindingsLog& findings_log() {
  static obb2d::harness::FindingsLog log;
  return log;
}

/// Logs one port disagreement: class "bounds-as-DEFECT/KIND", the witness
/// as `obb2d sprite-bounds` arguments and the mask as text.
void record(const obb2d::harness::SpriteCase& sprite, const obb2d::oracle::StoredAffine<float>& stored,
            const std::string& defect, const std::uint8_t* data, std::size_t size) {
  findings_log().record("bounds", defect, obb2d::harness::sprite_transform_kind(stored), data, size,
                        obb2d::harness::format_matrix_arguments(sprite.transform), obb2d::harness::format_mask(sprite.mask),
                        true);
}

void check_production(const obb2d::harness::SpriteCase& sprite) {
  const std::string problems = obb2d::harness::find_sprite_bounds_disagreement(sprite.mask, sprite.transform);
  if (problems.empty()) return;
  std::fprintf(stderr, "\n== obb2d mismatch in sprite_bounds_vs_oracle: %s\nmask:   %s\nreplay: obb2d sprite-bounds MASK.png %s\n",
               problems.c_str(), obb2d::harness::format_mask(sprite.mask).c_str(),
               obb2d::harness::format_matrix_arguments(sprite.transform).c_str());
  std::abort();
}

void check_port(const obb2d::harness::SpriteCase& sprite, const std::uint8_t* data, std::size_t size) {
  const xna::Rectangle step1 =
      xna::CalculateTransformedBoundingBox({0, 0, sprite.mask.width, sprite.mask.height}, sprite.to_world);
  const auto stored = obb2d::harness::to_stored_affine(sprite.transform);
  if (xna::ScanStepCount(step1) > port_scan_limit) {
    if (obb2d::harness::is_unbounded_scan(step1)) record(sprite, stored, "unbounded-scan", data, size);
    return;
  }
  const xna::Rectangle answer = obb2d::ports::run_xna_sprite(sprite.mask.width, sprite.mask.height, sprite.mask.alpha,
                                                             sprite.mask.threshold, sprite.to_world);
  const std::string defect = obb2d::harness::classify_xna_sprite_answer(sprite.mask, stored, answer);
  if (!defect.empty()) record(sprite, stored, defect, data, size);
}

}  // namespace

/// An OBB2D_KERNEL that names no kernel here is refused before any input,
/// so that no campaign can count executions of a kernel that never ran.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr || std::strcmp(chosen, "sprite-bounds") == 0 || std::strcmp(chosen, "xna-sprite") == 0) {
    return 0;
  }
  std::fprintf(stderr, "sprite_bounds_vs_oracle: OBB2D_KERNEL '%s' names no kernel of this target\n", chosen);
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  const obb2d::harness::SpriteCase sprite = obb2d::harness::make_sprite_case_from_bytes(bytes);
  findings_log().count_execution();
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr || std::strcmp(chosen, "xna-sprite") != 0) check_production(sprite);
  if (chosen == nullptr || std::strcmp(chosen, "xna-sprite") == 0) check_port(sprite, data, size);
  return 0;
}
