/// @file
/// Fuzz target: the production kernel against the oracle, float and double,
/// on pairs built to sit on the boundary (harness/box_pair_from_bytes.hpp).
/// Also checks symmetry, the certificate (exactly) and overlaps() under both
/// touching policies.

#include "harness/answer.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/certificate_check.hpp"
#include "harness/box_pair.hpp"
#include "harness/gmp_free_lists.hpp"  // GMP memory from free lists, not ASan's allocator
#include "harness/mismatch_report.hpp"
#include "oracle/oracle.hpp"

#include <obb2d/obb2d.hpp>

namespace {

template <class T>
void check_kernel_against_oracle(obb2d::harness::FuzzBytes& bytes) {
  using obb2d::Relation;
  namespace harness = obb2d::harness;
  const auto pair = harness::make_box_pair_from_bytes<T>(bytes);
  const obb2d::Box<T> a = harness::to_kernel_box(pair.a), b = harness::to_kernel_box(pair.b);
  const obb2d::Certificate<T> certificate = obb2d::certify(a, b);
  const Relation swapped = obb2d::classify(b, a);
  const bool closed = obb2d::overlaps(a, b, obb2d::TouchingPolicy::closed);
  const bool open = obb2d::overlaps(a, b, obb2d::TouchingPolicy::open);
  const obb2d::Witness probe{static_cast<obb2d::Witness::Kind>(1 + bytes.take_choice(3)),
                             static_cast<unsigned char>(bytes.take_choice(4)),
                             static_cast<unsigned char>(bytes.take_choice(4))};
  // The oracle's truth, the rational check of the certificate, and the
  // kernel's own witness check against the rational one (on the
  // certificate's witness and on an arbitrary one taken from the bytes),
  // all from one exact copy of each box. A box with a NaN or an infinity has
  // no exact copy: its truth is invalid, with no axis and no witness.
  Relation truth = Relation::invalid;
  bool certificate_is_valid = harness::has_neither_axis_nor_witness(certificate);
  bool witness_checks_agree = true;
  if (obb2d::oracle::is_finite_box(pair.a) && obb2d::oracle::is_finite_box(pair.b)) {
    const harness::ExactBox exact_a = harness::make_exact_box(pair.a), exact_b = harness::make_exact_box(pair.b);
    truth = harness::relation_of(harness::relate_exact_boxes(exact_a, exact_b));
    certificate_is_valid = harness::is_certificate_valid(exact_a, exact_b, certificate);
    witness_checks_agree = obb2d::is_witness_valid(a, b, probe) == harness::is_witness_true(exact_a, exact_b, probe) &&
                           (certificate.witness.kind == obb2d::Witness::Kind::none ||
                            obb2d::is_witness_valid(a, b, certificate.witness));
  }
  if (certificate.relation == truth && swapped == truth && certificate_is_valid && witness_checks_agree &&
      closed == (truth == Relation::touching || truth == Relation::overlapping) &&
      open == (truth == Relation::overlapping)) {
    return;
  }
  harness::report_mismatch_and_abort<T>(
      "kernel_vs_oracle", pair.a, pair.b,
      {{"oracle", obb2d::to_string(truth)},
       {"exact", obb2d::to_string(certificate.relation)},
       {"exact(b,a)", obb2d::to_string(swapped)},
       {"certificate valid", certificate_is_valid ? "yes" : "no"},
       {"witness checks agree", witness_checks_agree ? "yes" : "no"},
       {"overlaps closed/open", std::string(closed ? "true" : "false") + "/" + (open ? "true" : "false")}});
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
