import {
  documentId,
  GATE_OF_DOCUMENT,
  type CommitteeDocType,
} from '../../core/domain/committeeFlow';
import type { CommitteeDocumentConfig } from '../../core/generated/config/event';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';
import { eventOrThrow } from '../services/applications';
import { countAttempt } from '../services/attempts';
import { checkAnswers } from '../services/gate-pass';
import type { Area } from './types';

/** The document when it is the one the request names; any other number is not this event's. */
function documentView(document: CommitteeDocumentConfig | undefined, id: number, lang: Lang) {
  if (!document || document.id !== id) throw apiError('committeeDocumentNotFound');
  return {
    id: document.id,
    title: pickText(document.title, lang),
    body: pickText(document.body, lang),
  };
}

/** The two documents a gate page shows, each asked for by its own number parameter. */
const DOCUMENT_ROUTES = [
  { path: 'committee/getDeclaration', param: 'declarationID', document: 'declaration' },
  { path: 'committee/getCommitment', param: 'commitmentID', document: 'commitment' },
] as const;

/**
 * Base B `committee/*`: the committee documents of an event, with their texts from the event's
 * config. They are public (the gate pages show them before any login). Base A
 * `committee/checkAnswers` checks a logged-in runner's quiz answers, so many times an hour.
 */
export const committeeRoutes: Area = async (app, { ctx, bases }) => {
  for (const { path, param, document } of DOCUMENT_ROUTES) {
    app.api(bases.b, {
      method: 'GET',
      path,
      handler: async ({ input, lang }) =>
        documentView(
          eventOrThrow(ctx, input.matchEventID).committee?.[document],
          // Each route's request has its own `param`; TypeScript cannot tie the two in a loop.
          ({ ...input } as Record<string, number>)[param],
          lang,
        ),
    });
  }

  app.api(bases.b, {
    method: 'GET',
    path: 'committee/getAnswers',
    handler: async ({ input, lang }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      // The quiz is the event's answer gate, numbered at the committee by answerTemplateId.
      const quiz = event.gates.find((gate) => gate.type === 'answer');
      const id = event.committee?.answerTemplateId;
      if (!quiz || id === undefined || id !== input.answerTemplateID) {
        throw apiError('committeeDocumentNotFound');
      }
      return {
        id,
        title: pickText(quiz.title, lang),
        questions: quiz.questions.map((question) => ({
          question: pickText(question.question, lang),
          options: question.options.map((option) => pickText(option, lang)),
        })),
      };
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'committee/checkAnswers',
    auth: true,
    handler: async ({ input, runnerId, req }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      await countAttempt(ctx, 'quizAnswers', req.ip, `${event.id}:${runnerId}`);
      const answers = input.answers
        .split(',')
        .map((answer) => (answer === '' ? -1 : Number(answer)));
      return checkAnswers(ctx, runnerId, event, answers);
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/getCommitteeDocConfig',
    handler: async ({ input, lang }) => {
      const { committee } = eventOrThrow(ctx, input.matchEventID);
      return (Object.keys(GATE_OF_DOCUMENT) as CommitteeDocType[]).flatMap((type) => {
        const id = documentId(committee, type);
        if (id === undefined) return [];
        const document = type === 'answer' ? undefined : committee?.[type];
        return [
          {
            type,
            id,
            gate: GATE_OF_DOCUMENT[type],
            title: document ? pickText(document.title, lang) : null,
          },
        ];
      });
    },
  });
};
