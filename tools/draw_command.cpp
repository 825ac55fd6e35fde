#include "draw_command.hpp"

#include "box_pair_line.hpp"
#include "svg_picture.hpp"

#include <istream>
#include <ostream>

namespace obb2d::cli {

int run_draw_command(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                     std::ostream& err) {
  std::string title = "obb2d draw";
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == "--title" && i + 1 < arguments.size()) {
      title = arguments[++i];
    } else {
      err << "obb2d draw: usage: obb2d draw [--title TEXT] < LINE\n";
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
    return 0;
  }
  err << "obb2d draw: no box pair on standard input\n";
  return 1;
}

}  // namespace obb2d::cli
