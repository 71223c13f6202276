import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@contract/pages';

export type LanguageState = { language: Language };

const initialState: LanguageState = { language: DEFAULT_LANGUAGE };

/**
 * The visitor's chosen language. It lives in shared because every layer renders content in it;
 * the app persists it, and the switch-language feature changes and applies it.
 */
export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
