import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LanguageSwitch } from '@/features/switch-language';
import { toLanguage } from '@/shared/i18n';
import { routePaths } from '@/shared/routes';
import { ReceiptFrame } from '@/widgets/receipt';
import { useGetUnsubscribeQuery, useUnsubscribeMutation } from '../api/unsubscribeApi';
import './UnsubscribePage.css';

/**
 * /unsubscribe/:token: a reader of a project's news, from the link at the foot of an update
 * mail, stops it without signing in. Opening the page changes nothing (mail scanners open
 * links); the button does. Never cached nor indexed (the server says so).
 */
export function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const { data, isError, isLoading } = useGetUnsubscribeQuery(token);
  const [unsubscribe, stopping] = useUnsubscribeMutation();
  const answer = stopping.data ?? data;
  const project =
    answer &&
    (toLanguage(i18n.language) === 'ur'
      ? (answer.project.titleUr ?? answer.project.title)
      : answer.project.title);

  return (
    <ReceiptFrame label={t('unsubscribe.title')} tools={<LanguageSwitch />}>
      <article className="unsubscribe" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className="unsubscribe__title">
          {t('unsubscribe.title')}
        </h1>
        {isLoading && <p role="status">{t('unsubscribe.loading')}</p>}
        {isError && (
          <p role="alert" className="receipt-page__problem">
            {t('unsubscribe.refused')}
          </p>
        )}
        {answer && !answer.ended && (
          <>
            <p className="unsubscribe__question">
              {t('unsubscribe.ask', { project, interpolation: { escapeValue: false } })}
            </p>
            <p>{t('unsubscribe.explain')}</p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={stopping.isLoading}
              onClick={() => void unsubscribe(token)}
            >
              {stopping.isLoading ? t('unsubscribe.stopping') : t('unsubscribe.stop')}
            </button>
            {stopping.isError && (
              <p role="alert" className="receipt-page__problem">
                {t('unsubscribe.failed')}
              </p>
            )}
          </>
        )}
        {answer?.ended && (
          <div role="status">
            <p className="unsubscribe__done">
              {t('unsubscribe.done', { project, interpolation: { escapeValue: false } })}
            </p>
            <p>{t('unsubscribe.doneNote')}</p>
            <Link to={routePaths.project(answer.project.projectId)}>
              {t('unsubscribe.seeProject')}
            </Link>
          </div>
        )}
      </article>
    </ReceiptFrame>
  );
}
