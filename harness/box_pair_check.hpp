#pragma once
/// @file
/// The production kernel against the oracle on one box pair, float or
/// double: classify both ways, the certificate (checked exactly), the
/// kernel's witness check on the certificate's witness and on a probe
/// witness read off the bytes, and overlaps() under both touching policies.
/// A disagreement is reported (mismatch_report.hpp) and aborts: the check of
/// the fuzz targets kernel_vs_oracle and long_contacts_vs_oracle.

#include "answer.hpp"
#include "box_pair.hpp"
#include "certificate_check.hpp"
#include "fuzz_bytes.hpp"
#include "mismatch_report.hpp"
#include "oracle/oracle.hpp"

#include <obb2d/obb2d.hpp>

#include <string>

namespace obb2d::harness {

/// Checks the pair (above); `target` names the fuzz target in the report.
template <class T>
void check_box_pair_against_oracle(const char* target, const BoxPair<T>& pair, FuzzBytes& bytes) {
  const Box<T> a = to_kernel_box(pair.a), b = to_kernel_box(pair.b);
  const Certificate<T> certificate = certify(a, b);
  const Relation swapped = classify(b, a);
  const bool closed = overlaps(a, b, TouchingPolicy::closed);
  const bool open = overlaps(a, b, TouchingPolicy::open);
  const Witness probe{static_cast<Witness::Kind>(1 + bytes.take_choice(3)),
                      static_cast<unsigned char>(bytes.take_choice(4)),
                      static_cast<unsigned char>(bytes.take_choice(4))};
  // The oracle's truth, the rational check of the certificate, and the
  // kernel's own witness check against the rational one (on the
  // certificate's witness and on an arbitrary one taken from the bytes),
  // all from one exact copy of each box. A box with a NaN or an infinity has
  // no exact copy: its truth is invalid, with no axis and no witness.
  Relation truth = Relation::invalid;
  bool certificate_is_valid = has_neither_axis_nor_witness(certificate);
  bool witness_checks_agree = true;
  if (oracle::is_finite_box(pair.a) && oracle::is_finite_box(pair.b)) {
    const ExactBox exact_a = make_exact_box(pair.a), exact_b = make_exact_box(pair.b);
    truth = relation_of(relate_exact_boxes(exact_a, exact_b));
    certificate_is_valid = is_certificate_valid(exact_a, exact_b, certificate);
    witness_checks_agree = is_witness_valid(a, b, probe) == is_witness_true(exact_a, exact_b, probe) &&
                           (certificate.witness.kind == Witness::Kind::none ||
                            is_witness_valid(a, b, certificate.witness));
  }
  if (certificate.relation == truth && swapped == truth && certificate_is_valid && witness_checks_agree &&
      closed == (truth == Relation::touching || truth == Relation::overlapping) &&
      open == (truth == Relation::overlapping)) {
    return;
  }
  report_mismatch_and_abort<T>(
      target, pair.a, pair.b,
      {{"oracle", to_string(truth)},
       {"exact", to_string(certificate.relation)},
       {"exact(b,a)", to_string(swapped)},
       {"certificate valid", certificate_is_valid ? "yes" : "no"},
       {"witness checks agree", witness_checks_agree ? "yes" : "no"},
       {"overlaps closed/open", std::string(closed ? "true" : "false") + "/" + (open ? "true" : "false")}});
}

}  // namespace obb2d::harness
