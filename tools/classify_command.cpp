#include "classify_command.hpp"

#include "harness/pair_line.hpp"
#include "command_options.hpp"
#include "harness/kernels.hpp"
#include "harness/port_finding.hpp"

#include <istream>
#include <ostream>
#include <string_view>
#include <type_traits>

namespace obb2d::cli {
namespace {

using harness::all_kernels;
using harness::find_kernel;
using harness::Kernel;
using harness::Shape;

/// The kernel that answers when --kernel is not given.
constexpr std::string_view default_kernel_name = "exact";

struct ClassifyOptions {
  std::vector<const Kernel*> kernels;  ///< who answers; more than one for "all"
  bool prints_names = false;           ///< "name=answer" (for --kernel all)
  bool is_double = false;              ///< --precision double
  bool prints_area = false;            ///< --area
  bool reads_polygons = false;         ///< --polygons
  bool prints_held_truth = false;      ///< --held-truth
  bool prints_help = false;            ///< --help
};

/// Fills `options` from the arguments (read against classify_options());
/// returns an error message or "".
std::string parse_options(const std::vector<std::string>& arguments, ClassifyOptions& options) {
  const CommandArguments read = read_command_arguments(arguments, classify_options());
  options.prints_help = read.has("--help");
  if (!read.problem.empty()) return read.problem;
  std::string kernel_name(default_kernel_name);
  for (const CommandArgument& argument : read.read) {
    if (!argument.option) return "unexpected argument '" + argument.value + "' (the boxes come on standard input)";
    const std::string& name = argument.option->name;
    if (name == "--help") {
      continue;
    } else if (name == "--area") {
      options.prints_area = true;
    } else if (name == "--polygons") {
      options.reads_polygons = true;
    } else if (name == "--held-truth") {
      options.prints_held_truth = true;
    } else if (name == "--kernel") {
      kernel_name = argument.value;
    } else if (name == "--precision") {
      if (argument.value != "float" && argument.value != "double") {
        return "--precision takes float or double, not '" + argument.value + "'";
      }
      options.is_double = argument.value == "double";
    } else {
      return describe_unhandled_option(*argument.option);
    }
  }
  if (options.reads_polygons && options.prints_area) return "--area is for box pairs, not with --polygons";
  if (options.prints_held_truth) {
    const Kernel* kernel = find_kernel(kernel_name);
    if (!kernel || !kernel->trial) return "--held-truth needs one seed port that takes boxes (--kernel NAME, see --help)";
    if (options.reads_polygons || options.prints_area) return "--held-truth is for box pairs alone, not with --polygons or --area";
  }
  if (kernel_name == "all") {
    options.prints_names = true;
    for (const Kernel& kernel : all_kernels()) {
      if (kernel.takes(options.reads_polygons ? Shape::polygon : Shape::box)) options.kernels.push_back(&kernel);
    }
  } else if (const Kernel* kernel = find_kernel(kernel_name); kernel && kernel->takes(Shape::box)) {
    if (options.reads_polygons && !kernel->takes_polygons()) {
      return "kernel '" + kernel_name + "' takes boxes only, not --polygons (see --help)";
    }
    options.kernels.push_back(kernel);
  } else {
    return "unknown kernel '" + kernel_name + "' (see --help)";
  }
  return "";
}

template <class Pair>
void write_answers(const Pair& pair, const ClassifyOptions& options, std::ostream& out) {
  const char* separator = "";
  constexpr bool is_box_pair =
      !std::is_same_v<Pair, harness::PolygonPair<float>> && !std::is_same_v<Pair, harness::PolygonPair<double>>;
  const auto answer_of = [&](const Kernel& kernel) {
    if constexpr (is_box_pair) {
      if (options.prints_held_truth) return harness::held_truth(kernel.trial(harness::widened(pair)), pair);
    }
    return kernel.answer(pair);
  };
  for (const Kernel* kernel : options.kernels) {
    out << separator;
    if (options.prints_names) out << kernel->name << '=';
    out << to_string(answer_of(*kernel));
    separator = " ";
  }
  if constexpr (is_box_pair) {
    if (options.prints_area) {
      const std::string area = harness::exact_intersection_area(pair);
      if (!area.empty()) out << separator << (options.prints_names ? "area=" : "") << area;
    }
  }
  out << '\n';
}

/// Answers every line of `in`, each read by `parse`.
template <class T, class Pair>
int answer_every_line(const ClassifyOptions& options, harness::ParsedLine<T, Pair> (*parse)(std::string_view),
                      std::istream& in, std::ostream& out, std::ostream& err) {
  int status = 0;
  std::string line;
  harness::ParsedLine<T, Pair> parsed;
  for (long line_number = 1; harness::read_and_parse_line(in, line, parse, parsed); ++line_number) {
    if (parsed.is_skipped) continue;
    if (!parsed.pair) {
      err << "obb2d classify: line " << line_number << ": " << parsed.error << '\n';
      out << "error\n";
      status = 1;
      continue;
    }
    write_answers(*parsed.pair, options, out);
    if (!out) break;  // nothing more can be written
  }
  if (in.bad()) {
    err << "obb2d classify: cannot read the input (a folder, or a read error)\n";
    return 2;
  }
  out.flush();
  if (!out) {
    err << "obb2d classify: cannot write the answers (disk full, or a closed output)\n";
    return 2;
  }
  return status;
}

}  // namespace

const std::vector<CommandOption>& classify_options() {
  static const std::vector<CommandOption> options = {
      {"--kernel", "NAME",
       "who answers (default: " + std::string(default_kernel_name) + "); 'all' writes name=answer for each", ""},
      {"--precision", "float|double",
       "float (default): every number is rounded to binary32 as\nstrtof does; double: as strtod does", ""},
      {"--area", "",
       "add the exact intersection area, a reduced fraction\n(with --kernel all: area=...); none for invalid pairs",
       ""},
      {"--held-truth", "",
       "a seed port's truth instead of its answer: the exact relation of\nthe geometry it held after its own construction (some ports\n"
       "rebuild the boxes from angles), as campaign reports state it",
       ""},
      {"--polygons", "",
       "read polygon pairs: polygon A's vertices 'x y x y ...',\na '|', then polygon B's (kernels exact, oracle,\n"
       "unity-convex; not with --area)",
       ""},
      {"--help", "", "this text", "-h"},
  };
  return options;
}

std::string classify_usage() {
  std::string text = "usage: obb2d classify " + summarize_command_options(classify_options()) +
                     "\n"
                     "\n"
                     "Reads box pairs from standard input, one per line: twelve numbers,\n"
                     "box A as 'cx cy ux uy vx vy' (center, two half-edge vectors) then box B.\n"
                     "Any strtod syntax is accepted (1.5, 0x1.8p+0, nan, inf). Blank lines and\n"
                     "lines starting with '#' are skipped; '#' also starts a trailing comment.\n"
                     "\n"
                     "Writes one line per pair: disjoint, touching, overlapping, or invalid (some\n"
                     "number is NaN or infinite); yes/no routines write intersecting or disjoint.\n"
                     "A malformed line writes 'error' in its place and a message naming the line\n"
                     "to standard error; the exit status is then 1, otherwise 0 (2: bad arguments,\n"
                     "or the input cannot be read or the answers cannot be written). A control\n"
                     "character (NUL included) makes its line malformed, and so does a line of\n"
                     "more than " + std::to_string(harness::max_line_bytes) +
                     " bytes; a UTF-8 byte-order mark at the start of a line is\n"
                     "skipped.\n"
                     "\n"
                     "With --polygons each line is two vertex lists, 'x y x y ... | x y x y ...'\n"
                     "(at least one vertex each, at most " + std::to_string(harness::max_polygon_line_vertices) +
                     "), either winding; a list\n"
                     "that is not a convex polygon (docs/design.md, section 6) answers invalid.\n"
                     "\n" +
                     describe_command_options(classify_options()) +
                     "\n"
                     "kernels:\n";
  for (const Kernel& kernel : all_kernels()) {
    if (!kernel.takes(Shape::box)) continue;  // the sprite routines: obb2d sprite-bounds
    text += "  ";
    text += kernel.name;
    text += std::string(kernel.name.size() < 18 ? 18 - kernel.name.size() : 1, ' ');
    text += kernel.summary;
    text += '\n';
  }
  return text;
}

int run_classify_command(const std::vector<std::string>& arguments, std::istream& in,
                         std::ostream& out, std::ostream& err) {
  ClassifyOptions options;
  const std::string problem = parse_options(arguments, options);
  if (options.prints_help) return write_text(classify_usage(), "obb2d classify", out, err);
  if (!problem.empty()) {
    err << "obb2d classify: " << problem << '\n';
    return 2;
  }
  if (options.reads_polygons) {
    return options.is_double ? answer_every_line(options, &harness::parse_polygon_pair_line<double>, in, out, err)
                             : answer_every_line(options, &harness::parse_polygon_pair_line<float>, in, out, err);
  }
  return options.is_double ? answer_every_line(options, &harness::parse_box_pair_line<double>, in, out, err)
                           : answer_every_line(options, &harness::parse_box_pair_line<float>, in, out, err);
}

}  // namespace obb2d::cli
