/// @file
/// Fuzz target: the production kernel against the oracle, float and double,
/// on exact contacts of wide turned boxes whose centers lie far apart
/// (harness/long_contact_pair.hpp): where the error-free recomputation
/// of an edge axis reaches the end of its range, and one bit beyond it. The
/// same checks as kernel_vs_oracle (harness/box_pair_check.hpp), then the
/// batch on the pair in a full group of lanes, A and B in both orders, in
/// every form, which must answer as classify does (harness/batch_check.hpp).

#include "harness/batch_check.hpp"
#include "harness/box_pair_check.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/long_contact_pair.hpp"

#include <vector>

namespace {

template <class T>
void check_long_contact(obb2d::harness::FuzzBytes& bytes) {
  using obb2d::harness::BoxPair;
  const BoxPair<T> pair = obb2d::harness::make_long_distance_contact_from_bytes<T>(bytes);
  obb2d::harness::check_box_pair_against_oracle("long_contacts_vs_oracle", pair, bytes);
  // A full group of lanes, each pair in both orders, and each box as the one-vs-many query.
  const std::size_t offset = bytes.take_choice(4);
  const BoxPair<T> swapped{pair.b, pair.a};
  obb2d::harness::check_batch_against_classify<T>("long_contacts_vs_oracle", {pair, swapped, pair, swapped}, offset);
  obb2d::harness::check_batch_against_classify<T>("long_contacts_vs_oracle", {swapped, pair, swapped, pair}, offset);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_long_contact<double>(bytes);
  } else {
    check_long_contact<float>(bytes);
  }
  return 0;
}
