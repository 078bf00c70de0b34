import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiB } from '../../../src/api/client';
import { defaultEdition } from '../../../src/config/app';
import { LoginPage } from '../../../src/login/LoginPage';
import { fakeServer, type Answer } from '../flow/fakeServer';
import { renderScreen } from '../flow/render';
import { SCREEN_WAIT_MS } from '../waits';

const wait = { timeout: SCREEN_WAIT_MS };
const PICTURE = { captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };

function LoginAtDefault() {
  return <LoginPage edition={defaultEdition} />;
}

/** The captcha route, answering each call with the next of `answers`. */
function serveCaptchas(...answers: Answer[]) {
  return fakeServer({ 'GET /api/captcha/code': () => answers.shift() });
}

afterEach(cleanup);

describe('the login page’s picture code', () => {
  it('names its button while the picture is on its way', async () => {
    // A slow network: the picture has not come yet.
    apiB.defaults.adapter = () => new Promise(() => undefined);
    await renderScreen(LoginAtDefault, '/login', { paths: ['/login'] });
    expect(await screen.findByRole('button', { name: 'Loading…' }, wait)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a picture that failed to load, and a tap asks for a new one', async () => {
    const server = serveCaptchas({ status: 500, error: 'Internal error' }, PICTURE);
    await renderScreen(LoginAtDefault, '/login', { paths: ['/login'], language: 'zh-CN' });
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }, wait));
    const picture = await screen.findByRole('img', { name: '图形验证码，点击换一张' }, wait);
    expect(picture).toHaveAttribute('src', PICTURE.image);
    expect(server.calls.filter((call) => call.route === 'GET /api/captcha/code')).toHaveLength(2);
  });

  it('keeps the newest picture when an earlier request answers after it', async () => {
    // Every request waits until the test answers it, in the order the test chooses.
    const pending: ((response: AxiosResponse) => void)[] = [];
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve) => pending.push((response) => resolve({ ...response, config })));
    apiB.defaults.adapter = adapter;
    const answer = (index: number, picture: typeof PICTURE) =>
      pending[index]({
        data: { data: picture },
        status: 200,
        statusText: '',
        headers: {},
      } as AxiosResponse);
    await renderScreen(LoginAtDefault, '/login', { paths: ['/login'] });
    // A second tap while the first picture is still on its way.
    fireEvent.click(await screen.findByRole('button', { name: 'Loading…' }, wait));
    await vi.waitFor(() => expect(pending).toHaveLength(2), wait);
    const newer = { captchaId: 'c2', image: 'data:image/png;base64,bmV3ZXI=' };
    answer(1, newer);
    const picture = await screen.findByRole('img', {}, wait);
    expect(picture).toHaveAttribute('src', newer.image);
    await act(async () => {
      answer(0, PICTURE);
      // An answer reaches the page through promise callbacks only: a task later it has, and act
      // then renders whatever it changed.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('img')).toHaveAttribute('src', newer.image);
  });
});
