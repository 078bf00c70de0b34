import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { team } from '../../api';
import { formatDateTime } from '../../i18n/format';
import { ui } from '../../ui';
import { LoadState } from './LoadState';
import { roleSelectRoute } from '../../config/routes/team';
import { useRemote } from '../../api/useRemote';
import './team.css';

/**
 * /teamshare: the captain's invite card: a link and its QR code for runners nearby, and the short
 * code to type in, with when they expire.
 */
export default function TeamShareScreen() {
  const { t, i18n } = useTranslation('team');
  const [query] = useSearchParams();
  const teamId = Number(query.get('teamId'));
  const loaded = useRemote((signal) => team.share({ teamID: teamId }, { signal }), [teamId]);
  return (
    <LoadState loaded={loaded}>
      {(invite) => {
        const { origin, pathname } = window.location;
        const link = `${origin}${pathname}#${roleSelectRoute(invite.matchEventID, invite.invite)}`;
        return (
          <div className="team-page team-share">
            <h2 className="team-page__name">{invite.name}</h2>
            <p>{t('share.scan')}</p>
            <QRCodeSVG value={link} size={200} role="img" aria-label={t('share.qr')} />
            <p>
              {t('share.code')} <strong className="team-share__code">{invite.code}</strong>
            </p>
            <p className="team-share__link" data-testid="invite-link">
              {link}
            </p>
            <p>{t('share.expires', { time: formatDateTime(invite.expiresAt, i18n.language) })}</p>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => ui.toast(t('share.copied'), { type: 'success' }))
              }
            >
              {t('share.copy')}
            </Button>
          </div>
        );
      }}
    </LoadState>
  );
}
