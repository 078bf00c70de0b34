import type { ListsQuestion, ListsQuestionType } from '../../core/generated/api';
import { apiB, area } from './client';

/** Base B `conf/*`: a race's questions and answers, from its config. */

const conf = area(apiB, 'conf');

export const listsQuestionType = conf.get<ListsQuestionType>('listsQuestionType');
export const listsQuestion = conf.get<ListsQuestion>('listsQuestion');
