import type { Currency } from '../../core/domain/currency';
import { formatInCurrency } from '../../core/domain/money';
import { escapeHtml, htmlPage } from '../http/html';
import { t, type Lang, type MessageKey } from '../i18n/index';

export interface CashierTrade {
  tradeNo: string;
  orderNo: string;
  channel: string;
  /** Cents charged, channel fee included. */
  amount: number;
  /** The channel fee inside `amount`. */
  fee: number;
  currency: Currency;
  instalmentTerms: number | null;
  status: string;
}

/** The cashier: amount, channel and order, with Approve and Decline (a plain form, no script). */
export function renderCashier(trade: CashierTrade, lang: Lang, actionUrl: string): string {
  const other: Lang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  const channel = t(lang, `cashier.channel.${trade.channel}` as MessageKey);
  const terms = trade.instalmentTerms
    ? `<dd>${escapeHtml(t(lang, 'cashier.instalments', { terms: trade.instalmentTerms }))}</dd>`
    : '';
  const fee = trade.fee
    ? `<dt>${escapeHtml(t(lang, 'cashier.fee'))}</dt><dd data-testid="fee">${escapeHtml(formatInCurrency(trade.fee, trade.currency))}</dd>`
    : '';
  const action = escapeHtml(actionUrl);
  const details = `<dl>
<dt>${escapeHtml(t(lang, 'cashier.amount'))}</dt><dd class="amount" data-testid="amount">${escapeHtml(formatInCurrency(trade.amount, trade.currency))}</dd>${fee}
<dt>${escapeHtml(t(lang, 'cashier.channel'))}</dt><dd data-testid="channel">${escapeHtml(channel)}</dd>${terms}
<dt>${escapeHtml(t(lang, 'cashier.order'))}</dt><dd>${escapeHtml(trade.orderNo)}</dd>
</dl>`;
  const controls =
    trade.status === 'pending'
      ? `<form method="post" action="${action}">
<input type="hidden" name="lang" value="${lang}">
<button class="approve" name="outcome" value="approve">${escapeHtml(t(lang, 'cashier.approve'))}</button>
<button class="decline" name="outcome" value="decline">${escapeHtml(t(lang, 'cashier.decline'))}</button>
</form>`
      : `<p>${escapeHtml(t(lang, 'cashier.finished', { status: t(lang, `cashier.status.${trade.status}` as MessageKey) }))}</p>`;
  return htmlPage(
    lang,
    `<p class="lang"><a href="?lang=${other}">${other === 'en-US' ? 'English' : '中文'}</a></p>
<h1>${escapeHtml(t(lang, 'cashier.title'))}</h1>
<p class="notice">${escapeHtml(t(lang, 'cashier.notice'))}</p>
${details}${controls}`,
  );
}

/** Shown after the outcome when the trade has no return address. */
export function renderOutcome(status: string, lang: Lang): string {
  const key: MessageKey = status === 'approved' ? 'cashier.approved' : 'cashier.declined';
  const text =
    status === 'approved' || status === 'declined'
      ? t(lang, key)
      : t(lang, 'cashier.finished', { status: t(lang, `cashier.status.${status}` as MessageKey) });
  return htmlPage(
    lang,
    `<h1>${escapeHtml(t(lang, 'cashier.title'))}</h1><p data-testid="outcome">${escapeHtml(text)}</p><p>${escapeHtml(t(lang, 'cashier.close'))}</p>`,
  );
}
