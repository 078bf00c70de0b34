import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode, type MemberNode, type ValueNode } from '@humanwhocodes/momoa';
import { FIELD_LIBRARY_FILE } from '../../../core/config/fieldLibrary.ts';
import type { ConfigKind } from '../../../core/config/schemas.ts';
import { pointerOf, pointerSegments, type Problem } from './problem.ts';

export type { ConfigKind };
/** The shared field library, as the checker names files. */
export const LIBRARY_FILE = `configs/${FIELD_LIBRARY_FILE}`;

/** A config file as text, named by its path relative to the project root. */
export interface ConfigSource {
  file: string;
  text: string;
}

export interface LoadedConfig {
  file: string;
  kind: ConfigKind;
  /** File name without .json: the edition prefix or the event key it must match. */
  name: string;
  text: string;
  value: unknown;
}

/**
 * Which kind of config a file is, from where it lives (configs/app.json, configs/fields.json,
 * editions/, events/).
 */
export function kindOf(file: string): ConfigKind | undefined {
  if (!file.endsWith('.json')) return undefined;
  if (path.posix.basename(file) === 'app.json') return 'app';
  const folder = path.posix.basename(path.posix.dirname(file));
  if (path.posix.basename(file) === FIELD_LIBRARY_FILE && folder === 'configs') return 'fields';
  if (folder === 'editions') return 'edition';
  if (folder === 'events') return 'event';
  return undefined;
}

/** Every config under <root>/configs, in a stable order. */
export function readConfigTree(root: string): ConfigSource[] {
  const files = ['configs/app.json', LIBRARY_FILE];
  for (const folder of ['configs/editions', 'configs/events']) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.json')) files.push(`${folder}/${name}`);
    }
  }
  return files
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/**
 * Parses every source with JSON.parse, which is fast; the syntax tree with source positions is
 * built only for a file that has a problem to point at, or that seems to repeat a key.
 */
export function parseConfigs(sources: ConfigSource[]): {
  configs: LoadedConfig[];
  problems: Problem[];
} {
  const configs: LoadedConfig[] = [];
  const problems: Problem[] = [];
  for (const { file, text } of sources) {
    const kind = kindOf(file);
    if (!kind) {
      problems.push({
        file,
        pointer: '',
        message:
          'this is not a config file: configs are configs/app.json, configs/fields.json, configs/editions/<prefix>.json and configs/events/<key>.json',
      });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      problems.push(syntaxProblem(file, text));
      continue;
    }
    if (writtenKeys(text) !== parsedKeys(value)) {
      problems.push(...duplicateKeys(file, parse(text).body, ''));
    }
    configs.push({ file, kind, name: path.posix.basename(file, '.json'), text, value });
  }
  return { configs, problems };
}

/** How many property names the text writes: each string followed by a colon is one. */
function writtenKeys(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)) if (match[1]) count++;
  return count;
}

/** How many properties the parsed value has; fewer than written means a key was repeated. */
function parsedKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + parsedKeys(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + 1 + parsedKeys(item), 0);
}

function syntaxProblem(file: string, text: string): Problem {
  let error: { line?: number; column?: number; message?: string } = {};
  try {
    parse(text);
  } catch (thrown) {
    error = thrown as typeof error;
  }
  const { line, column, message = '' } = error;
  const found = /^Unexpected (?:token|character) (.+?) found/.exec(message)?.[1];
  return {
    file,
    pointer: '',
    line,
    column,
    message: `the file is not valid JSON here${found ? ` (unexpected ${tokenName(found)})` : ''}: check for a missing or extra comma, quote or bracket`,
  };
}

function tokenName(token: string): string {
  const names: Record<string, string> = {
    RBrace: '"}"',
    LBrace: '"{"',
    RBracket: '"]"',
    LBracket: '"["',
    Comma: '","',
    Colon: '":"',
    String: 'text',
    Number: 'number',
  };
  return names[token] ?? token;
}

function memberName(member: MemberNode): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}

/** JSON.parse silently keeps the last of two equal keys, so the first value would be lost unseen. */
function duplicateKeys(file: string, node: ValueNode, pointer: string): Problem[] {
  const problems: Problem[] = [];
  if (node.type === 'Object') {
    const seen = new Set<string>();
    for (const member of node.members) {
      const name = memberName(member);
      const at = `${pointer}${pointerOf(name)}`;
      if (seen.has(name)) {
        problems.push({
          file,
          pointer: at,
          at: 'key',
          line: member.name.loc.start.line,
          column: member.name.loc.start.column,
          message: `"${name}" is written twice in the same place; only the last one would count, so keep one`,
        });
      }
      seen.add(name);
      problems.push(...duplicateKeys(file, member.value, at));
    }
  } else if (node.type === 'Array') {
    node.elements.forEach((element, index) => {
      problems.push(...duplicateKeys(file, element.value, `${pointer}/${index}`));
    });
  }
  return problems;
}

/**
 * Line and column of the value at a JSON Pointer (or of its property name). A pointer to something
 * absent, such as a missing property, gives the deepest part of it that exists.
 */
export function locate(
  document: DocumentNode,
  pointer: string,
  at?: 'key',
): { line: number; column: number } {
  let node: ValueNode = document.body;
  let name: MemberNode['name'] | undefined;
  for (const segment of pointerSegments(pointer)) {
    if (node.type === 'Object') {
      const member = node.members.findLast((m) => memberName(m) === segment);
      if (!member) break;
      name = member.name;
      node = member.value;
    } else if (node.type === 'Array' && /^\d+$/.test(segment) && node.elements[Number(segment)]) {
      name = undefined;
      node = node.elements[Number(segment)].value;
    } else {
      break;
    }
  }
  const target = at === 'key' && name ? name : node;
  return { line: target.loc.start.line, column: target.loc.start.column };
}
