import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@contract/admin';
import { HistoryButton } from '@/features/admin/item-history';
import { useGetAdminProjectQuery } from '@/entities/project';
import { kindOfResource } from '@/entities/version';

/**
 * The History of the item a change made a version of (issue 31), that version marked in it. A
 * project's change names it by its slug: its id, which its versions go by, is read from it.
 */
export function ChangeHistory({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const kind = kindOfResource(entry.resource);
  const { versionId, resourceId } = entry;
  const bySlug = kind === 'projects' && resourceId !== null && !/^\d+$/.test(resourceId);
  const project = useGetAdminProjectQuery(resourceId ?? '', {
    skip: !bySlug || versionId === null,
  });
  if (kind === undefined || versionId === null) return null;

  // A settings change names its entries in its before and after.
  const itemId =
    kind === 'settings'
      ? Object.keys(entry.after ?? entry.before ?? {})[0]
      : bySlug
        ? project.data && String(project.data.id)
        : resourceId;
  if (!itemId) return null;
  return (
    <HistoryButton
      item={{ kind, itemId }}
      name={entry.summary || t(`adminAuditResource.${entry.resource}`)}
      versionId={versionId}
    />
  );
}
