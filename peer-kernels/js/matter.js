// matter-js as a kernel command: Matter.Collision.collides on two bodies
// made by Matter.Bodies.fromVertices from the world-space vertices.
// protocol.js does the rest (`node matter.js [--polygons | --describe | --repro]`).
'use strict';

const {run} = require('./protocol');

// Bodies.fromVertices(x, y, ...) moves the vertices so that their centre of
// mass is at (x, y): a user who wants the body where its vertices are
// passes their centroid (Vertices.centre). A convex list is sorted by angle
// around its mean (Vertices.clockwiseSort); one that Vertices.isConvex does
// not call convex (collinear, fewer than 3 points) is replaced by its hull,
// poly-decomp not being installed. No option is passed: the defaults.
function makeShape(Matter, scene, points) {
  const vertices = points.map(([x, y]) => ({x, y}));
  const centre = Matter.Vertices.centre(vertices);
  return Matter.Bodies.fromVertices(centre.x, centre.y, [vertices]);
}

// collides returns a collision record, or null when an axis separates the
// bodies or they only touch (overlap <= 0).
function overlaps(Matter, scene, a, b) {
  return Matter.Collision.collides(a, b) !== null;
}

// body.vertices are what collides projects: the given ones less the
// centroid plus the position, each rounded (NaN when the area is 0).
function heldPoints(Matter, body) {
  return body.vertices.map((v) => [v.x, v.y]);
}

run({
  name: 'matter-js',
  packageName: 'matter-js',
  routine: 'Matter.Collision.collides',
  polygonPrecision: 'double',
  calls: 'Matter.Bodies.fromVertices(centre.x, centre.y, [vertices]) with centre = Matter.Vertices.centre(vertices) ' +
         'and the world vertices as {x, y}, default options; Matter.Collision.collides(bodyA, bodyB) !== null.',
  holds: 'body.vertices: the vertices sorted by angle around their mean, or their hull (Vertices.hull) when ' +
         'Vertices.isConvex does not say convex; recentred on their centroid and moved back to it, which rounds, ' +
         'and is NaN or huge for a zero or nearly zero area (held written then). The axes it tests are the edge normals ' +
         'with those whose slopes agree to 3 decimals merged (Axes.fromVertices, toFixed(3)). It refuses nothing ' +
         'documented; a single point makes Body.create throw (answered invalid).',
  tolerance: {
    relative: 0,
    absolute: 0,
    source: 'none documented for the test: node_modules/matter-js/src/collision/Collision.js Collision.collides ' +
            'answers null for overlap <= 0 with no epsilon; Body.slop (0.05, src/body/Body.js) is for the resolver only; ' +
            'src/geometry/Axes.js Axes.fromVertices merges edge normals by gradient.toFixed(3), an angular slop, not a width.',
  },
  load: () => require('matter-js'),
  makeShape,
  overlaps,
  heldPoints,
});
