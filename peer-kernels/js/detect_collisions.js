// detect-collisions (npm `detect-collisions`; from 10.x a re-export of
// `check2d`, which it depends on) as a kernel command: System.checkCollision
// on two polygons made by System.createPolygon from the world-space
// vertices. protocol.js does the rest
// (`node detect_collisions.js [--polygons | --describe | --repro]`).
'use strict';

const {run, installedVersion} = require('./protocol');

// One System for the whole run, as a game keeps one; each pair's polygons
// are taken out of it again after their answer.
function open(library) {
  return new library.System();
}

// Position the origin, points the world vertices as {x, y}: the library
// reverses a clockwise list itself (ensurePolygonPoints), so they go in as
// given. checkCollision needs the body in the System (its bbox is set on
// insert), which createPolygon does.
function makeShape(library, system, points) {
  return system.createPolygon({x: 0, y: 0}, points.map(([x, y]) => ({x, y})));
}

function overlaps(library, system, a, b) {
  return system.checkCollision(a, b);
}

// calcPoints (relative to pos, the origin) are what SAT projects. A list
// that poly-decomp splits into several convex parts (isConvex false) is
// tested part by part: that union is not one list, so it is not said.
function heldPoints(library, polygon) {
  if (!polygon.isConvex) return null;
  return polygon.calcPoints.map((p) => [p.x + polygon.pos.x, p.y + polygon.pos.y]);
}

function release(library, system, polygon) {
  system.remove(polygon);
}

run({
  name: 'detect-collisions',
  packageName: 'detect-collisions',
  routine: 'System.checkCollision',
  polygonPrecision: 'double',
  calls: `const {System} = require('detect-collisions') (check2d ${installedVersion('check2d')} underneath); ` +
         'system.createPolygon({x: 0, y: 0}, points) with the world vertices as {x, y} in one System; ' +
         'system.checkCollision(a, b), which for convex bodies is SAT.testPolygonPolygon of sat; system.remove after.',
  holds: 'calcPoints: the points counter-clockwise (reversed when clockwise by its shoelace sum), less a point equal ' +
         'to the next one (sat\'s setPoints); a list poly-decomp\'s quickDecomp splits in several parts (isConvex false) ' +
         'is tested as those parts (not said as held). It refuses an empty list (throws) only.',
  tolerance: {
    relative: 0,
    absolute: 0,
    source: 'none documented: node_modules/check2d/dist/system.js System.checkCollision calls sat\'s testPolygonPolygon ' +
            '(node_modules/sat/SAT.js, strict comparison, no epsilon); the body padding (default 0) only widens the BVH boxes.',
  },
  load: () => require('detect-collisions'),
  open,
  makeShape,
  overlaps,
  heldPoints,
  release,
});
