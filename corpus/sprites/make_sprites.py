#!/usr/bin/env python3
"""Writes the sprite PNGs of corpus/sprites/ (standard library only: zlib,
struct). Run from anywhere: `python3 make_sprites.py [OUTPUT_DIR]` (default:
this folder). ctest's sprite_pngs_are_current regenerates them into a scratch
folder and compares the bytes.

  arrow.png            24 x 16 RGBA: an arrow pointing right, with a
                       transparent margin and soft (alpha 0..255) edges
  square-4.png         4 x 4, every pixel opaque
  dot-16.png           16 x 16, only pixel (13, 13) opaque
  transparent-4.png    4 x 4, every alpha 0
  corrupt.png          arrow.png cut off inside its image data (bad CRC, no IEND)
  not-a-png.png        a text file with a .png name
"""
import os
import struct
import sys
import zlib


def png_bytes(width, height, rgba):
    """An 8-bit RGBA PNG; rgba is a list of (r, g, b, a) rows."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(v for pixel in row for v in pixel) for row in rgba)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) +
            chunk(b"IEND", b""))


def image(width, height, alpha_of):
    return [[(40, 90, 200, alpha_of(x, y)) for x in range(width)] for y in range(height)]


def arrow_alpha(x, y):
    # Shaft rows 6..9 from x = 3 to 13; head a triangle from x = 13 to 21.
    if 3 <= x <= 13 and 6 <= y <= 9:
        return 255
    if 13 <= x <= 21:
        half = (21 - x) * 7 / 8  # half-height of the head at column x
        distance = abs(y + 0.5 - 8)
        if distance <= half:
            return 255
        if distance <= half + 1:
            return 96  # a soft edge: opaque at threshold 0, not at 127
    return 0


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    files = {
        "arrow.png": png_bytes(24, 16, image(24, 16, arrow_alpha)),
        "square-4.png": png_bytes(4, 4, image(4, 4, lambda x, y: 255)),
        "dot-16.png": png_bytes(16, 16, image(16, 16, lambda x, y: 255 if (x, y) == (13, 13) else 0)),
        "transparent-4.png": png_bytes(4, 4, image(4, 4, lambda x, y: 0)),
        "not-a-png.png": b"this is not a PNG image\n",
    }
    arrow = files["arrow.png"]
    files["corrupt.png"] = arrow[:len(arrow) // 2] + b"\x00" * 16
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
