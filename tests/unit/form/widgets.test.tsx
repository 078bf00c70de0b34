import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { birthDateRange } from '../../../core/form/ageLimits';
import { THEME_WIDGETS } from '../../../core/form/themeWidgets';
import { i18next } from '../../../src/i18n';
import type { FormRuntime } from '../../../src/renderer/form/context';
import { MobileForm } from '../../../src/renderer/form/theme';
import { generateWidgets } from '../../../src/renderer/form/widgets';
import { uiBus } from '../../../src/ui/bus';
import '../allTexts';

// Stock runtime validation is enough here: these tests are about what the widgets produce.
const validator = customizeValidator();

function renderForm(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  formContext: FormRuntime = {},
  formData: Record<string, unknown> = {},
) {
  const onChange = vi.fn();
  render(
    <MobileForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      onChange={(event) => onChange(event.formData)}
    />,
  );
  const last = () => onChange.mock.lastCall?.[0] as Record<string, unknown> | undefined;
  return { onChange, last };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The popup ignores taps while it slides in. */
async function openPicker(triggerId: string) {
  fireEvent.click(document.getElementById(triggerId)!);
  await pause(500);
}

/**
 * Turns a picker wheel to `label` through its accessible previous/next buttons (jsdom has no
 * layout for the drag gestures of the wheel itself). The picker takes the turned value a moment
 * later, as on a phone.
 */
async function turnWheel(column: Element, label: string) {
  const labels = [...column.querySelectorAll('.adm-picker-view-column-item-label')].map(
    (node) => node.textContent,
  );
  const target = labels.indexOf(label);
  expect(target).not.toBe(-1);
  const active = () =>
    labels.indexOf(column.querySelector('.adm-picker-view-column-item-active')?.textContent ?? '');
  while (active() !== target) {
    const before = active();
    const buttons = column.querySelectorAll('.adm-picker-view-column-accessible-button');
    fireEvent.click(buttons[before < target ? 1 : 0]);
    await waitFor(() => expect(active()).not.toBe(before));
  }
}

function openPopupColumns(): Element[] {
  return [...document.querySelectorAll('.adm-popup')]
    .filter((popup) => (popup as HTMLElement).style.display !== 'none')
    .flatMap((popup) => [...popup.querySelectorAll('.adm-picker-view-column')]);
}

async function choose(triggerId: string, option: string, confirm: string) {
  await openPicker(triggerId);
  await screen.findAllByText(option, { selector: '.adm-picker-view-column-item-label' });
  const column = openPopupColumns().find((candidate) => candidate.textContent?.includes(option));
  await turnWheel(column!, option);
  fireEvent.click(screen.getAllByText(confirm).at(-1)!);
}

beforeEach(async () => {
  await i18next.changeLanguage('en-US');
});
afterEach(cleanup);

describe('text inputs', () => {
  const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } };

  it('commit after the frame that follows leaving the field, and report typing before that', async () => {
    const typing = { type: vi.fn(), settle: vi.fn() };
    const { onChange, last } = renderForm(schema, {}, { typing });
    const input = document.getElementById('root_name') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'Zhang' } });
    expect(input.value).toBe('Zhang');
    expect(typing.type).toHaveBeenLastCalledWith(['name'], 'Zhang');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(last()).toEqual({ name: 'Zhang' }));
  });

  it('tell the screen a field settles before its committed values, typing in the next between', async () => {
    const seen: unknown[] = [];
    const { onChange } = renderForm(
      { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' } } },
      {},
      {
        typing: {
          type: (path, value) => seen.push(['typed', ...path, value]),
          settle: (path) => seen.push(['settled', ...path]),
        },
      },
    );
    onChange.mockImplementation((values) => seen.push(['committed', values]));
    const name = document.getElementById('root_name') as HTMLInputElement;
    const city = document.getElementById('root_city') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Zhang' } });
    fireEvent.blur(name);
    fireEvent.input(city, { target: { value: 'Xi' } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(seen).toEqual([
      ['typed', 'name', 'Zhang'],
      ['typed', 'city', 'Xi'],
      ['settled', 'name'],
      ['committed', { name: 'Zhang' }],
    ]);
  });

  it('commit at once on Enter', () => {
    const { last } = renderForm(schema);
    const input = document.getElementById('root_name') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'Li' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(last()).toEqual({ name: 'Li' });
  });

  it('give numbers for number fields and nothing for an emptied field', async () => {
    const { last } = renderForm(
      { type: 'object', properties: { height: { type: 'integer' } } },
      {},
      {},
      { height: 170 },
    );
    const input = document.getElementById('root_height') as HTMLInputElement;
    expect(input.value).toBe('170');
    fireEvent.change(input, { target: { value: '182' } });
    fireEvent.blur(input);
    await waitFor(() => expect(last()).toEqual({ height: 182 }));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect(last()).toEqual({}));
  });
});

