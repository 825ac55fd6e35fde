/// @file
/// check_picture_pixels SVG PNG [--require-probes]: reads the probes a
/// finding's picture lists in its <metadata id="probes"> block (tools/svg_picture.hpp:
/// "probe X Y COLOUR", page coordinates of the last panel) and checks them
/// in PNG, the picture as a real renderer (rsvg-convert) drew it:
///
///   background  every pixel within 2 of (X, Y) is the panel's background
///               (the middle of a gap is empty)
///   both        every pixel within 2 is A's fill under B's (inside an overlap)
///   a, b        some pixel within 6 is drawn in that shape's colour (its
///               fill, its outline, or A's outline under B's fill)
///
/// Every pixel is named by the reference colour nearest to it. With
/// --require-probes a picture listing no probe fails (a finding's picture
/// must show its gap, overlap or contact). Without probes the picture must
/// at least not be blank. Exit 0 when every check holds, else 1 with one
/// line per failed check.

#include <png.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Reference {
  const char* name;
  double r, g, b;
};

// The colours tools/svg_picture.cpp draws with: A #1f77b4 and B #d62728,
// fills at opacity 0.25 over the panel's #fafafa, A drawn first.
const Reference references[] = {
    {"background", 250, 250, 250},   {"white", 255, 255, 255},        {"black", 0, 0, 0},
    {"a fill", 195.25, 217.25, 232.5}, {"b fill", 241, 197.25, 197.5}, {"both", 199.9, 172.7, 184.4},
    {"a outline", 31, 119, 180},     {"b outline", 214, 39, 40},      {"a outline under b", 76.75, 99, 145},
};

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;

  std::string name_at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width || y >= height) return "outside";
    const unsigned char* p = &rgb[3 * (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x))];
    const Reference* nearest = nullptr;
    double least = INFINITY;
    for (const Reference& reference : references) {
      const double distance = std::hypot(p[0] - reference.r, p[1] - reference.g, p[2] - reference.b);
      if (distance < least) least = distance, nearest = &reference;
    }
    return nearest->name;
  }
};

bool read_png(const std::string& path, Image& image) {
  png_image png{};
  png.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&png, path.c_str())) return false;
  png.format = PNG_FORMAT_RGB;
  image.width = static_cast<int>(png.width), image.height = static_cast<int>(png.height);
  image.rgb.resize(PNG_IMAGE_SIZE(png));
  const png_color white{255, 255, 255};
  return png_image_finish_read(&png, &white, image.rgb.data(), 0, nullptr) != 0;
}

bool is_shape(const std::string& name, char shape) {
  return shape == 'a' ? name == "a fill" || name == "a outline" || name == "a outline under b"
                      : name == "b fill" || name == "b outline";
}

/// The failure of one probe, or "".
std::string check_probe(const Image& image, double x, double y, const std::string& colour) {
  const int cx = static_cast<int>(std::lround(x)), cy = static_cast<int>(std::lround(y));
  if (colour == "background" || colour == "both") {
    for (int dy = -2; dy <= 2; ++dy) {
      for (int dx = -2; dx <= 2; ++dx) {
        const std::string name = image.name_at(cx + dx, cy + dy);
        if (name != colour) return "pixel (" + std::to_string(cx + dx) + ", " + std::to_string(cy + dy) + ") is " + name;
      }
    }
    return "";
  }
  if (colour == "a" || colour == "b") {
    for (int dy = -6; dy <= 6; ++dy) {
      for (int dx = -6; dx <= 6; ++dx) {
        if (dx * dx + dy * dy <= 36 && is_shape(image.name_at(cx + dx, cy + dy), colour[0])) return "";
      }
    }
    return "no pixel of shape " + colour + " within 6 pixels";
  }
  return "unknown probe colour '" + colour + "'";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4 || (argc == 4 && std::string(argv[3]) != "--require-probes")) {
    std::cerr << "usage: check_picture_pixels SVG PNG [--require-probes]\n";
    return 2;
  }
  const std::string svg_path = argv[1], png_path = argv[2];
  const bool requires_probes = argc == 4;
  std::ifstream svg(svg_path);
  Image image;
  if (!svg || !read_png(png_path, image)) {
    std::cerr << "check_picture_pixels: cannot read " << (svg ? png_path : svg_path) << '\n';
    return 1;
  }
  int probes = 0, failures = 0;
  std::string line;
  while (std::getline(svg, line)) {
    if (line.rfind("probe ", 0) != 0) continue;
    std::istringstream fields(line.substr(6));
    double x = 0, y = 0;
    std::string colour;
    if (!(fields >> x >> y >> colour)) {
      std::cerr << svg_path << ": unreadable probe line '" << line << "'\n";
      return 1;
    }
    ++probes;
    const std::string failure = check_probe(image, x, y, colour);
    if (!failure.empty()) {
      std::cerr << svg_path << ": probe " << colour << " at (" << x << ", " << y << "): " << failure << '\n';
      ++failures;
    }
  }
  if (requires_probes && probes == 0) {
    std::cerr << svg_path << ": lists no probe (the picture does not show its gap, overlap or contact)\n";
    return 1;
  }
  if (probes == 0) {
    bool is_drawn = false;
    for (int y = 0; y < image.height && !is_drawn; ++y) {
      for (int x = 0; x < image.width && !is_drawn; ++x) is_drawn = image.name_at(x, y) != "white";
    }
    if (!is_drawn) {
      std::cerr << png_path << ": the rendered picture is blank\n";
      return 1;
    }
  }
  std::cout << svg_path << ": " << probes << " probes, " << failures << " failed\n";
  return failures == 0 ? 0 : 1;
}
