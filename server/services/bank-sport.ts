import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiError } from '../http/errors';

/**
 * The bank's sports-package partner, as a sandbox: no bank is called. Both sides sign with a
 * partner key derived from the server's secret, `HMAC-SHA256(secret, "bank-sport-partner")`; a
 * real partner would give its own key instead.
 */
export function partnerKey(secret: string): string {
  return createHmac('sha256', secret).update('bank-sport-partner').digest('hex');
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the bank hands over about a runner's sports package. */
export interface PackagePayload {
  orderNo: string;
  packageID: number;
  issuedAt: string;
}

/** A signed message of the partner: `data` is base64url JSON, `sign` its HMAC in hex. */
export interface SignedMessage {
  data: string;
  sign: string;
}

export function signMessage(secret: string, payload: PackagePayload): SignedMessage {
  const data = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return { data, sign: hmac(partnerKey(secret), data) };
}

function isPayload(value: unknown): value is PackagePayload {
  const record = value as Partial<PackagePayload> | null;
  return (
    typeof record?.orderNo === 'string' &&
    Number.isInteger(record.packageID) &&
    typeof record.issuedAt === 'string'
  );
}

/** The payload of a message the partner signed; anything else is refused as a bad signature. */
export function openMessage(secret: string, message: SignedMessage): PackagePayload {
  if (!sameHex(hmac(partnerKey(secret), message.data), message.sign.toLowerCase())) {
    throw apiError('badSignature');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(message.data, 'base64url').toString('utf8'));
  } catch {
    throw apiError('badParameter', { field: 'data' });
  }
  if (!isPayload(payload)) throw apiError('badParameter', { field: 'data' });
  return payload;
}

/**
 * A package order number names the runner it was issued to without a table: package, time and a
 * signature over them and the runner, so another runner's or a made-up number is not found.
 */
function orderSignature(secret: string, runnerId: number, packageId: number, issued: string) {
  return hmac(partnerKey(secret), `${runnerId}|${packageId}|${issued}`).slice(0, 16);
}

const ORDER_NO = /^BS(\d+)-([0-9a-z]+)-([0-9a-f]{16})$/;

/** `loginPackage`: the runner takes up a package; the answer is what the bank would send back. */
export function issuePackage(secret: string, runnerId: number, packageId: number, now: Date) {
  const issued = now.getTime().toString(36);
  const orderNo = `BS${packageId}-${issued}-${orderSignature(secret, runnerId, packageId, issued)}`;
  const payload = { orderNo, packageID: packageId, issuedAt: now.toISOString() };
  return { ...payload, ...signMessage(secret, payload) };
}

/** `order`: a package order of this runner, or 404. */
export function packageOrder(secret: string, runnerId: number, orderNo: string) {
  const match = ORDER_NO.exec(orderNo);
  const [, packageId, issued, signature] = match ?? [];
  if (!match || !sameHex(orderSignature(secret, runnerId, Number(packageId), issued), signature)) {
    throw apiError('partnerOrderNotFound');
  }
  return {
    orderNo,
    packageID: Number(packageId),
    issuedAt: new Date(parseInt(issued, 36)).toISOString(),
    status: 'issued' as const,
  };
}
