import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as captchaApi from '../api/captcha';
import { TOKEN_STORAGE_KEY } from '../api/client';
import { useRemote } from '../api/useRemote';
import * as message from '../api/message';
import { TopBar } from '../app/TopBar';
import { appConfig, assetUrl, type EditionConfig } from '../config/app';
import { useLocalize } from '../config/localize';
import { validators } from '../../core/domain/validators/registry';
import type { CaptchaCodeResponse as Captcha } from '../../core/generated/api';
import { page } from '../host/page';
import { ui } from '../ui/bus';
import { appBasePath, safeRedirect } from './redirect';
import { useCountdown } from './useCountdown';

/** The wait before another SMS code, unless the server says otherwise. */
const RESEND_AFTER_SECONDS = 60;

interface Fields {
  phone: string;
  captcha: string;
  code: string;
  consent: boolean;
}

function destination(redirect: string | null): string {
  return safeRedirect(redirect, {
    origin: window.location.origin,
    basePath: appBasePath(window.location.pathname),
    defaultEventId: appConfig.defaultEventId,
  });
}

export function LoginPage({ edition }: { edition: EditionConfig }) {
  const { t, i18n } = useTranslation(['login', 'validation']);
  const localize = useLocalize();
  const legal = edition.legal ?? appConfig.legal;
  const [form] = Form.useForm<Fields>();
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  // A captcha answers once: a new picture after each use or failure, and the old answer goes.
  // Each new picture is a new read, so the page shows "loading" meanwhile and a picture asked
  // for earlier that arrives late (two quick taps on a slow network) is never shown.
  const [captchaRound, setCaptchaRound] = useState(0);
  const captcha = useRemote<Captcha>(
    (signal) => captchaApi.code(undefined, { signal }),
    [captchaRound],
  );
  function newCaptcha() {
    form.setFieldValue('captcha', '');
    setCaptchaRound((round) => round + 1);
  }

  // Messages already on screen follow a language switch.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, i18n.language]);

  const required = { required: true, message: t('validation:required') };
  const rule = (name: 'phone' | 'codeRule') => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !validators[name].test(value)) throw new Error(t(`validation:${name}`));
    },
  });

  // Consent comes before the phone number leaves the page, so both buttons ask for it.
  const consented = {
    validator: async (_: unknown, value: boolean | undefined) => {
      if (!value) throw new Error(t('consentRequired'));
    },
  };

  /** The values of `names` once they pass their rules, else null (the messages are shown). */
  const valid = (names: (keyof Fields)[]) =>
    form.validateFields(names).then(
      () => form.getFieldsValue(),
      () => null,
    );

  // The picture code guards sending a code only, so submitting checks the other two fields.
  async function sendCode() {
    const values = await valid(['phone', 'captcha', 'consent']);
    if (!values || captcha.status !== 'ready') return;
    setSending(true);
    try {
      const { resendAfter } = await message.code({
        phone: values.phone,
        captchaId: captcha.value.captchaId,
        captchaCode: values.captcha,
      });
      ui.toast(t('codeSent'), { type: 'success' });
      countdown.start(resendAfter || RESEND_AFTER_SECONDS);
    } catch {
      // The error catalogue has shown why; the captcha is spent either way.
    } finally {
      setSending(false);
      newCaptcha();
    }
  }

  async function logIn() {
    const values = await valid(['phone', 'code', 'consent']);
    if (!values) return;
    const { phone, code } = values;
    setSubmitting(true);
    try {
      const { token } = await message.check({ phone, code });
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
      page.replace(destination(searchParams.get('redirect')));
    } catch {
      setSubmitting(false);
    }
  }

  return (
    <div className="login">
      <TopBar title={t('title')} edition={edition} showBack={false} />
      <p className="login__intro">{t('intro')}</p>
      <Form
        form={form}
        layout="horizontal"
        requiredMarkStyle="none"
        footer={
          <Button block color="primary" size="large" loading={submitting} onClick={logIn}>
            {t('submit')}
          </Button>
        }
      >
        <Form.Item name="phone" label={t('phone')} rules={[required, rule('phone')]}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={14}
            clearable
            placeholder={t('phonePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="captcha"
          label={t('captcha')}
          rules={[required]}
          extra={
            // Until a picture arrives the button says why there is none, so it is never an empty
            // box (nor a button without a name) on a slow or failed request.
            <button type="button" className="login__captcha" onClick={newCaptcha}>
              {captcha.status === 'ready' ? (
                <img src={captcha.value.image} alt={t('captchaImage')} />
              ) : (
                t(captcha.status === 'loading' ? 'captchaLoading' : 'captchaFailed')
              )}
            </button>
          }
        >
          <Input autoComplete="off" maxLength={8} placeholder={t('captchaPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('code')}
          rules={[required, rule('codeRule')]}
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={sending}
              disabled={countdown.left > 0}
              onClick={sendCode}
            >
              {countdown.left > 0 ? t('resendIn', { seconds: countdown.left }) : t('sendCode')}
            </Button>
          }
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onEnterPress={logIn}
            placeholder={t('codePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[consented]}
          className="login__consent"
        >
          <Checkbox>
            {t('consentBefore')}
            <a href={assetUrl(localize(legal.terms))} target="_blank" rel="noreferrer">
              {t('terms')}
            </a>
            {t('consentAnd')}
            <a href={assetUrl(localize(legal.privacy))} target="_blank" rel="noreferrer">
              {t('privacy')}
            </a>
          </Checkbox>
        </Form.Item>
      </Form>
    </div>
  );
}
