import path from 'node:path';
import { parse, type DocumentNode } from '@humanwhocodes/momoa';
import { validators as domainValidators } from '../../../core/domain/validators/registry.ts';
import type { CheckContext, Rule, Validators } from './context.ts';
import { resolveLibraryFields } from './library.ts';
import { kindOf, locate, parseConfigs, type ConfigSource, type LoadedConfig } from './load.ts';
import { compareProblems, pointerOf, type Problem } from './problem.ts';
import { codes } from './rules/codes.ts';
import { dateOrder } from './rules/dates.ts';
import { extrasRules } from './rules/extras.ts';
import { faq } from './rules/faq.ts';
import { filesExist } from './rules/files.ts';
import { forms } from './rules/form.ts';
import { committeeGates, passableGates } from './rules/gates.ts';
import { namesMatchFiles, uniqueIds } from './rules/identity.ts';
import { money } from './rules/money.ts';
import { formPatterns } from './rules/patterns.ts';
import { pickupRules, raceNumberRules } from './rules/pickup.ts';
import { noPlaceholders } from './rules/placeholders.ts';
import { reachableFields } from './rules/reach.ts';
import { references } from './rules/references.ts';
import { resultSettings } from './rules/results.ts';
import { refundPolicies } from './rules/refunds.ts';
import { readRegistry, type Registry } from '../registry-schemas.ts';
import { typesOnce } from './rules/registry.ts';
import { formSwitches } from './rules/switches.ts';
import { teams } from './rules/teams.ts';
import { teamSettings } from './rules/team-settings.ts';
import { formTexts } from './rules/texts.ts';
import { themeContrast } from './rules/contrast.ts';
import { themeNames } from './rules/theme.ts';
import { root as projectRoot } from '../registry-schemas.ts';
import { SchemaValidator } from './schema.ts';
import { isObject } from './json.ts';

export { kindOf, readConfigTree, type ConfigSource } from './load.ts';
export { formatProblem, type Problem } from './problem.ts';

