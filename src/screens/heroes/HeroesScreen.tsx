import { Button, Card, Empty } from 'antd-mobile';
import { LikeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { HeroItem } from '../../../core/generated/api';
import { hero } from '../../api';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { GateHtml } from '../../renderer/gates/GateHtml';
import { PageLoading } from '../../ui/Loading';
import { ui } from '../../ui';
import { useRemote } from '../../api/useRemote';
import './heroes.css';

/** One story or report with its thumbs-up; the count shown is the server's after each tap. */
function HeroCard({ eventId, item }: { eventId: number; item: HeroItem }) {
  const { t } = useTranslation('results');
  const [thumbs, setThumbs] = useState(item.thumbs);
  const [given, setGiven] = useState(false);
  const [sending, setSending] = useState(false);

  const tap = async () => {
    setSending(true);
    try {
      const answer = await hero.thumbsUp({
        matchEventID: eventId,
        kind: item.kind,
        itemID: item.id,
      });
      setThumbs(answer.thumbs);
      setGiven(true);
      // One per runner: the server counted an earlier tap, perhaps on another phone.
      if (!answer.counted) ui.toast(t('heroes.already'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="heroes__item" title={<h3 className="heroes__title">{item.title}</h3>}>
      {item.image && <img className="heroes__image" src={item.image} alt="" />}
      <GateHtml html={item.body} />
      <Button
        className="heroes__thumbs"
        size="small"
        fill={given ? 'solid' : 'outline'}
        color="primary"
        aria-pressed={given}
        aria-label={t('heroes.thumbsUp', { title: item.title, count: thumbs })}
        loading={sending}
        onClick={() => void tap()}
      >
        <LikeOutline /> {thumbs}
      </Button>
    </Card>
  );
}

/** /heroes/{id}: the race's runner stories and race reports, each with a thumbs-up. */
export default function HeroesScreen() {
  const { t, i18n } = useTranslation('results');
  const eventId = Number(useParams().id);
  const lists = useRemote(
    async (signal) => {
      const [stories, reports] = await Promise.all([
        // SPEC section 7: a failed hero/get is swallowed, the reports still show.
        hero.get({ matchEventID: eventId }, { signal }).catch(() => []),
        hero.listReportMatch({ matchEventID: eventId }, { signal }),
      ]);
      return { stories, reports };
    },
    [eventId, i18n.language],
  );

  if (lists.status === 'loading') return <PageLoading />;
  if (lists.status === 'failed') {
    return <ErrorScreen title={t('heroes.title')} text={lists.message} onRetry={lists.retry} />;
  }
  const sections = [
    ['stories', lists.value.stories],
    ['reports', lists.value.reports],
  ] as const;
  if (sections.every(([, items]) => items.length === 0)) {
    return <Empty className="heroes__empty" description={t('heroes.empty')} />;
  }
  return (
    <div className="heroes">
      {sections.map(
        ([section, items]) =>
          items.length > 0 && (
            <section key={section} aria-label={t(`heroes.${section}`)}>
              <h2 className="heroes__section">{t(`heroes.${section}`)}</h2>
              {items.map((item) => (
                <HeroCard key={item.id} eventId={eventId} item={item} />
              ))}
            </section>
          ),
      )}
    </div>
  );
}
