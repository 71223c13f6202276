import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { EARLY_RELOAD_ATTRIBUTE, LANGUAGE_QUERY } from '@contract/pages';
import {
  LANGUAGE_NAMES,
  isLanguage,
  languageChanged,
  loadTexts,
  selectLanguage,
  textsLoaded,
} from '@/shared/i18n';
import { CriticalText, useCriticalTexts } from '@/shared/lib/critical-text';
import { whenHydrated } from '@/shared/lib/lazy-part';
import './LanguageSwitch.css';

/**
 * Chosen before the app runs, the page reloads in that language (`?lang=`): the server's boot
 * loader does that, as React would put the rendered choice back when it hydrates.
 */
const EARLY_RELOAD = { [EARLY_RELOAD_ATTRIBUTE]: '' };

type LanguageSwitchProps = {
  /** Keeps the label for screen readers only, where the bar has no room for it. */
  labelHidden?: boolean;
};

export function LanguageSwitch({ labelHidden = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useSelector(selectLanguage);
  const id = useId();
  // The select shows the chosen language's name in its own font: the names are first-screen text.
  const critical = useCriticalTexts(...Object.values(LANGUAGE_NAMES));

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    if (!isLanguage(chosen)) return;
    // The page changes language in one step: the texts first (a chunk the first time), then all,
    // once every part is hydrated (chosen while the header already answers and the rest not yet).
    const change = () => whenHydrated(() => dispatch(languageChanged(chosen)));
    if (textsLoaded(chosen)) change();
    else void loadTexts(chosen).then(change);
  };

  return (
    <div className="language-switch">
      <label className={labelHidden ? 'visually-hidden' : 'language-switch__label'} htmlFor={id}>
        <CriticalText>{t('language.label')}</CriticalText>
      </label>
      <select
        id={id}
        name={LANGUAGE_QUERY}
        className={critical ? `language-switch__select ${critical}` : 'language-switch__select'}
        value={language}
        onChange={onChange}
        {...EARLY_RELOAD}
      >
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
