import type { GetAnswers, GetCommitment, GetDeclaration } from '../../core/generated/api';
import { apiB, area } from './client';

/**
 * Base B `committee/*`: the documents of the committee flow (declaration, commitment, answer
 * template) of an event, with their texts in the app-language.
 */

const committee = area(apiB, 'committee');

export const getCommitment = committee.get<GetCommitment>('getCommitment');
export const getDeclaration = committee.get<GetDeclaration>('getDeclaration');
export const getAnswers = committee.get<GetAnswers>('getAnswers');
