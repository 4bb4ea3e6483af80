import type { ReactNode } from 'react';
import { Container } from './Container.tsx';
import styles from './Section.module.css';

/**
 * A band of a page: an h2 it is labelled by (with an optional intro and controls beside it) and its content, in
 * the one container. `tone` sets the band's surface: white, light grey or navy.
 */
export function Section({
  id,
  title,
  intro,
  controls,
  tone = 'plain',
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string | undefined;
  controls?: ReactNode;
  tone?: 'plain' | 'tinted' | 'dark';
  className?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={[styles.section, className ?? ''].filter(Boolean).join(' ')} data-tone={tone}>
      <Container>
        <SectionHeading id={headingId} title={title} intro={intro} tone={tone === 'dark' ? 'dark' : 'light'}>
          {controls}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}

/** The heading row of a section: the h2 with its amber rule, an optional sentence, and optional controls on the right. */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'light',
  children,
}: {
  id: string;
  title: string;
  intro?: string | undefined;
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading} data-tone={tone}>
      <div className={styles.text}>
        <h2 id={id}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children && <div className={styles.controls}>{children}</div>}
    </div>
  );
}
