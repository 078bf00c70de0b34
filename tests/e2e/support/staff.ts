/** The pickup desk's staff code of the end-to-end server (PICKUP_STAFF_CODE in its environment). */
export const STAFF_CODE = 'e2e-pickup-desk-code';
