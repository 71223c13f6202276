import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';

/** Whether an item's texts are in Urdu too, as a list shows it ('Urdu missing' / 'Has Urdu'). */
export function UrduStatus({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag className={`admin-urdu-status admin-urdu-status--${missing ? 'missing' : 'given'}`}>
      {t(missing ? 'adminCommon.urduMissing' : 'adminCommon.urduGiven')}
    </Tag>
  );
}
