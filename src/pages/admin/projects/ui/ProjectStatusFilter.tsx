import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES, type ProjectStatus } from '@contract/content';
import { ListFilter, useAddressFilter } from '@/shared/ui/admin-list-view';

const ALL = 'all';

/**
 * The status the projects list shows (`?status=active`), or none for every project: kept in the
 * address like the page, so a reload and Back keep it; a change starts again at the first page.
 */
export function useStatusShown(): [ProjectStatus | undefined, (next: string) => void] {
  const [value, setValue] = useAddressFilter('status');
  const status = PROJECT_STATUSES.find((one) => one === value);
  const show = (next: string) => setValue(next === ALL ? undefined : next);
  return [status, show];
}

/** "Status": every project, or only the active or the completed ones (each ordered on its own). */
export function ProjectStatusFilter() {
  const { t } = useTranslation();
  const [status, show] = useStatusShown();
  return (
    <ListFilter<string>
      label={t('adminProjects.status')}
      value={status ?? ALL}
      options={[
        { value: ALL, label: t('adminCommon.allItems') },
        ...PROJECT_STATUSES.map((value) => ({ value, label: t(`adminProjects.${value}`) })),
      ]}
      onChange={show}
    />
  );
}