/** The rule families, each with what it checks in words for the config reference. */
export const rules: {
  summary: string;
  check: Rule;
  /** A rule of one form: it reads `form` only, and checks each role's own form the same way. */
  form?: true;
}[] = [
  {
    summary:
      'Every event has its own `id` and `key`, and every ticket id is used once across all events.',
    check: uniqueIds,
  },
  {
    summary: "An event's `key` and an edition's `prefix` are the same as their file names.",
    check: namesMatchFiles,
  },
  {
    summary:
      'The `edition` of an event exists; `defaultEventId`, `defaultEdition`, `homeEventId` and `search.eventIds` name existing events and editions, and an edition names only its own events.',
    check: references,
  },
  {
    summary: 'Each gate type and each payment channel type appears at most once in an event.',
    check: typesOnce,
  },
  {
    summary:
      "An edition's `--color-primary` reads at 4.5:1 on white and under its `--color-primary-text`, since both are used for text.",
    check: themeContrast,
  },
  {
    summary:
      'Sign-up opens before it closes, a lottery draw comes after sign-up closes, and both happen before the race starts.',
    check: dateOrder,
  },
  {
    summary:
      "Role ids differ, no role's `min` is above its `max`, tickets name only existing roles, a group's `minMembers` is not above its `maxMembers`, and group registration is on only in a first-come race.",
    check: teams,
  },
  {
    summary:
      'In a race with a `team`: applyTypes contains "2", every role names an existing `ticket` open to it and has its own `key`, `captainRole` is a role, the roles\' min and max can make a team between `minSize` and `maxSize`, `changeUntil` is not after sign-up closes, and each composition rule reads a field of every form members fill (each role\'s own form, else `form`) and a value it offers; an age sum (`"type": "ageSum"`) has `min` not above `max`, and every such form gives a birth date (the rule\'s `field`, else its `ageLimits`, `nationalId` or a field with `"x-role": "birthday"`).',
    check: teamSettings,
  },
  {
    summary:
      'Add-ons name tickets the race has and have a price in every currency their tickets sell in; add-on and charity ids are unique; a charity takes donations in every currency the race sells in; `form.editAfterPayment` names top-level form fields and ends before race day.',
    check: extrasRules,
  },
  {
    summary:
      'The `correct` option of every quiz question exists, and an alert question has at least one accepted answer.',
    check: passableGates,
  },
  {
    summary:
      'Each committee document has the gate page it is read on: the declaration a `statement` gate, the commitment a `check` gate, and `answerTemplateId` an `answer` gate.',
    check: committeeGates,
  },
  {
    summary:
      "Every text in the form's `uiSchema` is given in both languages, every field has a `ui:title`, and `form.schema` has no titles or descriptions of its own.",
    check: formTexts,
    form: true,
  },
  {
    summary:
      '`form.schema` is a valid JSON Schema (draft 7) that compiles in strict mode and exactly as the build compiles it for the app; every `x-validate` names a check listed below, with a parameter exactly when the check needs one; every `required` name is a field; `ui:enumNames` has one name per `enum` value; the ticket field (`"x-role": "ticket"`) offers only the event\'s own ticket ids; `ui:order` names only fields and lists them all unless it contains `"*"`. A role\'s own form (`roles[].form`) is checked by this rule and every other rule of a form exactly as `form` is, its problems reported where the role\'s form is written.',
    check: forms,
    form: true,
  },
  {
    summary:
      'Every regular expression of the form (`pattern`, `patternProperties`, the `match` check) compiles; a broken one is reported where it is written, saying what is wrong with it.',
    check: formPatterns,
    form: true,
  },
  {
    summary:
      "Every `ui:widget`, `ui:field` and template name in the uiSchema is one the mobile theme or RJSF registers, and a widget suits its field's type (RJSF would stop rendering the form at an unknown one).",
    check: themeNames,
    form: true,
  },
  {
    summary:
      '`form.nationalId` and `form.ageLimits` name fields of the form (a date field for the birthday, a gender field offering 1 and 2) and an ID-type value that field offers; a must-tick consent is a yes/no field listed in `required`; `ui:messages` are for rules there are.',
    check: formSwitches,
    form: true,
  },
  {
    summary:
      'Conditions (`if`) read fields the form has and values they offer, `dependencies` hang on fields, a `then`/`else` part that only adds checks (no `type`) names a field the form has, and no field is added only by a condition that never holds.',
    check: reachableFields,
    form: true,
  },
  {
    summary:
      "Country codes (the country field's choices) are ISO 3166-1 codes; the country field has no `ui:options.mainland` list any more (the currency follows from the country by one rule).",
    check: codes,
    form: true,
  },
  {
    summary:
      'Money follows one rule for every race: a race with `foreign` prices has a country field (`"x-role": "country"`) and a race with a country field has `foreign` prices; every ticket has a price in each currency the race prices in, and some channel of the race can charge each such currency (by the channel table in `core/domain/channels.ts`); channel `currencies` are ISO 4217 codes the channel can charge.',
    check: money,
  },
  {
    summary:
      'Results `courses` are tickets of the event, each once; `ageGroups` rise; a race with courses or a `qualification` has `form.nationalId` (results are matched to runners by their ID number).',
    check: resultSettings,
  },
  {
    summary:
      'Refund windows are listed in the order they end and all end before the race starts; `refund.tickets` are tickets of the race; a race selling in US dollars gives its handling fee in US cents too; withdrawal closes before the race starts, and `withdrawal.deferTo` names another event and one of its tickets.',
    check: refundPolicies,
  },
  {
    summary:
      'Pickup: venue ids differ, every pickup day names a venue of `pickup.venues`, no day is listed twice or falls after race day, slot ids differ within a day, and every slot ends after it starts.',
    check: pickupRules,
  },
  {
    summary:
      'Race numbers: every range belongs to a ticket of the event, `to` is not below `from`, ranges with the same prefix do not overlap, and every reserved number lies in a range.',
    check: raceNumberRules,
  },
  {
    summary:
      'Every file a config names by a path of this app (a logo, a banner, an image in a text) exists in `public/`.',
    check: filesExist,
  },
  {
    summary:
      'No text still starts with the `TODO:` placeholder that `npm run config:new` writes into the texts of a new race.',
    check: noPlaceholders,
  },
  {
    summary:
      'In `faq`, ids and keys of question types and of questions are unique, every question names an existing type (`typeId`), and a type links only from gates the race has (or `form`), each page from one type.',
    check: faq,
  },
];
/**
 * Checks a whole set of configs: each file against its schema, then the rules that span files.
 * Build it once and reuse it; setting up the schemas is the slow part.
 */
