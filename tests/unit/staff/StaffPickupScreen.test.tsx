import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffPickupScreen from '../../../src/screens/staff/StaffPickupScreen';
import { fakeServer } from '../flow/fakeServer';
import { renderScreen } from '../flow/render';

const ORDER_NO = 'R20261127000042';
const SCALE = 4;
const MARGIN = 4;

/** A camera frame showing the slip's QR code, as the canvas would hand it over. */
function frameOf(text: string): ImageData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / SCALE) - MARGIN;
      const column = Math.floor(x / SCALE) - MARGIN;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column))
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side, colorSpace: 'srgb' } as ImageData;
}

/** A phone camera pointed at `frame`: every frame the page reads from the canvas is that one. */
function pointCameraAt(frame: ImageData) {
  const reads = { count: 0 };
  const stop = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(frame.width);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(frame.height);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
    getImageData: () => {
      reads.count += 1;
      return frame;
    },
  } as unknown as CanvasRenderingContext2D);
  return { reads, stop };
}

const LOOKED_UP = {
  applicationID: 42,
  orderNo: ORDER_NO,
  eventName: 'City Marathon',
  runner: { name: 'Zhang San', idNumber: '110***********0016' },
  proxy: null,
  tickets: ['10 km'],
  raceNumber: 'A0042',
  collectedAt: null,
};
const COLLECTED = { ...LOOKED_UP, collectedAt: '2099-05-30T03:00:00.000Z' };

beforeEach(() => sessionStorage.setItem('pickup_staff_code', 'desk-code'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  sessionStorage.clear();
});

describe('the pickup desk staff page', () => {
  it('looks up a slip the camera sees once while it stays in view, and collects only on "Hand over"', async () => {
    const { reads } = pointCameraAt(frameOf(ORDER_NO));
    const server = fakeServer({
      'POST /api/v2/staff/lookup': () => LOOKED_UP,
      'POST /api/v2/staff/collect': () => COLLECTED,
    });
    await renderScreen(StaffPickupScreen, '/staff/pickup', { paths: ['/staff/pickup'] });

    const toCheck = await screen.findByLabelText('Check the ID, then hand over');
    expect(toCheck).toHaveTextContent('Zhang San');
    expect(toCheck).toHaveTextContent('A0042');
    expect(screen.queryByText('Race pack collected')).toBeNull();
    const readsAtLookup = reads.count;
    await waitFor(() => expect(reads.count).toBeGreaterThan(readsAtLookup + 5));
    const desk = () => server.calls.filter((call) => call.route.includes('/staff/'));
    const params = { staffCode: 'desk-code', code: ORDER_NO };
    expect(desk()).toEqual([{ route: 'POST /api/v2/staff/lookup', params }]);

    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByLabelText('Race pack collected')).toHaveTextContent('Zhang San');
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(desk()).toEqual([
      { route: 'POST /api/v2/staff/lookup', params },
      { route: 'POST /api/v2/staff/collect', params },
    ]);
  });

  it('asks for the staff code again when the server refuses it', async () => {
    pointCameraAt(frameOf(ORDER_NO));
    fakeServer({
      'POST /api/v2/staff/lookup': () => ({ status: 403, subCode: 40320, error: 'Wrong code' }),
    });
    await renderScreen(StaffPickupScreen, '/staff/pickup', { paths: ['/staff/pickup'] });
    expect(await screen.findByLabelText('Staff code', { selector: 'input' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(sessionStorage.getItem('pickup_staff_code')).toBeNull();
  });
});
