import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { settingApi, useGetSettingsQuery } from '../api/settingApi';
import {
  PREVIEW_PARAM,
  isSettingsPreviewMessage,
  type PreviewReadyMessage,
  type PreviewRequestMessage,
} from '../lib/previewMessages';
import { settingsPreviewApplied } from './preview';

/**
 * On a page opened with `?preview=true` inside the admin's preview frame: takes the unsaved
 * settings the admin posts and shows them in place of the saved ones. Only messages from this
 * site's own origin are taken. It starts listening once the saved settings are in, so their
 * answer can never overwrite the preview.
 */
export function useSettingsPreviewReceiver() {
  const { search } = useLocation();
  const enabled = new URLSearchParams(search).get(PREVIEW_PARAM) === 'true';
  const loaded = useGetSettingsQuery().data !== undefined;
  // Entities cannot name the app's store type; `never` lets the API's own thunks through.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();

  useEffect(() => {
    if (!enabled || !loaded) return;
    const origin = window.location.origin;
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== origin || !isSettingsPreviewMessage(event.data)) return;
      const { settings, logoUrl } = event.data;
      await dispatch(settingApi.util.upsertQueryData('getSettings', undefined, settings));
      dispatch(settingsPreviewApplied({ logoUrl }));
      const ready: PreviewReadyMessage = { type: 'settings-preview-ready' };
      window.parent.postMessage(ready, origin);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) {
      const request: PreviewRequestMessage = { type: 'settings-preview-request' };
      window.parent.postMessage(request, origin);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, loaded, dispatch]);
}
