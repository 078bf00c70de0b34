import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdNumber, maskPhone } from '../../../core/domain/mask';

describe('masking personal data for the status lookup', () => {
  it.each([
    ['110105199005170028', '110***********0028'],
    ['11010519900517002X', '110***********002X'],
    ['110105900517002', '110********7002'],
    ['H1234567', 'H******7'],
    ['AB', 'A*'],
    ['A', '*'],
  ])('ID number %s → %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it.each([
    ['13812345678', '138****5678'],
    ['85291234', '8*****34'],
    ['12', '1*'],
  ])('phone %s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['runner@example.com', 'r****r@example.com'],
    ['ab@example.com', 'a**@example.com'],
    ['a@example.com', 'a*@example.com'],
    ['no-at-sign', 'n*********'],
  ])('e-mail %s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
