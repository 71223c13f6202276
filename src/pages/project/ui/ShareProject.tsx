import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/shared/ui/external-link';
import './ShareProject.css';
import { CriticalText } from '@/shared/lib/critical-text';

type ShareProjectProps = { title: string };

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Share: the system share sheet where the browser has one (phones); elsewhere a small panel
 * with a WhatsApp link and copy-link. The page's address is read in the handlers only, so the
 * server and the first browser render draw the same markup.
 */
export function ShareProject({ title }: ShareProjectProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [panelUrl, setPanelUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other refusal falls back to the panel.
        if (isAbort(error)) return;
      }
    }
    setCopied(false);
    setPanelUrl((open) => (open === null ? url : null));
  }

  async function copyLink() {
    if (panelUrl === null) return;
    try {
      await navigator.clipboard.writeText(panelUrl);
      setCopied(true);
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  }

  const message = panelUrl === null ? '' : t('projectShare.shareText', { title, url: panelUrl });
  return (
    <div className="share-project">
      <p className="share-project__prompt">
        <CriticalText>{t('projectShare.prompt')}</CriticalText>
      </p>
      <button
        type="button"
        className="btn btn--outline share-project__button"
        aria-expanded={panelUrl !== null}
        aria-controls={panelId}
        onClick={() => void share()}
      >
        <CriticalText>{t('projectShare.share')}</CriticalText>
      </button>
      <div id={panelId} className="share-project__panel" hidden={panelUrl === null}>
        {panelUrl !== null && (
          <>
            <ExternalLink
              className="btn btn--primary"
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            >
              {t('projectShare.whatsApp')}
            </ExternalLink>
            <button type="button" className="btn btn--outline" onClick={() => void copyLink()}>
              {t('projectShare.copyLink')}
            </button>
          </>
        )}
        <p className="share-project__status" role="status">
          {copied ? t('projectShare.copied') : ''}
        </p>
      </div>
    </div>
  );
}
