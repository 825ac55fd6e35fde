/// @file
/// Fuzz target: the batch API against scalar classify, lane by lane. The
/// bytes give a precision, a batch size (0..67), an offset that misaligns the
/// structure-of-arrays copies, and boundary pairs (harness/box_pair_from_bytes.hpp:
/// touching, ulp nudges, raw bit patterns with NaN and infinity). Every form
/// (pairs and one-vs-many, array of boxes and structure of arrays) and every
/// vector path this CPU has must give exactly classify's answers
/// (harness/batch_check.hpp).

#include "harness/batch_check.hpp"
#include "harness/box_pair_from_bytes.hpp"

#include <vector>

namespace {

template <class T>
void check_batch_against_scalar(obb2d::harness::FuzzBytes& bytes) {
  const std::size_t count = bytes.take_choice(68);
  const std::size_t offset = bytes.take_choice(4);
  std::vector<obb2d::harness::BoxPair<T>> pairs;
  for (std::size_t i = 0; i < count; ++i) pairs.push_back(obb2d::harness::make_box_pair_from_bytes<T>(bytes));
  obb2d::harness::check_batch_against_classify("batch_vs_scalar", pairs, offset);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  obb2d::harness::FuzzBytes bytes(data, size);
  if (bytes.take_choice(2)) {
    check_batch_against_scalar<double>(bytes);
  } else {
    check_batch_against_scalar<float>(bytes);
  }
  return 0;
}
