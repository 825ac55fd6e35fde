// What every JavaScript peer kernel shares: the kernel-command protocol of
// `obb2d verify --kernel-command` (docs/foreign-kernels.md, "The protocol"),
// so that each library's file (sat.js, matter.js, planck.js,
// detect_collisions.js, rapier.js) holds only how that library is called.
//
//   node X.js [--polygons]          answer pair lines on stdin, one a line;
//                                   the library runs in a worker thread,
//                                   replaced when it hangs or dies on a
//                                   pair, which is answered invalid
//   node X.js --describe            one line of JSON: the library, its calls,
//                                   what it holds, its documented tolerance
//   node X.js --repro [--polygons]  read one pair line, print a standalone
//                                   program that asks the library about it
//
// A library file calls run() with:
//   name, packageName, routine, polygonPrecision, calls, holds, tolerance
//                      the --describe fields (the version is read from the
//                      installed package at run time)
//   load()             the library as a user requires it
//   prepare(library)   optional, may return a promise: what must run once
//                      before any call (rapier's init)
//   open(library)      optional: the scene shapes live in (a System, a World)
//   makeShape(library, scene, points)
//                      the shape a user builds from a convex vertex list
//                      [[x, y], ...] in world coordinates, or null when the
//                      library refuses it (its documented refusal)
//   overlaps(library, scene, shapeA, shapeB)
//                      the library's yes/no answer
//   heldPoints(library, shape)
//                      the vertex list the library holds, read back from
//                      its public objects, or null when it cannot be said
//                      as one exact list
//   release(library, scene, shape)
//                      optional: take a shape out of the scene again
//   helpers            optional: the functions below that makeShape uses
//                      (counterClockwise), so that --repro carries them
//   isUnfitAfter(error)
//                      optional: whether an error the library threw leaves
//                      it unfit for more pairs (rapier's WebAssembly after
//                      traps); a fresh worker then answers the next ones
//   spoilsSceneAfter(error)
//                      optional: whether such an error leaves the scene
//                      unusable (a World borrowed by a call that trapped);
//                      a fresh one is opened for the next pairs
//
// prepare, open, makeShape, overlaps and the helpers are copied into the
// --repro program as their source text, so they must use only their
// arguments and one another.
'use strict';

const fs = require('fs');
const path = require('path');

/// The longest answer line the campaign reads, held pair included.
const maxAnswerBytes = 8192;

/// At most this many different errors are written to standard error, each
/// once: the log stays readable whatever the campaign sends.
const maxErrorKinds = 20;

// ---------------------------------------------------------------------------
// Reading the lines.

// A number as `obb2d classify` writes it: decimal, or a C99 hex float such
// as -0x1.8p+4 (which JavaScript's parseFloat does not read).
function parseNumber(text) {
  const hex = /^([+-]?)0x([0-9a-f]*)\.?([0-9a-f]*)p([+-]?\d+)$/i.exec(text);
  if (!hex) return Number(text);
  let mantissa = 0;
  for (const digit of hex[2] + hex[3]) mantissa = mantissa * 16 + parseInt(digit, 16);
  const shift = Number(hex[4]) - 4 * hex[3].length;
  // 2 ** shift is 0 below 2^-1074 while a subnormal written with fraction
  // digits (0x1.8p-1073) is not: scale in two steps there, the first exact,
  // the second rounding once to the value, which is a double.
  const value = shift < -1000 ? mantissa * 2 ** (shift + 200) * 2 ** -200 : mantissa * 2 ** shift;
  return hex[1] === '-' ? -value : value;
}

// Numbers of a line, or null when one is not a number.
function parseNumbers(text) {
  const tokens = text.trim().split(/\s+/).filter((token) => token !== '');
  const numbers = tokens.map(parseNumber);
  return numbers.some(Number.isNaN) ? null : numbers;
}

