#pragma once
/// @file
/// The exact number type of the oracle, and the exact conversion of stored
/// binary floating-point values into it.
///
/// Backend choice: `bench/rational_backends.cpp` times the whole oracle on a
/// fixed workload with Boost's `cpp_rational` and with the GMP backend
/// `mpq_rational`; GMP won (figures in docs/oracle.md), so it is the default.
/// Every oracle routine is a template on the rational type, so the other
/// backend stays one template argument away.

// GCC 12 reports -Wmaybe-uninitialized inside Boost 1.74's cpp_int once it
// is inlined into our code (a false positive in the library's own
// zero-initialised limb storage, reported at the header's line). The pragma
// covers only these two headers' lines.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/multiprecision/cpp_int.hpp>
#include <boost/multiprecision/gmp.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>

namespace obb2d::oracle {

/// The oracle's default exact rational type (GMP `mpq_t` behind Boost).
using Rational = boost::multiprecision::mpq_rational;

/// The exact value of a finite float or double as a rational.
///
/// Every finite binary floating-point value is m * 2^e with an integer
/// significand m; the result is built from m and e with integer arithmetic
/// only, so nothing rounds (subnormals included; -0.0 becomes 0).
/// Throws std::domain_error for NaN and infinities, which have no rational
/// value: callers classify those as `invalid` before asking the oracle.
template <class Q, class T>
Q to_rational(T value) {
  static_assert(std::is_floating_point_v<T>, "to_rational takes float or double");
  using Integer = typename boost::multiprecision::component_type<Q>::type;
  if (!std::isfinite(value)) throw std::domain_error("to_rational: NaN or infinity");
  if (value == T(0)) return Q(0);

  int exponent = 0;
  // frexp gives value = fraction * 2^exponent with 0.5 <= |fraction| < 1;
  // scaling the fraction by 2^digits makes it an integer exactly.
  const T fraction = std::frexp(value, &exponent);
  constexpr int digits = std::numeric_limits<T>::digits;
  const auto significand =
      static_cast<std::int64_t>(std::ldexp(fraction, digits));
  exponent -= digits;

  Integer numerator = significand;
  Integer denominator = 1;
  if (exponent >= 0) {
    numerator <<= exponent;
  } else {
    denominator <<= -exponent;
  }
  return Q(numerator, denominator);
}

}  // namespace obb2d::oracle
