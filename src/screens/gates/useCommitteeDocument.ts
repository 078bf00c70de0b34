import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { committee } from '../../api';
import type { EventConfig } from '../../config/events';
import {
  documentId,
  documentOfGate,
  type CommitteeDocType,
} from '../../../core/domain/committeeFlow';
import type { CommitteeDocument } from '../../../core/generated/api';

/** The committee document a gate page shows under its own text, as far as it has come. */
export type CommitteeDocumentState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; document: CommitteeDocument }
  | { status: 'error'; retry: () => void };

type Fetch = (eventId: number, id: number, signal: AbortSignal) => Promise<CommitteeDocument>;

/** The documents read beside a gate's text; the quiz is the answer gate's own questions. */
const FETCHERS: Partial<Record<CommitteeDocType, Fetch>> = {
  declaration: (matchEventID, declarationID, signal) =>
    committee.getDeclaration({ matchEventID, declarationID }, { signal }),
  commitment: (matchEventID, commitmentID, signal) =>
    committee.getCommitment({ matchEventID, commitmentID }, { signal }),
};

/**
 * The committee document of the gate, from the server in the current language, when the event's
 * config has one for this gate.
 */
export function useCommitteeDocument(event: EventConfig, gateType: string): CommitteeDocumentState {
  const { i18n } = useTranslation();
  const type = documentOfGate(gateType);
  const fetch = type && FETCHERS[type];
  const id = type && documentId(event.committee, type);
  const [attempt, setAttempt] = useState(0);
  const key = `${event.id}:${type}:${id}:${i18n.language}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: CommitteeDocumentState }>();

  useEffect(() => {
    if (!fetch || !id) return;
    const controller = new AbortController();
    fetch(event.id, id, controller.signal).then(
      (document) => setResult({ key, state: { status: 'ready', document } }),
      () => setResult({ key, state: { status: 'error', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => controller.abort();
  }, [fetch, id, event.id, key]);

  if (!fetch || !id) return { status: 'none' };
  return result?.key === key ? result.state : { status: 'loading' };
}
