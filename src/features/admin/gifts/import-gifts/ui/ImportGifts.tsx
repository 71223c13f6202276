import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Checkbox, Space, Typography } from 'antd';
import { MAX_IMPORT_BYTES, type ImportPreview, type ImportResult } from '@contract/gifts';
import { useImportGiftsMutation, usePreviewGiftImportMutation } from '@/entities/gift';
import { isToldElsewhere, serverTroubleKey } from '@/shared/lib/admin-form';
import { formatMoney } from '@/shared/lib/format';
import { AdminSection } from '@/shared/ui/admin-section';
import { fileProblemOf } from '../lib/fileProblem';
import { ImportPreviewTable } from './ImportPreviewTable';
import './ImportGifts.css';

type Chosen = { name: string; csv: string; preview: ImportPreview };

/**
 * Import gifts from a CSV file: the server previews every row (nothing stored), the admin sees
 * each bad row's reasons and imports only when every row is OK or skipped, choosing whether the
 * donors with an e-mail are mailed their receipts (yes unless unticked). A row with the
 * reference and amount of a gift a donor told of confirms that gift. The import reloads the
 * project's gifts and totals through the donor tags.
 */
export function ImportGifts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [sendReceipts, setSendReceipts] = useState(true);
  const [previewImport, { isLoading: reading }] = usePreviewGiftImportMutation();
  const [importGifts, { isLoading: importing }] = useImportGiftsMutation();

  const showPreview = async (name: string, csv: string) => {
    try {
      setChosen({ name, csv, preview: await previewImport({ projectId, csv }).unwrap() });
    } catch (error) {
      setChosen(null);
      const problem = fileProblemOf(error);
      if (!problem) return;
      const column = 'column' in problem ? t(`importColumn.${problem.column}`) : undefined;
      void message.error(t(problem.key, { column }));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again (once corrected) previews it again.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setChosen(null);
      void message.error(t('importGifts.tooLarge'));
      return;
    }
    await showPreview(file.name, await file.text());
  };

  const importedMessage = ({ imported, amount, confirmed }: ImportResult) => {
    const added = t('importGifts.imported', { count: imported, amount: formatMoney(amount) });
    const confirmedText = t('importGifts.confirmed', { count: confirmed });
    if (imported > 0 && confirmed > 0) {
      return t('importGifts.importedAndConfirmed', { imported: added, confirmed: confirmedText });
    }
    if (imported > 0) return added;
    return confirmed > 0 ? confirmedText : t('importGifts.nothingNew');
  };

  const confirm = async () => {
    if (!chosen) return;
    try {
      const result = await importGifts({ projectId, csv: chosen.csv, sendReceipts }).unwrap();
      setChosen(null);
      void message.success(importedMessage(result));
    } catch (error) {
      if (isToldElsewhere(error)) return;
      const trouble = serverTroubleKey(error);
      void message.error(t(trouble ?? 'importGifts.importFailed'));
      // Something changed since the preview (another admin, a new day): show the rows as they are.
      if (!trouble) await showPreview(chosen.name, chosen.csv);
    }
  };

  const preview = chosen?.preview;
  return (
    <AdminSection className="import-gifts" level={3} title={t('importGifts.choose')}>
      <p>{t('importGifts.hint')}</p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={t('importGifts.choose')}
        disabled={reading || importing}
        onChange={(event) => void choose(event)}
      />
      {chosen && preview && (
        <section
          className="import-gifts__preview"
          aria-label={t('importGifts.previewHeading', { file: chosen.name })}
        >
          <Typography.Title level={4}>
            {t('importGifts.previewHeading', { file: chosen.name })}
          </Typography.Title>
          <p role="status">
            {t('importGifts.summary', {
              ok: preview.ok,
              amount: formatMoney(preview.amount),
              skipped: preview.skipped,
              bad: preview.bad,
            })}
            {preview.confirms > 0 &&
              ` ${t('importGifts.summaryConfirms', { count: preview.confirms })}`}
          </p>
          {preview.bad > 0 && (
            <Typography.Text type="danger">{t('importGifts.fixRows')}</Typography.Text>
          )}
          <ImportPreviewTable rows={preview.rows} />
          <Checkbox
            className="import-gifts__receipts"
            checked={sendReceipts}
            onChange={(event) => setSendReceipts(event.target.checked)}
          >
            {t('importGifts.sendReceipts')}
          </Checkbox>
          <Space>
            <Button
              type="primary"
              loading={importing}
              disabled={preview.bad > 0 || preview.ok + preview.confirms === 0}
              onClick={() => void confirm()}
            >
              {t('importGifts.importButton', { count: preview.ok + preview.confirms })}
            </Button>
            <Button onClick={() => setChosen(null)}>{t('importGifts.cancel')}</Button>
          </Space>
        </section>
      )}
    </AdminSection>
  );
}
