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
obb2d::Relation relation_by_oracle(const obb2d::harness::BoxPair<T>& pair) {
  namespace oracle = obb2d::oracle;
  if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return obb2d::Relation::invalid;
  return obb2d::harness::relation_of(oracle::intersect_boxes(pair.a, pair.b).relation);
}

template <class T>
void check_kernel_against_oracle(obb2d::harness::FuzzBytes& bytes) {
  using obb2d::Relation;
  const auto pair = obb2d::harness::make_box_pair_from_bytes<T>(bytes);
  const obb2d::Box<T> a = obb2d::harness::to_kernel_box(pair.a), b = obb2d::harness::to_kernel_box(pair.b);
  const obb2d::Certificate<T> certificate = obb2d::certify(a, b);
  const Relation swapped = obb2d::classify(b, a);
  const Relation truth = relation_by_oracle(pair);
  const bool closed = obb2d::overlaps(a, b, obb2d::TouchingPolicy::closed);
  const bool open = obb2d::overlaps(a, b, obb2d::TouchingPolicy::open);
  const bool certificate_is_valid = obb2d::harness::is_certificate_valid(pair.a, pair.b, certificate);
  // The kernel's own witness check must agree with the rational one, on the
  // certificate's witness and on an arbitrary witness taken from the bytes.
  const obb2d::Witness probe{static_cast<obb2d::Witness::Kind>(1 + bytes.take_choice(3)),
                             static_cast<unsigned char>(bytes.take_choice(4)),
                             static_cast<unsigned char>(bytes.take_choice(4))};
  const bool is_finite = truth != Relation::invalid;
  const bool witness_checks_agree =
      !is_finite || (obb2d::is_witness_valid(a, b, probe) == obb2d::harness::is_witness_true(pair.a, pair.b, probe) &&
                     (certificate.witness.kind == obb2d::Witness::Kind::none ||
                      obb2d::is_witness_valid(a, b, certificate.witness)));
  if (certificate.relation == truth && swapped == truth && certificate_is_valid && witness_checks_agree &&
      closed == (truth == Relation::touching || truth == Relation::overlapping) &&
      open == (truth == Relation::overlapping)) {
    return;
  }
  obb2d::harness::report_mismatch_and_abort<T>(
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
