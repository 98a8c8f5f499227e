import { Button } from '@defne/ui';

export function meta() {
  return [{ title: 'Kuzeyhan Kimya' }];
}

export default function Home() {
  return (
    <main>
      <h1>Kuzeyhan Kimya</h1>
      <Button>Sektörleri keşfedin</Button>
    </main>
  );
}
