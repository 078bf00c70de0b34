import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/app/routes';
import { i18next } from '../../../src/i18n';
import { renderRoute } from './harness';

vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
}));

const appJson = JSON.parse(readFileSync(path.resolve('configs/app.json'), 'utf8')) as {
  defaultEdition: string;
};
const editionPrefixes = readdirSync(path.resolve('configs/editions'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

// SPEC section 2 with sample parameters; each must reach its own page, not the catch-all.
const specRoutes: [string, string][] = [
  ['/signlist/1001', '报名名单'],
  ['/sign/1001/1', '填写个人信息'],
  ['/sign', '填写个人信息'],
  ['/sign/5', '修改个人信息'],
  ['/edit/5', '修改报名信息'],
  ['/pay/5', '订单详情'],
  ['/pcpay', '电脑端支付'],
  ['/refund/5', '申请退款'],
  ['/list', '退款记录'],
  ['/score/1001/110101199003071234', '成绩查询'],
  ['/scoreimage/1001/110101199003071234', '成绩证书'],
  ['/faq', '常见问题'],
  ['/faqname/pickup', '常见问题'],
  ['/faqqkey/refund', '常见问题'],
  ['/faqlist/3', '问题列表'],
  ['/faqanswer/3', '问题解答'],
  ['/reserve/download', '领物凭证'],
  ['/reserve/form/5', '预约领物'],
  ['/reserve/time/5', '选择领物时间'],
  ['/reserve/success/5', '预约成功'],
  ['/receive/5', '领取物资'],
  ['/detail/5', '报名详情'],
  ['/share/5', '分享'],
  ['/success', '报名成功'],
  ['/group/1001', '团体报名'],
  ['/groupedit/1', '编辑团体信息'],
  ['/groupevent/1', '填写团体报名'],
  ['/groupdetail/1', '团体详情'],
  ['/grouppay/1', '团体支付'],
  ['/linkman/1', '联系人'],
  ['/team', '我的队伍'],
  ['/member', '队员'],
  ['/teamshare', '邀请队友'],
  ['/minimy/1', '我的报名'],
  ['/minilist/1', '报名列表'],
  ['/statement', '参赛声明'],
  ['/answer', '参赛答题'],
  ['/anti', '反兴奋剂承诺'],
  ['/safe', '健康声明'],
  ['/rule', '竞赛规程'],
  ['/note', '参赛须知'],
  ['/alert', '防疫要求'],
  ['/check', '阅读确认'],
  ['/role/sign', '按角色报名'],
  ['/role/select', '选择角色'],
  ['/role/detail/1', '角色详情'],
  ['/role/edit/1', '修改角色信息'],
  ['/role/form', '填写角色信息'],
  ['/quit', '申请退赛'],
  ['/logout', '退出登录'],
  ['/show/poster', '赛事海报'],
  ['/number/index', '参赛号码'],
];

describe('route table', () => {
  it.each(specRoutes)('registers %s with the title %s', (route, title) => {
    const matches = matchRoutes(routes, route) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy).toBeTypeOf('function');
    const handle = Object.assign({}, ...matches.map((match) => match.route.handle));
    expect(i18next.t(handle.title)).toBe(title);
  });

  it('sends unknown paths to the default edition home tab, with its tab bar', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${appJson.defaultEdition}/index`),
    );
    expect(await screen.findByRole('navigation')).toBeVisible();
  });

  it.each(editionPrefixes)('gives edition /%s its tabs and search page', async (prefix) => {
    const { router } = renderRoute(`/${prefix}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${prefix}/index`));
    expect(await screen.findByRole('navigation')).toBeVisible();

    await router.navigate(`/${prefix}/search`);
    await waitFor(() => expect(document.title).toBe('报名查询'));
    expect(router.state.location.pathname).toBe(`/${prefix}/search`);
  });

  it('wears the theme of the edition in the address', async () => {
    const { container } = renderRoute('/bj/my');
    await waitFor(() => expect(document.title).toBe('我的'));
    const app = container.querySelector('.app') as HTMLElement;
    const edition = JSON.parse(readFileSync(path.resolve('configs/editions/bj.json'), 'utf8'));
    expect(app.classList.contains(edition.theme.className)).toBe(true);
    expect(app.style.getPropertyValue('--color-primary')).toBe(
      edition.theme.cssVariables['--color-primary'],
    );
  });
});
