#include "sprite_bounds_command.hpp"

#include "command_options.hpp"
#include "png_mask.hpp"
#include "ports/sprite_adapters.hpp"
#include "sprite_kernels.hpp"
#include "sprite_picture.hpp"

#include <obb2d/sprite_bounds.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <ostream>
#include <sstream>

namespace obb2d::cli {
namespace {

struct SpriteBoundsOptions {
  std::string image;
  std::string mask;  ///< --mask WxH:HEX, instead of an image
  float position[2] = {0, 0};
  float origin[2] = {0, 0};
  float scale = 1;
  float rotation = 0;
  bool has_placement = false;
  bool has_matrix = false;
  float matrix[6] = {1, 0, 0, 1, 0, 0};
  int threshold = 0;
  std::string kernel = "exact";
  std::string svg;
  std::string title;
  bool prints_help = false;
};

/// Why `item` is not one float in strtof syntax (1.5, -2, 0x1p-3, nan, inf),
/// or "" with the float in `number`. The number is the whole item: strtof
/// would skip leading spaces, which no other option allows. A decimal beyond
/// float's range would silently become infinity (or 0): NaN and infinity are
/// read only when written as such, since the command shows how each kernel
/// answers them.
std::string read_float(const std::string& item, float& number) {
  if (item.empty() || std::isspace(static_cast<unsigned char>(item.front()))) return "'" + item + "' is not a number";
  char* end = nullptr;
  errno = 0;
  number = std::strtof(item.c_str(), &end);
  if (end == item.c_str() || *end != '\0') return "'" + item + "' is not a number";
  if (errno == ERANGE && std::isinf(number)) return "'" + item + "' is beyond float's range (about 3.4e38)";
  if (errno == ERANGE && number == 0) return "'" + item + "' is too small for a float (it would read as 0)";
  return "";
}

/// Why `text` is not `count` comma-separated floats (read_float), or "" with
/// them in `numbers`.
std::string read_floats(const std::string& text, float* numbers, int count) {
  std::stringstream list(text);
  std::string item;
  int parsed = 0;
  while (std::getline(list, item, ',')) {
    if (parsed == count) return "more than " + std::to_string(count) + " numbers";
    if (const std::string why = read_float(item, numbers[parsed++]); !why.empty()) return why;
  }
  if (!text.empty() && text.back() == ',') return "a comma at the end";
  if (parsed != count) return "fewer than " + std::to_string(count) + " numbers";
  return "";
}

std::string parse_options(const std::vector<std::string>& arguments, SpriteBoundsOptions& options) {
  const CommandArguments read = read_command_arguments(arguments, sprite_bounds_options());
  options.prints_help = read.has("--help");
  if (!read.problem.empty()) return read.problem;
  for (const CommandArgument& argument : read.read) {
    const std::string& value = argument.value;
    if (!argument.option) {
      if (!options.image.empty()) return "more than one image ('" + options.image + "', '" + value + "')";
      options.image = value;
      continue;
    }
    const std::string& name = argument.option->name;
    if (name == "--help") {
      continue;
    } else if (name == "--position" || name == "--origin") {
      const std::string why = read_floats(value, name == "--position" ? options.position : options.origin, 2);
      if (!why.empty()) return name + " takes x,y (two numbers), not '" + value + "': " + why;
      options.has_placement = true;
    } else if (name == "--scale" || name == "--rotation") {
      const std::string why = read_floats(value, name == "--scale" ? &options.scale : &options.rotation, 1);
      if (!why.empty()) return name + " takes one number, not '" + value + "': " + why;
      options.has_placement = true;
    } else if (name == "--matrix") {
      const std::string why = read_floats(value, options.matrix, 6);
      if (!why.empty()) return "--matrix takes a,b,c,d,e,f (six numbers), not '" + value + "': " + why;
      options.has_matrix = true;
    } else if (name == "--threshold") {
      const std::optional<long> threshold = parse_count(value, 0, 255);
      if (!threshold) {
        return "--threshold takes an integer 0..255 (digits only), not '" + value + "'";
      }
      options.threshold = static_cast<int>(*threshold);
    } else if (name == "--kernel") {
      const auto& names = sprite_kernel_names();
      if (std::find(names.begin(), names.end(), value) == names.end()) return "unknown kernel '" + value + "' (see --help)";
      options.kernel = value;
    } else if (name == "--mask") {
      if (value.empty()) return "--mask takes WxH:HEX, not ''";
      options.mask = value;
    } else if (name == "--svg") {
      if (value.empty()) return "--svg takes a file name, not ''";
      options.svg = value;
    } else if (name == "--title") {
      options.title = value;
    } else {
      return describe_unhandled_option(*argument.option);
    }
  }
  if (options.prints_help) return "";
  if (options.image.empty() && options.mask.empty()) return "no image given (IMAGE.png or --mask)";
  if (!options.image.empty() && !options.mask.empty()) return "give IMAGE.png or --mask, not both";
  if (options.has_matrix && options.has_placement) {
    return "give --matrix or the placement (--position, --origin, --scale, --rotation), not both";
  }
  return "";
}

/// The scene every kernel sees: the placement turned into a matrix as XNA
/// does (seed 004's toWorldSpace), or the matrix as given.
SpriteScene make_scene(const SpriteBoundsOptions& options, oracle::SpriteMask mask) {
  SpriteScene scene;
  scene.mask = std::move(mask);
  scene.mask.threshold = static_cast<unsigned char>(options.threshold);
  if (options.has_matrix) {
    const float* m = options.matrix;  // x' = a x + b y + e, y' = c x + d y + f
    scene.transform = {m[0], m[2], m[1], m[3], m[4], m[5]};
    scene.to_world = ports::to_xna_matrix(scene.transform);
  } else {
    scene.to_world = ports::xna_sprite::MakeToWorldSpace({options.position[0], options.position[1]},
                                                         {options.origin[0], options.origin[1]}, options.scale,
                                                         options.rotation);
    scene.transform = ports::to_affine(scene.to_world);
  }
  return scene;
}

}  // namespace

std::string make_sprite_scene(const std::vector<std::string>& arguments, SpriteScene& scene, bool& is_image_error) {
  SpriteBoundsOptions options;
  is_image_error = false;
  const std::string problem = parse_options(arguments, options);
  if (!problem.empty()) return problem;
  if (!options.mask.empty()) {
    PngMaskResult read = read_text_mask(options.mask);
    if (!read.error.empty()) return "--mask: " + read.error;
    scene = make_scene(options, std::move(read.mask));
    return "";
  }
  PngMaskResult read = read_png_mask(options.image);
  if (!read.error.empty()) {
    is_image_error = true;
    return "cannot read '" + options.image + "' as a PNG image: " + read.error;
  }
  scene = make_scene(options, std::move(read.mask));
  return "";
}

const std::vector<CommandOption>& sprite_bounds_options() {
  static const std::vector<CommandOption> options = {
      {"--position", "x,y", "where the origin lands in the world (default 0,0)", ""},
      {"--origin", "x,y", "the sprite point placed at the position, the center of scale and\nrotation (default 0,0)",
       ""},
      {"--scale", "s", "the scale (default 1)", ""},
      {"--rotation", "rad", "the turn, in radians (default 0)", ""},
      {"--matrix", "a,b,c,d,e,f", "instead of the placement: x' = a x + b y + e, y' = c x + d y + f", ""},
      {"--mask", "WxH:HEX", "instead of IMAGE.png: the alpha of W x H pixels as text, two hex\ndigits a pixel, row by row from the top (W or H may be 0)", ""},
      {"--threshold", "t", "a pixel is opaque when its alpha is above t (0..255, default 0)", ""},
      {"--kernel", "NAME", "who answers (below; default exact)", ""},
      {"--svg", "OUT", "also write a picture to OUT: opaque pixels, exact bounds,\nthe kernel's AABB and box", ""},
      {"--title", "TEXT", "the picture's caption (default: the command)", ""},
      {"--help", "", "this text", "-h"},
  };
  return options;
}

std::string sprite_bounds_usage() {
  return "usage: obb2d sprite-bounds IMAGE.png [OPTIONS]\n"
         "       obb2d sprite-bounds --mask WxH:HEX [OPTIONS]\n"
         "\n"
         "The world bounds of the sprite's opaque pixels (pixel (x, y) is the square\n"
         "[x, x+1] x [y, y+1]) under an XNA-style placement, turned into a float matrix\n"
         "exactly as XNA does (translate by -origin, scale, rotate, translate by\n"
         "position), or under --matrix. Prints the matrix used, the AABB (min x, min y,\n"
         "max x, max y), a box line (cx cy ux uy vx vy: six numbers, ready for\n"
         "`obb2d classify --precision double`, two of them on one line make a pair) and\n"
         "a box-note line (whether that box is exact, or how it relates to the kernel's).\n"
         "\n" +
         describe_command_options(sprite_bounds_options()) +
         "\n"
         "kernels: exact       the production routine (default): AABB in float, each side\n"
         "                     rounded outward; box of the opaque rectangle in double\n"
         "         oracle      exact rationals, by brute force over every opaque pixel\n"
         "                     (its box line: the nearest doubles)\n"
         "         xna-sprite  seed 004's routine as written (a Rectangle of ints)\n"
         "\n"
         "A transparent sprite prints 'aabb none': it has no box. The picture maps the\n"
         "bounds into its panel whatever their size (every number in it is finite and\n"
         "small); what cannot be drawn is left out and its last line says why (no pixel\n"
         "for a matrix holding NaN or infinity: the answer is then 'invalid'). A mask\n"
         "whose rows hold over 10,000 runs of opaque pixels is drawn in cells of 2^k x 2^k\n"
         "pixels, grey when any pixel is opaque, and the picture says so. The picture is\n"
         "drawn whole before OUT is written.\n"
         "Each number is the whole argument, in strtof's syntax (1.5, -2, 0x1p-3); one\n"
         "beyond float's range is refused (nan and inf are read when written so).\n"
         "An image of more than 16,777,216 pixels (4096 x 4096), or a --mask side over\n"
         "16,777,216, is refused before its pixels are read. Exit status 0; 1 when the\n"
         "image or the SVG fails; 2 for bad arguments or when the answer (or this help)\n"
         "cannot be written.\n";
}

int run_sprite_bounds_command(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) {
  SpriteBoundsOptions options;
  const std::string problem = parse_options(arguments, options);
  if (options.prints_help) return write_text(sprite_bounds_usage(), "obb2d sprite-bounds", out, err);
  if (!problem.empty()) {
    err << "obb2d sprite-bounds: " << problem << "\n" << sprite_bounds_usage();
    return 2;
  }
  SpriteScene scene;
  bool is_image_error = false;
  const std::string image_problem = make_sprite_scene(arguments, scene, is_image_error);
  if (!image_problem.empty()) {
    err << "obb2d sprite-bounds: " << image_problem << '\n';
    return is_image_error ? 1 : 2;  // a PNG that cannot be read, or a --mask that is not one
  }
  const oracle::SpriteMask& mask = scene.mask;

  out << "sprite " << mask.width << " x " << mask.height << ", threshold " << options.threshold << ", ";
  if (const auto rectangle = oracle::find_exact_opaque_rectangle(mask)) {
    out << "opaque rectangle [" << rectangle->min_x << ", " << rectangle->max_x << "] x [" << rectangle->min_y << ", "
        << rectangle->max_y << "]\n";
  } else {
    out << "no opaque pixel\n";
  }
  const Affine2x3<float>& m = scene.transform;
  out << "matrix " << format_float(m.xx) << ',' << format_float(m.yx) << ',' << format_float(m.xy) << ','
      << format_float(m.yy) << ',' << format_float(m.tx) << ',' << format_float(m.ty) << '\n';
  const SpriteAnswer answer = answer_sprite(options.kernel, scene);
  out << "kernel " << options.kernel << '\n';
  if (answer.status == "bounded") {
    out << "aabb " << answer.aabb_text << '\n'
        << "box " << answer.box_text << '\n'
        << "box-note " << answer.box_note << '\n';
  } else if (answer.status == "transparent") {
    out << "aabb none (no opaque pixel: no box)\nbox none\n";
  } else if (answer.status == "invalid") {
    out << "aabb invalid (NaN or infinity in the matrix)\nbox invalid\n";
  } else {
    out << "aabb " << answer.status << "\nbox none\n";
  }

  if (!options.svg.empty()) {
    const SpriteAnswer exact = answer_sprite("oracle", scene);
    const std::string title = options.title.empty() ? "obb2d sprite-bounds --kernel " + options.kernel : options.title;
    // The picture is drawn whole before the file is opened: opening truncates
    // it, and a picture that failed to draw must not cost the old file.
    const std::string picture = draw_sprite_bounds_svg(scene, exact, answer, title);
    std::ofstream svg(options.svg);
    svg << picture;
    svg.close();
    if (svg.fail()) {
      err << "obb2d sprite-bounds: cannot write '" << options.svg << "'\n";
      return 1;
    }
  }
  out.flush();
  if (!out) {
    err << "obb2d sprite-bounds: cannot write the answer (disk full, or a closed output)\n";
    return 2;
  }
  return 0;
}

}  // namespace obb2d::cli
