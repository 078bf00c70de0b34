import { Button, Form, Input, NavBar } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as captchaApi from '../api/captcha';
import type { Captcha } from '../api/captcha';
import { TOKEN_STORAGE_KEY } from '../api/client';
import * as message from '../api/message';
import { appConfig } from '../config/app';
import { validators } from '../domain/validators/registry';
import { page } from '../host/page';
import { LanguageSwitch } from './LanguageSwitch';
import { appBasePath, safeRedirect } from './redirect';
import { useCountdown } from './useCountdown';

/** The wait before another SMS code, unless the server says otherwise. */
const RESEND_AFTER_SECONDS = 60;

interface Fields {
  phone: string;
  captcha: string;
  code: string;
}

function destination(redirect: string | null): string {
  return safeRedirect(redirect, {
    origin: window.location.origin,
    basePath: appBasePath(window.location.pathname),
    defaultEventId: appConfig.defaultEventId,
  });
}

export function LoginPage() {
  const { t } = useTranslation(['login', 'validation']);
  const [form] = Form.useForm<Fields>();
  const [searchParams] = useSearchParams();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  // A captcha answers once: a new picture after each use or failure, and the old answer goes.
  const newCaptcha = useCallback(() => {
    form.setFieldValue('captcha', '');
    captchaApi.code().then(setCaptcha, () => setCaptcha(null));
  }, [form]);
  useEffect(newCaptcha, [newCaptcha]);

  const required = { required: true, message: t('validation:required') };
  const rule = (name: 'phone' | 'codeRule') => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !validators[name].test(value)) throw new Error(t(`validation:${name}`));
    },
  });

  async function sendCode() {
    const phoneOk = await form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
    const { phone, captcha: answer } = form.getFieldsValue();
    // The picture code guards sending only, so it is checked here rather than on submit.
    if (!answer) form.setFields([{ name: 'captcha', errors: [t('validation:required')] }]);
    if (!phoneOk || !answer || !captcha) return;
    setSending(true);
    try {
      const { resendAfter } = await message.code({
        phone,
        captchaId: captcha.captchaId,
        captchaCode: answer,
      });
      countdown.start(resendAfter || RESEND_AFTER_SECONDS);
    } catch {
      // The error catalogue has shown why; the captcha is spent either way.
    } finally {
      setSending(false);
      newCaptcha();
    }
  }

  async function logIn({ phone, code }: Fields) {
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
      <NavBar back={null} right={<LanguageSwitch />}>
        {t('title')}
      </NavBar>
      <p className="login__intro">{t('intro')}</p>
      <Form
        form={form}
        layout="horizontal"
        requiredMarkStyle="none"
        onFinish={logIn}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting}>
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
          extra={
            <button type="button" className="login__captcha" onClick={newCaptcha}>
              {captcha && <img src={captcha.image} alt={t('captchaImage')} />}
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
            placeholder={t('codePlaceholder')}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
