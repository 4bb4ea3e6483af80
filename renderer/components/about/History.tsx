import { useTranslation } from 'react-i18next';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Container } from '../ui/Container.tsx';
import { SectionHeading } from '../ui/Section.tsx';
import styles from './History.module.css';

/** The three history paragraphs beside the mission and the vision. */
export function History({ history, mission, vision }: { history: string[]; mission: string; vision: string }) {
  const { t } = useTranslation();
  return (
    <Container className={styles.layout}>
      <section className={styles.history} aria-labelledby="about-history">
        <SectionHeading id="about-history" title={t('about.historyTitle')} />
        {history.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            <DashBoundText text={paragraph} />
          </p>
        ))}
      </section>
      <div className={styles.statements}>
        <section className={styles.statement} data-kind="mission" aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.statementTitle}>
            {t('about.missionTitle')}
          </h2>
          <p className={styles.statementText}>
            <DashBoundText text={mission} />
          </p>
        </section>
        <section className={styles.statement} data-kind="vision" aria-labelledby="about-vision">
          <h2 id="about-vision" className={styles.statementTitle}>
            {t('about.visionTitle')}
          </h2>
          <p className={styles.statementText}>
            <DashBoundText text={vision} />
          </p>
        </section>
      </div>
    </Container>
  );
}
