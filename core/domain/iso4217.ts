/**
 * The active ISO 4217 alphabetic currency codes (funds and precious-metal codes included), as a
 * compact table so the config checker needs no network. Update when ISO adds or withdraws a code.
 */
const CODES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP ' +
  'BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB ' +
  'EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY ' +
  'KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR ' +
  'MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB ' +
  'RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD ' +
  'TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG ' +
  'XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG ZWL';

export const ISO_4217: ReadonlySet<string> = new Set(CODES.split(' '));

/** Names people write instead of a code, and the code they mean. */
export const CURRENCY_ALIASES: Readonly<Record<string, string>> = {
  RMB: 'CNY',
  YUAN: 'CNY',
  CNH: 'CNY',
  US$: 'USD',
  DOLLAR: 'USD',
};
