// SAT.js 0.9.0, SAT.testPolygonPolygon: disjoint-as-intersecting/generic (boxes).
// The exact answer is disjoint; the truth: a gap of 0.5 (exactly 0x1p-1), 0.5 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x1p+32 0x0p+0 0x0p+0 0x1p+0 0x1p-22 0x0p+0 0x1p+32 -0x1p+1 0x1p-22 0x0p+0 0x0p+0 -0x1p-1`.
// prints: intersecting
// SAT.js 0.9.0 (npm sat) on one box pair, as
// obb2d's peer kernel peer-kernels/js/sat.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+32 0x0p+0 0x0p+0 0x1p+0 0x1p-22 0x0p+0 0x1p+32 -0x1p+1 0x1p-22 0x0p+0 0x0p+0 -0x1p-1
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("sat");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [4294967296, 0, 0, 1, 2.384185791015625e-7, 0];
const boxB = [4294967296, -2, 2.384185791015625e-7, 0, 0, -0.5];

function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
}

function counterClockwise(points) {
  let twiceArea = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    twiceArea += x0 * y1 - x1 * y0;
  }
  return twiceArea < 0 ? points.slice().reverse() : points;
}

function makeShape(SAT, scene, points) {
  return new SAT.Polygon(new SAT.Vector(), counterClockwise(points).map(([x, y]) => new SAT.Vector(x, y)));
}

function overlaps(SAT, scene, a, b) {
  return SAT.testPolygonPolygon(a, b);
}

function answer(library) {
  const scene = null;
  const shapeA = makeShape(library, scene, boxCorners(boxA));
  const shapeB = makeShape(library, scene, boxCorners(boxB));
  if (shapeA === null || shapeB === null) return 'invalid';  // the library refuses the geometry
  return overlaps(library, scene, shapeA, shapeB) ? 'intersecting' : 'disjoint';
}

// As the adapter: invalid when the library throws, or when it does not
// return within a second (a pair takes microseconds; the adapter gives it
// 10 ms, twice). Call answer(library) alone to see the error or the loop.
function print(library) {
  let word = 'invalid';
  globalThis.answerThePair = () => (word = answer(library));
  try {
    new (require('vm').Script)('answerThePair()').runInThisContext({timeout: 1000});
  } catch (error) {
    word = 'invalid';
  }
  process.stdout.write(word + '\n');
}

print(library);
