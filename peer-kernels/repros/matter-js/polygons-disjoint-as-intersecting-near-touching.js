// matter-js 0.20.0, Matter.Collision.collides: disjoint-as-intersecting/near-touching (polygons).
// The exact answer is disjoint; the truth: a gap of about 2.605e-17, 1.14e-17 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 -0x1.9p+0 0x1.8p-2 -0x1.18p+0 0x1.ap-1 0x1.7p-1 | 0x1.ap-1 0x1.7p-1 0x1.8p+0 -0x1p-1 0x1p+2 0x0p+0 0x1.2p+2 0x1p+0 0x1p+1 0x1.6p+1 0x1.cp+0 0x1.4p+1`.
// prints: intersecting
// matter-js 0.20.0 (npm matter-js) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 -0x1.9p+0 0x1.8p-2 -0x1.18p+0 0x1.ap-1 0x1.7p-1 | 0x1.ap-1 0x1.7p-1 0x1.8p+0 -0x1p-1 0x1p+2 0x0p+0 0x1.2p+2 0x1p+0 0x1p+1 0x1.6p+1 0x1.cp+0 0x1.4p+1
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, -1.5625], [0.375, -1.09375], [0.8125, 0.71875]];
const pointsB = [[0.8125, 0.71875], [1.5, -0.5], [4, 0], [4.5, 1], [2, 2.75], [1.75, 2.5]];

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
