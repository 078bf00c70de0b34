import { distanceM, parseGpx, type TrackPoint } from './track';

/** A GPX file larger than this is refused before it is read: a race's track is far smaller. */
export const MAX_GPX_BYTES = 5 * 1024 * 1024;

/** Every point of a race's track lies within this distance of its first point. */
export const MAX_SPREAD_KM = 200;

export type GpxProblem =
  | { kind: 'tooLarge'; bytes: number; limit: number }
  | { kind: 'malformed'; offset: number; reason: string }
  | { kind: 'notGpx'; root: string }
  | { kind: 'badPoint'; index: number }
  | { kind: 'tooFewPoints'; found: number }
  | { kind: 'tooFarApart'; index: number; km: number; limit: number };

export type GpxCheck = { ok: true; points: TrackPoint[] } | { ok: false; problem: GpxProblem };

// Comments, processing instructions, declarations and CDATA, then tags (open, close, self-closing).
const MARKUP =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|</g;

/**
 * Whether the text is well-formed enough to trust as XML: every tag closed in order, one root
 * element, no stray `<`. Returns the root's name, or the first problem with its offset.
 */
function xmlRoot(text: string): { root: string } | { offset: number; reason: string } {
  const open: string[] = [];
  let root: string | undefined;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, closing, name, , selfClosing] = match;
    const offset = match.index;
    if (whole === '<') return { offset, reason: 'a "<" that starts no tag' };
    if (name === undefined) continue;
    if (closing) {
      const expected = open.pop();
      if (expected !== name) {
        return { offset, reason: `</${name}> closes ${expected ? `<${expected}>` : 'nothing'}` };
      }
      continue;
    }
    if (open.length === 0) {
      if (root !== undefined) return { offset, reason: `a second root element <${name}>` };
      root = name;
    }
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) return { offset: text.length, reason: `<${open.at(-1)}> is never closed` };
  if (root === undefined) return { offset: 0, reason: 'no element at all' };
  return { root };
}

const TRACK_POINT = /<trkpt\b[^>]*>/g;

/**
 * Checks a GPX file before it is attached to a result: its size, that it is well-formed XML
 * with a `gpx` root, that every track point has a latitude and longitude on the globe, that
 * there are at least two, and that none is further than MAX_SPREAD_KM from the start (a race,
 * not a flight or a mix-up of coordinates). The first problem found is reported.
 */
export function checkGpx(text: string, bytes: number): GpxCheck {
  if (bytes > MAX_GPX_BYTES) {
    return { ok: false, problem: { kind: 'tooLarge', bytes, limit: MAX_GPX_BYTES } };
  }
  const xml = xmlRoot(text);
  if ('reason' in xml) return { ok: false, problem: { kind: 'malformed', ...xml } };
  if (xml.root !== 'gpx') return { ok: false, problem: { kind: 'notGpx', root: xml.root } };
  const tags = [...text.matchAll(TRACK_POINT)];
  const points = parseGpx(text);
  if (points.length !== tags.length) {
    // parseGpx leaves out points it cannot place; here each one must be right.
    const index = tags.findIndex(([tag]) => parseGpx(tag).length === 0);
    return { ok: false, problem: { kind: 'badPoint', index: index + 1 } };
  }
  if (points.length < 2)
    return { ok: false, problem: { kind: 'tooFewPoints', found: points.length } };
  const far = points.findIndex((point) => distanceM(points[0], point) > MAX_SPREAD_KM * 1000);
  if (far !== -1) {
    const km = Math.round(distanceM(points[0], points[far]) / 1000);
    return {
      ok: false,
      problem: { kind: 'tooFarApart', index: far + 1, km, limit: MAX_SPREAD_KM },
    };
  }
  return { ok: true, points };
}
