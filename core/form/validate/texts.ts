import enUS from '../messages/en-US.json';
import zhCN from '../messages/zh-CN.json';
import { pickText } from '../localized';
import { customMessage, defaultMessage, interpolate } from './messages';
import type { FieldProblem } from './problems';

const TEXTS: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/**
 * A problem in words, in `language`: the field's own message from the uiSchema when it has one,
 * else the form text of the rule. The app says the same through i18next from the same texts.
 */
export function problemText(problem: FieldProblem, uiSchema: unknown, language: string): string {
  const own = customMessage(uiSchema, problem);
  const { key, values } = defaultMessage(problem);
  const template = own
    ? pickText(own, language)
    : ((TEXTS[language] ?? TEXTS['zh-CN'])[key] ?? TEXTS['zh-CN'][key] ?? key);
  return interpolate(template, values);
}
