import { useEffect, useState } from 'react';
import { apiB, area } from '../../api/client';
import type { CommitteeDocument, GetCommitment, GetDeclaration } from '../../api/committee';
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

// A gate works from its config text alone, so a document the committee service cannot give is
// left out quietly (null) rather than reported to the runner on every gate page.
const committee = area(apiB, 'committee');
const optional = { fallback: null };
const getDeclaration = committee.get<
  Omit<GetDeclaration, 'response'> & { response: CommitteeDocument | null }
>('getDeclaration', optional);
const getCommitment = committee.get<
  Omit<GetCommitment, 'response'> & { response: CommitteeDocument | null }
>('getCommitment', optional);

const fetchers: Record<
  Exclude<CommitteeDocType, 'answer'>,
  (id: number, signal: AbortSignal) => Promise<CommitteeDocument | null>
> = {
  declaration: (id, signal) => getDeclaration({ declarationID: id }, { signal }),
  commitment: (id, signal) => getCommitment({ commitmentID: id }, { signal }),
};

/** The committee document of the gate, when the event's committee flow has one and it loads. */
export function useCommitteeDocument(event: EventConfig, gateType: string) {
  const docType = DOCUMENT_OF_GATE[gateType];
  const id = docType && flowId(committeeFlow(event.committee), docType);
  const key = `${docType}:${id}`;
  const [document, setDocument] = useState<{ key: string; doc: CommitteeDocument | null }>();

  useEffect(() => {
    if (!docType || !id) return;
    const controller = new AbortController();
    fetchers[docType](id, controller.signal).then(
      (doc) => setDocument({ key: `${docType}:${id}`, doc }),
      () => undefined,
    );
    return () => controller.abort();
  }, [docType, id]);

  return document?.key === key ? document.doc : null;
}
