import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { useDownloadForm10bdMutation } from '@/entities/gift';
import { isToldElsewhere } from '@/shared/lib/admin-form';
import { saveFile } from '@/shared/lib/save-file';
import { AdminSection } from '@/shared/ui/admin-section';

/** Form 10BD of each financial year that has gifts, fetched with the token and saved as a file. */
export function Form10bdDownloads({ years }: { years: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [download, { isLoading, originalArgs }] = useDownloadForm10bdMutation();

  const save = async (year: string) => {
    try {
      const csv = await download(year).unwrap();
      // Response.text() drops the byte-order mark that lets spreadsheets read Urdu names as UTF-8.
      const bom = csv.startsWith('\uFEFF') ? '' : '\uFEFF';
      saveFile(`form-10bd-${year}.csv`, [bom, csv], 'text/csv;charset=utf-8');
    } catch (error) {
      if (!isToldElsewhere(error)) void message.error(t('form10bd.failed'));
    }
  };

  return (
    <AdminSection className="form-10bd" level={3} title={t('form10bd.heading')}>
      <p>{t('form10bd.intro')}</p>
      <Space wrap>
        {years.map((year) => (
          <Button
            key={year}
            loading={isLoading && originalArgs === year}
            onClick={() => void save(year)}
          >
            {t('form10bd.download', { year })}
          </Button>
        ))}
      </Space>
    </AdminSection>
  );
}
