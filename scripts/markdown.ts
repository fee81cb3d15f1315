/**
 * The anchors a Markdown file offers to links (`file.md#anchor`): each heading's id as GitHub
 * makes it (link texts kept, lower case, punctuation dropped, spaces to hyphens, a repeated one
 * numbered), and every `<a id="…"></a>`. Fenced code blocks are skipped.
 */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1] ?? '');
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  return anchors;
}
