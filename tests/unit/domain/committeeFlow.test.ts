import { describe, expect, it } from 'vitest';
import {
  addToFlow,
  committeeFlow,
  flowId,
  type CommitteeConfig,
  type CommitteeDocType,
  type CommitteeFlow,
} from '../../../src/domain/committeeFlow';

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

describe('committeeFlow from an event config', () => {
  it.each([
    [
      'all three documents, in flow order',
      { answerTemplateId: 3, commitmentId: 2, declarationId: 1 },
      [
        { type: 'declaration', id: 1 },
        { type: 'commitment', id: 2 },
        { type: 'answer', id: 3 },
      ],
    ],
    ['a 0 id means none', { declarationId: 0, commitmentId: 2 }, [{ type: 'commitment', id: 2 }]],
    ['no committee section', undefined, []],
    ['an empty committee section', {}, []],
  ] as [string, CommitteeConfig | undefined, CommitteeFlow][])('%s', (_label, config, expected) => {
    expect(committeeFlow(config)).toEqual(expected);
  });
});
