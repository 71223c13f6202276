type ContactLinkProps = {
  /** `mailto` for an email address, `tel` for a phone number. */
  scheme: 'mailto' | 'tel';
  address: string;
  className?: string;
};

/** An email address or phone number that opens the mail or phone app; left to right in Urdu too. */
export function ContactLink({ scheme, address, className }: ContactLinkProps) {
  return (
    <a className={className} href={`${scheme}:${address}`} dir="ltr">
      {address}
    </a>
  );
}
