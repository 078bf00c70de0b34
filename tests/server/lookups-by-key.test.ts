import { describe, expect, it } from 'vitest';
import {
  jsapiSignature,
  sandboxJsapiTicket,
  SANDBOX_MESSAGING_APP_ID,
} from '../../server/services/messagingSign';
import { EVENTS_DIR } from '../../server/paths';
import { A, B, backends, data, errorOf, suiteServer } from './helpers';

const SECRET = 'a-payment-secret-of-at-least-32-characters';

// These answers come from the configs and the secret alone, so one database kind is enough.
describe('race id by key, committee documents, messaging share signature', () => {
  const server = suiteServer(backends[0], { eventsDir: EVENTS_DIR, paymentSecret: SECRET });

  it('match/getMatchID gives the id of a race key, 404 for an unknown key', async () => {
    expect(data(await server.get(`${B}/match/getMatchID`, { mkey: 'gz-marathon-2027' }))).toEqual({
      matchEventID: 1001,
    });
    const unknown = await server.get(`${B}/match/getMatchID`, { mkey: 'no-such-race' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).sub_code).toBe(40402);
  });

  it('getCommitteeDocConfig lists the documents the race shows, in flow order', async () => {
    const response = await server.request({
      method: 'GET',
      url: `${A}/matchH5/getCommitteeDocConfig?matchEventID=1001`,
      lang: 'en-US',
    });
    const documents = data<{ type: string; gate: string; title: string | null }[]>(response);
    expect(documents.map(({ type, gate }) => [type, gate])).toEqual([
      ['declaration', 'statement'],
      ['commitment', 'check'],
      ['answer', 'answer'],
    ]);
    expect(documents[0].title).toBe('Declaration of the Guangzhou Marathon organising committee');
    expect(documents[2].title).toBeNull();
  });

  it('share/weixinSign signs the address without its hash with the sandbox ticket', async () => {
    const page = 'https://run.example.com/index.html?from=share';
    const signed = data<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      await server.get(`${B}/share/weixinSign`, { url: `${page}#/index/1001` }),
    );
    expect(signed.appId).toBe(SANDBOX_MESSAGING_APP_ID);
    expect(signed.signature).toBe(
      jsapiSignature(sandboxJsapiTicket(SECRET), signed.nonceStr, signed.timestamp, page),
    );
    expect(signed.signature).not.toBe(
      jsapiSignature(
        sandboxJsapiTicket(SECRET),
        signed.nonceStr,
        signed.timestamp,
        `${page}#/index/1001`,
      ),
    );
    const bad = await server.get(`${B}/share/weixinSign`, { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
  });
});
