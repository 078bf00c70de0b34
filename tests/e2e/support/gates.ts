/** Passing a race's gate pages as a runner who agrees and answers right, driven by its config. */
import type { Page } from '@playwright/test';
import type { EventConfig } from '../../../core/generated/config/event';
import type { Language } from './session';

const AGREE: Record<Language, string> = {
  'zh-CN': '我已阅读并同意',
  'en-US': 'I have read and agree',
};
const NEXT: Record<Language, string> = { 'zh-CN': '下一步', 'en-US': 'Next' };

export async function passGates(page: Page, event: EventConfig, language: Language): Promise<void> {
  for (const gate of event.gates) {
    await page.waitForURL(new RegExp(`#/${gate.type}\\?`));
    if (gate.type === 'answer') {
      for (const [i, question] of gate.questions.entries()) {
        await page
          .locator('.gate-question')
          .nth(i)
          .getByText(question.options[question.correct][language], { exact: true })
          .click();
      }
    } else if (gate.type === 'alert') {
      const accepted = gate.options.find((option) => option.accepted)!;
      await page.getByText(accepted.label[language], { exact: true }).click();
    } else {
      await page.getByText(gate.agreeLabel?.[language] ?? AGREE[language], { exact: true }).click();
    }
    await page.getByRole('button', { name: NEXT[language], exact: true }).click();
  }
}

/**
 * Opens the page's next loads as a runner who already passed `event`'s gate pages in this tab,
 * for specs that start at the form: what src/renderer/gates/progress.ts keeps in sessionStorage.
 */
export async function startPastGates(page: Page, event: EventConfig): Promise<void> {
  await page.addInitScript(([key, passed]) => sessionStorage.setItem(key, passed), [
    `gates:${event.id}`,
    JSON.stringify(event.gates.map((gate) => gate.type)),
  ] as const);
}
