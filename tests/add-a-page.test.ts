import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { buildNoise, copyProject, editFile, phaseNames, siteBuild } from './support/project-copy.ts';

/** The sustainability page's title in each language, as an editor would write it in translations/{lang}.yaml. */
const pageTitles = { es: 'Sostenibilidad', en: 'Sustainability', pt: 'Sustentabilidade', de: 'Nachhaltigkeit' };
const pageDescriptions = {
  es: 'Cómo Tecnandes reduce el impacto ambiental de sus obras e instalaciones.',
  en: 'How Tecnandes reduces the environmental impact of its projects and installations.',
  pt: 'Como a Tecnandes reduz o impacto ambiental de suas obras e instalações.',
  de: 'Wie Tecnandes die Umweltbelastung seiner Projekte und Anlagen verringert.',
};

interface Region {
  id: string;
  defaultLanguage: string;
}

/**
 * CONTENT.md, "Add a page", followed in a copy of the project: one entry in schemas/pages.ts, the page's folder in
 * renderer/pages/ and its `meta` texts. Nothing else is touched, yet the build routes and prerenders the page in
 * every region and language and lists it in the sitemap.
 */
describe('adding a page from the registry', () => {
  test('a new page template is prerendered in every region and language', { timeout: 600_000 }, async () => {
    const root = await copyProject('add-a-page');
    try {
      // The build before the page exists, whose bundles the next build must not take for its own.
      assert.ok(phaseNames(await siteBuild(root)).includes('client bundle'), 'the first build bundles');

      await editFile(path.join(root, 'schemas', 'pages.ts'), (text) =>
        text.replace("  { name: 'contact',", "  { name: 'sustainability', about: 'Sustainability page.' },\n  { name: 'contact',"),
      );
      const folder = path.join(root, 'renderer', 'pages', 'sustainability');
      await mkdir(folder);
      await writeFile(
        path.join(folder, '+data.ts'),
        "import { pageDataHook } from '../../data/page-data.tsx';\n\nexport const data = pageDataHook(() => ({}));\nexport type Data = Awaited<ReturnType<typeof data>>;\n",
      );
      await writeFile(
        path.join(folder, '+Page.tsx'),
        "import { useData } from 'vike-react/useData';\nimport { PageHeading } from '../../components/PageHeading.tsx';\nimport type { Data } from './+data.ts';\n\nexport default function Page() {\n  const { head } = useData<Data>();\n  return <PageHeading title={head.heading} />;\n}\n",
      );
      for (const [language, title] of Object.entries(pageTitles)) {
        await editFile(path.join(root, 'content', 'translations', `${language}.yaml`), (text) =>
          text.replace(
            /^meta:\n/,
            `meta:\n  sustainability:\n    title: "${title}"\n    description: "${pageDescriptions[language as keyof typeof pageDescriptions]}"\n`,
          ),
        );
      }

      const output = await siteBuild(root);
      // A new page file in renderer/ is code: the bundles are made again, not taken from the build before.
      assert.deepEqual(phaseNames(output).slice(2, 5), ['client bundle', 'server bundle', 'prerender']);
      // The editor reads what a build did, phase by phase; anything else is noise that hides a real warning.
      assert.deepEqual(buildNoise(output), [], 'site build prints its phases and its result, nothing else');

      const site = parse(await readFile(path.join(root, 'content', 'site.yaml'), 'utf8')) as { regions: Region[]; languages: string[] };
      const sitemap = await readFile(path.join(root, 'dist', 'client', 'sitemap.xml'), 'utf8');
      assert.ok(site.regions.length >= 3 && site.languages.length >= 4, 'every region and language of the content');
      for (const region of site.regions) {
        for (const language of site.languages) {
          const prefix = language === region.defaultLanguage ? `/${region.id}` : `/${region.id}/${language}`;
          const html = await readFile(path.join(root, 'dist', 'client', prefix, 'sustainability', 'index.html'), 'utf8');
          const title = pageTitles[language as keyof typeof pageTitles];
          assert.match(html, new RegExp(`<h1[^>]*>${title}</h1>`), `${prefix}/sustainability shows its heading`);
          assert.match(html, new RegExp(`<title>${title} \\| `), `${prefix}/sustainability has its title`);
          assert.ok(sitemap.includes(`${prefix}/sustainability</loc>`), `${prefix}/sustainability is in the sitemap`);
        }
      }

      // A change of content alone prerenders with the bundles of the build before, and the pages show it, even with a
      // character the content did not have, if the brand font always has it (printable ASCII: '~').
      await editFile(path.join(root, 'content', 'translations', 'es.yaml'), (text) =>
        text.replace(`title: "${pageTitles.es}"`, 'title: "Sostenibilidad y comunidad ~"'),
      );
      const contentOnly = await siteBuild(root);
      assert.deepEqual(phaseNames(contentOnly).slice(2, 4), ['bundles', 'prerender']);
      assert.match(contentOnly, /bundles .*kept from the last build/);
      const region = site.regions[0];
      assert.ok(region);
      const spanish = region.defaultLanguage === 'es' ? `/${region.id}` : `/${region.id}/es`;
      const changed = await readFile(path.join(root, 'dist', 'client', spanish, 'sustainability', 'index.html'), 'utf8');
      assert.match(changed, /<h1[^>]*>Sostenibilidad y comunidad ~<\/h1>/, 'the changed title is on the page');

      // A character the content did not have before changes the cut of the brand font, which is in the bundles.
      await editFile(path.join(root, 'content', 'translations', 'es.yaml'), (text) =>
        text.replace('title: "Sostenibilidad y comunidad ~"', 'title: "Sostenibilidad y comunidad ŧ"'),
      );
      assert.ok(phaseNames(await siteBuild(root)).includes('client bundle'), 'a new character bundles again');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
