import { Button, Input, List, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImmer } from 'use-immer';
import { useNavigate, useParams } from 'react-router-dom';
import { checkProxy, type ProxyPerson } from '../../../core/domain/pickup';
import { PickupPage } from './PickupPage';
import { reserveTimeRoute } from '../../config/routes/pickup';

/** What the time page needs from the form: who collects. */
export interface Collector {
  proxy: ProxyPerson | null;
}

const FIELDS: (keyof ProxyPerson)[] = ['name', 'phone', 'idNumber'];

/**
 * /reserve/form/{id}: who collects the pack, the runner or a proxy (checked like the sign-up
 * form), with what to bring; then the time page.
 */
export default function ReserveFormScreen() {
  const id = Number(useParams().id);
  const { t } = useTranslation('pickup');
  const navigate = useNavigate();
  const [byProxy, setByProxy] = useState(false);
  const [proxy, updateProxy] = useImmer<ProxyPerson>({ name: '', phone: '', idNumber: '' });
  const [shown, updateShown] = useImmer<Partial<Record<keyof ProxyPerson, string>>>({});

  const next = () => {
    if (byProxy) {
      const problems = checkProxy(proxy);
      updateShown(
        Object.fromEntries(problems.map(({ field, rule }) => [field, t(`validation:${rule}`)])),
      );
      if (problems.length > 0) return;
    }
    const collector: Collector = { proxy: byProxy ? proxy : null };
    navigate(reserveTimeRoute(id), { state: collector });
  };

  return (
    <PickupPage applicationId={id}>
      {({ info }) => (
        <>
          <List header={t('who')} className="pickup-card">
            <List.Item>
              <Radio.Group
                value={byProxy ? 'proxy' : 'self'}
                onChange={(v) => setByProxy(v === 'proxy')}
              >
                <Space direction="vertical">
                  <Radio value="self">{t('self')}</Radio>
                  {info.proxy.allowed && <Radio value="proxy">{t('proxy')}</Radio>}
                </Space>
              </Radio.Group>
            </List.Item>
          </List>
          {byProxy && (
            <List header={t('proxyDetails')} className="pickup-card">
              {FIELDS.map((field) => (
                <List.Item
                  key={field}
                  title={t(`field.${field}`)}
                  description={
                    shown[field] && (
                      <span className="pickup-error" role="alert">
                        {shown[field]}
                      </span>
                    )
                  }
                >
                  <Input
                    aria-label={t(`field.${field}`)}
                    value={proxy[field]}
                    onChange={(value) =>
                      updateProxy((draft) => {
                        draft[field] = value;
                      })
                    }
                    onBlur={() => {
                      const problem = checkProxy(proxy).find((entry) => entry.field === field);
                      updateShown((draft) => {
                        draft[field] = problem ? t(`validation:${problem.rule}`) : undefined;
                      });
                    }}
                  />
                </List.Item>
              ))}
              <List.Item className="pickup-note">
                {t('mustShow')}: {info.proxy.mustShow}
              </List.Item>
            </List>
          )}
          <List header={t('bring')} className="pickup-card">
            <List.Item>{info.bring}</List.Item>
          </List>
          <div className="pickup-actions">
            <Button block color="primary" shape="rounded" size="large" onClick={next}>
              {t('chooseTime')}
            </Button>
          </div>
        </>
      )}
    </PickupPage>
  );
}
