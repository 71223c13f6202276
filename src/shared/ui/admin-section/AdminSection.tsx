import { useId, type ReactNode } from 'react';
import { Typography } from 'antd';

type AdminSectionProps = {
  className: string;
  /** Its heading's level in the screen's outline: 1 for the screen itself. */
  level: 1 | 2 | 3;
  title: string;
  children: ReactNode;
};

/** A screen of the admin, or a part of one, named by its heading. */
export function AdminSection({ className, level, title, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <Typography.Title level={level} id={headingId}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
