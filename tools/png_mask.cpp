#include "png_mask.hpp"

#include <obb2d/sprite_bounds.hpp>
#include <png.h>

#include <cstdint>
#include <cstring>
#include <string>
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

PngMaskResult read_text_mask(const std::string& text) {
  const auto read_size = [&text](std::size_t& at, char end, unsigned long long& size) {
    const std::size_t start = at;
    size = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - start < 8) {
      size = 10 * size + static_cast<unsigned long long>(text[at++] - '0');
    }
    return at > start && at < text.size() && text[at++] == end;
  };
  std::size_t at = 0;
  unsigned long long width = 0, height = 0;
  if (!read_size(at, 'x', width) || !read_size(at, ':', height)) {
    return {{}, "a mask is WxH:HEX (width, height, then two hex digits of alpha a pixel)"};
  }
  // A side over the library's limit is refused even when the other is 0: the
  // kernels would answer `invalid` for a mask that holds no pixel at all.
  if (width > max_sprite_side || height > max_sprite_side) {
    return {{}, "a mask side of more than 16,777,216 pixels (max_sprite_side, 2^24)"};
  }
  if (width * height > png_pixel_budget) return {{}, "a mask of more than 16,777,216 pixels"};
  if (text.size() - at != 2 * width * height) {
    return {{}, "the mask " + std::to_string(width) + "x" + std::to_string(height) + " needs " +
                    std::to_string(2 * width * height) + " hex digits, not " + std::to_string(text.size() - at)};
  }
  const auto digit = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  PngMaskResult result;
  result.mask.width = static_cast<int>(width);
  result.mask.height = static_cast<int>(height);
  for (; at < text.size(); at += 2) {
    const int high = digit(text[at]), low = digit(text[at + 1]);
    if (high < 0 || low < 0) return {{}, "'" + text.substr(at, 2) + "' is not two hex digits"};
    result.mask.alpha.push_back(static_cast<unsigned char>(16 * high + low));
  }
  return result;
}

std::string format_text_mask(const oracle::SpriteMask& mask) {
  static const char digits[] = "0123456789abcdef";
  std::string text = std::to_string(mask.width) + "x" + std::to_string(mask.height) + ":";
  for (const unsigned char alpha : mask.alpha) {
    text += digits[alpha >> 4];
    text += digits[alpha & 15];
  }
  return text;
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
