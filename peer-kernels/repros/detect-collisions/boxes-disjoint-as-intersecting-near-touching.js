// detect-collisions 10.10.2025, System.checkCollision: disjoint-as-intersecting/near-touching (boxes).
// The exact answer is disjoint; the truth: a gap of 8190 (exactly 0x1.ffep+12), 4.1e+03 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x1p+37 0x1.fffffep+36 0x0p+0 -0x1p+0 0x1p-17 0x0p+0 0x1p+37 0x1p+37 0x1p-17 0x0p+0 0x0p+0 0x1p+0`.
// prints: intersecting
// detect-collisions 10.10.2025 (npm detect-collisions) on one box pair, as
// obb2d's peer kernel peer-kernels/js/detect_collisions.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+37 0x1.fffffep+36 0x0p+0 -0x1p+0 0x1p-17 0x0p+0 0x1p+37 0x1p+37 0x1p-17 0x0p+0 0x0p+0 0x1p+0
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("detect-collisions");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [137438953472, 137438945280, 0, -1, 0.00000762939453125, 0];
const boxB = [137438953472, 137438953472, 0.00000762939453125, 0, 0, 1];

function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
}

function open(library) {
  return new library.System();
}

function makeShape(library, system, points) {
  return system.createPolygon({x: 0, y: 0}, points.map(([x, y]) => ({x, y})));
}

function overlaps(library, system, a, b) {
  return system.checkCollision(a, b);
}

function answer(library) {
  const scene = open(library);
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
