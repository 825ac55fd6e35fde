/// @file
/// The sprite bounds target: one decoded sprite and transform
/// (harness/sprite_from_bytes.hpp); the production routine must agree with the
/// oracle exactly (harness/sprite_bounds_check.hpp), or the target writes the
/// class to the campaign's findings log and aborts with a reproduction. Seed 004's port (`xna-sprite`) keeps going: its disagreements
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

obb2d::harness::FindingsLog& findings_log() {
  static obb2d::harness::FindingsLog log;
  return log;
}

/// One disagreement of a sprite kernel: class "bounds-as-DEFECT/KIND", the
/// witness as `obb2d sprite-bounds` arguments and the mask as text.
obb2d::harness::Disagreement disagreement_of(const obb2d::harness::SpriteCase& sprite, const std::string& defect,
                                             const std::string& kind) {
  return {"bounds", defect, kind, obb2d::harness::format_matrix_arguments(sprite.transform),
          obb2d::harness::format_mask(sprite.mask)};
}

/// The production routine against the oracle: a disagreement is written to
/// the campaign's findings log (harness/sprite_bounds_check.hpp names its
/// class), then printed as a reproduction, and the target aborts.
void check_production(const obb2d::harness::SpriteCase& sprite, const std::uint8_t* data, std::size_t size) {
  const std::string production_class = obb2d::harness::find_sprite_bounds_class(sprite.mask, sprite.transform);
  if (production_class.empty()) return;
  const std::size_t slash = production_class.find('/');
  const obb2d::harness::Disagreement disagreement =
      disagreement_of(sprite, production_class.substr(0, slash), production_class.substr(slash + 1));
  obb2d::harness::record_production_and_abort(findings_log(), disagreement, data, size, [&] {
    std::fprintf(stderr,
                 "\n== obb2d mismatch in sprite_bounds_vs_oracle: %s\nmask:   %s\nreplay: obb2d sprite-bounds MASK.png %s\n",
                 obb2d::harness::find_sprite_bounds_disagreement(sprite.mask, sprite.transform).c_str(),
                 obb2d::harness::format_mask(sprite.mask).c_str(),
                 obb2d::harness::format_matrix_arguments(sprite.transform).c_str());
    std::abort();
  });
}

void check_port(const obb2d::harness::SpriteCase& sprite, const std::uint8_t* data, std::size_t size) {
  const std::string port_class = obb2d::harness::find_xna_sprite_class(sprite.mask, sprite.to_world);
  if (port_class.empty()) return;
  const std::size_t slash = port_class.find('/');
  findings_log().record(disagreement_of(sprite, port_class.substr(0, slash), port_class.substr(slash + 1)), data, size);
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
  if (chosen == nullptr || std::strcmp(chosen, "xna-sprite") != 0) check_production(sprite, data, size);
  if (chosen == nullptr || std::strcmp(chosen, "xna-sprite") == 0) check_port(sprite, data, size);
  return 0;
}
