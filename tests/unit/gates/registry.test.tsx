import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GateConfig } from '../../../core/generated/config/event';
import { i18next } from '../../../src/i18n';
import { gateEntry, gates, isGateType } from '../../../src/renderer/gates';
import { EMPTY_INPUT } from '../../../src/renderer/gates/types';
import { readRegistryEntrySchemas, typeOf } from '../registrySchemas';
import type { GateOf } from '../../../src/renderer/gates/types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** The gates the races of this product list, the first of each type. */
const eventsDir = path.resolve('configs/events');
const raceGates = new Map<string, GateConfig>();
for (const file of readdirSync(eventsDir).sort()) {
  const { gates: listed = [] } = JSON.parse(readFileSync(path.join(eventsDir, file), 'utf8')) as {
    gates?: GateConfig[];
  };
  for (const gate of listed) if (!raceGates.has(gate.type)) raceGates.set(gate.type, gate);
}

/** A text the page shows: the (first) question, or else the text to agree to. */
function leadText(config: GateConfig): string {
  const lead =
    'questions' in config
      ? config.questions[0].question
      : 'question' in config
        ? config.question
        : config.body;
  return lead['en-US']
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
}

describe('gate registry', () => {
  beforeAll(() => i18next.changeLanguage('en-US'));
  afterEach(cleanup);

  it.each(Object.keys(gates))(
    '%s, as a race lists it, shows its text and refuses Next while nothing is done',
    (type) => {
      const config = raceGates.get(type);
      if (!config) throw new Error(`no race in configs/events lists a ${type} gate`);
      const { component: Gate, refuse } = gateEntry(config);
      render(<Gate config={config} input={EMPTY_INPUT} onInput={vi.fn()} />);
      expect(screen.getAllByText(new RegExp(escape(leadText(config))))[0]).toBeVisible();
      expect(refuse(config, EMPTY_INPUT)).not.toBeNull();
    },
  );

  it('has exactly one entry per gate folder with a schema, the schema of its own type', () => {
    const folders = readRegistryEntrySchemas().filter(({ kind }) => kind === 'gate');
    expect(Object.keys(gates).sort()).toEqual(folders.map(({ type }) => type).sort());
    for (const { type, schema } of folders) expect(typeOf(schema)).toBe(type);
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
