#pragma once
/// @file
/// Seed 004 (shared seed 004_8596be3b2005aead, "Optimized Bounding Boxes in
/// XNA", C#), ported step for step. A specimen under test, never fixed:
///   step 1  Riemer's transformed-rectangle AABB: the four corners of
///           (0, 0, Width, Height) through `toWorldSpace`, Vector2.Min/Max,
///           then `new Rectangle((int)min.X, (int)min.Y, (int)(max.X - min.X),
///           (int)(max.Y - min.Y))` — truncation toward zero, and a width
///           taken from the float difference, not from the rounded sides;
///   step 2  the four crop scans over the step-1 rectangle's integer points,
///           each mapped to texture space by
///           `boundingBoxTranslation * Matrix.Invert(toWorldSpace)` and
///           truncated with (int); the first opaque sample found sets X, Y,
///           and `Width = (int)(sample x) - X`, `Height = (int)(sample y) - Y`
///           (the last opaque sample's position, not one past it).
/// The arithmetic is XNA's, in float: Matrix.Multiply, Matrix.Invert
/// (cofactor expansion with 1f / determinant), Vector2.Transform, and
/// CreateRotationZ's (float)Math.Cos / (float)Math.Sin of the angle in double,
/// as XNA 4.0 (and MonoGame, which copies it) computes them.
/// C# `(int)` of a float in an unchecked context truncates toward zero; NaN
/// and values outside the int range are undefined in C++, so the port does what
/// x86-64 does (cvttss2si gives 0x80000000, INT_MIN), as ports/cocos2dx_obb_rect.hpp
/// does. C# int arithmetic wraps; so does the port's (through unsigned).
/// The step-2 scans visit Width x Height points: a caller bounds that first
/// (CalculateTransformedBoundingBox is the routine's own step 1).

#include <climits>
#include <cmath>
#include <cstdint>

