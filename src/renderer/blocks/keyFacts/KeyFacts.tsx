import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../config/localize';
import type { EventHome } from '../../../config/events';
import { CountryType } from '../../../../core/domain/enums';
import { formatMoney } from '../../../../core/domain/money';
import { formatDateTime, formatRaceDateTime } from '../../../i18n/format';
import type { BlockOf, BlockProps } from '../types';
import '../card.css';
import './keyFacts.css';

interface Fact {
  label: string;
  value: ReactNode;
}

function Fees({ event, language }: { event: EventHome; language: string }) {
  const { t } = useTranslation('home');
  return (
    <ul className="block-facts__fees">
      {event.tickets.map((ticket) => (
        <li key={ticket.id}>
          <span className="block-facts__ticket">{localize(ticket.name, language)}</span>
          <span className="block-facts__prices">
            <span title={t('facts.feeMainland')}>
              {formatMoney(ticket.price.mainland, CountryType.MAINLAND)}
            </span>
            {ticket.price.foreign !== undefined && (
              <span title={t('facts.feeForeign')}>
                {formatMoney(ticket.price.foreign, CountryType.FOREIGN)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The facts every race has, from the event config itself. */
function useEventFacts(event: EventHome): Fact[] {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const { registration } = event;
  const drawAt = registration.lottery?.drawAt;
  return [
    { label: t('facts.raceDate'), value: formatRaceDateTime(event.raceDate, language) },
    { label: t('facts.location'), value: localize(event.location, language) },
    {
      label: t('facts.period'),
      value: (
        <>
          <span className="block-facts__date">{formatDateTime(registration.opens, language)}</span>
          {t('facts.until')}
          <span className="block-facts__date">{formatDateTime(registration.closes, language)}</span>
        </>
      ),
    },
    {
      label: t('facts.mode'),
      value:
        registration.mode === 'lottery' && drawAt
          ? t('facts.modeLottery', { drawAt: formatDateTime(drawAt, language) })
          : t('facts.modeFirstCome'),
    },
    { label: t('facts.fees'), value: <Fees event={event} language={language} /> },
  ];
}

/** Race date, place, sign-up period and fees, then the config's own facts. */
export function KeyFacts({ block, event }: BlockProps<BlockOf<'keyFacts'>>) {
  const { t, i18n } = useTranslation('home');
  const eventFacts = useEventFacts(event);
  const facts = [
    ...(block.showEventFacts === false ? [] : eventFacts),
    ...(block.items ?? []).map((item) => ({
      label: localize(item.label, i18n.language),
      value: localize(item.value, i18n.language),
    })),
  ];
  return (
    <section className="block-card block-facts">
      <h2 className="block-card__title">{localize(event.name, i18n.language)}</h2>
      <dl className="block-facts__list" aria-label={t('facts.heading')}>
        {facts.map((fact, index) => (
          <div className="block-facts__row" key={index}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
