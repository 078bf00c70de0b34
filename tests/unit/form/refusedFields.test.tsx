import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import sample from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';
import { matchH5 } from '../../../src/api';
import { apiA, apiB } from '../../../src/api/client';
import { i18next } from '../../../src/i18n';
import { loadCompiledForm, type CompiledForm } from '../../../src/renderer/form';
import { SignForm } from '../../../src/screens/sign/SignForm';
import { completeSignUp } from './fixtures';
import '../allTexts';

/**
 * What the server refuses shows on the field it names: the sign-up form puts each message of a
 * 400 40004 answer under its field, and takes it away once the runner changes that field.
 */

const event = sampleEvent(sample);
let compiled: CompiledForm;
beforeAll(async () => {
  compiled = (await loadCompiledForm(event.id))!;
});
afterEach(cleanup);

/** The API as the server answers: a price, no saved contacts, and a refused sign-up. */
const adapter: AxiosAdapter = async (config) => {
  const answer = (status: number, body: unknown) => ({
    data: body,
    status,
    statusText: '',
    headers: {},
    config,
  });
  if (config.url?.endsWith('calcExpense')) return answer(200, { data: { expense: 26000 } });
  if (config.url?.endsWith('listsLinkmanInfo')) {
    return answer(200, { data: { list: [], total: 0, page: 1, pageSize: 30 } });
  }
  const refused = answer(400, {
    error: {
      code: 400,
      sub_code: 40004,
      message: 'Please check the form: ID number',
      fields: [
        { field: 'idNumber', rule: 'idCard', message: 'This ID number is already signed up' },
      ],
    },
  });
  throw new AxiosError('Bad request', AxiosError.ERR_BAD_REQUEST, config, {}, refused);
};

describe('fields the server refused', () => {
  it('show the server’s message on their field until the runner changes it', async () => {
    apiA.defaults.adapter = adapter;
    apiB.defaults.adapter = adapter;
    await i18next.changeLanguage('en-US');
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <SignForm
              event={event}
              compiled={compiled}
              initialValues={completeSignUp}
              submitText="Submit and pay"
              onSubmit={async (formValues) => {
                await matchH5.apply({
                  matchEventID: event.id,
                  applyType: '1',
                  ticketDefIDs: [100101],
                  countryType: 1,
                  formValues,
                });
                return '/pay/1';
              }}
            />
          ),
        },
      ],
      { initialEntries: ['/sign/1001/1'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit and pay' }));
    });
    const error = () => document.getElementById('root_idNumber__error');
    await waitFor(() => expect(error()?.textContent).toBe('This ID number is already signed up'));
    expect(document.getElementById('root_name__error')).toBeNull();

    const input = document.getElementById('root_idNumber') as HTMLInputElement;
    // Another valid number: nothing to say about the field any more.
    fireEvent.change(input, { target: { value: '11010519900517109X' } });
    fireEvent.blur(input);
    await waitFor(() => expect(error()).toBeNull());
  });
});
