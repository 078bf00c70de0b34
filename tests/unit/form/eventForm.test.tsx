import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sample from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';
import { i18next } from '../../../src/i18n';
import { EventForm, loadCompiledForm, type CompiledForm } from '../../../src/renderer/form';
import { completeSignUp } from './fixtures';
import '../allTexts';

const event = sampleEvent(sample);
let compiled: CompiledForm;
beforeAll(async () => {
  compiled = (await loadCompiledForm(event.id))!;
});
afterEach(cleanup);

function renderForm(initial: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const changes: Record<string, unknown>[] = [];
  function Harness() {
    const [values, setValues] = useState(initial);
    return (
      <EventForm
        compiled={compiled}
        event={event}
        formData={values}
        onChange={(next) => {
          changes.push(next);
          setValues(next);
        }}
        onSubmit={onSubmit}
      />
    );
  }
  render(<Harness />);
  return { onSubmit, changes };
}

const input = (id: string) => document.getElementById(`root_${id}`) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`root_${id}__error`)?.textContent;

/** Types into a field and leaves it; it commits after the next paint, or at the next action. */
function typeAndLeave(id: string, text: string) {
  fireEvent.change(input(id), { target: { value: text } });
  fireEvent.blur(input(id));
}

describe('the sample event form', () => {
  it('checks a field when it is left, and only that field', async () => {
    await i18next.changeLanguage('en-US');
    renderForm();
    fireEvent.change(input('phone'), { target: { value: '12345' } });
    expect(errorOf('phone')).toBeUndefined();
    fireEvent.blur(input('phone'));
    // The frame showing the next field focused comes first; the check follows it.
    expect(errorOf('phone')).toBeUndefined();
    await waitFor(() =>
      expect(errorOf('phone')).toBe('Please enter a valid mainland China mobile number'),
    );
    expect(errorOf('name')).toBeUndefined();
    typeAndLeave('phone', '13812345678');
    await waitFor(() => expect(errorOf('phone')).toBeUndefined());
  });

  it('commits a field just left before a submit or a tap on a button acts', async () => {
    await i18next.changeLanguage('en-US');
    const { onSubmit } = renderForm(completeSignUp);
    typeAndLeave('name', '李雷');
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ name: '李雷' });

    typeAndLeave('phone', '12345');
    fireEvent.mouseUp(document.body);
    expect(errorOf('phone')).toBe('Please enter a valid mainland China mobile number');
  });

  it('refuses to submit with problems, shows them all and keeps what was typed', async () => {
    await i18next.changeLanguage('zh-CN');
    const { onSubmit } = renderForm();
    typeAndLeave('name', '张三');
    typeAndLeave('email', 'runner@');
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('phone')).toBe('不能为空');
    expect(errorOf('emergencyName')).toBe('不能为空');
    expect(errorOf('email')).toBe('请输入正确的电子邮箱地址');
    expect(errorOf('name')).toBeUndefined();
    expect(input('name').value).toBe('张三');
    expect(input('email').value).toBe('runner@');
  });

  it('fills in the birthday and gender from a national ID number', async () => {
    await i18next.changeLanguage('en-US');
    const { changes } = renderForm({ idType: '1' });
    typeAndLeave('idNumber', ' 11010519491231002x ');
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ idNumber: '11010519491231002X' }));
    expect(changes.at(-1)).toMatchObject({
      idNumber: '11010519491231002X',
      birthday: '1949-12-31',
      gender: 2,
    });
    expect(screen.getByText('1949-12-31')).toBeVisible();
    expect(input('idNumber').value).toBe('11010519491231002X');
  });

  it('leaves the birthday alone for other ID types', async () => {
    const { changes } = renderForm({ idType: '2', birthday: '1990-05-01' });
    typeAndLeave('idNumber', '110105194912310021');
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ idNumber: '110105194912310021' }));
    expect(changes.at(-1)).toMatchObject({ birthday: '1990-05-01' });
  });

  it("shows the screen's error page in its place when the form fails to render", async () => {
    const broken = {
      ...event,
      form: { ...event.form, uiSchema: { ...event.form.uiSchema, name: { 'ui:widget': 'nope' } } },
    };
    // React reports the caught render error; the runner sees the fallback.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <EventForm
        compiled={compiled}
        event={broken}
        formData={{}}
        onChange={() => undefined}
        onSubmit={() => undefined}
        fallback={<p role="alert">The form could not be loaded</p>}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The form could not be loaded');
    expect(document.querySelector('form')).toBeNull();
    quiet.mockRestore();
  });

  it('submits a complete, correct sign-up', async () => {
    const values = completeSignUp;
    const { onSubmit } = renderForm(values);
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(values));
  });
});
