import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translate } from './island-text.tsx';

const strings = {
  contact: { locationsTitle_one: 'Nuestra oficina', locationsTitle_other: 'Nuestras oficinas', greeting: 'Hola, {{name}}' },
} as never;

describe("the islands' stand-in for i18next", () => {
  it('picks the plural form by the count and the language, as i18next does on the server', async () => {
    const i18next = createInstance();
    await i18next.init({ lng: 'es', resources: { es: { translation: strings } }, interpolation: { escapeValue: false } });
    for (const count of [0, 1, 2, 5]) {
      const island = translate({ strings, language: 'es' }, 'contact.locationsTitle', { count });
      expect(island).toBe(i18next.t('contact.locationsTitle', { count }));
    }
    expect(translate({ strings, language: 'es' }, 'contact.locationsTitle', { count: 1 })).toBe('Nuestra oficina');
    expect(translate({ strings, language: 'es' }, 'contact.locationsTitle', { count: 3 })).toBe('Nuestras oficinas');
  });

  it('interpolates, and shows the key of a missing text', () => {
    expect(translate({ strings, language: 'es' }, 'contact.greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(translate({ strings, language: 'es' }, 'contact.missing')).toBe('contact.missing');
  });
});
