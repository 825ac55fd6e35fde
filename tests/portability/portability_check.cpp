/// @file
/// The kernel against stored exact answers, under whatever compiler and
/// flags built this program (scripts/test-portability builds it under each
/// configuration of its matrix; ctest runs it in the default build). Only
/// the standard library and the vendorable headers: no oracle, no GoogleTest.
///
///   a. self-test      obb2d::self_test() (impl/obb2d/self_test.hpp)
///   b. stored pairs   corpus/portability/box_pairs.txt: classify in both
///                     orders, overlaps under both policies, certify and its
///                     witness, against the oracle's relation
///   c. grid           every ordered pair of the 486 grid boxes, float and
///                     double, against grid_relations.txt; and A given as
///                     the list of its (integer) corners against the box B
///                     (polygon.hpp)
///   d. edge cases     every example of every row of docs/edge-cases.md
///   e. batch          classify_pairs and classify_one_against_many (arrays
///                     and BoxArrays, in chunks of 1 to 17 pairs so every
///                     lane and tail position is used) against classify, on
///                     the pairs of b
///   f. sprite bounds  corpus/portability/sprite_bounds.txt: status, opaque
///                     rectangle, float and double AABB, box, exactness
///   g. grid polygons  every ordered pair of the 213 grid polygons
///                     (polygon.hpp), B moved by 4 steps, as they are, far
///                     from the origin and near the top of the range,
///                     against grid_polygon_relations.txt (classify of the
///                     lists and of CheckedPolygons); certify's
///                     certificate checked on the pairs as they are
///   h. no NaN made    only where the headers may assume that no NaN arises
///                     (OBB2D_NAN_MAY_BE_ASSUMED_AWAY): classify and certify
///                     of boxes and of polygons whose numbers fill each
///                     binade (and +-2^(k/2)), largest magnitudes with every sign,
///                     and make_sprite_bounds under transforms of every
///                     binade, raise no invalid operation: make no NaN (the
///                     range tests keep such numbers out of the filters)
///   i. modes kept     after a, b, d and e, the floating-point control
///                     register's modes (rounding, exception masks, FTZ,
///                     DAZ; not the sticky flags) are what they were before:
///                     a kernel that switched them for its own work put the
///                     caller's back
///   j. modes read     obb2d::is_default_fp_environment(): true in the
///                     default environment, with every sticky exception
///                     flag raised too; false in the others
/// a, b, d, e, i and j run in each environment the target has
/// (fp_environment.hpp): the default one; flush-to-zero and
/// denormals-are-zero on (x86, ARM); rounding toward +inf (all but
/// WebAssembly). The grids (c, g) run in the default environment only: their
/// numbers are small integers, whose operations are exact, so that neither
/// FTZ/DAZ nor a rounding mode can change them (built without the kernel's
/// guard, the grids still pass in the other environments while a and b
/// fail). f and h run in the default environment (where a kernel restores
/// another, it restores the flags too: h could not see them).
///
/// usage: portability_check CORPUS_DIR
///   CORPUS_DIR  corpus/portability
/// With OBB2D_CHECK_SECTIONS set to some of the letters a to h
/// (scripts/mutate sets it), only those sections run, with i, j and the
/// final check of the environment, which watch what the others leave.
/// Prints the first failures in full, a count per section, and last
/// `N passed, M failed`; exit status 0 when none failed, 1 otherwise, 2 when
/// the stored files cannot be read.

#include "answer_files.hpp"
#include "check_tally.hpp"
#include "edge_case_rows.hpp"
#include "fp_environment.hpp"
#include "grid_boxes.hpp"
#include "grid_polygons.hpp"

#include <obb2d/batch.hpp>
#include <obb2d/obb2d.hpp>
#include <obb2d/polygon.hpp>
#include <obb2d/sprite_bounds.hpp>

#include <obb2d/self_test.hpp>

