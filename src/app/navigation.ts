import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_RESET_DELAY_MS } from '../../core/domain/constants';
import { host } from '../host/registry';
import type { RouteHandle } from './routeHandle';

/**
 * What every route change does besides rendering: the page title (also handed to the native
 * app), the native app's full-screen and user-info-editing flags, and the scroll reset.
 */
export function useNavigationEffects(handle: RouteHandle, title: string): void {
  const { pathname } = useLocation();

  useEffect(() => {
    host().setTitle(title);
  }, [title]);

  const fullScreen = Boolean(handle.home || handle.fullScreen);
  const editsUserInfo = Boolean(handle.editsUserInfo);
  useEffect(() => {
    host().setFullScreen(fullScreen);
  }, [fullScreen]);
  useEffect(() => {
    host().setUserInfoEditing(editsUserInfo);
  }, [editsUserInfo]);

  useEffect(() => {
    // Waits for the new page's first layout, so the reset is not undone by content arriving.
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
