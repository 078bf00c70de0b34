import { LeftOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { assetUrl, type EditionConfig } from '../config/app';
import { useHomePath } from '../navigation/home';
import { LanguageSwitch } from './LanguageSwitch';

interface TopBarProps {
  title: string;
  edition: EditionConfig;
  /** Pages below a home or tab page offer a way back. */
  showBack: boolean;
}

function hasHistory(): boolean {
  // The router numbers the entries of this visit; 0 is the page the runner arrived on.
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

export function TopBar({ title, edition, showBack }: TopBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useHomePath();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = edition.theme.logo;

  return (
    <header className="app-bar">
      <div className="app-bar__side">
        {showBack ? (
          <button
            type="button"
            className="app-bar__back"
            aria-label={t('back')}
            onClick={() => (hasHistory() ? navigate(-1) : navigate(home))}
          >
            <LeftOutline />
          </button>
        ) : (
          logo &&
          !logoFailed && (
            <img
              className="app-bar__logo"
              src={assetUrl(logo)}
              alt=""
              onError={() => setLogoFailed(true)}
            />
          )
        )}
      </div>
      <h1 className="app-bar__title">{title}</h1>
      <div className="app-bar__side app-bar__side--end">
        <LanguageSwitch />
      </div>
    </header>
  );
}
