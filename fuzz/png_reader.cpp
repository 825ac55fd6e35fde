/// @file
/// The PNG reader target: any bytes, read by `obb2d sprite-bounds`'s reader
/// (tools/png_mask.hpp, from memory). A read either fails with a message or
/// gives a non-empty mask within png_pixel_budget whose alpha buffer holds
/// exactly width x height values. The bytes are read as given, then once more
/// with every chunk's CRC made right: a mutated chunk would otherwise stop at
/// libpng's CRC check (libpng's own fuzzer turns that check off, which the
/// simplified API cannot), and libpng, not instrumented, gives the fuzzer no
/// coverage to find its way past it. Leaks and crashes are ASan's; run with
/// -rss_limit_mb=512 -malloc_limit_mb=256 so that an allocation the budget
/// should have prevented is a finding too.

#include "tools/png_mask.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <zlib.h>

namespace {

void require(bool holds, const char* what, const obb2d::cli::PngMaskResult& read) {
  if (holds) return;
  std::fprintf(stderr, "\n== obb2d mismatch in png_reader: %s\nmask: %d x %d, %zu alpha values; error: '%s'\n", what,
               read.mask.width, read.mask.height, read.mask.alpha.size(), read.error.c_str());
  std::abort();
}

/// The bytes with the CRC of each whole chunk after the 8-byte signature
/// recomputed (a chunk is length, type, data, CRC; a cut-off one is left).
std::vector<std::uint8_t> with_chunk_crcs_made_right(const std::uint8_t* data, std::size_t size) {
  std::vector<std::uint8_t> bytes(data, data + size);
  for (std::size_t at = 8; at + 12 <= size;) {
    const std::size_t length = std::size_t(data[at]) << 24 | data[at + 1] << 16 | data[at + 2] << 8 | data[at + 3];
    if (length > size - at - 12) break;
    const auto crc = static_cast<std::uint32_t>(crc32(0, data + at + 4, static_cast<uInt>(length + 4)));
    for (int i = 0; i < 4; ++i) bytes[at + 8 + length + i] = static_cast<std::uint8_t>(crc >> (24 - 8 * i));
    at += length + 12;
  }
  return bytes;
}

void check_read(const std::uint8_t* data, std::size_t size) {
  const obb2d::cli::PngMaskResult read = obb2d::cli::read_png_mask_from_memory(data, size);
  if (!read.error.empty()) return;
  const obb2d::oracle::SpriteMask& mask = read.mask;
  require(mask.width > 0 && mask.height > 0, "a read without error gives an empty mask", read);
  const auto pixels = static_cast<unsigned long long>(mask.width) * static_cast<unsigned long long>(mask.height);
  require(pixels <= obb2d::cli::png_pixel_budget, "a read without error is over png_pixel_budget", read);
  require(mask.alpha.size() == pixels, "the alpha buffer does not hold width x height values", read);
}

}  // namespace

/// A read within the budget may hold ~80 MB (4 bytes a pixel for RGBA, one
/// for the mask, at 2^24 pixels) that a few bytes of header can ask for. Under
/// ASan's default 256 MB quarantine of freed memory, three such inputs reach
/// -rss_limit_mb=512 with almost nothing live; a smaller quarantine keeps the
/// limit meaningful for the reader's own memory (ASAN_OPTIONS still wins).
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=64"; }

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check_read(data, size);
  const std::vector<std::uint8_t> mended = with_chunk_crcs_made_right(data, size);
  if (!std::equal(mended.begin(), mended.end(), data)) check_read(mended.data(), mended.size());
  return 0;
}
