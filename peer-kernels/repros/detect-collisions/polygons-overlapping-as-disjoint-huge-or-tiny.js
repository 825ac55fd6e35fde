// detect-collisions 10.10.2025, System.checkCollision: overlapping-as-disjoint/huge-or-tiny (polygons).
// The exact answer is overlapping; the truth: an overlap about 1.2768e+34 wide, 3.33e-20 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 0x0p+0 -0x1p+165 0x1.ffffffffffffcp+176 0x1p+178 | -0x1p+181 0x0p+0 -0x1p+181 -0x1p+167 -0x1.1p+180 -0x1.2p+180 0x1.5p+180 0x1.ap+180 0x0p+0 0x1p+181 -0x1p+180 0x1p+180`.
// prints: disjoint
// detect-collisions 10.10.2025 (npm detect-collisions) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/detect_collisions.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x0p+0 0x0p+0 -0x1p+165 0x1.ffffffffffffcp+176 0x1p+178 | -0x1p+181 0x0p+0 -0x1p+181 -0x1p+167 -0x1.1p+180 -0x1.2p+180 0x1.5p+180 0x1.ap+180 0x0p+0 0x1p+181 -0x1p+180 0x1p+180
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("detect-collisions");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, 0], [0, -4.6768052394588893e+49], [1.9156194260823602e+53, 3.831238852164722e+53]];
const pointsB = [[-3.064991081731778e+54, 0], [-3.064991081731778e+54, -1.8707220957835557e+50], [-1.628276512170007e+54, -1.724057483474125e+54], [2.011400397386479e+54, 2.4903052539070694e+54], [0, 3.064991081731778e+54], [-1.532495540865889e+54, 1.532495540865889e+54]];

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
