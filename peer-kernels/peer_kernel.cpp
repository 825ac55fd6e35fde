// The common frame of the peer adapters (peer_kernel.hpp): the options, the
// protocol loop, --describe's JSON and --repro's program text.

#include "peer_kernel.hpp"

#include "answer_worker.hpp"

#include "harness/json_string.hpp"
#include "harness/pair_line.hpp"
#include "kernel-commands/answer_lines.hpp"

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

namespace peer_kernels {

namespace {

/// The C++ text of box_corners, written into box repro programs: the same
/// sums in the same order.
constexpr const char* box_corners_source = R"(// c-u-v, c+u-v, c+u+v, c-u+v of the box cx cy ux uy vx vy, each coordinate
// (c + s*u) + t*v in double, as the adapter computes them.
std::vector<double> corners_of(const float (&n)[6]) {
  constexpr int signs[4][2] = {{-1, -1}, {+1, -1}, {+1, +1}, {-1, +1}};
  std::vector<double> xy;
  for (const auto& st : signs) {
    xy.push_back((double(n[0]) + st[0] * double(n[2])) + st[1] * double(n[4]));
    xy.push_back((double(n[1]) + st[0] * double(n[3])) + st[1] * double(n[5]));
  }
  return xy;
}
)";

/// The repro's answer when the library dies, as the adapter's worker gives
/// it (answer_worker.hpp); main installs it first.
constexpr const char* dying_is_invalid_source = R"(// The adapter answers "invalid" for a pair on which the library dies (an
// abort from its assertions, a SIGFPE, ...): so does this program. Remove
// this handler's installation to see the death itself.
void answer_invalid(int) {
  if (write(1, "invalid\n", 8) != 8) _exit(1);
  _exit(0);
}
)";

/// A pair line read: the two lists in double, and the numbers as written
/// in a C++ program (hex float literals of the type they were read in).
struct ReadLine {
  VertexList a, b;
  std::string a_literals, b_literals;  ///< `{x, y, ...}` (polygons) or the six box numbers
};

/// `value` as an exact C++ hex float literal of type float or double.
std::string literal(double value, bool is_float) {
  char text[64];
  std::snprintf(text, sizeof text, "%a%s", value, is_float ? "f" : "");
  return text;
}

template <class T>
std::string literals_of(const T* numbers, std::size_t count) {
  std::string text = "{";
  for (std::size_t i = 0; i < count; ++i) text += (i ? ", " : "") + literal(numbers[i], sizeof(T) == sizeof(float));
  return text + "}";
}

std::optional<ReadLine> read_box_line(std::string_view line) {
  const obb2d::harness::ParsedLine<float> parsed = obb2d::harness::parse_box_pair_line<float>(line);
  if (!parsed.pair) return std::nullopt;
  const auto numbers = [](const obb2d::harness::StoredBox<float>& box, float (&n)[6]) {
    const float values[6] = {box.cx, box.cy, box.ux, box.uy, box.vx, box.vy};
    std::memcpy(n, values, sizeof n);
  };
  float a[6], b[6];
  numbers(parsed.pair->a, a);
  numbers(parsed.pair->b, b);
  return ReadLine{box_corners(a), box_corners(b), literals_of(a, 6), literals_of(b, 6)};
}

template <class T>
std::optional<ReadLine> read_polygon_line(std::string_view line) {
  const auto parsed = obb2d::harness::parse_polygon_pair_line<T>(line);
  if (!parsed.pair) return std::nullopt;
  const obb2d::harness::PolygonPair<double> pair = obb2d::harness::widened(*parsed.pair);
  const auto literals = [](const std::vector<obb2d::Vec2<T>>& list) {
    std::vector<T> numbers;
    for (const obb2d::Vec2<T>& p : list) numbers.insert(numbers.end(), {p.x, p.y});
    return literals_of(numbers.data(), numbers.size());
  };
  return ReadLine{pair.a, pair.b, literals(parsed.pair->a), literals(parsed.pair->b)};
}

std::optional<ReadLine> read_pair_line(std::string_view line, bool is_polygons, Precision precision) {
  if (!is_polygons) return read_box_line(line);
  return precision == Precision::single ? read_polygon_line<float>(line) : read_polygon_line<double>(line);
}

/// The answer line for `line`: the answer word, and what was held when it
/// is not the pair as given (polygon mode only: a box's corners are not
/// the box line's syntax).
std::string answer_line(const Peer& peer, std::string_view line, bool is_polygons) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const std::optional<ReadLine> pair = read_pair_line(line, is_polygons, peer.polygon_precision);
  if (!pair) return "unreadable";
  const Reply reply = peer.answer(pair->a, pair->b);
  std::string answer = reply.answer;
  if (is_polygons && reply.held &&
      !(is_same_polygon(reply.held->a, pair->a) && is_same_polygon(reply.held->b, pair->b))) {
    answer += " held " + obb2d::harness::format_polygon_pair_line(*reply.held);
  }
  return answer;
}

std::string json_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

