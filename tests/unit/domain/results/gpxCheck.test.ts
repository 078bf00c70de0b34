import { describe, expect, it } from 'vitest';
import { checkGpx, MAX_GPX_BYTES, type GpxProblem } from '../../../../core/domain/results/gpxCheck';

const point = (lat: number | string, lon: number | string) =>
  `<trkpt lat="${lat}" lon="${lon}"><ele>10</ele></trkpt>`;
const gpx = (points: string[], root = 'gpx') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!-- watch export -->\n<${root} version="1.1" creator="watch"><trk><name>广马</name><trkseg>${points.join('')}</trkseg></trk></${root}>`;
const ROUTE = [point(23.1291, 113.2644), point(23.1301, 113.2744), point(23.1401, 113.2844)];

describe('a GPX file to attach', () => {
  it('accepts a well-formed track and gives its points', () => {
    const text = gpx(ROUTE);
    expect(checkGpx(text, text.length)).toEqual({
      ok: true,
      points: [
        { lat: 23.1291, lon: 113.2644 },
        { lat: 23.1301, lon: 113.2744 },
        { lat: 23.1401, lon: 113.2844 },
      ],
    });
  });

  it.each<[string, string, number, GpxProblem]>([
    [
      'a file over the size limit',
      gpx(ROUTE),
      MAX_GPX_BYTES + 1,
      { kind: 'tooLarge', bytes: MAX_GPX_BYTES + 1, limit: MAX_GPX_BYTES },
    ],
    [
      'a tag closed out of order',
      '<gpx><trk></gpx></trk>',
      0,
      { kind: 'malformed', offset: 10, reason: '</gpx> closes <trk>' },
    ],
    [
      'a file cut short',
      gpx(ROUTE).slice(0, -6),
      0,
      { kind: 'malformed', offset: gpx(ROUTE).length - 6, reason: '<gpx> is never closed' },
    ],
    [
      'a stray "<"',
      '<gpx>1 < 2</gpx>',
      0,
      { kind: 'malformed', offset: 7, reason: 'a "<" that starts no tag' },
    ],
    [
      'two roots',
      '<gpx></gpx><gpx></gpx>',
      0,
      { kind: 'malformed', offset: 11, reason: 'a second root element <gpx>' },
    ],
    [
      'a text file',
      'lat,lon\n23.1,113.2',
      0,
      { kind: 'malformed', offset: 0, reason: 'no element at all' },
    ],
    ['another XML document', gpx(ROUTE, 'kml'), 0, { kind: 'notGpx', root: 'kml' }],
    ['a point off the globe', gpx([...ROUTE, point(91, 113.2)]), 0, { kind: 'badPoint', index: 4 }],
    [
      'a point without longitude',
      gpx([ROUTE[0], '<trkpt lat="23.1"/>']),
      0,
      { kind: 'badPoint', index: 2 },
    ],
    ['a single point', gpx([ROUTE[0]]), 0, { kind: 'tooFewPoints', found: 1 }],
    // Latitude and longitude swapped on one point put it in the Indian Ocean.
    [
      'a point far from the race',
      gpx([...ROUTE, point(13.2644, 83.1291)]),
      0,
      { kind: 'tooFarApart', index: 4, km: 3359, limit: 200 },
    ],
  ])('refuses %s', (_, text, bytes, problem) => {
    expect(checkGpx(text, bytes || text.length)).toEqual({ ok: false, problem });
  });
});
