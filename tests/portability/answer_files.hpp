#pragma once
/// @file
/// The stored answers of corpus/portability/, as lines of text: written by
/// generate_answers.cpp (from the oracle) and read back by
/// portability_check.cpp (which has only the standard library and the
/// kernel's headers, so everything here is plain C++17).
///
///   box_pairs.txt       one pair a line: `float|double`, box A `cx cy ux uy
///                       vx vy`, box B the same (hex floats, strtod syntax;
///                       `nan`, `inf`), the exact relation word
///   grid_relations.txt  line i: box i of grid_boxes.hpp against every box j,
///                       one letter per j (d, t, o: disjoint, touching,
///                       overlapping)
///   sprite_bounds.txt   one sprite a line, see SpriteCase
/// Lines starting with `#` are comments (how to regenerate the file).

#include <obb2d/obb2d.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace obb2d::portability {

/// The relation spelled as in `obb2d classify`; false when `word` is none.
inline bool parse_relation(std::string_view word, Relation& relation) {
  for (const Relation candidate : {Relation::disjoint, Relation::touching, Relation::overlapping, Relation::invalid}) {
    if (word == to_string(candidate)) {
      relation = candidate;
      return true;
    }
  }
  return false;
}

/// A grid table letter: the first letter of the relation's word.
inline char relation_letter(Relation relation) { return to_string(relation)[0]; }

/// Reads `T` exactly as strtof / strtod do; false unless the whole token is a number.
template <class T>
bool parse_number(const std::string& token, T& value) {
  char* end = nullptr;
  if constexpr (std::is_same_v<T, float>) {
    value = std::strtof(token.c_str(), &end);
  } else {
    value = std::strtod(token.c_str(), &end);
  }
  return !token.empty() && *end == '\0';
}

/// `%a` of a value (float widened exactly to double), as the CLI's lines.
template <class T>
std::string format_hex(T value) {
  char text[64];
  std::snprintf(text, sizeof text, "%a", static_cast<double>(value));
  return text;
}

/// One stored box pair with its exact relation.
template <class T>
struct StoredPair {
  Box<T> a;           ///< first box
  Box<T> b;           ///< second box
  Relation relation;  ///< the oracle's answer
  int line;           ///< line number in box_pairs.txt, for reports
};

/// Every stored pair, split by precision.
struct StoredPairs {
  std::vector<StoredPair<float>> in_float;    ///< lines starting with `float`
  std::vector<StoredPair<double>> in_double;  ///< lines starting with `double`
};

/// The non-comment, non-blank lines of a file, with their line numbers;
/// false when it cannot be read.
inline bool read_data_lines(const std::string& path, std::vector<std::pair<int, std::string>>& lines) {
  std::ifstream file(path);
  if (!file) return false;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    lines.emplace_back(number, line);
  }
  return true;
}

template <class T>
bool parse_box(std::istringstream& words, Box<T>& box) {
  T numbers[6];
  for (T& number : numbers) {
    std::string token;
    if (!(words >> token) || !parse_number(token, number)) return false;
  }
  box = {{numbers[0], numbers[1]}, {numbers[2], numbers[3]}, {numbers[4], numbers[5]}};
  return true;
}

template <class T>
bool parse_pair_rest(std::istringstream& words, int line, std::vector<StoredPair<T>>& pairs) {
  StoredPair<T> pair{};
  std::string relation;
  std::string extra;
  if (!parse_box(words, pair.a) || !parse_box(words, pair.b) || !(words >> relation) ||
      !parse_relation(relation, pair.relation) || (words >> extra)) {
    return false;
  }
  pair.line = line;
  pairs.push_back(pair);
  return true;
}

/// Reads box_pairs.txt; on a malformed line says which in `error`.
inline bool read_stored_pairs(const std::string& path, StoredPairs& pairs, std::string& error) {
  std::vector<std::pair<int, std::string>> lines;
  if (!read_data_lines(path, lines)) {
    error = "cannot read " + path;
    return false;
  }
  for (const auto& [number, text] : lines) {
    std::istringstream words(text);
    std::string precision;
    words >> precision;
    const bool is_read = precision == "float"    ? parse_pair_rest(words, number, pairs.in_float)
                         : precision == "double" ? parse_pair_rest(words, number, pairs.in_double)
                                                 : false;
    if (!is_read) {
      error = path + ":" + std::to_string(number) + ": malformed pair line";
      return false;
    }
  }
  return true;
}

/// Reads a table of relations (grid_relations.txt, grid_polygon_relations.txt):
/// `row_count` lines of `column_count` letters.
inline bool read_grid_relations(const std::string& path, std::size_t row_count, std::size_t column_count,
                                std::vector<Relation>& relations, std::string& error) {
  std::vector<std::pair<int, std::string>> lines;
  if (!read_data_lines(path, lines)) {
    error = "cannot read " + path;
    return false;
  }
  if (lines.size() != row_count) {
    error = path + ": expected " + std::to_string(row_count) + " rows, found " + std::to_string(lines.size());
    return false;
  }
  for (const auto& [number, text] : lines) {
    if (text.size() != column_count) {
      error = path + ":" + std::to_string(number) + ": expected " + std::to_string(column_count) + " letters";
      return false;
    }
    for (const char letter : text) {
      const Relation relation = letter == 'd' ? Relation::disjoint
                                : letter == 't' ? Relation::touching
                                : letter == 'o' ? Relation::overlapping
                                                : Relation::invalid;
      if (relation == Relation::invalid) {
        error = path + ":" + std::to_string(number) + ": unknown letter";
        return false;
      }
      relations.push_back(relation);
    }
  }
  return true;
}

