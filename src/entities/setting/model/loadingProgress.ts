import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The loading screen starts here before any byte of the settings has arrived (docs/product.md §4). */
const INITIAL_LOADING_PROGRESS = 50;

type LoadingProgressState = { percent: number };

const initialState: LoadingProgressState = { percent: INITIAL_LOADING_PROGRESS };

/** How much of the settings download has arrived, as a rounded percentage. */
export const loadingProgressSlice = createSlice({
  name: 'loadingProgress',
  initialState,
  reducers: {
    loadingProgressChanged(state, action: PayloadAction<number>) {
      state.percent = action.payload;
    },
  },
  selectors: {
    selectLoadingProgress: (state) => state.percent,
  },
});

export const { loadingProgressChanged } = loadingProgressSlice.actions;
export const { selectLoadingProgress } = loadingProgressSlice.selectors;
