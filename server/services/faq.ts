import type { EventConfig } from '../events/catalog';
import { pickText, type Lang } from '../i18n/index';

type Faq = NonNullable<EventConfig['faq']>;

export interface QuestionFilter {
  typeID?: number;
  typeKey?: string;
  questionID?: number;
  qkey?: string;
  keyword?: string;
}

const EMPTY: Faq = { types: [], questions: [] };

/** The readable text of an answer's HTML, for searching: markup and entities do not match words. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The words of a search, lower-cased; an empty search has none and matches everything. */
function searchWords(keyword: string | undefined): string[] {
  return (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function questionTypes(event: EventConfig, lang: Lang) {
  const faq = event.faq ?? EMPTY;
  return faq.types.map((type) => ({
    id: type.id,
    key: type.key,
    name: pickText(type.name, lang),
    pages: type.pages ?? [],
    count: faq.questions.filter((question) => question.typeId === type.id).length,
  }));
}

/** The questions that pass every filter given, in the request's language (search included). */
export function questions(event: EventConfig, filter: QuestionFilter, lang: Lang) {
  const faq = event.faq ?? EMPTY;
  const typeOf = new Map(faq.types.map((type) => [type.id, type]));
  const words = searchWords(filter.keyword);
  return faq.questions
    .filter(
      (question) =>
        (filter.typeID === undefined || question.typeId === filter.typeID) &&
        (filter.typeKey === undefined || typeOf.get(question.typeId)?.key === filter.typeKey) &&
        (filter.questionID === undefined || question.id === filter.questionID) &&
        (filter.qkey === undefined || question.key === filter.qkey),
    )
    .map((question) => ({
      id: question.id,
      key: question.key,
      typeId: question.typeId,
      typeName: pickText(typeOf.get(question.typeId)?.name, lang),
      question: pickText(question.question, lang),
      answer: pickText(question.answer, lang),
    }))
    .filter((question) => {
      const haystack = `${question.question} ${plainText(question.answer)}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
}
