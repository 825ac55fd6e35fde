// planck.js 1.5.0, planck.testOverlap: death-1 (boxes).
// The library failed on this pair (did not return within 1000 ms); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `-0x1.c70d9ap+36 0x1.f83ec8p-2 -0x1.ac546ap-116 -0x1.c53984p+116 0x1.67ba12p+116 -0x1.c77da2p-53 -0x1.c3b492p+34 0x1.7cad64p+13 -0x1.05fbc8p+2 0x1.685d52p-5 0x1.67a0bp+63 -0x1.152cf2p+48`.
// prints: invalid
// planck.js 1.5.0 (npm planck) on one box pair, as
// obb2d's peer kernel peer-kernels/js/planck.js asks it (docs/foreign-kernels.md).
// The pair line: -0x1.c70d9ap+36 0x1.f83ec8p-2 -0x1.ac546ap-116 -0x1.c53984p+116 0x1.67ba12p+116 -0x1.c77da2p-53 -0x1.c3b492p+34 0x1.7cad64p+13 -0x1.05fbc8p+2 0x1.685d52p-5 0x1.67a0bp+63 -0x1.152cf2p+48
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("planck");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [-122152394752, 0.4924269914627075, -2.013996770070236e-35, -1.4707981452382106e+35, 1.1673803290670047e+35, -1.9753762565524925e-16];
const boxB = [-30313433088, 12181.673828125, -4.09349250793457, 0.04398981109261513, 12956952884968161000, -304757759541248];

function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
}

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
  const shapeA = makeShape(library, scene, boxCorners(boxA));
  const shapeB = makeShape(library, scene, boxCorners(boxB));
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
