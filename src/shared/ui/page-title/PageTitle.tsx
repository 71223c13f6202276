type PageTitleProps = {
  /** The page's own name; the organisation's name follows it. Empty on the home page. */
  title?: string;
  siteName: string;
};

/**
 * The document title. React 19 places <title> in the document head, in the browser and in the
 * server-rendered HTML alike.
 */
export function PageTitle({ title, siteName }: PageTitleProps) {
  const text = [title, siteName].filter((part) => part).join(' | ');
  return <title>{text}</title>;
}
