import type { ComponentProps, ReactNode } from 'react';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Container } from './Container.tsx';
import styles from './Section.module.css';

/**
 * A band of a page: a <section> labelled by its h2, its content in the one container (one left edge with header
 * and footer), the site's vertical rhythm. With `title` it draws the SectionHeading (h2 with id `labelledBy`, an
 * optional intro and controls beside it); without, the children carry the heading of that id. `tone` sets the
 * surface: white, light grey or navy. Two plain bands in a row share one gap instead of two.
 */
export function Section({
  labelledBy,
  title,
  intro,
  controls,
  tone = 'plain',
  className,
  containerClassName,
  children,
  ...rest
}: {
  labelledBy: string;
  title?: string | undefined;
  intro?: string | undefined;
  controls?: ReactNode;
  tone?: 'plain' | 'tinted' | 'dark';
  className?: string | undefined;
  /** Layout of the content inside the container (a grid of columns, for instance). */
  containerClassName?: string | undefined;
  children: ReactNode;
} & Omit<ComponentProps<'section'>, 'title' | 'className' | 'children' | 'aria-labelledby'>) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={[styles.section, className ?? ''].filter(Boolean).join(' ')}
      data-tone={tone}
      {...rest}
    >
      <Container className={containerClassName}>
        {title !== undefined && (
          <SectionHeading id={labelledBy} title={title} intro={intro} tone={tone === 'dark' ? 'dark' : 'light'}>
            {controls}
          </SectionHeading>
        )}
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
        <h2 id={id}>
          <DashBoundText text={title} />
        </h2>
        {intro && (
          <p className={styles.intro}>
            <DashBoundText text={intro} />
          </p>
        )}
      </div>
      {children && <div className={styles.controls}>{children}</div>}
    </div>
  );
}
