// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigChecker,
  formatProblem,
  readConfigTree,
  type ConfigSource,
} from '../../../scripts/lib/config-check/index.ts';
import { root } from '../../../scripts/lib/registry-schemas.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
let checker: ConfigChecker;
beforeAll(() => {
  checker = new ConfigChecker();
});

/** The valid base set with the files of one broken fixture laid over it. */
function fixture(name: string): ConfigSource[] {
  const files = new Map(readConfigTree(path.join(fixtures, 'base')).map((s) => [s.file, s]));
  for (const source of readConfigTree(path.join(fixtures, name))) files.set(source.file, source);
  return [...files.values()];
}

const lines = (sources: ConfigSource[], only?: string[]) =>
  checker.check(sources, only).map(formatProblem);

/** Each fixture breaks one rule; the checker must say exactly this and nothing else. */
const expected: Record<string, string[]> = {
  // Schema errors, in plain words
  'team-role-without-ticket': [
    'configs/events/lake-relay-2030.json:36:5  /roles/1  role 2 has no "ticket"; in a team race every role names the ticket its runners enter with',
  ],
  'team-rule-unknown-field': [
    'configs/events/lake-relay-2030.json:146:18  /team/rules/0/field  "gender" is not a field of the form; the form\'s fields are: ticket',
  ],
  'team-rule-age-sum-unreadable': [
    'configs/events/lake-relay-2030.json:145:17  /team/rules/0/type  the form gives no birth date to add up: give it form.ageLimits or form.nationalId, a field with "x-role": "birthday", or name the birth date field in "field"',
    "configs/events/lake-relay-2030.json:147:16  /team/rules/0/max  max (100) is less than min (120); no team's ages could add up to both",
  ],
  'unknown-gate-type': [
    'configs/events/lake-run-2030.json:26:15  /gates/0/type  unknown gate type "statment"; registered gate types are: alert, answer, anti, check, note, rule, safe, statement; did you mean "statement"?',
  ],
  'block-without-type': [
    'configs/events/lake-run-2030.json:23:38  /screens/index/blocks/0  this block has no "type"; registered block types are: applyButtons, banner, heroes, keyFacts, richText',
  ],
  'gate-missing-text': [
    'configs/events/lake-run-2030.json:25:5  /gates/0  "body" is missing. The text as simple HTML (p, b, ul, li). Example: {"zh-CN": "<p>本人自愿参赛……</p>", "en-US": "<p>I take part of my own free will…</p>"}.',
  ],
  'missing-english-text': [
    'configs/events/lake-run-2030.json:6:11  /name  the English text ("en-US") is missing; write every text in both languages, like {"zh-CN": "…", "en-US": "…"}',
  ],
  'string-price': [
    'configs/events/lake-run-2030.json:19:30  /tickets/0/price/mainland  price must be a whole number of cents, for example 26000 for 260 yuan',
  ],
  'outside-url-not-https': [
    'configs/events/lake-run-2030.json:333:12  /outside/url  the text "//evil.example" is not written as allowed. An absolute https:// address of another website (never //host, http: or a path). Example: "https://tickets.example.com/gz2027".',
  ],
  'unknown-setting': [
    'configs/events/lake-run-2030.json:9:19  /registration  "closes" is missing. When sign-up closes; must be later than opens and before raceDate. Example: "2027-09-30T18:00:00+08:00".',
    'configs/events/lake-run-2030.json:12:5  /registration/closse  "closse" is not a setting here; allowed settings are: mode, opens, closes, stage, lottery, waitingRoom; did you mean "closes"?',
  ],
  'primary-too-light': [
    'configs/editions/lake.json:10:26  /theme/cssVariables/--color-primary  "#0f8a5f" reads at 4.36:1 on white cards (tabs, links, prices); text needs 4.5:1. Use a darker shade, e.g. "#0f875d"',
  ],
  'not-allowed-value': [
    'configs/events/lake-run-2030.json:10:13  /registration/mode  the text "first-com" is not allowed here; write one of: "first-come", "lottery"; did you mean "first-come"?',
  ],
  'lottery-without-draw': [
    'configs/events/lake-run-2030.json:9:19  /registration  "lottery" is missing. Draw settings; required when mode is "lottery".',
  ],
  'bad-date-time': [
    'configs/events/lake-run-2030.json:8:15  /raceDate  the text "2030-05-01 08:00" is not a date and time; write it with its time zone, like "2027-10-01T10:00:00+08:00"',
  ],
  'css-variable-name': [
    'configs/editions/lake.json:12:7  /theme/cssVariables/color-accent  "color-accent" is not an allowed name here. Colours and sizes of the edition as CSS custom properties. Each name starts with -- ; each value is a CSS value. Required: --color-primary (buttons, active tab), --color-primary-text (text on primary), --color-background (page background). Example: {"--color-primary": "#c8102e"}.',
  ],
  'duplicate-key': [
    'configs/events/lake-run-2030.json:15:3  /applyTypes  "applyTypes" is written twice in the same place; only the last one would count, so keep one',
  ],
  // Ids, keys and file names
  'duplicate-event-id': [
    'configs/editions/lake.json:16:34  /search/eventIds/1  no event has the id 9002; write the id of an event in configs/events',
    'configs/events/lake-relay-2030.json:3:9  /id  event id 9001 is also used by configs/events/lake-run-2030.json at /id; every event needs its own id',
    'configs/events/lake-run-2030.json:3:9  /id  event id 9001 is also used by configs/events/lake-relay-2030.json at /id; every event needs its own id',
  ],
  'duplicate-ticket-id': [
    'configs/events/lake-relay-2030.json:22:13  /tickets/0/id  ticket id 900101 is also used by configs/events/lake-run-2030.json at /tickets/0/id; ticket ids must differ across all events, because orders refer to them',
    'configs/events/lake-run-2030.json:17:13  /tickets/0/id  ticket id 900101 is also used by configs/events/lake-relay-2030.json at /tickets/0/id; ticket ids must differ across all events, because orders refer to them',
  ],
  'key-not-file-name': [
    'configs/events/lake-run-2030.json:4:10  /key  the key "lake-10k-2030" must be the same as the file name "lake-run-2030" (without .json); change the key or rename the file',
  ],
  'prefix-not-file-name': [
    'configs/editions/lake.json:3:13  /prefix  the prefix "lakes" must be the same as the file name "lake" (without .json); change the prefix or rename the file',
  ],
  // References between files
  'unknown-edition': [
    'configs/events/lake-run-2030.json:5:14  /edition  there is no edition "lak"; editions are the files in configs/editions: lake; did you mean "lake"?',
  ],
  'unknown-default-event': [
    'configs/app.json:3:21  /defaultEventId  no event has the id 9100; write the id of an event in configs/events',
  ],
  'event-of-other-edition': [
    'configs/editions/hill.json:5:18  /homeEventId  event 9001 (configs/events/lake-run-2030.json) belongs to the edition "lake", not "hill"; choose an event of this edition',
    'configs/editions/hill.json:15:28  /search/eventIds/0  event 9002 (configs/events/lake-relay-2030.json) belongs to the edition "lake", not "hill"; choose an event of this edition',
  ],
  // Registered types
  'type-twice': [
    'configs/events/lake-run-2030.json:80:63  /payment/channels/1/type  the channel type "unionpay" is already used by entry 1 of this list; each channel type may appear only once',
  ],
  // Dates
  'closes-before-opens': [
    'configs/events/lake-run-2030.json:12:15  /registration/closes  sign-up must close after it opens, but closes (2029-12-01T18:00:00+08:00) is not later than opens (2030-01-01T10:00:00+08:00)',
  ],
  'refund-policy-broken': [
    'configs/events/lake-run-2030.json:157:18  /refund/windows/1/until  window 2 ends (2030-03-01T00:00:00+08:00) no later than the window before it; list the windows in the order they end',
    'configs/events/lake-run-2030.json:159:20  /refund/handlingFee  the race sells tickets in US dollars, so the handling fee needs a "foreign" amount in US cents too',
    'configs/events/lake-run-2030.json:160:17  /refund/tickets/0  ticket 900199 is not a ticket of this event; its tickets are: 900101',
    'configs/events/lake-run-2030.json:163:15  /withdrawal/closes  withdrawal closes (2030-06-01T00:00:00+08:00) after the race starts (2030-05-01T08:00:00+08:00); it must close before the race',
    "configs/events/lake-run-2030.json:165:29  /withdrawal/deferTo/eventId  event 4242 does not exist; name the id of the next edition's event config",
  ],
  'waiting-room-past-closes': [
    'configs/events/lake-run-2030.json:13:62  /registration/waitingRoom/activeMinutes  the waiting room must end before sign-up closes, but closes (2030-01-01T20:00:00+08:00) is not later than opens + activeMinutes (2030-01-01T14:00:00.000Z)',
  ],
  'draw-before-closes': [
    'configs/events/lake-relay-2030.json:13:28  /registration/lottery/drawAt  the draw must come after sign-up closes, but drawAt (2030-02-10T12:00:00+08:00) is not later than closes (2030-03-01T18:00:00+08:00)',
  ],
  'race-before-closes': [
    'configs/events/lake-run-2030.json:8:15  /raceDate  sign-up must close before the race starts, but raceDate (2030-03-01T08:00:00+08:00) is not later than closes (2030-04-01T18:00:00+08:00)',
  ],
  // Pickup and race numbers
  'pickup-and-numbers-wrong': [
    'configs/events/lake-run-2030.json:351:18  /pickup/dates/0/venue  venue "pier" is not in pickup.venues; the venues are: hall',
    'configs/events/lake-run-2030.json:356:20  /pickup/dates/0/slots/0/end  a slot must end after it starts, but 09:00 is not later than 10:00',
    'configs/events/lake-run-2030.json:360:19  /pickup/dates/0/slots/1/id  slot id "am" is used twice on 2030-05-01',
    'configs/events/lake-run-2030.json:389:7  /raceNumbers/ranges/1  this range overlaps range 0 (LAK 1–500); a number can belong to one ticket only',
    'configs/events/lake-run-2030.json:390:19  /raceNumbers/ranges/1/ticket  ticket 424242 is not a ticket of this event; its tickets are: 900101',
    'configs/events/lake-run-2030.json:393:15  /raceNumbers/ranges/1/to  to (300) is less than from (400)',
    'configs/events/lake-run-2030.json:396:29  /raceNumbers/reserved/1  ZZZ0001 is in none of the ranges, so keeping it back has no effect',
  ],
  // Teams and groups
  'role-min-above-max': [
    'configs/events/lake-relay-2030.json:18:79  /roles/1/max  max (4) is less than min (5); the most runners of a role in a team must be at least the fewest',
  ],
  'ticket-unknown-role': [
    'configs/events/lake-relay-2030.json:26:22  /tickets/0/roleIds/1  role 3 does not exist; the roles of this event are: 1, 2',
  ],
  'group-min-above-max': [
    'configs/events/lake-relay-2030.json:51:64  /group/maxMembers  maxMembers (8) is less than minMembers (10); the largest group must be at least the smallest',
  ],
  'group-in-lottery': [
    'configs/events/lake-relay-2030.json:51:25  /group/enabled  group registration needs a first-come race: a group takes its places when it is saved, a lottery only at the draw',
  ],
  // Gates
  'answer-out-of-range': [
    'configs/events/lake-run-2030.json:43:22  /gates/1/questions/0/correct  correct is 2, but the question has 2 options, numbered 0 to 1; write the number of the right option, counting from 0',
  ],
  'alert-nobody-passes': [
    'configs/events/lake-relay-2030.json:35:18  /gates/0/options  no answer has "accepted": true, so no runner could continue; mark the answer that lets runners sign up',
  ],
  'results-bad-courses': [
    'configs/events/lake-run-2030.json:340:19  /results/courses/1/ticket  ticket 999 is not a ticket of this event; use one of 900101',
    'configs/events/lake-run-2030.json:344:19  /results/courses/2/ticket  ticket 900101 is listed twice; give each course once',
    'configs/events/lake-run-2030.json:348:23  /results/ageGroups/1  20 follows 35; write the lower bounds in rising order',
  ],
  'committee-without-gate': [
    'configs/events/lake-run-2030.json:90:19  /committee/commitment  commitment is read on the "check" gate page, but this event has no "check" gate; add one to gates or leave commitment out',
  ],
  // Q&A
  'faq-broken': [
    'configs/events/lake-run-2030.json:163:32  /faq/types/0/pages/1  page "safe" is not a gate of this race (see /gates); no page would link to these questions',
    'configs/events/lake-run-2030.json:172:19  /faq/types/1/pages/0  page "statement" already links to the type /faq/types/0; a page links to one type',
    'configs/events/lake-run-2030.json:191:16  /faq/questions/1/key  key "refund" is also used by /faq/questions/0; every question needs its own key',
    'configs/events/lake-run-2030.json:192:19  /faq/questions/1/typeId  typeId 9 is not the id of a type in /faq/types; the question would be listed nowhere',
  ],
  // Texts of the form
  'ui-text-one-language': [
    'configs/events/lake-run-2030.json:77:30  /form/uiSchema/phone/ui:title  the English text ("en-US") is missing; write every text in both languages, like {"zh-CN": "…", "en-US": "…"}',
  ],
  'ui-text-plain-string': [
    'configs/events/lake-run-2030.json:69:83  /form/uiSchema/name/ui:placeholder  this text must be given in both languages, like {"zh-CN": "…", "en-US": "…"}',
  ],
  'field-without-title': [
    'configs/events/lake-run-2030.json:60:18  /form/schema/properties/phone  the field "phone" has no title; add "ui:title": {"zh-CN": "…", "en-US": "…"} to uiSchema "phone"',
  ],
  'title-in-form-schema': [
    'configs/events/lake-run-2030.json:60:38  /form/schema/properties/phone/title  the form schema is the same in both languages, so its texts go in the uiSchema: write "ui:title": {"zh-CN": "…", "en-US": "…"} under uiSchema "phone" instead',
  ],
  // The form schema
  'form-schema-invalid': [
    'configs/events/lake-run-2030.json:59:29  /form/schema/properties/gender/type  the text "integr" is not allowed here; write one of: "array", "boolean", "integer", "null", "number", "object", "string"; did you mean "integer"?',
  ],
  'form-unknown-keyword': [
    'configs/events/lake-run-2030.json:56:11  /form/schema/properties/name/minLenght  "minLenght" is not a JSON Schema keyword, so the form would ignore it; did you mean "minLength"?',
  ],
  'form-unknown-format': [
    'configs/events/lake-run-2030.json:60:48  /form/schema/properties/phone/format  unknown format "phone"; formats are: date, time, date-time, iso-time, iso-date-time, duration, uri, uri-reference, uri-template, url, email, hostname, ipv4, ipv6, regex, uuid, json-pointer, json-pointer-uri-fragment, relative-json-pointer, byte, int32, int64, float, double, password, binary; for checks such as phone numbers write "x-validate" instead',
  ],
  'unknown-check': [
    'configs/events/lake-run-2030.json:60:52  /form/schema/properties/phone/x-validate  there is no check named "phnoe"; the checks are: required, idCard, consent, minSize, maxSize, length, min, max, match, numeric, alphaNumeric, email, phone, mobile, tel, zipcode, nameSpelling, optionalCNO, codeRule, onlyEnter, HKPass, url; did you mean "phone"?',
  ],
  'unknown-field-role': [
    'configs/events/lake-run-2030.json:59:66  /form/schema/properties/gender/x-role  unknown field role "gendre"; the app acts on the roles: ticket, country, beans, idType, idNumber, birthday, gender, name, phone, photo; did you mean "gender"?; leave "x-role" out on other fields',
  ],
  'check-without-param': [
    'configs/events/lake-run-2030.json:57:25  /form/schema/properties/name/x-validate  the check "maxSize" needs a "param": write {"rule": "maxSize", "param": 20}',
  ],
  'check-bad-param': [
    'configs/events/lake-run-2030.json:62:63  /form/schema/properties/phone/x-validate/1/param  this regular expression does not work: a "[" is never closed with "]"',
  ],
  'enum-names-count': [
    'configs/events/lake-run-2030.json:72:25  /form/uiSchema/gender/ui:enumNames  lists 3 names, but the field "gender" has 2 choices (its "enum"); give one name per choice, in the same order',
  ],
  'ticket-of-other-event': [
    'configs/events/lake-run-2030.json:53:57  /form/schema/properties/ticket/enum/1  900201 is not a ticket of this event; the ticket ids are: 900101',
  ],
  'required-unknown-field': [
    'configs/events/lake-run-2030.json:51:38  /form/schema/required/2  "mobile" is required, but the form has no field of that name, so it could never be sent; fields are: ticket, name, gender, phone',
  ],
  'order-unknown-field': [
    'configs/events/lake-run-2030.json:64:19  /form/uiSchema/ui:order  does not list the field "gender"; list every field, or add "*" to place the others',
    'configs/events/lake-run-2030.json:64:38  /form/uiSchema/ui:order/2  "sex" is not a field of the form; list only fields, and "*" for all others',
  ],
  // The form as the build compiles it, and its regular expressions
  'form-not-built': [
    'configs/events/lake-run-2030.json:77:17  /form/schema/allOf/1/if  the app checks this part of the form on its own, where "$ref": "#/definitions/abroad" leads nowhere; write the schema it refers to here instead',
  ],
  'regex-does-not-compile': [
    'configs/events/lake-run-2030.json:65:52  /form/schema/properties/bestTime/pattern  this regular expression does not work: a "(" is never closed with ")"',
  ],
  // Names the mobile theme registers
  'unknown-widget': [
    'configs/events/lake-run-2030.json:130:22  /form/uiSchema/idType/ui:widget  the form has no widget "idTpye" for a field of type "string", so it would stop at this field; widgets for it are: picker, country, clothingSize, idType, birthday, loyalty, upload, text, textarea, radio, select, hidden, email, password; did you mean "idType"?',
  ],
  'widget-wrong-type': [
    'configs/events/lake-run-2030.json:111:22  /form/uiSchema/gender/ui:widget  the form has no widget "textarea" for a field of type "integer", so it would stop at this field; widgets for it are: picker, country, clothingSize, idType, birthday, loyalty, upload, text, radio, select, hidden, updown',
  ],
  'unknown-template': [
    'configs/events/lake-run-2030.json:118:29  /form/uiSchema/phone/ui:FieldTemplate  the form has no template "RowTemplate"; templates are: ArrayFieldDescriptionTemplate, ArrayFieldItemTemplate, ArrayFieldItemButtonsTemplate, ArrayFieldTemplate, ArrayFieldTitleTemplate, ButtonTemplates, BaseInputTemplate, CyclicSchemaExpandTemplate, DescriptionFieldTemplate, ErrorListTemplate, FallbackFieldTemplate, FieldTemplate, FieldErrorTemplate, FieldHelpTemplate, GridTemplate, MultiSchemaFieldTemplate, ObjectFieldTemplate, OptionalDataControlsTemplate, TitleFieldTemplate, UnsupportedFieldTemplate, WrapIfAdditionalTemplate; did you mean "GridTemplate"?',
  ],
  'unknown-ui-field': [
    'configs/events/lake-run-2030.json:116:80  /form/uiSchema/phone/ui:field  the form has no field component "PhoneField"; field components are: AnyOfField, ArrayField, BooleanField, CyclicSchemaField, FallbackField, LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField, NumberField, ObjectField, OneOfField, OptionalDataControlsField, SchemaField, StringField, NullField',
  ],
  // The form's switches and the values they name
  'id-type-value-not-offered': [
    'configs/events/lake-run-2030.json:85:20  /form/nationalId/typeValue  "3" is not one of the values of the field "idType": "1", "2"; write the value that means a Chinese ID card',
  ],
  'national-id-unknown-field': [
    'configs/events/lake-run-2030.json:86:19  /form/nationalId/birthday  "birthdate" is not a field of the form; fields are: ticket, name, gender, phone, country, idType, idNumber, birthday, bestTime, pledge, nameSpelling; did you mean "birthday"?',
  ],
  'age-limits-crossed': [
    'configs/events/lake-run-2030.json:89:67  /form/ageLimits/maximum  maximum (18) is less than minimum (60); no runner could sign up',
  ],
  'consent-not-required': [
    'configs/events/lake-run-2030.json:66:19  /form/schema/properties/pledge  the consent "pledge" is not listed in "required", so the form could be sent without it; add "pledge" to "required"',
  ],
  'message-unknown-rule': [
    'configs/events/lake-run-2030.json:139:11  /form/uiSchema/idNumber/ui:messages/idcard  there is no rule "idcard" to give a message for; rules are: required, idCard, consent, minSize, maxSize, length, min, max, match, numeric, alphaNumeric, email, phone, mobile, tel, zipcode, nameSpelling, optionalCNO, codeRule, onlyEnter, HKPass, url, pattern, format, minLength, maxLength, minimum, maximum, enum, const, type, minItems, maxItems, minAge, maxAge; did you mean "idCard"?',
  ],
  // Codes and files
  'country-code-not-iso': [
    'configs/events/lake-run-2030.json:61:55  /form/schema/properties/country/enum/1  "UK" is not an ISO 3166-1 country code; write two capital letters such as "CN", "HK", "US" or "GB"',
  ],
  'mainland-option-obsolete': [
    'configs/events/lake-run-2030.json:126:37  /form/uiSchema/country/ui:options/mainland  this list is no longer read: for every race, runners from "CN" pay the mainland (RMB) price and everyone else the foreign (USD) price; remove "mainland"',
  ],
  // Money: one currency rule, prices and channels that fit it
  'foreign-price-without-country': [
    'configs/events/lake-relay-2030.json:24:47  /tickets/0/price/foreign  this race prices foreign entrants, but its form cannot tell a runner\'s country, so nobody would ever pay this price; add a field with "x-role": "country" (ISO 3166-1 codes such as "CN", "HK", "US") to form.schema, or remove the "foreign" prices',
  ],
  'country-without-foreign-price': [
    'configs/events/lake-run-2030.json:61:20  /form/schema/properties/country  the form asks the country, but no ticket has a "foreign" price, so runners from outside the Chinese mainland could not be charged; add "foreign": <US cents> to each ticket\'s "price", or remove the field "country"',
  ],
  'ticket-without-foreign-price': [
    'configs/events/lake-run-2030.json:25:16  /tickets/1/price  the ticket 900109 has no "foreign" price, although this race sells in USD and its channels charge USD: runners from outside the Chinese mainland could not choose it; add "foreign": <US cents>',
  ],
  'currency-without-channel': [
    'configs/events/lake-run-2030.json:153:28  /payment/channels  tickets are priced in USD ("foreign" prices), but no channel of this race can charge USD, so runners from outside the Chinese mainland could not pay; add a channel that charges USD: "unionpay", "boc"',
  ],
  'currency-code-not-iso': [
    'configs/events/lake-run-2030.json:154:84  /payment/channels/1/currencies/1  "RMB" is not an ISO 4217 currency code; write "CNY"',
  ],
  'missing-image': [
    'configs/editions/lake.json:8:13  /theme/logo  there is no file public/images/editions/lake-logo.svg: a path of this app is served from the public folder; add the file there or correct the path',
  ],
  // Texts a new race still has to write
  'todo-text': [
    'configs/events/lake-run-2030.json:6:44  /name/en-US  this text is still a placeholder from npm run config:new; write the race\'s own text in place of "TODO: …"',
  ],
  // Fields every runner can reach
  'condition-unknown-field': [
    'configs/events/lake-run-2030.json:74:35  /form/schema/allOf/1/if/properties/countyr  the condition reads "countyr", which is not a field of the form; fields are: ticket, name, gender, phone, country, idType, idNumber, birthday, bestTime, pledge, nameSpelling; did you mean "country"?',
  ],
  'condition-never-holds': [
    'configs/events/lake-run-2030.json:74:57  /form/schema/allOf/1/if/properties/country/const  the field "country" offers only "CN", "HK", "US", so this condition never holds and the part it opens never applies',
    'configs/events/lake-run-2030.json:77:45  /form/schema/allOf/1/then/properties/nameSpelling  no runner can reach the field "nameSpelling": only the "then" part at /form/schema/allOf/1/then adds it, and its condition never holds',
  ],
  'then-unknown-field': [
    'configs/events/lake-run-2030.json:71:37  /form/schema/allOf/0/then/properties/idNumbr  the "then" part adds checks, with no "type", to "idNumbr", which is not a field of the form; fields are: ticket, name, gender, phone, country, idType, idNumber, birthday, bestTime, pledge, nameSpelling; did you mean "idNumber"?',
    'configs/events/lake-run-2030.json:71:48  /form/schema/allOf/0/then/properties/idNumbr  the field "idNumbr" has no title; add "ui:title": {"zh-CN": "…", "en-US": "…"} to uiSchema "idNumbr"',
    'configs/events/lake-run-2030.json:91:19  /form/uiSchema/ui:order  does not list the field "idNumbr"; list every field, or add "*" to place the others',
  ],
  'dependency-unknown-field': [
    'configs/events/lake-run-2030.json:68:25  /form/schema/dependencies/bestTme  these fields show once the runner fills in "bestTme", which is not a field of the form; fields are: ticket, name, gender, phone, country, idType, idNumber, birthday, bestTime, pledge, nameSpelling; did you mean "bestTime"?',
  ],
  // The field library: references, overrides next to them, and the library's own entries
  'field-ref-unknown': [
    'configs/events/lake-relay-2030.json:48:27  /form/schema/properties/name/$ref  configs/fields.json has no field "nmae"; its entries are: name, mobile, emergencyPhone, size; did you mean "fields:name"?',
    'configs/events/lake-relay-2030.json:50:27  /form/schema/properties/size/$ref  a reference is written "fields:<entry>", like "fields:phone"; entries of configs/fields.json are: name, mobile, emergencyPhone, size',
  ],
  'role-form-unknown-ref': [
    'configs/events/lake-relay-2030.json:27:31  /roles/1/form/schema/properties/name/$ref  configs/fields.json has no field "nmae"; its entries are: name, mobile, emergencyPhone, size; did you mean "fields:name"?',
  ],
  'role-form-schema-invalid': [
    'configs/events/lake-relay-2030.json:28:37  /roles/1/form/schema/properties/relayYears/type  the text "integr" is not allowed here; write one of: "array", "boolean", "integer", "null", "number", "object", "string"; did you mean "integer"?',
  ],
  'field-ref-override': [
    'configs/events/lake-relay-2030.json:49:74  /form/schema/properties/emergencyPhone/required  "emergencyPhone" is also listed in schema.required; remove it there, or write "required": true here',
    'configs/events/lake-relay-2030.json:50:56  /form/schema/properties/size/enum/1  "XL" is not a choice of fields:size, so it has no name; choose from "S", "M", "L", or give the field its own "ui:enumNames" in uiSchema',
  ],
  'field-ref-cycle': [
    'configs/fields.json:10:15  /fields/mobile/$ref  the entries refer to each other in a circle (fields:emergencyPhone → fields:mobile → fields:emergencyPhone); let one of them write its own "schema" instead of a "$ref"',
  ],
  // A mistake in an entry is reported where it is written, once, whichever race uses it.
  'field-library-broken': [
    'configs/fields.json:6:33  /fields/name/uiSchema/ui:title  the English text ("en-US") is missing; write every text in both languages, like {"zh-CN": "…", "en-US": "…"}',
    'configs/fields.json:23:7  /fields/size/requried  "requried" is not a setting here; allowed settings are: $ref, description, schema, uiSchema, required; did you mean "required"?',
  ],
};

