import { useTranslation } from 'react-i18next';
import type { ClientData } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { Grid } from '../ui/Grid.tsx';
import { balancedColumns } from '../ui/grid-columns.ts';
import { Section } from '../ui/Section.tsx';
import styles from './ClientStrip.module.css';

/** The most clients to a row at each width; balancedColumns leaves no lone client on a last row. */
const mostColumns = { base: 2, md: 3, xl: 6 };

/**
 * The clients of the region's success cases, each leading to its case: a still band of its own, apart from the
 * moving strip of the brands we distribute (those are suppliers, these are customers). The client's wordmark is
 * the heading and the link; its name is the link's text for those who do not see the logo.
 */
export function ClientStrip({ clients }: { clients: ClientData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="home-clients" title={t('cases.clientsTitle')} intro={t('cases.clientsIntro')} tone="tinted">
      <Grid columns={balancedColumns(clients.length, mostColumns)}>
        {clients.map((client) => (
          <Card key={client.name} as="li" bodyClassName={styles.body}>
            <CardTitle as="h3" href={client.href}>
              <Picture image={client.logo} className={styles.logo} />
              <span className="visually-hidden">{client.name}</span>
            </CardTitle>
            <p className={styles.sector}>{client.sector}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
