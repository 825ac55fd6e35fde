/// @file
/// Fuzz target: the production kernel against the oracle, float and double,
/// on pairs built to sit on the boundary (harness/box_pair_from_bytes.hpp).
/// Also checks symmetry, the certificate (exactly) and overlaps() under both
/// touching policies (harness/box_pair_check.hpp).

#include "harness/box_pair_check.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator

namespace {

template <class T>
void check_kernel_against_oracle(obb2d::harness::FuzzBytes& bytes) {
  const auto pair = obb2d::harness::make_box_pair_from_bytes<T>(bytes);
  obb2d::harness::check_box_pair_against_oracle("kernel_vs_oracle", pair, bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_kernel_against_oracle<double>(bytes);
  } else {
    check_kernel_against_oracle<float>(bytes);
  }
  return 0;
}
