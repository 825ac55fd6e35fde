#include "png_mask.hpp"

#include <png.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace obb2d::cli {

namespace {

/// Reads the pixels of an image whose header `begin_read` has read (a
/// png_image_begin_read_from_* call on `image`) and keeps their alpha.
template <class BeginRead>
PngMaskResult read_mask(BeginRead begin_read) {
  PngMaskResult result;
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!begin_read(image)) {
    result.error = image.message;
    png_image_free(&image);
    return result;
  }
  image.format = PNG_FORMAT_RGBA;
  // The header's size is checked before anything is allocated for the
  // pixels: a few bytes of file can claim any size.
  if (image.width == 0 || image.height == 0 || std::uint64_t(image.width) * image.height > png_pixel_budget) {
    result.error = "image size " + std::to_string(image.width) + " x " + std::to_string(image.height) +
                   " is over the budget of " + std::to_string(png_pixel_budget) + " pixels (or empty)";
    png_image_free(&image);
    return result;
  }
  std::vector<unsigned char> rgba(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, nullptr, rgba.data(), 0, nullptr)) {
    result.error = image.message;
    png_image_free(&image);
    return result;
  }
  result.mask.width = static_cast<int>(image.width);
  result.mask.height = static_cast<int>(image.height);
  result.mask.alpha.resize(std::size_t(image.width) * image.height);
  for (std::size_t i = 0; i < result.mask.alpha.size(); ++i) result.mask.alpha[i] = rgba[4 * i + 3];
  png_image_free(&image);
  return result;
}

}  // namespace

PngMaskResult read_png_mask(const std::string& path) {
  return read_mask([&](png_image& image) { return png_image_begin_read_from_file(&image, path.c_str()); });
}

PngMaskResult read_png_mask_from_memory(const void* bytes, std::size_t size) {
  return read_mask([&](png_image& image) { return png_image_begin_read_from_memory(&image, bytes, size); });
}

std::string write_png_mask(const std::string& path, const oracle::SpriteMask& mask) {
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = static_cast<png_uint_32>(mask.width);
  image.height = static_cast<png_uint_32>(mask.height);
  image.format = PNG_FORMAT_GA;
  std::vector<unsigned char> grey_alpha(2 * mask.alpha.size(), 0);
  for (std::size_t i = 0; i < mask.alpha.size(); ++i) grey_alpha[2 * i + 1] = mask.alpha[i];
  if (!png_image_write_to_file(&image, path.c_str(), 0, grey_alpha.data(), 0, nullptr)) {
    const std::string error = image.message;
    png_image_free(&image);
    return error.empty() ? "cannot write " + path : error;
  }
  return "";
}

}  // namespace obb2d::cli
