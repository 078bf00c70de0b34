import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/types';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L look-alikes
const LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;
const WIDTH = 120;
const HEIGHT = 44;

function between(min: number, max: number): number {
  return randomInt(min, max + 1);
}

function colour(): string {
  return `rgb(${between(30, 140)},${between(30, 140)},${between(30, 140)})`;
}

/** The text drawn as rotated glyphs over noise lines and dots: an SVG, no image libraries. */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${between(0, 20)} ${between(5, HEIGHT - 5)} Q${between(30, 90)} ${between(0, HEIGHT)} ${between(100, WIDTH)} ${between(5, HEIGHT - 5)}" stroke="${colour()}" stroke-width="${between(1, 2)}" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${colour()}"/>`,
    );
  }
  const step = WIDTH / (text.length + 1);
  [...text].forEach((char, i) => {
    const x = Math.round(step * (i + 1));
    const y = between(28, 34);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${between(22, 28)}" font-weight="bold" fill="${colour()}" text-anchor="middle" transform="rotate(${between(-25, 25)} ${x} ${y})">${char}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f4"/>${parts.join('')}</svg>`;
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