// `x y x y ...` as [[x, y], ...], or null when it is not whole pairs.
function pointsOf(numbers) {
  if (numbers === null || numbers.length === 0 || numbers.length % 2 !== 0) return null;
  const points = [];
  for (let i = 0; i < numbers.length; i += 2) points.push([numbers[i], numbers[i + 1]]);
  return points;
}

// A box line: `cx cy ux uy vx vy` of A then of B, as two [cx, cy, ux, uy, vx, vy].
function parseBoxLine(line) {
  const numbers = parseNumbers(line);
  if (numbers === null || numbers.length !== 12) return null;
  return [numbers.slice(0, 6), numbers.slice(6)];
}

// A polygon line: A's `x y` numbers, a `|`, then B's, as two vertex lists.
function parsePolygonLine(line) {
  const halves = line.split('|');
  if (halves.length !== 2) return null;
  const a = pointsOf(parseNumbers(halves[0]));
  const b = pointsOf(parseNumbers(halves[1]));
  return a === null || b === null ? null : [a, b];
}

// ---------------------------------------------------------------------------
// Geometry handed to the libraries. These are copied into --repro programs.

// The corners c-u-v, c+u-v, c+u+v, c-u+v of the box center ± u ± v, in
// double: exact for float inputs unless their exponents span more than 29
// bits, which is what a user with an oriented box computes.
function boxCorners([cx, cy, ux, uy, vx, vy]) {
  return [
    [cx - ux - vx, cy - uy - vy],
    [cx + ux - vx, cy + uy - vy],
    [cx + ux + vx, cy + uy + vy],
    [cx - ux + vx, cy - uy + vy],
  ];
}

// The vertex list counter-clockwise (y up), for a library that needs that
// winding: reversed when its signed area (the shoelace sum, in double) is
// negative, as a user who does not know the winding does.
function counterClockwise(points) {
  let twiceArea = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    twiceArea += x0 * y1 - x1 * y0;
  }
  return twiceArea < 0 ? points.slice().reverse() : points;
}

// ---------------------------------------------------------------------------
// Writing numbers and held geometry.

// A double as text that strtod and JavaScript read back to the same value,
// the sign of zero included (String(-0) is "0"). NaN and ±Infinity are
// written as such; strtod reads them too.
function exactNumber(x) {
  return Object.is(x, -0) ? '-0' : String(x);
}

function polygonLine(a, b) {
  const list = (points) => points.map(([x, y]) => exactNumber(x) + ' ' + exactNumber(y)).join(' ');
  return list(a) + ' | ' + list(b);
}

// Whether two vertex lists are one polygon written two ways: the same
// vertices, exactly, from another start or in the other direction (as
// peer-kernels/peer_kernel.cpp's is_same_polygon). Such a held list says
// nothing new; one that drops a repeated or collinear vertex is written.
function isSamePolygon(given, held) {
  const n = given.length;
  if (held.length !== n) return false;
  const same = (p, q) => p[0] === q[0] && p[1] === q[1];
  for (let start = 0; start < n; start++) {
    let forward = true;
    let backward = true;
    for (let i = 0; i < n && (forward || backward); i++) {
      forward = forward && same(held[i], given[(start + i) % n]);
      backward = backward && same(held[i], given[(start - i + n) % n]);
    }
    if (forward || backward) return true;
  }
  return n === 0;
}

// ---------------------------------------------------------------------------
// Answering: the library's side, in a worker thread.

// Messages said on standard error, each once, at most maxErrorKinds of
// them (`kind` groups messages that differ only in their details), across
// all the workers: the log stays readable, and below its 16 MiB limit,
// whatever the campaign sends. A worker hands its messages to the main
// thread, which says them.
const saidKinds = new Set();
function sayOnce(text, kind = text) {
  if (saidKinds.has(kind) || saidKinds.size >= maxErrorKinds) return;
  saidKinds.add(kind);
  const {isMainThread, parentPort} = require('worker_threads');
  if (isMainThread) process.stderr.write(text + '\n');
  else parentPort.postMessage({say: text, kind});
}