#include <algorithm>
#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace obb2d::portability {
namespace {

const char* precision_name(float) { return "float"; }
const char* precision_name(double) { return "double"; }

std::string section_name(const char* check, FloatMode mode) { return std::string(check) + " [" + to_string(mode) + "]"; }

// ---------------------------------------------------------------------------
// a. the self-test
// ---------------------------------------------------------------------------

void check_self_test(Tally& tally, FloatMode mode) {
  const int section = tally.add_section(section_name("a. self_test()", mode));
  const SelfTestResult result = self_test();
  tally.record(section, result.passed(), [&result] {
    return "self_test() ran " + std::to_string(result.cases_run) + " cases; case " +
           std::to_string(result.failed_case) + " (" + result.group + ", " + result.check + ") expected " +
           to_string(result.expected) + ", got " + to_string(result.actual);
  });
}

// ---------------------------------------------------------------------------
// b. stored pairs
// ---------------------------------------------------------------------------

/// What the kernel says of one pair, every way it can be asked.
template <class T>
struct PairAnswers {
  Relation forward;        ///< classify(a, b)
  Relation backward;       ///< classify(b, a)
  bool closed;             ///< overlaps(a, b, closed)
  bool open;               ///< overlaps(a, b, open)
  Relation certified;      ///< certify(a, b).relation
  bool is_witness_valid;   ///< its witness checks (true when none is due)
};

template <class T>
PairAnswers<T> ask_kernel(const Box<T>& a, const Box<T>& b) {
  const Certificate<T> certificate = certify(a, b);
  const bool is_witness_due =
      certificate.relation == Relation::touching || certificate.relation == Relation::overlapping;
  return {classify(a, b),
          classify(b, a),
          overlaps(a, b, TouchingPolicy::closed),
          overlaps(a, b, TouchingPolicy::open),
          certificate.relation,
          !is_witness_due || is_witness_valid(a, b, certificate.witness)};
}

template <class T>
bool is_consistent(const PairAnswers<T>& answers, Relation expected) {
  return answers.forward == expected && answers.backward == expected && answers.certified == expected &&
         answers.closed == (expected == Relation::touching || expected == Relation::overlapping) &&
         answers.open == (expected == Relation::overlapping) && answers.is_witness_valid;
}

template <class T>
std::string describe_answers(const Box<T>& a, const Box<T>& b, Relation expected, const PairAnswers<T>& got) {
  return format_pair_line(a, b) + ": expected " + to_string(expected) + "; classify(a,b) " + to_string(got.forward) +
         ", classify(b,a) " + to_string(got.backward) + ", overlaps closed/open " + (got.closed ? "true" : "false") +
         "/" + (got.open ? "true" : "false") + ", certify " + to_string(got.certified) + ", witness " +
         (got.is_witness_valid ? "valid" : "INVALID");
}

template <class T>
void check_stored_pairs(Tally& tally, FloatMode mode, const std::vector<StoredPair<T>>& pairs) {
  const int section = tally.add_section(section_name("b. stored pairs", mode) + " " + precision_name(T()));
  for (const StoredPair<T>& pair : pairs) {
    const PairAnswers<T> answers = ask_kernel(pair.a, pair.b);
    tally.record(section, is_consistent(answers, pair.relation), [&] {
      return "box_pairs.txt:" + std::to_string(pair.line) + " " + describe_answers(pair.a, pair.b, pair.relation, answers);
    });
  }
}

// ---------------------------------------------------------------------------
// c. the exhaustive grid
// ---------------------------------------------------------------------------

template <class T>
void check_grid(Tally& tally, FloatMode mode, const std::vector<Relation>& table) {
  const int section = tally.add_section(section_name("c. grid", mode) + " " + precision_name(T()));
  const std::vector<Box<T>> boxes = make_grid_boxes<T>();
  std::vector<std::vector<Vec2<T>>> corners;  // c + u + v, c - u + v, c - u - v, c + u - v: exact integers
  for (const Box<T>& box : boxes) {
    corners.push_back({});
    for (const auto& [s, t] : {std::pair{1, 1}, std::pair{-1, 1}, std::pair{-1, -1}, std::pair{1, -1}}) {
      corners.back().push_back({box.center.x + T(s) * box.u.x + T(t) * box.v.x,
                                box.center.y + T(s) * box.u.y + T(t) * box.v.y});
    }
  }
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    for (std::size_t j = 0; j < boxes.size(); ++j) {
      const Relation expected = table[i * boxes.size() + j];
      const Relation got = classify(boxes[i], boxes[j]);
      const Relation as_polygon = classify(PolygonView<T>{corners[i].data(), corners[i].size()}, boxes[j]);
      tally.record(section, got == expected && as_polygon == expected, [&] {
        return "grid box " + std::to_string(i) + " against " + std::to_string(j) + ": " +
               format_pair_line(boxes[i], boxes[j]) + ": expected " + to_string(expected) + ", classify " +
               to_string(got) + ", of A's corners and B " + to_string(as_polygon);
      });
    }
  }
}

