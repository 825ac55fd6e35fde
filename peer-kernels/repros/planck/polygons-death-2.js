// planck.js 1.5.0, planck.testOverlap: death-2 (polygons).
// The library failed on this pair (threw TypeError: Cannot read properties of undefined (reading 'x')); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `0x1p+667 0x1.8p+666 0x1p+668 0x1p-818 0x1.dp+669 0x1.7fffffffffffep+666 0x1.ap+668 0x1.dfffffffffffdp+668 | 0x1.dp+669 0x1.8p+666 0x1.5p+669 0x1.2p+668 0x1.ap+668 0x1.ep+668 0x1p+667 0x1.8p+666 0x1p+668 0x1p-818`.
// prints: invalid
// planck.js 1.5.0 (npm planck) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/planck.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+667 0x1.8p+666 0x1p+668 0x1p-818 0x1.dp+669 0x1.7fffffffffffep+666 0x1.ap+668 0x1.dfffffffffffdp+668 | 0x1.dp+669 0x1.8p+666 0x1.5p+669 0x1.2p+668 0x1.ap+668 0x1.ep+668 0x1p+667 0x1.8p+666 0x1p+668 0x1p-818
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("planck");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[6.123604138321678e+200, 4.5927031037412585e+200], [1.2247208276643356e+201, 5.720889335234188e-247], [4.4396130002832166e+201, 4.592703103741257e+200], [1.9901713449545454e+201, 2.2963515518706285e+201]];
const pointsB = [[4.4396130002832166e+201, 4.5927031037412585e+200], [3.214892172618881e+201, 1.3778109311223776e+201], [1.9901713449545454e+201, 2.2963515518706293e+201], [6.123604138321678e+200, 4.5927031037412585e+200], [1.2247208276643356e+201, 5.720889335234188e-247]];

function heldPoints(planck, polygon) {
  const proxy = new planck.DistanceProxy();
  proxy.set(polygon, 0);
  const points = [];
  for (let i = 0; i < proxy.getVertexCount(); i++) points.push([proxy.getVertex(i).x, proxy.getVertex(i).y]);
  return points;
}

function makeShape(planck, scene, points) {
  if (points.length < 3 || points.length > planck.Settings.maxPolygonVertices) return null;
  const polygon = new planck.Polygon(points.map(([x, y]) => ({x, y})));
  const isGiven = ([x, y]) => points.some((p) => p[0] === x && p[1] === y);
  return heldPoints(planck, polygon).every(isGiven) ? polygon : null;
}

function overlaps(planck, scene, a, b) {
  return planck.testOverlap(a, 0, b, 0, planck.Transform.identity(), planck.Transform.identity());
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
