import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMiniProgramBridge, type HostReply } from '../../../src/host/miniProgram';

const HOST = 'https://pay-host.example.com';

function fromParent(
  data: unknown,
  origin: string,
  source: MessageEventSource | null = window.parent,
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => vi.restoreAllMocks());

describe('mini-program bridge messages', () => {
  it('accepts replies from the parent window on an allowed origin', () => {
    const bridge = createMiniProgramBridge('alipay-mini', [HOST]);
    const received: HostReply[] = [];
    bridge.onMessage((reply) => received.push(reply));

    fromParent({ type: 'getLoginInfo', data: { token: 't-1' } }, HOST);

    expect(received).toEqual([{ type: 'getLoginInfo', data: { token: 't-1' } }]);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', 'https://pay-host.example.com.evil.example'],
    ['the same host over http', 'http://pay-host.example.com'],
    ['the same host on another port', 'https://pay-host.example.com:8443'],
    ['an opaque origin', 'null'],
    ['no origin', ''],
  ])('ignores messages from %s', (_name, origin) => {
    const bridge = createMiniProgramBridge('alipay-mini', [HOST]);
    const handler = vi.fn();
    bridge.onMessage(handler);

    fromParent({ type: 'getLoginInfo', data: { token: 'stolen' } }, origin);

    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores an allowed origin when the message does not come from the parent window', () => {
    const bridge = createMiniProgramBridge('wechat-mini', [HOST]);
    const handler = vi.fn();
    bridge.onMessage(handler);
    const otherFrame = document.body.appendChild(document.createElement('iframe'));

    fromParent({ type: 'getLoginInfo' }, HOST, otherFrame.contentWindow);

    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores messages without a type', () => {
    const bridge = createMiniProgramBridge('wechat-mini', [HOST]);
    const handler = vi.fn();
    bridge.onMessage(handler);

    fromParent('getLoginInfo', HOST);
    fromParent({ data: 1 }, HOST);

    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribing', () => {
    const bridge = createMiniProgramBridge('wechat-mini', [HOST]);
    const handler = vi.fn();
    bridge.onMessage(handler)();

    fromParent({ type: 'getLoginInfo' }, HOST);

    expect(handler).not.toHaveBeenCalled();
  });

  it('posts to each allowed origin exactly, never to any origin', async () => {
    const origins = [HOST, 'https://mini-host.example.com'];
    const bridge = createMiniProgramBridge('wechat-mini', origins);
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const share = { title: 'My race', imageUrl: 'https://cdn.example.com/p.png' };

    await expect(bridge.share(share)).resolves.toBe(true);

    expect(post.mock.calls).toEqual(
      origins.map((origin) => [{ type: 'merchantPorductShare', data: share }, origin]),
    );
  });

  it('hands an order to the payment host only', () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const order = {
      tokenId: 'tok-9',
      hasDiscount: false,
      channelFlag: 'H5',
      successUrl: 'https://run.example.com/index.html#/success',
      failUrl: 'https://run.example.com/index.html#/pay/9',
    };
    const payment = createMiniProgramBridge('alipay-mini', [HOST]);
    const messaging = createMiniProgramBridge('wechat-mini', [HOST]);

    payment.pay(order);

    expect(payment.paysInHost).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: 'getOrderToPay', data: order }, HOST);
    expect(messaging.paysInHost).toBe(false);
    expect(() => messaging.pay(order)).toThrow();
  });
});
