#include "command_campaign.hpp"

#include "fuzzer_process.hpp"
#include "harness/box_pair_from_bytes.hpp"
#include "harness/exact_transformations.hpp"
#include "harness/input_kind.hpp"
#include "harness/kernels.hpp"
#include "harness/mismatch_report.hpp"
#include "harness/pair_line.hpp"
#include "harness/polygon_pair_from_bytes.hpp"
#include "harness/scene_shrink.hpp"
#include "harness/shrink.hpp"
#include "kernel_process.hpp"
#include "oracle/picture_facts.hpp"
#include "oracle/separation.hpp"
#include "svg_panel.hpp"
#include "svg_picture.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>

namespace obb2d::cli {
namespace fs = std::filesystem;
namespace {

/// The laws: exact transformations that keep the truth (law_names spells
/// them): A and B swapped; one of the seven symmetries of the square other
/// than the identity (quarter turns, mirrors); each shape written another
/// way (a box's u and v negated or swapped, a polygon's list from another
/// vertex or reversed); the scene scaled by 2^k; the scene moved so that A's
/// centre (its first vertex) is the origin.
enum class Law { swap, symmetry, rewrite, scale, translate };

/// The scale law's exponent: from -8 to 8, never 0.
int scale_exponent(std::uint64_t draw) {
  const int magnitude = int(1 + draw % 8);
  return (draw >> 3) % 2 ? magnitude : -magnitude;
}

using harness::Answer;
using Clock = std::chrono::steady_clock;

/// Pairs a batch holds: large enough that the pipe, not the round trip,
/// sets the pace; small enough that a slow program answers well within
/// the timeout.
constexpr std::size_t batch_size = 4096;

/// The calls of the program one class's shrinking may make, and its time.
constexpr long shrink_calls = 20000;
constexpr double shrink_seconds = 30;

/// One class: its first witness, as the program answered it.
template <class Pair>
struct CommandClass {
  Answer truth = Answer::invalid, answer = Answer::invalid;
  std::string kind;
  unsigned long long count = 0;
  double first_seconds = 0;
  bool is_within_tolerance = false;
  double largest_relative_width = 0;  ///< the widest gap or overlap of its members, relative to the smaller
                                      ///< shape (pairs of points, which have no size, left out)
  bool is_judged_on_held = false;  ///< its truth is for the geometry the routine said it held
  Pair witness{};       ///< the first pair of the class
  Pair shrunk{};        ///< it made simpler while the class holds
  std::string held;     ///< the geometry the routine said it held for the shrunk witness ("": it said none)
  std::string raw_simplicity, shrunk_simplicity;
  std::string shrunk_separation;  ///< describe_separation of the shrunk witness's truth geometry
};

/// The shapes of a pair in rationals, exactly.
template <class T>
std::pair<oracle::VertexList<oracle::Rational>, oracle::VertexList<oracle::Rational>> exact_shapes(
    const harness::BoxPair<T>& pair) {
  return {oracle::make_box_polygon<oracle::Rational>(pair.a), oracle::make_box_polygon<oracle::Rational>(pair.b)};
}

template <class T>
std::pair<oracle::VertexList<oracle::Rational>, oracle::VertexList<oracle::Rational>> exact_shapes(
    const harness::PolygonPair<T>& pair) {
  const auto exact = [](const std::vector<Vec2<T>>& list) {
    oracle::VertexList<oracle::Rational> points;
    for (const Vec2<T>& p : list) points.push_back({oracle::to_rational<oracle::Rational>(p.x), oracle::to_rational<oracle::Rational>(p.y)});
    return points;
  };
  return {exact(pair.a), exact(pair.b)};
}

/// The separation of a pair's shapes (finite numbers).
template <class Pair>
oracle::Separation separation_of(const Pair& pair) {
  const auto [a, b] = exact_shapes(pair);
  return oracle::find_separation(a, b);
}

/// How wrong an answer for `pair` is: the separation of its shapes, or
/// why there is none (a routine's held geometry may hold a NaN, an
/// infinity, or a list that is not a convex polygon).
template <class Pair>
std::string describe_how_wrong(const Pair& pair) {
  if (harness::oracle_answer(pair) == Answer::invalid) return "no separation: a shape is not a valid one (invalid)";
  return describe_separation(separation_of(pair));
}

/// A routine's declared tolerance: a wrong answer is within it when its
/// truth's width is at most `relative` times the smaller shape's size plus
/// `absolute`.
struct Tolerance {
  double relative = 0, absolute = 0;
  bool has_within(const oracle::Separation& separation) const {
    if (relative <= 0 && absolute <= 0) return false;
    const oracle::Rational limit = oracle::to_rational<oracle::Rational>(relative) * separation.size +
                                   oracle::to_rational<oracle::Rational>(absolute);
    return separation.squared_width <= limit * limit;
  }
};

/// The shapes: decoding, the line, the contract of a pair, shrinking.
template <class T>
struct Boxes {
  using Number = T;
  using Pair = harness::BoxPair<T>;
  static constexpr const char* name = "boxes";
  static Pair decode(harness::FuzzBytes& bytes) { return harness::make_box_pair_from_bytes<T>(bytes); }
  static std::string line_of(const Pair& pair) { return harness::format_classify_line(pair.a, pair.b); }
  /// Sent to the program: every number finite (a routine's contract), and
  /// for a routine of rectangles both boxes rectangles, exactly.
  static bool is_in_contract(const Pair& pair, const CommandCampaignOptions& options) {
    if (!oracle::is_finite_box(pair.a) || !oracle::is_finite_box(pair.b)) return false;
    const auto is_rectangle = [](const oracle::StoredBox<T>& box) {
      const auto q = [](T x) { return oracle::to_rational<oracle::Rational>(x); };
      return q(box.ux) * q(box.vx) + q(box.uy) * q(box.vy) == 0;
    };
    return !options.is_rectangles || (is_rectangle(pair.a) && is_rectangle(pair.b));
  }
  static Pair pair_of(const std::vector<T>& numbers, std::size_t) { return harness::box_pair_of(numbers); }
  /// The geometry a routine said it held, read in double (nullopt for "").
  static std::optional<harness::BoxPair<double>> read_held(const std::string& line) {
    return harness::parse_box_pair_line<double>(line).pair;
  }
  /// The pair under `law` (harness/exact_transformations.hpp), `draw`
  /// picking its variant; nullopt when the transformation would not be exact.
  static std::optional<Pair> transformed(const Pair& pair, Law law, std::uint64_t draw) {
    switch (law) {
      case Law::swap: return harness::exact::swap_boxes(pair);
      case Law::symmetry: return harness::exact::apply_square_symmetry(pair, int(1 + draw % 7));
      case Law::rewrite:
        return Pair{harness::exact::rewrite_box(pair.a, int(1 + draw % 7)),
                    harness::exact::rewrite_box(pair.b, int(1 + (draw >> 3) % 7))};
      case Law::scale: return harness::exact::scale_exactly(pair, scale_exponent(draw));
      case Law::translate: return harness::exact::translate_exactly(pair, -pair.a.cx, -pair.a.cy);
    }
    return std::nullopt;
  }
  static std::size_t a_size(const Pair&) { return 0; }
  template <class Holds>
  static std::vector<T> shrink(const std::vector<T>& raw, std::size_t, Holds holds) {
    return harness::shrink_box_scene(raw, holds);
  }
  static std::optional<BoxPairPicture> draw(const std::string& line, const std::string& title,
                                            const std::string& answered) {
    const auto parsed = harness::parse_box_pair_line<double>(line);
    if (!parsed.pair) return std::nullopt;
    return draw_box_pair_svg(*parsed.pair, title, answered);
  }
};

template <class T>
struct Polygons {
  using Number = T;
  using Pair = harness::PolygonPair<T>;
  static constexpr const char* name = "polygons";
  static Pair decode(harness::FuzzBytes& bytes) { return harness::make_polygon_pair_from_bytes<T>(bytes); }
  static std::string line_of(const Pair& pair) { return harness::format_polygon_pair_line(pair); }
  /// Sent to the program: two convex polygons of finite numbers (as the
  /// production kernel's exact check decides it).
  static bool is_in_contract(const Pair& pair, const CommandCampaignOptions&) {
    return harness::production_kernel().answer(pair) != Answer::invalid;
  }
  static Pair pair_of(const std::vector<T>& numbers, std::size_t a_size) {
    return harness::polygon_pair_of(numbers, a_size);
  }
  /// The geometry a routine said it held, read in double (nullopt for "").
  static std::optional<harness::PolygonPair<double>> read_held(const std::string& line) {
    return harness::parse_polygon_pair_line<double>(line).pair;
  }
  /// The pair under `law` (harness/exact_transformations.hpp), `draw`
  /// picking its variant; nullopt when the transformation would not be exact.
  static std::optional<Pair> transformed(const Pair& pair, Law law, std::uint64_t draw) {
    switch (law) {
      case Law::swap: return harness::exact::swap_polygons(pair);
      case Law::symmetry: return harness::exact::apply_square_symmetry(pair, int(1 + draw % 7));
      case Law::rewrite:
        return Pair{harness::exact::rewrite_list(pair.a, draw >> 2, draw & 1),
                    harness::exact::rewrite_list(pair.b, draw >> 7, draw & 2)};
      case Law::scale: return harness::exact::scale_exactly(pair, scale_exponent(draw));
      case Law::translate:
        if (pair.a.empty()) return std::nullopt;
        return harness::exact::translate_exactly(pair, -pair.a.front().x, -pair.a.front().y);
    }
    return std::nullopt;
  }
  static std::size_t a_size(const Pair& pair) { return pair.a.size(); }
  template <class Holds>
  static std::vector<T> shrink(const std::vector<T>& raw, std::size_t a_size, Holds holds) {
    return harness::shrink_polygon_scene(raw, a_size, holds);
  }
  static std::optional<BoxPairPicture> draw(const std::string& line, const std::string& title,
                                            const std::string& answered) {
    const auto parsed = harness::parse_polygon_pair_line<double>(line);
    if (!parsed.pair) return std::nullopt;
    return draw_polygon_pair_svg(*parsed.pair, title, answered);
  }
};

/// One class of law breaks: the routine's answers to a pair and to its
/// exact transformation differ (so one of them is wrong: both have one truth).
template <class Pair>
struct LawClass {
  unsigned long long count = 0;
  double first_seconds = 0;
  Pair witness{}, transformed{};
};

/// The laws' names, in Law's order (the list the report states).
constexpr const char* law_names[] = {"swap", "symmetry", "rewrite", "scale", "translate"};
constexpr std::size_t law_count = sizeof law_names / sizeof law_names[0];

template <class Pair>
struct Campaign {
  unsigned long long executions = 0;
  unsigned long long law_checks = 0;
  std::map<std::string, LawClass<Pair>> laws;
  double seconds = 0;
  std::map<std::string, CommandClass<Pair>> classes;
  std::string problem;           ///< the program could not be checked
  std::string production_issue;  ///< the production kernel and the oracle disagreed (a defect of ours)
};

/// The program's answer for one pair and the geometry it said it held;
/// nullopt when it could not answer (the problem is then kept by the process).
std::optional<std::pair<Answer, std::string>> ask_one(KernelProcess& process, const std::string& line,
                                                      double timeout_seconds) {
  std::vector<Answer> answers;
  std::vector<std::string> held;
  if (!process.ask({line}, answers, held, timeout_seconds).empty()) return std::nullopt;
  return std::pair{answers.front(), held.front()};
}

/// What one answer is judged to be: its truth, the kind of input and
/// whether a wrong answer is within the tolerance, for the geometry the
/// truth is for (the pair as given, or the one the routine said it held).
struct Judgement {
  Answer truth = Answer::invalid;
  std::string kind;
  bool is_within_tolerance = false;
  double relative_width = 0;  ///< of the truth's gap or overlap (oracle::relative_width)
};

/// `pair` judged against the routine's declared tolerance.
template <class Pair>
Judgement judge(const Pair& pair, const Tolerance& tolerance) {
  Judgement judged;
  judged.truth = harness::oracle_answer(pair);
  judged.kind = harness::input_kind(pair, judged.truth);
  if (judged.truth == Answer::invalid) return judged;
  const oracle::Separation separation = separation_of(pair);
  judged.is_within_tolerance = tolerance.has_within(separation);
  judged.relative_width = oracle::relative_width(separation);
  return judged;
}

template <class Shapes>
Campaign<typename Shapes::Pair> run_pairs(const CommandCampaignOptions& options, KernelProcess& process) {
  using Pair = typename Shapes::Pair;
  using T = typename Shapes::Number;
  Campaign<Pair> campaign;
  std::mt19937_64 draws(options.seed);
  std::uniform_int_distribution<int> length(8, 256);
  const Clock::time_point start = Clock::now();
  const auto elapsed = [&start] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  std::vector<Pair> pairs;
  std::vector<std::string> lines;
  std::vector<Answer> answers;
  std::vector<std::string> held;
  std::vector<std::uint8_t> data;
  const harness::Kernel& production = harness::production_kernel();
  const Tolerance tolerance{options.tolerance, options.absolute_tolerance};
  // One answer judged against the exact truth of the geometry it is for:
  // the production kernel's answer (exact), confirmed by the oracle wherever
  // the program disagrees with it, and on one pair in 64.
  const auto judge_answer = [&](const auto& truth_pair, const Pair& pair, std::size_t i) {
    const Answer fast = production.answer(truth_pair);
    if (is_right(answers[i], fast) && i % 64 != 0) return;
    const Judgement judged = judge(truth_pair, tolerance);
    if (judged.truth != fast) {
      campaign.production_issue = "the production kernel answers " + std::string(to_string(fast)) +
                                  ", the oracle " + std::string(to_string(judged.truth)) + ": " + lines[i];
    }
    if (is_right(answers[i], judged.truth)) return;
    const std::string name = std::string(to_string(judged.truth)) + "-as-" + std::string(to_string(answers[i])) +
                             "/" + judged.kind + (judged.is_within_tolerance ? "/within-tolerance" : "");
    CommandClass<Pair>& entry = campaign.classes[name];
    if (std::isfinite(judged.relative_width)) {
      entry.largest_relative_width = std::max(entry.largest_relative_width, judged.relative_width);
    }
    if (entry.count++ == 0) {
      entry.truth = judged.truth, entry.answer = answers[i], entry.kind = judged.kind;
      entry.is_within_tolerance = judged.is_within_tolerance;
      entry.is_judged_on_held = !held[i].empty();
      entry.first_seconds = elapsed();
      entry.witness = pair;
    }
  };
  // A batch: fresh pairs, then for one in four of them a transformation
  // (the laws in turn), judged like the others and compared with the
  // answer to the pair it came from. A transformation that would round,
  // or leave the contract, is not sent.
  struct LawCheck {
    std::size_t original, transformed;
    const char* law;
  };
  std::vector<LawCheck> law_checks;
  constexpr std::size_t fresh_pairs = batch_size * 4 / 5;
  while (elapsed() < options.budget_seconds) {
    pairs.clear(), lines.clear(), law_checks.clear();
    while (pairs.size() < fresh_pairs) {
      // The bytes, eight from each draw.
      data.resize(static_cast<std::size_t>(length(draws)));
      for (std::size_t k = 0; k < data.size(); k += 8) {
        const std::uint64_t bits = draws();
        for (std::size_t j = k; j < std::min(k + 8, data.size()); ++j) data[j] = static_cast<std::uint8_t>(bits >> (8 * (j - k)));
      }
      harness::FuzzBytes bytes(data.data(), data.size());
      const Pair pair = Shapes::decode(bytes);
      if (!Shapes::is_in_contract(pair, options)) continue;
      pairs.push_back(pair);
      lines.push_back(Shapes::line_of(pair));
    }
    for (std::size_t i = 0; i < fresh_pairs; i += 4) {
      const std::size_t law = (i / 4) % law_count;
      const std::optional<Pair> transformed = Shapes::transformed(pairs[i], Law(law), draws());
      if (!transformed || !Shapes::is_in_contract(*transformed, options)) continue;
      law_checks.push_back({i, pairs.size(), law_names[law]});
      pairs.push_back(*transformed);
      lines.push_back(Shapes::line_of(*transformed));
    }
    campaign.problem = process.ask(lines, answers, held, options.timeout_seconds);
    if (!campaign.problem.empty()) return campaign;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      ++campaign.executions;
      if (held[i].empty()) {
        judge_answer(pairs[i], pairs[i], i);
        continue;
      }
      const auto held_pair = Shapes::read_held(held[i]);
      if (!held_pair) {
        campaign.problem = "the geometry it says it held for the line '" + lines[i] + "' is not a pair of " +
                           Shapes::name + ": '" + held[i].substr(0, 80) + "'";
        return campaign;
      }
      judge_answer(*held_pair, pairs[i], i);
    }
    for (const LawCheck& check : law_checks) {
      ++campaign.law_checks;
      const Answer before = answers[check.original], after = answers[check.transformed];
      if (before == after) continue;
      // A routine that says what it held may hold geometry that the exact
      // transformation does not carry over: its two answers are then for
      // two truths, and no law is broken unless the truths agree.
      if (!held[check.original].empty() || !held[check.transformed].empty()) {
        const auto truth_of = [&](std::size_t i) {
          const auto held_pair = Shapes::read_held(held[i]);
          return held_pair ? harness::oracle_answer(*held_pair) : harness::oracle_answer(pairs[i]);
        };
        if (truth_of(check.original) != truth_of(check.transformed)) continue;
      }
      const Answer truth = harness::oracle_answer(pairs[check.original]);
      const std::string name = std::string(check.law) + ": " + std::string(to_string(before)) + "-then-" +
                               std::string(to_string(after)) + "/" + harness::input_kind(pairs[check.original], truth);
      LawClass<Pair>& entry = campaign.laws[name];
      if (entry.count++ == 0) {
        entry.first_seconds = elapsed();
        entry.witness = pairs[check.original];
        entry.transformed = pairs[check.transformed];
      }
    }
  }
  campaign.seconds = elapsed();
  // Each class's witness made simpler while the program still gets it
  // wrong the same way, in a bounded number of calls and time.
  for (auto& entry : campaign.classes) {
    CommandClass<Pair>& found = entry.second;  // a structured binding cannot be captured in C++17
    const std::size_t a_size = Shapes::a_size(found.witness);
    long calls = shrink_calls;
    const Clock::time_point shrink_start = Clock::now();
    const Tolerance tolerance{options.tolerance, options.absolute_tolerance};
    const auto holds = [&](const std::vector<T>& numbers) {
      if (--calls < 0 || std::chrono::duration<double>(Clock::now() - shrink_start).count() > shrink_seconds) {
        return false;
      }
      const Pair pair = Shapes::pair_of(numbers, a_size);
      if (!Shapes::is_in_contract(pair, options)) return false;
      const auto is_of_class = [&](const Judgement& judged) {
        return judged.truth == found.truth && judged.kind == found.kind &&
               judged.is_within_tolerance == found.is_within_tolerance;
      };
      // Judged as given: the truth first, which costs no call of the program.
      if (!found.is_judged_on_held && !is_of_class(judge(pair, tolerance))) return false;
      const auto answered = ask_one(process, Shapes::line_of(pair), options.timeout_seconds);
      if (!answered || answered->first != found.answer) return false;
      if (!found.is_judged_on_held) return answered->second.empty();
      const auto held_pair = Shapes::read_held(answered->second);
      return held_pair && is_of_class(judge(*held_pair, tolerance));
    };
    const std::vector<T> raw = harness::numbers_of(found.witness);
    const std::vector<T> shrunk = Shapes::shrink(raw, a_size, holds);
    found.shrunk = Shapes::pair_of(shrunk, a_size);
    const auto answered = ask_one(process, Shapes::line_of(found.shrunk), options.timeout_seconds);
    if (answered) found.held = answered->second;
    const auto held_pair = Shapes::read_held(found.held);
    found.shrunk_separation = held_pair ? describe_how_wrong(*held_pair) : describe_how_wrong(found.shrunk);
    found.raw_simplicity = harness::describe_simplicity(raw);
    found.shrunk_simplicity = harness::describe_simplicity(shrunk);
  }
  campaign.problem = process.finish(options.timeout_seconds);
  return campaign;
}

/// A number as the findings lines write it ("%g"; "inf" for no bound).
std::string number_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

/// The campaign as the report's parts take it (campaign_report.hpp): its
/// classes as findings lines, their shrunk witnesses, its broken laws.
template <class Shapes>
CommandCampaign findings_of(const CommandCampaignOptions& options, const Campaign<typename Shapes::Pair>& campaign) {
  CommandCampaign found;
  found.result = {std::string(command_kernel_name), campaign.executions, {}, 0};
  found.problem = campaign.problem;
  found.production_issue = campaign.production_issue;
  for (const auto& [name, entry] : campaign.classes) {
    const std::string raw_line = Shapes::line_of(entry.witness);

    found.result.classes.push_back({{{"class", name},
                                     {"truth", std::string(to_string(entry.truth))},
                                     {"answer", std::string(to_string(entry.answer))},
                                     {"kind", entry.kind},
                                     {"count", std::to_string(entry.count)},
                                     {"first_seconds", number_text(entry.first_seconds)},
                                     {"classify_line", raw_line},
                                     {"precision", options.is_double ? "double" : "float"},
                                     {"within_tolerance", entry.is_within_tolerance ? "true" : "false"},
                                     {"largest_relative_width", number_text(entry.largest_relative_width)},
                                     {"truth_as_given", std::string(to_string(harness::oracle_answer(entry.shrunk)))}}});
    ShrunkWitness witness;
    const auto raw = harness::numbers_of(entry.witness), shrunk = harness::numbers_of(entry.shrunk);
    witness.raw_simplicity = entry.raw_simplicity;
    witness.shrunk_simplicity = entry.shrunk_simplicity;
    witness.raw_bits = harness::most_significant_bits(raw);
    witness.shrunk_bits = harness::most_significant_bits(shrunk);
    witness.line = Shapes::line_of(entry.shrunk);
    witness.held = entry.is_judged_on_held ? entry.held : "";
    witness.how_wrong = entry.shrunk_separation;
    found.shrunk.emplace(std::string(command_kernel_name) + " " + name, witness);
  }
  CommandRun& run = found.run;
  run.command = options.command;
  run.precision = options.is_double ? "double" : "float";
  run.is_polygons = options.is_polygons;
  run.seed = options.seed;
  run.tolerance = options.tolerance;
  run.absolute_tolerance = options.absolute_tolerance;
  run.pairs_a_second = static_cast<long long>(double(campaign.executions) / std::max(campaign.seconds, 1e-9));
  run.law_checks = campaign.law_checks;
  for (const auto& [name, broken] : campaign.laws) {
    run.laws.push_back({name, broken.count, broken.first_seconds, Shapes::line_of(broken.witness),
                        Shapes::line_of(broken.transformed), std::string(to_string(harness::oracle_answer(broken.witness)))});
  }
  return found;
}

template <class Shapes>
CommandCampaign run_shapes(const CommandCampaignOptions& options, const fs::path& work, std::ostream& out) {
  fs::create_directories(work);
  KernelProcess process(options.command, work / "command-stderr.log");
  out << "[verify] kernel by command: " << options.command << " (" << Shapes::name << ", "
      << (options.is_double ? "double" : "float") << ", " << options.budget_seconds << " s)\n"
      << std::flush;
  return findings_of<Shapes>(options, run_pairs<Shapes>(options, process));
}

}  // namespace

CommandCampaign run_command_campaign(const CommandCampaignOptions& options, const fs::path& work, std::ostream& out) {
  if (options.is_polygons) {
    return options.is_double ? run_shapes<Polygons<double>>(options, work, out)
                             : run_shapes<Polygons<float>>(options, work, out);
  }
  return options.is_double ? run_shapes<Boxes<double>>(options, work, out) : run_shapes<Boxes<float>>(options, work, out);
}

}  // namespace obb2d::cli
