import { useTranslation } from 'react-i18next';
import { emailHref } from '../../../generator/routes/contact-links.ts';
import type { PrivacyBody } from '../../pages/privacy/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { FormattedText } from '../../text/FormattedText.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './PrivacyPolicy.module.css';

/** The policy's sections under one heading each; the controller and the authority come from structured content. */
export function PrivacyPolicy({ policy }: { policy: PrivacyBody }) {
  const { t } = useTranslation();
  const { controller, authority } = policy;
  const mail = <a href={emailHref(controller.email)}>{controller.email}</a>;
  return (
    <Container className={styles.policy}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('privacy.lawLabel')}</dt>
          <dd>{policy.law}</dd>
        </div>
        <div>
          <dt>{t('privacy.updatedLabel')}</dt>
          <dd>
            <time dateTime={policy.updated.date}>{policy.updated.text}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="privacy-controller" className={styles.section}>
        <h2 id="privacy-controller">{t('privacy.controllerTitle')}</h2>
        <dl className={styles.controller}>
          <dt>{t('privacy.companyLabel')}</dt>
          <dd>{controller.company}</dd>
          <dt>{t('privacy.officeLabel')}</dt>
          <dd>
            {controller.office}
            <br />
            {controller.address}
          </dd>
          <dt>{t('privacy.emailLabel')}</dt>
          <dd>{mail}</dd>
        </dl>
      </section>
      {policy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`} className={styles.section}>
          <h2 id={`privacy-${section.id}`}>
            <DashBoundText text={section.title} />
          </h2>
          <FormattedText blocks={section.blocks} />
          {section.id === 'rights' && (
            <p className={styles.contact}>
              {t('privacy.emailLabel')}: {mail}
            </p>
          )}
        </section>
      ))}
      <section aria-labelledby="privacy-authority" className={styles.section}>
        <h2 id="privacy-authority">{authority.title}</h2>
        <FormattedText blocks={authority.blocks} />
        <p>
          <a className={styles.standalone} href={authority.url} rel="external">
            {t('privacy.authorityLink', { authority: authority.name })}
          </a>
        </p>
      </section>
    </Container>
  );
}
