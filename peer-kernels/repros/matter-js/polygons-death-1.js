// matter-js 0.20.0, Matter.Collision.collides: death-1 (polygons).
// The library failed on this pair (threw TypeError: Cannot read properties of undefined (reading 'body')); the program prints invalid for it, as the adapter does.
// Made by scripts/peer-findings from the witness `0x1p+722 -0x1.8p+721 | -0x1.1p+724 -0x1.8p+722 -0x1.c000000000001p+723 -0x1.bp+724 0x1p+722 -0x1.8p+721 -0x1.cp+723 -0x1p+721`.
// prints: invalid
// matter-js 0.20.0 (npm matter-js) on one polygon pair, as
// obb2d's peer kernel peer-kernels/js/matter.js asks it (docs/foreign-kernels.md).
// The pair line: 0x1p+722 -0x1.8p+721 | -0x1.1p+724 -0x1.8p+722 -0x1.c000000000001p+723 -0x1.bp+724 0x1p+722 -0x1.8p+721 -0x1.cp+723 -0x1p+721
// Prints intersecting, disjoint or invalid, and nothing else. Run:
//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js
'use strict';
// The answer is the only output: the library's own messages (matter warns
// about a list it does not call convex, rapier's init about its options)
// are dropped.
for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};
const library = require("matter-js");

// Polygon A, then polygon B: [x, y] vertices
const pointsA = [[2.206260905240795e+217, -1.6546956789305962e+217]];
const pointsB = [[-9.376608847273378e+217, -3.3093913578611924e+217], [-7.721913168342783e+217, -1.4892261110375366e+218], [2.206260905240795e+217, -1.6546956789305962e+217], [-7.721913168342782e+217, -1.1031304526203975e+217]];

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
