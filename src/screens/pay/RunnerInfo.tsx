import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { runnerFields } from './runnerFields';

/** The runner's details as submitted with the application. */
export function RunnerInfo({
  event,
  values,
}: {
  event: EventConfig;
  values: Record<string, unknown> | undefined;
}) {
  const { t, i18n } = useTranslation('flow');
  const fields = values ? runnerFields(event, values, i18n.language) : [];
  if (fields.length === 0) return null;
  return (
    <List header={t('order.runner')} className="pay-card">
      {fields.map((field) => (
        <List.Item key={field.name} extra={field.value}>
          {field.label}
        </List.Item>
      ))}
    </List>
  );
}