// An error the library threw, said once for its kind.
function sayErrorOnce(error, line) {
  const kind = (error && error.name ? error.name + ': ' : '') + String(error && error.message !== undefined ? error.message : error);
  sayOnce(`answered invalid: the library threw ${kind.slice(0, 300)} (first on: ${line.slice(0, 300)})`, kind);
}

// What a library prints goes through sayOnce: on standard output it would
// be taken for answers.
function keepLibraryOutputOffAnswers() {
  const util = require('util');
  for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = (...args) => sayOnce(util.format(...args));
}

// The answer line for one pair line: the answer, and in polygon mode the
// geometry the library held when it is not the geometry it was given.
// `state.isUnfit` is set when the library says an error it threw leaves it
// unfit for more pairs.
function answerLine(kernel, state, line, isPolygons) {
  const {library, scene} = state;
  const pair = isPolygons ? parsePolygonLine(line) : parseBoxLine(line);
  if (pair === null) {
    // Not a pair: a protocol problem, which the campaign reports (exit 2).
    sayOnce(`answered unreadable: not a pair of ${isPolygons ? 'polygons' : 'boxes'} (first: ${line.slice(0, 300)})`, 'unreadable');
    return 'unreadable';
  }
  const [a, b] = isPolygons ? pair : pair.map(boxCorners);
  const shapes = [];
  try {
    for (const points of [a, b]) {
      const shape = kernel.makeShape(library, scene, points);
      if (shape === null) return 'invalid';
      shapes.push(shape);
    }
    const answer = kernel.overlaps(library, scene, shapes[0], shapes[1]) ? 'intersecting' : 'disjoint';
    return isPolygons ? answer + heldSuffix(kernel, library, shapes, a, b, answer, line) : answer;
  } catch (error) {
    sayErrorOnce(error, line);
    if (kernel.isUnfitAfter && kernel.isUnfitAfter(error)) state.isUnfit = true;
    if (kernel.spoilsSceneAfter && kernel.spoilsSceneAfter(error)) state.scene = kernel.open(library);
    return 'invalid';
  } finally {
    for (const shape of shapes) {
      try {
        if (kernel.release) kernel.release(library, scene, shape);
      } catch (error) {
        sayErrorOnce(error, line);
      }
    }
  }
}

// " held LINE" when the library holds other vertex lists than a and b and
// can say exactly which; "" otherwise.
function heldSuffix(kernel, library, shapes, a, b, answer, line) {
  const heldA = kernel.heldPoints(library, shapes[0]);
  const heldB = kernel.heldPoints(library, shapes[1]);
  if (heldA === null || heldB === null) return '';
  if (isSamePolygon(a, heldA) && isSamePolygon(b, heldB)) return '';
  const suffix = ' held ' + polygonLine(heldA, heldB);
  if (answer.length + suffix.length > maxAnswerBytes) {
    sayOnce(`held geometry not said: longer than ${maxAnswerBytes} bytes (first on: ${line.slice(0, 300)})`, 'held too long');
    return '';
  }
  return suffix;
}

// The worker: loads the library, says it is ready, then answers each batch
// of lines it is posted ({lines, interrupted}), one message an answer, so
// that the main thread knows which line a library stopped on. After an
// error or an interruption that leaves the library unfit it says so
// ({unfit, interrupted}) and answers no more.
async function serveInWorker(kernel, isPolygons) {
  const {parentPort} = require('worker_threads');
  keepLibraryOutputOffAnswers();
  const library = kernel.load();
  if (kernel.prepare) await kernel.prepare(library);
  const state = {library, scene: kernel.open ? kernel.open(library) : null, isUnfit: false, interrupted: null,
                 isHangConfirmed: false};
  parentPort.on('message', ({lines, interrupted}) => {
    state.interrupted = interrupted;
    let next = 0;
    while (next < lines.length && !state.isUnfit) next = answerWithinTime(kernel, state, lines, next, isPolygons);
    if (state.isUnfit) parentPort.postMessage({unfit: true, interrupted: state.interrupted});
  });
  parentPort.postMessage({ready: true});
}

