// Rapier (npm `@dimforge/rapier2d-compat`, the Rust engine compiled to
// WebAssembly, in f32) as a kernel command: Collider.intersectsShape
// between two colliders made from ColliderDesc.convexHull of the
// world-space vertices, in one World. protocol.js does the rest
// (`node rapier.js [--polygons | --describe | --repro]`; polygon lines in
// float, which rapier holds).
'use strict';

const {run} = require('./protocol');

const packageName = '@dimforge/rapier2d-compat';

// Rapier's functions work only once init's promise has settled.
function prepare(RAPIER) {
  return RAPIER.init();
}

// One World for the whole run, as a game keeps one; each pair's colliders
// are taken out of it again after their answer.
function open(RAPIER) {
  return new RAPIER.World({x: 0, y: 0});
}

// The points go in a Float32Array (rapier is f32: each number rounds to
// float there). ColliderDesc.convexHull is documented to return null when
// the points have no hull; in 0.21 it returns a descriptor whatever they
// are and the hull is made by the shape's intoRaw, which returns undefined
// then (createCollider would throw on it): that is the refusal.
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

// collider.vertices() reads the hull rapier holds (collinear and repeated
// points dropped), in f32, relative to the collider, which sits at the
// origin unrotated (no rigid body, no translation).
function heldPoints(RAPIER, collider) {
  const flat = collider.vertices();
  const points = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
  return points;
}

function release(RAPIER, world, collider) {
  world.removeCollider(collider, false);
}

// A trap inside a call that has borrowed the World (createCollider,
// intersectsShape) would leave it borrowed, wasm-bindgen's flag never
// reset, and every later call on it would throw "recursive use of an
// object detected which would lead to unsafe aliasing in rust". The traps
// seen come from the hull, before any borrow; a fresh World after each
// costs little all the same (the old one is not freed: it may be borrowed).
function spoilsSceneAfter(error) {
  return error instanceof WebAssembly.RuntimeError;
}

// A Rust panic in the WebAssembly ("RuntimeError: unreachable": the hull
// of about half the campaign's boxes, degenerate or tiny ones) leaves its
// stack frames behind: measured on 0.21, with points that all coincide and
// with the campaign's boxes alike, about 2,800 panics exhaust the stack and
// every later call fails ("memory access out of bounds"). The worker is
// replaced (protocol.js) after maxTrapsPerWorker traps, a third of that,
// and at once after a trap of another kind or an interrupted call, either
// of which may leave the instance corrupted.
const maxTrapsPerWorker = 1024;
let traps = 0;
function isUnfitAfter(error) {
  if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return true;
  if (!(error instanceof WebAssembly.RuntimeError)) return false;
  traps += 1;
  return error.message !== 'unreachable' || traps >= maxTrapsPerWorker;
}

run({
  name: 'Rapier',
  packageName,
  routine: 'Collider.intersectsShape',
  polygonPrecision: 'float',
  calls: 'await RAPIER.init(); world = new RAPIER.World({x: 0, y: 0}); for each polygon ' +
         'world.createCollider(RAPIER.ColliderDesc.convexHull(new Float32Array([x0, y0, x1, y1, ...]))); ' +
         'colliderA.intersectsShape(colliderB.shape, colliderB.translation(), colliderB.rotation()); world.removeCollider after.',
  holds: 'f32: every coordinate rounded to float (box corners, computed in double, too); the convex hull of the points ' +
         '(collinear and repeated points dropped), read back with collider.vertices(). Refused (invalid): points without a hull ' +
         '(collinear, too few, overflowing f32, or thin or tiny: a triangle 1 wide and 2^-16 high, a square of side 2^-20), ' +
         'for which the shape\'s intoRaw gives undefined; a Rust panic ' +
         '(RuntimeError: unreachable, e.g. all points equal) is answered invalid too.',
  tolerance: {
    relative: 0,
    absolute: 0,
    source: 'none documented: the package ships the test compiled (node_modules/@dimforge/rapier2d-compat/dist/' +
            'rapier_wasm2d_bg.wasm, parry2d\'s GJK in f32) and its .d.ts (dist/geometry/shape.d.ts, collider.d.ts) names ' +
            'no tolerance for intersectsShape; the f32 rounding is in the held geometry instead.',
  },
  load: () => require(packageName),
  prepare,
  open,
  makeShape,
  overlaps,
  heldPoints,
  release,
  isUnfitAfter,
  spoilsSceneAfter,
});
