import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../config/localize';
import type { Refusal } from './types';

/** The text of a refusal in the current language. */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation('flow');
  const localize = useLocalize();
  return (refusal) => ('key' in refusal ? t(refusal.key) : localize(refusal.text));
}

/** Why Next did not proceed, under the control the runner has to change. */
export function RefusalNote({ refusal }: { refusal: Refusal | null }) {
  const text = useRefusalText();
  if (!refusal) return null;
  return (
    <p className="gate-refusal" role="alert">
      {text(refusal)}
    </p>
  );
}
