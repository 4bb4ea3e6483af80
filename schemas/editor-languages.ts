/**
 * The languages the browser editor speaks (renderer/editor/texts.ts), Spanish first as it is the one the editor
 * falls back to. They are the people's who keep the site, not the site's: a language site.yaml adds is edited in
 * these.
 */
export const editorLanguages = ['es', 'en', 'pt', 'de'] as const;
export type EditorLanguage = (typeof editorLanguages)[number];

/** A name in every language the editor speaks; its English is also what the command line prints (`site report`'s columns). */
export type EditorLabel = Readonly<Record<EditorLanguage, string>>;
