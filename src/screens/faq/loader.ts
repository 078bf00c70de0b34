import type { LoaderFunctionArgs } from 'react-router-dom';
import { listsQuestion, listsQuestionType } from '../../api/conf';
import { appConfig } from '../../config/app';
import type { Question, QuestionType } from '../../../core/generated/api';

/** The race whose Q&A a page shows: the `eventId` of its address, else the app's default race. */
export function faqEventId(request: Request): number {
  const id = Number(new URL(request.url).searchParams.get('eventId'));
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

export interface FaqHomeData {
  eventId: number;
  types: QuestionType[];
}

/** /faq: the race's question types. */
export async function faqHomeLoader({ request }: LoaderFunctionArgs): Promise<FaqHomeData> {
  const eventId = faqEventId(request);
  const types = await listsQuestionType({ matchEventID: eventId }, { signal: request.signal });
  return { eventId, types };
}

export interface FaqListData {
  eventId: number;
  type: QuestionType | undefined;
  questions: Question[];
}

/** /faqlist/{id} and /faqname/{name}: the questions of one type. */
export async function faqListLoader({ params, request }: LoaderFunctionArgs): Promise<FaqListData> {
  const eventId = faqEventId(request);
  const types = await listsQuestionType({ matchEventID: eventId }, { signal: request.signal });
  const typeID = idParam(params.id);
  const type = types.find((candidate) =>
    params.name !== undefined ? candidate.key === params.name : candidate.id === typeID,
  );
  const questions = type
    ? await listsQuestion({ matchEventID: eventId, typeID: type.id }, { signal: request.signal })
    : [];
  return { eventId, type, questions };
}

export interface FaqAnswerData {
  eventId: number;
  question: Question | undefined;
}

/** /faqanswer/{id} and /faqqkey/{qkey}: one question with its answer. */
export async function faqAnswerLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<FaqAnswerData> {
  const eventId = faqEventId(request);
  const questionID = idParam(params.id);
  if (params.qkey === undefined && questionID === undefined)
    return { eventId, question: undefined };
  const [question] = await listsQuestion(
    params.qkey !== undefined
      ? { matchEventID: eventId, qkey: params.qkey }
      : { matchEventID: eventId, questionID },
    { signal: request.signal },
  );
  return { eventId, question };
}
