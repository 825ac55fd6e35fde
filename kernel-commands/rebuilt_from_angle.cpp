// A routine that rebuilds its boxes, as a kernel command
// (docs/foreign-kernels.md): each box of a line (`cx cy ux uy vx vy`, a
// rectangle: --kernel-shapes rectangles) is turned into what many engines
// store, a centre, two half extents and an angle, in float, and rebuilt from
// them with cosf and sinf; the rebuilt pair is classified exactly by obb2d.
// So its answers are right for the boxes it held and, where the rebuilding
// rounds, wrong for the boxes it was given. It answers `ANSWER held LINE`,
// LINE the rebuilt boxes as hex floats, so that the campaign judges it on
// what it held; with --answer-as-given it classifies the boxes it was given
// but still says it held the rebuilt ones, an answer its held geometry does
// not bear out; with --without-held it answers for the rebuilt boxes and
// says nothing of them, so that it is judged on the boxes it was given.
// POSIX only (read(2) on standard input).

#include <obb2d/obb2d.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <unistd.h>

namespace {

/// The box rebuilt from centre, half extents and angle, in float.
obb2d::Box<float> rebuild(const obb2d::Box<float>& box) {
  const float angle = std::atan2(box.u.y, box.u.x);
  const float half_width = std::hypot(box.u.x, box.u.y), half_height = std::hypot(box.v.x, box.v.y);
  const float c = std::cos(angle), s = std::sin(angle);
  return {box.center, {half_width * c, half_width * s}, {-half_height * s, half_height * c}};
}

/// A box as six hex floats.
std::string format(const obb2d::Box<float>& box) {
  char text[160];
  std::snprintf(text, sizeof text, "%a %a %a %a %a %a", double(box.center.x), double(box.center.y), double(box.u.x),
                double(box.u.y), double(box.v.x), double(box.v.y));
  return text;
}

/// The answer line for one input line ("unreadable" when it is not 12 numbers).
std::string answer(const char* text, bool is_as_given, bool is_held_said) {
  float n[12];
  for (float& number : n) {
    char* end = nullptr;
    number = std::strtof(text, &end);
    if (end == text) return "unreadable";
    text = end;
  }
  const obb2d::Box<float> a{{n[0], n[1]}, {n[2], n[3]}, {n[4], n[5]}}, b{{n[6], n[7]}, {n[8], n[9]}, {n[10], n[11]}};
  const obb2d::Box<float> held_a = rebuild(a), held_b = rebuild(b);
  const obb2d::Relation relation = is_as_given ? obb2d::classify(a, b) : obb2d::classify(held_a, held_b);
  const std::string word = obb2d::to_string(relation);
  return is_held_said ? word + " held " + format(held_a) + " " + format(held_b) : word;
}

}  // namespace

int main(int argc, char** argv) {
  const bool is_as_given = argc > 1 && std::strcmp(argv[1], "--answer-as-given") == 0;
  const bool is_held_said = !(argc > 1 && std::strcmp(argv[1], "--without-held") == 0);
  std::string pending, answers;
  char buffer[65536];
  for (ssize_t count; (count = read(STDIN_FILENO, buffer, sizeof buffer)) > 0;) {
    pending.append(buffer, static_cast<std::size_t>(count));
    std::size_t start = 0;
    for (std::size_t end; (end = pending.find('\n', start)) != std::string::npos; start = end + 1) {
      answers += answer(pending.substr(start, end - start).c_str(), is_as_given, is_held_said) + '\n';
    }
    pending.erase(0, start);
    if (std::fwrite(answers.data(), 1, answers.size(), stdout) != answers.size() || std::fflush(stdout) != 0) return 1;
    answers.clear();
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}
