import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { code } from '../../../src/api/captcha';
import { search } from '../../../src/api/matchH5';
import { i18next } from '../../../src/i18n';
import { renderRoute } from './harness';

vi.mock('../../../src/api/captcha', () => ({
  code: vi.fn(async () => ({
    captchaId: 'c1',
    image: 'data:image/png;base64,AA==',
    expiresIn: 60,
  })),
}));
vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
  search: vi.fn(),
}));

async function openSearch(language = 'zh-CN') {
  await act(() => i18next.changeLanguage(language));
  renderRoute('/gz/search');
  await screen.findByRole('img', { name: language === 'zh-CN' ? '验证码' : 'Verification code' });
}

describe('search page', () => {
  it('asks for a race first', async () => {
    await openSearch('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Please select a match')).toBeVisible();
    expect(search).not.toHaveBeenCalled();
  });

  it('looks up by ID number and shows every field of the registration', async () => {
    vi.mocked(search).mockResolvedValue([
      {
        matchEventID: 1001,
        name: '李雷',
        gender: 1,
        country: '中国大陆',
        idType: '居民身份证',
        idNumber: '1****4',
        birthday: '1990-03-07',
        mobile: '138****0000',
        email: null,
        clothingSize: 'L',
        status: '已支付',
        raceNumber: 'A1234',
      },
    ]);
    await openSearch();
    fireEvent.click(screen.getByText('2027广州马拉松赛'));
    fireEvent.change(screen.getByPlaceholderText('请输入报名时填写的证件号码'), {
      target: { value: ' 110101199003071234 ' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入右侧验证码'), {
      target: { value: '7f3k' },
    });
    const picturesBefore = vi.mocked(code).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));

    const result = await screen.findByText('查询结果');
    expect(search).toHaveBeenCalledWith({
      matchEventID: 1001,
      queryType: 'idNumber',
      keyword: '110101199003071234',
      captchaId: 'c1',
      captchaCode: '7f3k',
    });
    const list = result.closest('.adm-list') as HTMLElement;
    for (const [label, value] of [
      ['赛事', '2027广州马拉松赛'],
      ['姓名', '李雷'],
      ['性别', '男'],
      ['出生日期', '1990-03-07'],
      ['电子邮箱', '—'],
      ['报名状态', '已支付'],
      ['参赛号码', 'A1234'],
    ]) {
      const row = within(list).getByText(label).closest('.adm-list-item') as HTMLElement;
      expect(within(row).getByText(value)).toBeVisible();
    }
    // A picture code is used up by a lookup; a new one is fetched.
    await waitFor(() => expect(code).toHaveBeenCalledTimes(picturesBefore + 1));
  });

  it('says so when nothing is found by mobile', async () => {
    vi.mocked(search).mockResolvedValue([]);
    await openSearch('en-US');
    fireEvent.click(screen.getByText('Mobile'));
    fireEvent.click(screen.getByText('Guangzhou Marathon 2027'));
    fireEvent.change(screen.getByPlaceholderText('The mobile you signed up with'), {
      target: { value: '13800000000' },
    });
    fireEvent.change(screen.getByPlaceholderText('Type the code in the picture'), {
      target: { value: 'abcd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ queryType: 'phone' }));
  });
});
