import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import type { KeyIn } from '@/shared/i18n';
import { isolateLtr } from '@/shared/lib/bidi';
import { LegalDocument } from '@/shared/ui/legal-document';
import { PageTitle } from '@/shared/ui/page-title';

/** The part a heading's name names: 'cookies' of 'cookiesHeading'. */
type PartNamed<Name> = Name extends `${infer Part}Heading` ? Part : never;

/** The name of a section of a group of texts: 'cookies' of 'privacyPolicy.cookiesHeading'. */
type PartOf<Texts extends string> = PartNamed<KeyIn<Texts>>;

type LegalPageProps<Texts extends string> = {
  /** The group of the page's texts: its `title`, its `intro` and its sections' texts. */
  texts: Texts;
  /** The sections in order, each with a `<part>Heading` and a `<part>Text` in `texts`. */
  parts: readonly PartOf<Texts>[];
  /** After the sections: links to the related pages. */
  children?: ReactNode;
};

/**
 * A static policy page: the document and the browser tab's title. Its texts may name the
 * organisation and its email and phone, kept left to right in Urdu.
 */
export function LegalPage<Texts extends string>({ texts, parts, children }: LegalPageProps<Texts>) {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';
  const facts = {
    organisation,
    email: isolateLtr(site?.email ?? ''),
    phone: isolateLtr(site?.phone ?? ''),
  };
  // The keys are checked against the texts by the props' type above.
  const key = (rest: string) => `${texts}.${rest}` as ParseKeys;
  const title = t(key('title'));

  return (
    <>
      <PageTitle title={title} siteName={organisation} />
      <LegalDocument
        title={title}
        intro={t(key('intro'), facts)}
        sections={parts.map((part) => ({
          heading: t(key(`${part}Heading`)),
          text: t(key(`${part}Text`), facts),
        }))}
      >
        {children}
      </LegalDocument>
    </>
  );
}
