import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tag, type TableColumnsType } from 'antd';
import { GIFT_ROLES } from '@contract/admin';
import type { AdminListQuery, Project } from '@contract/content';
import { CompleteProjectButton } from '@/features/admin/complete-project';
import { DeleteButton } from '@/features/admin/delete-item';
import { HistoryButton } from '@/features/admin/item-history';
import { SortableTable } from '@/features/admin/reorder-list';
import { useDeleteProjectMutation, useGetAdminProjectsQuery } from '@/entities/project';
import { useMayUse } from '@/entities/session';
import { useTrustTimeZone } from '@/entities/setting';
import { errorStatus } from '@/shared/lib/admin-form';
import { useMayChange } from '@/shared/lib/may-change';
import { formatMoney } from '@/shared/lib/format';
import { routePaths } from '@/shared/routes';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import { AdminEditLink, AdminTableList, usePagedAdminList } from '@/shared/ui/admin-list-view';
import { publishingColumn } from '@/shared/ui/admin-publishing';
import { useOrderProjectsMutation } from '../api/projectOrderApi';
import { ProjectStatusFilter, useStatusShown } from './ProjectStatusFilter';

/** A project's texts with an Urdu. */
const URDU_TEXTS = ['title', 'projectDetails'];

const money = (amount: number) => <span dir="ltr">{formatMoney(amount)}</span>;

/** A page of the projects of the status the list shows (`?status=`), or of every project. */
function useProjectsShown(args: AdminListQuery) {
  const [status] = useStatusShown();
  return useGetAdminProjectsQuery(status ? { ...args, status } : args);
}

/**
 * Every project, active and completed, a page at a time: status, money, supporters, and what to
 * do with each. Its gifts are linked only for those who keep the accounts: an Editor sees the
 * totals, never a donor's private details (docs/product.md §6). "Status" shows the projects of
 * one; while all of them are on one page, a handle moves a row (issue 31): each status is
 * ordered on its own, as the public lists show them.
 */
export function AdminProjectsPage() {
  const { t } = useTranslation();
  const list = usePagedAdminList(useProjectsShown);
  const [status] = useStatusShown();
  const [deleteProject] = useDeleteProjectMutation();
  const [order] = useOrderProjectsMutation();
  const seesGifts = useMayUse(GIFT_ROLES);
  const mayChange = useMayChange();
  const { pagination } = list;
  const onePage = pagination === false || (pagination.total ?? 0) <= (pagination.pageSize ?? 0);
  const ordered = status !== undefined && !list.urduMissingOnly && onePage;
  const timeZone = useTrustTimeZone();

  const columns: TableColumnsType<Project> = [
    {
      key: 'title',
      title: t('adminProjects.title'),
      render: (_, project) => <span dir="auto">{project.title}</span>,
    },
    {
      key: 'status',
      title: t('adminProjects.status'),
      render: (_, { status }) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`adminProjects.${status}`)}</Tag>
      ),
    },
    // Its publishing state is `publishStatus`: its `status` is active or completed.
    publishingColumn({ title: t('publishing.column'), timeZone, statusKey: 'publishStatus' }),
    {
      key: 'urdu',
      title: t('adminCommon.urdu'),
      render: (_, project) => <UrduStatus item={project} texts={URDU_TEXTS} />,
    },
    { key: 'raised', title: t('adminProjects.raised'), render: (_, p) => money(p.raised) },
    { key: 'goal', title: t('adminProjects.goalColumn'), render: (_, p) => money(p.goal) },
    { key: 'supporters', title: t('adminProjects.supporters'), dataIndex: 'supportersCount' },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, project) => (
        <span className="admin-row-actions">
          <AdminEditLink
            to={list.keepPlace(routePaths.adminProjectEdit(project.projectId))}
            name={project.title}
          />
          {seesGifts && (
            <Link
              to={list.keepPlace(routePaths.adminProjectGifts(project.projectId))}
              aria-label={t('adminProjects.giftsNamed', { name: project.title })}
            >
              {t('adminProjects.gifts')}
            </Link>
          )}
          <CompleteProjectButton project={project} />
          <HistoryButton
            item={{ kind: 'projects', itemId: String(project.id) }}
            name={project.title}
          />
          <DeleteButton
            name={project.title}
            description={t('projectList.deleteWarning')}
            onDelete={() => deleteProject(project.projectId).unwrap()}
            // A project with donations stays (409): they are kept for good.
            failureMessage={(error) =>
              errorStatus(error) === 409 ? t('projectList.hasGifts') : undefined
            }
          />
        </span>
      ),
    },
  ];

  return (
    <SortableTable
      items={list.items ?? []}
      nameOf={(project) => project.title}
      save={(ids) => order(ids).unwrap()}
      disabled={!mayChange || !ordered}
    >
      {({ items, components, handleColumn }) => (
        <AdminTableList
          title={t('adminProjects.heading')}
          addTo={list.keepPlace(routePaths.adminProjectAdd)}
          emptyText={t('adminProjects.empty')}
          // A status without projects still shows the filter, to choose another.
          list={{ ...list, items: list.items && items, empty: list.empty && !status }}
          columns={[...handleColumn, ...columns]}
          components={components}
          rowKey="id"
          filter={
            <>
              <ProjectStatusFilter />
              {mayChange && !ordered && <p>{t('projectList.orderHint')}</p>}
            </>
          }
          noRowsText={status && t('projectList.noneOfStatus')}
          urduFilter
        />
      )}
    </SortableTable>
  );
}
