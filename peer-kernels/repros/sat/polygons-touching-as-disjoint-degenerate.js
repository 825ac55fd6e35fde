// SAT.js 0.9.0, SAT.testPolygonPolygon: touching-as-disjoint/degenerate (polygons).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `-0x1.8p+148 0x1p+147 | -0x1.4p+149 -0x1p+146 -0x1p+147 0x1.4p+148 0x0p+0 0x1p+149 0x0p+0 0x1p+150 -0x1p+149 0x1p+148`.
// prints: disjoint
// SAT.js 0.9.0 (npm sat) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/sat.js asks it (docs/foreign-kernels.md).
// The pair line: -0x1.8p+148 0x1p+147 | -0x1.4p+149 -0x1p+146 -0x1p+147 0x1.4p+148 0x0p+0 0x1p+149 0x0p+0 0x1p+150 -0x1p+149 0x1p+148
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("sat");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[-5.3521788476473496e+44, 1.78405961588245e+44]];
const pointsB = [[-8.92029807941225e+44, -8.92029807941225e+43], [-1.78405961588245e+44, 4.460149039706125e+44], [0, 7.1362384635298e+44], [0, 1.42724769270596e+45], [-7.1362384635298e+44, 3.5681192317649e+44]];

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
