#include "sprite_campaign.hpp"

#include "findings_line.hpp"
#include "harness/sprite_bounds_check.hpp"
#include "harness/sprite_from_bytes.hpp"
#include "harness/sprite_shrink.hpp"
#include "fuzzer_process.hpp"

#include "png_mask.hpp"
#include "sprite_bounds_command.hpp"
#include "sprite_picture.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
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

struct DocumentedSpriteDefect {
  std::string name, kernel, class_name;
};

std::vector<DocumentedSpriteDefect> read_documented_defects(const fs::path& folder) {
  std::vector<DocumentedSpriteDefect> defects;
  if (!fs::is_directory(folder)) return defects;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".txt") continue;
    DocumentedSpriteDefect defect{entry.path().stem().string(), "", ""};
    std::ifstream file(entry.path());
    for (std::string line; std::getline(file, line);) {
      if (line.rfind("kernel ", 0) == 0) defect.kernel = line.substr(7);
      if (line.rfind("class ", 0) == 0) defect.class_name = line.substr(6);
    }
    defects.push_back(defect);
  }
  return defects;
}

}  // namespace

bool is_sprite_kernel(const std::string& name) {
  return std::find(sprite_campaign_kernels.begin(), sprite_campaign_kernels.end(), name) !=
         sprite_campaign_kernels.end();
}

