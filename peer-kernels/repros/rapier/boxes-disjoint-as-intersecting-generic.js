// Rapier 0.21.0, Collider.intersectsShape: disjoint-as-intersecting/generic (boxes).
// The exact answer is disjoint; the truth: a gap of about 0.00010918, 2.73e-05 of the smaller shape's size.
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 -0x1.8p+0 0x1p-13 0x1p-1 -0x1p+0 0x1p+0 0x1.cp+0 0x1.8p+0 0x0p+0 0x1.8p+1 -0x1.8p+0`.
// prints: intersecting
// Rapier 0.21.0 (npm @dimforge/rapier2d-compat) on one box pair, as
// obb2d's peer kernel peer-kernels/js/rapier.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x0p+0 -0x1.8p+0 0x1p-13 0x1p-1 -0x1p+0 0x1p+0 0x1.cp+0 0x1.8p+0 0x0p+0 0x1.8p+1 -0x1.8p+0
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("@dimforge/rapier2d-compat");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [0, 0, -1.5, 0.0001220703125, 0.5, -1];
const boxB = [1, 1.75, 1.5, 0, 3, -1.5];

function prepare(RAPIER) {
  return RAPIER.init();
}

function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
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

Promise.resolve(prepare(library)).then(() => print(library));
