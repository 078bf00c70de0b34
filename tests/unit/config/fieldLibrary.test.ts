// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveFieldRefs, type FieldEntries } from '../../../core/config/fieldLibrary';

const title = (zh: string, en: string) => ({ 'ui:title': { 'zh-CN': zh, 'en-US': en } });

const library: FieldEntries = {
  phone: {
    schema: { type: 'string', 'x-validate': 'phone', 'x-role': 'phone' },
    uiSchema: { ...title('手机号码', 'Mobile number'), 'ui:inputType': 'tel' },
    required: true,
  },
  emergencyPhone: {
    $ref: 'fields:phone',
    schema: { 'x-role': 'emergencyPhone' },
    uiSchema: title('紧急联系人电话', 'Emergency contact phone'),
    required: false,
  },
  size: {
    schema: { type: 'string', enum: ['S', 'M', 'L'] },
    uiSchema: {
      ...title('尺码', 'Size'),
      'ui:enumNames': [
        { 'zh-CN': '小', 'en-US': 'Small' },
        { 'zh-CN': '中', 'en-US': 'Medium' },
        { 'zh-CN': '大', 'en-US': 'Large' },
      ],
    },
  },
  loopA: { $ref: 'fields:loopB' },
  loopB: { $ref: 'fields:loopA' },
};

/** A form with one field written as given, and its own uiSchema for that field if any. */
const form = (property: unknown, ui?: unknown, required?: string[]) => ({
  schema: { type: 'object', ...(required && { required }), properties: { f: property } },
  uiSchema: ui === undefined ? {} : { f: ui },
});

describe('resolving a form field from the field library', () => {
  it.each([
    [
      'takes schema, texts and required-ness from the entry',
      form({ $ref: 'fields:phone' }),
      {
        schema: { type: 'string', 'x-validate': 'phone', 'x-role': 'phone' },
        ui: { ...title('手机号码', 'Mobile number'), 'ui:inputType': 'tel' },
        required: ['f'],
      },
    ],
    [
      'lets keywords next to the ref and the form’s own uiSchema replace the entry’s',
      form({ $ref: 'fields:phone', 'x-validate': 'mobile' }, title('联系电话', 'Phone')),
      {
        schema: { type: 'string', 'x-validate': 'mobile', 'x-role': 'phone' },
        ui: { ...title('联系电话', 'Phone'), 'ui:inputType': 'tel' },
        required: ['f'],
      },
    ],
    [
      'makes a required entry optional with "required": false',
      form({ $ref: 'fields:phone', required: false }),
      { required: undefined },
    ],
    [
      'makes an optional entry required with "required": true',
      form({ $ref: 'fields:size', required: true }, undefined, ['other']),
      { required: ['other', 'f'] },
    ],
    [
      'builds an entry on the one it names, its own settings on top',
      form({ $ref: 'fields:emergencyPhone' }),
      {
        schema: { type: 'string', 'x-validate': 'phone', 'x-role': 'emergencyPhone' },
        ui: { ...title('紧急联系人电话', 'Emergency contact phone'), 'ui:inputType': 'tel' },
        required: undefined,
      },
    ],
    [
      'keeps the entry’s names of the choices a narrowed enum keeps',
      form({ $ref: 'fields:size', enum: ['L', 'S'] }),
      {
        schema: { type: 'string', enum: ['L', 'S'] },
        ui: {
          ...title('尺码', 'Size'),
          'ui:enumNames': [
            { 'zh-CN': '大', 'en-US': 'Large' },
            { 'zh-CN': '小', 'en-US': 'Small' },
          ],
        },
      },
    ],
  ])('%s', (_, written, want) => {
    const { form: resolved, problems, uses } = resolveFieldRefs(written, library);
    expect(problems).toEqual([]);
    expect(uses).toEqual([{ field: 'f', entries: expect.arrayContaining([expect.any(String)]) }]);
    if ('schema' in want) expect(resolved.schema.properties.f).toEqual(want.schema);
    if ('ui' in want) expect(resolved.uiSchema.f).toEqual(want.ui);
    if ('required' in want) expect(resolved.schema.required).toEqual(want.required);
  });

  it.each([
    [
      'an unknown entry, with the entry it most likely means',
      form({ $ref: 'fields:phnoe' }),
      {
        in: 'form',
        field: 'f',
        pointer: '/schema/properties/f/$ref',
        message:
          'configs/fields.json has no field "phnoe"; its entries are: phone, emergencyPhone, size, loopA, loopB; did you mean "fields:phone"?',
      },
    ],
    [
      'a reference not written as fields:<entry>',
      form({ $ref: '#/fields/phone' }),
      {
        in: 'form',
        field: 'f',
        pointer: '/schema/properties/f/$ref',
        message:
          'a reference is written "fields:<entry>", like "fields:phone"; entries of configs/fields.json are: phone, emergencyPhone, size, loopA, loopB',
      },
    ],
    [
      'entries that refer to each other in a circle',
      form({ $ref: 'fields:loopA' }),
      {
        in: 'library',
        field: 'f',
        pointer: '/fields/loopB/$ref',
        message:
          'the entries refer to each other in a circle (fields:loopA → fields:loopB → fields:loopA); let one of them write its own "schema" instead of a "$ref"',
      },
    ],
    [
      'a narrowed enum with a choice the entry has no name for',
      form({ $ref: 'fields:size', enum: ['S', 'XL'] }),
      {
        in: 'form',
        field: 'f',
        pointer: '/schema/properties/f/enum/1',
        message:
          '"XL" is not a choice of fields:size, so it has no name; choose from "S", "M", "L", or give the field its own "ui:enumNames" in uiSchema',
      },
    ],
    [
      '"required": false for a field the form also lists as required',
      form({ $ref: 'fields:phone', required: false }, undefined, ['f']),
      {
        in: 'form',
        field: 'f',
        pointer: '/schema/properties/f/required',
        message:
          '"f" is also listed in schema.required; remove it there, or write "required": true here',
      },
    ],
  ])('refuses %s', (_, written, problem) => {
    expect(resolveFieldRefs(written, library).problems).toEqual([problem]);
  });

  it('gives a form without references back as it is', () => {
    const plain = form({ type: 'string' }, title('备注', 'Note'));
    expect(resolveFieldRefs(plain, library).form).toBe(plain);
  });
});
