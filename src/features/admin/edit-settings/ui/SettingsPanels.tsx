import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapse, Form } from 'antd';
import { PANEL_KEYS, type PanelKey } from '../config/panels';
import type { SettingsEditor } from '../model/useSettingsEditor';
import { AboutPanel } from './AboutPanel';
import { BannerPanel } from './BannerPanel';
import { HeroPanel } from './HeroPanel';
import { LogoPanel } from './LogoPanel';
import { DeductionWordingPanel } from './DeductionWordingPanel';
import { SitePanel } from './SitePanel';
import { SocialsPanel } from './SocialsPanel';
import { ThemePanel } from './ThemePanel';
import { TrustPanel } from './TrustPanel';
import { TogglesPanel } from './TogglesPanel';
import './SettingsPanels.css';

/**
 * Every setting in its own collapsible panel; any number may be open at once. A panel's fields
 * mount when it is first opened and stay: the form keeps every value either way, and a panel
 * never opened still holds the saved values, which the server already accepted.
 */
export function SettingsPanels({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  const { form, initialValues, markDirty, openPanels, setOpenPanels } = editor;

  const content: Record<PanelKey, ReactNode> = {
    theme: <ThemePanel />,
    logo: <LogoPanel logo={editor.logo} />,
    hero: <HeroPanel />,
    about: <AboutPanel />,
    socials: <SocialsPanel />,
    banner: <BannerPanel form={form} banner={editor.banner} />,
    toggles: <TogglesPanel />,
    site: <SitePanel />,
    trust: <TrustPanel readOnly={!editor.ownsTrust} />,
    receiptWording: <DeductionWordingPanel readOnly={!editor.ownsTrust} />,
  };

  return (
    <Form
      form={form}
      name="settings"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={markDirty}
      // Accounts reads the settings without changing them (docs/product.md §6).
      disabled={!editor.mayChange}
      className="settings-form"
    >
      <Collapse
        activeKey={openPanels}
        onChange={(keys) => setOpenPanels((Array.isArray(keys) ? keys : [keys]) as PanelKey[])}
        items={PANEL_KEYS.map((key) => ({
          key,
          label: t(`settingsPanels.${key}`),
          children: (
            <div role="group" aria-label={t(`settingsPanels.${key}`)}>
              {content[key]}
            </div>
          ),
        }))}
      />
    </Form>
  );
}