/// A library that loops for ever on a pair (planck's hull grows an array
/// without end on some polygons) is interrupted, and the pair answered
/// invalid when it ran pairTimeoutMs twice without returning: a pair takes
/// microseconds in every library here (rapier's panics half a millisecond),
/// 10 ms is many times that, and a second try keeps a pause of the machine
/// from being taken for a library that does not return. Each such pair
/// costs about 20 ms, which the 4 % of the polygon campaign's pairs on
/// which planck never returns make a few seconds a batch of 4096 (the
/// campaign allows 10).
const pairTimeoutMs = 10;
/// Lines are answered in timed runs (starting one costs about 90 µs, too
/// much for every line): a run starts no line after runStartsMs and is
/// interrupted at runStartsMs + pairTimeoutMs, so that every line it
/// starts has pairTimeoutMs of its own, and a run is interrupted only on a
/// line that took that long.
const runStartsMs = pairTimeoutMs / 2;
/// A pause of a busy machine can outlast a try of pairTimeoutMs: until a
/// worker has seen one pair the library does not return on, a pair's second
/// try is given confirmationTimeoutMs, as long as its reproduction allows
/// it (peer-kernels/repros/); once one pair is confirmed so, the worker
/// gives the next ones pairTimeoutMs again (planck's thousands cost 20 ms
/// each, not a second).
const confirmationTimeoutMs = 1000;
const timedRun = new (require('vm').Script)('globalThis.__obb2dTimedRun()');