/// One sprite of sprite_bounds.txt:
///   WIDTH HEIGHT THRESHOLD ALPHA xx xy yx yy tx ty STATUS
/// then, for STATUS `bounded`, the opaque rectangle `x0 y0 x1 y1`, the
/// float AABB `min-x min-y max-x max-y`, the double AABB the same, the
/// double box `cx cy ux uy vx vy` and `exact|rounded`. ALPHA is two hex
/// digits per pixel, row by row (`-` for an empty mask); the matrix is
/// obb2d::Affine2x3<float> in field order (hex floats).
struct SpriteCase {
  int width = 0;                        ///< pixels per row
  int height = 0;                       ///< rows
  int threshold = 0;                    ///< opaque means alpha > threshold
  std::vector<unsigned char> alpha;     ///< width * height values
  float matrix[6] = {};                 ///< xx, xy, yx, yy, tx, ty
  std::string status;                   ///< bounded, transparent or invalid
  int rectangle[4] = {};                ///< x0, y0, x1, y1 (bounded only)
  float float_aabb[4] = {};             ///< min x, min y, max x, max y
  double double_aabb[4] = {};           ///< the same in double
  double box[6] = {};                   ///< cx, cy, ux, uy, vx, vy
  std::string exactness;                ///< exact or rounded
  int line = 0;                         ///< line number, for reports
};

/// The line of a sprite case (the inverse of read_sprite_cases).
inline std::string format_sprite_case(const SpriteCase& sprite) {
  std::string line = std::to_string(sprite.width) + " " + std::to_string(sprite.height) + " " +
                     std::to_string(sprite.threshold) + " ";
  if (sprite.alpha.empty()) line += "-";
  for (const unsigned char value : sprite.alpha) {
    static const char digits[] = "0123456789abcdef";
    line += digits[value >> 4];
    line += digits[value & 15];
  }
  for (const float number : sprite.matrix) line += " " + format_hex(number);
  line += " " + sprite.status;
  if (sprite.status != "bounded") return line;
  for (const int edge : sprite.rectangle) line += " " + std::to_string(edge);
  for (const float side : sprite.float_aabb) line += " " + format_hex(side);
  for (const double side : sprite.double_aabb) line += " " + format_hex(side);
  for (const double number : sprite.box) line += " " + format_hex(number);
  return line + " " + sprite.exactness;
}

inline bool parse_sprite_line(const std::string& text, SpriteCase& sprite) {
  std::istringstream words(text);
  std::string alpha;
  if (!(words >> sprite.width >> sprite.height >> sprite.threshold >> alpha)) return false;
  if (alpha != "-") {
    if (alpha.size() != 2 * std::size_t(sprite.width) * std::size_t(sprite.height)) return false;
    const auto digit = [](char c) { return c >= 'a' ? c - 'a' + 10 : c - '0'; };
    for (std::size_t i = 0; i < alpha.size(); i += 2) {
      sprite.alpha.push_back(static_cast<unsigned char>(digit(alpha[i]) * 16 + digit(alpha[i + 1])));
    }
  }
  const auto read_numbers = [&words](auto* numbers, int count) {
    for (int i = 0; i < count; ++i) {
      std::string token;
      if (!(words >> token) || !parse_number(token, numbers[i])) return false;
    }
    return true;
  };
  if (!read_numbers(sprite.matrix, 6) || !(words >> sprite.status)) return false;
  if (sprite.status != "bounded") return sprite.status == "transparent" || sprite.status == "invalid";
  for (int& edge : sprite.rectangle) {
    if (!(words >> edge)) return false;
  }
  return read_numbers(sprite.float_aabb, 4) && read_numbers(sprite.double_aabb, 4) && read_numbers(sprite.box, 6) &&
         (words >> sprite.exactness) && (sprite.exactness == "exact" || sprite.exactness == "rounded");
}

/// Reads sprite_bounds.txt; on a malformed line says which in `error`.
inline bool read_sprite_cases(const std::string& path, std::vector<SpriteCase>& sprites, std::string& error) {
  std::vector<std::pair<int, std::string>> lines;
  if (!read_data_lines(path, lines)) {
    error = "cannot read " + path;
    return false;
  }
  for (const auto& [number, text] : lines) {
    SpriteCase sprite;
    if (!parse_sprite_line(text, sprite)) {
      error = path + ":" + std::to_string(number) + ": malformed sprite line";
      return false;
    }
    sprite.line = number;
    sprites.push_back(sprite);
  }
  return true;
}

}  // namespace obb2d::portability
