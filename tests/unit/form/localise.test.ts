import { describe, expect, it } from 'vitest';
import sample from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';
import { localiseUiSchema } from '../../../src/renderer/form/localise';

const event = sampleEvent(sample);

const uiSchema = {
  'ui:order': ['name', 'gender', '*'],
  name: {
    'ui:section': { 'zh-CN': '个人信息', 'en-US': 'Personal details' },
    'ui:title': { 'zh-CN': '姓名', 'en-US': 'Full name' },
    'ui:placeholder': { 'zh-CN': '与证件一致', 'en-US': 'As on your ID' },
    'ui:options': { autoCapitalize: 'characters', mainland: ['CN'] },
  },
  gender: {
    'ui:widget': 'radio',
    'ui:enumNames': [
      { 'zh-CN': '男', 'en-US': 'Male' },
      { 'zh-CN': '女', 'en-US': 'Female' },
    ],
  },
  races: { items: { race: { 'ui:title': { 'zh-CN': '赛事名称', 'en-US': 'Race' } } } },
  note: { 'ui:title': { 'zh-CN': '备注' } },
};

describe('localiseUiSchema', () => {
  it('puts every text in English', () => {
    expect(localiseUiSchema(uiSchema, 'en-US')).toEqual({
      'ui:order': ['name', 'gender', '*'],
      name: {
        'ui:section': 'Personal details',
        'ui:title': 'Full name',
        'ui:placeholder': 'As on your ID',
        'ui:options': { autoCapitalize: 'characters', mainland: ['CN'] },
      },
      gender: { 'ui:widget': 'radio', 'ui:enumNames': ['Male', 'Female'] },
      races: { items: { race: { 'ui:title': 'Race' } } },
      note: { 'ui:title': '备注' },
    });
  });

  it('puts every text in Chinese', () => {
    const zh = localiseUiSchema(uiSchema, 'zh-CN');
    expect(zh.name['ui:title']).toBe('姓名');
    expect(zh.gender['ui:enumNames']).toEqual(['男', '女']);
    expect(zh.races.items.race['ui:title']).toBe('赛事名称');
  });

  it('leaves the config it was given untouched', () => {
    const before = JSON.stringify(uiSchema);
    localiseUiSchema(uiSchema, 'en-US');
    expect(JSON.stringify(uiSchema)).toBe(before);
  });

  it('leaves no two-language text in the sample form', () => {
    for (const language of ['zh-CN', 'en-US']) {
      const text = JSON.stringify(localiseUiSchema(event.form.uiSchema, language));
      expect(text).not.toMatch(/"(zh-CN|en-US)":/);
    }
  });
});
