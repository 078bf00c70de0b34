/**
 * The one way the product masks personal data, on every screen, slip, lookup answer and log
 * line: enough to recognise one's own, not enough to learn someone else's.
 */

const STAR = '*';

/** Keeps `head` and `tail` characters; a value too short for that shows its first character only. */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail)
    return value.length <= 1 ? STAR : value[0] + STAR.repeat(value.length - 1);
  return (
    value.slice(0, head) +
    STAR.repeat(value.length - head - tail) +
    value.slice(value.length - tail)
  );
}

/** `110105199005170028` → `110***********0028`; a short passport number keeps one at each end. */
export function maskIdNumber(id: string): string {
  return id.length >= 15 ? keepEnds(id, 3, 4) : keepEnds(id, 1, 1);
}

/** `13812345678` → `138****5678`. */
export function maskPhone(phone: string): string {
  return phone.length >= 11 ? keepEnds(phone, 3, 4) : keepEnds(phone, 1, 2);
}

/** `runner@example.com` → `r****r@example.com`; the domain stays, the local part keeps its ends. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return keepEnds(email, 1, 0);
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? local[0] + STAR.repeat(local.length) : keepEnds(local, 1, 1);
  return masked + email.slice(at);
}
