// Rapier 0.21.0, Collider.intersectsShape: death-1 (boxes).
// The library failed on this pair (threw RuntimeError: unreachable); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `0x1p+97 0x1p+97 0x0p+0 0x0p+0 0x1p-41 -0x1.8p-42 0x1p+97 0x1p+97 0x1p-148 0x0p+0 -0x1p-40 0x1.8p-41`.
// prints: invalid
// Rapier 0.21.0 (npm @dimforge/rapier2d-compat) on one box pair, as
// obb2d's peer kernel peer-kernels/js/rapier.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+97 0x1p+97 0x0p+0 0x0p+0 0x1p-41 -0x1.8p-42 0x1p+97 0x1p+97 0x1p-148 0x0p+0 -0x1p-40 0x1.8p-41
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("@dimforge/rapier2d-compat");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [1.5845632502852868e+29, 1.5845632502852868e+29, 0, 0, 4.547473508864641e-13, -3.410605131648481e-13];
const boxB = [1.5845632502852868e+29, 1.5845632502852868e+29, 2.802596928649634e-45, 0, -9.094947017729282e-13, 6.821210263296962e-13];

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
