import type { Setting } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { readJsonWithProgress } from '../lib/readJsonWithProgress';
import { loadingProgressChanged } from '../model/loadingProgress';

export const settingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/settings, reporting download progress to the loading screen as it arrives. */
    getSettings: build.query<Setting[], void>({
      async queryFn(_arg, { dispatch }, _extraOptions, fetchWithBaseQuery) {
        const result = await fetchWithBaseQuery({
          url: 'settings',
          responseHandler: (response) =>
            readJsonWithProgress(response, (percent) => dispatch(loadingProgressChanged(percent))),
        });
        if (result.error) return { error: result.error };
        return { data: result.data as Setting[] };
      },
      providesTags: (list) => [
        ...(list ?? []).map(({ name }) => ({ type: TAG.Setting, id: name })),
        { type: TAG.Setting, id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetSettingsQuery } = settingApi;
