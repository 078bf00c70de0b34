import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { refusedFields } from '../../../src/screens/sign/refusedFields';

const schema = {
  type: 'object',
  properties: {
    race: { type: 'integer', 'x-role': 'ticket' },
    nation: { type: 'string', 'x-role': 'country' },
  },
};

describe('refusals shown on the form', () => {
  it('puts a currency mismatch (40035) on the country field', () => {
    const error = new ApiError('Runners from the chosen country pay in US dollars', 400, 40035);
    expect(refusedFields(error, schema)).toEqual([
      {
        field: 'nation',
        rule: 'country',
        message: 'Runners from the chosen country pay in US dollars',
      },
    ]);
  });

  it('puts a ticket not sold in the currency (40036) on the ticket field', () => {
    const error = new ApiError('Marathon is not sold in US dollars', 400, 40036);
    expect(refusedFields(error, schema).map((refusal) => refusal.field)).toEqual(['race']);
  });

  it('keeps the fields the server named for other refusals', () => {
    const fields = [{ field: 'nation', rule: 'enum', message: 'Choose a country' }];
    expect(refusedFields(new ApiError('Invalid', 400, 40001, fields), schema)).toEqual(fields);
  });

  it('leaves a money refusal as the form message when the form has no such field', () => {
    const error = new ApiError('Marathon is not sold in US dollars', 400, 40036);
    expect(refusedFields(error, { type: 'object', properties: {} })).toEqual([]);
  });
});
