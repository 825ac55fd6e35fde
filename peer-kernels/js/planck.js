// planck.js (npm `planck`, a JavaScript port of Box2D) as a kernel command:
// planck.testOverlap on two planck.Polygon built from the world-space
// vertices, with identity transforms. protocol.js does the rest
// (`node planck.js [--polygons | --describe | --repro]`).
'use strict';

const {run} = require('./protocol');

// The Polygon's vertices as testOverlap sees them: through the
// DistanceProxy it builds from the shape (proxy.set(shape, 0)).
function heldPoints(planck, polygon) {
  const proxy = new planck.DistanceProxy();
  proxy.set(polygon, 0);
  const points = [];
  for (let i = 0; i < proxy.getVertexCount(); i++) points.push([proxy.getVertex(i).x, proxy.getVertex(i).y]);
  return points;
}

// Documented (PolygonShape._set): 3 to Settings.maxPolygonVertices (12)
// vertices; planck truncates a longer list and holds a 2x2 box instead of a
// shorter one. It welds vertices closer than linearSlop / 2 and wraps the
// rest in their hull; when fewer than 3 are left ("Polygon is degenerate")
// it holds the 2x2 box too, whose vertices are then not among the given
// ones. Both are its refusal.
function makeShape(planck, scene, points) {
  if (points.length < 3 || points.length > planck.Settings.maxPolygonVertices) return null;
  const polygon = new planck.Polygon(points.map(([x, y]) => ({x, y})));
  const isGiven = ([x, y]) => points.some((p) => p[0] === x && p[1] === y);
  return heldPoints(planck, polygon).every(isGiven) ? polygon : null;
}

// testOverlap runs GJK with both shapes' radii (Settings.polygonRadius
// each) and says overlap when the distance left is below 10 * EPSILON.
function overlaps(planck, scene, a, b) {
  return planck.testOverlap(a, 0, b, 0, planck.Transform.identity(), planck.Transform.identity());
}

run({
  name: 'planck.js',
  packageName: 'planck',
  routine: 'planck.testOverlap',
  polygonPrecision: 'double',
  calls: 'new planck.Polygon(vertices) with the world vertices as {x, y}; ' +
         'planck.testOverlap(a, 0, b, 0, planck.Transform.identity(), planck.Transform.identity()).',
  holds: 'the hull (gift wrapping) of the vertices after welding those closer than linearSlop / 2 = 0.0025 (absolute), ' +
         'read back through a DistanceProxy; plus a skin of polygonRadius = 0.01 around each polygon. Refused (invalid): ' +
         'fewer than 3 or more than 12 (Settings.maxPolygonVertices) vertices given, and lists that weld or wrap to ' +
         'fewer than 3, for which planck silently holds a 2x2 box.',
  tolerance: {
    relative: 0,
    absolute: 0.02000001,
    source: 'node_modules/planck/src/Settings.ts: Settings.linearSlop = 0.005, polygonRadius = 2 * linearSlop (the ' +
            'm_radius of every PolygonShape, src/collision/shape/PolygonShape.ts); src/collision/Distance.ts testOverlap: ' +
            'useRadii and output.distance < 10 * EPSILON (EPSILON = 1e-9, src/common/Math.ts): polygons closer than ' +
            '2 * 0.01 + 1e-8 overlap.',
  },
  load: () => require('planck'),
  makeShape,
  overlaps,
  heldPoints,
  helpers: [heldPoints],  // makeShape uses it, so --repro carries it
});