// The answer to one line within confirmationTimeoutMs, or null when the
// library did not return (the scene is opened again, as below).
function answerWithin(kernel, state, line, isPolygons) {
  let answer = null;
  globalThis.__obb2dTimedRun = () => { answer = answerLine(kernel, state, line, isPolygons); };
  try {
    timedRun.runInThisContext({timeout: confirmationTimeoutMs});
  } catch (error) {
    if (error.code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    if (kernel.open) state.scene = kernel.open(state.library);
    if (kernel.isUnfitAfter && kernel.isUnfitAfter(error)) state.isUnfit = true;
  }
  return answer;
}

// Answers lines[next...] in one timed run and posts the answers; returns
// the index of the first line not answered. An interruption may fall
// anywhere, so the run only collects answers (their count says which line
// was running) and stamps each line as it starts. An interrupted call may
// leave the library's objects half changed: the scene is opened again, and
// the library asked whether it is still fit (its finally blocks did not
// run either: a shape left in the old scene only costs memory).
function answerWithinTime(kernel, state, lines, next, isPolygons) {
  const {parentPort} = require('worker_threads');
  if (lines[next] === state.interrupted && !state.isHangConfirmed) {  // its second try, the long one
    const answer = answerWithin(kernel, state, lines[next], isPolygons);
    state.interrupted = null;
    if (answer === null) {
      state.isHangConfirmed = true;
      sayOnce(`answered invalid: the library did not return within ${confirmationTimeoutMs} ms ` +
              `(first on: ${lines[next].slice(0, 300)})`, 'timeout');
    }
    parentPort.postMessage(answer === null ? 'invalid' : answer);
    return next + 1;
  }
  const answers = [];
  let started = [next, 0];  // the line that started last, and when
  globalThis.__obb2dTimedRun = () => {
    const runStart = performance.now();
    for (let i = next; i < lines.length && !state.isUnfit && performance.now() - runStart < runStartsMs; i++) {
      started = [i, performance.now()];
      answers.push(answerLine(kernel, state, lines[i], isPolygons));
    }
  };
  try {
    timedRun.runInThisContext({timeout: runStartsMs + pairTimeoutMs});
  } catch (error) {
    if (error.code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    const running = next + answers.length;
    if (kernel.open) state.scene = kernel.open(state.library);
    if (kernel.isUnfitAfter && kernel.isUnfitAfter(error)) state.isUnfit = true;
    const hadItsTime = started[0] === running && performance.now() - started[1] >= pairTimeoutMs;
    if (hadItsTime && state.interrupted === lines[running]) {
      answers.push('invalid');
      state.interrupted = null;
    } else if (hadItsTime) {
      state.interrupted = lines[running];
    }
  }
  for (const answer of answers) parentPort.postMessage(answer);
  return next + answers.length;
}

/// A worker that answers nothing for this long although the timed runs
/// above interrupt a looping library (stuck in native code, or ended), is
/// replaced, and its line answered invalid.
const workerTimeoutMs = 2000;
/// Starting a worker and loading a library (rapier instantiates its
/// WebAssembly) takes up to a few hundred milliseconds, before any line.
const startTimeoutMs = 10000;
/// A worker's heap: a library that grows without bound is stopped at this
/// size (ERR_WORKER_OUT_OF_MEMORY) instead of aborting the process.
const workerHeapMb = 256;

// A worker running this adapter file, with what it has answered so far.
function startWorker(isPolygons) {
  const {Worker} = require('worker_threads');
  const worker = new Worker(process.argv[1], {
    workerData: {isPolygons},
    resourceLimits: {maxOldGenerationSizeMb: workerHeapMb},
    stdout: true,  // what a library writes there must not reach the answers
    stderr: true,
  });
  const state = {worker, answers: [], isReady: false, isUnfit: false, interrupted: null, ended: null, wake: null};
  const wake = () => state.wake && state.wake();
  worker.on('message', (message) => {
    if (typeof message === 'string') state.answers.push(message);
    else if (message.say !== undefined) sayOnce(message.say, message.kind);
    else if (message.ready) state.isReady = true;
    else if (message.unfit) {
      state.isUnfit = true;
      state.interrupted = message.interrupted;
    }
    wake();
  });
  const pass = (chunk) => String(chunk).split('\n').forEach((line) => line.trim() !== '' && sayOnce(line));
  worker.stdout.on('data', pass);
  worker.stderr.on('data', pass);
  worker.on('error', (error) => {
    state.ended = state.ended || String(error && error.code ? error.code : error);
    wake();
  });
  worker.on('exit', (status) => {
    state.ended = state.ended || `exit status ${status}`;
    wake();
  });
  return state;
}

// Waits until `isDone()`, the worker ended or said it is unfit, or
// `timeoutMs` passed; true when isDone().
function waitFor(state, isDone, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      state.wake = null;
      resolve(isDone());
    };
    state.wake = () => (isDone() || state.ended || state.isUnfit) && finish();
    state.wake();
  });
}

// The worker that answers next, ready; a spare is started beside it, so
// that a worker stopped on a pair is replaced at once.
async function takeWorker(guard) {
  if (guard.current === null) {
    guard.current = guard.spare || startWorker(guard.isPolygons);
    guard.spare = null;
  }
  if (guard.spare === null) guard.spare = startWorker(guard.isPolygons);
  const state = guard.current;
  if (!(await waitFor(state, () => state.isReady, startTimeoutMs))) {
    throw new Error(`the library's worker did not start: ${state.ended || `not ready within ${startTimeoutMs} ms`}`);
  }
  return state;
}

// The answers to `lines`, from workers replaced as needed.
async function answerGuarded(guard, lines) {
  const answers = [];
  while (answers.length < lines.length) {
    const state = await takeWorker(guard);
    const first = answers.length;
    state.answers = [];
    state.worker.postMessage({lines: lines.slice(first), interrupted: guard.interrupted});
    while (answers.length < lines.length) {
      const count = answers.length - first;
      if (await waitFor(state, () => state.answers.length > count, workerTimeoutMs)) {
        answers.push(state.answers[count]);
        continue;
      }
      // Its answers come before it says it is unfit: the rest go to another.
      if (state.isUnfit) break;
      // The worker stopped on lines[answers.length]: it ended or is stuck.
      const how = state.ended ? `ended (${state.ended})` : `did not answer within ${workerTimeoutMs} ms`;
      sayOnce(`answered invalid: the library's worker ${how} on: ${lines[answers.length].slice(0, 300)}`, how);
      answers.push('invalid');
      break;
    }
    if (answers.length < lines.length || state.isUnfit || state.ended) {
      // The line a worker was interrupted on once is tried once more, by the next.
      guard.interrupted = state.isUnfit ? state.interrupted : null;
      state.worker.terminate();
      guard.current = null;
    }
  }
  return answers;
}

