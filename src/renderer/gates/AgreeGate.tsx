import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../config/localize';
import { GateHtml } from './GateHtml';
import type { GateEntry, GateInput, GateOf, GateProps, RefusalKey } from './types';

/** The gates that are a text to agree to: they share one config shape and one page. */
export type AgreeGateType = 'statement' | 'anti' | 'safe' | 'rule' | 'note' | 'check';
type AgreeConfig = GateOf<AgreeGateType>;

function AgreeGate({ config, input, onInput, children }: GateProps<AgreeConfig>) {
  const { t } = useTranslation('flow');
  const localize = useLocalize();
  return (
    <>
      <GateHtml html={localize(config.body)} />
      {children}
      <div className="gate-agree">
        <Checkbox checked={input.agreed} onChange={(agreed) => onInput({ ...input, agreed })}>
          {config.agreeLabel ? localize(config.agreeLabel) : t('gates.agreeDefault')}
        </Checkbox>
      </div>
    </>
  );
}

/** A registry entry for an agree gate, refusing Next with `refusal` until the box is ticked. */
export function agreeGate(schema: object, refusal: RefusalKey): GateEntry<AgreeConfig> {
  return {
    component: AgreeGate,
    schema,
    refuse: (_config, input: GateInput) => (input.agreed ? null : { key: refusal }),
  };
}
