import { describe, expect, it } from 'vitest';
import { distanceM, drawTrack, parseGpx } from '../../../../core/domain/results/track';

/** 0.01° of latitude is 1111.9 m: a straight run north of 2.5 km in five points. */
const NORTH = [0, 0.005, 0.01, 0.015, 0.0225].map((lat) => ({ lat: 23 + lat, lon: 113 }));

const gpx = (points: { lat: number; lon: number }[]) =>
  `<?xml version="1.0"?><gpx><trk><trkseg>${points
    .map((p) => `<trkpt lat="${p.lat}" lon='${p.lon}'><ele>10</ele></trkpt>`)
    .join('')}</trkseg></trk></gpx>`;

describe('a GPS track drawn as a route', () => {
  it('reads the track points of a GPX file, skipping broken ones', () => {
    const text = gpx(NORTH.slice(0, 2)) + '<trkpt lat="x" lon="1"/><trkpt lat="95" lon="1"/>';
    expect(parseGpx(text)).toEqual(NORTH.slice(0, 2));
  });

  it('measures distances on the globe', () => {
    expect(distanceM({ lat: 23, lon: 113 }, { lat: 23.01, lon: 113 })).toBeCloseTo(1111.95, 1);
  });

  it('draws north up, fitted in the box, with a mark at each whole kilometre', () => {
    const drawing = drawTrack(NORTH, 1000, 40);
    expect(drawing?.distanceM).toBe(2502);
    expect(drawing?.start).toEqual({ x: 500, y: 960 });
    expect(drawing?.finish).toEqual({ x: 500, y: 40 });
    expect(drawing?.marks.map(({ km, x }) => [km, x])).toEqual([
      [1, 500],
      [2, 500],
    ]);
    // 1 km of 2.502 km up from the bottom of a 920-unit route.
    expect(drawing?.marks[0].y).toBeCloseTo(960 - 920 / 2.502, 0);
    expect(drawing?.path.startsWith('M500 960 L500 ')).toBe(true);
  });

  it('has nothing to draw for fewer than two points', () => {
    expect(drawTrack(NORTH.slice(0, 1))).toBeNull();
  });
});
