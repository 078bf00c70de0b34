import axios from 'axios';
import type { StaticFields } from '../../core/generated/api';
import type { Language } from '../../core/form/localized';
import { currentLanguage } from '../i18n/language';

/**
 * The static field files some events use instead of `detailFields`. They are public documents, so
 * they go through a client of their own: no API headers, no error catalogue.
 */
export const staticFiles = axios.create({ timeout: 20_000 });

export async function fieldsFile(
  matchEventID: number,
  language: Language = currentLanguage(),
): Promise<StaticFields['response']> {
  const response = await staticFiles.get<StaticFields['response']>(
    `/fields/${matchEventID}_${language}_h5.json`,
  );
  return response.data;
}
