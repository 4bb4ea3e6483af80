import { useData } from 'vike-react/useData';
import { NotFound } from '../../components/not-found/NotFound.tsx';
import type { NotFoundData } from '../../data/not-found-data.ts';

export default function Page() {
  const { body } = useData<NotFoundData>();
  return <NotFound body={body} />;
}
