import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space, Typography } from 'antd';
import { useDownloadForm10bdMutation } from '@/entities/donor';
import { isUnauthorized } from '@/shared/lib/admin-form';
import { saveFile } from '@/shared/lib/save-file';

/** Form 10BD of each financial year that has gifts, fetched with the token and saved as a file. */
export function Form10bdDownloads({ years }: { years: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const headingId = useId();
  const [download, { isLoading, originalArgs }] = useDownloadForm10bdMutation();

  const save = async (year: string) => {
    try {
      const csv = await download(year).unwrap();
      // Response.text() drops the byte-order mark that lets spreadsheets read Urdu names as UTF-8.
      const bom = csv.startsWith('\uFEFF') ? '' : '\uFEFF';
      saveFile(`form-10bd-${year}.csv`, [bom, csv], 'text/csv;charset=utf-8');
    } catch (error) {
      if (!isUnauthorized(error)) void message.error(t('form10bd.failed'));
    }
  };

  return (
    <section className="form-10bd" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {t('form10bd.heading')}
      </Typography.Title>
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
    </section>
  );
}
