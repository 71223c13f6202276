import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import { AdminDateTime } from '@/shared/ui/admin-date-time';
import { publishingMarks, publishingOf, type StatusKey } from './publishing';
import './PublishingMarks.css';

const COLORS = { draft: 'default', scheduled: 'blue', ends: 'gold', ended: 'default' } as const;

type PublishingMarksProps = { item: object; timeZone: string; statusKey?: StatusKey };

/**
 * What a list says of an item that is not simply public (issue 31): Draft, Scheduled with its
 * publish time, Ends with its unpublish time (on the trust's clock), or Ended; nothing for an item public for good.
 */
export function PublishingMarks({ item, timeZone, statusKey }: PublishingMarksProps) {
  const { t } = useTranslation();
  const marks = publishingMarks(publishingOf(item, statusKey), new Date());
  if (marks.length === 0) return null;
  return (
    <span className="publishing-marks">
      {marks.map((mark) => (
        <Tag key={mark.kind} color={COLORS[mark.kind]}>
          {t(`publishing.${mark.kind}`)}
          {'at' in mark && (
            <>
              {' '}
              <AdminDateTime at={mark.at} timeZone={timeZone} />
            </>
          )}
        </Tag>
      ))}
    </span>
  );
}
