import { useTranslation } from 'react-i18next';
import { certificationsId } from '../../data/anchors.ts';
import type { CertificationData } from '../../pages/about/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './Certifications.module.css';

/** The company's certificates: standard, scope, who issued it, its number, until when it holds, and the document. */
export function Certifications({ certifications }: { certifications: CertificationData[] }) {
  const { t } = useTranslation();
  return (
    <Section
      id={certificationsId}
      labelledBy="about-certifications"
      title={t('certifications.title')}
      intro={t('certifications.intro')}
      tone="tinted"
    >
      <Grid columns={{ md: Math.min(certifications.length, 2), lg: Math.min(certifications.length, 3) }}>
        {certifications.map((certification) => (
          <Card
            key={certification.number}
            as="li"
            actions={
              <ButtonLink variant="secondary" size="small" href={certification.document} type="application/pdf">
                {t('certifications.download')}
                <span className="visually-hidden">: {certification.standard}</span>
              </ButtonLink>
            }
          >
            {certification.draft && <DraftBadge label={t('preview.draft')} />}
            <CardTitle as="h3">{certification.standard}</CardTitle>
            <p className={styles.scope}>{certification.scope}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('certifications.body')}</dt>
                <dd>{certification.body}</dd>
              </div>
              <div>
                <dt>{t('certifications.number')}</dt>
                <dd className={styles.number}>{certification.number}</dd>
              </div>
              <div>
                <dt>{t('certifications.validUntil')}</dt>
                <dd>
                  <time dateTime={certification.validUntil.date}>{certification.validUntil.text}</time>
                </dd>
              </div>
            </dl>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
