/** The committee documents a runner goes through, in this order. */
export type CommitteeDocType = 'declaration' | 'commitment' | 'answer';

export interface CommitteeFlowEntry {
  readonly type: CommitteeDocType;
  readonly id: number;
}

export type CommitteeFlow = readonly CommitteeFlowEntry[];

/** The flow with the document added; ids of 0 or less mean "this event has none" and are skipped. */
export function addToFlow(flow: CommitteeFlow, type: CommitteeDocType, id: number): CommitteeFlow {
  if (!(id > 0)) return flow;
  const entry = { type, id };
  const existing = flow.findIndex((e) => e.type === type);
  return existing === -1 ? [...flow, entry] : flow.map((e, i) => (i === existing ? entry : e));
}

/** The id of the document of that type, or undefined when the flow has none. */
export function flowId(flow: CommitteeFlow, type: CommitteeDocType): number | undefined {
  return flow.find((e) => e.type === type)?.id;
}

export interface CommitteeConfig {
  declarationId?: number;
  commitmentId?: number;
  answerTemplateId?: number;
}

/** The flow an event config declares. */
export function committeeFlow(config: CommitteeConfig | undefined): CommitteeFlow {
  const steps: [CommitteeDocType, number | undefined][] = [
    ['declaration', config?.declarationId],
    ['commitment', config?.commitmentId],
    ['answer', config?.answerTemplateId],
  ];
  return steps.reduce<CommitteeFlow>((flow, [type, id]) => addToFlow(flow, type, id ?? 0), []);
}
