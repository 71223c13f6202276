import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from 'antd';
import { PROJECT_STATUSES, type ProjectStatus } from '@contract/content';

const ALL = 'all';

/**
 * The status the projects list shows (`?status=active`), or none for every project: kept in the
 * address like the page, so a reload and Back keep it; a change starts again at the first page.
 */
export function useStatusShown(): [ProjectStatus | undefined, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const status = PROJECT_STATUSES.find((one) => one === params.get('status'));
  const show = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      query.delete('page');
      query.delete('status');
      if (next !== ALL) query.set('status', next);
      return query;
    });
  return [status, show];
}

/** "Status": every project, or only the active or the completed ones (each ordered on its own). */
export function ProjectStatusFilter() {
  const { t } = useTranslation();
  const labelId = useId();
  const [status, show] = useStatusShown();
  return (
    <div className="admin-list__filter" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('adminProjects.status')}</span>
      <Segmented
        value={status ?? ALL}
        options={[
          { value: ALL, label: t('adminCommon.allItems') },
          ...PROJECT_STATUSES.map((value) => ({ value, label: t(`adminProjects.${value}`) })),
        ]}
        onChange={show}
      />
    </div>
  );
}
