import { apiB, area, type Endpoint } from './client';

/** Base B `committee/*`: the documents of the committee flow (declaration, commitment, answers). */

const committee = area(apiB, 'committee');

export interface CommitteeDocument {
  title: string;
  content: string;
}

export type GetCommitment = Endpoint<{ commitmentID: number }, CommitteeDocument>;
export type GetDeclaration = Endpoint<{ declarationID: number }, CommitteeDocument>;
export type GetAnswers = Endpoint<{ answerTemplateID: number }>;

export const getCommitment = committee.get<GetCommitment>('getCommitment');
export const getDeclaration = committee.get<GetDeclaration>('getDeclaration');
export const getAnswers = committee.get<GetAnswers>('getAnswers');
