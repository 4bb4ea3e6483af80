import { useTranslation } from 'react-i18next';
import type { Data } from '../../pages/job/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { contactFormId } from '../contact/ContactForm.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { OpeningFacts } from './OpeningFacts.tsx';
import styles from './Openings.module.css';

/** The text of an opening: its facts and the way to apply (or that it is closed), then the position, requirements and offer. */
export function OpeningPosting({ opening }: { opening: Data['body'] }) {
  const { t } = useTranslation();
  return (
    <Container className={styles.posting}>
      {opening.draft && <DraftBadge label={t('preview.draft')} />}
      {opening.closed && (
        <p className={styles.closed} role="note">
          {opening.closed} <a href={opening.careersHref}>{opening.allOpenings}</a>
        </p>
      )}
      <div className={styles.summaryBar}>
        <OpeningFacts details={opening.details} wide />
        {!opening.closed && (
          <ButtonLink variant="primary" href={`#${contactFormId}`} className={styles.apply}>
            {opening.apply}
          </ButtonLink>
        )}
      </div>
      <div className={styles.sections}>
        {opening.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2>{section.title}</h2>
            {'paragraphs' in section &&
              section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>
                  <DashBoundText text={paragraph} />
                </p>
              ))}
            {'items' in section && (
              <ul>
                {section.items?.map((item) => (
                  <li key={item}>
                    <DashBoundText text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p className={styles.back}>
        <ButtonLink variant="secondary" href={opening.careersHref}>
          ← {opening.allOpenings}
        </ButtonLink>
      </p>
    </Container>
  );
}
