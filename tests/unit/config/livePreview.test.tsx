import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { events } from 'virtual:event-configs';
import { replaceEvents, type EventConfig } from '../../../src/config/events';
import { localize } from '../../../src/config/localize';
import { i18next } from '../../../src/i18n';
import { EventPage } from '../../../src/navigation/EventPage';
import { EventForm } from '../../../src/renderer/form';
import { useCompiledForm } from '../../../src/screens/sign/useCompiledForm';

afterEach(cleanup);

/** The race's name and its sign-up form, as the sign-up page shows them. */
function SignUp({ event }: { event: EventConfig }) {
  const form = useCompiledForm(event.id);
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <>
      <h2>{localize(event.name, i18next.language)}</h2>
      {form.status === 'ready' && (
        <EventForm
          compiled={form.compiled}
          event={event}
          formData={values}
          onChange={setValues}
          onSubmit={() => undefined}
        />
      )}
    </>
  );
}

describe('a new index of events (the live preview of a saved config)', () => {
  it('shows the saved name and field titles on the open page and keeps what was typed', async () => {
    await i18next.changeLanguage('zh-CN');
    const entry = events.find((candidate) => candidate.key === 'gz-marathon-2027')!;
    const event = await entry.load();
    render(<EventPage id={entry.id}>{(shown) => <SignUp event={shown} />}</EventPage>);
    fireEvent.change(await screen.findByLabelText(/^姓名\s*\*?$/), { target: { value: '张三' } });

    const saved = structuredClone(event);
    saved.name['zh-CN'] = '预览中的赛事';
    const uiSchema = saved.form.uiSchema as Record<string, unknown>;
    (uiSchema.name as { 'ui:title': Record<string, string> })['ui:title']['zh-CN'] = '真实姓名';
    await act(() =>
      replaceEvents(
        events.map((candidate) =>
          candidate === entry
            ? { ...entry, load: async () => saved, loadForm: () => entry.loadForm() }
            : candidate,
        ),
      ),
    );

    expect(await screen.findByRole('heading', { name: '预览中的赛事' })).toBeVisible();
    expect(await screen.findByLabelText(/^真实姓名\s*\*?$/)).toHaveValue('张三');
  });
});
