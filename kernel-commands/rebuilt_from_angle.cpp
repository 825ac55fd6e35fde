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
// POSIX only (answer_lines.hpp).

#include "answer_lines.hpp"

#include <obb2d/obb2d.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

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
  return kernel_commands::answer_lines(
      [&](const std::string& line) { return answer(line.c_str(), is_as_given, is_held_said); });
}
