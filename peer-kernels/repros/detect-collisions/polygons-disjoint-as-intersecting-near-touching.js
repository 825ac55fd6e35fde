// detect-collisions 10.10.2025, System.checkCollision: disjoint-as-intersecting/near-touching (polygons).
// The exact answer is disjoint; the truth: a gap of about 4.6792e-14, 9.14e-17 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 0x1p-4 0x0p+0 0x1p-2 0x0p+0 0x1p+0 0x0p+0 0x1p+8 0x1p+9 | -0x1p+10 0x0p+0 0x1.ffffffffffffcp+7 0x1p+9 0x1p+13 0x1p+12 0x0p+0 0x1p+10`.
// prints: intersecting
// detect-collisions 10.10.2025 (npm detect-collisions) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/detect_collisions.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x0p+0 0x1p-4 0x0p+0 0x1p-2 0x0p+0 0x1p+0 0x0p+0 0x1p+8 0x1p+9 | -0x1p+10 0x0p+0 0x1.ffffffffffffcp+7 0x1p+9 0x1p+13 0x1p+12 0x0p+0 0x1p+10
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("detect-collisions");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, 0], [0.0625, 0], [0.25, 0], [1, 0], [256, 512]];
const pointsB = [[-1024, 0], [255.9999999999999, 512], [8192, 4096], [0, 1024]];

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
  const shapeA = makeShape(library, scene, pointsA);
  const shapeB = makeShape(library, scene, pointsB);
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
