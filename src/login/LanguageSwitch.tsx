import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../i18n';

/** Toggles between the app's languages; the choice is saved for the app as well. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language as Language;
  const next = LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length];
  if (LANGUAGES.length < 2) return null;
  return (
    <button
      type="button"
      className="login__language"
      aria-label={t('language.switchTo')}
      onClick={() => setLanguage(next)}
    >
      {t(`language.${next}`)}
    </button>
  );
}
