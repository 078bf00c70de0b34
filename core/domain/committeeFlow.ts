/** The committee documents a runner goes through, in this order. */
export type CommitteeDocType = 'declaration' | 'commitment' | 'answer';

/**
 * The gate page on which the runner goes through each document: the declaration is read with the
 * statement, the commitment with the read-and-tick page, and the answer template is the quiz.
 */
export const GATE_OF_DOCUMENT = {
  declaration: 'statement',
  commitment: 'check',
  answer: 'answer',
} as const satisfies Record<CommitteeDocType, string>;

const FLOW_ORDER = Object.keys(GATE_OF_DOCUMENT) as CommitteeDocType[];

/** The document read on a gate page, if any. */
export function documentOfGate(gateType: string): CommitteeDocType | undefined {
  return FLOW_ORDER.find((type) => GATE_OF_DOCUMENT[type] === gateType);
}

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

/** The `committee` section of an event config, as far as the flow needs it. */
export interface CommitteeConfig {
  declaration?: { id: number };
  commitment?: { id: number };
  answerTemplateId?: number;
}

/** The number the config gives the document of that type, if it has one. */
export function documentId(
  config: CommitteeConfig | undefined,
  type: CommitteeDocType,
): number | undefined {
  return type === 'answer' ? config?.answerTemplateId : config?.[type]?.id;
}

/** The flow of a runner who passed `passedGates`: the config's documents read on those gates. */
export function committeeFlow(
  config: CommitteeConfig | undefined,
  passedGates: ReadonlySet<string>,
): CommitteeFlow {
  return FLOW_ORDER.filter((type) => passedGates.has(GATE_OF_DOCUMENT[type])).reduce<CommitteeFlow>(
    (flow, type) => addToFlow(flow, type, documentId(config, type) ?? 0),
    [],
  );
}

/** The flow as the parameters `apply` takes; documents not in the flow are left out. */
export function flowParams(flow: CommitteeFlow) {
  return {
    declarationID: flowId(flow, 'declaration'),
    commitmentID: flowId(flow, 'commitment'),
    answerTemplateID: flowId(flow, 'answer'),
  };
}