describe('choices', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      gender: { type: 'integer', enum: [1, 2] },
      size: { type: 'string', enum: ['S', 'M', 'L'] },
    },
  };
  const uiSchema: UiSchema = {
    gender: { 'ui:widget': 'radio', 'ui:enumNames': ['Male', 'Female'] },
    size: { 'ui:widget': 'clothingSize' },
  };

  it('open a picker and give the value of the confirmed option', async () => {
    const { last } = renderForm(schema, uiSchema);
    expect(document.getElementById('root_gender')?.textContent).toBe('Please choose');
    await choose('root_gender', 'Female', 'Confirm');
    await waitFor(() => expect(last()).toEqual({ gender: 2 }));
    expect(document.getElementById('root_gender')?.textContent).toBe('Female');
    await choose('root_size', 'L', 'Confirm');
    await waitFor(() => expect(last()).toEqual({ gender: 2, size: 'L' }));
  });

  it('take the option the wheel shows when confirmed at once after the turn', async () => {
    const { last } = renderForm(schema, uiSchema);
    await choose('root_gender', 'Female', 'Confirm');
    await waitFor(() => expect(last()).toEqual({ gender: 2 }));
  });

  it('keep the turned option through a main thread busy for more than a second', async () => {
    const { last } = renderForm(schema, uiSchema);
    await openPicker('root_gender');
    await screen.findAllByText('Female', { selector: '.adm-picker-view-column-item-label' });
    const [column] = openPopupColumns();
    const next = column.querySelectorAll('.adm-picker-view-column-accessible-button')[1];
    fireEvent.click(next);
    // A slow phone busy right after the turn, then whatever had fallen due by then.
    const until = performance.now() + 1_200;
    while (performance.now() < until);
    await pause(50);
    expect(column.querySelector('.adm-picker-view-column-item-active')).toHaveTextContent('Female');
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() => expect(last()).toEqual({ gender: 2 }));
  });

  it('speak the language shown', async () => {
    await i18next.changeLanguage('zh-CN');
    renderForm(schema, uiSchema);
    expect(document.getElementById('root_size')?.textContent).toBe('请选择');
    fireEvent.click(document.getElementById('root_size')!);
    expect(await screen.findByText('取消')).toBeVisible();
    expect(screen.getByText('确定')).toBeVisible();
  });
});

describe('the birthday picker', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: { birthday: { type: 'string', format: 'date' } },
  };

  it("offers the birth dates of the race's age limits, a 77-year-old's too", async () => {
    // Ages 18 to 77 on race day, 12 December 2027: born 13 December 1949 to 12 December 2009.
    const birthDates = birthDateRange({ minimum: 18, maximum: 77 }, '2027-12-12T07:30:00+08:00');
    const { last } = renderForm(schema, { birthday: { 'ui:widget': 'birthday' } }, { birthDates });
    await openPicker('root_birthday');
    const years = await screen.findAllByText(/^\d{4}$/, {
      selector: '.adm-picker-view-column-item-label',
    });
    const numbers = years.map((node) => Number(node.textContent));
    expect(Math.min(...numbers)).toBe(1949);
    expect(Math.max(...numbers)).toBe(2009);
    await turnWheel(openPopupColumns()[0], '1949');
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(last()?.birthday).toMatch(/^1949-12-(1[3-9]|2\d|3[01])$/));
    // Sixty turns of the wheel, each a render of the picker: slow in jsdom on a busy machine.
  }, 30_000);

  it.each([
    ['1990-05-17', '1990-05-17'],
    // A draft or a contact may hold a day that does not exist: no date, not 2 March.
    ['1990-02-30', null],
    ['1990-5-17', null],
  ])('shows %s as %s', (stored, shown) => {
    renderForm(schema, { birthday: { 'ui:widget': 'birthday' } }, {}, { birthday: stored });
    const field = document.getElementById('root_birthday')!;
    if (shown) expect(field).toHaveTextContent(shown);
    else expect(field).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('the photo upload', () => {
  it('stores the picture and keeps its address, with a spinner meanwhile', async () => {
    const loading = vi.fn();
    uiBus.on('loading:show', loading);
    const upload = vi.fn(async (file: File) => `https://cdn.example.com/${file.name}`);
    const { last } = renderForm(
      { type: 'object', properties: { photo: { type: 'string' } } },
      { photo: { 'ui:widget': 'upload' } },
      { upload },
    );
    // The uploader's code arrives as a chunk of its own.
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('#root_photo input[type=file]');
      expect(found).not.toBeNull();
      return found!;
    });
    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(last()).toEqual({ photo: 'https://cdn.example.com/me.jpg' }));
    expect(upload).toHaveBeenCalledWith(file);
    expect(loading).toHaveBeenCalledWith({ ms: 3000 });
    uiBus.off('loading:show', loading);
  });
});

describe('the loyalty club opt-in', () => {
  const schema: RJSFSchema = { type: 'object', properties: { club: { type: 'boolean' } } };
  const uiSchema: UiSchema = { club: { 'ui:widget': 'loyalty', 'ui:title': 'Join the club' } };

  it.each([
    ['en-US', 'Loyalty club terms', /Bronze at RMB 1,000|RMB 1,000 for Bronze/],
    ['zh-CN', '会员俱乐部条款', /满人民币1,000元升为铜卡/],
  ] as const)('shows the terms in %s once the runner opts in', async (language, title, rule) => {
    await i18next.changeLanguage(language);
    const { last } = renderForm(schema, uiSchema);
    expect(screen.queryByText(title)).toBeNull();
    fireEvent.click(screen.getByText('Join the club'));
    await waitFor(() => expect(last()).toEqual({ club: true }));
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.getAllByText(rule).length).toBeGreaterThan(0);
  });

  it('lets the terms be read before deciding', () => {
    renderForm(schema, uiSchema);
    fireEvent.click(screen.getByText('Read the club terms'));
    expect(screen.getByText(/Every 500 convertible points/)).toBeVisible();
    expect(screen.getByText('Hide the terms')).toBeVisible();
  });
});

describe('theme widget names', () => {
  // The config checker accepts exactly the names of core/form/themeWidgets.ts: a name the app
  // did not register would pass the check and then stop RJSF at that field.
  it('the app registers a widget for every name the config checker accepts, and no other', () => {
    expect(Object.keys(generateWidgets()).sort()).toEqual([...THEME_WIDGETS].sort());
  });
});
