/**
 * A GPS track (GPX) drawn as an SVG route without map tiles: points projected onto a flat plane
 * around the track (fine at race scale), fitted into a square view box, with a mark at every
 * whole kilometre.
 */

export interface TrackPoint {
  lat: number;
  lon: number;
}

const TRACK_POINT = /<trkpt\b[^>]*>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`);

/** The track points of a GPX document, in order; points without valid coordinates are skipped. */
export function parseGpx(gpx: string): TrackPoint[] {
  return [...gpx.matchAll(TRACK_POINT)].flatMap(([tag]) => {
    const lat = Number(ATTRIBUTE('lat').exec(tag)?.[1]);
    const lon = Number(ATTRIBUTE('lon').exec(tag)?.[1]);
    const valid = Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90;
    return valid && Math.abs(lon) <= 180 ? [{ lat, lon }] : [];
  });
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: TrackPoint, b: TrackPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

export interface TrackDrawing {
  /** Side of the square view box; the route keeps `padding` from its edges. */
  size: number;
  /** SVG path data of the route. */
  path: string;
  /** Length of the route in metres. */
  distanceM: number;
  /** A mark at each whole kilometre along the route. */
  marks: { km: number; x: number; y: number }[];
  start: { x: number; y: number };
  finish: { x: number; y: number };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The drawing of a track in a `size` square, north up; null for fewer than two points. */
export function drawTrack(points: TrackPoint[], size = 1000, padding = 40): TrackDrawing | null {
  if (points.length < 2) return null;
  const midLat = radians(points.reduce((sum, p) => sum + p.lat, 0) / points.length);
  // Metres east and north of the first point.
  const flat = points.map((p) => ({
    x: radians(p.lon - points[0].lon) * Math.cos(midLat) * EARTH_RADIUS_M,
    y: radians(p.lat - points[0].lat) * EARTH_RADIUS_M,
  }));
  const xs = flat.map((p) => p.x);
  const ys = flat.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = (size - 2 * padding) / span;
  // Centred in the box; SVG y grows downwards, so north is flipped up.
  const offsetX = (size - (maxX - minX) * scale) / 2;
  const offsetY = (size - (maxY - minY) * scale) / 2;
  const toBox = (p: { x: number; y: number }) => ({
    x: round(offsetX + (p.x - minX) * scale),
    y: round(size - offsetY - (p.y - minY) * scale),
  });
  const boxed = flat.map(toBox);

  const marks: TrackDrawing['marks'] = [];
  let walked = 0;
  for (let i = 1; i < points.length; i++) {
    const step = distanceM(points[i - 1], points[i]);
    // Every whole kilometre passed on this step, placed along it.
    for (let km = Math.floor(walked / 1000) + 1; km * 1000 <= walked + step; km++) {
      const share = step === 0 ? 0 : (km * 1000 - walked) / step;
      const at = {
        x: flat[i - 1].x + (flat[i].x - flat[i - 1].x) * share,
        y: flat[i - 1].y + (flat[i].y - flat[i - 1].y) * share,
      };
      marks.push({ km, ...toBox(at) });
    }
    walked += step;
  }
  return {
    size,
    path: boxed.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '),
    distanceM: Math.round(walked),
    marks,
    start: boxed[0],
    finish: boxed[boxed.length - 1],
  };
}