// Every whole line that has come is answered, and the answers written in
// one write, before more is read, so that no answer waits for more input
// (the campaign waits for a batch's answers before it sends the next).
// Writes to a pipe are synchronous in Node on Linux.
async function answerStandardInput(isPolygons) {
  const guard = {isPolygons, current: null, spare: null, interrupted: null};
  const answer = async (lines) => {
    const answers = await answerGuarded(guard, lines.map((line) => line.replace(/\r$/, '')));
    process.stdout.write(answers.join('\n') + '\n');
  };
  let pending = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    if (lines.length > 0) await answer(lines);
  }
  // A last line without its end of line is a whole line too.
  if (pending.trim() !== '') await answer([pending]);
  for (const state of [guard.current, guard.spare]) if (state !== null) await state.worker.terminate();
}

// ---------------------------------------------------------------------------
// --describe.

/// The version of the installed package `name`, from its package.json: found
/// from where Node resolves the package, since packages with an "exports"
/// map do not let `require('name/package.json')` through.
function installedVersion(name) {
  let folder = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(folder, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest.version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json of ${name} above ${require.resolve(name)}`);
    folder = parent;
  }
}

// One line of JSON, `"key": value` pairs separated by ", " as the C++
// adapters write it (peer-kernels/peer_kernel.cpp).
function describe(kernel) {
  const fields = {
    library: kernel.name,
    package: kernel.packageName,
    version: installedVersion(kernel.packageName),
    language: 'JavaScript',
    routine: kernel.routine,
    answers: 'yes/no',
    polygon_precision: kernel.polygonPrecision,
    calls: kernel.calls,
    holds: kernel.holds,
    tolerance_relative: kernel.tolerance.relative,
    tolerance_absolute: kernel.tolerance.absolute,
    tolerance_source: kernel.tolerance.source,
  };
  return '{' + Object.entries(fields).map(([key, value]) => JSON.stringify(key) + ': ' + JSON.stringify(value)).join(', ') + '}';
}

// ---------------------------------------------------------------------------
// --repro.

// A standalone program that builds the pair of `line` with the library's
// package and prints its answer: the adapter's own makeShape and overlaps,
// copied as source, so it asks exactly what the adapter asks.
function reproProgram(kernel, line, isPolygons, adapterFile) {
  const pair = isPolygons ? parsePolygonLine(line) : parseBoxLine(line);
  if (pair === null) return null;
  const literal = (list) => '[' + list.map((item) => (Array.isArray(item) ? literal(item) : exactNumber(item))).join(', ') + ']';
  const helpers = [...(isPolygons ? [] : [boxCorners]), ...(kernel.helpers || [])];
  const functions = [...helpers, ...(kernel.open ? [kernel.open] : []), kernel.makeShape, kernel.overlaps];
  const shapes = isPolygons ? ['pointsA', 'pointsB'] : ['boxCorners(boxA)', 'boxCorners(boxB)'];
  const version = installedVersion(kernel.packageName);
  const answer = [
    'function answer(library) {',
    `  const scene = ${kernel.open ? 'open(library)' : 'null'};`,
    `  const shapeA = makeShape(library, scene, ${shapes[0]});`,
    `  const shapeB = makeShape(library, scene, ${shapes[1]});`,
    "  if (shapeA === null || shapeB === null) return 'invalid';  // the library refuses the geometry",
    "  return overlaps(library, scene, shapeA, shapeB) ? 'intersecting' : 'disjoint';",
    '}',
  ];
  const print = [
    '// As the adapter: invalid when the library throws, or when it does not',
    '// return within a second (a pair takes microseconds; the adapter gives it',
    '// 10 ms, twice). Call answer(library) alone to see the error or the loop.',
    'function print(library) {',
    "  let word = 'invalid';",
    '  globalThis.answerThePair = () => (word = answer(library));',
    '  try {',
    "    new (require('vm').Script)('answerThePair()').runInThisContext({timeout: 1000});",
    '  } catch (error) {',
    "    word = 'invalid';",
    '  }',
    "  process.stdout.write(word + '\\n');",
    '}',
    '',
    kernel.prepare
      ? `Promise.resolve(prepare(library)).then(() => print(library));`
      : 'print(library);',
  ];
  return [
    `// ${kernel.name} ${version} (npm ${kernel.packageName}) on one ${isPolygons ? 'polygon' : 'box'} pair, as`,
    `// obb2d's peer kernel ${adapterFile} asks it (docs/foreign-kernels.md).`,
    `// The pair line: ${line.length > 2000 ? line.slice(0, 2000) + ' ...' : line}`,
    '// Prints intersecting, disjoint or invalid, and nothing else. Run:',
    '//   NODE_PATH=REPOSITORY/peer-kernels/js/node_modules node FILE.js',
    "'use strict';",
    '// The answer is the only output: the library\'s own messages (matter warns',
    '// about a list it does not call convex, rapier\'s init about its options)',
    '// are dropped.',
    "for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[method] = () => {};",
    `const library = require(${JSON.stringify(kernel.packageName)});`,
    '',
    ...(isPolygons
      ? ['// Polygon A, then polygon B: [x, y] vertices', `const pointsA = ${literal(pair[0])};`, `const pointsB = ${literal(pair[1])};`]
      : ['// Box A, then box B: cx cy ux uy vx vy', `const boxA = ${literal(pair[0])};`, `const boxB = ${literal(pair[1])};`]),
    '',
    ...(kernel.prepare ? [kernel.prepare.toString(), ''] : []),
    ...functions.flatMap((f) => [f.toString(), '']),
    ...answer,
    '',
    ...print,
    '',
  ].join('\n');
}

