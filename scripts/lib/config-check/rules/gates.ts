import type { CheckContext, Rule } from '../context.ts';
import { field, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf, type Problem } from '../problem.ts';

/** A gate that no runner can pass would stop every sign-up. */
export const passableGates: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const problems: Problem[] = [];
    for (const [gate, g] of objectItems(field(event.value, 'gates'))) {
      if (gate.type === 'answer') {
        for (const [question, q] of objectItems(gate.questions)) {
          const count = Array.isArray(question.options) ? question.options.length : 0;
          if (!isWholeNumber(question.correct) || question.correct < count) continue;
          problems.push({
            file: event.file,
            pointer: pointerOf('gates', g, 'questions', q, 'correct'),
            message: `correct is ${question.correct}, but the question has ${count} options, numbered 0 to ${count - 1}; write the number of the right option, counting from 0`,
          });
        }
      }
      if (gate.type === 'alert' && Array.isArray(gate.options) && gate.options.length > 0) {
        if (!objectItems(gate.options).some(([option]) => option.accepted === true)) {
          problems.push({
            file: event.file,
            pointer: pointerOf('gates', g, 'options'),
            message:
              'no answer has "accepted": true, so no runner could continue; mark the answer that lets runners sign up',
          });
        }
      }
    }
    return problems;
  });
