/// @file
/// The sprite bounds target: one decoded sprite and transform
/// (harness/sprite_from_bytes.hpp); the production routine must agree with the
/// oracle exactly (harness/sprite_bounds_check.hpp), or the target writes the
/// class to the campaign's findings log and aborts with a reproduction. Seed 004's port (`xna-sprite`) keeps going: its disagreements
/// are grouped into classes (harness/xna_sprite_defects.hpp) and written at exit
/// to OBB2D_FINDINGS_FILE. The kernels are the registry's rows that take
/// sprites (harness/kernels.hpp); OBB2D_KERNEL picks one ("sprite-bounds" or
/// "xna-sprite"); without it (ctest's replay) all run.

#include "harness/findings_log.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/kernels.hpp"
#include "harness/sprite_bounds_check.hpp"
#include "harness/sprite_from_bytes.hpp"

#include <cstdio>
#include <cstdlib>

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

/// One sprite kernel of the registry against the oracle (its row names the
/// class of a disagreement). A port's disagreement is recorded and the run
/// goes on; the production routine's is written to the campaign's findings
/// log, then printed as a reproduction, and the target aborts.
void check_kernel(const obb2d::harness::Kernel& kernel, const obb2d::harness::SpriteCase& sprite,
                  const std::uint8_t* data, std::size_t size) {
  const std::string found = kernel.sprite_class(sprite);
  if (found.empty()) return;
  const std::size_t slash = found.find('/');
  const obb2d::harness::Disagreement disagreement = disagreement_of(sprite, found.substr(0, slash), found.substr(slash + 1));
  if (kernel.role != obb2d::harness::KernelRole::production) return findings_log().record(disagreement, data, size);
  obb2d::harness::record_production_and_abort(findings_log(), disagreement, data, size, [&] {
    std::fprintf(stderr,
                 "\n== obb2d mismatch in sprite_bounds_vs_oracle: %s\nmask:   %s\nreplay: obb2d sprite-bounds MASK.png %s\n",
                 obb2d::harness::find_sprite_bounds_disagreement(sprite.mask, sprite.transform).c_str(),
                 obb2d::harness::format_mask(sprite.mask).c_str(),
                 obb2d::harness::format_matrix_arguments(sprite.transform).c_str());
    std::abort();
  });
}

/// The kernels of this target: those of the registry that take sprites.
bool is_fuzzed(const obb2d::harness::Kernel* kernel) {
  return kernel != nullptr && kernel->takes(obb2d::harness::Shape::sprite);
}

}  // namespace

/// An OBB2D_KERNEL that names no kernel here is refused before any input,
/// so that no campaign can count executions of a kernel that never ran.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* chosen = std::getenv("OBB2D_KERNEL");
  if (chosen == nullptr || is_fuzzed(obb2d::harness::find_kernel(chosen))) return 0;
  std::fprintf(stderr, "sprite_bounds_vs_oracle: OBB2D_KERNEL '%s' names no kernel of this target\n", chosen);
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  const obb2d::harness::SpriteCase sprite = obb2d::harness::make_sprite_case_from_bytes(bytes);
  findings_log().count_execution();
  if (const char* chosen = std::getenv("OBB2D_KERNEL")) {
    check_kernel(*obb2d::harness::find_kernel(chosen), sprite, data, size);
  } else {
    for (const obb2d::harness::Kernel& kernel : obb2d::harness::all_kernels()) {
      if (is_fuzzed(&kernel)) check_kernel(kernel, sprite, data, size);
    }
  }
  return 0;
}
