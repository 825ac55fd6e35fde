// SAT.js 0.9.0, SAT.testPolygonPolygon: touching-as-disjoint/huge-or-tiny (polygons).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `0x0p+0 -0x1p-403 0x1.8p-405 -0x1.2p-403 0x0p+0 0x0p+0 0x0p+0 -0x1p-404 | -0x1p-316 0x0p+0 -0x1p-317 -0x1p-318 0x0p+0 -0x1p-319 0x1.8p-406 -0x1.1p-403`.
// prints: disjoint
// SAT.js 0.9.0 (npm sat) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/sat.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 -0x1p-403 0x1.8p-405 -0x1.2p-403 0x0p+0 0x0p+0 0x0p+0 -0x1p-404 | -0x1p-316 0x0p+0 -0x1p-317 -0x1p-318 0x0p+0 -0x1p-319 0x1.8p-406 -0x1.1p-403
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("sat");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[0, -4.840739893561648e-122], [1.815277460085618e-122, -5.445832380256854e-122], [0, 0], [0, -2.420369946780824e-122]];
const pointsB = [[-7.490682167507517e-96, 0], [-3.745341083753759e-96, -1.8726705418768793e-96], [0, -9.363352709384397e-97], [9.07638730042809e-123, -5.143286136909251e-122]];

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
