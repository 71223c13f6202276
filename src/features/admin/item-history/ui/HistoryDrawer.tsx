import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Grid, Select, Skeleton, Tag, Typography } from 'antd';
import type { Version } from '@contract/admin';
import { TrustDateTime, useTrustTime } from '@/entities/setting';
import {
  useGetVersionsQuery,
  useRestoreVersionMutation,
  type VersionedItem,
} from '@/entities/version';
import { errorStatus, serverMessage } from '@/shared/lib/admin-form';
import { languageDirection, toLanguage } from '@/shared/i18n';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { notifySuccess } from '@/shared/ui/toast';
import { VersionChanges } from './VersionChanges';
import './HistoryDrawer.css';

/** One item of several whose history the drawer shows (a settings entry), and its name. */
type HistoryChoice = { value: string; label: string };

export type HistoryDrawerProps = {
  item: VersionedItem;
  /** What the history is of, in its title. */
  name: string;
  open: boolean;
  onClose: () => void;
  /** The items the admin may switch between (the settings' entries), `item` first shown. */
  choices?: readonly HistoryChoice[];
  /** After a restore, besides the reload of the kind's lists (the settings' form starts again). */
  onRestored?: () => void;
  /** The version to bring into view (the audit trail's change). */
  versionId?: number;
};

type VersionEntryProps = {
  version: Version;
  previous?: Version;
  current: boolean;
  marked: boolean;
  onRestored?: () => void;
};

/** Why a restore was refused, in words: the item gone, a clash the server names, or a failure. */
function useRestoreFailure() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const status = errorStatus(error);
    if (status === 404) return t('itemHistory.gone');
    if (status === 409) return serverMessage(error) ?? t('itemHistory.restoreFailed');
    return t('itemHistory.restoreFailed');
  };
}

/** A version: what was done, by whom and when, what it changed, and its restore. */
function VersionEntry({ version, previous, current, marked, onRestored }: VersionEntryProps) {
  const { t } = useTranslation();
  const [restore] = useRestoreVersionMutation();
  const failure = useRestoreFailure();
  const entry = useRef<HTMLLIElement>(null);
  const when = useTrustTime()(version.at);
  useEffect(() => {
    if (marked) entry.current?.scrollIntoView?.({ block: 'nearest' });
  }, [marked]);

  const restoreIt = async () => {
    await restore(version).unwrap();
    notifySuccess(t('itemHistory.restored'));
    onRestored?.();
  };

  return (
    <li
      ref={entry}
      className={
        marked ? 'item-history__version item-history__version--marked' : 'item-history__version'
      }
      aria-current={marked ? 'true' : undefined}
    >
      <div className="item-history__head">
        <Typography.Text strong>{t(`versionAction.${version.action}`)}</Typography.Text>
        {current && <Tag color="blue">{t('itemHistory.current')}</Tag>}
        {/* The first version, recorded when history began, has no person behind it. */}
        {version.action !== 'upgrade' && (
          <bdi className="item-history__who">{version.adminEmail}</bdi>
        )}
        <TrustDateTime at={version.at} />
      </div>
      <VersionChanges version={version} previous={previous} />
      {!current && (
        <ConfirmActionButton
          question={t('itemHistory.confirmRestore')}
          description={t('itemHistory.confirmDetail')}
          action={restoreIt}
          failureMessage={failure}
          label={t('itemHistory.restoreNamed', { when })}
          type="default"
        >
          {t('itemHistory.restore')}
        </ConfirmActionButton>
      )}
    </li>
  );
}

/** The item's versions, newest first; read afresh each time the drawer opens. */
function VersionList({
  item,
  versionId,
  onRestored,
}: Pick<HistoryDrawerProps, 'item' | 'versionId' | 'onRestored'>) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetVersionsQuery(item, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) {
    return <Typography.Text type="danger">{t('itemHistory.failed')}</Typography.Text>;
  }
  if (data.length === 0) return <p className="item-history__note">{t('itemHistory.empty')}</p>;
  return (
    <ol className="item-history__versions">
      {data.map((version, index) => (
        <VersionEntry
          key={version.id}
          version={version}
          previous={data[index + 1]}
          current={index === 0}
          marked={version.id === versionId}
          onRestored={onRestored}
        />
      ))}
    </ol>
  );
}

/**
 * An item's history (issue 31) in a drawer from the reading side's end, the whole screen wide on
 * a phone: its versions, who made each and when, what each changed, and a restore of each
 * earlier one.
 */
export function HistoryDrawer({
  item,
  name,
  open,
  onClose,
  choices,
  onRestored,
  versionId,
}: HistoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const [itemId, setItemId] = useState(item.itemId);
  const chooserId = useId();
  const phone = Grid.useBreakpoint().sm !== true;
  const rtl = languageDirection(toLanguage(i18n.language)) === 'rtl';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('itemHistory.titleNamed', { name })}
      size={phone ? '100%' : 560}
      placement={rtl ? 'left' : 'right'}
      closable={{ 'aria-label': t('itemHistory.close') }}
      destroyOnHidden
      className="item-history"
    >
      {choices && (
        <div className="item-history__chooser">
          <label htmlFor={chooserId}>{t('itemHistory.setting')}</label>
          <Select
            id={chooserId}
            value={itemId}
            onChange={setItemId}
            options={choices.map(({ value, label }) => ({ value, label }))}
          />
        </div>
      )}
      <VersionList
        item={{ kind: item.kind, itemId }}
        versionId={versionId}
        onRestored={onRestored}
      />
    </Drawer>
  );
}