describe('config checker', () => {
  it('accepts the valid base fixture', () => {
    expect(lines(fixture('base'))).toEqual([]);
  });

  it('has a broken fixture for every case and a case for every fixture', () => {
    const folders = readdirSync(fixtures).filter((name) => name !== 'base');
    expect(folders.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (name, want) => {
    expect(lines(fixture(name))).toEqual(want);
  });

  it('points at the place of a JSON syntax error', () => {
    const broken = fixture('base').map((s) =>
      s.file === 'configs/app.json' ? { ...s, text: s.text.replace('9001,', '9001') } : s,
    );
    expect(lines(broken)).toEqual([
      'configs/app.json:4:3  /  the file is not valid JSON here (unexpected text): check for a missing or extra comma, quote or bracket',
    ]);
  });

  it('refuses a file that is not in a config folder', () => {
    const stray = { file: 'configs/misc/notes.json', text: '{}' };
    expect(lines([...fixture('base'), stray])).toEqual([
      'configs/misc/notes.json:1:1  /  this is not a config file: configs are configs/app.json, configs/fields.json, configs/editions/<prefix>.json and configs/events/<key>.json',
    ]);
  });

  it('reports only the files asked for, still comparing them with the others', () => {
    const sources = fixture('duplicate-ticket-id');
    expect(lines(sources, ['configs/events/lake-relay-2030.json'])).toEqual([
      expected['duplicate-ticket-id'][0],
    ]);
  });

  it('accepts every config of the project', () => {
    expect(lines(readConfigTree(root))).toEqual([]);
  });
});

describe('npm run config:check', () => {
  const run = (...files: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts', ...files], {
      cwd: root,
      encoding: 'utf8',
    });

  it('prints each problem of a broken config and fails', () => {
    const result = run(path.join(fixtures, 'unknown-gate-type/configs/events/lake-run-2030.json'));
    const file =
      'tests/unit/config-check/fixtures/unknown-gate-type/configs/events/lake-run-2030.json';
    expect(result.stdout.trim().split('\n')).toEqual([
      `${file}:5:14  /edition  there is no edition "lake"; editions are the files in configs/editions: bj, cd, gz`,
      `${file}:26:15  /gates/0/type  unknown gate type "statment"; registered gate types are: alert, answer, anti, check, note, rule, safe, statement; did you mean "statement"?`,
      '2 problems in 1 of 1 configs',
    ]);
    expect(result.status).toBe(1);
  }, 30_000);

  it('checks an edited copy of a config in place of the original', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'config-check-'));
    try {
      const original = readFileSync(path.join(root, 'configs/events/cd-10k-2027.json'), 'utf8');
      mkdirSync(path.join(dir, 'events'));
      const copy = path.join(dir, 'events/cd-10k-2027.json');
      writeFileSync(copy, original.replace('"capacity": 2', '"capacity": 0'));
      const result = run(copy);
      const file = path.relative(root, copy).split(path.sep).join('/');
      expect(result.stdout.trim().split('\n')).toEqual([
        `${file}:26:19  /tickets/0/capacity  0 is too small; the smallest allowed is 1`,
        '1 problem in 1 of 1 configs',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('passes the configs of the project', () => {
    const result = run();
    expect(result.stdout).toMatch(/^\d+ configs OK\n$/);
    expect(result.status).toBe(0);
  }, 30_000);
});