namespace obb2d::ports::xna_sprite {

/// XNA's Vector2.
struct Vector2 {
  float X;  ///< x
  float Y;  ///< y
};

/// XNA's Vector3.
struct Vector3 {
  float X;  ///< x
  float Y;  ///< y
  float Z;  ///< z
};

/// XNA's Matrix: row-vector convention, translation in M41, M42, M43.
struct Matrix {
  float M11, M12, M13, M14;  ///< first row
  float M21, M22, M23, M24;  ///< second row
  float M31, M32, M33, M34;  ///< third row
  float M41, M42, M43, M44;  ///< fourth row (translation)
};

/// XNA's Rectangle: four ints; Right = X + Width, Bottom = Y + Height.
struct Rectangle {
  int X;       ///< left
  int Y;       ///< top
  int Width;   ///< width
  int Height;  ///< height
};

/// C#'s unchecked int addition and subtraction: two's-complement wrap.
inline int WrappingAdd(int a, int b) {
  return static_cast<int>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}
inline int WrappingSubtract(int a, int b) {
  return static_cast<int>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}

inline int Left(const Rectangle& r) { return r.X; }
inline int Right(const Rectangle& r) { return WrappingAdd(r.X, r.Width); }
inline int Top(const Rectangle& r) { return r.Y; }
inline int Bottom(const Rectangle& r) { return WrappingAdd(r.Y, r.Height); }

/// C# `(int)value` for a float: truncation toward zero; NaN and values
/// outside [-2^31, 2^31) give INT_MIN, as x86-64's cvttss2si does.
inline int TruncateToInt(float value) {
  const bool is_in_range = value > -2147483649.0f && value < 2147483648.0f;
  return is_in_range ? static_cast<int>(value) : INT_MIN;
}

/// Matrix.Identity.
inline Matrix Identity() { return {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}; }

/// Matrix.CreateTranslation(Vector3 position).
inline Matrix CreateTranslation(Vector3 position) {
  Matrix m = Identity();
  m.M41 = position.X;
  m.M42 = position.Y;
  m.M43 = position.Z;
  return m;
}

/// Matrix.CreateScale(float scale).
inline Matrix CreateScale(float scale) { return {scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1}; }

/// Matrix.CreateRotationZ(float radians).
inline Matrix CreateRotationZ(float radians) {
  const float num2 = static_cast<float>(std::cos(static_cast<double>(radians)));
  const float num = static_cast<float>(std::sin(static_cast<double>(radians)));
  Matrix m = Identity();
  m.M11 = num2;
  m.M12 = num;
  m.M21 = -num;
  m.M22 = num2;
  return m;
}

/// Matrix.Multiply (operator *): every entry the sum of four products,
/// added left to right in float.
inline Matrix Multiply(const Matrix& a, const Matrix& b) {
  Matrix m;
  m.M11 = (((a.M11 * b.M11) + (a.M12 * b.M21)) + (a.M13 * b.M31)) + (a.M14 * b.M41);
  m.M12 = (((a.M11 * b.M12) + (a.M12 * b.M22)) + (a.M13 * b.M32)) + (a.M14 * b.M42);
  m.M13 = (((a.M11 * b.M13) + (a.M12 * b.M23)) + (a.M13 * b.M33)) + (a.M14 * b.M43);
  m.M14 = (((a.M11 * b.M14) + (a.M12 * b.M24)) + (a.M13 * b.M34)) + (a.M14 * b.M44);
  m.M21 = (((a.M21 * b.M11) + (a.M22 * b.M21)) + (a.M23 * b.M31)) + (a.M24 * b.M41);
  m.M22 = (((a.M21 * b.M12) + (a.M22 * b.M22)) + (a.M23 * b.M32)) + (a.M24 * b.M42);
  m.M23 = (((a.M21 * b.M13) + (a.M22 * b.M23)) + (a.M23 * b.M33)) + (a.M24 * b.M43);
  m.M24 = (((a.M21 * b.M14) + (a.M22 * b.M24)) + (a.M23 * b.M34)) + (a.M24 * b.M44);
  m.M31 = (((a.M31 * b.M11) + (a.M32 * b.M21)) + (a.M33 * b.M31)) + (a.M34 * b.M41);
  m.M32 = (((a.M31 * b.M12) + (a.M32 * b.M22)) + (a.M33 * b.M32)) + (a.M34 * b.M42);
  m.M33 = (((a.M31 * b.M13) + (a.M32 * b.M23)) + (a.M33 * b.M33)) + (a.M34 * b.M43);
  m.M34 = (((a.M31 * b.M14) + (a.M32 * b.M24)) + (a.M33 * b.M34)) + (a.M34 * b.M44);
  m.M41 = (((a.M41 * b.M11) + (a.M42 * b.M21)) + (a.M43 * b.M31)) + (a.M44 * b.M41);
  m.M42 = (((a.M41 * b.M12) + (a.M42 * b.M22)) + (a.M43 * b.M32)) + (a.M44 * b.M42);
  m.M43 = (((a.M41 * b.M13) + (a.M42 * b.M23)) + (a.M43 * b.M33)) + (a.M44 * b.M43);
  m.M44 = (((a.M41 * b.M14) + (a.M42 * b.M24)) + (a.M43 * b.M34)) + (a.M44 * b.M44);
  return m;
}

/// Matrix.Invert: cofactors of 2x2 minors, 1f / determinant, in float.
inline Matrix Invert(const Matrix& matrix) {
  const float num5 = matrix.M11, num4 = matrix.M12, num3 = matrix.M13, num2 = matrix.M14;
  const float num9 = matrix.M21, num8 = matrix.M22, num7 = matrix.M23, num6 = matrix.M24;
  const float num17 = matrix.M31, num16 = matrix.M32, num15 = matrix.M33, num14 = matrix.M34;
  const float num13 = matrix.M41, num12 = matrix.M42, num11 = matrix.M43, num10 = matrix.M44;
  const float num23 = (num15 * num10) - (num14 * num11);
  const float num22 = (num16 * num10) - (num14 * num12);
  const float num21 = (num16 * num11) - (num15 * num12);
  const float num20 = (num17 * num10) - (num14 * num13);
  const float num19 = (num17 * num11) - (num15 * num13);
  const float num18 = (num17 * num12) - (num16 * num13);
  const float num39 = ((num8 * num23) - (num7 * num22)) + (num6 * num21);
  const float num38 = -(((num9 * num23) - (num7 * num20)) + (num6 * num19));
  const float num37 = ((num9 * num22) - (num8 * num20)) + (num6 * num18);
  const float num36 = -(((num9 * num21) - (num8 * num19)) + (num7 * num18));
  const float num = 1.0f / ((((num5 * num39) + (num4 * num38)) + (num3 * num37)) + (num2 * num36));
  Matrix result;
  result.M11 = num39 * num;
  result.M21 = num38 * num;
  result.M31 = num37 * num;
  result.M41 = num36 * num;
  result.M12 = -(((num4 * num23) - (num3 * num22)) + (num2 * num21)) * num;
  result.M22 = (((num5 * num23) - (num3 * num20)) + (num2 * num19)) * num;
  result.M32 = -(((num5 * num22) - (num4 * num20)) + (num2 * num18)) * num;
  result.M42 = (((num5 * num21) - (num4 * num19)) + (num3 * num18)) * num;
  const float num35 = (num7 * num10) - (num6 * num11);
  const float num34 = (num8 * num10) - (num6 * num12);
  const float num33 = (num8 * num11) - (num7 * num12);
  const float num32 = (num9 * num10) - (num6 * num13);
  const float num31 = (num9 * num11) - (num7 * num13);
  const float num30 = (num9 * num12) - (num8 * num13);
  result.M13 = (((num4 * num35) - (num3 * num34)) + (num2 * num33)) * num;
  result.M23 = -(((num5 * num35) - (num3 * num32)) + (num2 * num31)) * num;
  result.M33 = (((num5 * num34) - (num4 * num32)) + (num2 * num30)) * num;
  result.M43 = -(((num5 * num33) - (num4 * num31)) + (num3 * num30)) * num;
  const float num29 = (num7 * num14) - (num6 * num15);
  const float num28 = (num8 * num14) - (num6 * num16);
  const float num27 = (num8 * num15) - (num7 * num16);
  const float num26 = (num9 * num14) - (num6 * num17);
  const float num25 = (num9 * num15) - (num7 * num17);
  const float num24 = (num9 * num16) - (num8 * num17);
  result.M14 = -(((num4 * num29) - (num3 * num28)) + (num2 * num27)) * num;
  result.M24 = (((num5 * num29) - (num3 * num26)) + (num2 * num25)) * num;
  result.M34 = -(((num5 * num28) - (num4 * num26)) + (num2 * num24)) * num;
  result.M44 = (((num5 * num27) - (num4 * num25)) + (num3 * num24)) * num;
  return result;
}

/// Vector2.Transform(Vector2 position, Matrix matrix).
inline Vector2 Transform(Vector2 position, const Matrix& matrix) {
  const float num2 = ((position.X * matrix.M11) + (position.Y * matrix.M21)) + matrix.M41;
  const float num = ((position.X * matrix.M12) + (position.Y * matrix.M22)) + matrix.M42;
  return {num2, num};
}

/// Vector2.Min and Vector2.Max, component by component.
inline Vector2 Min(Vector2 a, Vector2 b) { return {a.X < b.X ? a.X : b.X, a.Y < b.Y ? a.Y : b.Y}; }
inline Vector2 Max(Vector2 a, Vector2 b) { return {a.X > b.X ? a.X : b.X, a.Y > b.Y ? a.Y : b.Y}; }

/// Step 1's matrix: `Matrix.CreateTranslation(new Vector3(-this.origin, 0.0f))
/// * Matrix.CreateScale(this.scale) * Matrix.CreateRotationZ(this.rotation)
/// * Matrix.CreateTranslation(new Vector3(this.position, 0.0f))`.
inline Matrix MakeToWorldSpace(Vector2 position, Vector2 origin, float scale, float rotation) {
  return Multiply(Multiply(Multiply(CreateTranslation({-origin.X, -origin.Y, 0.0f}), CreateScale(scale)),
                           CreateRotationZ(rotation)),
                  CreateTranslation({position.X, position.Y, 0.0f}));
}

/// CalculateTransformedBoundingBox(Rectangle local, Matrix toWorldSpace).
inline Rectangle CalculateTransformedBoundingBox(const Rectangle& local, const Matrix& toWorldSpace) {
  Vector2 leftTop{static_cast<float>(Left(local)), static_cast<float>(Top(local))};
  Vector2 rightTop{static_cast<float>(Right(local)), static_cast<float>(Top(local))};
  Vector2 leftBottom{static_cast<float>(Left(local)), static_cast<float>(Bottom(local))};
  Vector2 rightBottom{static_cast<float>(Right(local)), static_cast<float>(Bottom(local))};
  leftTop = Transform(leftTop, toWorldSpace);
  rightTop = Transform(rightTop, toWorldSpace);
  leftBottom = Transform(leftBottom, toWorldSpace);
  rightBottom = Transform(rightBottom, toWorldSpace);
  const Vector2 min = Min(Min(leftTop, rightTop), Min(leftBottom, rightBottom));
  const Vector2 max = Max(Max(leftTop, rightTop), Max(leftBottom, rightBottom));
  return {TruncateToInt(min.X), TruncateToInt(min.Y), TruncateToInt(max.X - min.X), TruncateToInt(max.Y - min.Y)};
}

/// Not part of the seed: how many loop steps (outer and inner) the step-2
/// scans may take for a step-1 rectangle, so a caller can bound the run. The
/// backward scans start at the wrapped Width - 1, so a Width of INT_MIN scans
/// 2^31 columns; an outer loop runs even when its inner one is empty.
/// Counted in double (up to 2^65, exact for these powers of two and sums).
inline double ScanStepCount(const Rectangle& boundingBox) {
  const auto count = [](int size) {
    const double backward = double(WrappingSubtract(size, 1)) + 1;
    return backward > 0 ? backward : 0.0;
  };
  const double columns = count(boundingBox.Width), rows = count(boundingBox.Height);
  return 2 * (columns * (rows > 0 ? rows : 1) + rows * (columns > 0 ? columns : 1));
}

/// The sprite as the GameObject holds it: Texture2D's size and the
/// `Color[,] pixelData` (only .A is read), indexed [x, y].
struct SpritePixels {
  int Width;                   ///< sprite.Width
  int Height;                  ///< sprite.Height
  const unsigned char* alpha;  ///< pixelData[x, y].A at alpha[x + y * Width]
  unsigned char A(int x, int y) const { return alpha[x + y * Width]; }
};

/// UpdateBoundingBox() with both steps, for the sprite and `toWorldSpace`.
inline Rectangle UpdateBoundingBox(const SpritePixels& sprite, const Matrix& toWorldSpace) {
  Rectangle boundingBox = CalculateTransformedBoundingBox({0, 0, sprite.Width, sprite.Height}, toWorldSpace);

  const Matrix boundingBoxTranslation = CreateTranslation(
      {static_cast<float>(boundingBox.X), static_cast<float>(boundingBox.Y), 0.0f});
  const Matrix toTextureSpace = Multiply(boundingBoxTranslation, Invert(toWorldSpace));
  const int orignalWidth = sprite.Width;
  const int originalHeight = sprite.Height;
  const int targetWidth = boundingBox.Width;
  const int targetHeight = boundingBox.Height;
  // The opaque test of every scan, with the (int) casts of the texture position.
  auto is_opaque_sample = [&](Vector2 localPosition) {
    const Vector2 texturePosition = Transform(localPosition, toTextureSpace);
    const int x2 = TruncateToInt(texturePosition.X);
    const int y2 = TruncateToInt(texturePosition.Y);
    return (x2 >= 0) && (x2 < orignalWidth) && (y2 >= 0) && (y2 < originalHeight) && sprite.A(x2, y2) > 0;
  };
  auto to_world = [&](Vector2 localPosition) { return Transform(localPosition, boundingBoxTranslation); };

  bool finished = false;
  for (int x1 = 0; x1 < targetWidth && !finished; x1++) {
    for (int y1 = 0; y1 < targetHeight; y1++) {
      const Vector2 localPosition{static_cast<float>(x1), static_cast<float>(y1)};
      if (is_opaque_sample(localPosition)) {
        boundingBox.X = TruncateToInt(to_world(localPosition).X);
        finished = true;
        break;
      }
    }
  }
  finished = false;
  for (int y1 = 0; y1 < targetHeight && !finished; y1++) {
    for (int x1 = 0; x1 < targetWidth; x1++) {
      const Vector2 pos1{static_cast<float>(x1), static_cast<float>(y1)};
      if (is_opaque_sample(pos1)) {
        boundingBox.Y = TruncateToInt(to_world(pos1).Y);
        finished = true;
        break;
      }
    }
  }
  finished = false;
  for (int x1 = WrappingSubtract(targetWidth, 1); x1 >= 0 && !finished; x1--) {
    for (int y1 = WrappingSubtract(targetHeight, 1); y1 >= 0; y1--) {
      const Vector2 pos1{static_cast<float>(x1), static_cast<float>(y1)};
      if (is_opaque_sample(pos1)) {
        boundingBox.Width = WrappingSubtract(TruncateToInt(to_world(pos1).X), boundingBox.X);
        finished = true;
        break;
      }
    }
  }
  finished = false;
  for (int y1 = WrappingSubtract(targetHeight, 1); y1 >= 0 && !finished; y1--) {
    for (int x1 = WrappingSubtract(targetWidth, 1); x1 >= 0; x1--) {
      const Vector2 pos1{static_cast<float>(x1), static_cast<float>(y1)};
      if (is_opaque_sample(pos1)) {
        boundingBox.Height = WrappingSubtract(TruncateToInt(to_world(pos1).Y), boundingBox.Y);
        finished = true;
        break;
      }
    }
  }
  return boundingBox;
}

}  // namespace obb2d::ports::xna_sprite
