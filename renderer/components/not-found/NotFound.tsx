import { DashBoundText } from '../../text/DashBoundText.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './NotFound.module.css';

export interface NotFoundBody {
  title: string;
  text: string;
  backHome: string;
  homeHref: string;
  contact: string;
  contactHref: string;
  servicesTitle: string;
  services: { id: string; label: string; href: string }[];
}

/** SPEC.md section 8: an unknown route shows this text, in every language. */
const notFoundText = 'Not Found';

/**
 * Unknown addresses: the status and SPEC.md's 'Not Found' above the heading, then the heading, what happened and
 * the ways on (home, the region's services, contact), all in the page's language.
 */
export function NotFound({ body }: { body: NotFoundBody }) {
  return (
    <Container className={styles.notFound}>
      <p className={styles.code}>
        404
        {/* In English the heading itself says it: said once. */}
        {body.title !== notFoundText && (
          <>
            {' · '}
            <span lang="en">{notFoundText}</span>
          </>
        )}
      </p>
      <h1>
        <DashBoundText text={body.title} />
      </h1>
      <p className={styles.text}>{body.text}</p>
      <div className={styles.actions}>
        <ButtonLink href={body.homeHref}>{body.backHome}</ButtonLink>
        <ButtonLink variant="secondary" href={body.contactHref}>
          {body.contact}
        </ButtonLink>
      </div>
      <nav className={styles.services} aria-labelledby="not-found-services">
        <h2 id="not-found-services">{body.servicesTitle}</h2>
        <ul>
          {body.services.map((service) => (
            <li key={service.id}>
              <a href={service.href}>{service.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
