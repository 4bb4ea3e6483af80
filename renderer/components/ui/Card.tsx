import type { HTMLAttributes, ReactNode } from 'react';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import styles from './Card.module.css';

/**
 * The site's one card: the surface (border, radius, shadow, padding), an optional picture cropped by the design
 * system's rules, a body whose actions sit at its foot (so cards in one grid row line up), and, when one link or
 * button inside carries `cardLinkClass` (a CardTitle with `href` does), the whole card as that control's target:
 * one tab stop and one accessible name, the rest of the card clickable through a stretched pseudo-element, the
 * focus ring drawn around the card. Every card of the site (events, cases, sectors, offices, service tiles) is
 * this component, so a change of the card's look is one edit here.
 */
type CardProps = {
  as?: 'article' | 'li' | 'div';
  /** `tinted` for cards that sit on white beside other content (offices, sectors): no shadow, a grey surface. */
  tone?: 'plain' | 'tinted';
  /** `beside`: from 1024 px the picture stands beside the body instead of above it (wide cards). */
  layout?: 'stacked' | 'beside';
  /** The card's picture: a CardMedia (its own module, so a card without one ships no picture code to an island). */
  media?: ReactNode;
  /** The card's last row (a button, a link), kept at the foot of the body. */
  actions?: ReactNode;
  className?: string | undefined;
  /** Layout of the body's content (a grid of areas, for instance). */
  bodyClassName?: string | undefined;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'>;

export function Card({
  as: Tag = 'article',
  tone = 'plain',
  layout = 'stacked',
  media,
  actions,
  className,
  bodyClassName,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag className={[styles.card, className ?? ''].filter(Boolean).join(' ')} data-tone={tone} data-layout={layout} {...rest}>
      {media}
      <div className={[styles.body, bodyClassName ?? ''].filter(Boolean).join(' ')}>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Tag>
  );
}

/** Marks the one link or button that the whole card stands for (for a CardTitle, pass `href` instead). */
export const cardLinkClass = styles.link;

/** The card's heading; with `href` its text is the link the whole card leads to. */
export function CardTitle({
  as: Tag,
  id,
  href,
  size = 'regular',
  children,
}: {
  as: 'h2' | 'h3' | 'h4';
  id?: string | undefined;
  href?: string | undefined;
  /** `large` for a card as wide as the page. */
  size?: 'regular' | 'large';
  children: ReactNode;
}) {
  const text = typeof children === 'string' ? <DashBoundText text={children} /> : children;
  return (
    <Tag id={id} className={size === 'large' ? `${styles.title} ${styles.large}` : styles.title}>
      {href === undefined ? (
        text
      ) : (
        <a className={styles.link} href={href}>
          {text}
        </a>
      )}
    </Tag>
  );
}
