import { isRecord } from './json';
import { applyNationalId, type NationalIdSwitch } from './nationalId';

type Values = Record<string, unknown>;

/** Full-width digits and Latin letters, as Chinese keyboards may type them. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g;
const FULL_WIDTH_OFFSET = 0xfee0;

/** A typed text as stored: without surrounding blanks, digits and letters in their ASCII forms. */
export function normaliseText(text: string): string {
  return text
    .replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .trim();
}

function normaliseTexts(value: unknown): unknown {
  if (typeof value === 'string') return normaliseText(value);
  if (Array.isArray(value)) return value.map(normaliseTexts);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, normaliseTexts(item)]),
  );
}

/** What of the form config the values are normalised by. */
export interface NormaliseRules {
  nationalId?: NationalIdSwitch;
}

/**
 * Form values as they are stored and checked: every text trimmed with full-width digits and
 * letters converted, the national ID number with an upper-case X, and the fields it fills in kept
 * in step with it (see `applyNationalId`). The app commits values through this after every change
 * and the server applies it to what it receives, so both check, show and store the same values.
 */
export function normaliseValues(
  rules: NormaliseRules,
  next: Values,
  previous: Values = {},
): Values {
  const texts = normaliseTexts(next) as Values;
  return rules.nationalId ? applyNationalId(rules.nationalId, previous, texts) : texts;
}
