import type { TableColumnType } from 'antd';
import type { StatusKey } from './publishing';
import { PublishingMarks } from './PublishingMarks';

type PublishingColumn = { title: string; timeZone: string; statusKey?: StatusKey };

/** A list's column of its items' publishing marks, titled `title` ("Publishing"). */
export function publishingColumn<Item extends object>({
  title,
  timeZone,
  statusKey,
}: PublishingColumn): TableColumnType<Item> {
  return {
    key: 'publishing',
    title,
    render: (_, item) => <PublishingMarks item={item} timeZone={timeZone} statusKey={statusKey} />,
  };
}
