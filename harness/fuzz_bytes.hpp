#pragma once
/// @file
/// Reads small values off a fuzzer's byte string; past its end every read is
/// zero, so any byte string (including the empty one) decodes to something.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace obb2d::harness {

/// A cursor over the bytes of one fuzz input.
class FuzzBytes {
 public:
  /// Reads from `data[0, size)`; the bytes must outlive this object.
  FuzzBytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  /// The next `sizeof(Unsigned)` bytes, little-endian; zero-padded at the end.
  template <class Unsigned>
  Unsigned take() {
    Unsigned value = 0;
    for (std::size_t i = 0; i < sizeof(Unsigned); ++i) {
      const Unsigned byte = position_ < size_ ? data_[position_++] : 0;
      value = static_cast<Unsigned>(value | (byte << (8 * i)));
    }
    return value;
  }

  /// A byte reduced to [0, count): a choice among `count` options.
  unsigned take_choice(unsigned count) { return take<std::uint8_t>() % count; }

  /// A signed integer in [-limit, limit] (limit < 32768), from one byte when
  /// limit < 128, else two. Zero bytes give 0, so the fuzzer's starting point
  /// is the untransformed case.
  int take_small_int(int limit) {
    const int raw = limit < 128 ? static_cast<std::int8_t>(take<std::uint8_t>())
                                : static_cast<std::int16_t>(take<std::uint16_t>());
    return raw % (limit + 1);
  }

  /// A float or double whose bits are the next bytes, as they come.
  template <class T>
  T take_raw_bits() {
    using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
    const Bits bits = take<Bits>();
    T value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t position_ = 0;
};

}  // namespace obb2d::harness
