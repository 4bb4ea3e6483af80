import '@fontsource-variable/ibm-plex-sans/index.css';
import '../styles/tokens.css';
import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor.tsx';
import { editorTexts } from './texts.ts';

/** The browser editor of `site dev` (/_edit): served by cli/editor/routes.ts, never part of `site build`. */
const { language, texts } = editorTexts(navigator.languages);
document.documentElement.lang = language;
document.title = texts.title;
const root = document.getElementById('editor');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Editor texts={texts} uiLanguage={language} />
    </StrictMode>,
  );
}
