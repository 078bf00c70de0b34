/** The value of the app-source header; one per host the app can run in. */
export type HostSource = 'native' | 'wechat-mini' | 'alipay-mini' | 'h5';

/** What a host shows when the runner shares a page (the `merchantPorductShare` message fields). */
export interface ShareData {
  title: string;
  /** How the host renders the share card, as the host defines it. */
  pictorialType?: string | number;
  /** A data: URL of a generated image, e.g. a poster. */
  imageData?: string;
  imageUrl?: string;
  /** What the host opens when the share is followed: a kind and its value (e.g. a page path). */
  paramsType?: string;
  paramsValue?: string;
}

/** An order handed to a host that pays it itself (the `getOrderToPay` message fields). */
export interface PayOrder {
  tokenId: string;
  hasDiscount: boolean;
  channelFlag: string;
  successUrl: string;
  failUrl: string;
}

/** Everything the app asks of the host it runs in. */
export interface HostBridge {
  readonly source: HostSource;
  /** True when `pay` hands the order to the host; otherwise the web payment channels apply. */
  readonly paysInHost: boolean;
  /** Resolves once the host can take calls (immediately except in the native app). */
  ready(): Promise<void>;
  /** The host's token for the AUTHORIZATION header, or null to fall back to the stored one. */
  getToken(): Promise<string | null>;
  setTitle(title: string): void;
  setFullScreen(enabled: boolean): void;
  /** Tells the host that a page edits the runner's personal details. */
  setUserInfoEditing(enabled: boolean): void;
  /** Resolves false when the host cannot share, so the page can offer a copy-link instead. */
  share(data: ShareData): Promise<boolean>;
  /** Only when `paysInHost`; the host then navigates to the order's success or failure URL. */
  pay(order: PayOrder): void;
  /** A fresh token after a 401, or null when the runner has to log in again. */
  refreshToken(): Promise<string | null>;
  reload(): void;
}
