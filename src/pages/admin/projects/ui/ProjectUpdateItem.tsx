import { useTranslation } from 'react-i18next';
import { Button, Typography } from 'antd';
import type { ProjectUpdate } from '@contract/content';
import { DeleteButton } from '@/features/admin/delete-item';
import { HistoryButton } from '@/features/admin/item-history';
import { useDeleteProjectUpdateMutation } from '@/entities/project-update';
import { useTrustTimeZone } from '@/entities/setting';
import { toLanguage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { useMayChange } from '@/shared/lib/may-change';
import { PublishingMarks } from '@/shared/ui/admin-publishing';

type ProjectUpdateItemProps = {
  projectId: string;
  update: ProjectUpdate;
  onEdit: () => void;
};

/** One update in the admin's list: its date, its publishing marks, both texts, the amount, the photos, Edit, History and Delete. */
export function ProjectUpdateItem({ projectId, update, onEdit }: ProjectUpdateItemProps) {
  const { t, i18n } = useTranslation();
  const mayChange = useMayChange();
  const [remove] = useDeleteProjectUpdateMutation();
  const timeZone = useTrustTimeZone();
  const date = formatDate(update.date, toLanguage(i18n.language));
  const name = t('adminProjectUpdates.named', { date });

  return (
    <article className="admin-updates__item" aria-label={name}>
      <Typography.Text strong>
        <time dateTime={update.date}>{date}</time>
      </Typography.Text>{' '}
      <PublishingMarks item={update} timeZone={timeZone} />
      <p className="admin-updates__text" lang="en" dir="ltr">
        {update.text}
      </p>
      <p className="admin-updates__text" lang="ur" dir="rtl">
        {update.textUr}
      </p>
      {update.spent !== null && (
        <p className="admin-updates__spent">
          {t('adminProjectUpdates.spentLabel')} <bdi>{formatMoney(update.spent)}</bdi>
        </p>
      )}
      {update.images.length > 0 && (
        <ul className="admin-updates__photos" aria-label={t('adminProjectUpdates.photos')}>
          {update.images.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={t('adminProjectUpdates.photoNumber', { number: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {mayChange && (
        <div className="admin-updates__actions">
          <Button onClick={onEdit} aria-label={t('adminCommon.editNamed', { name })}>
            {t('adminCommon.edit')}
          </Button>
          <HistoryButton
            item={{ kind: 'project-updates', itemId: String(update.id) }}
            name={name}
          />
          <DeleteButton
            name={name}
            type="default"
            onDelete={() => remove({ projectId, id: update.id }).unwrap()}
          />
        </div>
      )}
    </article>
  );
}
