#pragma once
/// @file
/// The free parameters of one application of a law, and what the law says
/// about one input. A counterexample is a box pair plus these parameters, so
/// it can be written down, pinned and replayed without RapidCheck.

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace obb2d::properties {

/// The knobs of one law application. Each law reads only the ones its
/// statement names (see laws/law_table.hpp); the others stay 0.
struct LawParameters {
  int choice = 0;      ///< which symmetry, rewrite, box or construction
  int exponent = 0;    ///< a power of two: scaling by 2^exponent
  double x = 0;        ///< translation, x
  double y = 0;        ///< translation, y
  double angle = 0;    ///< rotation, radians, counter-clockwise
};

/// What a law says about one input.
struct LawVerdict {
  bool applies = false;  ///< the input meets the law's precondition (else: discarded)
  bool holds = true;     ///< the kernel's answers keep the law (meaningful when applies)
  std::string detail;    ///< the answers that were compared, for reports
};

/// A verdict for an input outside the law's precondition.
inline LawVerdict does_not_apply(std::string why) { return {false, true, std::move(why)}; }

/// `choice=C exponent=E x=X y=Y angle=A`, the numbers as hex floats (exact).
inline std::string to_text(const LawParameters& parameters) {
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, "choice=%d exponent=%d x=%a y=%a angle=%a", parameters.choice,
                parameters.exponent, parameters.x, parameters.y, parameters.angle);
  return buffer;
}

/// Parses to_text's format (any order; missing keys stay 0); nullopt when a
/// token is not `key=number` with a known key.
inline std::optional<LawParameters> parse_law_parameters(std::string_view text) {
  LawParameters parameters;
  std::istringstream tokens{std::string(text)};
  for (std::string token; tokens >> token;) {
    const auto equals = token.find('=');
    if (equals == std::string::npos) return std::nullopt;
    const std::string key = token.substr(0, equals), value = token.substr(equals + 1);
    char* end = nullptr;
    const double number = std::strtod(value.c_str(), &end);
    if (value.empty() || *end != '\0') return std::nullopt;
    if (key == "choice") parameters.choice = static_cast<int>(number);
    else if (key == "exponent") parameters.exponent = static_cast<int>(number);
    else if (key == "x") parameters.x = number;
    else if (key == "y") parameters.y = number;
    else if (key == "angle") parameters.angle = number;
    else return std::nullopt;
  }
  return parameters;
}

}  // namespace obb2d::properties
