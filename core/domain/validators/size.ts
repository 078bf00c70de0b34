import { boundRule } from './param';
import { asText, textLength } from './read';

function lengthOf(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : textLength(text);
}

export const minSize = boundRule('minSize', lengthOf, (length, bound) => length >= bound);
export const maxSize = boundRule('maxSize', lengthOf, (length, bound) => length <= bound);
export const exactLength = boundRule('length', lengthOf, (length, bound) => length === bound);
