// A kernel command in JavaScript (docs/foreign-kernels.md): the naive
// separating-axis test many web games carry, on boxes given as center and
// half-edge vectors, in the doubles JavaScript computes with. Run by
// Debian's nodejs: `node naive_sat.js`. It reads shape-pair lines on
// standard input and writes one answer a line: the protocol of
// `obb2d verify --kernel-command`. It is not exact (its projections round),
// which the campaign reports.
'use strict';

// A number as `obb2d classify` writes it: decimal, or a C99 hex float
// such as -0x1.8p+4 (which JavaScript's parseFloat does not read).
function parseNumber(text) {
  const hex = /^([+-]?)0x([0-9a-f]*)\.?([0-9a-f]*)p([+-]?\d+)$/i.exec(text);
  if (!hex) return Number(text);
  let mantissa = 0;
  for (const digit of hex[2] + hex[3]) mantissa = mantissa * 16 + parseInt(digit, 16);
  const value = mantissa * 2 ** (Number(hex[4]) - 4 * hex[3].length);
  return hex[1] === '-' ? -value : value;
}

// The box's extent along axis (x, y): |u . axis| + |v . axis| around c . axis.
function project(box, x, y) {
  const middle = box.cx * x + box.cy * y;
  const radius = Math.abs(box.ux * x + box.uy * y) + Math.abs(box.vx * x + box.vy * y);
  return [middle - radius, middle + radius];
}

function classify(a, b) {
  let touches = false;
  for (const box of [a, b]) {
    for (const [x, y] of [[box.uy, -box.ux], [box.vy, -box.vx]]) {
      const [aMin, aMax] = project(a, x, y);
      const [bMin, bMax] = project(b, x, y);
      if (aMax < bMin || bMax < aMin) return 'disjoint';
      if (aMax === bMin || bMax === aMin) touches = true;
    }
  }
  return touches ? 'touching' : 'overlapping';
}

function answer(line) {
  const n = line.trim().split(/\s+/).map(parseNumber);
  if (n.length !== 12 || n.some(Number.isNaN)) return 'unreadable';
  const box = (i) => ({cx: n[i], cy: n[i + 1], ux: n[i + 2], uy: n[i + 3], vx: n[i + 4], vy: n[i + 5]});
  return classify(box(0), box(6));
}

// Every whole line that has come is answered at once, so that no answer
// waits for more input.
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop();
  if (lines.length > 0) process.stdout.write(lines.map(answer).join('\n') + '\n');
});
