import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, useLanguageLocked } from '../i18n';

/** 中 | EN at the top right; hidden while a page forces Chinese. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const locked = useLanguageLocked();
  if (locked || LANGUAGES.length < 2) return null;
  return (
    <div className="app-lang" role="group" aria-label={t('language.switchTo')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={language === i18n.language ? 'app-lang__item is-active' : 'app-lang__item'}
          aria-pressed={language === i18n.language}
          onClick={() => setLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
