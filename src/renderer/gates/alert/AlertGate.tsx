import { List, Radio } from 'antd-mobile';
import { useLocalize } from '../../../config/localize';
import { GateHtml } from '../GateHtml';
import type { GateEntry, GateOf, GateProps } from '../types';

type AlertConfig = GateOf<'alert'>;

function AlertGate({ config, input, onInput, children }: GateProps<AlertConfig>) {
  const localize = useLocalize();
  return (
    <>
      {children}
      {config.body && <GateHtml html={localize(config.body)} />}
      <List header={localize(config.question)} className="gate-question">
        <Radio.Group
          value={input.choice ?? null}
          onChange={(v) => onInput({ ...input, choice: Number(v) })}
        >
          {config.options.map((option, i) => (
            <List.Item key={i}>
              <Radio value={i} block>
                {localize(option.label)}
              </Radio>
            </List.Item>
          ))}
        </Radio.Group>
      </List>
    </>
  );
}

export const alertGate: GateEntry<AlertConfig> = {
  component: AlertGate,
  refuse: (config, input) => {
    if (input.choice === undefined) return { key: 'gates.refuse.choose' };
    return config.options[input.choice]?.accepted ? null : { text: config.refusal };
  },
};
