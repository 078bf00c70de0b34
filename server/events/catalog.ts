import path from 'node:path';
import { loadEventConfigs, type EventConfig } from '../../core/config/eventConfigs';
import { compileForm } from '../../core/form/validate/formChecker';
import { rolesWithOwnForm } from '../../core/domain/team/roleForm';

export type { EventConfig };

export interface Catalog {
  events: EventConfig[];
  /** One line per file or event that was left out, with the reason. */
  problems: string[];
  byId(id: number): EventConfig | undefined;
  byRef(ref: string): EventConfig | undefined;
}

/**
 * The events the server serves: ids, keys and ticket ids must be unique (orders and addresses
 * name them), and the form must compile, since every sign-up is checked against it.
 */
export function buildCatalog(events: EventConfig[], problems: string[] = []): Catalog {
  const byId = new Map<number, EventConfig>();
  const keys = new Set<string>();
  const ticketIds = new Set<number>();
  const accepted: EventConfig[] = [];
  for (const event of events) {
    const clash = byId.has(event.id)
      ? `id ${event.id}`
      : keys.has(event.key)
        ? `key ${event.key}`
        : event.tickets.find((ticket) => ticketIds.has(ticket.id))?.id;
    if (clash !== undefined) {
      problems.push(
        `${event.key}: left out, ${typeof clash === 'number' ? `ticket id ${clash}` : clash} is already used by another event`,
      );
      continue;
    }
    try {
      compileForm(event.form);
      for (const { form } of rolesWithOwnForm(event)) compileForm(form);
    } catch (error) {
      problems.push(
        `${event.key}: left out, a form of it does not compile (${(error as Error).message})`,
      );
      continue;
    }
    byId.set(event.id, event);
    keys.add(event.key);
    event.tickets.forEach((ticket) => ticketIds.add(ticket.id));
    accepted.push(event);
  }
  return {
    events: accepted,
    problems,
    byId: (id) => byId.get(id),
    byRef: (ref) =>
      /^\d+$/.test(ref) ? byId.get(Number(ref)) : accepted.find((event) => event.key === ref),
  };
}

/**
 * Every event config of the folder, read by the shared loader (validated by the event schema);
 * files that do not pass are left out with their problems, not fatal.
 */
export function loadCatalog(dir: string): Catalog {
  const { events, problems } = loadEventConfigs(dir);
  const byFile = new Map<string, string[]>();
  for (const problem of problems) {
    const lines = byFile.get(problem.file) ?? [];
    lines.push(`${problem.pointer || '/'} ${problem.message}`);
    byFile.set(problem.file, lines);
  }
  const reasons = [...byFile].map(
    ([file, lines]) => `${path.basename(file)}: left out, ${lines.join('; ')}`,
  );
  return buildCatalog(
    events.map((event) => event.config),
    reasons,
  );
}