void print_description(const Peer& peer) {
  const Description& d = peer.description;
  std::printf("{\"library\": %s, \"version\": %s, \"language\": \"C++\", \"routine\": %s, \"answers\": %s, "
              "\"polygon_precision\": %s, \"calls\": %s, \"holds\": %s, \"tolerance_relative\": %s, "
              "\"tolerance_absolute\": %s, \"tolerance_source\": %s}\n",
              obb2d::harness::json_string(d.library).c_str(), obb2d::harness::json_string(d.version).c_str(), obb2d::harness::json_string(d.routine).c_str(),
              obb2d::harness::json_string(d.answers).c_str(),
              peer.polygon_precision == Precision::single ? "\"float\"" : "\"double\"", obb2d::harness::json_string(d.calls).c_str(),
              obb2d::harness::json_string(d.holds).c_str(), json_number(d.tolerance_relative).c_str(),
              json_number(d.tolerance_absolute).c_str(), obb2d::harness::json_string(d.tolerance_source).c_str());
}

/// Reads one pair line on stdin and prints the repro program; 2 when the
/// line cannot be read.
int print_repro(const Peer& peer, bool is_polygons) {
  std::string line;
  std::getline(std::cin, line);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  const std::optional<ReadLine> pair = read_pair_line(line, is_polygons, peer.polygon_precision);
  if (!pair) {
    std::fprintf(stderr, "--repro: not a %s pair line: %s\n", is_polygons ? "polygon" : "box", line.c_str());
    return 2;
  }
  const Description& d = peer.description;
  std::string program = "// " + d.routine + " (" + d.library + " " + d.version + ") on one pair, as the adapter calls it.\n" +
                        "// The pair: " + line + "\n" + "// Build: g++ -std=c++17 repro.cpp " + peer.repro_link_flags +
                        "\n#include <csignal>\n#include <cstdio>\n#include <vector>\n\n#include <unistd.h>\n\n" + peer.repro_prelude +
                        "\n" + dying_is_invalid_source + "\n";
  if (is_polygons) {
    const char* type = peer.polygon_precision == Precision::single ? "float" : "double";
    program += "int main() {\n  // Polygon A, then polygon B, as read (" + std::string(type) + "): x y x y ...\n" +
               "  const std::vector<double> a = " + pair->a_literals + ";\n" + "  const std::vector<double> b = " +
               pair->b_literals + ";\n";
  } else {
    program += std::string(box_corners_source) +
               "\nint main() {\n  // Box A, then box B, as read (float): cx cy ux uy vx vy; each a list of its corners.\n" +
               "  const std::vector<double> a = corners_of(" + pair->a_literals + ");\n" +
               "  const std::vector<double> b = corners_of(" + pair->b_literals + ");\n";
  }
  program += "  for (const int death : {SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGILL}) std::signal(death, answer_invalid);\n" +
             std::string(peer.repro_body) + "  return 0;\n}\n";
  std::fputs(program.c_str(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace

VertexList box_corners(const float (&box)[6]) {
  constexpr int signs[4][2] = {{-1, -1}, {+1, -1}, {+1, +1}, {-1, +1}};
  VertexList corners;
  for (const auto& st : signs) {
    corners.push_back({(double(box[0]) + st[0] * double(box[2])) + st[1] * double(box[4]),
                       (double(box[1]) + st[0] * double(box[3])) + st[1] * double(box[5])});
  }
  return corners;
}

bool is_same_polygon(const VertexList& held, const VertexList& given) {
  const std::size_t n = given.size();
  if (held.size() != n) return false;
  if (n == 0) return true;
  const auto equal = [](const Point& p, const Point& q) { return p.x == q.x && p.y == q.y; };
  for (std::size_t start = 0; start < n; ++start) {
    bool is_forward = true, is_backward = true;
    for (std::size_t k = 0; k < n && (is_forward || is_backward); ++k) {
      is_forward = is_forward && equal(held[k], given[(start + k) % n]);
      is_backward = is_backward && equal(held[k], given[(start + n - k) % n]);
    }
    if (is_forward || is_backward) return true;
  }
  return false;
}

int run(int argc, char** argv, const Peer& peer) {
  bool is_polygons = false, is_describe = false, is_repro = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view option = argv[i];
    if (option == "--polygons") {
      is_polygons = true;
    } else if (option == "--describe") {
      is_describe = true;
    } else if (option == "--repro") {
      is_repro = true;
    } else {
      std::fprintf(stderr, "usage: %s [--polygons] [--describe | --repro]\n", argv[0]);
      return 2;
    }
  }
  if (is_describe) {
    print_description(peer);
    return std::fflush(stdout) == 0 ? 0 : 1;
  }
  if (is_repro) return print_repro(peer, is_polygons);
  // The library answers in a child process: a pair it dies on, or spends
  // more than 5 s on, is answered invalid (answer_worker.hpp).
  AnswerWorker worker([&](std::string_view line) { return answer_line(peer, line, is_polygons); }, 5,
                      std::string(std::string_view(argv[0]).substr(std::string_view(argv[0]).rfind('/') + 1)));
  return kernel_commands::answer_lines([&](const std::string& line) { return worker.answer(line); });
}

}  // namespace peer_kernels
