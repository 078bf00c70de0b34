import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { host } from '../host/registry';
import { i18next } from '../i18n';
import type { RouteHandle } from '../navigation/routeHandle';

/**
 * What every route change does besides rendering: the page title (also handed to the native
 * app), the native app's full-screen and user-info-editing flags, and loading the page's data
 * again in a newly chosen language (the server answers names and documents in the request's
 * language). The scroll position is the router's own `ScrollRestoration` (top on a new page, kept
 * on back), set before the new page is painted: a reset on a timer moved the page under a tap
 * that came in the meantime.
 */
export function useNavigationEffects(handle: RouteHandle, title: string): void {
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

  const { revalidate } = useRevalidator();
  useEffect(() => {
    const reload = () => void revalidate();
    i18next.on('languageChanged', reload);
    return () => i18next.off('languageChanged', reload);
  }, [revalidate]);
}
