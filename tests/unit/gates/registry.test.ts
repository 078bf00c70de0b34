import { describe, expect, it } from 'vitest';
import { gateEntry, gates, isGateType } from '../../../src/renderer/gates';
import { EMPTY_INPUT } from '../../../src/renderer/gates/types';
import type { GateOf } from '../../../src/renderer/gates/types';

const text = (en: string) => ({ 'zh-CN': en, 'en-US': en });

const quiz: GateOf<'answer'> = {
  type: 'answer',
  title: text('Quiz'),
  questions: [
    { question: text('Q1'), options: [text('a'), text('b')], correct: 1 },
    { question: text('Q2'), options: [text('a'), text('b'), text('c')], correct: 0 },
  ],
};

const epidemic: GateOf<'alert'> = {
  type: 'alert',
  title: text('Epidemic control'),
  question: text('Can you show a negative test?'),
  options: [
    { label: text('Yes'), accepted: true },
    { label: text('No'), accepted: false },
  ],
  refusal: text('Sorry, you cannot take part this time.'),
};

describe('gate registry', () => {
  it('registers every gate page of the product, each with the schema of its own type', () => {
    expect(Object.keys(gates).sort()).toEqual(
      ['alert', 'answer', 'anti', 'check', 'note', 'rule', 'safe', 'statement'].sort(),
    );
    for (const [type, entry] of Object.entries(gates)) {
      const schema = entry.schema as { properties: { type: { const: string } } };
      expect(schema.properties.type.const).toBe(type);
    }
  });

  it('tells gate types from other paths', () => {
    expect(isGateType('statement')).toBe(true);
    expect(isGateType('toString')).toBe(false);
    expect(isGateType('pay')).toBe(false);
  });
});

describe('agree gates', () => {
  const body = { title: text('T'), body: text('<p>B</p>') };

  it.each(['statement', 'anti', 'safe', 'rule', 'note'] as const)(
    '%s asks the runner to agree to the terms until the box is ticked',
    (type) => {
      const config = { type, ...body } as GateOf<typeof type>;
      const entry = gateEntry(config);
      expect(entry.refuse(config, EMPTY_INPUT)).toEqual({ key: 'gates.refuse.agree' });
      expect(entry.refuse(config, { ...EMPTY_INPUT, agreed: true })).toBeNull();
    },
  );

  it('check asks the runner to tick the I have read box', () => {
    const config: GateOf<'check'> = { type: 'check', ...body };
    expect(gates.check.refuse(config, EMPTY_INPUT)).toEqual({ key: 'gates.refuse.check' });
    expect(gates.check.refuse(config, { ...EMPTY_INPUT, agreed: true })).toBeNull();
  });
});

describe('answer gate', () => {
  // Whether the answers are right only the server can say (committee/checkAnswers).
  it.each([
    ['nothing answered', []],
    ['one question left open', [1]],
    ['the first question left open', [undefined, 0]],
  ])('refuses with "answer correctly" when %s', (_, answers) => {
    expect(gates.answer.refuse(quiz, { ...EMPTY_INPUT, answers })).toEqual({
      key: 'gates.refuse.answer',
    });
  });

  it('leaves every answered quiz to the server', () => {
    expect(gates.answer.refuse(quiz, { ...EMPTY_INPUT, answers: [0, 2] })).toBeNull();
  });
});

describe('alert gate', () => {
  it('prompts to choose before anything is chosen', () => {
    expect(gates.alert.refuse(epidemic, EMPTY_INPUT)).toEqual({ key: 'gates.refuse.choose' });
  });

  it('stops a runner whose answer is not accepted with the refusal text of the config', () => {
    expect(gates.alert.refuse(epidemic, { ...EMPTY_INPUT, choice: 1 })).toEqual({
      text: epidemic.refusal,
    });
  });

  it('lets the runner on with an accepted answer', () => {
    expect(gates.alert.refuse(epidemic, { ...EMPTY_INPUT, choice: 0 })).toBeNull();
  });
});
