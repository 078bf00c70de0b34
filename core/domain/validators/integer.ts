import { boundRule } from './param';
import { asInteger } from './read';

export const minInteger = boundRule('min', asInteger, (integer, bound) => integer >= bound);
export const maxInteger = boundRule('max', asInteger, (integer, bound) => integer <= bound);
