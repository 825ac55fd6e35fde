#include "draw_command.hpp"

#include "box_pair_line.hpp"
#include "svg_picture.hpp"

#include <istream>
#include <ostream>

namespace obb2d::cli {

std::string draw_usage() {
  return "usage: obb2d draw [--title TEXT] < LINE\n"
         "\n"
         "Writes the SVG picture of the first box pair on standard input (one line as\n"
         "obb2d classify reads it, numbers read as doubles) to standard output: both\n"
         "boxes, and a zoomed view of where they come closest.\n"
         "\n"
         "  --title TEXT   the caption (default 'obb2d draw'); escaped for SVG\n"
         "\n"
         "Exit status 0; 1 when no line holds a box pair; 2 for bad arguments or when\n"
         "the picture cannot be written.\n";
}

int run_draw_command(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                     std::ostream& err) {
  std::string title = "obb2d draw";
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == "--help" || arguments[i] == "-h") {
      out << draw_usage();
      return 0;
    }
    if (arguments[i] == "--title" && i + 1 < arguments.size()) {
      title = arguments[++i];
    } else {
      err << "obb2d draw: unknown or incomplete argument '" << arguments[i] << "'\n" << draw_usage();
      return 2;
    }
  }
  std::string line;
  for (long number = 1; std::getline(in, line); ++number) {
    const ParsedLine<double> parsed = parse_box_pair_line<double>(line);
    if (parsed.is_skipped) continue;
    if (!parsed.pair) {
      err << "obb2d draw: line " << number << ": " << parsed.error << '\n';
      return 1;
    }
    out << draw_box_pair_svg(*parsed.pair, title);
    out.flush();
    if (!out) {
      err << "obb2d draw: cannot write the picture (disk full, or a closed output)\n";
      return 2;
    }
    return 0;
  }
  err << "obb2d draw: no box pair on standard input\n";
  return 1;
}

}  // namespace obb2d::cli