// ---------------------------------------------------------------------------
// d. the rows of docs/edge-cases.md
// ---------------------------------------------------------------------------

template <class T>
void check_edge_case_rows(Tally& tally, FloatMode mode, const std::vector<EdgeCaseExample<T>>& examples) {
  const int section = tally.add_section(section_name("d. edge-case rows", mode) + " " + precision_name(T()));
  for (const EdgeCaseExample<T>& example : examples) {
    const PairAnswers<T> answers = ask_kernel(example.a, example.b);
    tally.record(section, is_consistent(answers, example.expected), [&] {
      return "docs/edge-cases.md row " + std::to_string(example.row) + " (" + example.example + "): " +
             describe_answers(example.a, example.b, example.expected, answers);
    });
  }
}

// ---------------------------------------------------------------------------
// e. batch against scalar
// ---------------------------------------------------------------------------

/// The pairs of b as arrays and as structures of arrays.
template <class T>
struct BatchInput {
  std::vector<Box<T>> a, b;
  std::vector<T> columns[12];  ///< a's six numbers, then b's, one array each

  explicit BatchInput(const std::vector<StoredPair<T>>& pairs) {
    for (const StoredPair<T>& pair : pairs) {
      a.push_back(pair.a);
      b.push_back(pair.b);
      const T numbers[12] = {pair.a.center.x, pair.a.center.y, pair.a.u.x, pair.a.u.y, pair.a.v.x, pair.a.v.y,
                             pair.b.center.x, pair.b.center.y, pair.b.u.x, pair.b.u.y, pair.b.v.x, pair.b.v.y};
      for (int k = 0; k < 12; ++k) columns[k].push_back(numbers[k]);
    }
  }

  /// Boxes [begin, ...) of a (first = true) or b as a BoxArrays.
  BoxArrays<T> arrays(bool first, std::size_t begin) const {
    const std::vector<T>* c = first ? columns : columns + 6;
    return {c[0].data() + begin, c[1].data() + begin, c[2].data() + begin,
            c[3].data() + begin, c[4].data() + begin, c[5].data() + begin};
  }
};

/// Chunks of 1, 2, ..., 17, 1, 2, ... pairs: every lane position and tail.
template <class Visit>
void for_each_chunk(std::size_t count, const Visit& visit) {
  std::size_t length = 1;
  for (std::size_t begin = 0; begin < count; begin += length, length = length % 17 + 1) {
    visit(begin, std::min(length, count - begin));
  }
}

template <class T>
void check_batch(Tally& tally, FloatMode mode, const std::vector<StoredPair<T>>& pairs) {
  const std::string suffix = std::string(" ") + precision_name(T());
  const BatchInput<T> input(pairs);
  const std::size_t count = pairs.size();
  std::vector<Relation> scalar(count), batch(count);
  for (std::size_t i = 0; i < count; ++i) scalar[i] = classify(input.a[i], input.b[i]);

  const auto compare = [&](int section, std::size_t i, const Box<T>& a, const Box<T>& b, Relation expected) {
    tally.record(section, batch[i] == expected, [&] {
      return format_pair_line(a, b) + ": classify " + to_string(expected) + ", batch " + to_string(batch[i]);
    });
  };

  // classify_pairs on the whole arrays, then chunk by chunk, arrays and SoA.
  const int whole = tally.add_section(section_name("e. classify_pairs, one call", mode) + suffix);
  classify_pairs(input.a.data(), input.b.data(), count, batch.data());
  for (std::size_t i = 0; i < count; ++i) compare(whole, i, input.a[i], input.b[i], scalar[i]);

  const int chunked = tally.add_section(section_name("e. classify_pairs, chunks", mode) + suffix);
  for_each_chunk(count, [&](std::size_t begin, std::size_t length) {
    classify_pairs(input.a.data() + begin, input.b.data() + begin, length, batch.data() + begin);
  });
  for (std::size_t i = 0; i < count; ++i) compare(chunked, i, input.a[i], input.b[i], scalar[i]);

  const int soa = tally.add_section(section_name("e. classify_pairs, BoxArrays", mode) + suffix);
  for_each_chunk(count, [&](std::size_t begin, std::size_t length) {
    classify_pairs(input.arrays(true, begin), input.arrays(false, begin), length, batch.data() + begin);
  });
  for (std::size_t i = 0; i < count; ++i) compare(soa, i, input.a[i], input.b[i], scalar[i]);

  // classify_one_against_many: a[begin] against b[begin, begin + length).
  const int many = tally.add_section(section_name("e. one_against_many", mode) + suffix);
  const int many_soa = tally.add_section(section_name("e. one_against_many, BoxArrays", mode) + suffix);
  for (const int section : {many, many_soa}) {
    for_each_chunk(count, [&](std::size_t begin, std::size_t length) {
      const Box<T>& box = input.a[begin];
      if (section == many) {
        classify_one_against_many(box, input.b.data() + begin, length, batch.data() + begin);
      } else {
        classify_one_against_many(box, input.arrays(false, begin), length, batch.data() + begin);
      }
      for (std::size_t i = begin; i < begin + length; ++i) compare(section, i, box, input.b[i], classify(box, input.b[i]));
    });
  }
}

