import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import type { TrustDocument } from '@contract/documents';
import { DeleteButton } from '@/features/admin/delete-item';
import { HistoryButton } from '@/features/admin/item-history';
import { useTrustTimeZone } from '@/entities/setting';
import {
  formatFileSize,
  useDeleteDocumentMutation,
  useGetAdminDocumentsQuery,
} from '@/entities/trust-document';
import { toLanguage } from '@/shared/i18n';
import { routePaths } from '@/shared/routes';
import { AdminEditLink, AdminTableList, wholeList } from '@/shared/ui/admin-list-view';
import { publishingColumn } from '@/shared/ui/admin-publishing';

/**
 * /admin/documents/list: the trust's PDFs, newest year first, drafts and scheduled ones marked,
 * each with its edit, history and delete.
 */
export function AdminDocumentsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const list = wholeList<TrustDocument>(useGetAdminDocumentsQuery());
  const timeZone = useTrustTimeZone();
  const [deleteDocument] = useDeleteDocumentMutation();

  const columns: TableColumnsType<TrustDocument> = [
    {
      title: t('adminDocuments.year'),
      dataIndex: 'year',
      render: (year: string) => <span dir="ltr">{year}</span>,
    },
    {
      title: t('adminDocuments.title'),
      key: 'title',
      render: (_value, document) => (
        <>
          <a href={document.url} download>
            {document.title}
          </a>
          {document.titleUr && (
            <div lang="ur" dir="rtl">
              {document.titleUr}
            </div>
          )}
        </>
      ),
    },
    {
      title: t('adminDocuments.kind'),
      dataIndex: 'kind',
      render: (kind: TrustDocument['kind']) => t(`documentKind.${kind}`),
    },
    {
      title: t('adminDocuments.size'),
      dataIndex: 'size',
      render: (size: number) => <span dir="ltr">{formatFileSize(size, language)}</span>,
    },
    publishingColumn({ title: t('publishing.column'), timeZone }),
    {
      title: t('adminDocuments.actions'),
      key: 'actions',
      render: (_value, document) => (
        <span className="admin-row-actions">
          <AdminEditLink to={routePaths.adminDocumentEdit(document.id)} name={document.title} />
          <HistoryButton
            item={{ kind: 'documents', itemId: String(document.id) }}
            name={document.title}
          />
          <DeleteButton
            name={document.title}
            onDelete={() => deleteDocument(document.id).unwrap()}
          />
        </span>
      ),
    },
  ];

  return (
    <AdminTableList
      title={t('adminDocuments.heading')}
      addTo={routePaths.adminDocumentAdd}
      emptyText={t('adminDocuments.empty')}
      list={list}
      columns={columns}
      rowKey="id"
    />
  );
}
