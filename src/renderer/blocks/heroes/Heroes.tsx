import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../config/localize';
import type { BlockOf, BlockProps } from '../types';
import '../card.css';

/** The way from the race's home to its runner stories and reports, when it has any. */
export function Heroes({ block, event }: BlockProps<BlockOf<'heroes'>>) {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  const navigate = useNavigate();
  const stories = event.heroes?.stories?.length ?? 0;
  const reports = event.heroes?.reports?.length ?? 0;
  if (stories + reports === 0) return null;
  return (
    <section className="block-card">
      <List>
        <List.Item
          onClick={() => navigate(`/heroes/${event.id}`)}
          description={`${t('heroes.stories', { count: stories })} · ${t('heroes.reports', { count: reports })}`}
        >
          {block.title ? localize(block.title) : t('heroes.title')}
        </List.Item>
      </List>
    </section>
  );
}
