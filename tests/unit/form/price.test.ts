import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import event from '../../../configs/events/gz-marathon-2027.json';
import { CountryType } from '../../../core/domain/enums';
import { countryTypeOf, priceParamsOf } from '../../../src/screens/sign/price';

const schema = event.form.schema as unknown as RJSFSchema;
const uiSchema = event.form.uiSchema as UiSchema;

describe('the price parameters of the sample form', () => {
  it('wait for a country to be chosen', () => {
    expect(priceParamsOf(event, schema, uiSchema, { ticket: 100101 })).toEqual({
      matchEventID: 1001,
      country: undefined,
      ticketDefIDs: [100101],
      MBeansNum: undefined,
    });
  });

  it.each([
    ['CN', CountryType.MAINLAND],
    ['HK', CountryType.FOREIGN],
    ['US', CountryType.FOREIGN],
  ])('count %s as country type %i', (country, type) => {
    expect(countryTypeOf(schema, uiSchema, { country })).toBe(type);
  });

  it('read the beans of a runner who joined the club', () => {
    const values = { ticket: 100102, country: 'CN', loyaltyOptIn: true, beans: 500 };
    expect(priceParamsOf(event, schema, uiSchema, values)).toMatchObject({
      country: CountryType.MAINLAND,
      ticketDefIDs: [100102],
      MBeansNum: 500,
    });
  });
});

describe('a form that says less', () => {
  const bare: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } };
  const oneTicket = { id: 7, tickets: [{ id: 70 }] };

  it('sells its only ticket at mainland prices', () => {
    expect(priceParamsOf(oneTicket, bare, {}, {})).toEqual({
      matchEventID: 7,
      country: CountryType.MAINLAND,
      ticketDefIDs: [70],
      MBeansNum: undefined,
    });
  });
});
