import { describe, expect, it } from 'vitest';
import {
  addToFlow,
  committeeFlow,
  documentOfGate,
  flowId,
  flowParams,
  type CommitteeConfig,
  type CommitteeDocType,
  type CommitteeFlow,
} from '../../../core/domain/committeeFlow';

describe('addToFlow', () => {
  const declared: CommitteeFlow = [{ type: 'declaration', id: 12 }];
  it.each([
    ['adds a positive id', [], 'declaration', 12, [{ type: 'declaration', id: 12 }]],
    ['skips id 0', declared, 'commitment', 0, declared],
    ['skips a negative id', declared, 'commitment', -1, declared],
    ['skips NaN', declared, 'commitment', Number.NaN, declared],
    [
      'appends another type',
      declared,
      'commitment',
      13,
      [
        { type: 'declaration', id: 12 },
        { type: 'commitment', id: 13 },
      ],
    ],
    [
      'replaces the id of the same type',
      declared,
      'declaration',
      20,
      [{ type: 'declaration', id: 20 }],
    ],
  ] as [string, CommitteeFlow, CommitteeDocType, number, CommitteeFlow][])(
    '%s',
    (_label, flow, type, id, expected) => {
      expect(addToFlow(flow, type, id)).toEqual(expected);
    },
  );
});

describe('flowId', () => {
  const flow: CommitteeFlow = [
    { type: 'declaration', id: 12 },
    { type: 'answer', id: 3 },
  ];
  it.each([
    ['declaration', 12],
    ['answer', 3],
    ['commitment', undefined],
  ] as [CommitteeDocType, number | undefined][])('%s → %s', (type, expected) => {
    expect(flowId(flow, type)).toBe(expected);
  });
});

describe('documentOfGate', () => {
  it.each([
    ['statement', 'declaration'],
    ['check', 'commitment'],
    ['answer', 'answer'],
    ['alert', undefined],
  ])('%s → %s', (gate, expected) => {
    expect(documentOfGate(gate)).toBe(expected);
  });
});

describe('committeeFlow of a runner through the gates of an event', () => {
  const all: CommitteeConfig = {
    answerTemplateId: 3,
    commitment: { id: 2 },
    declaration: { id: 1 },
  };
  const everyGate = new Set(['statement', 'answer', 'check']);
  it.each([
    [
      'all three documents, in flow order',
      all,
      everyGate,
      [
        { type: 'declaration', id: 1 },
        { type: 'commitment', id: 2 },
        { type: 'answer', id: 3 },
      ],
    ],
    [
      'only those read on passed gates',
      all,
      new Set(['statement']),
      [{ type: 'declaration', id: 1 }],
    ],
    ['no gate passed yet', all, new Set<string>(), []],
    [
      'a document the event does not have',
      { commitment: { id: 2 } },
      everyGate,
      [{ type: 'commitment', id: 2 }],
    ],
    ['no committee section', undefined, everyGate, []],
    ['an empty committee section', {}, everyGate, []],
  ] as [string, CommitteeConfig | undefined, Set<string>, CommitteeFlow][])(
    '%s',
    (_label, config, passed, expected) => {
      expect(committeeFlow(config, passed)).toEqual(expected);
    },
  );
});

describe('flowParams', () => {
  it('names each document of the flow as apply takes it, and leaves the others out', () => {
    expect(
      flowParams([
        { type: 'declaration', id: 11 },
        { type: 'answer', id: 13 },
      ]),
    ).toEqual({ declarationID: 11, commitmentID: undefined, answerTemplateID: 13 });
  });
});
