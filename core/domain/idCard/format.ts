/** First- (15 digits) and second-generation (17 digits + check character) ID number shapes. */
const ID_SHAPE = /^(?:\d{15}|\d{17}[\dXx])$/;

/** The ID number without surrounding blanks and with an upper-case X, as it should be stored. */
export function normaliseIdNumber(id: string): string {
  return id.trim().toUpperCase();
}

/** The normalised ID number if it has the shape of a 15- or 18-digit ID, otherwise null. */
export function wellFormedId(id: string): string | null {
  const normalised = normaliseIdNumber(id);
  return ID_SHAPE.test(normalised) ? normalised : null;
}
