// matter-js 0.20.0, Matter.Collision.collides: disjoint-as-intersecting/huge-or-tiny (polygons).
// The exact answer is disjoint; the truth: a gap of about 1.6499e+19, 3.06e-17 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `-0x1.2p+119 -0x1.6p+118 0x0p+0 -0x1.5p+119 0x1p+67 -0x1p+119 -0x1p+118 -0x1.8p+117 | -0x1p+63 0x0p+0 -0x1p+66 0x0p+0 -0x1.ap+118 -0x1.1p+118 0x0p+0 0x0p+0`.
// prints: intersecting
// matter-js 0.20.0 (npm matter-js) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: -0x1.2p+119 -0x1.6p+118 0x0p+0 -0x1.5p+119 0x1p+67 -0x1p+119 -0x1p+118 -0x1.8p+117 | -0x1p+63 0x0p+0 -0x1p+66 0x0p+0 -0x1.ap+118 -0x1.1p+118 0x0p+0 0x0p+0
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[-7.476907476290152e+35, -4.569221235510648e+35], [0, -8.72305872233851e+35], [147573952589676410000, -6.64613997892458e+35], [-3.32306998946229e+35, -2.4923024920967173e+35]];
const pointsB = [[-9223372036854776000, 0], [-73786976294838210000, 0], [-5.399988732876221e+35, -3.530761863803683e+35], [0, 0]];

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