SpriteCampaignResult run_sprite_campaign(const SpriteCampaignOptions& options, const std::vector<std::string>& kernels,
                                         std::ostream& out) {
  SpriteCampaignResult result;
  if (kernels.empty()) {
    out << "[verify] sprite target: not run (no sprite kernel in --kernels)\n";
    return result;
  }
  const fs::path folder = options.report / "sprite";
  fs::remove_all(folder);
  fs::create_directories(folder / "pictures");
  std::vector<FuzzerLaunch> launches;
  for (const std::string& kernel : kernels) {
    launches.push_back({options.fuzzer, options.budget_seconds, 1024, folder / "work" / kernel, options.seed_corpus,
                        kernel, options.seed, kernel + " (sprite target)"});
  }
  const std::optional<std::vector<int>> fuzzer_statuses = run_fuzzers(launches, options.jobs, out);
  if (!fuzzer_statuses) {
    result.could_run = false;
    result.why_not_run = "the sprite fuzzer " + options.fuzzer.string() + " could not be started";
    return result;
  }
  std::map<std::string, int> statuses;
  for (std::size_t k = 0; k < kernels.size(); ++k) statuses[kernels[k]] = (*fuzzer_statuses)[k];

  std::ostringstream section;
  section << "\n## Sprite bounds (seed 004)\n\nThe sprite target (`fuzz/sprite_bounds_vs_oracle.cpp`) for "
          << options.budget_seconds << " s per kernel: masks up to 24 x 24 under XNA placements and raw "
          << "matrices, judged against the exact world bounds of the opaque pixels.\n\n"
          << "| kernel | executions | classes found |\n|---|---|---|\n";
  std::ostringstream details, shrink_rows;
  std::map<std::string, std::vector<std::string>> found_classes;
  std::map<std::string, double> first_seconds_of;  // "kernel class" -> its time to first find
  std::map<std::string, unsigned long long> executions_of;
  for (const std::string& kernel : kernels) {
    unsigned long long executions = 0;
    std::vector<std::map<std::string, std::string>> classes;
    std::ifstream file(folder / "work" / kernel / "findings.jsonl");
    for (std::string line; std::getline(file, line);) {
      const auto fields = read_findings_line_fields(line);
      if (fields.count("executions")) executions = read_findings_count(fields.at("executions"));
      if (fields.count("class")) classes.push_back(fields);
    }
    section << "| " << kernel << " | " << executions << " | " << classes.size() << " |\n";
    executions_of[kernel] = executions;
    const bool is_production = kernel == "sprite-bounds";
    // A stop with a status is the production routine's finding only when
    // the target wrote that finding first (it does, then aborts).
    if (statuses[kernel] != 0 && !(is_production && !classes.empty() && executions > 0)) {
      result.has_run_every_kernel = false;
      result.why_not_run = "the sprite fuzzer for " + kernel + " " +
                           describe_fuzzer_stop(folder / "work" / kernel, statuses[kernel]);
    } else if (executions == 0) {
      result.has_run_every_kernel = false;
      result.why_not_run = "the sprite fuzzer ran no input for " + kernel + " (see " +
                           (folder / "work" / kernel / "fuzzer.log").string() + ")";
    }
    if (is_production) result.is_production_clean = classes.empty() && statuses[kernel] == 0;
    for (auto& fields : classes) {
      const std::string class_name = fields["class"].substr(fields["class"].find("-as-") + 4);
      found_classes[kernel].push_back(class_name);
      first_seconds_of[kernel + " " + class_name] = std::atof(fields["first_seconds"].c_str());
      std::string file_name = kernel + "--" + class_name;
      for (char& c : file_name) c = c == '/' ? '-' : c;
      details << "\n### " << kernel << ": " << class_name << "\n\n- " << fields["count"] << " times, first after "
              << fields["first_seconds"] << " s\n";
      const PngMaskResult read = parse_mask(fields["native_line"]);
      if (!read.error.empty()) {
        details << "- the findings line's mask cannot be read (" << read.error << "): `" << fields["native_line"]
                << "`\n";
        result.could_write = false;
        continue;
      }
      const std::string kernel_option = kernel == "xna-sprite" ? "xna-sprite" : "exact";
      std::vector<std::string> raw_arguments = {"--mask", format_text_mask(read.mask), "--threshold",
                                                threshold_of(fields["native_line"])};
      std::istringstream matrix(fields["classify_line"]);
      for (std::string word; matrix >> word;) raw_arguments.push_back(word);
      SpriteScene scene;
      bool is_image_error = false;
      const std::string problem = make_sprite_scene(raw_arguments, scene, is_image_error);
      if (!problem.empty()) {
        details << "- the findings line's witness cannot be read (" << problem << "): `" << fields["classify_line"]
                << "`\n";
        result.could_write = false;
        continue;
      }
      // The witness made as simple as its class allows (harness/sprite_shrink.hpp).
      std::vector<std::string> arguments = raw_arguments;
      {
        const harness::SpriteWitness raw{scene.mask, scene.transform};
        const harness::SpriteWitness shrunk =
            is_production ? harness::shrink_sprite_witness(raw, harness::find_sprite_bounds_class, class_name, 3000)
                          : harness::shrink_sprite_witness(raw, class_name, 3000);
        arguments = {"--mask", format_text_mask(shrunk.mask), "--threshold", std::to_string(int(shrunk.mask.threshold))};
        std::istringstream shrunk_matrix(harness::format_matrix_arguments(shrunk.transform));
        for (std::string word; shrunk_matrix >> word;) arguments.push_back(word);
        shrink_rows << "| " << kernel << ": " << class_name << " | " << describe_witness(raw) << " | "
                    << describe_witness(shrunk) << " |\n";
        // The picture and the PNG come from the command the report prints.
        const std::string shrunk_problem = make_sprite_scene(arguments, scene, is_image_error);
        if (!shrunk_problem.empty()) {
          details << "- the shrunk witness cannot be read (" << shrunk_problem << ")\n";
          result.could_write = false;
          continue;
        }
      }
      const oracle::SpriteMask& mask = scene.mask;
      // The picture, and the mask as a PNG for other programs (no PNG holds an empty mask).
      const std::string png = "pictures/" + file_name + ".png", svg = "pictures/" + file_name + ".svg";
      std::ofstream picture(folder / svg);
      picture << draw_sprite_bounds_svg(scene, answer_sprite("oracle", scene), answer_sprite(kernel_option, scene),
                                        kernel + ": " + class_name);
      picture.close();
      if (picture.fail()) result.could_write = false;
      details << "- picture: [" << svg << "](sprite/" << svg << ")" << (picture.fail() ? " (COULD NOT BE WRITTEN)" : "")
              << "\n";
      if (mask.width > 0 && mask.height > 0) {
        const std::string png_problem = write_png_mask((folder / png).string(), mask);
        if (!png_problem.empty()) result.could_write = false;
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
  for (const DocumentedSpriteDefect& defect : read_documented_defects(options.findings)) {
    ++result.defects.documented;
    const auto& found = found_classes[defect.kernel];
    if (std::find(kernels.begin(), kernels.end(), defect.kernel) == kernels.end()) continue;  // not checked
    ++result.defects.checked;
    if (std::find(found.begin(), found.end(), defect.class_name) == found.end()) {
      result.defects.missed.push_back(defect.name);
    } else {
      result.defects.found.emplace_back(defect.name, first_seconds_of[defect.kernel + " " + defect.class_name]);
    }
  }
  const bool has_production_run = std::find(kernels.begin(), kernels.end(), "sprite-bounds") != kernels.end();
  const std::string production_verdict = describe_production("sprite-bounds", has_production_run,
                                                             result.is_production_clean, executions_of["sprite-bounds"]);
  section << "\nProduction routine (sprite-bounds): " << production_verdict
          << ".\n\nDocumented sprite defects: " << describe(result.defects) << ".\n";
  if (!shrink_rows.str().empty()) {
    section << "\nEach class with its witness made as simple as the class allows "
               "(harness/sprite_shrink.hpp): as the fuzzer found it, and as the findings below show it.\n\n"
            << "| kernel: class | as found | shrunk |\n|---|---|---|\n"
            << shrink_rows.str();
  }
  section << details.str();
  std::ofstream summary(options.report / "summary.md", std::ios::app);
  summary << section.str();
  summary.close();
  result.could_write = !summary.fail();
  out << "[verify] sprite routine (sprite-bounds): " << production_verdict << '\n'
      << "[verify] documented sprite defects: " << describe(result.defects) << '\n'
      << describe_first_finds(result.defects);
  return result;
}

}  // namespace obb2d::cli
