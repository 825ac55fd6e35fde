#pragma once
/// @file
/// The sprite part of the report of `obb2d verify`: the classes the sprite
/// target (fuzz/sprite_bounds_vs_oracle.cpp) found, each with its count,
/// first find, witness shrunk as its class allows (harness/sprite_shrink.hpp),
/// a PNG of the mask, the `obb2d sprite-bounds` line that shows it, and an
/// SVG picture (report/sprite/pictures/).

#include "findings_line.hpp"

#include <filesystem>
#include <iosfwd>
#include <vector>

namespace obb2d::cli {

/// Writes the section of the sprite kernels' `results` to `summary` and
/// their pictures into `report`/sprite/; false when a witness could not be
/// read back or a file could not be written.
bool write_sprite_findings(const std::vector<KernelResult>& results, const std::filesystem::path& report,
                           std::ostream& summary);

}  // namespace obb2d::cli
