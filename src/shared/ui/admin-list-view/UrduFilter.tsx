import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { URDU_MISSING } from '@contract/content';
import { ListFilter, useAddressFilter } from './ListFilter';

/** The address's mark of a list showing only the items that lack Urdu: `?urdu=missing`. */
export const URDU_MISSING_PARAM = { name: 'urdu', value: URDU_MISSING } as const;

/**
 * Whether the list shows only the items still lacking Urdu, kept in the address so that a link
 * (the admin home's counts) opens the list so, and Back returns to the whole list.
 */
export function useUrduMissingOnly(): [boolean, (only: boolean) => void] {
  const [value, setValue] = useAddressFilter(URDU_MISSING_PARAM.name);
  const setOnly = useCallback(
    (only: boolean) => setValue(only ? URDU_MISSING_PARAM.value : undefined),
    [setValue],
  );
  return [value === URDU_MISSING_PARAM.value, setOnly];
}

/** The list's choice between every item and only those lacking Urdu. */
export function UrduFilter() {
  const { t } = useTranslation();
  const [only, setOnly] = useUrduMissingOnly();
  return (
    <ListFilter
      label={t('adminCommon.showItems')}
      value={only ? 'missing' : 'all'}
      options={[
        { value: 'all', label: t('adminCommon.allItems') },
        { value: 'missing', label: t('adminCommon.urduMissing') },
      ]}
      onChange={(value) => setOnly(value === 'missing')}
    />
  );
}
