import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LinkmanScreen from '../../../src/screens/linkman/LinkmanScreen';
import { uiBus } from '../../../src/ui/bus';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { tapLeaving } from '../taps';
import { SCREEN_WAIT_MS } from '../waits';

const PATHS = ['/linkman/:id'];
const wait = { timeout: SCREEN_WAIT_MS };

function contact(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    isSelf: false,
    formValues: { name, gender: 1 },
    createdAt: '2026-11-22T02:00:00.000Z',
    updatedAt: '2026-11-22T02:00:00.000Z',
    ...overrides,
  };
}

/** A contacts store behind the player/* routes, as the server keeps it. */
function serveContacts() {
  let contacts = [contact(1, '张小跑', { isSelf: true }), contact(2, '李四')];
  const server = fakeServer({
    'GET /api/v2/player/listsLinkmanInfo': ({ page, pageSize }) => {
      const size = Number(pageSize);
      const start = (Number(page) - 1) * size;
      return { list: contacts.slice(start, start + size), total: contacts.length, page, pageSize };
    },
    'POST /api/v2/player/deleteLinkmanInfo': ({ linkmanID }) => {
      contacts = contacts.filter((linkman) => linkman.id !== Number(linkmanID));
      return { linkmanID: Number(linkmanID) };
    },
    'POST /api/v2/player/updateLinkmanInfo': (params) => {
      const changed = contact(Number(params.linkmanID), params.name!, {
        formValues: JSON.parse(params.formValues!),
      });
      contacts = contacts.map((linkman) => (linkman.id === changed.id ? changed : linkman));
      return changed;
    },
  });
  return server;
}

afterEach(() => {
  cleanup();
  uiBus.all.clear();
});

describe('/linkman/{eventId}: saved contacts', () => {
  it('lists the contacts and deletes one only once the runner confirms', async () => {
    const server = serveContacts();
    const answers = [false, true];
    uiBus.on('dialog', (dialog) => dialog.resolve(answers.shift()!));
    await renderScreen(LinkmanScreen, '/linkman/1001', { paths: PATHS });

    expect(await screen.findByText('李四', {}, wait)).toBeInTheDocument();
    expect(screen.getByText('张小跑')).toBeInTheDocument();
    expect(screen.getByText('Me')).toBeInTheDocument();

    const deleteLisi = () => screen.getAllByRole('button', { name: 'Delete' })[1]!;
    await act(async () => fireEvent.click(deleteLisi()));
    expect(server.calls.some((call) => call.route.endsWith('deleteLinkmanInfo'))).toBe(false);

    await act(async () => fireEvent.click(deleteLisi()));
    await waitFor(() => expect(screen.queryByText('李四')).not.toBeInTheDocument(), wait);
    expect(screen.getByText('张小跑')).toBeInTheDocument();
    expect(server.toasts.map((toast) => toast.message)).toContain('Contact 李四 deleted');
  });

  it("changes a contact through the event's form, named after its name field", async () => {
    const server = serveContacts();
    await renderScreen(LinkmanScreen, '/linkman/1001', { paths: PATHS });

    await screen.findByText('李四', {}, wait);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[1]!));
    const name = (await waitFor(() => {
      const input = document.getElementById('root_name');
      expect(input).toBeInTheDocument();
      return input;
    }, wait)) as HTMLInputElement;
    expect(name.value).toBe('李四');
    fireEvent.change(name, { target: { value: '李四四' } });
    await tapLeaving(name, screen.getByRole('button', { name: 'Save contact' }));

    expect(await screen.findByText('李四四', {}, wait)).toBeInTheDocument();
    const update = server.calls.find((call) => call.route.endsWith('updateLinkmanInfo'));
    expect(update?.params).toMatchObject({ linkmanID: '2', name: '李四四', matchEventID: '1001' });
    expect(JSON.parse(update!.params.formValues!)).toMatchObject({ name: '李四四', gender: 1 });
  });
});
