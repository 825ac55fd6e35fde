// SAT.js (npm `sat`) as a kernel command: SAT.testPolygonPolygon on two
// SAT.Polygon built from the world-space vertices. protocol.js does the
// rest (`node sat.js [--polygons | --describe | --repro]`).
'use strict';

const {run, counterClockwise} = require('./protocol');

// SAT.js wants counter-clockwise points (README: "with respect to the
// coordinate system", y up) relative to pos; pos is the origin here, so
// the points are the world vertices.
function makeShape(SAT, scene, points) {
  return new SAT.Polygon(new SAT.Vector(), counterClockwise(points).map(([x, y]) => new SAT.Vector(x, y)));
}

function overlaps(SAT, scene, a, b) {
  return SAT.testPolygonPolygon(a, b);
}

// calcPoints is what the test projects (points with angle and offset
// applied, here none); setPoints drops a vertex equal to the next one.
function heldPoints(SAT, polygon) {
  return polygon.calcPoints.map((p) => [p.x, p.y]);
}

run({
  name: 'SAT.js',
  packageName: 'sat',
  routine: 'SAT.testPolygonPolygon',
  polygonPrecision: 'double',
  calls: 'new SAT.Polygon(new SAT.Vector(), points) with the world vertices as SAT.Vector, ' +
         'counter-clockwise (reversed when the signed area is negative); SAT.testPolygonPolygon(a, b) without a Response.',
  holds: 'the points as given, less a point equal to the next one (Polygon.setPoints); it refuses nothing: ' +
         'any list, 1 or 2 points included (README: 2 points make a segment), is projected on its edge normals ' +
         '(a zero edge gives a zero axis, which separates nothing).',
  tolerance: {
    relative: 0,
    absolute: 0,
    source: 'none documented: node_modules/sat/SAT.js isSeparatingAxis compares the projected ranges with a strict > ' +
            '(touching is not separated) and no epsilon; the README names none.',
  },
  load: () => require('sat'),
  makeShape,
  overlaps,
  heldPoints,
  helpers: [counterClockwise],
});
