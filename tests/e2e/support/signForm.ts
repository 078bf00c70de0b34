/**
 * Filling a race's sign-up form the way a runner does, driven by the race's config: every
 * required field and every field with a known role, found by the title the form shows.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EventConfig } from '../../../core/generated/config/event';
import { formValues, type Runner } from './runners';
import type { Language } from './session';

type Localized = Record<Language, string>;

interface FieldUi {
  'ui:title'?: Localized;
  'ui:enumNames'?: Localized[];
}

interface FieldSchema {
  enum?: unknown[];
  'x-role'?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's control by its title (required ones carry a star). */
const titled = (title: string) => new RegExp(`^${escape(title)}\\*?$`);

/**
 * Opens the picker of a field, chooses an option in each of its columns and confirms. Options
 * are pressed with a click event, as a tap on a wheel item does, wherever the wheel has scrolled.
 */
async function pick(
  page: Page,
  form: Page | Locator,
  title: string,
  options: (string | RegExp)[],
): Promise<void> {
  await form.getByRole('button', { name: titled(title) }).click();
  const picker = page.locator('.form-picker').last();
  for (const [index, option] of options.entries()) {
    const column = picker.locator('.adm-picker-view-column').nth(index);
    const named = {
      hasText: typeof option === 'string' ? new RegExp(`^${escape(option)}$`) : option,
    };
    await column.locator('.adm-picker-view-column-item-label').filter(named).dispatchEvent('click');
  }
  await picker.locator('.form-picker__action').last().click();
  await picker.waitFor({ state: 'hidden' });
}

/** A field of the open form by its name (RJSF's element id). */
export const formField = (page: Page, name: string) => page.locator(`#root_${name}`);

/**
 * Opens the choice field `name`, taps `option` on its wheel and confirms with `confirm`. The wheel
 * takes touches, as on the runner's phone, and settles on the option before the picker takes it.
 */
export async function chooseOption(page: Page, name: string, option: string, confirm: string) {
  await formField(page, name).click();
  const popup = page.locator('.form-picker').last();
  await popup.locator('.adm-picker-view-column-item-label', { hasText: option }).first().tap();
  await expect(
    popup.locator('.adm-picker-view-column-item-active', { hasText: option }).first(),
  ).toBeVisible();
  await popup.getByText(confirm, { exact: true }).click();
  await expect(formField(page, name)).toContainText(option);
}

/** A date picker's columns: year, month and day, months and days with or without a zero. */
function dateColumns(date: string): RegExp[] {
  return date.split('-').map((part) => new RegExp(`^0?${Number(part)}$`));
}

interface FieldToFill {
  title: string;
  field: FieldSchema;
  /** The text its control shows: an option's name, or the value as typed. */
  shown: string;
  value: unknown;
}

/** The fields a runner fills in for `ticket`, in the order the form shows them. */
function fieldsToFill(event: EventConfig, runner: Runner, ticket: number, language: Language) {
  const values = formValues(event, runner, ticket);
  const properties =
    (event.form.schema as { properties?: Record<string, FieldSchema> }).properties ?? {};
  const ui = event.form.uiSchema as Record<string, FieldUi> & { 'ui:order'?: string[] };
  const order = (ui['ui:order'] ?? Object.keys(properties)).filter((name) => name in values);
  return order.map((name): FieldToFill => {
    const field = properties[name];
    const value = values[name];
    const names = ui[name]?.['ui:enumNames'];
    const shown = field.enum && names ? names[field.enum.indexOf(value)][language] : String(value);
    return { title: ui[name]?.['ui:title']?.[language] ?? name, field, shown, value };
  });
}

/**
 * Fills the form of `event` on the open sign-up page with `runner`'s details for `ticket`; `within`
 * is the one form to fill on a page that has several (a group's people).
 */
export async function fillSignForm(
  page: Page,
  event: EventConfig,
  runner: Runner,
  {
    ticket = event.tickets[0].id,
    language = 'zh-CN' as Language,
    within = undefined as Locator | undefined,
  } = {},
): Promise<void> {
  const form = within ?? page;
  for (const { title, field, shown, value } of fieldsToFill(event, runner, ticket, language)) {
    if (field['x-role'] === 'birthday') {
      // Forms that work the birth date out of a Chinese ID number have already filled it in.
      const control = form.getByRole('button', { name: titled(title) });
      if (!(await control.textContent())?.includes(String(value))) {
        await pick(page, form, title, dateColumns(String(value)));
      }
    } else if (field.enum) {
      await pick(page, form, title, [shown]);
    } else {
      await form.getByRole('textbox', { name: titled(title) }).fill(shown);
    }
  }
}

/** Checks that the open sign-up form shows what `fillSignForm` entered for `runner`. */
export async function expectSignFormFilled(
  page: Page,
  event: EventConfig,
  runner: Runner,
  { ticket = event.tickets[0].id, language = 'zh-CN' as Language } = {},
): Promise<void> {
  for (const { title, field, shown } of fieldsToFill(event, runner, ticket, language)) {
    if (field.enum || field['x-role'] === 'birthday') {
      await expect(page.getByRole('button', { name: titled(title) })).toContainText(shown);
    } else {
      await expect(page.getByRole('textbox', { name: titled(title) })).toHaveValue(shown);
    }
  }
}
