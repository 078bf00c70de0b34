import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { create } from 'svg-captcha';
import type { Db } from '../db/types';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L look-alikes
const LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;

// The package's main export draws a given text; its typings declare only `create`, which picks
// the text with Math.random, so the answer is picked here with crypto and handed over.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: Parameters<typeof create>[0],
) => string;

/**
 * The answer drawn by svg-captcha, which turns each character into an outline path (no `<text>`
 * element, so the answer cannot be read out of the SVG's markup) over noise curves.
 */
export function renderCaptchaSvg(text: string): string {
  return drawCaptcha(text, {
    width: 120,
    height: 44,
    fontSize: 40,
    noise: 3,
    color: true,
    background: '#f4f4f4',
  });
}

export async function createCaptcha(
  db: Db,
  now: Date,
): Promise<{ captchaId: string; image: string; expiresIn: number }> {
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
  const captchaId = randomBytes(16).toString('hex');
  await db
    .insertInto('captcha')
    .values({
      id: captchaId,
      answer,
      created_at: now,
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    })
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(answer)).toString('base64')}`;
  return { captchaId, image, expiresIn: CAPTCHA_TTL_SECONDS };
}

/** Checks an answer (case does not matter). A captcha is good for one try, right or wrong. */
export async function consumeCaptcha(
  db: Db,
  id: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('captcha')
    .set({ used: true })
    .where('id', '=', id)
    .where('used', '=', false)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst();
  return !!row && row.answer === answer.trim().toUpperCase();
}

export async function captchaAnswer(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('captcha')
    .select('answer')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.answer ?? null;
}