// ---------------------------------------------------------------------------
// f. sprite bounds
// ---------------------------------------------------------------------------

/// Equal bits, or both zeros (the stored side does not fix the sign of 0).
template <class T>
bool is_same_number(T got, T expected) {
  using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  Bits got_bits, expected_bits;
  std::memcpy(&got_bits, &got, sizeof got);
  std::memcpy(&expected_bits, &expected, sizeof expected);
  return got_bits == expected_bits || (Bits(got_bits << 1) == 0 && Bits(expected_bits << 1) == 0);
}

const char* status_word(SpriteBoundsStatus status) {
  switch (status) {
    case SpriteBoundsStatus::bounded: return "bounded";
    case SpriteBoundsStatus::transparent: return "transparent";
    case SpriteBoundsStatus::invalid: return "invalid";
  }
  return "?";
}

/// What differs between the routine and the stored line; empty when nothing.
std::string find_sprite_difference(const SpriteCase& sprite) {
  const AlphaMaskView mask{sprite.alpha.empty() ? nullptr : sprite.alpha.data(), sprite.width, sprite.height, 1,
                           sprite.width};
  const SpriteShape shape = make_sprite_shape(mask, static_cast<unsigned char>(sprite.threshold));
  const float* m = sprite.matrix;
  const Affine2x3<float> transform{m[0], m[1], m[2], m[3], m[4], m[5]};
  const SpriteBounds<float> in_float = make_sprite_bounds<float>(transform, shape);
  const SpriteBounds<double> in_double = make_sprite_bounds<double>(transform, shape);
  if (sprite.status != status_word(in_float.status) || sprite.status != status_word(in_double.status)) {
    return std::string("status ") + status_word(in_float.status) + "/" + status_word(in_double.status) +
           ", expected " + sprite.status;
  }
  if (sprite.status != "bounded") return "";
  std::string problems;
  const PixelRectangle& r = shape.rectangle();
  const int rectangle[4] = {r.min_x, r.min_y, r.max_x, r.max_y};
  if (!std::equal(rectangle, rectangle + 4, sprite.rectangle)) problems += "opaque rectangle; ";
  const float float_sides[4] = {in_float.aabb.min.x, in_float.aabb.min.y, in_float.aabb.max.x, in_float.aabb.max.y};
  const double double_sides[4] = {in_double.aabb.min.x, in_double.aabb.min.y, in_double.aabb.max.x,
                                  in_double.aabb.max.y};
  const Box<double>& box = in_double.box;
  const double box_numbers[6] = {box.center.x, box.center.y, box.u.x, box.u.y, box.v.x, box.v.y};
  static const char* const side_names[4] = {"min x", "min y", "max x", "max y"};
  for (int k = 0; k < 4; ++k) {
    if (!is_same_number(float_sides[k], sprite.float_aabb[k])) {
      problems += std::string("float aabb ") + side_names[k] + " " + format_hex(float_sides[k]) + " (expected " +
                  format_hex(sprite.float_aabb[k]) + "); ";
    }
    if (!is_same_number(double_sides[k], sprite.double_aabb[k])) {
      problems += std::string("double aabb ") + side_names[k] + " " + format_hex(double_sides[k]) + " (expected " +
                  format_hex(sprite.double_aabb[k]) + "); ";
    }
  }
  for (int k = 0; k < 6; ++k) {
    if (!is_same_number(box_numbers[k], sprite.box[k])) {
      problems += "box number " + std::to_string(k) + " " + format_hex(box_numbers[k]) + " (expected " +
                  format_hex(sprite.box[k]) + "); ";
    }
  }
  const char* exactness = in_double.box_exactness == BoxExactness::exact ? "exact" : "rounded";
  if (sprite.exactness != exactness) problems += std::string("box ") + exactness + ", expected " + sprite.exactness;
  return problems;
}

