/**
 * Every Markdown link and image in the README, docs/, ARCHITECTURE.md, CONTRIBUTING.md, CHANGELOG.md and the
 * sandbox's README resolves: a relative link names a file or folder that exists, and its `#anchor` a heading
 * of that page (GitHub's slugs) or an element with that id. Links to other sites are not fetched.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The repository's own pages on the web (package.json's homepage + /blob/main/): a README published on npm
 * links there, and such a link is checked as the relative link it stands for.
 */
const REPOSITORY_PAGES = `${(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { homepage: string }).homepage.replace(/#.*$/, '')}/blob/main/`;

const markdownUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const PAGES = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'packages/sandbox/README.md',
  ...markdownUnder('docs'),
];

/** The text outside fenced code blocks and inline code, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, (code) => code.replace(/[[\]()]/g, ' '));
}

/** The targets of inline links and images (`[text](target "title")`, `![alt](target)`) and of definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1]!,
  );
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map(
    (match) => match[1]!,
  );
  return [...inline, ...definitions];
}

/** GitHub's anchor for a heading's text (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/`/g, '')
    .replace(/<\/?[a-z][^>]*>/gi, (tag) => (/^<\/?(a|b|i|em|strong|code|kbd|sub|sup)\b/i.test(tag) ? '' : tag))
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2') // emphasis
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a page offers: its headings' slugs (repeats get -1, -2, …) and any `id`/`name` attribute. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const counts = new Map<string, number>();
  for (const match of prose(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(match[1]!);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of markdown.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) found.add(match[1]!);
  return found;
}

/** What is wrong with one link of `page` (a path from the root), or undefined when it resolves. */
function problem(page: string, link: string): string | undefined {
  const target = link.startsWith(REPOSITORY_PAGES)
    ? relative(dirname(join(ROOT, page)), join(ROOT, link.slice(REPOSITORY_PAGES.length))) || '.'
    : link;
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return undefined; // another site, mailto:
  const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(pathPart);
  if (path.startsWith('/')) return `${link}: a root-relative link (write it relative to ${page})`;
  const file = path === '' ? page : join(dirname(page), path);
  if (relative(ROOT, join(ROOT, file)).startsWith('..')) return `${link}: outside the repository`;
  if (!existsSync(join(ROOT, file))) return `${link}: ${file} does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(join(ROOT, file)).isDirectory() || !file.endsWith('.md'))
    return `${link}: an anchor on ${file}, which is not a Markdown page`;
  if (!anchors(readFileSync(join(ROOT, file), 'utf8')).has(anchor)) return `${link}: ${file} has no heading #${anchor}`;
  return undefined;
}

describe('links in the README and the docs', () => {
  it('finds links, images and anchors the way GitHub renders them', () => {
    assert.deepEqual(linkTargets('See [a](b.md#c), ![pic](images/x.png "t") and `[not](a-link)`.\n\n[d]: e.md\n'), [
      'b.md#c',
      'images/x.png',
      'e.md',
    ]);
    assert.deepEqual(linkTargets('```md\n[not](a-link)\n```\n[yes](y.md)'), ['y.md']);
    assert.equal(slug('The sandbox API'), 'the-sandbox-api');
    assert.equal(slug('`<listing-search>`'), 'listing-search');
    assert.equal(slug('React, Preact and TypeScript'), 'react-preact-and-typescript');
    assert.equal(slug('Measured (2 shared cores, load average 5–6)'), 'measured-2-shared-cores-load-average-56');
    assert.equal(slug('The key-holding proxy (`realty-elements/proxy`)'), 'the-key-holding-proxy-realty-elementsproxy');
    assert.deepEqual([...anchors('# A\n## B\n## B\n```\n# not\n```\n')], ['a', 'b', 'b-1']);
  });

  for (const page of PAGES)
    it(`${page}: every relative link and image names a file that exists, and every #anchor a heading`, () => {
      assert.ok(existsSync(join(ROOT, page)), `${page} exists`);
      const problems = linkTargets(readFileSync(join(ROOT, page), 'utf8'))
        .map((target) => problem(page, target))
        .filter((found) => found !== undefined);
      assert.deepEqual(problems, []);
    });

  it('checks the pages it should: the README, the sandbox README and every page of docs/', () => {
    assert.ok(PAGES.filter((page) => page.startsWith('docs/')).length >= 15, PAGES.join(', '));
    const readmeLinks = linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    assert.ok(readmeLinks.includes('docs/images/listing-search.png'), 'the README shows the widget');
    assert.ok(readmeLinks.includes('docs/images/chatbot-settings.png'), 'the README shows the settings editor');
    assert.ok(
      linkTargets(readFileSync(join(ROOT, 'packages/sandbox/README.md'), 'utf8')).includes(
        `${REPOSITORY_PAGES}docs/sandbox.md`,
      ),
      "the sandbox's README (its npm page) links to its docs page",
    );
  });
});
