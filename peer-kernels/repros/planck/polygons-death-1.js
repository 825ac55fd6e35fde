// planck.js 1.5.0, planck.testOverlap: death-1 (polygons).
// The library failed on this pair (did not return within 1000 ms); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `0x1.0000000cp+807 0x1.ffffffdp+806 0x1.0000001p+807 0x1.ffffffc8p+806 0x1.00000018p+807 0x1.ffffffcp+806 0x1.00000018p+807 0x1.ffffffep+806 | 0x1.ffffffd8p+806 0x1.ffffffep+806 0x1.ffffffep+806 0x1.ffffffd8p+806 0x1.fffffff8p+806 0x1.ffffffefffffep+806 0x1.ffffffe8p+806 0x1.fffffff8p+806`.
// prints: invalid
// planck.js 1.5.0 (npm planck) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/planck.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1.0000000cp+807 0x1.ffffffdp+806 0x1.0000001p+807 0x1.ffffffc8p+806 0x1.00000018p+807 0x1.ffffffcp+806 0x1.00000018p+807 0x1.ffffffep+806 | 0x1.ffffffd8p+806 0x1.ffffffep+806 0x1.ffffffep+806 0x1.ffffffd8p+806 0x1.fffffff8p+806 0x1.ffffffefffffep+806 0x1.ffffffe8p+806 0x1.fffffff8p+806
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("planck");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[8.535058497932891e+242, 8.535058426392858e+242], [8.535058505881784e+242, 8.535058418443965e+242], [8.53505852177957e+242, 8.535058410495072e+242], [8.53505852177957e+242, 8.535058442290643e+242]];
const pointsB = [[8.53505843434175e+242, 8.535058442290643e+242], [8.535058442290643e+242, 8.53505843434175e+242], [8.535058466137321e+242, 8.535058458188426e+242], [8.535058450239536e+242, 8.535058466137321e+242]];

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
