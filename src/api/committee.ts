import type {
  CheckAnswers,
  GetAnswers,
  GetCommitment,
  GetDeclaration,
} from '../../core/generated/api';
import { apiA, apiB, area } from './client';

/**
 * Base B `committee/*`: the documents of the committee flow (declaration, commitment, answer
 * template) of an event, with their texts in the app-language; base A `committee/checkAnswers`
 * checks the runner's quiz answers, which only the server can.
 */

const committee = area(apiB, 'committee');

export const getCommitment = committee.get<GetCommitment>('getCommitment');
export const getDeclaration = committee.get<GetDeclaration>('getDeclaration');
export const getAnswers = committee.get<GetAnswers>('getAnswers');
export const checkAnswers = area(apiA, 'committee').post<CheckAnswers>('checkAnswers');
