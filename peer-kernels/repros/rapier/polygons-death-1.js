// Rapier 0.21.0, Collider.intersectsShape: death-1 (polygons).
// The library failed on this pair (threw RuntimeError: unreachable); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `0x1p+10 -0x1.8p+9 | -0x1.1p+12 -0x1.8p+10 -0x1.cp+11 -0x1.bp+12 0x1p+10 -0x1.800006p+9 -0x1.cp+11 -0x1p+9`.
// prints: invalid
// Rapier 0.21.0 (npm @dimforge/rapier2d-compat) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/rapier.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+10 -0x1.8p+9 | -0x1.1p+12 -0x1.8p+10 -0x1.cp+11 -0x1.bp+12 0x1p+10 -0x1.800006p+9 -0x1.cp+11 -0x1p+9
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("@dimforge/rapier2d-compat");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[1024, -768]];
const pointsB = [[-4352, -1536], [-3584, -6912], [1024, -768.0001831054688], [-3584, -512]];

function prepare(RAPIER) {
  return RAPIER.init();
}

function open(RAPIER) {
  return new RAPIER.World({x: 0, y: 0});
}

function makeShape(RAPIER, world, points) {
  const desc = RAPIER.ColliderDesc.convexHull(new Float32Array(points.flat()));
  const hull = desc === null ? undefined : desc.shape.intoRaw();
  if (hull === undefined) return null;
  hull.free();
  return world.createCollider(desc);
}

function overlaps(RAPIER, world, a, b) {
  return a.intersectsShape(b.shape, b.translation(), b.rotation());
}

function answer(library) {
  const scene = open(library);
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

Promise.resolve(prepare(library)).then(() => print(library));
