/**
 * The 34 province-level codes that open a mainland resident ID number (GB/T 2260):
 * 31 mainland provinces, regions and municipalities, plus Taiwan (71), Hong Kong (81) and Macao (82).
 */
const PROVINCE_CODES: ReadonlySet<string> = new Set(
  [
    '11 12 13 14 15',
    '21 22 23',
    '31 32 33 34 35 36 37',
    '41 42 43 44 45 46',
    '50 51 52 53 54',
    '61 62 63 64 65',
    '71 81 82',
  ].flatMap((region) => region.split(' ')),
);

export function isProvinceCode(code: string): boolean {
  return PROVINCE_CODES.has(code);
}
