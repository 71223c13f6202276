import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import {
  PREVIEW_PAGE_URL,
  isPreviewReady,
  isPreviewRequest,
  type SettingsPreviewMessage,
} from '@/entities/setting';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewScale } from '../lib/previewScale';
import './SettingsPreviewModal.css';

/** Only to this site's own origin: the settings never leave it. */
function post(frame: HTMLIFrameElement | null, message: SettingsPreviewMessage) {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * Keys pressed inside the frame never reach the dialog: Escape there closes it too, so a keyboard
 * user who tabbed into the page can still leave. Each load is a new window, listened to afresh.
 */
function closeOnEscapeInside(frame: HTMLIFrameElement | null, onClose: () => void) {
  frame?.contentWindow?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') onClose();
  });
}

type SettingsPreviewModalProps = {
  /** The unsaved settings, as the page in the frame should show them. */
  message: SettingsPreviewMessage;
  onClose: () => void;
};

/**
 * The home page with the unsaved settings: the real page in a same-origin frame at 1280x800
 * (`/?preview=true`), scaled to fit. The page asks for the settings once it listens and says
 * when they are on screen; until then 'Loading...' covers it.
 */
export function SettingsPreviewModal({ message, onClose }: SettingsPreviewModalProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [scale] = useState(() => previewScale(window.innerWidth, window.innerHeight));
  // Read while rendering, before the dialog takes focus: the control that opened it.
  const [opener] = useState(() => document.activeElement);

  // Closing removes the modal rather than animating it shut, so antd never hands focus back.
  // After the removal: until then antd's focus lock pulls focus back into the dialog.
  useEffect(
    () => () => {
      window.setTimeout(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || !source || event.source !== source) return;
      if (isPreviewRequest(event.data)) post(frame.current, message);
      else if (isPreviewReady(event.data)) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [message]);

  const width = Math.round(PREVIEW_WIDTH * scale);
  const height = Math.round(PREVIEW_HEIGHT * scale);

  return (
    <Modal
      open
      title={t('settingsPreview.title')}
      footer={null}
      onCancel={onClose}
      width={width + 48}
      centered
      destroyOnHidden
    >
      <div className="settings-preview" style={{ width, height }}>
        <iframe
          ref={frame}
          className="settings-preview__frame"
          title={t('settingsPreview.frameTitle')}
          src={PREVIEW_PAGE_URL}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          style={{ transform: `scale(${scale})` }}
          onLoad={() => {
            post(frame.current, message);
            closeOnEscapeInside(frame.current, onClose);
          }}
        />
        {!ready && (
          <div className="settings-preview__loading" role="status">
            {t('settingsPreview.loading')}
          </div>
        )}
      </div>
    </Modal>
  );
}
