import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from 'antd';
import { URDU_MISSING } from '@contract/content';

/** The address's mark of a list showing only the items that lack Urdu: `?urdu=missing`. */
export const URDU_MISSING_PARAM = { name: 'urdu', value: URDU_MISSING } as const;

/**
 * Whether the list shows only the items still lacking Urdu, kept in the address so that a link
 * (the admin home's counts) opens the list so, and Back returns to the whole list.
 */
export function useUrduMissingOnly(): [boolean, (only: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const only = params.get(URDU_MISSING_PARAM.name) === URDU_MISSING_PARAM.value;
  const setOnly = useCallback(
    (next: boolean) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(URDU_MISSING_PARAM.name, URDU_MISSING_PARAM.value);
        else changed.delete(URDU_MISSING_PARAM.name);
        // A paged list starts again at its first page.
        changed.delete('page');
        return changed;
      }),
    [setParams],
  );
  return [only, setOnly];
}

/** The list's choice between every item and only those lacking Urdu. */
export function UrduFilter() {
  const { t } = useTranslation();
  const labelId = useId();
  const [only, setOnly] = useUrduMissingOnly();
  return (
    <div className="admin-list__filter" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('adminCommon.showItems')}</span>
      <Segmented
        value={only ? 'missing' : 'all'}
        options={[
          { value: 'all', label: t('adminCommon.allItems') },
          { value: 'missing', label: t('adminCommon.urduMissing') },
        ]}
        onChange={(value) => setOnly(value === 'missing')}
      />
    </div>
  );
}
