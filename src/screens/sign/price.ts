import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { CountryType } from '../../../core/domain/enums';
import type { PriceParams } from '../../../core/domain/priceParams';
import { fieldWithRole, type FormValues } from '../../renderer/form';

interface PricedEvent {
  id: number;
  tickets: { id: number }[];
}

/**
 * The country type of the runner's country: mainland (RMB) when it is one of the codes the
 * country field lists in `ui:options.mainland`, foreign (USD) otherwise. Unknown until a country
 * is chosen. A form without a country field, or whose field lists no mainland codes, sells at
 * mainland prices only.
 */
export function countryTypeOf(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  values: FormValues,
): CountryType | undefined {
  const country = fieldWithRole(schema, 'country');
  if (!country) return CountryType.MAINLAND;
  const value = values[country.name];
  if (value === undefined || value === null || value === '') return undefined;
  const mainland = getUiOptions(uiSchema[country.name]).mainland;
  if (!Array.isArray(mainland)) return CountryType.MAINLAND;
  return mainland.includes(value) ? CountryType.MAINLAND : CountryType.FOREIGN;
}

function ticketIds(schema: RJSFSchema, event: PricedEvent, values: FormValues): number[] {
  const ticket = fieldWithRole(schema, 'ticket');
  // A race that sells one ticket needs no field to choose it.
  if (!ticket) return event.tickets.length === 1 ? [event.tickets[0].id] : [];
  const chosen = values[ticket.name];
  const list = Array.isArray(chosen) ? chosen : [chosen];
  return list.filter((id): id is number => Number.isSafeInteger(id));
}

/** What the price of this sign-up depends on, read from the form by the fields' roles. */
export function priceParamsOf(
  event: PricedEvent,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  values: FormValues,
): PriceParams {
  const beansField = fieldWithRole(schema, 'beans');
  const beans = beansField ? values[beansField.name] : undefined;
  return {
    matchEventID: event.id,
    country: countryTypeOf(schema, uiSchema, values),
    ticketDefIDs: ticketIds(schema, event, values),
    MBeansNum: typeof beans === 'number' && Number.isSafeInteger(beans) ? beans : undefined,
  };
}
