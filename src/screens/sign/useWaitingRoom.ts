import { useCallback, useEffect, useRef, useState } from 'react';
import { waiting } from '../../api';
import type { EventConfig } from '../../config/events';
import type { WaitingPlace } from '../../../core/generated/api';
import { roomEnds, waitingRoomOf } from '../../../core/domain/waitingRoom';

export type WaitingState =
  | { phase: 'none' }
  | { phase: 'joining' }
  | { phase: 'waiting'; inLine: number; waitSeconds: number }
  | { phase: 'admitted' };

/** Polled often near the front of the line, rarely far from it: the status costs the server little. */
function nextCheckMs(waitSeconds: number): number {
  return Math.min(10_000, Math.max(1_000, (waitSeconds * 1000) / 2));
}

/** A ticket this close to expiring is replaced before it is sent. */
const TICKET_MARGIN_MS = 30_000;

interface Ticket {
  value: string;
  expiresAt: number;
}

/**
 * The runner's place in the race's waiting room while it is active: joined when the form opens
 * (`join`: false while the page sends the runner elsewhere first, to a gate), followed until
 * admitted. `applyTicket()` answers the apply ticket to send with the sign-up, waiting for
 * admission first; undefined when the race has no active room.
 */
export function useWaitingRoom(event: EventConfig, join: boolean) {
  // Decided once per page: the server answers whether the room is really active.
  const [expected] = useState(() => {
    const room = waitingRoomOf(event.registration);
    return join && room !== null && Date.now() < roomEnds(room);
  });
  const [state, setState] = useState<WaitingState>({ phase: expected ? 'joining' : 'none' });
  const inRoom = useRef(expected);
  const admission = useRef<string | undefined>(undefined);
  const ticket = useRef<Ticket | undefined>(undefined);
  const waiters = useRef<((ticket: string | undefined) => void)[]>([]);

  const settle = useCallback((place: WaitingPlace): void => {
    inRoom.current = place.active;
    if (!place.active) {
      ticket.current = undefined;
      setState({ phase: 'none' });
    } else if (place.applyTicket) {
      ticket.current = {
        value: place.applyTicket,
        expiresAt: Date.now() + (place.expiresIn ?? 0) * 1000,
      };
      setState({ phase: 'admitted' });
    } else {
      setState({
        phase: 'waiting',
        inLine: place.inLine ?? 0,
        waitSeconds: place.waitSeconds ?? 0,
      });
      return;
    }
    for (const resolve of waiters.current.splice(0)) resolve(ticket.current?.value);
  }, []);

  const check = useCallback(async () => {
    const place = await waiting.status({
      matchEventID: event.id,
      admission: admission.current ?? '',
    });
    settle(place);
    return place;
  }, [event.id, settle]);

  useEffect(() => {
    if (!expected) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const follow = (place: WaitingPlace) => {
      if (stopped || !place.active || place.applyTicket) return;
      timer = setTimeout(
        () => void check().then(follow, () => follow(place)),
        nextCheckMs(place.waitSeconds ?? 0),
      );
    };
    waiting.join({ matchEventID: event.id }).then(
      (place) => {
        admission.current = place.admission;
        settle(place);
        follow(place);
      },
      // Without a place the sign-up is sent as it is; the server says when to come back.
      () => settle({ active: false }),
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [event.id, expected, check, settle]);

  const applyTicket = useCallback(async (): Promise<string | undefined> => {
    if (!inRoom.current) return undefined;
    const held = ticket.current;
    if (held && held.expiresAt - Date.now() > TICKET_MARGIN_MS) return held.value;
    if (held) return (await check()).applyTicket;
    return new Promise((resolve) => waiters.current.push(resolve));
  }, [check]);

  return { state, applyTicket };
}
