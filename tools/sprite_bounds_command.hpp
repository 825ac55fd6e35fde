#pragma once
/// @file
/// `obb2d sprite-bounds IMAGE.png [OPTIONS]`: the world bounds of a PNG
/// sprite's opaque pixels under an XNA-style placement or a 2x3 matrix, as
/// one kernel computes them, optionally with an SVG picture.

#include "command_options.hpp"
#include "sprite_kernels.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace obb2d::cli {

/// Reads the image and builds the scene from the command's arguments (the
/// image path and the placement, --matrix and --threshold options; --kernel,
/// --svg and --title are accepted and ignored). Returns "" or what is wrong;
/// `is_image_error` tells an unreadable image from bad arguments.
std::string make_sprite_scene(const std::vector<std::string>& arguments, SpriteScene& scene, bool& is_image_error);

/// Runs the command with the arguments after "sprite-bounds". Exit status:
/// 0 answered (including "none" for a transparent sprite and "invalid" for a
/// NaN or infinite transform), 1 the image cannot be read or the picture
/// cannot be written, 2 bad arguments.
int run_sprite_bounds_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err);

/// The text `obb2d sprite-bounds --help` prints.
std::string sprite_bounds_usage();

/// The options `obb2d sprite-bounds` accepts: the table its parser reads
/// and its --help lists.
const std::vector<CommandOption>& sprite_bounds_options();

}  // namespace obb2d::cli
