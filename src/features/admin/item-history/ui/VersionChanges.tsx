import { useTranslation } from 'react-i18next';
import type { Version, VersionKind } from '@contract/admin';
import { changesOf, type Change } from '../lib/changes';
import { fieldLabel, imageUrl, isImage, valueWords } from '../lib/labels';

type ValueProps = {
  kind: VersionKind;
  change: Change;
  value: unknown;
  /** The image's alt text: the field, before or after. */
  side: 'before' | 'after';
  label: string;
};

/** A field's value as the admin reads it: a text, Yes or No, a thumbnail, "(empty)". */
function Value({ kind, change, value, side, label }: ValueProps) {
  const { t, i18n } = useTranslation();
  const { name } = change;
  const alt = t(side === 'before' ? 'itemHistory.before' : 'itemHistory.after', { field: label });
  const images = Array.isArray(value) ? value : [value];
  if (images.length > 0 && images.every((image) => isImage(name, image))) {
    return (
      <span className="item-history__thumbs">
        {images.map((image: string) => (
          <img key={image} className="item-history__thumb" src={imageUrl(kind, image)} alt={alt} />
        ))}
      </span>
    );
  }
  if (value === null || value === undefined || value === '' || images.length === 0) {
    return <span className="item-history__blank">{t('itemHistory.blank')}</span>;
  }
  if (typeof value === 'boolean') return <>{t(value ? 'adminCommon.yes' : 'adminCommon.no')}</>;
  if (typeof value === 'string') {
    // What the admin typed, in whichever script: isolated from the sentence around it.
    return (
      <bdi className="item-history__text" lang={change.urdu ? 'ur' : undefined}>
        {valueWords({ t, i18n }, name, value)}
      </bdi>
    );
  }
  return (
    <bdi className="item-history__text" dir="ltr">
      {typeof value === 'number' ? value : JSON.stringify(value)}
    </bdi>
  );
}

type VersionChangesProps = { version: Version; previous?: Version };

/**
 * What a version changed against the one before it, a line per field in both languages
 * ("Name: Old → New", an image as its two thumbnails); the first version recorded lists what it
 * had.
 */
export function VersionChanges({ version, previous }: VersionChangesProps) {
  const { t, i18n } = useTranslation();
  const changes = changesOf(version, previous);
  if (previous && changes.length === 0) {
    return <p className="item-history__note">{t('itemHistory.same')}</p>;
  }
  return (
    <>
      {!previous && <p className="item-history__note">{t('itemHistory.first')}</p>}
      <ul className="item-history__changes">
        {changes.map((change) => {
          const label = fieldLabel({ t, i18n }, change);
          const shown = { kind: version.kind, change, label };
          return (
            <li key={change.path}>
              <span className="item-history__field">{label}:</span>{' '}
              {previous && (
                <>
                  <Value {...shown} value={change.before} side="before" />{' '}
                  <span className="item-history__arrow">{t('itemHistory.arrow')}</span>{' '}
                </>
              )}
              <Value {...shown} value={change.after} side="after" />
            </li>
          );
        })}
      </ul>
    </>
  );
}
