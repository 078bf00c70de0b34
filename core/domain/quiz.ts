/** The quiz gate ("answer"): which answers are right, from the event's config. */

interface Gate {
  readonly type: string;
}

interface QuizGate extends Gate {
  readonly type: 'answer';
  readonly questions: readonly { readonly correct: number }[];
}

/** The right option of each question of the event's quiz, in order; undefined without a quiz. */
export function correctAnswers(gates: readonly Gate[]): number[] | undefined {
  const quiz = gates.find(
    (gate): gate is QuizGate => gate.type === 'answer' && 'questions' in gate,
  );
  return quiz?.questions.map((question) => question.correct);
}

/** The numbers (from 0) of the questions whose answer is not the right one. */
export function wrongAnswers(
  correct: readonly number[],
  answers: readonly (number | undefined)[],
): number[] {
  return correct.flatMap((right, i) => (answers[i] === right ? [] : [i]));
}
