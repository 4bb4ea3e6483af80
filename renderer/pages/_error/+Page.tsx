import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import styles from './NotFound.module.css';

/** Unknown addresses read 'Not Found', with the way back in every language. */
export default function Page() {
  const data = useData<Data | undefined>();
  return (
    <main className={styles.notFound}>
      <h1>Not Found</h1>
      <ul className={styles.links}>
        {data?.ways.map((way) => (
          <li key={way.language} lang={way.language}>
            <p>{way.text}</p>
            <a href={way.href}>{way.label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
