import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * Preview mode: this page shows the admin's unsaved settings. The settings themselves replace
 * the cached list; only what has no place in the list (a logo file not uploaded yet) is kept here.
 */
type SettingsPreviewState = { active: boolean; logoUrl: string | null };

const initialState: SettingsPreviewState = { active: false, logoUrl: null };

export const settingsPreviewSlice = createSlice({
  name: 'settingsPreview',
  initialState,
  reducers: {
    settingsPreviewApplied(state, action: PayloadAction<{ logoUrl: string | null }>) {
      state.active = true;
      state.logoUrl = action.payload.logoUrl;
    },
  },
  selectors: {
    selectPreviewActive: (state) => state.active,
    selectPreviewLogoUrl: (state) => (state.active ? state.logoUrl : null),
  },
});

export const { settingsPreviewApplied } = settingsPreviewSlice.actions;
const { selectPreviewActive, selectPreviewLogoUrl } = settingsPreviewSlice.selectors;

export function usePreviewMode(): boolean {
  return useSelector(selectPreviewActive);
}

/** The logo chosen in the admin but not saved yet, while previewing; otherwise undefined. */
export function usePreviewLogoUrl(): string | undefined {
  return useSelector(selectPreviewLogoUrl) ?? undefined;
}
