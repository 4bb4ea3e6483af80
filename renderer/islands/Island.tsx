import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { UiStrings } from '../../schemas/translations.ts';
import { type Hydration, islandAttributes } from './island-markup.ts';
import type { IslandName, islandModules } from './registry.ts';

interface IslandProps<N extends IslandName, P extends object> {
  name: N;
  /** The component the registry loads under `name` (renderer/islands/registry.ts). */
  component: Awaited<ReturnType<(typeof islandModules)[N]>> & FunctionComponent<P>;
  props: P;
  /** The branches of the UI strings the island's components read, and nothing else. */
  strings: readonly (keyof UiStrings)[];
  hydrate: Hydration;
  /** The query parameters of the page's address the island shows, if any (a filtered view shared as a link). */
  query?: readonly string[];
}

/**
 * A part of the page that the browser hydrates on its own (renderer/+client.ts), with only its props and its
 * strings, serialised into the element. It is rendered here as a root of its own, exactly as the browser will
 * hydrate it, so generated ids and text nodes match; the page's i18next resolves its texts.
 */
export function Island<N extends IslandName, P extends object>({
  name,
  component: Component,
  props,
  strings,
  hydrate,
  query,
}: IslandProps<N, P>) {
  const { i18n } = useTranslation();
  const all = i18n.getResourceBundle(i18n.language, 'translation') as UiStrings;
  const payload = { props, strings: Object.fromEntries(strings.map((branch) => [branch, all[branch]])) };
  const html = renderToString(<I18nextProvider i18n={i18n}>{createElement<P>(Component, props)}</I18nextProvider>);
  return (
    <div
      {...{ [islandAttributes.name]: name, [islandAttributes.hydration]: hydrate, [islandAttributes.payload]: JSON.stringify(payload) }}
      {...(query ? { [islandAttributes.query]: query.join(' ') } : {})}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, hydrated by React in the browser
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
