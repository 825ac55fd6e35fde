#include "campaign_kernels.hpp"

#include <algorithm>
#include <fstream>

namespace obb2d::cli {
namespace fs = std::filesystem;

const CampaignTarget& campaign_target(harness::Shape shape) {
  static const CampaignTarget boxes{"fuzz_ports_vs_oracle", "ports_vs_oracle", "seed_findings", 256};
  static const CampaignTarget polygons{"fuzz_polygon_vs_oracle", "polygon_vs_oracle", "seed_findings", 256};
  static const CampaignTarget sprites{"fuzz_sprite_bounds_vs_oracle", "sprite_bounds_vs_oracle", "sprite_findings", 1024};
  switch (shape) {
    case harness::Shape::box: return boxes;
    case harness::Shape::polygon: return polygons;
    case harness::Shape::sprite: return sprites;
  }
  return boxes;
}

const std::vector<CampaignKernel>& campaign_kernels() {
  static const std::vector<CampaignKernel> kernels = [] {
    std::vector<CampaignKernel> list;
    for (const harness::Shape shape : {harness::Shape::box, harness::Shape::polygon, harness::Shape::sprite}) {
      for (const harness::Kernel& kernel : harness::all_kernels()) {
        if (kernel.role == harness::KernelRole::oracle || !kernel.takes(shape)) continue;
        const bool is_named_apart = shape == harness::Shape::polygon && kernel.takes(harness::Shape::box);
        list.push_back({std::string(kernel.name) + (is_named_apart ? "-polygons" : ""), &kernel, shape});
      }
    }
    return list;
  }();
  return kernels;
}

const CampaignKernel* find_campaign_kernel(std::string_view name) {
  for (const CampaignKernel& kernel : campaign_kernels()) {
    if (kernel.name == name) return &kernel;
  }
  return nullptr;
}

std::string campaign_kernel_names() {
  std::string names;
  for (const CampaignKernel& kernel : campaign_kernels()) names += (names.empty() ? "" : ", ") + kernel.name;
  return names;
}

std::vector<DocumentedDefect> read_documented_defects(const fs::path& corpus) {
  std::vector<DocumentedDefect> defects;
  for (const std::string_view folder : {campaign_target(harness::Shape::box).findings,
                                        campaign_target(harness::Shape::sprite).findings}) {
    if (!fs::is_directory(corpus / folder)) continue;
    for (const auto& entry : fs::directory_iterator(corpus / folder)) {
      if (entry.path().extension() != ".txt") continue;
      DocumentedDefect defect{entry.path().stem().string(), "", "", ""};
      std::ifstream file(entry.path());
      bool is_on_polygons = false;  // "shapes polygons": found by the polygon target
      for (std::string line; std::getline(file, line);) {
        if (line.rfind("# ", 0) == 0) defect.why = line.substr(2);
        if (line.rfind("kernel ", 0) == 0) defect.kernel = line.substr(7);
        if (line.rfind("class ", 0) == 0) defect.pattern = line.substr(6);
        if (line == "shapes polygons") is_on_polygons = true;
      }
      // The campaign kernel of its row on its shape (a kernel named in no row
      // keeps its name, and no kernel of the campaign finds it).
      const harness::Kernel* row = harness::find_kernel(defect.kernel);
      const harness::Shape shape = is_on_polygons                                   ? harness::Shape::polygon
                                   : row != nullptr && row->takes(harness::Shape::sprite) ? harness::Shape::sprite
                                                                                          : harness::Shape::box;
      for (const CampaignKernel& kernel : campaign_kernels()) {
        if (kernel.kernel == row && kernel.shape == shape) defect.kernel = kernel.name;
      }
      // The sprite target files a disagreement as truth "bounds", answer the defect.
      if (shape == harness::Shape::sprite) defect.pattern = "bounds-as-" + defect.pattern;
      defects.push_back(defect);
    }
  }
  std::sort(defects.begin(), defects.end(),
            [](const DocumentedDefect& a, const DocumentedDefect& b) { return a.name < b.name; });
  return defects;
}

bool is_of(const std::string& class_name, const DocumentedDefect& defect) {
  const std::string& pattern = defect.pattern;
  return pattern.find('/') != std::string::npos ? class_name == pattern : class_name.rfind(pattern + "/", 0) == 0;
}

}  // namespace obb2d::cli
