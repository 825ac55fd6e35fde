#pragma once
/// @file
/// A structure-of-arrays copy of boxes for the batch API's tests and fuzz
/// target, starting a chosen number of elements into each buffer so that the
/// arrays are misaligned on purpose.

#include <obb2d/batch.hpp>

#include <array>
#include <cstddef>
#include <vector>

namespace obb2d::harness {

template <class T>
class BoxArraysCopy {
 public:
  BoxArraysCopy(const std::vector<Box<T>>& boxes, std::size_t offset) {
    for (auto& buffer : buffers_) buffer.assign(boxes.size() + offset, T(0));
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      const T numbers[6] = {boxes[i].center.x, boxes[i].center.y, boxes[i].u.x,
                            boxes[i].u.y,      boxes[i].v.x,      boxes[i].v.y};
      for (int k = 0; k < 6; ++k) buffers_[k][offset + i] = numbers[k];
    }
    arrays_ = {buffers_[0].data() + offset, buffers_[1].data() + offset, buffers_[2].data() + offset,
               buffers_[3].data() + offset, buffers_[4].data() + offset, buffers_[5].data() + offset};
  }
  BoxArraysCopy(const BoxArraysCopy&) = delete;
  BoxArraysCopy& operator=(const BoxArraysCopy&) = delete;

  /// The copy, as the batch API takes it.
  const BoxArrays<T>& arrays() const { return arrays_; }

 private:
  std::array<std::vector<T>, 6> buffers_;
  BoxArrays<T> arrays_{};
};

}  // namespace obb2d::harness
