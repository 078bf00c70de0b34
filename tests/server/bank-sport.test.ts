import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BankPackageIssued, BankPackageOrder } from '../../core/generated/api';
import { B, backends, data, errorOf, suiteServer } from './helpers';

describe("the bank's sports packages (sandbox partner)", () => {
  const server = suiteServer(backends[0]);

  const decrypt = (body: { data: string; sign: string }) =>
    server.request({
      method: 'POST',
      url: `${B}/bocSport/decrypt`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('issues a package to the runner, whose order only they can read', async () => {
    const runner = await server.runner();
    const issued = data<BankPackageIssued>(
      await server.post(`${B}/bocSport/loginPackage`, { packageID: 3 }, runner.token),
    );
    expect(issued.orderNo).toMatch(/^BS3-/);
    const order = data<BankPackageOrder>(
      await server.get(`${B}/bocSport/order`, { orderNo: issued.orderNo }, runner.token),
    );
    expect(order).toEqual({
      orderNo: issued.orderNo,
      packageID: 3,
      issuedAt: issued.issuedAt,
      status: 'issued',
    });
    const other = await server.runner();
    const foreign = await server.get(
      `${B}/bocSport/order`,
      { orderNo: issued.orderNo },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).sub_code).toBe(40460);
    const madeUp = issued.orderNo.replace(/^BS3-/, 'BS4-');
    expect(
      (await server.get(`${B}/bocSport/order`, { orderNo: madeUp }, runner.token)).statusCode,
    ).toBe(404);
  });

  it('opens a signed message and refuses a tampered one or a wrong signature', async () => {
    const runner = await server.runner();
    const issued = data<BankPackageIssued>(
      await server.post(`${B}/bocSport/loginPackage`, { packageID: 7 }, runner.token),
    );
    expect(data(await decrypt({ data: issued.data, sign: issued.sign }))).toEqual({
      orderNo: issued.orderNo,
      packageID: 7,
      issuedAt: issued.issuedAt,
    });
    const forged = Buffer.from(
      JSON.stringify({ orderNo: issued.orderNo, packageID: 1, issuedAt: issued.issuedAt }),
    ).toString('base64url');
    const strangerSign = createHmac('sha256', 'not-the-partner-key')
      .update(issued.data)
      .digest('hex');
    for (const body of [
      { data: forged, sign: issued.sign },
      { data: issued.data, sign: strangerSign },
    ]) {
      const refused = await decrypt(body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).sub_code).toBe(40020);
    }
  });
});
