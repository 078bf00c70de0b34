import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocalize, type LocalizedText } from '../../config/localize';
import { GateHtml } from './GateHtml';
import type { GateEntry, GateInput, GateOf, GateProps, GateType, RefusalKey } from './types';

/** What a text to agree to is configured with: a heading, the text and the tick box's label. */
interface AgreeShape {
  type: GateType;
  title: LocalizedText;
  body: LocalizedText;
  agreeLabel?: LocalizedText;
}

/**
 * The gates whose config is exactly a text to agree to, read from their schemas: they share one
 * page, so a gate registered with this shape needs no code of its own.
 */
export type AgreeGateType = {
  [T in GateType]: [Exclude<keyof GateOf<T>, keyof AgreeShape>] extends [never]
    ? GateOf<T> extends AgreeShape
      ? T
      : never
    : never;
}[GateType];
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
export function agreeGate(refusal: RefusalKey): GateEntry<AgreeConfig> {
  return {
    component: AgreeGate,
    refuse: (_config, input: GateInput) => (input.agreed ? null : { key: refusal }),
  };
}
