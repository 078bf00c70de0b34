import type { LoaderFunctionArgs } from 'react-router-dom';
import { committee } from '../../api';
import { detailSimple } from '../../api/matchH5';
import { loadEventConfig, type EventConfig } from '../../config/events';
import {
  documentId,
  documentOfGate,
  type CommitteeDocType,
} from '../../../core/domain/committeeFlow';
import type { CommitteeDocument, DetailSimpleResponse } from '../../../core/generated/api';
import type { GateType } from '../../renderer/gates';

/** The committee document a gate page shows under its own text, or why not. */
export type CommitteeDocumentState =
  { status: 'none' } | { status: 'ready'; document: CommitteeDocument } | { status: 'error' };

export interface GateData {
  event: EventConfig;
  document: CommitteeDocumentState;
  /** The server's word on stage and places; null when it could not be asked. */
  live: DetailSimpleResponse | null;
}

type Fetch = (eventId: number, id: number, signal: AbortSignal) => Promise<CommitteeDocument>;

/** The documents read beside a gate's text; the quiz is the answer gate's own questions. */
const FETCHERS: Partial<Record<CommitteeDocType, Fetch>> = {
  declaration: (matchEventID, declarationID, signal) =>
    committee.getDeclaration({ matchEventID, declarationID }, { signal }),
  commitment: (matchEventID, commitmentID, signal) =>
    committee.getCommitment({ matchEventID, commitmentID }, { signal }),
};

/**
 * The committee document of the gate, in the current language, when the event's config has one
 * for this gate. A failure stays on the page (the gate's own text can be read meanwhile).
 */
async function loadDocument(
  event: EventConfig,
  gate: GateType,
  signal: AbortSignal,
): Promise<CommitteeDocumentState> {
  const type = documentOfGate(gate);
  const fetch = type && FETCHERS[type];
  const id = type && documentId(event.committee, type);
  if (!fetch || !id) return { status: 'none' };
  return fetch(event.id, id, signal).then(
    (document) => ({ status: 'ready', document }),
    () => ({ status: 'error' }),
  );
}

/** The page of gate `gate` in the event of the `eventId` query. */
export function gateLoader(gate: GateType) {
  return async ({ request }: LoaderFunctionArgs): Promise<GateData> => {
    const eventId = Number(new URL(request.url).searchParams.get('eventId'));
    const [event, live] = await Promise.all([
      loadEventConfig(eventId),
      detailSimple({ matchEventID: eventId }, { signal: request.signal }).catch(() => null),
    ]);
    return { event, live, document: await loadDocument(event, gate, request.signal) };
  };
}
