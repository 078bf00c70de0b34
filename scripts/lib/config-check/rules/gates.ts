import { GATE_OF_DOCUMENT, type CommitteeDocType } from '../../../../core/domain/committeeFlow.ts';
import type { CheckContext, Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
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

const DOCUMENT_SETTING: Record<CommitteeDocType, string> = {
  declaration: 'declaration',
  commitment: 'commitment',
  answer: 'answerTemplateId',
};

/** A committee document is read on its gate page; without that gate no runner would see it. */
export const committeeGates: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const committee = field(event.value, 'committee');
    if (!isObject(committee)) return [];
    const gateTypes = objectItems(field(event.value, 'gates')).map(([gate]) => gate.type);
    return (Object.keys(GATE_OF_DOCUMENT) as CommitteeDocType[]).flatMap((type): Problem[] => {
      const setting = DOCUMENT_SETTING[type];
      const gate = GATE_OF_DOCUMENT[type];
      if (committee[setting] === undefined || gateTypes.includes(gate)) return [];
      return [
        {
          file: event.file,
          pointer: pointerOf('committee', setting),
          message: `${setting} is read on the "${gate}" gate page, but this event has no "${gate}" gate; add one to gates or leave ${setting} out`,
        },
      ];
    });
  });
