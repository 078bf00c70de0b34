import { useParams, useSearchParams, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { listsQuestion, listsQuestionType } from '../../api/conf';
import { prefetch } from '../../api/prefetch';
import { useRemote, type Remote } from '../../api/useRemote';
import { appConfig } from '../../config/app';
import type { Question, QuestionType } from '../../../core/generated/api';

/** The race whose Q&A a page shows: the `eventId` of its address, else the app's default race. */
function faqEventId(search: URLSearchParams): number {
  const id = Number(search.get('eventId'));
  return Number.isInteger(id) && id > 0 ? id : appConfig.defaultEventId;
}

/** An id from an address, or undefined when it is not a positive whole number. */
function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The address of a Q&A page of race `eventId`. */
export function faqRoute(path: string, eventId: number): string {
  return `${path}?eventId=${eventId}`;
}

/** What a Q&A page reads from the server, under a key naming the race and the page's ids. */
interface FaqRead<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

/** The read of a Q&A page, from its address. */
type ReadOf<T> = (eventId: number, params: Params) => FaqRead<T>;

/** The route loader of a Q&A page: nothing to load but its read, started with the page's code. */
function faqLoader<T>(readOf: ReadOf<T>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const { key, load } = readOf(faqEventId(new URL(request.url).searchParams), params);
    prefetch(key, load, { signal: request.signal });
    return null;
  };
}

/** The Q&A page's race and its server data, taking over what its loader started. */
function useFaqRead<T>(readOf: ReadOf<T>): { eventId: number; data: Remote<T> } {
  const eventId = faqEventId(useSearchParams()[0]);
  const { key, load } = readOf(eventId, useParams());
  return { eventId, data: useRemote(load, [key], { key }) };
}

const typesOf = (matchEventID: number, signal: AbortSignal) =>
  listsQuestionType({ matchEventID }, { signal });

const faqHomeRead: ReadOf<QuestionType[]> = (eventId) => ({
  key: `faq/types/${eventId}`,
  load: (signal) => typesOf(eventId, signal),
});

/** /faq: the race's question types. */
export const faqHomeLoader = faqLoader(faqHomeRead);
export const useFaqHome = () => useFaqRead(faqHomeRead);

export interface FaqList {
  type: QuestionType | undefined;
  questions: Question[];
}

const faqListRead: ReadOf<FaqList> = (eventId, params) => ({
  key: `faq/list/${eventId}/${params.name ?? ''}/${params.id ?? ''}`,
  load: async (signal) => {
    const types = await typesOf(eventId, signal);
    const typeID = idParam(params.id);
    const type = types.find((candidate) =>
      params.name !== undefined ? candidate.key === params.name : candidate.id === typeID,
    );
    const questions = type
      ? await listsQuestion({ matchEventID: eventId, typeID: type.id }, { signal })
      : [];
    return { type, questions };
  },
});

/** /faqlist/{id} and /faqname/{name}: the questions of one type. */
export const faqListLoader = faqLoader(faqListRead);
export const useFaqList = () => useFaqRead(faqListRead);

const faqAnswerRead: ReadOf<Question | undefined> = (eventId, params) => ({
  key: `faq/answer/${eventId}/${params.qkey ?? ''}/${params.id ?? ''}`,
  load: async (signal) => {
    const questionID = idParam(params.id);
    if (params.qkey === undefined && questionID === undefined) return undefined;
    const [question] = await listsQuestion(
      params.qkey !== undefined
        ? { matchEventID: eventId, qkey: params.qkey }
        : { matchEventID: eventId, questionID },
      { signal },
    );
    return question;
  },
});

/** /faqanswer/{id} and /faqqkey/{qkey}: one question with its answer. */
export const faqAnswerLoader = faqLoader(faqAnswerRead);
export const useFaqAnswer = () => useFaqRead(faqAnswerRead);
