import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import { lacksUrdu } from './lacksUrdu';

type UrduStatusProps = {
  item: object;
  /** The item's texts that have an Urdu (`${name}Ur`). */
  texts: readonly string[];
};

/** Whether an item's texts are in Urdu too, as a list shows it ('Urdu missing' / 'Has Urdu'). */
export function UrduStatus({ item, texts }: UrduStatusProps) {
  const { t } = useTranslation();
  const missing = lacksUrdu(item, texts);
  return (
    <Tag className={`admin-urdu-status admin-urdu-status--${missing ? 'missing' : 'given'}`}>
      {t(missing ? 'adminCommon.urduMissing' : 'adminCommon.urduGiven')}
    </Tag>
  );
}
