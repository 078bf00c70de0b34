import { apiB, area, type Endpoint } from './client';
import type { PageParams } from './shared';

/** Base B `conf/*`: the Q&A pages. */

const conf = area(apiB, 'conf');

export interface QuestionType {
  id: number;
  name: string;
}

export type ListsQuestionType = Endpoint<void, QuestionType[]>;
export type ListsQuestion = Endpoint<PageParams & { typeID?: number; keyword?: string }>;

export const listsQuestionType = conf.get<ListsQuestionType>('listsQuestionType');
export const listsQuestion = conf.get<ListsQuestion>('listsQuestion');
