import { Button, Form, Input, List, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPack, StaffPackProxy } from '../../../core/generated/api';
import { ApiError } from '../../api/client';
import { collect, lookup } from '../../api/staff';
import { formatInstant } from '../pay/format';
import { CameraScanner } from './CameraScanner';
import '../pickup/pickup.css';
import './staff.css';

/** The desk's code lasts as long as the tab: a phone left at the desk forgets it when closed. */
const STAFF_CODE_KEY = 'pickup_staff_code';
/** The server refused the code (wrong, or no staff scanning on this server): ask for it again. */
const STAFF_REFUSALS = [40320, 40321];

type Outcome =
  | { kind: 'toCheck'; code: string; pack: StaffPack }
  | { kind: 'collected'; pack: StaffPack }
  | { kind: 'refused'; code: string; message: string };

function StaffCodeForm({ onSet }: { onSet: (code: string) => void }) {
  const { t } = useTranslation('pickup');
  const [code, setCode] = useState('');
  return (
    <Form
      className="pickup-card"
      onFinish={() => code.trim() && onSet(code.trim())}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large">
          {t('staff.start')}
        </Button>
      }
    >
      <Form.Header>{t('staff.codeHeader')}</Form.Header>
      <Form.Item label={t('staff.code')} help={t('staff.codeHelp')}>
        <Input
          aria-label={t('staff.code')}
          type="password"
          autoComplete="off"
          value={code}
          onChange={setCode}
        />
      </Form.Item>
    </Form>
  );
}

/** A proxy collects: whose document the desk checks instead of the runner's, and which. */
function ProxyCheck({ proxy }: { proxy: StaffPackProxy }) {
  const { t } = useTranslation('pickup');
  return (
    <>
      <List.Item className="staff-proxy">
        <Tag color="warning">{t('staff.byProxy')}</Tag>
      </List.Item>
      <List.Item extra={proxy.name}>{t('staff.proxyName')}</List.Item>
      <List.Item extra={proxy.idNumber}>{t('staff.proxyId')}</List.Item>
      {proxy.mustShow && (
        <List.Item description={proxy.mustShow}>{t('staff.proxyMustShow')}</List.Item>
      )}
    </>
  );
}

/** The pack looked up (to check before handing it over) or just collected. */
function Pack({ pack, title }: { pack: StaffPack; title: string }) {
  const { t, i18n } = useTranslation('pickup');
  return (
    <List
      className="pickup-card"
      header={<Tag color={pack.collectedAt ? 'success' : 'primary'}>{title}</Tag>}
      aria-label={title}
    >
      <List.Item extra={pack.orderNo}>{t('slip.order')}</List.Item>
      <List.Item extra={pack.runner.name}>{t('slip.name')}</List.Item>
      <List.Item extra={pack.runner.idNumber}>{t('slip.idNumber')}</List.Item>
      {pack.proxy && <ProxyCheck proxy={pack.proxy} />}
      <List.Item extra={pack.tickets.join(' · ')}>{t('slip.ticket')}</List.Item>
      <List.Item extra={pack.raceNumber ?? t('slip.noNumber')}>{t('slip.number')}</List.Item>
      {pack.collectedAt && (
        <List.Item extra={formatInstant(pack.collectedAt, i18n.language)}>
          {t('slip.collectedAt')}
        </List.Item>
      )}
    </List>
  );
}

/**
 * /staff/pickup: the pickup desk. Staff enter the desk's staff code once, then scan each runner's
 * slip with the phone camera (or type its registration number). The page first shows whose pack
 * it is and who collects it, marking nothing, so staff check the right document; "Hand over" then
 * marks it collected. A slip that cannot be collected says why at once ("already collected at …").
 */
export default function StaffPickupScreen() {
  const { t } = useTranslation('pickup');
  const [staffCode, setStaffCode] = useState(() => sessionStorage.getItem(STAFF_CODE_KEY));
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const start = (code: string) => {
    sessionStorage.setItem(STAFF_CODE_KEY, code);
    setStaffCode(code);
  };
  const leave = () => {
    sessionStorage.removeItem(STAFF_CODE_KEY);
    setStaffCode(null);
    setOutcome(null);
  };

  /** One desk step (look up, or hand over) for a code; a refusal says why. */
  const step = useCallback(
    async (code: string, run: (staffCode: string) => Promise<Outcome>) => {
      if (!staffCode) return;
      setBusy(true);
      try {
        setOutcome(await run(staffCode));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (STAFF_REFUSALS.includes(error.subCode)) leave();
        setOutcome({ kind: 'refused', code, message: error.message });
      } finally {
        setBusy(false);
      }
    },
    [staffCode],
  );
  const lookUp = (code: string) =>
    step(code, async (staffCode) => ({
      kind: 'toCheck',
      code,
      pack: await lookup({ staffCode, code }),
    }));
  const handOver = (code: string) =>
    step(code, async (staffCode) => ({
      kind: 'collected',
      pack: await collect({ staffCode, code }),
    }));

  if (!staffCode) {
    return (
      <div className="pickup">
        {outcome?.kind === 'refused' && (
          <p className="pickup-note pickup-error" role="alert">
            {outcome.message}
          </p>
        )}
        <StaffCodeForm onSet={start} />
      </div>
    );
  }

  return (
    <div className="pickup">
      <div className="staff-scanner">
        <CameraScanner onCode={(code) => void lookUp(code)} />
        <p className="pickup-note">{t('staff.aim')}</p>
      </div>
      <Form
        className="pickup-card"
        onFinish={() => typed.trim() && void lookUp(typed.trim())}
        footer={
          <Button block type="submit" color="primary" shape="rounded" loading={busy}>
            {t('staff.lookup')}
          </Button>
        }
      >
        <Form.Item label={t('staff.typed')}>
          <Input
            aria-label={t('staff.typed')}
            autoComplete="off"
            value={typed}
            onChange={setTyped}
          />
        </Form.Item>
      </Form>
      {outcome?.kind === 'toCheck' && (
        <>
          <Pack pack={outcome.pack} title={t('staff.toCheck')} />
          <div className="pickup-actions">
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={busy}
              onClick={() => void handOver(outcome.code)}
            >
              {t('staff.handOver')}
            </Button>
          </div>
        </>
      )}
      {outcome?.kind === 'collected' && <Pack pack={outcome.pack} title={t('staff.collected')} />}
      {outcome?.kind === 'refused' && (
        <p className="pickup-note pickup-error" role="alert">
          {outcome.code}: {outcome.message}
        </p>
      )}
      <div className="pickup-actions">
        <Button block fill="none" onClick={leave}>
          {t('staff.leave')}
        </Button>
      </div>
    </div>
  );
}
