// matter-js 0.20.0, Matter.Collision.collides: touching-as-disjoint/degenerate (polygons).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `0x0p+0 0x1p-272 0x1p-251 0x1p-272 0x1p-251 0x1p-265 0x0p+0 0x1p-251 | 0x1p-272 0x1p-272 0x1p-272 0x1p-272 0x1.fffffffffffffp-273 0x1p-272 0x1p-272 0x1.0000000002p-272 0x1p-272 0x1p-272`.
// prints: disjoint
// matter-js 0.20.0 (npm matter-js) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x1p-272 0x1p-251 0x1p-272 0x1p-251 0x1p-265 0x0p+0 0x1p-251 | 0x1p-272 0x1p-272 0x1p-272 0x1p-272 0x1.fffffffffffffp-273 0x1p-272 0x1p-272 0x1.0000000002p-272 0x1p-272 0x1p-272
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, 1.3177747429038154e-82], [2.7635739376302223e-76, 1.3177747429038154e-82], [2.7635739376302223e-76, 1.6867516709168837e-80], [0, 2.7635739376302223e-76]];
const pointsB = [[1.3177747429038154e-82, 1.3177747429038154e-82], [1.3177747429038154e-82, 1.3177747429038154e-82], [1.3177747429038153e-82, 1.3177747429038154e-82], [1.3177747429038154e-82, 1.3177747429062124e-82], [1.3177747429038154e-82, 1.3177747429038154e-82]];

function makeShape(Matter, scene, points) {
  const vertices = points.map(([x, y]) => ({x, y}));
  const centre = Matter.Vertices.centre(vertices);
  return Matter.Bodies.fromVertices(centre.x, centre.y, [vertices]);
}

function overlaps(Matter, scene, a, b) {
  return Matter.Collision.collides(a, b) !== null;
}

function answer(library) {
  const scene = null;
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
