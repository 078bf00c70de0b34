import { act, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/**
 * Taps an element of a screen that has just appeared. A screen that appears when its data arrives
 * renders outside act: its effects are scheduled, not yet run, and antd-mobile's radio and
 * checkbox attach their click listener in one, so a tap before it runs is lost (seen under load).
 * React runs pending effects before any render, and rendering the router again renders now.
 */
export function tapAfterEffects(
  view: { router: Router; rerender(ui: ReactElement): void },
  element: Element,
): void {
  view.rerender(<RouterProvider router={view.router} />);
  fireEvent.click(element);
}

/**
 * Taps a button while a text field has focus, in the order a browser sends it: the press takes
 * the focus (the field is left), then the release, then the click. Each is its own task, so
 * what one renders is on screen before the next arrives.
 */
export async function tapLeaving(field: Element, target: Element): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(target);
    fireEvent.blur(field);
  });
  await act(async () => fireEvent.mouseUp(target));
  await act(async () => fireEvent.click(target));
}
