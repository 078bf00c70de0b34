import { useEffect, useState } from 'react';
import { committee } from '../../api';
import type { CommitteeDocument } from '../../api/committee';
import { committeeFlow, flowId, type CommitteeDocType } from '../../domain/committeeFlow';
import type { EventConfig } from '../../config/events';

/**
 * The committee document a gate page shows under its own text: the declaration beside the
 * statement, the commitment beside the read-and-tick page.
 */
const DOCUMENT_OF_GATE: Partial<Record<string, Exclude<CommitteeDocType, 'answer'>>> = {
  statement: 'declaration',
  check: 'commitment',
};

const fetchers: Record<
  Exclude<CommitteeDocType, 'answer'>,
  (id: number, signal: AbortSignal) => Promise<CommitteeDocument>
> = {
  declaration: (id, signal) => committee.getDeclaration({ declarationID: id }, { signal }),
  commitment: (id, signal) => committee.getCommitment({ commitmentID: id }, { signal }),
};

/**
 * The committee document of the gate, when the event's committee flow has one. The gate works
 * from its config text alone, so a document the service cannot give is simply not shown.
 */
export function useCommitteeDocument(event: EventConfig, gateType: string) {
  const docType = DOCUMENT_OF_GATE[gateType];
  const id = docType && flowId(committeeFlow(event.committee), docType);
  const [document, setDocument] = useState<{ key: string; doc: CommitteeDocument } | null>(null);
  const key = `${docType}:${id}`;

  useEffect(() => {
    if (!docType || !id) return;
    const controller = new AbortController();
    fetchers[docType](id, controller.signal).then(
      (doc) => setDocument({ key: `${docType}:${id}`, doc }),
      () => undefined,
    );
    return () => controller.abort();
  }, [docType, id]);

  return document && document.key === key ? document.doc : null;
}
