import { field, isObject } from '../config-check/json.ts';
import { kindOf } from '../config-check/load.ts';
import type { ConfigSet, FileChange } from '../config-diff/diff.ts';

/** A screen of one race the report shows: home, a gate page, the form, the pay page. */
export interface Screen {
  /** `home`, `gate <type>`, `form` or `pay`. */
  name: string;
  /** The hash route of the app. */
  route: string;
}

export interface RaceScreens {
  key: string;
  file: string;
  /** The race as each side has it; a new race has no base, a deleted one no head. */
  base?: unknown;
  head?: unknown;
  screens: Screen[];
}

function allScreens(config: unknown): Screen[] {
  const id = String(field(config, 'id'));
  const gates = Array.isArray(field(config, 'gates')) ? (field(config, 'gates') as unknown[]) : [];
  return [
    { name: 'home', route: `/index/${id}` },
    ...gates.filter(isObject).map((gate) => ({
      name: `gate ${String(gate.type)}`,
      route: `/${String(gate.type)}?eventId=${id}`,
    })),
    { name: 'form', route: `/sign/${id}/1` },
    { name: 'pay', route: `/pay` },
  ];
}

/**
 * Which screens a line of the semantic diff touches: the home page shows the name, place, dates
 * and tickets; a gate line its gate (every gate when their order changed); the form its fields;
 * the pay page the channels and prices. A line no rule knows touches every screen.
 */
function touched(line: string, screen: Screen): boolean {
  const gate = /^(?:⚠️ )?gate \*([^*]+)\*/.exec(line);
  if (gate)
    return line.includes(' moved ')
      ? screen.name.startsWith('gate')
      : screen.name === `gate ${gate[1]}`;
  if (/^(?:⚠️ )?home:/.test(line)) return screen.name === 'home';
  if (/^(?:⚠️ )?form/.test(line)) return screen.name === 'form';
  if (/^(?:⚠️ )?(channel|payment)/.test(line)) return screen.name === 'pay';
  if (/^(?:⚠️ )?ticket /.test(line)) return ['home', 'form', 'pay'].includes(screen.name);
  if (/^(?:⚠️ )?(name|place|race day|registration|lottery)/.test(line))
    return screen.name === 'home';
  return true;
}

/** The races a change reaches, each with the screens to render for base and head. */
export function screensToRender(
  changes: FileChange[],
  base: ConfigSet,
  head: ConfigSet,
): RaceScreens[] {
  const races = new Map<string, RaceScreens>();
  const add = (file: string, lines: string[] | 'all') => {
    const [b, h] = [base.get(file), head.get(file)];
    const config = h ?? b;
    const screens = allScreens(config).filter(
      (screen) => lines === 'all' || lines.some((line) => touched(line, screen)),
    );
    const known = races.get(file);
    const names = new Set(known?.screens.map((s) => s.name));
    races.set(file, {
      key: String(field(config, 'key')),
      file,
      base: b,
      head: h,
      screens: [...(known?.screens ?? []), ...screens.filter((s) => !names.has(s.name))],
    });
  };
  for (const change of changes) {
    if (kindOf(change.file) === 'event')
      add(change.file, change.status === 'changed' ? change.lines : 'all');
    for (const key of change.reaches) add(`configs/events/${key}.json`, 'all');
  }
  return [...races.values()].filter((race) => race.screens.length > 0);
}
