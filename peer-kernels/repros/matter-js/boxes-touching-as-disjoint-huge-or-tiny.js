// matter-js 0.20.0, Matter.Collision.collides: touching-as-disjoint/huge-or-tiny (boxes).
// The exact answer is touching; the truth: they touch (no gap, no overlap).
// Made by scripts/peer-findings from the witness `0x0p+0 0x0p+0 -0x1p-37 0x0p+0 0x1p-37 0x1p-41 0x1p-35 0x1.6p-38 0x1p-36 0x1.4p-37 -0x1p-37 0x0p+0`.
// prints: disjoint
// matter-js 0.20.0 (npm matter-js) on one box pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: 0x0p+0 0x0p+0 -0x1p-37 0x0p+0 0x1p-37 0x1p-41 0x1p-35 0x1.6p-38 0x1p-36 0x1.4p-37 -0x1p-37 0x0p+0
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Box A, then box B: cx cy ux uy vx vy
const boxA = [0, 0, -7.275957614183426e-12, 0, 7.275957614183426e-12, 4.547473508864641e-13];
const boxB = [2.9103830456733704e-11, 5.002220859751105e-12, 1.4551915228366852e-11, 9.094947017729282e-12, -7.275957614183426e-12, 0];

function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
}

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
