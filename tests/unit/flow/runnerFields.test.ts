import { describe, expect, it } from 'vitest';
import { maskIdNumber, runnerFields } from '../../../src/screens/pay/runnerFields';
import bjConfig from '../../../configs/events/bj-marathon-2027.json';
import gzConfig from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';

const gz = sampleEvent(gzConfig);
const values = {
  ticket: 100101,
  name: '张小跑',
  gender: 2,
  country: 'US',
  idType: '1',
  idNumber: '11010119900517851X',
  phone: '13800138000',
  photo: 'https://cdn.example.com/p.jpg',
  recentRaces: [{ race: 'x' }],
  email: '',
};

describe('runner details on the order', () => {
  it('lists the submitted fields in form order, titled and with choices named', () => {
    expect(runnerFields(gz, values, 'en-US').map(({ label, value }) => [label, value])).toEqual([
      ['Full name', '张小跑'],
      ['Gender', 'Female'],
      ['Country or region', 'United States'],
      ['ID type', 'Chinese ID card'],
      ['ID number', '110***********851X'],
      ['Mobile number', '13800138000'],
    ]);
  });

  it('lists a field that a condition adds, such as the name spelling of foreign runners', () => {
    const bj = sampleEvent(bjConfig);
    const foreign = { name: 'John Smith', country: 'US', nameSpelling: 'JOHN SMITH' };
    expect(runnerFields(bj, foreign, 'en-US').map(({ label, value }) => [label, value])).toEqual([
      ['Full name', 'John Smith'],
      ['Name as in passport', 'JOHN SMITH'],
      ['Country or region', 'United States'],
    ]);
  });

  it('speaks the current language', () => {
    const [, gender] = runnerFields(gz, values, 'zh-CN');
    expect([gender.label, gender.value]).toEqual(['性别', '女']);
  });

  it('keeps an ID number private but recognisable, with the one masking rule of the product', () => {
    expect(maskIdNumber('110105199005170028')).toBe('110***********0028');
    expect(maskIdNumber('H12345678')).toBe('H*******8');
  });
});