export class ConfigChecker {
  private readonly schemas: SchemaValidator;

  constructor(
    private readonly registry: Registry = readRegistry(),
    private readonly validators: Validators = domainValidators,
    private readonly root: string = projectRoot,
  ) {
    this.schemas = new SchemaValidator(registry);
  }

  /**
   * Every problem in `sources`, sorted, with line and column. With `only`, problems are reported
   * for those files alone, while the rules still compare them with all the other sources.
   */
  check(sources: ConfigSource[], only?: readonly string[]): Problem[] {
    const reported = (file: string) => !only || only.includes(file);
    const parsed = parseConfigs(sources);
    const problems = parsed.problems;
    const byKind = (kind: LoadedConfig['kind']) => parsed.configs.filter((c) => c.kind === kind);
    const library = resolveLibraryFields(byKind('fields')[0], byKind('event'));
    const configs = [...parsed.configs.filter((c) => c.kind !== 'event'), ...library.events];
    const context: CheckContext = {
      app: byKind('app')[0],
      editions: byKind('edition'),
      events: library.events,
      registry: this.registry,
      validators: this.validators,
      root: this.root,
      publicDir: path.join(this.root, 'public'),
    };
    for (const config of configs) {
      if (!reported(config.file)) continue;
      for (const finding of this.schemas.validate(config.kind, config.value)) {
        problems.push({ file: config.file, ...finding });
      }
    }
    if (!sources.some((source) => kindOf(source.file) === 'app')) {
      problems.push({
        file: 'configs/app.json',
        pointer: '',
        message:
          'configs/app.json is missing; the app reads its default event and languages from it',
      });
    }
    problems.push(...rules.flatMap((rule) => rule.check(context)));
    problems.push(...roleFormProblems(context));

    const byFile = new Map(configs.map((c) => [c.file, c]));
    const documents = new Map<string, DocumentNode>();
    const documentOf = (config: LoadedConfig) => {
      if (!documents.has(config.file)) documents.set(config.file, parse(config.text));
      return documents.get(config.file)!;
    };
    const seen = new Set<string>();
    return [...problems.flatMap((p) => library.relocate(p) ?? []), ...library.problems]
      .filter((p) => reported(p.file))
      .map((p) => {
        const config = byFile.get(p.file);
        return p.line === undefined && config
          ? { ...p, ...locate(documentOf(config), p.pointer, p.at) }
          : p;
      })
      .filter((p) => {
        // Two rules may find the same thing (a conditional field defined twice, say); say it once.
        const key = `${p.file}\n${p.pointer}\n${p.message}`;
        return !seen.has(key) && seen.add(key);
      })
      .sort(compareProblems);
  }
}

/** A file path as the checker names it: relative to the project root, with forward slashes. */
export function projectPath(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/**
 * A role's own form (`roles[].form`) is checked by every rule of a form, exactly as the event's
 * form: each rule reads the event with the role's form in its place, and what it finds is moved
 * from `/form/…` to `/roles/<i>/form/…`, where the role's form is written.
 */
function roleFormProblems(context: CheckContext): Problem[] {
  const formRules = rules.filter((rule) => rule.form);
  return context.events.flatMap((event) => {
    if (!isObject(event.value) || !Array.isArray(event.value.roles)) return [];
    const value = event.value;
    return (value.roles as unknown[]).flatMap((role, index) => {
      if (!isObject(role) || !isObject(role.form)) return [];
      const view = { ...event, value: { ...value, form: role.form } };
      const at = pointerOf('roles', index, 'form');
      return formRules
        .flatMap((rule) => rule.check({ ...context, events: [view] }))
        .flatMap((problem) =>
          problem.file === event.file && /^\/form(\/|$)/.test(problem.pointer)
            ? [{ ...problem, pointer: at + problem.pointer.slice('/form'.length) }]
            : [],
        );
    });
  });
}
