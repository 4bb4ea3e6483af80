import type { ReactNode } from 'react';
import { Container } from '../ui/Container.tsx';
import styles from './ContactLayout.module.css';

/**
 * Offices and form in the page's one column. One office (Peru, Brazil) sits beside the form from 1024 px, so
 * neither half of the page is empty; several (Ecuador) stand in a row above it.
 */
export function ContactLayout({ officeCount, children }: { officeCount: number; children: ReactNode }) {
  return (
    <Container className={styles.layout}>
      <div className={styles.columns} data-layout={officeCount === 1 ? 'beside' : 'above'}>
        {children}
      </div>
    </Container>
  );
}
