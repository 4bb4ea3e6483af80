import '@fontsource-variable/ibm-plex-sans/index.css';
import '../styles/tokens.css';
import '../styles/controls.css';
import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { editorPath } from './api.ts';
import { Editor } from './Editor.tsx';
import { editorTexts } from './texts.ts';

/** The browser editor of `site dev` (/_edit): served by cli/editor/routes.ts, never part of `site build`. */
// site dev reloads every open page when pictures or pages change (cli/dev.ts), so the site's pages show them; the
// editor would lose what is typed and not saved yet. Vite reloads only the page a reload of an .html file names.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = `${editorPath}/stays-open.html`;
});

const { language, texts, fieldText, problemText } = editorTexts(navigator.languages);
document.documentElement.lang = language;
document.title = texts.title;
const root = document.getElementById('editor');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Editor texts={texts} uiLanguage={language} fieldText={fieldText} problemText={problemText} />
    </StrictMode>,
  );
}
