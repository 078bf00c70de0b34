import { createPlainBridge } from './plain';
import type { HostBridge, PayOrder, ShareData } from './types';

/** Fields of `checkLoginInfoByToken`: the host checks a merchant login for this page. */
export interface CheckLoginInfoByToken {
  timestamp: string;
  merchantToken: string;
  merchantNo: string;
  channelFlag: string;
  merchantName: string;
  logo: string;
  sign: string;
  /** Whether the host should insist on the runner it already knows. */
  sameUser: boolean;
  h5Id: string;
}

/** Messages the page posts to the mini-program host that embeds it. */
export type HostMessage =
  | { type: 'merchantPorductShare'; data: ShareData }
  | { type: 'getLoginInfo'; data: Record<string, string> }
  | { type: 'checkLoginInfoByToken'; data: CheckLoginInfoByToken }
  | { type: 'getOrderToPay'; data: PayOrder }
  | { type: 'checkLoginInfo'; data: { merchantNo: string } };

/** A message from the host, e.g. its answer to `getLoginInfo`. */
export interface HostReply {
  type: string;
  data?: unknown;
}

export interface MiniProgramBridge extends HostBridge {
  source: 'wechat-mini' | 'alipay-mini';
  send(message: HostMessage): void;
  /** Calls `handler` for each reply from the parent window on an allowed origin; returns an unsubscribe. */
  onMessage(handler: (reply: HostReply) => void): () => void;
}

function isHostReply(value: unknown): value is HostReply {
  return (
    typeof value === 'object' && value !== null && typeof (value as HostReply).type === 'string'
  );
}

/**
 * Both mini-program hosts embed the page and talk to it through parent-window messages. Messages
 * go only to the exact origins of `allowedOrigins` (the browser drops a message whose target
 * origin is not the parent's), and messages from anywhere else are ignored.
 */
export function createMiniProgramBridge(
  source: MiniProgramBridge['source'],
  allowedOrigins: readonly string[],
): MiniProgramBridge {
  const handlers = new Set<(reply: HostReply) => void>();
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || !allowedOrigins.includes(event.origin)) return;
    if (!isHostReply(event.data)) return;
    for (const handler of handlers) handler(event.data);
  });

  const send = (message: HostMessage) => {
    for (const origin of allowedOrigins) window.parent.postMessage(message, origin);
  };
  // Only the payment host has a cashier; the messaging host's pages advise paying in a browser.
  const paysInHost = source === 'alipay-mini';

  return {
    ...createPlainBridge(source),
    source,
    paysInHost,
    send,
    onMessage(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async share(data) {
      send({ type: 'merchantPorductShare', data });
      return true;
    },
    pay(order) {
      if (!paysInHost) throw new Error(`The ${source} host does not take payments`);
      send({ type: 'getOrderToPay', data: order });
    },
  };
}
