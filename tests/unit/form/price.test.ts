import { describe, expect, it } from 'vitest';
import sample from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';
import { CountryType } from '../../../core/domain/enums';
import { priceParamsOf } from '../../../core/domain/priceParams';

const event = sampleEvent(sample);

const schema = event.form.schema;

describe('the price parameters of the sample form', () => {
  it('wait for a country to be chosen', () => {
    expect(priceParamsOf(event, schema, { ticket: 100101 })).toEqual({
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
    expect(priceParamsOf(event, schema, { country }).country).toBe(type);
  });

  it('read the beans of a runner who joined the club', () => {
    const values = { ticket: 100102, country: 'CN', loyaltyOptIn: true, beans: 500 };
    expect(priceParamsOf(event, schema, values)).toMatchObject({
      country: CountryType.MAINLAND,
      ticketDefIDs: [100102],
      MBeansNum: 500,
    });
  });
});

describe('a form that says less', () => {
  const bare = { type: 'object', properties: { name: { type: 'string' } } };
  const oneTicket = { id: 7, tickets: [{ id: 70 }] };

  it('sells its only ticket at mainland prices', () => {
    expect(priceParamsOf(oneTicket, bare, {})).toEqual({
      matchEventID: 7,
      country: CountryType.MAINLAND,
      ticketDefIDs: [70],
      MBeansNum: undefined,
    });
  });
});
