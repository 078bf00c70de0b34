import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { runnerFields } from './runnerFields';

/** Long forms show this many details until the runner asks for the rest. */
const FIRST_FIELDS = 6;

/** The runner's details as submitted with the application. */
export function RunnerInfo({
  event,
  values,
}: {
  event: EventConfig;
  values: Record<string, unknown> | undefined;
}) {
  const { t, i18n } = useTranslation('flow');
  const [all, setAll] = useState(false);
  const fields = values ? runnerFields(event, values, i18n.language) : [];
  if (fields.length === 0) return null;
  const shown = all ? fields : fields.slice(0, FIRST_FIELDS);
  return (
    <List header={t('order.runner')} className="pay-card">
      {shown.map((field) => (
        <List.Item key={field.name} extra={field.value}>
          {field.label}
        </List.Item>
      ))}
      {shown.length < fields.length && (
        <List.Item className="pay-more" onClick={() => setAll(true)}>
          {t('order.showAll', { count: fields.length })}
        </List.Item>
      )}
    </List>
  );
}
