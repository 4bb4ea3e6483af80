import { saveLanguage } from '../../language/saved-language.ts';
import type { SubmenuEntry } from './menu-types.ts';

/** A submenu link; a language entry also saves the choice so later visits open in it. */
export function SubmenuLink({ entry, onNavigate }: { entry: SubmenuEntry; onNavigate: () => void }) {
  const language = 'language' in entry ? entry.language : undefined;
  return (
    <a
      href={entry.href}
      aria-current={entry.current ? 'page' : undefined}
      lang={language}
      hrefLang={language}
      onClick={() => {
        if (language) saveLanguage(language);
        onNavigate();
      }}
    >
      {entry.label}
    </a>
  );
}
