import { List, Radio } from 'antd-mobile';
import { committee } from '../../../api';
import { useLocalize } from '../../../config/localize';
import { saveGatePass } from '../progress';
import type { GateEntry, GateOf, GateProps } from '../types';

type AnswerConfig = GateOf<'answer'>;

function AnswerGate({ config, input, onInput, children }: GateProps<AnswerConfig>) {
  const localize = useLocalize();
  const choose = (question: number, option: number) => {
    const answers = [...input.answers];
    answers[question] = option;
    onInput({ ...input, answers });
  };
  return (
    <>
      {children}
      {config.questions.map((q, qi) => (
        <List key={qi} header={`${qi + 1}. ${localize(q.question)}`} className="gate-question">
          <Radio.Group value={input.answers[qi] ?? null} onChange={(v) => choose(qi, Number(v))}>
            {q.options.map((option, oi) => (
              <List.Item key={oi}>
                <Radio value={oi} block>
                  {localize(option)}
                </Radio>
              </List.Item>
            ))}
          </Radio.Group>
        </List>
      ))}
    </>
  );
}

export const answerGate: GateEntry<AnswerConfig> = {
  component: AnswerGate,
  // The app is built without the right answers: it can only see that every question is answered.
  refuse: (config, input) =>
    config.questions.every((_q, i) => input.answers[i] !== undefined)
      ? null
      : { key: 'gates.refuse.answer' },
  check: async (eventId, input) => {
    const reply = await committee
      .checkAnswers({
        matchEventID: eventId,
        answers: Array.from(input.answers, (answer) => answer ?? '').join(','),
      })
      .catch(() => null);
    if (!reply) return { key: 'gates.refuse.unchecked' };
    if (!reply.gatePass) return { key: 'gates.refuse.answer' };
    saveGatePass(eventId, reply.gatePass);
    return null;
  },
};
