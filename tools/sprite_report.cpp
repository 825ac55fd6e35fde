#include "sprite_report.hpp"

#include "fuzzer_process.hpp"
#include "harness/sprite_bounds_check.hpp"
#include "harness/sprite_from_bytes.hpp"
#include "harness/sprite_shrink.hpp"
#include "harness/kernels.hpp"

#include "png_mask.hpp"
#include "sprite_bounds_command.hpp"
#include "sprite_picture.hpp"

#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>

namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

/// The mask of a findings line ("WxH:T:hex...", harness/sprite_from_bytes.hpp).
PngMaskResult parse_mask(const std::string& text) {
  const std::size_t first = text.find(':'), second = text.find(':', first + 1);
  if (second == std::string::npos) return {{}, "no 'WxH:T:HEX' mask"};
  return read_text_mask(text.substr(0, first) + text.substr(second));
}

/// The threshold of a findings mask line.
std::string threshold_of(const std::string& text) {
  const std::size_t first = text.find(':');
  return text.substr(first + 1, text.find(':', first + 1) - first - 1);
}

/// A sprite witness's size and numbers, for the table of shrunk witnesses.
std::string describe_witness(const harness::SpriteWitness& witness) {
  const oracle::SpriteMask& mask = witness.mask;
  const long opaque = std::count_if(mask.alpha.begin(), mask.alpha.end(),
                                    [&mask](unsigned char alpha) { return alpha > mask.threshold; });
  return std::to_string(mask.width) + " x " + std::to_string(mask.height) + " mask (" + std::to_string(opaque) +
         " opaque), matrix: " + harness::describe_simplicity(harness::numbers_of(witness.transform));
}

}  // namespace

bool write_sprite_findings(const std::vector<KernelResult>& results, const fs::path& report, std::ostream& summary) {
  if (results.empty()) return true;
  const fs::path folder = report / "sprite";
  fs::create_directories(folder / "pictures");
  bool is_written = true;
  std::ostringstream details, shrink_rows;
  for (const KernelResult& result : results) {
    const std::string& kernel = result.name;
    const harness::Kernel& row = *harness::find_kernel(kernel);
    // `obb2d sprite-bounds` names the production routine "exact".
    const std::string kernel_option = row.role == harness::KernelRole::production ? "exact" : kernel;
    for (const ClassRecord& record : result.classes) {
      const std::string class_name = record.get("class").substr(record.get("class").find("-as-") + 4);
      std::string file_name = kernel + "--" + class_name;
      for (char& c : file_name) c = c == '/' ? '-' : c;
      details << "\n### " << kernel << ": " << class_name << "\n\n- " << record.get("count")
              << " times, first after " << record.get("first_seconds") << " s\n";
      const PngMaskResult read = parse_mask(record.get("native_line"));
      if (!read.error.empty()) {
        details << "- the findings line's mask cannot be read (" << read.error << "): `" << record.get("native_line")
                << "`\n";
        is_written = false;
        continue;
      }
      std::vector<std::string> raw_arguments = {"--mask", format_text_mask(read.mask), "--threshold",
                                                threshold_of(record.get("native_line"))};
      std::istringstream matrix(record.get("classify_line"));
      for (std::string word; matrix >> word;) raw_arguments.push_back(word);
      SpriteScene scene;
      bool is_image_error = false;
      const std::string problem = make_sprite_scene(raw_arguments, scene, is_image_error);
      if (!problem.empty()) {
        details << "- the findings line's witness cannot be read (" << problem << "): `" << record.get("classify_line")
                << "`\n";
        is_written = false;
        continue;
      }
      // The witness made as simple as its class allows (harness/sprite_shrink.hpp).
      const harness::SpriteWitness raw{scene.mask, scene.transform};
      const harness::SpriteWitness shrunk = harness::shrink_sprite_witness(raw, row, class_name, 3000);
      std::vector<std::string> arguments = {"--mask", format_text_mask(shrunk.mask), "--threshold",
                                            std::to_string(int(shrunk.mask.threshold))};
      std::istringstream shrunk_matrix(harness::format_matrix_arguments(shrunk.transform));
      for (std::string word; shrunk_matrix >> word;) arguments.push_back(word);
      shrink_rows << "| " << kernel << ": " << class_name << " | " << describe_witness(raw) << " | "
                  << describe_witness(shrunk) << " |\n";
      // The picture and the PNG come from the command the report prints.
      const std::string shrunk_problem = make_sprite_scene(arguments, scene, is_image_error);
      if (!shrunk_problem.empty()) {
        details << "- the shrunk witness cannot be read (" << shrunk_problem << ")\n";
        is_written = false;
        continue;
      }
      const oracle::SpriteMask& mask = scene.mask;
      // The picture, and the mask as a PNG for other programs (no PNG holds an empty mask).
      const std::string png = "pictures/" + file_name + ".png", svg = "pictures/" + file_name + ".svg";
      std::ofstream picture(folder / svg);
      picture << draw_sprite_bounds_svg(scene, answer_sprite("oracle", scene), answer_sprite(kernel_option, scene),
                                        kernel + ": " + class_name);
      picture.close();
      if (picture.fail()) is_written = false;
      details << "- picture: [" << svg << "](sprite/" << svg << ")" << (picture.fail() ? " (COULD NOT BE WRITTEN)" : "")
              << "\n";
      if (mask.width > 0 && mask.height > 0) {
        const std::string png_problem = write_png_mask((folder / png).string(), mask);
        if (!png_problem.empty()) is_written = false;
        details << "- mask as a PNG: [" << png << "](sprite/" << png << ")"
                << (png_problem.empty() ? "" : " (COULD NOT BE WRITTEN: " + png_problem + ")") << "\n";
      } else {
        details << "- the smallest witness is an empty mask (" << mask.width << " x " << mask.height
                << "), which no PNG can hold; the matrix alone shows the class\n";
      }
      const auto command = [&](const std::vector<std::string>& words) {
        std::string text = "`" + this_program_command() + " sprite-bounds";
        for (const std::string& word : words) text += " " + word;
        return text + " --kernel " + kernel_option + "`";
      };
      details << "- witness: " << command(arguments) << "\n";
      if (arguments != raw_arguments) details << "- the fuzzer's witness, before shrinking: " << command(raw_arguments) << "\n";
    }
  }
  summary << "\n## Sprite bounds (seed 004)\n\nThe sprite target (`fuzz/sprite_bounds_vs_oracle.cpp`): masks up to "
             "24 x 24 under XNA placements and raw matrices, judged against the exact world bounds of the opaque "
             "pixels.\n";
  if (!shrink_rows.str().empty()) {
    summary << "\nEach class with its witness made as simple as the class allows "
               "(harness/sprite_shrink.hpp): as the fuzzer found it, and as the findings below show it.\n\n"
            << "| kernel: class | as found | shrunk |\n|---|---|---|\n"
            << shrink_rows.str();
  }
  summary << details.str();
  return is_written;
}

}  // namespace obb2d::cli
