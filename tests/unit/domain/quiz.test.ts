import { describe, expect, it } from 'vitest';
import { correctAnswers, wrongAnswers } from '../../../core/domain/quiz';

const quiz = { type: 'answer', questions: [{ correct: 2 }, { correct: 0 }, { correct: 1 }] };

describe('correctAnswers', () => {
  it.each([
    ['the quiz among other gates', [{ type: 'statement' }, quiz, { type: 'check' }], [2, 0, 1]],
    ['no quiz', [{ type: 'statement' }], undefined],
    ['no gates', [], undefined],
  ])('%s', (_, gates, expected) => expect(correctAnswers(gates)).toEqual(expected));
});

describe('wrongAnswers', () => {
  it.each([
    [[2, 0, 1], [2, 0, 1], []],
    [[2, 0, 1], [2, 1, 1], [1]],
    [[2, 0, 1], [2], [1, 2]],
    [[2, 0, 1], [undefined, 0, 1, 3], [0]],
    [[], [1], []],
  ])('right %j, given %j → wrong %j', (correct, answers, expected) =>
    expect(wrongAnswers(correct, answers)).toEqual(expected),
  );
});
