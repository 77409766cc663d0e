import type { TranscriptCategory } from '@carecall/api-client';
import { findPhrases } from './findPhrases.ts';

/** The few hast node shapes the highlighter walks (text inside elements under a root). */
interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

/** A category colour as CSS may take it: a hex colour or a colour name; anything else falls back to a neutral one. */
export function safeColor(color: string): string {
  return /^#[0-9a-f]{3,8}$|^[a-z]{3,20}$/i.test(color.trim()) ? color.trim() : '#94a3b8';
}

function splitText(node: HastText, categories: readonly TranscriptCategory[]): HastNode[] {
  const matches = findPhrases(node.value, categories);
  if (matches.length === 0) return [node];
  const parts: HastNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) parts.push({ type: 'text', value: node.value.slice(at, match.start) });
    parts.push({
      type: 'element',
      tagName: 'mark',
      properties: {
        className: ['cc-transcript__mark'],
        dataCategory: match.category,
        style: `box-shadow: inset 0 -0.35em 0 ${safeColor(match.color)}`,
      },
      children: [{ type: 'text', value: node.value.slice(match.start, match.end) }],
    });
    at = match.end;
  }
  if (at < node.value.length) parts.push({ type: 'text', value: node.value.slice(at) });
  return parts;
}

function walk(node: HastNode, categories: readonly TranscriptCategory[]): void {
  if (!('children' in node) || !node.children) return;
  // Code keeps its text as written.
  if (node.type === 'element' && ((node as HastElement).tagName === 'code' || (node as HastElement).tagName === 'pre'))
    return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return splitText(child as HastText, categories);
    walk(child, categories);
    return [child];
  });
}

/**
 * A rehype plugin that wraps the phrases of the chosen categories in `<mark>` elements coloured by their category,
 * after markdown became HTML elements (so a phrase is never matched inside markup).
 */
export function rehypeHighlight(options: { categories: readonly TranscriptCategory[] }) {
  return (tree: unknown) => {
    if (options.categories.length > 0) walk(tree as HastNode, options.categories);
  };
}
