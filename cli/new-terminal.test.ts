import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { spawn } from '@lydell/node-pty';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContentCopy, copyContent, nextEventId } from '../tests/support/content-fixture.ts';

const siteCommand = path.resolve(import.meta.dirname, 'site.ts');
const down = '\x1b[B';
const ctrlC = '\x03';

/**
 * How long one question may take to show. Generous: on a loaded machine the first question waits for Node to
 * start and read the content; a question that never comes fails with its name, not a silent test timeout.
 */
const questionTimeout = 45_000;

/** Sessions still running when a test ends (a question that never came) are stopped with it. */
const running = new Set<{ kill(): void }>();

/** `site new` on a pseudo-terminal, as a person types into it: waits for each question before answering. */
function terminal(...args: string[]) {
  // TERM as a terminal emulator sets it: CI runs without a terminal, and without TERM the prompts wait forever.
  const pty = spawn(process.execPath, [siteCommand, ...args], {
    name: 'xterm-256color',
    cols: 120,
    rows: 40,
    env: { ...process.env, TERM: 'xterm-256color', NO_COLOR: '1' },
  });
  let screen = '';
  let seen = 0;
  const waiters: (() => void)[] = [];
  pty.onData((data) => {
    screen += stripVTControlCharacters(data);
    for (const waiter of waiters.splice(0)) waiter();
  });
  running.add(pty);
  const exited = new Promise<number>((resolve) =>
    pty.onExit(({ exitCode }) => {
      running.delete(pty);
      resolve(exitCode);
    }),
  );
  return {
    exited,
    output: () => screen,
    /** Waits until `text` shows after the previous question, then types `keys`. */
    async answer(text: string, keys: string) {
      const deadline = Date.now() + questionTimeout;
      while (!screen.includes(text, seen)) {
        if (Date.now() > deadline)
          throw new Error(`'${text}' never showed within ${questionTimeout / 1000} s; the terminal shows:\n${screen.slice(seen)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 1_000);
        });
      }
      seen = screen.indexOf(text, seen) + text.length;
      pty.write(keys);
    },
    /**
     * After a refused answer: waits for the message, then for the question asked again, and answers it. Typing
     * right after the message would race the new prompt, which is not listening yet.
     */
    async again(message: string, question: string, keys: string) {
      await this.answer(message, '');
      await this.answer(question, keys);
    },
    /** Types a text over several lines, each after the terminal echoed the one before, then Enter twice to finish. */
    async lines(question: string, lines: readonly string[]) {
      let shown = question;
      for (const line of lines) {
        await this.answer(shown, `${line}\r`);
        shown = line;
      }
      await this.answer(shown, '\r');
    },
  };
}

const readYamlOf = async (file: string) => parse(await readFile(file, 'utf8')) as Record<string, unknown>;

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  for (const pty of running) pty.kill();
  running.clear();
  await copy.remove();
});

describe('site new on a terminal', { timeout: 240_000 }, () => {
  it('asks for an event with a list of categories and a text over several lines, and writes it', async () => {
    const id = await nextEventId(copy.contentDir);
    const session = terminal('new', 'event', '--content', copy.contentDir);
    await session.answer('Date (YYYY-MM-DD)', '20/11/2025\r');
    await session.again('must be a date written YYYY-MM-DD, like 2025-11-20', 'Date (YYYY-MM-DD)', '2025-11-20\r');
    await session.answer('tradeFairs', `${down}\r`);
    await session.answer('Title (Spanish)', 'Feria minera de Arequipa\r');
    await session.answer('Short text for the card (Spanish)', 'Nos encontrará en el stand 12.\r');
    // One line at a time, each after the terminal has shown the previous one, as a person types.
    await session.answer('Full text of the details window (Spanish)', 'Lo que mostramos:\r');
    await session.answer('Lo que mostramos:', '- Medidores ultrasónicos\r');
    await session.answer('- Medidores ultrasónicos', '- Patines de medición\r');
    await session.answer('- Patines de medición', '\r');
    // Two pictures, then what each one shows. The list asks the same question again after each picture: each
    // answer waits until the one before is shown as given (◇ and its value), so it goes to the new question.
    const pictures = ['/assets/events/2025-feria-hannover-stand.svg', '/assets/events/2025-feria-hannover-ingenieros.svg'];
    let question = 'empty for none';
    for (const picture of pictures) {
      await session.answer(question, `${picture}\r`);
      await session.answer('◇', '');
      await session.answer(picture, '');
      question = 'empty to finish';
    }
    await session.answer(question, '\r');
    await session.answer('«/assets/events/2025-feria-hannover-stand.svg» (Spanish)', 'Nuestro stand con pantallas\r');
    await session.answer('«/assets/events/2025-feria-hannover-ingenieros.svg» (Spanish)', 'Ingenieros en los pabellones\r');
    expect(await session.exited).toBe(0);

    const relative = 'events/2025-feria-minera-de-arequipa.yaml';
    expect(session.output()).toContain(`✔ new event ${id}: ${copy.file(relative)}`);
    const written = await readFile(path.join(copy.contentDir, relative), 'utf8');
    expect(written).not.toContain('\\n');
    expect(written).toMatch(/details:\n {2}es: \|-?\n {4}Lo que mostramos:\n {4}- Medidores ultrasónicos\n {4}- Patines de medición\n/);
    const event = parse(written) as { category: string; details: { es: string }; images: { src: string; alt: { es: string } }[] };
    expect(event.category).toBe('tradeFairs');
    expect(event.images.map((image) => [image.src, image.alt.es])).toEqual([
      ['/assets/events/2025-feria-hannover-stand.svg', 'Nuestro stand con pantallas'],
      ['/assets/events/2025-feria-hannover-ingenieros.svg', 'Ingenieros en los pabellones'],
    ]);
    expect(event.details.es).toBe('Lo que mostramos:\n- Medidores ultrasónicos\n- Patines de medición');
  });

  it('adds a success case to a sector picked from the list, its description over several lines', async () => {
    const file = path.join(copy.contentDir, 'cases', 'oil.yaml');
    const before = ((await readYamlOf(file)).cards as unknown[]).length;
    const session = terminal('new', 'case', '--content', copy.contentDir);
    // Sectors in file order: energy, industrial, oil, telecomunications.
    await session.answer('telecomunications', `${down}${down}\r`);
    await session.answer('Image file', '/assets/cases/oil.svg\r');
    await session.again('is not in content/assets/cases/oil.svg', 'Image file', '/assets/cases/telecom-vsat-rural-network.svg\r');
    await session.answer('What the image shows', 'Patín de medición ultrasónica en una estación de bombeo\r');
    await session.answer('Title of the success case (Spanish)', 'Medición fiscal en el bloque 16\r');
    await session.lines('What was done and achieved', [
      'Instalamos dos patines:',
      '- Ultrasonido de cuatro cuerdas',
      '- Calibración en sitio',
    ]);
    await session.answer('Heading of a detail column (Spanish) (empty for none)', '\r');
    expect(await session.exited).toBe(0);

    expect(session.output()).toContain(`✔ success case ${before + 1} added to: ${copy.file('cases/oil.yaml')}`);
    const cards = (await readYamlOf(file)).cards as { title: { es: string; de: string }; description: { es: string } }[];
    expect(cards).toHaveLength(before + 1);
    expect(cards[before]?.title).toMatchObject({
      es: 'Medición fiscal en el bloque 16',
      de: '[translate] Medición fiscal en el bloque 16',
    });
    expect(cards[before]?.description.es).toBe('Instalamos dos patines:\n- Ultrasonido de cuatro cuerdas\n- Calibración en sitio');
  });

  it('adds a service item with its paragraphs over several lines, a detail column and a partner logo', async () => {
    const session = terminal('new', 'service-item', '--content', copy.contentDir);
    await session.answer('telecomunications', `${down}\r`);
    await session.answer('Image file', '/assets/services/industrial-automation.svg\r');
    await session.answer('What the image shows', 'Tablero de control con variadores de frecuencia\r');
    await session.answer('Small overline', '\r');
    await session.answer('Title (Spanish)', 'Variadores de frecuencia\r');
    await session.answer('One line under the title (Spanish)', 'Ahorro de energía en bombas y ventiladores\r');
    await session.lines('First paragraph (Spanish)', [
      'Seleccionamos el variador para cada motor.',
      'Lo montamos y lo ajustamos en sitio.',
    ]);
    await session.lines('Second paragraph (Spanish)', ['Soporte técnico local las 24 horas.']);
    await session.answer("Heading of the card's back (Spanish)", 'Qué incluye\r');
    await session.answer('Heading of a detail column (Spanish)', 'Alcance\r');
    await session.answer('(empty to finish)', '\r');
    await session.lines('Text of the column «Alcance» (Spanish)', ['Dimensionamiento', 'Puesta en marcha']);
    await session.answer('Partner logo', 'valvex\r');
    await session.answer('(empty to finish)', '\r');
    expect(await session.exited).toBe(0);

    const items = (await readYamlOf(path.join(copy.contentDir, 'services', 'industrial.yaml'))).items as {
      title: { es: string };
      title1: { es: string };
      description: { es: string };
      detailedContent: { columns: { subtitle: { es: string }; text: { es: string } }[] };
      logos: { image: string; altText: string }[];
    }[];
    const item = items.at(-1);
    expect(session.output()).toContain(`✔ service item ${items.length} added to: ${copy.file('services/industrial.yaml')}`);
    expect(item?.title.es).toBe('Variadores de frecuencia');
    expect(item?.title1.es).toBe('Industrial');
    expect(item?.description.es).toBe('Seleccionamos el variador para cada motor.\nLo montamos y lo ajustamos en sitio.');
    expect(item?.detailedContent.columns).toEqual([
      expect.objectContaining({
        subtitle: expect.objectContaining({ es: 'Alcance' }),
        text: expect.objectContaining({ es: 'Dimensionamiento\nPuesta en marcha' }),
      }),
    ]);
    expect(item?.logos).toEqual([expect.objectContaining({ image: '/assets/brands/valvex.svg' })]);
  });

  it('adds an office to a region picked from the list, asking again for a phone written wrongly', async () => {
    const session = terminal('new', 'location', '--content', copy.contentDir);
    // Regions in the order of site.yaml: ec, pe, br.
    await session.answer('br', `${down}${down}\r`);
    await session.answer('Identifier of the office', 'sao-paulo\r');
    await session.again("the office 'sao-paulo' already exists", 'Identifier of the office', 'curitiba\r');
    await session.answer('Name of the office (Spanish)', 'Curitiba – Oficina técnica\r');
    await session.answer('City, as written locally', 'Curitiba\r');
    await session.answer('Street address (Spanish)', 'Rua XV de Novembro 1000, Curitiba, Brasil\r');
    await session.answer('Phone number', '041 3333 1000\r');
    await session.again('must be an international phone number written like +593 2 245 1000', 'Phone number', '+55 41 3333 1000\r');
    await session.answer('(empty to finish)', '\r');
    await session.answer('Fax number (empty for none)', '\r');
    await session.answer('E-mail of the office', 'curitiba@tecnandes.com.br\r');
    await session.answer('Latitude', '-25.4284\r');
    await session.answer('Longitude', '-49.2733\r');
    await session.answer('Map embed address', '\r');
    expect(await session.exited).toBe(0);

    const offices = (await readYamlOf(path.join(copy.contentDir, 'locations', 'br.yaml'))).offices as {
      id: string;
      city: string;
      phones: string[];
      geo: { lat: number; lng: number };
      map: string;
    }[];
    expect(session.output()).toContain(`✔ office ${offices.length} added to: ${copy.file('locations/br.yaml')}`);
    expect(offices.at(-1)).toMatchObject({
      id: 'curitiba',
      city: 'Curitiba',
      phones: ['+55 41 3333 1000'],
      email: 'curitiba@tecnandes.com.br',
      geo: { lat: -25.4284, lng: -49.2733 },
    });
    expect(offices.at(-1)?.map).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });

  it('stops at Ctrl-C in the middle of a text over several lines and leaves the sector file as it was', async () => {
    const file = path.join(copy.contentDir, 'cases', 'oil.yaml');
    const before = await readFile(file, 'utf8');
    const session = terminal('new', 'case', '--content', copy.contentDir);
    await session.answer('telecomunications', `${down}${down}\r`);
    await session.answer('Image file', '/assets/cases/telecom-vsat-rural-network.svg\r');
    await session.answer('What the image shows', 'Antenas\r');
    await session.answer('Title of the success case (Spanish)', 'Enlace satelital\r');
    await session.answer('What was done and achieved', 'Primera línea\r');
    await session.answer('Primera línea', ctrlC);
    expect(await session.exited).toBe(130);
    expect(session.output()).toContain('Cancelled, nothing written.');
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('stops at Ctrl-C with a clear message and writes nothing', async () => {
    const before = await readdir(path.join(copy.contentDir, 'events'));
    const session = terminal('new', 'event', '--content', copy.contentDir);
    await session.answer('Date (YYYY-MM-DD)', '2025-11-20\r');
    await session.answer('tradeFairs', ctrlC);
    expect(await session.exited).toBe(130);
    expect(session.output()).toContain('Cancelled, nothing written.');
    expect(session.output()).not.toMatch(/\n\s+at /);
    expect(await readdir(path.join(copy.contentDir, 'events'))).toEqual(before);
  });
});
