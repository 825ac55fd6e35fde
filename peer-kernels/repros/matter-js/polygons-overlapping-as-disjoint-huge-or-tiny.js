// matter-js 0.20.0, Matter.Collision.collides: overlapping-as-disjoint/huge-or-tiny (polygons).
// The exact answer is overlapping; the truth: an overlap about 5.2296e-13 wide, 1.38e-35 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 -0x1p+75 0x1p+9 0x0p+0 0x0p+0 0x0p+0 0x0p+0 0x0p+0 | 0x0p+0 -0x1p+75 0x0p+0 -0x1p+75 0x1p+75 -0x1p+75 0x1.ep+77 0x1p+26 0x0p+0 -0x1p+75 0x0p+0 -0x1p+75`.
// prints: disjoint
// matter-js 0.20.0 (npm matter-js) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 -0x1p+75 0x1p+9 0x0p+0 0x0p+0 0x0p+0 0x0p+0 0x0p+0 | 0x0p+0 -0x1p+75 0x0p+0 -0x1p+75 0x1p+75 -0x1p+75 0x1.ep+77 0x1p+26 0x0p+0 -0x1p+75 0x0p+0 -0x1p+75
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, -3.777893186295716e+22], [512, 0], [0, 0], [0, 0]];
const pointsB = [[0, -3.777893186295716e+22], [0, -3.777893186295716e+22], [3.777893186295716e+22, -3.777893186295716e+22], [2.833419889721787e+23, 67108864], [0, -3.777893186295716e+22], [0, -3.777893186295716e+22]];

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
