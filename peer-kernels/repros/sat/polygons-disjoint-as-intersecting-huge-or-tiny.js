// SAT.js 0.9.0, SAT.testPolygonPolygon: disjoint-as-intersecting/huge-or-tiny (polygons).
// The exact answer is disjoint; the truth: a gap of about 1, 1.34e-138 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 0x0p+0 -0x1p+0 0x1p+512 0x0p+0 0x1p+512 0x1p+0 | -0x1p+316 0x1p+0 0x0p+0 0x1p+0 0x0p+0 0x1p+316 -0x1p+458 0x1p+316`.
// prints: intersecting
// SAT.js 0.9.0 (npm sat) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/sat.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x0p+0 0x0p+0 -0x1p+0 0x1p+512 0x0p+0 0x1p+512 0x1p+0 | -0x1p+316 0x1p+0 0x0p+0 0x1p+0 0x0p+0 0x1p+316 -0x1p+458 0x1p+316
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("sat");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, 0], [0, -1], [1.3407807929942597e+154, 0], [1.3407807929942597e+154, 1]];
const pointsB = [[-1.3349918974505688e+95, 1], [0, 1], [0, 1.3349918974505688e+95], [-7.442828536787015e+137, 1.3349918974505688e+95]];

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
