import { committee } from '../../api';
import { prefetch, type PrefetchOptions } from '../../api/prefetch';
import { useRemote, type Remote } from '../../api/useRemote';
import type { EventHome } from '../../config/events';
import { currentLanguage } from '../../i18n/language';
import {
  documentId,
  documentOfGate,
  type CommitteeDocType,
} from '../../../core/domain/committeeFlow';
import type { CommitteeDocument } from '../../../core/generated/api';
import type { GateType } from '../../renderer/gates';

type Fetch = (eventId: number, id: number, signal: AbortSignal) => Promise<CommitteeDocument>;

/** The documents read beside a gate's text; the quiz is the answer gate's own questions. */
const FETCHERS: Partial<Record<CommitteeDocType, Fetch>> = {
  declaration: (matchEventID, declarationID, signal) =>
    committee.getDeclaration({ matchEventID, declarationID }, { signal }),
  commitment: (matchEventID, commitmentID, signal) =>
    committee.getCommitment({ matchEventID, commitmentID }, { signal }),
};

interface DocumentRead {
  key: string;
  load: (signal: AbortSignal) => Promise<CommitteeDocument>;
}

/**
 * The read of the committee document of the gate, when the event's config has one for it. The
 * server answers it in the language of the request, which its key names.
 */
function documentRead(event: EventHome, gate: string): DocumentRead | undefined {
  const type = documentOfGate(gate);
  const fetch = type && FETCHERS[type];
  const id = type && documentId(event.committee, type);
  if (!fetch || !id) return undefined;
  return {
    key: `committee/${type}/${event.id}/${id}/${currentLanguage()}`,
    load: (signal) => fetch(event.id, id, signal),
  };
}

/** Starts reading the gate's committee document, for the gate page that takes it over. */
export function prefetchCommitteeDocument(
  event: EventHome,
  gate: string,
  options: PrefetchOptions = {},
): void {
  const read = documentRead(event, gate);
  if (read) prefetch(read.key, read.load, options);
}

const noDocument = () => Promise.resolve(null);

/**
 * The committee document a gate page shows under its own text, in the current language; ready
 * with null when the gate has none. A failure stays on the page (the gate's text can be read).
 */
export function useCommitteeDocument(
  event: EventHome,
  gate: GateType,
): Remote<CommitteeDocument | null> {
  const read = documentRead(event, gate);
  return useRemote<CommitteeDocument | null>(read?.load ?? noDocument, [read?.key], {
    key: read?.key,
  });
}