function readAllStandardInput() {
  return new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  });
}

// ---------------------------------------------------------------------------
// The entry point of every library file.

const usage = 'usage: node FILE.js [--polygons]      answer pair lines on stdin (docs/foreign-kernels.md)\n' +
              '       node FILE.js --describe        one line of JSON about the library\n' +
              '       node FILE.js --repro [--polygons]  read one pair line, print a standalone program\n';

function run(kernel) {
  const {isMainThread, workerData} = require('worker_threads');
  const stop = (error) => {
    process.stderr.write(`${kernel.name} kernel command stopped: ${error && error.stack ? error.stack : error}\n`);
    process.exit(2);
  };
  if (!isMainThread) {
    // A rejection (the library does not load) ends the worker with an
    // error, which the main thread reports.
    serveInWorker(kernel, workerData.isPolygons);
    return;
  }
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => !['--polygons', '--describe', '--repro'].includes(flag));
  if (unknown.length > 0 || (flags.includes('--describe') && flags.includes('--repro'))) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const isPolygons = flags.includes('--polygons');
  if (flags.includes('--describe')) {
    process.stdout.write(describe(kernel) + '\n');
    return;
  }
  if (flags.includes('--repro')) {
    readAllStandardInput().then((text) => {
      const line = text.split('\n').map((l) => l.replace(/\r$/, '')).find((l) => l.trim() !== '') || '';
      const program = reproProgram(kernel, line, isPolygons, 'peer-kernels/js/' + path.basename(process.argv[1]));
      if (program === null) {
        process.stderr.write(`--repro: the first line is not a pair of ${isPolygons ? 'polygons' : 'boxes'}: ${line.slice(0, 200)}\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(program);
    });
    return;
  }
  answerStandardInput(isPolygons).catch(stop);
}

module.exports = {run, installedVersion, counterClockwise};