void check_sprite_bounds(Tally& tally, const std::vector<SpriteCase>& sprites) {
  const int section = tally.add_section(section_name("f. sprite bounds", FloatMode::default_mode));
  for (const SpriteCase& sprite : sprites) {
    const std::string difference = find_sprite_difference(sprite);
    tally.record(section, difference.empty(),
                 [&] { return "sprite_bounds.txt:" + std::to_string(sprite.line) + ": " + difference; });
  }
}

// ---------------------------------------------------------------------------

/// Everything the checks read, built in the default environment (parsing
/// and rows 12-13 make subnormal numbers).
// ---------------------------------------------------------------------------
// g. the polygons of the small grid (polygon.hpp)
// ---------------------------------------------------------------------------

/// Every pair of grid polygons, B moved by each step, as they are, far from
/// the origin (turns of exactly 0 the filter cannot see) and scaled near
/// the top of the range (the wide integer), against the stored table; and
/// every grid polygon's list is convex (check_polygon).
template <class T>
void check_grid_polygons(Tally& tally, FloatMode mode, const std::vector<Relation>& table) {
  const int section = tally.add_section(section_name("g. grid polygons", mode) + " " + precision_name(T()));
  const T far = std::is_same_v<T, float> ? T(0x1p+21) : T(0x1p+50);
  const T huge = std::is_same_v<T, float> ? T(0x1p+124) : T(0x1p+1019);
  const auto as_is = [](T x) { return x; };
  const auto far_away = [far](T x) { return far + x; };
  const auto near_the_top = [huge](T x) { return huge * x; };
  const char* const placement_names[] = {"as is", "far away", "near the top"};
  for (int placement = 0; placement < 3; ++placement) {
    const auto place = [&](int dx, int dy) {
      return placement == 0   ? make_grid_polygons<T>(dx, dy, as_is)
             : placement == 1 ? make_grid_polygons<T>(dx, dy, far_away)
                              : make_grid_polygons<T>(dx, dy, near_the_top);
    };
    // Each polygon checked once, as a user keeps a CheckedPolygon.
    const auto checked_once = [](const auto& list) {
      std::vector<CheckedPolygon<T>> checked;
      for (const auto& points : list) checked.emplace_back(PolygonView<T>{points.data(), points.size()});
      return checked;
    };
    const auto polygons = place(0, 0);
    const auto checked_polygons = checked_once(polygons);
    for (std::size_t i = 0; i < polygons.size(); ++i) {
      const PolygonCheck check = check_polygon(PolygonView<T>{polygons[i].data(), polygons[i].size()});
      tally.record(section, check.problem == PolygonProblem::none, [&] {
        return "grid polygon " + std::to_string(i) + " (" + placement_names[placement] + "): check_polygon says " +
               to_string(check.problem);
      });
    }
    for (std::size_t m = 0; m < grid_polygon_moves.size(); ++m) {
      const auto moved = place(grid_polygon_moves[m].first, grid_polygon_moves[m].second);
      const auto checked_moved = checked_once(moved);
      for (std::size_t i = 0; i < polygons.size(); ++i) {
        for (std::size_t j = 0; j < moved.size(); ++j) {
          const Relation expected = table[(i * grid_polygon_moves.size() + m) * moved.size() + j];
          const PolygonView<T> a{polygons[i].data(), polygons[i].size()}, b{moved[j].data(), moved[j].size()};
          const Relation got = classify(a, b);
          const Relation checked = classify(checked_polygons[i], checked_moved[j]);
          // The certificate too, where the numbers are as they are.
          const bool is_certified = placement != 0 || is_certificate_valid(a, b, certify(a, b));
          tally.record(section, got == expected && checked == expected && is_certified, [&] {
            return "grid polygon " + std::to_string(i) + " against " + std::to_string(j) + " moved by step " +
                   std::to_string(m) + " (" + placement_names[placement] + "): expected " + to_string(expected) +
                   ", classify " + to_string(got) + ", of CheckedPolygons " + to_string(checked) +
                   (is_certified ? "" : ", certificate NOT valid");
          });
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// h. no NaN made where the headers may assume none arises
// ---------------------------------------------------------------------------

#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY) && defined(FE_INVALID)
/// Whether classify, certify and overlaps of a and b raise an invalid
/// operation: inf - inf or 0 * inf, which make the NaN the compiler may
/// assume away. (An infinity may arise: -ffinite-math-only is refused.)
/// Not inlined, so that the flag is read after the calls.
template <class T>
[[gnu::noinline]] bool raises_invalid(const Box<T>& a, const Box<T>& b) {
  const Vec2<T> a_corners[] = {{a.center.x, a.u.x}, {a.u.y, a.center.y}, {a.v.x, a.v.y}};
  const Vec2<T> b_corners[] = {{b.center.x, b.u.x}, {b.u.y, b.center.y}, {b.v.x, b.v.y}, {b.center.y, b.v.x}};
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile int answers = int(classify(a, b)) + int(certify(a, b).relation) + int(overlaps(a, b, TouchingPolicy::closed));
  answers = answers + int(classify(PolygonView<T>{a_corners, 3}, PolygonView<T>{b_corners, 4}));
  answers = answers + int(classify(PolygonView<T>{b_corners, 4}, a));
  answers = answers + int(classify(PolygonView<T>{a_corners, 3}, b));
  return std::fetestexcept(FE_INVALID) != 0;
}

/// Whether this target's floating-point flags record an invalid operation
/// (WebAssembly has no flags: there h cannot see one, so it is not run).
bool can_see_invalid_operations() {
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile double infinity = std::numeric_limits<double>::infinity();
  volatile double not_a_number = infinity - infinity;
  (void)not_a_number;
  const bool is_seen = std::fetestexcept(FE_INVALID) != 0;
  std::feclearexcept(FE_ALL_EXCEPT);
  return is_seen;
}

/// For each binade [2^k, 2^(k+1)) of T: 64 pairs whose twelve numbers are
/// the binade's largest number with a random sign, or a random one of the
/// binade (so the differences reach twice the largest), or +-2^(k/2) (so
/// that numbers in range meet numbers beyond it, and their products
/// overflow); and, for the binades whose squares overflow, every choice of
/// one or two of the twelve as the binade's largest number, the others
/// small integers (so that a single point or vector beyond range meets
/// numbers all in range: the range test must see every one of them).
template <class T>
void check_no_nan_is_made(Tally& tally) {
  const int section =
      tally.add_section(section_name("h. no NaN made", FloatMode::default_mode) + " " + precision_name(T()));
  std::mt19937 random(1);
  for (int k = std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits; k < std::numeric_limits<T>::max_exponent; ++k) {
    const T largest = std::nextafter(std::ldexp(T(1), k + 1), T(0));
    for (int trial = 0; trial < 64; ++trial) {
      T numbers[12];
      for (T& number : numbers) {
        const auto draw = static_cast<std::uint32_t>(random());
        const T magnitude = draw % 8 == 0   ? std::ldexp(T(1), k / 2)
                            : draw % 4 == 0 ? std::ldexp(T(1) + T(draw >> 9) * T(0x1p-23), k)
                                            : largest;
        number = (draw & 16) != 0 ? -magnitude : magnitude;
      }
      const Box<T> a{{numbers[0], numbers[1]}, {numbers[2], numbers[3]}, {numbers[4], numbers[5]}};
      const Box<T> b{{numbers[6], numbers[7]}, {numbers[8], numbers[9]}, {numbers[10], numbers[11]}};
      tally.record(section, !raises_invalid(a, b), [&] {
        return "binade 2^" + std::to_string(k) + ": " + format_pair_line(a, b) +
               " raised an invalid operation";
      });
    }
  }
  for (int k = std::numeric_limits<T>::max_exponent / 2 - 8; k < std::numeric_limits<T>::max_exponent; ++k) {
    const T largest = std::nextafter(std::ldexp(T(1), k + 1), T(0));
    for (int first = 0; first < 12; ++first) {
      for (int second = first; second < 12; ++second) {
        T numbers[12];
        for (int i = 0; i < 12; ++i) {
          const auto draw = static_cast<std::uint32_t>(random());
          const T magnitude = i == first || i == second ? largest : T(1 + draw % 8);
          numbers[i] = (draw & 16) != 0 ? -magnitude : magnitude;
        }
        const Box<T> a{{numbers[0], numbers[1]}, {numbers[2], numbers[3]}, {numbers[4], numbers[5]}};
        const Box<T> b{{numbers[6], numbers[7]}, {numbers[8], numbers[9]}, {numbers[10], numbers[11]}};
        tally.record(section, !raises_invalid(a, b), [&] {
          return "binade 2^" + std::to_string(k) + ", numbers " + std::to_string(first) + " and " +
                 std::to_string(second) + " of the binade: " + format_pair_line(a, b) + " raised an invalid operation";
        });
      }
    }
  }
}

/// make_sprite_bounds (float and double AABB) of an L-shaped 3 x 2 sprite
/// under transforms whose numbers fill each float binade, largest ones with
/// every sign among them (so sides reach and pass FLT_MAX), raise no
/// invalid operation.
void check_no_nan_is_made_in_sprite_bounds(Tally& tally) {
  const int section = tally.add_section(section_name("h. no NaN made", FloatMode::default_mode) + " sprite bounds");
  const unsigned char alpha[] = {255, 0, 0, 255, 255, 255};
  const SpriteShape shape = make_sprite_shape({alpha, 3, 2, 1, 3}, 0);
  std::mt19937 random(2);
  for (int k = std::numeric_limits<float>::min_exponent - std::numeric_limits<float>::digits;
       k < std::numeric_limits<float>::max_exponent; ++k) {
    const float largest = std::nextafter(std::ldexp(1.0f, k + 1), 0.0f);
    for (int trial = 0; trial < 16; ++trial) {
      float numbers[6];
      for (float& number : numbers) {
        const auto draw = static_cast<std::uint32_t>(random());
        const float magnitude = draw % 4 == 0 ? float(1 + draw % 8) : largest;
        number = (draw & 16) != 0 ? -magnitude : magnitude;
      }
      const Affine2x3<float> m{numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5]};
      std::feclearexcept(FE_ALL_EXCEPT);
      volatile int statuses = int(make_sprite_bounds<float>(m, shape).status);
      statuses = statuses + int(make_sprite_bounds<double>(m, shape).status);
      tally.record(section, std::fetestexcept(FE_INVALID) == 0, [&] {
        std::string text = "binade 2^" + std::to_string(k) + ": transform";
        for (const float number : numbers) text += " " + format_hex(number);
        return text + " raised an invalid operation";
      });
    }
  }
}
#endif

// ---------------------------------------------------------------------------
// j. the environment query
// ---------------------------------------------------------------------------

/// obb2d::is_default_fp_environment() reads the control modes, not the
/// sticky exception flags: true in the default environment, with every
/// flag raised too; false in each other environment the target has.
void check_environment_query(Tally& tally, FloatMode mode) {
  const int section = tally.add_section(section_name("j. modes read", mode));
  const auto expect = [&](bool is_default, bool expected, const char* where) {
    tally.record(section, is_default == expected, [expected, where] {
      return std::string("is_default_fp_environment() is not ") + (expected ? "true" : "false") + " " + where;
    });
  };
  expect(obb2d::is_default_fp_environment(), mode == FloatMode::default_mode, "in this environment");
  if (mode != FloatMode::default_mode) return;
  std::fexcept_t flags;
  std::fegetexceptflag(&flags, FE_ALL_EXCEPT);
  std::feraiseexcept(FE_ALL_EXCEPT);
  const bool is_default_with_flags = obb2d::is_default_fp_environment();
  std::fesetexceptflag(&flags, FE_ALL_EXCEPT);
  expect(is_default_with_flags, true, "with every exception flag raised");
}

struct StoredAnswers {
  StoredPairs pairs;
  std::vector<Relation> grid;
  std::vector<Relation> grid_polygons;
  std::vector<SpriteCase> sprites;
  std::vector<EdgeCaseExample<float>> float_rows;
  std::vector<EdgeCaseExample<double>> double_rows;
};

int run(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: portability_check CORPUS_DIR\n");
    return 2;
  }
  const bool was_flushing = is_flushing_now();
  std::printf("obb2d portability check: %s, FLT_EVAL_METHOD %d, batch path %s, FTZ/DAZ %s%s, rounding toward +inf %s\n",
#if defined(__VERSION__)
              __VERSION__,
#else
              "unknown compiler",
#endif
              FLT_EVAL_METHOD, detail::batch_path_name(),
              can_flush_to_zero ? "switchable" : "not available on this target (default mode only)",
              was_flushing ? " (on at start-up: the program was linked with fast-math start files)" : "",
              can_round_upward() ? "settable" : "not available on this target");

  StoredAnswers stored;
  {
    const ScopedFloatMode defaults(FloatMode::default_mode);
    const std::string directory = argv[1];
    std::string error;
    if (!read_stored_pairs(directory + "/box_pairs.txt", stored.pairs, error) ||
        !read_grid_relations(directory + "/grid_relations.txt", grid_box_count, grid_box_count, stored.grid, error) ||
        !read_grid_relations(directory + "/grid_polygon_relations.txt", grid_polygon_count * grid_polygon_moves.size(),
                             grid_polygon_count, stored.grid_polygons, error) ||
        !read_sprite_cases(directory + "/sprite_bounds.txt", stored.sprites, error)) {
      std::fprintf(stderr, "portability_check: %s\n", error.c_str());
      return 2;
    }
    stored.float_rows = make_edge_case_examples<float>();
    stored.double_rows = make_edge_case_examples<double>();
  }

  Tally tally;
  const char* stop = std::getenv("OBB2D_CHECK_STOP_AT_FIRST_FAILED_SECTION");
  tally.stop_at_first_failed_section(stop && std::string(stop) == "1");
  const char* chosen = std::getenv("OBB2D_CHECK_SECTIONS");
  const auto runs = [chosen](char letter) { return !chosen || std::strchr(chosen, letter); };
  for (const FloatMode mode : {FloatMode::default_mode, FloatMode::flush_to_zero, FloatMode::round_upward}) {
    if (!has_mode(mode)) continue;
    const ScopedFloatMode scope(mode);
    const std::uint64_t modes_set = read_fp_control() & mode_bits;
    if (runs('a')) check_self_test(tally, mode);
    if (runs('b')) {
      check_stored_pairs(tally, mode, stored.pairs.in_float);
      check_stored_pairs(tally, mode, stored.pairs.in_double);
    }
    if (mode == FloatMode::default_mode && runs('c')) {
      check_grid<float>(tally, mode, stored.grid);
      check_grid<double>(tally, mode, stored.grid);
    }
    if (mode == FloatMode::default_mode && runs('g')) {
      check_grid_polygons<float>(tally, mode, stored.grid_polygons);
      check_grid_polygons<double>(tally, mode, stored.grid_polygons);
    }
    if (runs('d')) {
      check_edge_case_rows(tally, mode, stored.float_rows);
      check_edge_case_rows(tally, mode, stored.double_rows);
    }
    if (runs('e')) {
      check_batch(tally, mode, stored.pairs.in_float);
      check_batch(tally, mode, stored.pairs.in_double);
    }
    const int kept = tally.add_section(section_name("i. modes kept", mode));
    const std::uint64_t modes_now = read_fp_control() & mode_bits;
    tally.record(kept, modes_now == modes_set, [modes_set, modes_now] {
      char text[80];
      std::snprintf(text, sizeof text, "control modes %#llx became %#llx", static_cast<unsigned long long>(modes_set),
                    static_cast<unsigned long long>(modes_now));
      return std::string(text);
    });
    check_environment_query(tally, mode);
  }
  {
    const ScopedFloatMode defaults(FloatMode::default_mode);
    if (runs('f')) check_sprite_bounds(tally, stored.sprites);
#if defined(OBB2D_NAN_MAY_BE_ASSUMED_AWAY) && defined(FE_INVALID)
    if (runs('h') && can_see_invalid_operations()) {
      check_no_nan_is_made<float>(tally);
      check_no_nan_is_made<double>(tally);
      check_no_nan_is_made_in_sprite_bounds(tally);
    } else if (runs('h')) {
      std::printf("h. no NaN made: not checked, this target records no invalid operation in its flags\n");
    }
#endif
  }
  const int restored = tally.add_section("FP environment restored after the checks");
  tally.record(restored, is_flushing_now() == was_flushing, [] { return std::string("FTZ/DAZ bits changed"); });
  return tally.print_summary() ? 0 : 1;
}

}  // namespace
}  // namespace obb2d::portability

int main(int argc, char** argv) { return obb2d::portability::run(argc, argv); }
