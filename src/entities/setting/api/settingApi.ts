import { SETTINGS_PUT_FIELDS, type Setting, type SettingName } from '@contract/settings';
import { baseApi, LIST_ID, listTags, TAG } from '@/shared/api';
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
      providesTags: (list) => listTags(TAG.Setting, list, 'name'),
    }),
    /**
     * PUT /api/v1/settings (docs/product.md §7). Answers the whole new list; the public pages reload
     * the settings through the tag.
     */
    updateSettings: build.mutation<Setting[], SettingsUpdate>({
      query: ({ entries, logo, banner, password }) => {
        const body = new FormData();
        if (logo) body.append(SETTINGS_PUT_FIELDS.logo, logo);
        if (banner) body.append(SETTINGS_PUT_FIELDS.banner, banner);
        body.append(SETTINGS_PUT_FIELDS.json, JSON.stringify(entries));
        if (password !== undefined) body.append(OWNER_PASSWORD_FIELD, password);
        return { url: 'settings', method: 'PUT', body };
      },
      // A refusal (a wrong password, docs/product.md §6) is shown by the settings screen itself.
      extraOptions: { ownRefusal: true },
      // The answer is the new list: shown at once, then confirmed by the refetch the tag causes.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(settingApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          // The caller reports the failure; the cached list stays as it was.
        }
      },
      invalidatesTags: [{ type: TAG.Setting, id: LIST_ID }],
    }),
  }),
});

/**
 * The Owner's password, sent beside the settings when the trust's UPI ID, payee name or PAN
 * changes (docs/product.md §6): the server asks for it again before changing where money goes.
 */
const OWNER_PASSWORD_FIELD = 'password';

/**
 * One entry of the PUT's `json` field; a `logo` entry without content means "the new file".
 * `timeZone`: the trust's time zone, `{zone}` (issue 31).
 */
export type SettingEntry = { name: SettingName | 'timeZone'; content?: unknown };

type SettingsUpdate = {
  entries: SettingEntry[];
  /** A newly chosen logo file, sent as `image`. */
  logo?: File;
  /** A newly chosen banner file, sent as `bannerImage`. */
  banner?: File;
  /** The Owner's password, when the trust's payment or legal details change. */
  password?: string;
};

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingApi;
